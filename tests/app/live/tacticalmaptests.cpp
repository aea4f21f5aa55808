// TacticalMapModel (docs/rules.md §1.10): the focus token's reachable cells scored against a
// target by TacticalMap, cached per start, board and target so a drag does not recompute them,
// the GM's only; and ActionPointModel (§1.9, classic): movement split around the Action.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "live/actionpointmodel.h"
#include "live/liveanalysis.h"
#include "live/tacticalmapmodel.h"

#include "engine/tacticalmap.h"

#include <QElapsedTimer>
#include <QFile>
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

// A flat, open 8×5 classic field. Brann (speed 4) at (0, 2), the Ogre (the target) at (5, 2),
// Goblin 2 at (3, 0) with reach 1: its zone is columns 2–4 of rows 0–1.
const char *const OpenField = R"({
  "format": "gridkeep-encounter", "version": 1, "name": "Open field", "rules": "classic",
  "board": {"kind": "square", "width": 8, "height": 5},
  "sides": [{"id": "party", "name": "Party"}, {"id": "raiders", "name": "Raiders"}],
  "allies": [],
  "tokens": [
    {"id": "brann", "name": "Brann", "side": "party", "x": 0, "y": 2, "speed": 4, "reach": 2},
    {"id": "ogre", "name": "Ogre", "side": "raiders", "x": 5, "y": 2, "speed": 6},
    {"id": "goblin", "name": "Goblin 2", "side": "raiders", "x": 3, "y": 0, "speed": 6}
  ]
})";

QString writeOpenField(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(str("open-field.encounter"));
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(OpenField);
    return path;
}

struct Fixture {
    QTemporaryDir dir;
    EncounterDocument document;
    LiveAnalysis live;
    TacticalMapModel model;
    EncounterEditor editor;

    explicit Fixture(LiveAnalysis::View view = LiveAnalysis::View::GameMaster)
    {
        REQUIRE(openAndWait(document, writeOpenField(dir)));
        live.setView(view);
        live.setDocument(&document);
        editor.setDocument(&document);
        QObject::connect(&live, &LiveAnalysis::frameChanged, &model,
                         [this]() { model.setFrame(live.frame()); });
        model.setFrame(live.frame());
    }
};

} // namespace

TEST_CASE("Tactical map: every cell's score and reasons are TacticalMap's")
{
    Fixture f;
    f.live.setSelectedToken(str("brann"));
    CHECK_FALSE(f.model.isActive());
    QSignalSpy changed(&f.model, &TacticalMapModel::mapChanged);
    REQUIRE(f.model.setTarget(str("brann"), str("ogre")));
    CHECK(changed.count() == 1);
    REQUIRE(f.model.isActive());
    CHECK(f.model.tokenId() == str("brann"));
    CHECK(f.model.targetId() == str("ogre"));
    CHECK(f.model.targetName() == str("Ogre"));
    CHECK(f.model.targetRect() == QRect(5, 2, 1, 1));

    const Encounter &encounter = f.document.encounter();
    const auto expected = TacticalMap::compute(encounter, encounter.tokenIndex(str("brann")),
                                               encounter.tokenIndex(str("ogre")));
    const auto &cells = f.model.cells();
    REQUIRE(cells.size() == expected.size());
    for (int i = 0; i < cells.size(); ++i) {
        CHECK(cells[i].anchor == expected[i].anchor);
        CHECK(cells[i].cost == expected[i].cost);
        CHECK(cells[i].score == expected[i].score);
        CHECK(cells[i].reasons == expected[i].reasons);
    }
    const TacticsWeights &w = encounter.rules->tactics;
    CHECK(f.model.maxScore() == w.total());

    // By hand, the start (0, 2) on a flat open field: Brann sees the Ogre and it has no cover
    // (so, classic being symmetric, Brann has none either), no high ground, not surrounded,
    // outside Goblin 2's zone, and the start is unhindered.
    const QVariantMap start = f.model.cellAt(0, 2);
    CHECK(start.value(str("reasons")).toStringList() ==
          strings(
              {"line-of-sight", "no-extra-zoc", "not-surrounded", "target-exposed", "unhindered"}));
    CHECK(start.value(str("score")).toInt() ==
          w.lineOfSight + w.targetExposed + w.notSurrounded + w.noExtraZoc + w.unhindered);
    CHECK(start.value(str("cost")).toInt() == 0);
    // (3, 1) is in Goblin 2's zone: that reason fails, and the note names the goblin.
    const QVariantMap zoned = f.model.cellAt(3, 1);
    REQUIRE_FALSE(zoned.isEmpty());
    CHECK_FALSE(zoned.value(str("reasons")).toStringList().contains(str("no-extra-zoc")));
    CHECK(f.model.bestScore() >= start.value(str("score")).toInt());

    QSignalSpy note(&f.model, &TacticalMapModel::pointerNoteChanged);
    f.live.setPointerCell({3, 1});
    CHECK(note.count() == 1);
    CHECK(f.model.pointerNoteCell() == QPoint(3, 1));
    CHECK(f.model.pointerNote().contains(str("✗ in the zone of Goblin 2")));
    CHECK(f.model.pointerNote().contains(str("✓ line of sight")));
    CHECK(f.model.pointerNote().contains(
        str("%1/%2").arg(zoned.value(str("score")).toInt()).arg(w.total())));
    // Moving the pointer is no new computation.
    CHECK(f.model.computeCount() == 1);

    // Another focus hides it; the target is kept for Brann.
    f.live.setSelectedToken(str("goblin"));
    CHECK_FALSE(f.model.isActive());
    CHECK(f.model.targetOf(str("brann")) == str("ogre"));
    f.live.setSelectedToken(str("brann"));
    CHECK(f.model.isActive());

    // The menu offers enemies first, nearest first.
    const auto candidates = f.model.candidatesFor(str("brann"));
    REQUIRE(candidates.size() == 2);
    CHECK(candidates[0].toMap().value(str("tokenId")).toString() == str("goblin"));
}

TEST_CASE("Tactical map: clearing, toggling and refusals")
{
    Fixture f;
    f.live.setSelectedToken(str("brann"));
    CHECK_FALSE(f.model.setTarget(str("brann"), str("brann")));
    CHECK_FALSE(f.model.setTarget(str("brann"), str("nobody")));
    REQUIRE(f.model.toggleTarget(str("brann"), str("ogre")));
    CHECK(f.model.isActive());
    QSignalSpy changed(&f.model, &TacticalMapModel::mapChanged);
    REQUIRE(f.model.toggleTarget(str("brann"), str("ogre")));
    CHECK_FALSE(f.model.isActive());
    CHECK(f.model.cells().isEmpty());
    CHECK(f.model.targetOf(str("brann")).isEmpty());
    CHECK(changed.count() == 1);
    f.model.setTarget(str("brann"), str("goblin"));
    CHECK(f.model.targetId() == str("goblin"));
    f.model.clearTarget(str("brann"));
    CHECK_FALSE(f.model.isActive());

    // A target removed from the document is forgotten.
    f.model.setTarget(str("brann"), str("goblin"));
    REQUIRE(f.editor.removeTokens({str("goblin")}));
    CHECK_FALSE(f.model.isActive());
    CHECK(f.model.targets().isEmpty());
}

TEST_CASE("Tactical map: the GM's only")
{
    Fixture players(LiveAnalysis::View::Players);
    players.live.setSelectedToken(str("brann"));
    players.model.setTarget(str("brann"), str("ogre"));
    CHECK_FALSE(players.model.isActive());
    CHECK(players.model.cells().isEmpty());

    Fixture gm;
    gm.live.setSelectedToken(str("brann"));
    gm.model.setTarget(str("brann"), str("ogre"));
    CHECK(gm.model.isActive());
    gm.model.setEnabled(false); // the player window's board
    CHECK_FALSE(gm.model.isActive());
}

TEST_CASE("Tactical map: a drag does not recompute it, a drop does")
{
    Fixture f;
    f.live.setSelectedToken(str("brann"));
    f.model.setTarget(str("brann"), str("ogre"));
    REQUIRE(f.model.computeCount() == 1);
    const auto before = f.model.cells();
    QSignalSpy changed(&f.model, &TacticalMapModel::mapChanged);
    for (int x = 1; x <= 3; ++x)
        REQUIRE(f.live.setDrag(str("brann"), {x, 2}));
    CHECK(f.model.isActive());
    CHECK(f.model.computeCount() == 1);
    CHECK(changed.count() == 0);
    f.live.clearDrag();
    CHECK(f.model.computeCount() == 1);
    CHECK(f.model.cells().size() == before.size());

    // The drop moves the start: a new map from there.
    REQUIRE(f.editor.moveTokens({str("brann")}, 1, 0));
    CHECK(f.model.computeCount() == 2);
    CHECK(f.model.cellAt(1, 2).value(str("cost")).toInt() == 0);
    // So does a move of the target.
    REQUIRE(f.editor.moveTokens({str("ogre")}, 0, 1));
    CHECK(f.model.computeCount() == 3);
    CHECK(f.model.targetRect() == QRect(5, 3, 1, 1));
}

TEST_CASE("Tactical map: time on a 100×100 board with 200 tokens")
{
    // 100×100 with 200 tokens, as bench/: the computation from a reused field.
    QJsonArray tokens;
    for (int i = 0; i < 200; ++i) {
        tokens.append(QJsonObject{{str("id"), str("t%1").arg(i)},
                                  {str("side"), i % 2 ? str("a") : str("b")},
                                  {str("x"), i % 20 * 5},
                                  {str("y"), i / 20 * 9 + i % 3},
                                  {str("speed"), 6}});
    }
    const QJsonObject json{
        {str("format"), str("gridkeep-encounter")},
        {str("version"), 1},
        {str("name"), str("Big")},
        {str("rules"), str("classic")},
        {str("board"),
         QJsonObject{{str("kind"), str("square")}, {str("width"), 100}, {str("height"), 100}}},
        {str("sides"), QJsonArray{QJsonObject{{str("id"), str("a")}, {str("name"), str("A")}},
                                  QJsonObject{{str("id"), str("b")}, {str("name"), str("B")}}}},
        {str("allies"), QJsonArray{}},
        {str("tokens"), tokens}};
    QTemporaryDir dir;
    const QString path = dir.filePath(str("big.encounter"));
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    LiveAnalysis live;
    live.setDocument(&document);
    TacticalMapModel model;
    QObject::connect(&live, &LiveAnalysis::frameChanged, &model,
                     [&]() { model.setFrame(live.frame()); });
    live.setSelectedToken(str("t50"));
    REQUIRE(model.setTarget(str("t50"), str("t51")));
    REQUIRE(model.isActive());
    WARN("tactical map: " << model.cellCount() << " cells in " << model.computeMilliseconds()
                          << " ms");
    CHECK(model.computeMilliseconds() < 50);
}

TEST_CASE("Action point: the Speed split around the Action")
{
    Fixture f;
    ActionPointModel actions;
    actions.setLive(&f.live);
    f.live.setSelectedToken(str("brann"));
    CHECK(f.live.movementBudget() == 4);
    CHECK_FALSE(actions.markAction()); // nothing dragged

    // Two squares right, then the Action there: 2 spent, 2 left.
    REQUIRE(f.live.setDrag(str("brann"), {2, 2}));
    REQUIRE(f.live.pathCost() == 2);
    REQUIRE(actions.markAction());
    CHECK_FALSE(actions.markAction()); // one Action a turn
    REQUIRE(f.editor.moveTokens({str("brann")}, 2, 0));
    f.live.clearDrag();
    CHECK(actions.isActive());
    CHECK(actions.cell() == QPoint(2, 2));
    CHECK(actions.before() == 2);
    CHECK(actions.left() == 2);
    CHECK(actions.text() == str("Speed 4: 2 before the Action, 2 left"));
    // The reachable area is from the action point with what is left.
    CHECK(f.live.movementBudget() == 2);
    for (const auto &r : f.live.reachableCells())
        CHECK(r.cost <= 2);
    CHECK(f.live.frame().field->cost({4, 2}).value_or(-1) == 2);

    // One more square after the Action: 1 left.
    REQUIRE(f.live.setDrag(str("brann"), {2, 3}));
    REQUIRE(f.live.pathCost() == 1);
    actions.recordMove(str("brann"), f.live.pathCost());
    REQUIRE(f.editor.moveTokens({str("brann")}, 0, 1));
    f.live.clearDrag();
    CHECK(actions.after() == 1);
    CHECK(actions.left() == 1);
    CHECK(actions.text() == str("Speed 4: 2 before the Action, 1 after, 1 left"));
    CHECK(f.live.movementBudget() == 1);

    // Undo goes back to what was spent at the action point; undo again forgets it.
    f.document.undoStack()->undo();
    CHECK(actions.left() == 2);
    CHECK(f.live.movementBudget() == 2);
    f.document.undoStack()->undo();
    CHECK_FALSE(actions.isActive());
    CHECK(f.live.movementBudget() == 4);

    // A new turn forgets it too.
    REQUIRE(f.live.setDrag(str("brann"), {1, 2}));
    REQUIRE(actions.markAction());
    f.live.clearDrag();
    CHECK(f.live.movementBudget() == 3);
    actions.clear();
    CHECK_FALSE(actions.isActive());
    CHECK(f.live.movementBudget() == 4);

    // Not beyond the Speed.
    REQUIRE(f.live.setDrag(str("brann"), {5, 4}));
    CHECK(f.live.pathCost() > 4);
    CHECK_FALSE(actions.markAction());
}
