#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"
#include "io/encounterwriter.h"

#include <QCoro/QCoroTask>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

struct Table {
    EncounterDocument document;
    CombatController combat;
    EncounterEditor editor;

    explicit Table(const QString &example)
    {
        REQUIRE(openAndWait(document, examplePath(example)));
        combat.setDocument(&document);
        editor.setDocument(&document);
        combat.setDiceSeed(99);
    }
    [[nodiscard]] const CombatState &state() const { return *document.encounter().combat; }
};

} // namespace

TEST_CASE("Every combat action is one undo step, and undo restores the fight exactly", "[combat]")
{
    Table t(QStringLiteral("crypt-sneak.encounter"));
    auto *stack = t.document.undoStack();
    REQUIRE(t.combat.isAvailable());
    REQUIRE(t.combat.start());
    CHECK(stack->count() == 1);
    const CombatState started = t.state();
    REQUIRE(t.combat.nextTurn());
    const QString first = t.combat.currentId();
    REQUIRE(t.combat.addCondition(first, QStringLiteral("prone"), 1, QStringLiteral("end")));
    REQUIRE(t.combat.damage(first, 4));
    CHECK(stack->count() == 4);
    const CombatState afterDamage = t.state();
    // One round to the end of its own turn, started during that turn: this turn's end does
    // not count (docs/rules.md §7.1), so the turn change only marks the timer as started.
    REQUIRE(t.state().timers.size() == 1);
    CHECK(t.state().timers.front().skipNext);
    REQUIRE(t.combat.nextTurn());
    CHECK(t.document.encounter().token(first)->hasCondition(QStringLiteral("prone")));
    CHECK_FALSE(t.state().timers.front().skipNext);
    stack->undo();
    CHECK(t.state() == afterDamage);
    CHECK(t.state().timers.front().skipNext); // the duration is back as it was
    stack->undo();
    stack->undo();
    stack->undo();
    CHECK(t.state() == started);
    stack->undo();
    CHECK_FALSE(t.combat.isActive());
    stack->redo();
    CHECK(t.state() == started);
}

TEST_CASE("A fight saved in progress reopens in the same state, and undo works from there",
          "[combat]")
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("fight.encounter"));
    Table t(QStringLiteral("churn-clash.encounter"));
    REQUIRE(t.combat.start());
    REQUIRE(t.combat.nextTurn());
    const QString acting = t.combat.currentId();
    REQUIRE(t.combat.damage(acting, 3));
    REQUIRE(t.combat.addCondition(acting, QStringLiteral("stunned"), 2, QStringLiteral("start")));
    t.combat.roll(acting, QStringLiteral("1d20"), true);
    REQUIRE(QCoro::waitFor(t.document.saveTo(file)));

    EncounterDocument reopened;
    REQUIRE(openAndWait(reopened, file));
    REQUIRE(reopened.encounter().combat.has_value());
    CHECK(*reopened.encounter().combat == t.state());
    CHECK(EncounterWriter::toBytes(reopened.encounter()) ==
          EncounterWriter::toBytes(t.document.encounter()));
    for (const auto &token : t.document.encounter().tokens)
        CHECK(*reopened.encounter().token(token.id) == token); // movement, conditions …

    CombatController combat;
    combat.setDocument(&reopened);
    CHECK(combat.isActive());
    CHECK(combat.currentId() == acting);
    CHECK(combat.combatants()->rowCount() == reopened.encounter().tokens.size());
    CHECK(combat.log()->rowCount() == t.combat.log()->rowCount());
    const CombatState atOpen = *reopened.encounter().combat;
    REQUIRE(combat.nextTurn());
    REQUIRE(combat.heal(acting, 1));
    reopened.undoStack()->undo();
    reopened.undoStack()->undo();
    CHECK(*reopened.encounter().combat == atOpen);
    CHECK_FALSE(reopened.undoStack()->canUndo());
    reopened.undoStack()->redo();
    CHECK(combat.currentId() != acting);
}

TEST_CASE("Deleting a combatant mid-fight keeps the file valid, and undo brings it back",
          "[combat]")
{
    QTemporaryDir dir;
    Table t(QStringLiteral("hill-giant.encounter"));
    REQUIRE(t.combat.start());
    REQUIRE(t.combat.nextTurn());
    const QString acting = t.combat.currentId();
    const int before = t.combat.combatants()->rowCount();
    REQUIRE(t.editor.removeTokens({acting}));
    CHECK(t.combat.combatants()->rowCount() == before - 1);
    CHECK(t.state().combatant(acting) == nullptr);
    CHECK(t.combat.currentId().isEmpty());
    const QString file = dir.filePath(QStringLiteral("fewer.encounter"));
    REQUIRE(QCoro::waitFor(t.document.saveTo(file)));
    EncounterDocument reopened;
    CHECK(openAndWait(reopened, file));
    // One undo step brings back the token and its place in the fight.
    t.document.undoStack()->undo();
    CHECK(t.combat.combatants()->rowCount() == before);
    CHECK(t.combat.currentId() == acting);
}

TEST_CASE("A hidden token joins hidden and is revealed when its turn comes", "[combat]")
{
    Table t(QStringLiteral("bridge-ambush.encounter"));
    QString hiddenId;
    for (const auto &token : t.document.encounter().tokens) {
        if (token.hidden)
            hiddenId = token.id;
    }
    REQUIRE_FALSE(hiddenId.isEmpty());
    REQUIRE(t.combat.start(QString(), QString(), hiddenId));
    const auto *c = t.state().combatant(hiddenId);
    REQUIRE(c);
    CHECK(c->joinedHidden);
    // paces: the GM picked the hidden archer to act first; its turn reveals it.
    CHECK(t.combat.currentId() == hiddenId);
    CHECK_FALSE(t.document.encounter().token(hiddenId)->hidden);
    t.document.undoStack()->undo();
    CHECK(t.document.encounter().token(hiddenId)->hidden);
}

TEST_CASE("Secret rolls reach the GM's log only", "[combat]")
{
    Table t(QStringLiteral("crypt-sneak.encounter"));
    REQUIRE(t.combat.start());
    const int lines = t.combat.log()->rowCount();
    const QString rolled = t.combat.roll(QString(), QStringLiteral("1d20+2"), true);
    CHECK(rolled.startsWith(QLatin1String("1d20+2: ")));
    CHECK(t.combat.log()->rowCount() == lines + 1);
    CombatLogModel players(false);
    players.setEntries(t.state().log);
    CHECK(players.rowCount() == lines);
    for (int i = 0; i < players.rowCount(); ++i)
        CHECK_FALSE(players.index(i).data(CombatLogModel::TextRole).toString().contains(rolled));
    // A malformed expression is a clear error and changes nothing.
    QSignalSpy refused(&t.combat, &CombatController::refused);
    CHECK(t.combat.roll(QString(), QStringLiteral("2d")).startsWith(QLatin1String("Error:")));
    CHECK(refused.count() == 1);
    CHECK(t.combat.log()->rowCount() == lines + 1);
}

TEST_CASE("labyrinthian: entering a position with an energy modifier asks for a Saving Throw",
          "[combat]")
{
    // "+15 Stamina Difficult": a failed Saving Throw leaves the combatant where it was, prone.
    QTemporaryDir dir;
    const QString file =
        writeVariant(dir, QStringLiteral("churn-clash.encounter"), QStringLiteral("save.encounter"),
                     {{QStringLiteral("\"churn\": {\"difficult\": true}"),
                       QStringLiteral("\"churn\": {\"difficult\": true, \"save\": {\"energy\": "
                                      "\"stamina\", \"modifier\": 40}}")}});
    Table t(QStringLiteral("churn-clash.encounter"));
    REQUIRE(openAndWait(t.document, file));
    REQUIRE(t.combat.start());
    QSignalSpy asked(&t.combat, &CombatController::saveRequested);
    // Only the combatant whose turn it is moves in a fight: another token's move asks nothing.
    REQUIRE(t.editor.placeToken(QStringLiteral("wren"), QStringLiteral("churn"),
                                QStringLiteral("ground")));
    CHECK(asked.isEmpty());
    REQUIRE(t.combat.nextTurn(QStringLiteral("tomas")));
    REQUIRE(t.editor.placeToken(QStringLiteral("tomas"), QStringLiteral("churn"),
                                QStringLiteral("ground")));
    REQUIRE(asked.count() == 1);
    const auto args = asked.front();
    CHECK(args.at(0).toString() == QStringLiteral("tomas"));
    CHECK(args.at(2).toString() == QStringLiteral("stamina"));
    CHECK(args.at(4).toInt() == 40);
    // 1d20 + 10 can never beat 10 + 40.
    REQUIRE(t.combat.savingThrow(QStringLiteral("tomas"), QStringLiteral("stamina"), 40,
                                 args.at(6).toString(), args.at(7).toString()));
    const auto *tomas = t.document.encounter().token(QStringLiteral("tomas"));
    CHECK(tomas->position == QStringLiteral("ally-ranged-center"));
    CHECK(tomas->hasCondition(QStringLiteral("prone")));
}

TEST_CASE("The GM sets a position's Saving Throw from the board editor, one undo step", "[combat]")
{
    Table t(QStringLiteral("churn-clash.encounter"));
    BoardEditor board;
    board.setDocument(&t.document);
    // The energies on offer are the rule set's bounded pools.
    QStringList energies;
    for (const auto &choice : board.energyChoices())
        energies << choice.toMap().value(QStringLiteral("id")).toString();
    CHECK(energies == QStringList{QStringLiteral("composure"), QStringLiteral("mana"),
                                  QStringLiteral("stamina"), QStringLiteral("acuity")});
    CHECK_FALSE(board.setPositionSave(QStringLiteral("churn"), QStringLiteral("gold"), 5));
    REQUIRE(board.setPositionSave(QStringLiteral("churn"), QStringLiteral("stamina"), 15));
    const auto flags = board.positionFlags().value(QStringLiteral("churn")).toMap();
    CHECK(flags.value(QStringLiteral("saveText")).toString() == QStringLiteral("+15 Stamina"));
    const int row = rowOf(*t.document.positions(), "positionId", QStringLiteral("churn"));
    CHECK(roleValue(*t.document.positions(), row, "save").toString() ==
          QStringLiteral("+15 Stamina"));
    const auto &saved = t.document.encounter().board.positions.flags(QStringLiteral("churn"));
    CHECK(saved.saveEnergy == QStringLiteral("stamina"));
    CHECK(saved.saveModifier == 15);
    t.document.undoStack()->undo();
    CHECK(
        t.document.encounter().board.positions.flags(QStringLiteral("churn")).saveEnergy.isEmpty());
}
