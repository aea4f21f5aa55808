// Sight over heights in the editor (docs/rules.md §13, docs/file-format.md §3.12): Board ▸
// Sight Over Heights, the height of painted terrain, the top of new and existing walls and
// doors, a token's eye height and a light's height. Each is one undo step that writes the model
// field, undo restores the board as it was, the live analysis hears of it, and a saved file
// keeps it.
#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "edit/squareboardedit.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"
#include "editing/lighteditor.h"
#include "editing/tokenselection.h"
#include "live/liveanalysis.h"
#include "shell/mainwindowhost.h"

#include "io/encounterwriter.h"
#include "model/fixedpoint.h"
#include "model/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

qint64 micro(double meters)
{
    return FixedPoint::fromDouble(meters);
}

struct Editors {
    EncounterDocument document;
    BoardEditor board;
    EncounterEditor tokens;
    LightEditor lights;
    explicit Editors(const QString &path)
    {
        REQUIRE(openAndWait(document, path));
        board.setDocument(&document);
        tokens.setDocument(&document);
        lights.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const SquareBoard &square() const { return document.encounter().board.square; }
    // The encounter as a saved file gives it back.
    Encounter saved() const
    {
        auto read = reread(document);
        REQUIRE(read);
        return *read;
    }
};

// The kind of the one EncounterChange the document reported.
EncounterChange::Kind reported(const QSignalSpy &changed)
{
    REQUIRE(changed.count() == 1);
    return qvariant_cast<EncounterChange>(changed.at(0).at(0)).kind;
}

// bridge-ambush's sides on a 9 × 3 board: Kara at (0, 1) and the thug at (8, 1), a 1×1 each
// (eyes 1.5 m above the ground), with a cell of `wall` terrain (paces: blocks sight) between.
QString corridor(const QTemporaryDir &dir)
{
    return writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("corridor.encounter"), [](QJsonObject &json) {
            json[str("board")] = QJsonObject{
                {str("kind"), str("square")},
                {str("width"), 9},
                {str("height"), 3},
                {str("terrain"),
                 QJsonArray{QJsonObject{{str("kind"), str("wall")},
                                        {str("cells"), QJsonArray{QJsonArray{4, 1}}}}}}};
            const QJsonArray sides = json[str("sides")].toArray();
            json[str("tokens")] = QJsonArray{QJsonObject{{str("id"), str("kara")},
                                                         {str("side"), sides[0][str("id")]},
                                                         {str("x"), 0},
                                                         {str("y"), 1}},
                                             QJsonObject{{str("id"), str("thug")},
                                                         {str("side"), sides[1][str("id")]},
                                                         {str("x"), 8},
                                                         {str("y"), 1}}};
        });
}

// Texts cut short under `item`: a label or check box that elides its text, a field whose text
// runs past its width.
void findCutOff(QQuickItem *item, QStringList &cut)
{
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    const QString text = item->property("text").toString();
    if (item->property("truncated").toBool() && !text.isEmpty())
        cut << QStringLiteral("\"%1\" in %2 px").arg(text).arg(item->width());
    if (item->inherits("QQuickTextInput") &&
        item->property("contentWidth").toReal() > item->width() + 0.5)
        cut << QStringLiteral("\"%1\" runs past %2 px").arg(text).arg(item->width());
    for (QQuickItem *child : item->childItems())
        findCutOff(child, cut);
}

// Whether Kara sees the thug in the live analysis, once it has caught up.
bool karaSeesThug(LiveAnalysis &live)
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const auto &frame = live.frame();
    REQUIRE(frame.square);
    const auto pair = frame.square->pair(str("kara"), str("thug"));
    REQUIRE(pair);
    return pair->sight.lineOfSight;
}

} // namespace

TEST_CASE("Sight Over Heights is one undo step and the analysis starts over", "[editing][heights]")
{
    QTemporaryDir dir;
    Editors e(corridor(dir));
    LiveAnalysis live;
    live.setDocument(&e.document);
    CHECK_FALSE(e.board.sightOverHeights());
    CHECK_FALSE(karaSeesThug(live)); // flat sight: the wall terrain is infinitely tall

    // A crate-high wall: still flat sight until the switch is on.
    e.board.setTool(BoardEditor::Tool::Terrain);
    e.board.setTerrainKind(str("wall"));
    e.board.setTerrainFullHeight(false);
    e.board.setTerrainHeight(1.0);
    REQUIRE(e.board.applyAt(4, 1));
    CHECK_FALSE(karaSeesThug(live));

    QSignalSpy changed(&e.document, &EncounterDocument::changed);
    QSignalSpy switched(&e.board, &BoardEditor::sightOverHeightsChanged);
    const SquareBoard before = e.square();
    const int steps = e.stack().count();
    CHECK(e.board.setSightOverHeights(true));
    CHECK(e.square().sightOverHeights);
    CHECK(e.board.sightOverHeights());
    CHECK(switched.count() >= 1);
    CHECK(e.stack().count() == steps + 1);
    CHECK(e.stack().undoText() == str("Turn on sight over heights"));
    CHECK(reported(changed) == EncounterChange::Kind::Everything);
    // Eyes at 1.5 m look over the 1 m wall (docs/rules.md §13, the sanity cases).
    CHECK(karaSeesThug(live));
    CHECK_FALSE(e.board.setSightOverHeights(true)); // the same again: no step
    CHECK(e.stack().count() == steps + 1);

    e.stack().undo();
    CHECK_FALSE(e.square().sightOverHeights);
    CHECK(SquareBoardEdit::sameBoard(e.square(), before));
    CHECK_FALSE(karaSeesThug(live));
    e.stack().redo();
    CHECK(e.square().sightOverHeights);
    CHECK(karaSeesThug(live));

    // Saved, the switch is in the file; switched off again, a file that never had the key
    // does not get one (docs/file-format.md §3.12).
    CHECK(e.saved().board.square.sightOverHeights);
    CHECK(e.board.setSightOverHeights(false));
    CHECK(e.stack().undoText() == str("Turn off sight over heights"));
    CHECK_FALSE(EncounterWriter::toBytes(e.document.encounter()).contains("sightOverHeights"));
}

TEST_CASE("Painted terrain carries the palette's height in one undo step", "[editing][heights]")
{
    Editors e(examplePath(str("bridge-ambush.encounter")));
    const SquareBoard original = e.square();
    CHECK(e.board.terrainFullHeight()); // today's behaviour is the default
    e.board.setTool(BoardEditor::Tool::Terrain);
    e.board.setTerrainKind(str("obstacle")); // gives cover
    CHECK(e.board.terrainHeightApplies());
    e.board.setTerrainFullHeight(false);
    e.board.setTerrainHeight(1.25);
    CHECK(e.board.terrainHeight() == 1.25);
    e.board.setTerrainHeight(-1); // below the ground: ignored
    e.board.setTerrainHeight(1e9);
    CHECK(e.board.terrainHeight() == 1.25);

    QSignalSpy changed(&e.document, &EncounterDocument::changed);
    REQUIRE(e.board.applyRect(1, 1, 2, 2));
    CHECK(e.stack().count() == 1);
    CHECK(e.stack().undoText() == str("Paint obstacle"));
    CHECK(reported(changed) == EncounterChange::Kind::TerrainChanged);
    CHECK(e.board.terrainAt(1, 1) == str("obstacle"));
    CHECK(e.board.terrainHeightAt(2, 2) == 1.25);
    // The rest of the obstacles keep full height: the new cells are an entry of their own.
    CHECK(e.board.terrainHeightAt(7, 4) == -1);
    int withHeight = 0;
    for (const TerrainEntry &entry : e.square().terrain) {
        if (entry.heightMicrometres) {
            ++withHeight;
            CHECK(*entry.heightMicrometres == micro(1.25));
            CHECK(entry.kind == str("obstacle"));
        }
    }
    CHECK(withHeight == 1);

    // The same kind at full height again is a change of its own.
    e.board.setTerrainFullHeight(true);
    REQUIRE(e.board.applyAt(1, 1));
    CHECK(e.stack().count() == 2);
    CHECK(e.board.terrainHeightAt(1, 1) == -1);
    CHECK(e.board.terrainHeightAt(2, 2) == 1.25); // painting elsewhere keeps a height
    CHECK_FALSE(e.board.applyAt(1, 1));

    // A kind that neither blocks sight nor gives cover is painted without a height.
    e.board.setTerrainFullHeight(false);
    e.board.setTerrainKind(str("difficult"));
    CHECK_FALSE(e.board.terrainHeightApplies());
    REQUIRE(e.board.applyAt(3, 3));
    CHECK(e.board.terrainHeightAt(3, 3) == -1);
    // Erasing leaves plain ground, without a height.
    e.board.setTool(BoardEditor::Tool::Erase);
    REQUIRE(e.board.applyAt(2, 2));
    CHECK(e.board.terrainHeightAt(2, 2) == -1);
    CHECK(e.board.terrainAt(2, 2).isEmpty());

    // The file keeps the height (docs/file-format.md §3.12).
    const Encounter saved = e.saved();
    CHECK(SquareBoardEdit::terrainHeightRaster(saved.board.square, *saved.rules) ==
          SquareBoardEdit::terrainHeightRaster(e.square(), *e.document.encounter().rules));
    while (e.stack().canUndo())
        e.stack().undo();
    CHECK(SquareBoardEdit::sameBoard(e.square(), original));
}

TEST_CASE("Terrain entries group each kind by height and keep unknown keys", "[editing][heights]")
{
    Editors e(examplePath(str("bridge-ambush.encounter")));
    const RuleSet &rules = *e.document.encounter().rules;
    SquareBoard board = e.square();
    board.terrain.clear();
    TerrainEntry crate;
    crate.kind = str("obstacle");
    crate.cells = {QPoint(0, 0)};
    crate.hasCells = true;
    crate.heightMicrometres = micro(1);
    crate.extra = QJsonObject{{str("note"), str("crate")}};
    board.terrain << crate;
    board.rebuild(rules);

    QRect touched;
    const QList<QPoint> row{QPoint(2, 0), QPoint(3, 0), QPoint(4, 0)};
    const SquareBoard painted =
        SquareBoardEdit::paintTerrain(board, rules, row, str("obstacle"), micro(2), &touched);
    CHECK(touched == QRect(2, 0, 3, 1));
    // Obstacles: the 1 m crate (its keys kept), then the 2 m row.
    REQUIRE(painted.terrain.size() == 2);
    CHECK(painted.terrain[0].heightMicrometres == micro(1));
    CHECK(painted.terrain[0].extra == crate.extra);
    CHECK(painted.terrain[1].heightMicrometres == micro(2));
    CHECK(painted.terrain[1].rects == QList<QRect>{QRect(2, 0, 3, 1)});
    CHECK(painted.terrain[1].extra.isEmpty());

    // A height below the ground is no height the file may hold: nothing changes.
    const SquareBoard refused =
        SquareBoardEdit::paintTerrain(board, rules, row, str("obstacle"), -1, &touched);
    CHECK(touched.isNull());
    CHECK(SquareBoardEdit::sameBoard(refused, board));
    // The same cells with the same height change nothing either.
    CHECK(SquareBoardEdit::sameBoard(
        SquareBoardEdit::paintTerrain(painted, rules, row, str("obstacle"), micro(2)), painted));
}

TEST_CASE("Walls get the palette's top and a wall's top is one undo step", "[editing][heights]")
{
    Editors e(examplePath(str("bridge-ambush.encounter")));
    const SquareBoard original = e.square();
    CHECK(e.board.wallFullHeight());
    e.board.setWallFullHeight(false);
    e.board.setWallTop(-0.5); // absolute: below a terrace's ground is fine
    CHECK(e.board.wallTop() == -0.5);
    REQUIRE(e.board.addWall(2, 2, 2, 5));
    const int index = int(e.square().walls.size()) - 1;
    CHECK(e.square().walls[index].topMicrometres == micro(-0.5));
    QVariantMap wall = e.board.wall(index);
    CHECK_FALSE(wall.value(str("fullHeight")).toBool());
    CHECK(wall.value(str("top")).toDouble() == -0.5);
    // A plain wall of the file stays at full height.
    CHECK(e.board.wall(0).value(str("fullHeight")).toBool());

    QSignalSpy changed(&e.document, &EncounterDocument::changed);
    const int steps = e.stack().count();
    CHECK(e.board.setWallTopAt(index, false, 2.25));
    CHECK(e.stack().count() == steps + 1);
    CHECK(e.stack().undoText() == str("Set wall top"));
    CHECK(e.square().walls[index].topMicrometres == micro(2.25));
    CHECK(reported(changed) == EncounterChange::Kind::TerrainChanged);
    CHECK(qvariant_cast<EncounterChange>(changed.at(0).at(0)).area ==
          SquareBoardEdit::wallCells(e.square().walls[index]));
    CHECK_FALSE(e.board.setWallTopAt(index, false, 2.25)); // the same: no step
    CHECK_FALSE(e.board.setWallTopAt(index, false, 1e6));  // out of range
    CHECK_FALSE(e.board.setWallTopAt(99, true, 0));        // no such wall
    CHECK(e.stack().count() == steps + 1);
    e.stack().undo();
    CHECK(e.square().walls[index].topMicrometres == micro(-0.5));
    e.stack().redo();

    // A door: the same, worded for a door; full height takes the top away.
    REQUIRE(e.board.toggleDoor(index));
    CHECK(e.board.setWallTopAt(index, true, 0));
    CHECK(e.stack().undoText() == str("Set door top"));
    CHECK_FALSE(e.square().walls[index].topMicrometres.has_value());
    CHECK(e.board.setWallTopAt(index, false, 3));
    CHECK(e.saved().board.square.walls[index].topMicrometres == micro(3));

    while (e.stack().canUndo())
        e.stack().undo();
    CHECK(SquareBoardEdit::sameBoard(e.square(), original));
}

TEST_CASE("A token's eye height is one undo step", "[editing][heights]")
{
    Editors e(examplePath(str("bridge-ambush.encounter")));
    const QString kara = str("kara");
    QVariantMap details = e.tokens.tokenDetails(kara);
    CHECK(details.value(str("eyeHeight")).toDouble() == -1);
    CHECK(details.value(str("autoEyeHeight")).toDouble() == 1.5); // 1.5 m × size 1
    CHECK(e.tokens.tokenDetails(str("ogre")).value(str("autoEyeHeight")).toDouble() == 3.0);

    QSignalSpy changed(&e.document, &EncounterDocument::changed);
    CHECK(e.tokens.setTokenField(kara, str("height"), 1.8));
    CHECK(e.stack().count() == 1);
    CHECK(e.document.encounter().token(kara)->heightMicrometres == micro(1.8));
    CHECK(e.tokens.tokenDetails(kara).value(str("eyeHeight")).toDouble() == 1.8);
    CHECK(reported(changed) == EncounterChange::Kind::TokenChanged);
    // Above 0 and within the bound; the same again changes nothing.
    CHECK_FALSE(e.tokens.setTokenField(kara, str("height"), 0));
    CHECK_FALSE(e.tokens.setTokenField(kara, str("height"), 1e6));
    CHECK_FALSE(e.tokens.setTokenField(kara, str("height"), 1.8));
    CHECK(e.stack().count() == 1);
    CHECK(e.saved().token(kara)->heightMicrometres == micro(1.8));

    e.stack().undo();
    CHECK_FALSE(e.document.encounter().token(kara)->heightMicrometres.has_value());
    e.stack().redo();
    // Empty (below 0) goes back to the rule set's, as one more step.
    CHECK(e.tokens.setTokenField(kara, str("height"), -1));
    CHECK(e.stack().count() == 2);
    CHECK_FALSE(e.document.encounter().token(kara)->heightMicrometres.has_value());
}

TEST_CASE("A light's height is one undo step", "[editing][heights]")
{
    Editors e(examplePath(str("torchlit-crypt.encounter")));
    const QString brazier = str("light-1");
    const QString torch = str("light-2"); // Brann's
    e.lights.setSelectedId(brazier);
    CHECK(e.lights.selected().value(str("zAuto")).toBool());
    // Auto: the ground under it plus the eye height; a carried light at its bearer's eyes.
    CHECK(e.lights.selected().value(str("autoZMeters")).toDouble() == 1.5);
    e.lights.setSelectedId(torch);
    CHECK(e.lights.selected().value(str("autoZMeters")).toDouble() == 1.5);

    QSignalSpy changed(&e.document, &EncounterDocument::changed);
    CHECK(e.lights.setZ(brazier, 4));
    CHECK(e.stack().count() == 1);
    CHECK(e.stack().undoText().startsWith(str("Set height of")));
    CHECK(e.document.encounter().board.square.light(brazier)->zMicrometres == micro(4));
    CHECK(reported(changed) == EncounterChange::Kind::Lighting);
    e.lights.setSelectedId(brazier);
    CHECK_FALSE(e.lights.selected().value(str("zAuto")).toBool());
    CHECK(e.lights.selected().value(str("zMeters")).toDouble() == 4);

    // Text as the field gives it, a comma too; nonsense and out of range are refused.
    CHECK(e.lights.setZ(brazier, str("-2,5")));
    CHECK(e.document.encounter().board.square.light(brazier)->zMicrometres == micro(-2.5));
    CHECK_FALSE(e.lights.setZ(brazier, str("high")));
    CHECK_FALSE(e.lights.setZ(brazier, 1e6));
    CHECK(e.stack().count() == 2);
    CHECK(e.saved().board.square.light(brazier)->zMicrometres == micro(-2.5));

    // Empty goes back to automatic; undo restores each step.
    CHECK(e.lights.setZ(brazier, str("")));
    CHECK(e.stack().undoText().startsWith(str("Automatic height for")));
    CHECK_FALSE(e.document.encounter().board.square.light(brazier)->zMicrometres.has_value());
    e.stack().undo();
    e.stack().undo();
    CHECK(e.document.encounter().board.square.light(brazier)->zMicrometres == micro(4));
    e.stack().undo();
    CHECK_FALSE(e.document.encounter().board.square.light(brazier)->zMicrometres.has_value());
}

// The new controls in the main window at 150 % in German and French: nothing cut off in the
// palette (terrain height, wall top), the token inspector or a wall's top.
TEST_CASE("The height controls fit at 150 percent in German and French",
          "[editing][heights][translations]")
{
    const QString language = QString::fromLatin1(GENERATE("de", "fr"));
    INFO(language.toStdString());
    const ShownIn showing(language, 1.5);
    MainWindowHost host;
    REQUIRE(host.create({1440, 900}));
    REQUIRE(openAndWait(*host.document(), examplePath(str("bridge-ambush.encounter"))));
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    auto *board = window->property("boardEditor").value<BoardEditor *>();
    auto *selection = window->property("selection").value<TokenSelection *>();
    REQUIRE(board);
    REQUIRE(selection);
    QQuickItem *root = window->contentItem();
    QStringList cut;
    // `column`: the part's whole column (the inspector's fields and their labels), else the
    // part alone (the palette elides long terrain names on its own, with a tooltip).
    const auto look = [&](const char *shot, const char *part, bool column) {
        QTest::qWait(150);
        saveWindowPicture(window, QStringLiteral("heights-%1-150-%2").arg(language, str(shot)));
        QQuickItem *item = itemNamed(root, str(part));
        REQUIRE(item);
        CHECK(item->isVisible());
        findCutOff(column ? item->parentItem() : item, cut);
    };

    board->setTool(BoardEditor::Tool::Terrain);
    board->setTerrainKind(str("obstacle"));
    board->setTerrainFullHeight(false);
    look("terrain", "terrainHeight", false);
    board->setTool(BoardEditor::Tool::Wall);
    look("wall", "wallTop", false);
    // A wall's own top, as a click on the bridge's north rail opens it.
    QObject *popup = nullptr;
    for (QObject *object : window->findChildren<QObject *>()) {
        if (object->objectName() == str("wallTopPopup"))
            popup = object;
    }
    REQUIRE(popup);
    REQUIRE(QMetaObject::invokeMethod(popup, "openFor", Q_ARG(QVariant, board->wallAt(12, 7)),
                                      Q_ARG(QVariant, 400), Q_ARG(QVariant, 300)));
    QTest::qWait(150);
    CHECK(popup->property("opened").toBool());
    saveWindowPicture(window, QStringLiteral("heights-%1-150-wall-top").arg(language));
    findCutOff(popup->property("contentItem").value<QQuickItem *>(), cut);
    QMetaObject::invokeMethod(popup, "close");
    board->setTool(BoardEditor::Tool::Select);

    selection->select(str("kara"));
    itemNamed(root, str("sideTabs"))->setProperty("currentIndex", 2);
    look("inspector", "inspectorEyeHeight", true);

    INFO("Cut off: " << cut.join(str("; ")).toStdString());
    CHECK(cut.isEmpty());
}
