// The fog of war in the app (docs/rules.md §3.1): the GM's tools (FogEditor), each change one
// undo step, and the view of the committed document (FogTracker) with its exploration record,
// which grows outside the undo stack.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "player/fogeditor.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"

#include "engine/fogview.h"

#include <QCoreApplication>
#include <QCoro/QCoroTask>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// FogTracker publishes once per batch, from a 0-ms timer: let it.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

QSet<QPoint> cellsOf(const QRect &rect)
{
    QSet<QPoint> cells;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            cells.insert({x, y});
    }
    return cells;
}

constexpr int Hidden = int(FogView::State::Hidden);
constexpr int Explored = int(FogView::State::Explored);
constexpr int Visible = int(FogView::State::Visible);

// Every cell of `rect` in that state, as the tracker reports it.
bool allCells(const FogTracker &tracker, const QRect &rect, int state)
{
    for (const QPoint &c : cellsOf(rect)) {
        if (tracker.cellState(c.x(), c.y()) != state)
            return false;
    }
    return true;
}

// Two rooms of 4×4 on a 9×4 map, a wall along x = 4 from top to bottom between them: the
// Scout (the party) in the west room, a Lurker in the east one.
const QRect WestRoom(0, 0, 4, 4);
const QRect EastRoom(4, 0, 5, 4);

QString writeRooms(const QTemporaryDir &dir)
{
    return writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("rooms.encounter"), [](QJsonObject &json) {
            json[str("name")] = str("Two rooms");
            json[str("board")] = QJsonObject{
                {str("kind"), str("square")},
                {str("width"), 9},
                {str("height"), 4},
                {str("walls"), QJsonArray{QJsonObject{{str("from"), QJsonArray{4, 0}},
                                                      {str("to"), QJsonArray{4, 4}}}}},
            };
            json[str("tokens")] = QJsonArray{
                QJsonObject{{str("id"), str("scout")},
                            {str("name"), str("Scout")},
                            {str("side"), str("party")},
                            {str("x"), 1},
                            {str("y"), 1}},
                QJsonObject{{str("id"), str("lurker")},
                            {str("name"), str("Lurker")},
                            {str("side"), str("bandits")},
                            {str("x"), 7},
                            {str("y"), 2}},
            };
        });
}

} // namespace

// docs/architecture.md §4.1: "the commands of one brush stroke merge (`mergeWith`) into one".
TEST_CASE("Fog brush: a stroke of three cells is one undo step, and undo restores the fog",
          "[player][fog]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    FogEditor fog;
    fog.setDocument(&document);
    auto *stack = document.undoStack();
    const FogOfWar before = document.encounter().fog;
    CHECK_FALSE(fog.isEnabled());
    QSignalSpy fogChanged(&fog, &FogEditor::fogChanged);

    fog.beginStroke();
    CHECK(fog.isStrokeActive());
    CHECK(fog.paintCell(2, 3, true));
    CHECK(fog.paintCell(3, 3, true));
    CHECK(fog.paintCell(3, 4, true));
    fog.endStroke();
    CHECK_FALSE(fog.isStrokeActive());
    CHECK(stack->count() == 1);
    CHECK(fogChanged.count() == 3);
    // Painting turns fog on: the players see the three cells and nothing else.
    CHECK(fog.isEnabled());
    CHECK(document.encounter().fog.revealed == QSet<QPoint>{{2, 3}, {3, 3}, {3, 4}});
    const FogOfWar painted = document.encounter().fog;

    stack->undo();
    CHECK(document.encounter().fog == before);
    CHECK_FALSE(fog.isEnabled());
    stack->redo();
    CHECK(document.encounter().fog == painted);

    // The next stroke is a step of its own.
    fog.beginStroke();
    CHECK(fog.paintCell(2, 3, false));
    fog.endStroke();
    CHECK(stack->count() == 2);
    CHECK(document.encounter().fog.revealed == QSet<QPoint>{{3, 3}, {3, 4}});
    stack->undo();
    CHECK(document.encounter().fog == painted);
}

TEST_CASE("Fog brush: a rectangle reveals every cell of it on the map; hiding also forgets",
          "[player][fog]")
{
    QTemporaryDir dir;
    // Party sight with an exploration record: the party has seen (2, 2)-(5, 5).
    const QString file = writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("seen.encounter"), [](QJsonObject &json) {
            json[str("fog")] = QJsonObject{
                {str("mode"), str("party-sight")},
                {str("revealed"), QJsonArray{QJsonArray{0, 0, 4, 4}}},
                {str("seen"), QJsonArray{QJsonArray{2, 2, 4, 4}}},
            };
        });
    EncounterDocument document;
    REQUIRE(openAndWait(document, file));
    FogEditor fog;
    fog.setDocument(&document);
    auto *stack = document.undoStack();
    REQUIRE(fog.isEnabled());
    REQUIRE(fog.partySight());
    const auto &current = document.encounter().fog;
    REQUIRE(current.revealed == cellsOf({0, 0, 4, 4}));
    REQUIRE(current.explored == cellsOf({2, 2, 4, 4}));

    // 5×3 cells from (20, 12): only 4×3 lie on the 24×16 map.
    CHECK(fog.paintRect(20, 12, 5, 3, true));
    CHECK(stack->count() == 1);
    CHECK(current.revealed == (cellsOf({0, 0, 4, 4}) | cellsOf({20, 12, 4, 3})));
    CHECK(current.explored == cellsOf({2, 2, 4, 4}));

    // Hiding (1, 1)-(3, 3) takes those cells out of both what the GM revealed and what the
    // party has seen (docs/rules.md §3.1: "Only the GM's own fog tools (hiding cells,
    // forgetting the explored areas) take cells out of it").
    CHECK(fog.paintRect(1, 1, 3, 3, false));
    CHECK(stack->count() == 2);
    CHECK(current.revealed ==
          ((cellsOf({0, 0, 4, 4}) - cellsOf({1, 1, 3, 3})) | cellsOf({20, 12, 4, 3})));
    CHECK(current.explored == cellsOf({2, 2, 4, 4}) - cellsOf({1, 1, 3, 3}));
    stack->undo();
    CHECK(current.revealed == (cellsOf({0, 0, 4, 4}) | cellsOf({20, 12, 4, 3})));
    CHECK(current.explored == cellsOf({2, 2, 4, 4}));
    stack->redo();

    // Forgetting: the explored cells go; what the GM revealed stays.
    CHECK(fog.forgetExplored());
    CHECK(current.explored.isEmpty());
    CHECK(current.revealed.contains(QPoint(0, 0)));
    CHECK(stack->count() == 3);
}

// docs/architecture.md §4.1: "The editors refuse an edit that would make the file invalid, or
// that changes nothing, before a command exists."
TEST_CASE("Fog tools: an edit that changes nothing pushes nothing", "[player][fog]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    FogEditor fog;
    fog.setDocument(&document);
    auto *stack = document.undoStack();
    REQUIRE(fog.paintRect(0, 0, 3, 3, true));
    REQUIRE(stack->count() == 1);
    const FogOfWar before = document.encounter().fog;

    CHECK_FALSE(fog.paintCell(1, 1, true)); // revealed already
    CHECK_FALSE(fog.paintRect(0, 0, 2, 2, true));
    CHECK_FALSE(fog.paintCell(5, 5, false)); // hidden already
    CHECK_FALSE(fog.paintCell(-1, 3, true)); // off the map
    CHECK_FALSE(fog.paintRect(24, 16, 3, 3, true));
    CHECK_FALSE(fog.paintRect(2, 2, 0, 0, true));
    CHECK_FALSE(fog.paintPosition(str("churn"), true)); // not the Combat Grid
    fog.setEnabled(true);
    fog.setKeepExplored(true);
    fog.setPartySight(false);
    // A stroke in which nothing changes is no step either.
    fog.beginStroke();
    CHECK_FALSE(fog.paintCell(0, 0, true));
    CHECK_FALSE(fog.paintCell(1, 0, true));
    fog.endStroke();
    CHECK_FALSE(fog.forgetExplored());
    CHECK(stack->count() == 1);
    CHECK(document.encounter().fog == before);

    // revealAll and hideAll twice: the second is no change.
    CHECK(fog.revealAll());
    CHECK_FALSE(fog.revealAll());
    CHECK(document.encounter().fog.revealed.size() == 24 * 16);
    CHECK(fog.hideAll());
    CHECK_FALSE(fog.hideAll());
    CHECK(stack->count() == 3);

    // Without a document nothing happens at all.
    FogEditor none;
    CHECK_FALSE(none.isEnabled());
    CHECK_FALSE(none.paintCell(0, 0, true));
    CHECK_FALSE(none.revealAll());
}

// docs/file-format.md §11: the fog is saved with the encounter ("revealed", "seen", the mode).
TEST_CASE("Fog: what the GM painted is saved and reopens the same", "[player][fog]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    FogEditor fog;
    fog.setDocument(&document);
    fog.beginStroke();
    REQUIRE(fog.paintCell(2, 3, true));
    REQUIRE(fog.paintCell(3, 3, true));
    REQUIRE(fog.paintCell(3, 4, true));
    fog.endStroke();
    REQUIRE(fog.paintRect(10, 7, 4, 2, true)); // the ford
    fog.setKeepExplored(false);
    fog.setPartySight(true);
    settle();
    const FogOfWar painted = document.encounter().fog;
    REQUIRE(painted.enabled);

    const QString file = dir.filePath(str("fogged.encounter"));
    REQUIRE(QCoro::waitFor(document.saveTo(file)));
    EncounterDocument reopened;
    REQUIRE(openAndWait(reopened, file));
    CHECK(reopened.encounter().fog == painted);
    FogEditor again;
    again.setDocument(&reopened);
    CHECK(again.isEnabled());
    CHECK(again.partySight());
    CHECK_FALSE(again.keepExplored());
    const QSet<QPoint> stroke{{2, 3}, {3, 3}, {3, 4}};
    CHECK(reopened.encounter().fog.revealed == (cellsOf({10, 7, 4, 2}) | stroke));
}

// docs/rules.md §3.1, "Party sight on a square board": "A cell is seen when a party token has
// line of sight to it as §1.6 defines it". "Explored": "Cells the party saw before and sees no
// more stay dimmed (`"explored": "dim"`), or go dark again (`"dark"`)." "The exploration
// record": "undoing a move does not make the players unsee what was on their screen."
TEST_CASE("Fog in party sight: the party's room shows, the other is dark until it goes there",
          "[player][fog]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeRooms(dir)));
    EncounterEditor editor;
    editor.setDocument(&document);
    FogEditor fog;
    fog.setDocument(&document);
    FogTracker tracker;
    tracker.setDocument(&document);
    PlayerMirror mirror;
    mirror.setSource(&document);
    mirror.setFog(&tracker);
    settle();
    auto *stack = document.undoStack();
    const auto &record = document.encounter().fog.explored;
    CHECK_FALSE(tracker.isEnabled());
    CHECK(allCells(tracker, WestRoom | EastRoom, Visible));

    QSignalSpy views(&tracker, &FogTracker::viewChanged);
    fog.setPartySight(true);
    CHECK(stack->count() == 1);
    settle();
    CHECK(views.count() >= 1);
    CHECK(tracker.isEnabled());
    CHECK(fog.keepExplored());
    CHECK(allCells(tracker, WestRoom, Visible));
    CHECK(allCells(tracker, EastRoom, Hidden));
    CHECK(tracker.cellState(-1, 0) == Hidden);
    // What the party sees is recorded at once, outside the undo stack.
    CHECK(record == cellsOf(WestRoom));
    CHECK(stack->count() == 1);
    CHECK(mirror.document()->encounter().token(str("lurker")) == nullptr);

    // The Scout goes through to the east room.
    REQUIRE(editor.moveToken(str("scout"), 6, 1));
    settle();
    CHECK(allCells(tracker, EastRoom, Visible));
    CHECK(allCells(tracker, WestRoom, Explored));
    CHECK(record == (cellsOf(WestRoom) | cellsOf(EastRoom)));
    CHECK(stack->count() == 2);
    REQUIRE(mirror.document()->encounter().token(str("lurker")));

    // Undoing the move does not shrink the record: the east room stays explored.
    editor.undo();
    settle();
    CHECK(document.encounter().token(str("scout"))->x == 1);
    CHECK(allCells(tracker, WestRoom, Visible));
    CHECK(allCells(tracker, EastRoom, Explored));
    CHECK(record == (cellsOf(WestRoom) | cellsOf(EastRoom)));
    // An explored cell shows the map but no token.
    CHECK(mirror.document()->encounter().token(str("lurker")) == nullptr);

    // Explored areas go dark: the east room is hidden again, the record kept.
    fog.setKeepExplored(false);
    settle();
    CHECK_FALSE(fog.keepExplored());
    CHECK(allCells(tracker, WestRoom, Visible));
    CHECK(allCells(tracker, EastRoom, Hidden));
    CHECK(record == (cellsOf(WestRoom) | cellsOf(EastRoom)));
    REQUIRE(editor.moveToken(str("scout"), 6, 1));
    settle();
    CHECK(allCells(tracker, EastRoom, Visible));
    CHECK(allCells(tracker, WestRoom, Hidden));

    // The GM's own tool forgets; then only what the party sees now is recorded again.
    CHECK(fog.forgetExplored());
    settle();
    CHECK(record == cellsOf(EastRoom));
}

// docs/rules.md §3.1: "The exploration record. … This happens outside the undo stack: undoing
// a move does not make the players unsee what was on their screen. Only the GM's own fog tools
// (hiding cells, forgetting the explored areas) take cells out of it." Undoing a reveal is not
// one of those: what the party saw after the reveal stays seen.
TEST_CASE("Fog in party sight: undoing a GM reveal keeps what the party saw since", "[player][fog]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeRooms(dir)));
    EncounterEditor editor;
    editor.setDocument(&document);
    FogEditor fog;
    fog.setDocument(&document);
    FogTracker tracker;
    tracker.setDocument(&document);
    fog.setPartySight(true);
    settle();
    const auto &fogNow = document.encounter().fog;
    REQUIRE(fogNow.explored == cellsOf(WestRoom));

    REQUIRE(fog.paintCell(8, 3, true)); // a GM reveal in the east room
    REQUIRE(editor.moveToken(str("scout"), 6, 1));
    settle();
    REQUIRE(fogNow.explored == (cellsOf(WestRoom) | cellsOf(EastRoom)));

    editor.undo(); // the move
    settle();
    editor.undo(); // the reveal
    settle();
    CHECK_FALSE(fogNow.revealed.contains(QPoint(8, 3)));
    CHECK(fogNow.explored == (cellsOf(WestRoom) | cellsOf(EastRoom)));
    CHECK(allCells(tracker, EastRoom, Explored));
    editor.redo();
    settle();
    CHECK(fogNow.revealed.contains(QPoint(8, 3)));
    CHECK(fogNow.explored == (cellsOf(WestRoom) | cellsOf(EastRoom)));
}

// docs/rules.md §3.1: "Party sight on the Combat Grid. … In manual mode the GM's reveals decide,
// as on a square board."
TEST_CASE("Fog on the Combat Grid: the GM reveals and hides positions", "[player][fog]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("churn-clash.encounter"))));
    FogEditor fog;
    fog.setDocument(&document);
    FogTracker tracker;
    tracker.setDocument(&document);
    PlayerMirror mirror;
    mirror.setSource(&document);
    mirror.setFog(&tracker);
    settle();
    auto *stack = document.undoStack();
    CHECK(tracker.positionStates().isEmpty()); // no fog
    const int positions = int(document.encounter().rules->positions.size());
    REQUIRE(positions > 2);

    QSignalSpy views(&tracker, &FogTracker::viewChanged);
    CHECK(fog.paintPosition(str("enemy-support"), true));
    CHECK(stack->count() == 1);
    settle();
    CHECK(views.count() >= 1);
    QVariantMap states = tracker.positionStates();
    CHECK(states.size() == positions);
    CHECK(states.value(str("enemy-support")).toInt() == Visible);
    CHECK(states.value(str("churn")).toInt() == Hidden);
    // Only the Hierophant stands at a position the players see.
    QStringList shown;
    for (const auto &token : mirror.document()->encounter().tokens)
        shown << token.id;
    CHECK(shown == strings({"hierophant"}));

    CHECK(fog.paintPosition(str("churn"), true));
    CHECK_FALSE(fog.paintPosition(str("churn"), true)); // no change
    CHECK_FALSE(fog.paintPosition(str("nowhere"), true));
    CHECK_FALSE(fog.paintCell(0, 0, true)); // not a square board
    settle();
    states = tracker.positionStates();
    CHECK(states.value(str("churn")).toInt() == Visible);
    CHECK(mirror.document()->encounter().token(str("veyra")));
    CHECK(mirror.document()->encounter().token(str("acolyte")));

    CHECK(fog.paintPosition(str("enemy-support"), false));
    settle();
    states = tracker.positionStates();
    CHECK(states.value(str("enemy-support")).toInt() == Hidden);
    CHECK(states.value(str("churn")).toInt() == Visible);
    CHECK(mirror.document()->encounter().token(str("hierophant")) == nullptr);
    CHECK(stack->count() == 3);

    stack->undo();
    settle();
    CHECK(tracker.positionStates().value(str("enemy-support")).toInt() == Visible);
}
