// The edit history as a whole (docs/architecture.md §4): thousands of random edits of every
// kind through the real editors and undo commands, then undo back to the start and redo to the
// end, comparing the file bytes Save would write (EncounterWriter) at every step.
#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/areaeditor.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"
#include "io/encounterwriter.h"
#include "player/fogeditor.h"

#include <QElapsedTimer>
#include <QHash>
#include <QUndoStack>
#include <random>

using namespace AppTestSupport;

namespace
{

// One open encounter with every editor the GM uses attached, and a seeded source of choices.
class EditSession
{
public:
    EditSession(const QString &example, quint32 seed) : m_random(seed)
    {
        REQUIRE(openAndWait(document, examplePath(example)));
        editor.setDocument(&document);
        board.setDocument(&document);
        areas.setDocument(&document);
        fog.setDocument(&document);
        combat.setDocument(&document);
        combat.setDiceSeed(seed);
    }

    EncounterDocument document;
    EncounterEditor editor;
    BoardEditor board;
    AreaEditor areas;
    FogEditor fog;
    CombatController combat;

    [[nodiscard]] QByteArray bytes() const
    {
        return EncounterWriter::toBytes(document.encounter());
    }
    [[nodiscard]] QUndoStack &stack() const { return *document.undoStack(); }

    // One random edit of a random kind; it may be refused or change nothing.
    void randomEdit()
    {
        const bool square = document.encounter().board.isSquare();
        switch (pick(square ? 9 : 7)) {
        case 0:
        case 1:
            tokenEdit();
            break;
        case 2:
            tokenDetailEdit();
            break;
        case 3:
            sideEdit();
            break;
        case 4:
            fogEdit();
            break;
        case 5:
        case 6:
            combatEdit();
            break;
        case 7:
            square ? terrainEdit() : gridEdit();
            break;
        case 8:
            square ? (chance(2) ? wallEdit() : areaOrLightingEdit()) : gridEdit();
            break;
        }
    }

private:
    int pick(int n) { return n <= 1 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    bool chance(int oneIn) { return pick(oneIn) == 0; }
    double number(double low, double high)
    {
        return std::uniform_real_distribution<double>(low, high)(m_random);
    }
    template<typename List> auto pickFrom(const List &list)
    {
        return list.at(pick(int(list.size())));
    }
    QString word()
    {
        return pickFrom(strings({"Ash", "Brim", "Cole", "Dusk", "Ember", "Fen", ""}));
    }

    const Encounter &encounter() const { return document.encounter(); }
    int width() const { return encounter().board.square.width; }
    int height() const { return encounter().board.square.height; }
    QStringList tokenIds() const
    {
        QStringList ids;
        for (const auto &t : encounter().tokens)
            ids << t.id;
        return ids;
    }
    QString tokenId() { return tokenIds().isEmpty() ? QString() : pickFrom(tokenIds()); }
    QStringList someTokens()
    {
        QStringList ids;
        for (const auto &id : tokenIds()) {
            if (chance(3))
                ids << id;
        }
        return ids;
    }
    QStringList sideIds() const
    {
        QStringList ids;
        for (const auto &s : encounter().sides)
            ids << s.id;
        return ids;
    }
    QString positionId() { return pickFrom(encounter().rules->positionIds()); }

    void tokenEdit()
    {
        const QString id = tokenId();
        const bool square = encounter().board.isSquare();
        switch (pick(5)) {
        case 0:
            if (encounter().tokens.size() < 30 && !id.isEmpty())
                editor.duplicateTokens(chance(4) ? someTokens() : QStringList{id});
            break;
        case 1:
            if (encounter().tokens.size() > 3)
                editor.removeTokens(chance(6) ? someTokens().mid(0, 2) : QStringList{id});
            break;
        case 2:
            if (square) {
                editor.moveToken(id, pick(width() + 2) - 1, pick(height() + 2) - 1);
            } else {
                const QString position = positionId();
                const auto levels = editor.levelsAt(position);
                const QString level =
                    levels.isEmpty()
                        ? QStringLiteral("ground")
                        : pickFrom(levels).toMap().value(QStringLiteral("id")).toString();
                editor.placeToken(id, position, level);
            }
            break;
        case 3:
            if (square)
                editor.moveTokens(someTokens(), pick(5) - 2, pick(5) - 2);
            else
                editor.rotateFacing(someTokens(), pick(8) * 45.0);
            break;
        case 4: // resize
            editor.setTokenField(id, QStringLiteral("size"), pick(4));
            break;
        }
    }

    void tokenDetailEdit()
    {
        const QString id = tokenId();
        if (id.isEmpty())
            return;
        switch (pick(14)) {
        case 0:
            editor.setTokenField(id, QStringLiteral("name"), word() + QString::number(pick(9)));
            break;
        case 1:
            editor.setTokenField(id, QStringLiteral("speed"), pick(12) * 0.5);
            break;
        case 2:
            editor.setTokenField(id, QStringLiteral("movement"), pick(8) - 1.0);
            break;
        case 3:
            editor.setTokenField(id, QStringLiteral("agility"), pick(7) - 2);
            break;
        case 4:
            editor.setTokenField(id, QStringLiteral("facing"), number(0, 360));
            break;
        case 5:
            editor.setTokenField(id, QStringLiteral("altitude"), pick(6) * 0.75);
            break;
        case 6:
            editor.setTokenField(id, QStringLiteral("stance"), word());
            break;
        case 7:
            editor.setTokenField(id, pickFrom(strings({"showName", "fillsPosition"})), chance(2));
            break;
        case 8:
            editor.setTokenField(id, QStringLiteral("notes"), word() + QStringLiteral(" notes"));
            break;
        case 9: {
            const auto &stats = encounter().rules->combat.stats;
            const QString stat = stats.isEmpty() ? QStringLiteral("brawn") : pickFrom(stats).id;
            editor.setTokenStat(id, stat, chance(4) ? QVariant(QString()) : QVariant(pick(6)));
            break;
        }
        case 10:
            editor.setCondition(someTokens() << id, pickFrom(encounter().rules->conditions).id,
                                chance(2));
            break;
        case 11:
            editor.setSide({id}, pickFrom(sideIds()));
            break;
        case 12:
            chance(2) ? editor.setHidden(someTokens() << id, chance(2))
                      : editor.setZoc({id}, chance(2));
            break;
        case 13:
            chance(2) ? editor.setReach({id}, pick(5) - 1)
                      : editor.rotateFacing({id}, number(-180, 180));
            break;
        }
    }

    void sideEdit()
    {
        const QStringList sides = sideIds();
        switch (pick(7)) {
        case 0:
            if (sides.size() < 6)
                editor.addSide(word() + QStringLiteral(" band"));
            break;
        case 1:
            editor.renameSide(pickFrom(sides), word() + QStringLiteral(" side"));
            break;
        case 2:
            editor.removeSide(pickFrom(sides)); // refused while a token is on it
            break;
        case 3:
            editor.setSideColor(pickFrom(sides), QColor::fromHsv(pick(36) * 10, 160, 200));
            break;
        case 4:
            editor.setAllied(pickFrom(sides), pickFrom(sides), chance(2));
            break;
        case 5:
            editor.setEncounterName(word() + QStringLiteral(" encounter"));
            break;
        case 6:
            editor.setEncounterNotes(word() + QStringLiteral(" notes ") +
                                     QString::number(pick(99)));
            break;
        }
    }

    void fogEdit()
    {
        const bool square = encounter().board.isSquare();
        switch (pick(7)) {
        case 0:
            fog.setEnabled(!fog.isEnabled() || !chance(3));
            break;
        case 1:
            chance(2) ? fog.setPartySight(chance(2)) : fog.setKeepExplored(chance(2));
            break;
        case 2:
        case 3:
            if (square) {
                fog.beginStroke();
                for (int i = pick(5); i >= 0; --i)
                    fog.paintCell(pick(width()), pick(height()), chance(4) == false);
                fog.endStroke();
            } else {
                fog.paintPosition(positionId(), !chance(4));
            }
            break;
        case 4:
            if (square)
                fog.paintRect(pick(width()), pick(height()), 1 + pick(6), 1 + pick(6), !chance(3));
            else
                fog.paintPosition(positionId(), chance(2));
            break;
        case 5:
            chance(2) ? fog.revealAll() : fog.hideAll();
            break;
        case 6:
            fog.forgetExplored();
            break;
        }
    }

    void combatEdit()
    {
        if (!combat.isAvailable())
            return;
        if (!combat.isActive()) {
            const QString party = chance(3) ? QString() : pickFrom(sideIds());
            combat.start(party, pickFrom(strings({"", "none", "party", "opponents", "roll"})));
            return;
        }
        const QString id = tokenId();
        const auto &rules = encounter().rules->combat;
        const QString pool = rules.pools.isEmpty() ? QString() : pickFrom(rules.pools).id;
        switch (pick(14)) {
        case 0:
        case 1:
        case 2:
            combat.nextTurn(chance(3) ? id : QString());
            break;
        case 3:
            chance(2) ? combat.previousTurn() : combat.delayTurn();
            break;
        case 4:
            combat.addCondition(id, pickFrom(encounter().rules->conditions).id, pick(3),
                                chance(2) ? QStringLiteral("start") : QStringLiteral("end"));
            break;
        case 5:
            combat.removeCondition(id, pickFrom(encounter().rules->conditions).id);
            break;
        case 6:
            combat.damage(id, 1 + pick(6), chance(2) ? QString() : pool);
            break;
        case 7:
            combat.heal(id, 1 + pick(4), chance(2) ? QString() : pool);
            break;
        case 8:
            combat.setPool(id, pool, pick(12));
            break;
        case 9:
            combat.roll(id, chance(2) ? QString() : QStringLiteral("1d20+2"), chance(3));
            break;
        case 10:
            if (!rules.turnActions.isEmpty())
                combat.toggleAction(id, pickFrom(rules.turnActions));
            else
                combat.moveInOrder(id, chance(2) ? 1 : -1);
            break;
        case 11:
            if (rules.procedure == CombatRules::Procedure::Labyrinthian) {
                switch (pick(3)) {
                case 0:
                    combat.react(id);
                    break;
                case 1:
                    combat.setDieModifier(id, pick(5) - 2);
                    break;
                case 2:
                    combat.savingThrow(id, pool, pick(7) - 3);
                    break;
                }
            } else {
                combat.moveInOrder(id, chance(2) ? 1 : -1);
            }
            break;
        case 12:
            combat.reveal(id);
            break;
        case 13:
            if (chance(4))
                combat.end();
            break;
        }
    }

    void terrainEdit()
    {
        const int x1 = pick(width()), y1 = pick(height());
        const int x2 = qBound(0, x1 + pick(9) - 4, width() - 1);
        const int y2 = qBound(0, y1 + pick(9) - 4, height() - 1);
        switch (pick(3)) {
        case 0:
            board.setTool(BoardEditor::Tool::Terrain);
            board.setTerrainKind(pickFrom(encounter().rules->terrainIds()));
            break;
        case 1:
            board.setTool(BoardEditor::Tool::Erase);
            break;
        case 2:
            board.setTool(BoardEditor::Tool::Elevation);
            board.setRaise(chance(3) == false);
            board.setElevationStep(pickFrom(QList<double>{0.5, 1.0, 1.5, 3.0}));
            break;
        }
        switch (pick(4)) {
        case 0:
            board.applyRect(x1, y1, x2, y2);
            break;
        case 1:
            board.applyLine(x1, y1, x2, y2);
            break;
        case 2:
            board.applyAt(x1, y1);
            break;
        case 3: { // a brush stroke, sometimes cancelled
            board.beginStroke();
            board.applyAt(x1, y1);
            board.applyAt(x2, y2);
            board.applyAt(pick(width()), y2);
            chance(8) ? board.cancelStroke() : board.endStroke();
            break;
        }
        }
    }

    void wallEdit()
    {
        const int walls = int(encounter().board.square.walls.size());
        switch (pick(4)) {
        case 0:
            board.setWallSnap(chance(3) == false);
            board.addWall(number(0, width()), number(0, height()), number(0, width()),
                          number(0, height()));
            break;
        case 1:
            if (walls > 0)
                board.removeWall(pick(walls));
            break;
        case 2:
        case 3:
            if (walls > 0)
                chance(4) ? board.makePlainWall(pick(walls)) : board.toggleDoor(pick(walls));
            break;
        }
    }

    void areaOrLightingEdit()
    {
        if (!board.lightingLevels().isEmpty() && chance(2)) {
            board.setTool(BoardEditor::Tool::Lighting);
            board.setLightingLevel(pickFrom(encounter().rules->lightingIds()));
            const int x = pick(width()), y = pick(height());
            board.applyRect(x, y, qMin(width() - 1, x + pick(5)), qMin(height() - 1, y + pick(5)));
            return;
        }
        if (!board.areasAvailable())
            return;
        const auto &all = encounter().board.square.areas;
        const QString id = all.isEmpty() ? QString() : pickFrom(all).id;
        switch (all.isEmpty() ? 0 : pick(6)) {
        case 0:
            if (all.size() < 8)
                areas.addArea(pick(width()), pick(height()));
            break;
        case 1:
            areas.setName(id, word() + QStringLiteral(" cloud"));
            break;
        case 2:
            areas.setKind(id, chance(2) ? QStringLiteral("field") : QStringLiteral("zone"));
            break;
        case 3:
            areas.setRadius(id, pick(6));
            break;
        case 4:
            areas.setCentre(id, pick(width()), pick(height()));
            break;
        case 5:
            areas.removeArea(id);
            break;
        }
    }

    void gridEdit()
    {
        const QString position = positionId();
        switch (pick(3)) {
        case 0:
            board.togglePositionFlag(
                position, pickFrom(strings({"difficult", "turbulent", "water", "fillsPosition"})));
            break;
        case 1:
            board.setSkyward(chance(2));
            break;
        case 2: {
            const auto energies = board.energyChoices();
            const QString energy =
                energies.isEmpty() || chance(4)
                    ? QString()
                    : pickFrom(energies).toMap().value(QStringLiteral("id")).toString();
            board.setPositionSave(position, energy, pick(31) - 15);
            break;
        }
        }
    }

    std::mt19937 m_random;
};

struct HistoryRun {
    int edits = 0;
    int attempts = 0;
    int steps = 0;
};

// `target` random edits that change the file, with a few undos and redos mixed in; then undo to
// the start and redo to the end, checking the bytes of every step on the way.
HistoryRun runHistory(EditSession &session, int target)
{
    auto &stack = session.stack();
    const QByteArray start = session.bytes();
    // The file's bytes at each index of the undo stack, as a hash: merged steps overwrite.
    QHash<int, size_t> at;
    at.insert(stack.index(), qHash(start));
    auto checkHere = [&](const char *when) {
        const size_t now = qHash(session.bytes());
        INFO(when << " at undo index " << stack.index() << " of " << stack.count() << ", next "
                  << "step \"" << stack.text(stack.index()).toStdString() << "\", previous \""
                  << stack.text(stack.index() - 1).toStdString() << "\"");
        REQUIRE(at.contains(stack.index()));
        REQUIRE(at.value(stack.index()) == now);
    };

    HistoryRun run;
    QByteArray last = start;
    while (run.edits < target && run.attempts < target * 20) {
        ++run.attempts;
        if (run.attempts % 97 == 0 && stack.canUndo()) {
            // A short undo and redo in the middle, as a GM does.
            const int back = 1 + run.attempts % 3;
            for (int i = 0; i < back && stack.canUndo(); ++i) {
                stack.undo();
                checkHere("a mid-run undo");
            }
            for (int i = 0; i < back - 1 && stack.canRedo(); ++i) {
                stack.redo();
                checkHere("a mid-run redo");
            }
            last = session.bytes();
            continue;
        }
        session.randomEdit();
        QByteArray now = session.bytes();
        if (now != last) {
            ++run.edits;
            last = std::move(now);
        }
        at.insert(stack.index(), qHash(last));
    }
    REQUIRE(run.edits == target);
    const QByteArray end = session.bytes();
    run.steps = stack.index();

    while (stack.canUndo()) {
        stack.undo();
        checkHere("undoing everything");
    }
    CHECK(session.bytes() == start);
    while (stack.canRedo()) {
        stack.redo();
        checkHere("redoing everything");
    }
    CHECK(session.bytes() == end);
    return run;
}

void runAndReport(const char *example, quint32 seed, int target)
{
    QElapsedTimer timer;
    timer.start();
    EditSession session(QString::fromLatin1(example), seed);
    const auto run = runHistory(session, target);
    WARN(example << ": " << run.edits << " edits (" << run.attempts << " tries, " << run.steps
                 << " undo steps) undone and redone in " << timer.elapsed() << " ms");
}

} // namespace

// 10,000 edits in all: most on square boards (meters, with lighting and areas; paces), a shorter
// run on the Combat Grid. Three test cases, so ctest runs them side by side.
TEST_CASE("Random edits undo and redo to the same bytes: 5,000 on meters lantern-crypt",
          "[document][undo][history]")
{
    runAndReport("lantern-crypt.encounter", 2026, 5000);
}

TEST_CASE("Random edits undo and redo to the same bytes: 3,000 on paces bridge-ambush",
          "[document][undo][history]")
{
    runAndReport("bridge-ambush.encounter", 15, 3000);
}

TEST_CASE("Random edits undo and redo to the same bytes: 2,000 on the Combat Grid churn-clash",
          "[document][undo][history]")
{
    runAndReport("churn-clash.encounter", 7, 2000);
}
