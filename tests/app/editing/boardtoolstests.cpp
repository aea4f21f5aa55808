#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "edit/squareboardedit.h"
#include "editing/boardeditor.h"

#include <QCoro/QCoroTask>
#include <QImage>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

const SquareBoard &square(const EncounterDocument &document)
{
    return document.encounter().board.square;
}

int kindIndex(const EncounterDocument &document, const char *id)
{
    return document.encounter().rules->terrainIndex(QString::fromLatin1(id));
}

bool samePositions(const PositionBoard &a, const PositionBoard &b)
{
    if (a.skyward != b.skyward || a.positions.keys() != b.positions.keys())
        return false;
    for (auto it = a.positions.begin(); it != a.positions.end(); ++it) {
        const PositionFlags &o = b.positions[it.key()];
        if (it->difficult != o.difficult || it->turbulent != o.turbulent || it->water != o.water ||
            it->fillsPosition != o.fillsPosition)
            return false;
    }
    return true;
}

struct Fixture {
    EncounterDocument document;
    BoardEditor editor;
    explicit Fixture(const char *example)
    {
        REQUIRE(openAndWait(document, examplePath(QString::fromLatin1(example))));
        editor.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
};

} // namespace

TEST_CASE("BoardEditor: the palette state comes from the rule set")
{
    Fixture f("bridge-ambush.encounter");
    const QVariantList kinds = f.editor.terrainKinds();
    REQUIRE(kinds.size() == 4);
    const QVariantMap water = kinds[3].toMap();
    CHECK(water.value(QStringLiteral("id")).toString() == QStringLiteral("water"));
    CHECK(water.value(QStringLiteral("name")).toString() == QStringLiteral("Water (wet terrain)"));
    CHECK(water.value(QStringLiteral("color")).value<QColor>() ==
          QColor(QStringLiteral("#4f8fc0")));
    CHECK(f.editor.terrainKind() == QStringLiteral("wall")); // the first kind
    CHECK(f.editor.isSquareBoard());
    // paces.json "highGroundMeters": 1.0 is the default step.
    CHECK(f.editor.elevationStep() == 1.0);
    CHECK(f.editor.tool() == BoardEditor::Tool::Select);
    CHECK(f.editor.shape() == BoardEditor::Shape::Brush);
    f.editor.setTool(static_cast<BoardEditor::Tool>(42)); // not a tool: ignored
    CHECK(f.editor.tool() == BoardEditor::Tool::Select);
    f.editor.setShape(static_cast<BoardEditor::Shape>(-1)); // not a shape: ignored
    CHECK(f.editor.shape() == BoardEditor::Shape::Brush);
    // QML writes the enum's values, and reads them back as BoardEditor.Terrain etc.
    QSignalSpy toolChanged(&f.editor, &BoardEditor::toolChanged);
    CHECK(f.editor.setProperty("tool", QVariant::fromValue(BoardEditor::Tool::Wall)));
    CHECK(f.editor.tool() == BoardEditor::Tool::Wall);
    CHECK(f.editor.setProperty("shape", int(BoardEditor::Shape::Line)));
    CHECK(f.editor.shape() == BoardEditor::Shape::Line);
    f.editor.setTool(BoardEditor::Tool::Wall); // the same tool again: no signal
    CHECK(toolChanged.count() == 1);
}

TEST_CASE("BoardEditor: a brush stroke is one undo step, and undo restores the exact board")
{
    Fixture f("bridge-ambush.encounter");
    const SquareBoard original = square(f.document);
    QSignalSpy boardChanged(&f.document, &EncounterDocument::boardChanged);
    f.editor.setTool(BoardEditor::Tool::Terrain);
    f.editor.setTerrainKind(QStringLiteral("difficult"));

    f.editor.beginStroke();
    CHECK(f.editor.isStrokeActive());
    CHECK(f.editor.applyAt(0, 0));
    CHECK(f.editor.applyAt(3, 0)); // a fast drag: cells 1 and 2 are painted too
    CHECK_FALSE(f.editor.applyAt(3, 0));
    CHECK(f.editor.applyAt(3, 2));
    f.editor.endStroke();
    CHECK_FALSE(f.editor.isStrokeActive());

    REQUIRE(f.stack().count() == 1);
    CHECK(f.stack().text(0) == QStringLiteral("Paint difficult terrain"));
    CHECK(boardChanged.count() == 3);
    const int difficult = kindIndex(f.document, "difficult");
    for (const QPoint c :
         {QPoint(0, 0), QPoint(1, 0), QPoint(2, 0), QPoint(3, 0), QPoint(3, 1), QPoint(3, 2)})
        CHECK(square(f.document).terrainAt(c.x(), c.y()) == difficult);
    CHECK(square(f.document).terrainAt(2, 1) == -1);

    f.stack().undo();
    CHECK(SquareBoardEdit::sameBoard(square(f.document), original));
    CHECK(square(f.document).terrainAt(0, 0) == -1); // the rasters follow the entries
    f.stack().redo();
    CHECK(square(f.document).terrainAt(1, 0) == difficult);

    // A second stroke is a second step.
    f.editor.setTool(BoardEditor::Tool::Erase);
    f.editor.beginStroke();
    CHECK(f.editor.applyAt(1, 0));
    f.editor.endStroke();
    CHECK(f.stack().count() == 2);
    CHECK(f.stack().text(1) == QStringLiteral("Erase terrain"));
}

TEST_CASE("BoardEditor: edits that change nothing push nothing")
{
    Fixture f("bridge-ambush.encounter");
    QSignalSpy boardChanged(&f.document, &EncounterDocument::boardChanged);
    f.editor.setTool(BoardEditor::Tool::Terrain);
    f.editor.setTerrainKind(QStringLiteral("water"));
    f.editor.beginStroke();
    CHECK_FALSE(f.editor.applyAt(10, 0)); // already water (the river, rect [10, 0, 4, 7])
    CHECK_FALSE(f.editor.applyAt(40, 0)); // off the map
    f.editor.endStroke();
    CHECK_FALSE(f.editor.applyRect(10, 0, 13, 6));
    f.editor.setTool(BoardEditor::Tool::Erase);
    CHECK_FALSE(f.editor.applyLine(0, 0, 5, 5));
    CHECK_FALSE(f.editor.addWall(2, 2, 2, 2));
    CHECK_FALSE(f.editor.addWall(10, 7, 14, 7)); // the bridge's north rail exists
    CHECK_FALSE(f.editor.removeWall(9));
    CHECK_FALSE(f.editor.clearBackground());
    f.editor.setTool(BoardEditor::Tool::Select);
    CHECK_FALSE(f.editor.applyAt(0, 0));
    CHECK(f.stack().count() == 0);
    CHECK(boardChanged.count() == 0);
    CHECK_FALSE(f.document.isModified());
}

TEST_CASE("BoardEditor: rect and line tools are one step each")
{
    Fixture f("bridge-ambush.encounter");
    f.editor.setTool(BoardEditor::Tool::Terrain);
    f.editor.setTerrainKind(QStringLiteral("obstacle"));
    CHECK(f.editor.applyRect(2, 2, 0, 0));
    CHECK(f.editor.applyLine(0, 5, 4, 7));
    REQUIRE(f.stack().count() == 2);
    CHECK(f.stack().text(0) == QStringLiteral("Paint obstacle"));
    const int obstacle = kindIndex(f.document, "obstacle");
    CHECK(square(f.document).terrainAt(1, 1) == obstacle);
    CHECK(square(f.document).terrainAt(4, 7) == obstacle);
    CHECK(square(f.document).terrainAt(2, 6) == obstacle); // the line's middle
    // The preview shows the same cells the tools paint.
    const QVariantList preview = f.editor.shapeCells(BoardEditor::Shape::Line, 0, 5, 4, 7);
    // Slope 1/2 from (0.5, 5.5): it crosses y = 6 inside column 1 and y = 7 inside column 3.
    REQUIRE(preview.size() == 7);
    CHECK(preview.first().toPoint() == QPoint(0, 5));
    CHECK(preview.last().toPoint() == QPoint(4, 7));
    for (const QVariant &c : preview)
        CHECK(square(f.document).terrainAt(c.toPoint().x(), c.toPoint().y()) == obstacle);
    CHECK(f.editor.shapeCells(BoardEditor::Shape::Rect, 1, 1, 2, 3).size() == 6);
}

TEST_CASE("BoardEditor: the elevation brush raises each cell once per stroke, and lowers")
{
    // docs/file-format.md §3.4: elevation entries carry "meters"; docs/rules.md §5.1 compares
    // them exactly.
    Fixture f("bridge-ambush.encounter");
    f.editor.setTool(BoardEditor::Tool::Elevation);
    f.editor.setElevationStep(0.5);
    f.editor.beginStroke();
    CHECK(f.editor.applyAt(0, 0));
    CHECK(f.editor.applyAt(2, 0));
    CHECK_FALSE(f.editor.applyAt(0, 0)); // back over the same cells: no second raise
    f.editor.endStroke();
    REQUIRE(f.stack().count() == 1);
    CHECK(f.stack().text(0) == QStringLiteral("Raise ground"));
    CHECK(square(f.document).elevationAt(0, 0) == 500'000);
    CHECK(square(f.document).elevationAt(1, 0) == 500'000);
    CHECK(square(f.document).elevationAt(3, 0) == 0);
    CHECK(f.editor.elevationAt(1, 0) == 0.5);
    CHECK(f.editor.elevationAt(21, 5) == 2.0);
    CHECK(f.editor.terrainAt(10, 0) == QStringLiteral("water"));
    CHECK(f.editor.terrainAt(0, 0).isEmpty());
    CHECK(f.editor.terrainAt(-1, 0).isEmpty());

    // The hill at x >= 20 stands at 2 m; lowering by 0.3 m gives exactly 1.7 m.
    f.editor.setRaise(false);
    f.editor.setElevationStep(0.3);
    CHECK(f.editor.applyAt(21, 5));
    CHECK(f.stack().text(1) == QStringLiteral("Lower ground"));
    CHECK(square(f.document).elevationAt(21, 5) == 1'700'000);
    CHECK(square(f.document).elevationAt(22, 5) == 2'000'000);
}

TEST_CASE("BoardEditor: walls snap to grid lines, are found near a point, and doors toggle")
{
    // docs/rules.md §1.2: "Doors are segments that are open or closed."
    Fixture f("bridge-ambush.encounter");
    const int before = square(f.document).walls.size();
    f.editor.setWallSnap(true);
    CHECK(f.editor.wallPoint(1.2, 0.9) == QPointF(1, 1));
    CHECK(f.editor.addWall(1.2, 0.9, 3.4, 1.1));
    REQUIRE(square(f.document).walls.size() == before + 1);
    const WallSegment &added = square(f.document).walls.last();
    CHECK(added.x1 == 1'000'000);
    CHECK(added.y1 == 1'000'000);
    CHECK(added.x2 == 3'000'000);
    CHECK(added.y2 == 1'000'000);
    CHECK(f.stack().text(0) == QStringLiteral("Add wall"));

    f.editor.setWallSnap(false);
    CHECK(f.editor.addWall(0.25, 3.125, 2.5, 4.75));
    const WallSegment &free = square(f.document).walls.last();
    CHECK(free.x1 == 250'000);
    CHECK(free.y1 == 3'125'000);
    CHECK(free.y2 == 4'750'000);
    // Ends off the map are brought onto it.
    CHECK(f.editor.addWall(-2, 1, 5, 1));
    CHECK(square(f.document).walls.last().x1 == 0);

    const int index = f.editor.wallAt(2.0, 1.2);
    CHECK(index == before);
    CHECK(f.editor.wallAt(2.0, 1.3) == -1); // beyond a quarter cell
    CHECK(f.editor.wall(index).value(QStringLiteral("x2")).toDouble() == 3.0);
    CHECK(f.editor.wall(index).value(QStringLiteral("door")).toString() == QStringLiteral("none"));
    CHECK(f.editor.wall(99).isEmpty());
    CHECK(f.editor.toggleDoor(index));
    CHECK(square(f.document).walls[index].door == WallSegment::Door::Closed);
    CHECK(f.editor.toggleDoor(index));
    CHECK(square(f.document).walls[index].door == WallSegment::Door::Open);
    CHECK(f.editor.makePlainWall(index));
    CHECK(square(f.document).walls[index].door == WallSegment::Door::None);
    CHECK(f.stack().text(f.stack().count() - 3) == QStringLiteral("Make door"));
    CHECK(f.stack().text(f.stack().count() - 2) == QStringLiteral("Open door"));
    CHECK(f.stack().text(f.stack().count() - 1) == QStringLiteral("Make plain wall"));

    CHECK(f.editor.removeWall(index));
    CHECK(square(f.document).walls.size() == before + 2);
    while (f.stack().canUndo())
        f.stack().undo();
    CHECK(square(f.document).walls.size() == before);
}

TEST_CASE("BoardEditor: a background image is embedded, fitted live in a stroke, cancel restores")
{
    Fixture f("bridge-ambush.encounter");
    QTemporaryDir dir;
    QImage image(1200, 960, QImage::Format_RGB32); // 24 x 16 cells at 50 px
    image.fill(Qt::darkGreen);
    const QString path = dir.filePath(QStringLiteral("map.png"));
    REQUIRE(image.save(path));

    QSignalSpy loaded(&f.editor, &BoardEditor::backgroundLoaded);
    CHECK(QCoro::waitFor(f.editor.loadBackground(path)));
    REQUIRE(loaded.count() == 1);
    CHECK(loaded.front().at(0).toBool());
    CHECK(square(f.document).background.image.startsWith(QStringLiteral("data:image/png;base64,")));
    CHECK(square(f.document).background.cellPixels == 50);
    CHECK(square(f.document).background.offsetX == 0);
    CHECK(f.editor.backgroundPlacement().present);
    CHECK(f.stack().count() == 1);
    CHECK(f.stack().text(0) == QStringLiteral("Set background image"));

    // Live fitting in a dialog: many changes, one step.
    f.editor.beginStroke();
    CHECK(f.editor.setBackgroundFit(60, 0.5, 0, 1));
    CHECK(f.editor.setBackgroundFit(64, 1.5, -0.5, 0.7));
    f.editor.endStroke();
    CHECK(f.stack().count() == 2);
    CHECK(f.editor.backgroundPlacement().cellPixels == 64);
    CHECK(f.editor.backgroundPlacement().offsetY == -0.5);
    CHECK(f.editor.backgroundPlacement().opacity == 0.7);

    // Cancel: the board is as before the dialog and no step is left, not even to redo.
    const SquareBoard fitted = square(f.document);
    f.editor.beginStroke();
    CHECK(f.editor.setBackgroundFit(30, 2, 2, 0.2));
    f.editor.cancelStroke();
    CHECK(SquareBoardEdit::sameBoard(square(f.document), fitted));
    CHECK(f.stack().count() == 2);
    CHECK(f.stack().index() == 2);
    CHECK_FALSE(f.stack().canRedo());

    // A file that is not an image is refused with a message.
    const QString text = dir.filePath(QStringLiteral("notes.png"));
    QFile file(text);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("not a picture");
    file.close();
    CHECK_FALSE(QCoro::waitFor(f.editor.loadBackground(text)));
    CHECK_FALSE(loaded.last().at(0).toBool());
    CHECK(loaded.last().at(1).toString().contains(QStringLiteral("not an image")));

    CHECK(f.editor.clearBackground());
    CHECK_FALSE(f.editor.backgroundPlacement().present);
    CHECK(f.stack().text(2) == QStringLiteral("Remove background"));
}

TEST_CASE("BoardEditor: Combat Grid marks and Skyward on churn-clash")
{
    // docs/file-format.md §4: "Each position may be marked difficult, turbulent, water or
    // fillsPosition ... Unlisted positions are plain ground."
    Fixture f("churn-clash.encounter");
    const PositionBoard original = f.document.encounter().board.positions;
    auto &model = *f.document.positions();
    const int churn = rowOf(model, "positionId", QStringLiteral("churn"));
    REQUIRE(churn >= 0);
    CHECK(roleValue(model, churn, "difficult").toBool());
    CHECK(f.editor.terrainKinds().isEmpty());
    CHECK_FALSE(f.editor.isSquareBoard());

    const auto churnFlag = [&](const char *flag) {
        return f.editor.positionFlags()
            .value(QStringLiteral("churn"))
            .toMap()
            .value(QLatin1String(flag))
            .toBool();
    };
    CHECK(churnFlag("difficult"));
    QSignalSpy flagsChanged(&f.editor, &BoardEditor::positionFlagsChanged);
    CHECK(f.editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("difficult")));
    CHECK(flagsChanged.count() == 1); // the menu's binding follows
    CHECK_FALSE(churnFlag("difficult"));
    CHECK_FALSE(roleValue(model, churn, "difficult").toBool());
    CHECK_FALSE(f.editor.positionFlag(QStringLiteral("churn"), QStringLiteral("difficult")));
    CHECK_FALSE(f.document.encounter().board.positions.positions.contains(QStringLiteral("churn")));
    CHECK(f.stack().text(0) == QStringLiteral("Clear difficult from The Churn"));

    CHECK(f.editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("turbulent")));
    CHECK(roleValue(model, churn, "turbulent").toBool());
    CHECK(f.editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("water")));
    CHECK(roleValue(model, churn, "water").toBool());
    CHECK(f.editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("fillsPosition")));
    CHECK(roleValue(model, churn, "fillsPosition").toBool());
    CHECK_FALSE(f.editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("lava")));
    CHECK_FALSE(f.editor.togglePositionFlag(QStringLiteral("nowhere"), QStringLiteral("water")));

    CHECK(f.document.skyward());
    CHECK(f.editor.setSkyward(false));
    CHECK_FALSE(f.document.skyward());
    CHECK_FALSE(f.editor.setSkyward(false)); // no change, no step
    CHECK(f.stack().text(f.stack().count() - 1) == QStringLiteral("Forbid Skyward"));
    CHECK(f.stack().count() == 5);

    while (f.stack().canUndo())
        f.stack().undo();
    CHECK(samePositions(f.document.encounter().board.positions, original));
    CHECK(roleValue(model, churn, "difficult").toBool());
    CHECK_FALSE(f.document.isModified());
}

TEST_CASE("BoardEditor: marks that would make the file unreadable are refused")
{
    // docs/file-format.md §9: a file that names a level the board does not allow is
    // refused, so the editor must not write one.
    QTemporaryDir dir;
    const QString path = writeVariant(
        dir, QStringLiteral("churn-clash.encounter"), QStringLiteral("sky.encounter"),
        {{QStringLiteral("\"position\": \"enemy-ranged-left\", \"level\": \"overhead\""),
          QStringLiteral("\"position\": \"enemy-ranged-left\", \"level\": \"skyward\"")},
         {QStringLiteral("\"ally-ranged-right\": {\"water\": true}"),
          QStringLiteral("\"ally-ranged-right\": {\"water\": true}, \"churn\": {\"water\": true}")},
         {QStringLiteral("\"churn\": {\"difficult\": true},"), QString()},
         {QStringLiteral("\"name\": \"Veyra\", \"side\": \"party\", \"position\": \"churn\""),
          QStringLiteral("\"name\": \"Veyra\", \"side\": \"party\", \"position\": \"churn\", "
                         "\"level\": \"shallows\"")}});
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    BoardEditor editor;
    editor.setDocument(&document);
    QSignalSpy refused(&editor, &BoardEditor::refused);

    CHECK_FALSE(editor.setSkyward(false));
    REQUIRE(refused.count() == 1);
    CHECK(refused.last().at(0).toString() ==
          QStringLiteral("Harpy is at Skyward: bring it down before forbidding Skyward"));
    CHECK_FALSE(editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("water")));
    REQUIRE(refused.count() == 2);
    CHECK(refused.last().at(0).toString().startsWith(QStringLiteral("Veyra is at Shallows")));
    CHECK(document.undoStack()->count() == 0);
    CHECK(editor.togglePositionFlag(QStringLiteral("churn"), QStringLiteral("difficult")));
}
