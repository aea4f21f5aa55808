// The lighting brush (BoardEditor, docs/file-format.md §3.5), FIELD and ZONE areas
// (AreaEditor, §3.6) and the combat alerts they raise (CombatController, docs/rules.md §7.4).
#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "edit/squareboardedit.h"
#include "editing/areaeditor.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"

#include <QCoro/QCoroTask>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

struct Crypt {
    EncounterDocument document;
    BoardEditor board;
    AreaEditor areas;
    EncounterEditor editor;
    CombatController combat;
    Crypt()
    {
        REQUIRE(openAndWait(document, examplePath(QStringLiteral("crypt-sneak.encounter"))));
        board.setDocument(&document);
        areas.setDocument(&document);
        editor.setDocument(&document);
        combat.setDocument(&document);
        combat.setDiceSeed(7);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const SquareBoard &square() const { return document.encounter().board.square; }
};

bool logHas(const CombatState &state, const QString &text)
{
    for (const auto &entry : state.log) {
        if (entry.text.contains(text))
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("Lighting: the palette offers the rule set's levels", "[editing][lighting]")
{
    Crypt c;
    const QVariantList levels = c.board.lightingLevels();
    REQUIRE(levels.size() == 3);
    CHECK(levels[0].toMap().value(QStringLiteral("id")).toString() == QStringLiteral("bright"));
    CHECK(levels[2].toMap().value(QStringLiteral("name")).toString() == QStringLiteral("Darkness"));
    CHECK(c.board.lightingLevel() == QStringLiteral("darkness")); // the last level first
    CHECK(c.board.areasAvailable());
    CHECK(c.board.lightingAt(3, 3) == QStringLiteral("bright"));

    EncounterDocument paces;
    REQUIRE(openAndWait(paces, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    BoardEditor other;
    other.setDocument(&paces);
    CHECK_FALSE(other.areasAvailable());
}

TEST_CASE("Lighting: a stroke is one undo step, reaches the analysis as the cells it changed, "
          "and survives save and load",
          "[editing][lighting]")
{
    Crypt c;
    c.board.setTool(BoardEditor::Tool::Lighting);
    c.board.setLightingLevel(QStringLiteral("darkness"));
    QSignalSpy changed(&c.document, &EncounterDocument::changed);
    c.board.beginStroke();
    CHECK(c.board.applyAt(2, 2));
    CHECK(c.board.applyAt(4, 2)); // the cell between is lit too
    CHECK(c.board.applyAt(4, 3));
    c.board.endStroke();
    CHECK(c.stack().count() == 1);
    CHECK(c.stack().undoText() == QStringLiteral("Paint darkness"));
    for (int x = 2; x <= 4; ++x)
        CHECK(c.board.lightingAt(x, 2) == QStringLiteral("darkness"));
    CHECK(c.board.lightingAt(4, 3) == QStringLiteral("darkness"));
    CHECK(c.board.lightingAt(3, 3) == QStringLiteral("bright"));
    // Like a terrain stroke: each edit reports the cells it changed.
    REQUIRE(changed.count() == 3);
    const auto last = changed.last().at(0).value<EncounterChange>();
    CHECK(last.kind == EncounterChange::Kind::TerrainChanged);
    CHECK(last.area == QRect(4, 3, 1, 1));

    // Shift+drag: a rectangle, one more step; dim over darkness.
    c.board.setLightingLevel(QStringLiteral("dim"));
    CHECK(c.board.applyRect(8, 8, 10, 9));
    CHECK(c.stack().count() == 2);
    CHECK(c.board.lightingAt(10, 9) == QStringLiteral("dim"));

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("lit.encounter"));
    REQUIRE(QCoro::waitFor(c.document.saveTo(file)));
    EncounterDocument reopened;
    REQUIRE(openAndWait(reopened, file));
    CHECK(SquareBoardEdit::sameBoard(reopened.encounter().board, c.document.encounter().board));
    BoardEditor readBack;
    readBack.setDocument(&reopened);
    CHECK(readBack.lightingAt(3, 2) == QStringLiteral("darkness"));
    CHECK(readBack.lightingAt(9, 8) == QStringLiteral("dim"));

    c.stack().undo();
    c.stack().undo();
    CHECK(c.square().lighting.isEmpty());
    c.stack().redo();
    CHECK(c.board.lightingAt(3, 2) == QStringLiteral("darkness"));

    // Bright light erases back to no entry.
    c.board.setLightingLevel(QStringLiteral("bright"));
    CHECK(c.board.applyRect(0, 0, 17, 13));
    CHECK(c.square().lighting.isEmpty());
    CHECK(c.stack().undoText() == QStringLiteral("Erase lighting"));
    CHECK_FALSE(c.board.applyRect(0, 0, 17, 13)); // nothing left to change: no step
}

TEST_CASE("Areas: add, rename, change kind and radius, delete; each one undo step",
          "[editing][areas]")
{
    Crypt c;
    QSignalSpy areasChanged(&c.areas, &AreaEditor::areasChanged);
    const QString id = c.areas.addArea(12, 6);
    REQUIRE(id == QStringLiteral("area-1"));
    CHECK(c.areas.selectedId() == id);
    CHECK(c.stack().count() == 1);
    CHECK(c.areas.count() == 1);
    QVariantMap row = c.areas.selected();
    CHECK(row.value(QStringLiteral("name")).toString() == QStringLiteral("Area 1"));
    CHECK(row.value(QStringLiteral("kindName")).toString() == QStringLiteral("ZONE"));
    CHECK(row.value(QStringLiteral("radiusCells")).toInt() == 2);
    // Its cells on the map: columns 10 to 14, rows 4 to 8.
    CHECK(row.value(QStringLiteral("cellsX")).toInt() == 10);
    CHECK(row.value(QStringLiteral("cellsWidth")).toInt() == 5);

    CHECK(c.areas.setName(id, QStringLiteral("Spore cloud")));
    CHECK(c.areas.setKind(id, QStringLiteral("field")));
    CHECK(c.areas.setRadius(id, 3));
    CHECK_FALSE(c.areas.setRadius(id, 3));  // the same: no step
    CHECK_FALSE(c.areas.setRadius(id, -1)); // the file would refuse it
    CHECK_FALSE(c.areas.setName(id, QStringLiteral("  ")));
    CHECK(c.stack().count() == 4);
    const BoardArea *area = c.square().area(id);
    REQUIRE(area);
    CHECK(area->name == QStringLiteral("Spore cloud"));
    CHECK(area->kind == BoardArea::Kind::Field);
    CHECK(area->radius == 3);

    c.stack().undo();
    CHECK(c.square().area(id)->radius == 2);
    c.stack().undo();
    CHECK(c.square().area(id)->kind == BoardArea::Kind::Zone);
    c.stack().redo();
    c.stack().redo();
    CHECK(c.square().area(id)->radius == 3);

    CHECK(c.areas.removeArea(id));
    CHECK(c.square().areas.isEmpty());
    CHECK(c.areas.selectedId().isEmpty());
    c.stack().undo();
    REQUIRE(c.square().area(id));
    CHECK(c.square().area(id)->name == QStringLiteral("Spore cloud"));
    c.stack().redo();
    CHECK(c.square().areas.isEmpty());
    CHECK(areasChanged.count() >= 8);

    // Saved in the file.
    c.stack().undo();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("areas.encounter"));
    REQUIRE(QCoro::waitFor(c.document.saveTo(file)));
    EncounterDocument reopened;
    REQUIRE(openAndWait(reopened, file));
    CHECK(reopened.encounter().board.square.areas == c.square().areas);
}

TEST_CASE("Areas: the tokens inside follow the tokens, and a drag into one says so",
          "[editing][areas]")
{
    Crypt c;
    // The ghoul stands at (12, 6), the warden (2 × 2) at (15, 2).
    const QString id = c.areas.addArea(13, 4);
    CHECK(c.areas.tokensInside(id) == strings({"ghoul1", "warden"}));
    CHECK(c.areas.selected().value(QStringLiteral("tokensText")).toString() ==
          QStringLiteral("Ghoul, Warden"));
    REQUIRE(c.editor.moveToken(QStringLiteral("ghoul1"), 12, 8));
    CHECK(c.areas.tokensInside(id) == strings({"warden"}));

    // Held at (11, 5) the ghoul would enter it again.
    QSignalSpy drag(&c.areas, &AreaEditor::dragChanged);
    c.areas.setDragToken(QStringLiteral("ghoul1"));
    c.areas.setDragCell({11, 5});
    CHECK(c.areas.enteredAreas() == QStringList{id});
    CHECK(c.areas.dragNote() == QStringLiteral("enters Area 1 (ZONE)"));
    c.areas.setDragCell({8, 8});
    CHECK(c.areas.enteredAreas().isEmpty());
    CHECK(c.areas.dragNote().isEmpty());
    CHECK(drag.count() == 2);
    c.areas.setDragToken({});
}

TEST_CASE("Areas: a turn that starts inside one, and a move that enters one, alert the GM",
          "[combat][areas][meters]")
{
    Crypt c;
    // One area over the whole crypt: every turn starts inside it.
    const QString all = c.areas.addArea(9, 7);
    REQUIRE(c.areas.setRadius(all, 10));
    REQUIRE(c.areas.setName(all, QStringLiteral("Spore cloud")));
    REQUIRE(c.combat.start());
    REQUIRE(c.combat.nextTurn());
    const QString current = c.combat.currentId();
    const QString name = c.document.encounter().token(current)->name;
    const auto &log = c.document.encounter().combat->log;
    REQUIRE_FALSE(log.isEmpty());
    CHECK(log.last().text.contains(name +
                                   QStringLiteral(" starts their turn in Spore cloud (ZONE)")));
    CHECK(log.last().text.contains(
        QStringLiteral("\"trigger their effect when a creature enters the radius\"")));
    CHECK(log.last().secret); // areas are the GM's
    // Undoing the turn change takes the alert with it.
    c.stack().undo();
    CHECK_FALSE(logHas(*c.document.encounter().combat, QStringLiteral("starts their turn in")));
    c.stack().redo();
    CHECK(logHas(*c.document.encounter().combat, QStringLiteral("starts their turn in")));

    // A small FIELD next to the combatant: moving onto it alerts once.
    REQUIRE(c.areas.removeArea(all));
    const Token mover = *c.document.encounter().token(current);
    QPoint target(-1, -1);
    for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
        if (c.editor.canPlace(current, mover.x + d.x(), mover.y + d.y())) {
            target = QPoint(mover.x, mover.y) + d;
            break;
        }
    }
    REQUIRE(target != QPoint(-1, -1));
    // Where the footprint would first reach it: the cell beyond its far edge on that side.
    const QRect footprint = mover.footprintRect();
    const QPoint step = target - QPoint(mover.x, mover.y);
    const QPoint centre = step.x() > 0   ? QPoint(footprint.right() + 1, mover.y)
                          : step.x() < 0 ? QPoint(footprint.left() - 1, mover.y)
                          : step.y() > 0 ? QPoint(mover.x, footprint.bottom() + 1)
                                         : QPoint(mover.x, footprint.top() - 1);
    const QString burning = c.areas.addArea(centre.x(), centre.y());
    REQUIRE(c.areas.setRadius(burning, 0));
    REQUIRE(c.areas.setKind(burning, QStringLiteral("field")));
    QSignalSpy alert(&c.combat, &CombatController::areaAlert);
    REQUIRE(c.editor.moveToken(current, target.x(), target.y()));
    REQUIRE(alert.count() == 1);
    CHECK(alert.front().at(0).toString() == current);
    const QStringList alerts = c.combat.areaAlerts();
    REQUIRE(alerts.size() == 1);
    CHECK(alerts[0].contains(name + QStringLiteral(" enters Area 1 (FIELD): 1 trigger")));
    CHECK(alerts[0].contains(QStringLiteral("enters a square within the radius")));
    // The next turn starts with a clean slate.
    REQUIRE(c.combat.nextTurn());
    CHECK(c.combat.areaAlerts().isEmpty());
}

// docs/rules.md §12: in a fight, the combatant whose turn it is sets off a trap by moving into
// it, and the GM's alert names the trap and its note, hidden or not.
TEST_CASE("A trap the acting combatant moves into raises the GM's alert with its note",
          "[traps][combat]")
{
    QTemporaryDir dir;
    const auto file = writeJsonVariant(
        dir, QStringLiteral("crypt-sneak.encounter"), QStringLiteral("trapped.encounter"),
        [](QJsonObject &json) {
            QJsonObject board = json.value(QLatin1String("board")).toObject();
            const int width = board.value(QLatin1String("width")).toInt();
            const int height = board.value(QLatin1String("height")).toInt();
            board.insert(
                QStringLiteral("traps"),
                QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("floor")},
                                       {QStringLiteral("name"), QStringLiteral("Floor plates")},
                                       {QStringLiteral("rect"), QJsonArray{0, 0, width, height}},
                                       {QStringLiteral("trigger"), QStringLiteral("enter")},
                                       {QStringLiteral("note"), QStringLiteral("Darts fly")}}});
            json.insert(QStringLiteral("board"), board);
        });
    EncounterDocument document;
    REQUIRE(openAndWait(document, file));
    EncounterEditor editor;
    editor.setDocument(&document);
    CombatController combat;
    combat.setDocument(&document);
    combat.setDiceSeed(7);
    REQUIRE(combat.start());
    REQUIRE(combat.nextTurn());
    const QString current = combat.currentId();
    REQUIRE_FALSE(current.isEmpty());
    const Token mover = *document.encounter().token(current);
    QPoint target(-1, -1);
    for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
        if (editor.canPlace(current, mover.x + d.x(), mover.y + d.y())) {
            target = QPoint(mover.x, mover.y) + d;
            break;
        }
    }
    REQUIRE(target != QPoint(-1, -1));
    QSignalSpy alert(&combat, &CombatController::areaAlert);
    REQUIRE(editor.moveToken(current, target.x(), target.y()));
    REQUIRE(alert.count() == 1);
    CHECK(combat.areaAlerts().contains(
        QStringLiteral("⚠ %1 sets off Floor plates: Darts fly").arg(mover.name)));
}
