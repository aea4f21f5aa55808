#include "edit/squareboardedit.h"
#include "engine/encounterchange.h"
#include "engine/squareanalysis.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"
#include "testsupport.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

using namespace SquareBoardEdit;

namespace
{

constexpr qint64 C = FixedPoint::Scale;

std::shared_ptr<const RuleSet> paces()
{
    auto rules = RuleSetRegistry::instance().find(QStringLiteral("paces"));
    REQUIRE(rules);
    return rules;
}

SquareBoard emptyBoard(int width, int height)
{
    SquareBoard board;
    board.width = width;
    board.height = height;
    board.rebuild(*paces());
    return board;
}

QList<QPoint> points(std::initializer_list<std::pair<int, int>> list)
{
    QList<QPoint> result;
    for (const auto &[x, y] : list)
        result << QPoint(x, y);
    return result;
}

// Every entry is one the format can hold: at most one rect (docs/file-format.md §3.2 "rect": [x, y,
// w, h]), cells listed only with hasCells, nothing off the map.
void requireWritable(const SquareBoard &board, const QList<TerrainEntry> &entries)
{
    for (const auto &entry : entries) {
        REQUIRE(entry.rects.size() <= 1);
        REQUIRE((entry.hasCells || entry.hasRects));
        REQUIRE(entry.hasRects == !entry.rects.isEmpty());
        REQUIRE(entry.hasCells == !entry.cells.isEmpty());
        for (const auto &r : entry.rects)
            REQUIRE(QRect(0, 0, board.width, board.height).contains(r));
        for (const auto &c : entry.cells)
            REQUIRE(board.contains(c.x(), c.y()));
    }
}

WallSegment wall(double x1, double y1, double x2, double y2,
                 WallSegment::Door door = WallSegment::Door::None)
{
    WallSegment w;
    w.x1 = FixedPoint::fromDouble(x1);
    w.y1 = FixedPoint::fromDouble(y1);
    w.x2 = FixedPoint::fromDouble(x2);
    w.y2 = FixedPoint::fromDouble(y2);
    w.door = door;
    return w;
}

} // namespace

TEST_CASE("Painting a terrain kind sets exactly those cells and writes rect entries")
{
    // docs/file-format.md §3.2: "Each entry has a kind, a rule-set terrain id ... It lists its
    // cells with cells, with rect, or with both."
    const auto rules = paces();
    const SquareBoard board = emptyBoard(8, 6);
    const int water = rules->terrainIndex(QStringLiteral("water"));

    const SquareBoard painted =
        paintTerrain(board, *rules, rectCells(board, {1, 1}, {3, 2}), QStringLiteral("water"));
    for (int y = 0; y < 6; ++y) {
        for (int x = 0; x < 8; ++x) {
            CAPTURE(x, y);
            const bool inside = x >= 1 && x <= 3 && y >= 1 && y <= 2;
            CHECK(painted.terrainAt(x, y) == (inside ? water : -1));
        }
    }
    REQUIRE(painted.terrain.size() == 1);
    CHECK(painted.terrain[0].kind == QStringLiteral("water"));
    CHECK(painted.terrain[0].rects == QList<QRect>{QRect(1, 1, 3, 2)});
    CHECK(painted.terrain[0].cells.isEmpty());
    requireWritable(painted, painted.terrain);

    // A single cell of another kind goes to a cells list.
    const SquareBoard more =
        paintTerrain(painted, *rules, points({{6, 4}}), QStringLiteral("obstacle"));
    REQUIRE(more.terrain.size() == 2);
    CHECK(more.terrain[0].kind == QStringLiteral("obstacle")); // rule-set order: obstacle first
    CHECK(more.terrain[0].cells == points({{6, 4}}));
    CHECK_FALSE(more.terrain[0].hasRects);
    requireWritable(more, more.terrain);
}

TEST_CASE("Erasing returns cells to plain ground and drops empty kinds")
{
    const auto rules = paces();
    const SquareBoard board = emptyBoard(5, 5);
    const SquareBoard painted =
        paintTerrain(board, *rules, rectCells(board, {0, 0}, {4, 0}), QStringLiteral("wall"));
    const SquareBoard erased = eraseTerrain(painted, *rules, points({{2, 0}}));
    CHECK(erased.terrainAt(2, 0) == -1);
    CHECK(erased.terrainAt(1, 0) == rules->terrainIndex(QStringLiteral("wall")));
    REQUIRE(erased.terrain.size() == 2); // [0,0,2,1] and [3,0,2,1]
    CHECK(erased.terrain[0].rects == QList<QRect>{QRect(0, 0, 2, 1)});
    CHECK(erased.terrain[1].rects == QList<QRect>{QRect(3, 0, 2, 1)});

    const SquareBoard cleared = eraseTerrain(erased, *rules, rectCells(board, {0, 0}, {4, 4}));
    CHECK(cleared.terrain.isEmpty());
    // An unknown kind id erases too (it is not a kind of the rule set).
    const SquareBoard unknown =
        paintTerrain(painted, *rules, points({{0, 0}}), QStringLiteral("lava"));
    CHECK(unknown.terrainAt(0, 0) == -1);
}

TEST_CASE("rectCells spans two corners in any order and clips to the map")
{
    const SquareBoard board = emptyBoard(6, 4);
    CHECK(rectCells(board, {4, 3}, {3, 2}) == points({{3, 2}, {4, 2}, {3, 3}, {4, 3}}));
    CHECK(rectCells(board, {5, 3}, {5, 3}) == points({{5, 3}}));
    CHECK(rectCells(board, {-3, -1}, {0, 0}) == points({{0, 0}}));
    CHECK(rectCells(board, {4, 2}, {9, 9}).size() == 2 * 2);
    CHECK(rectCells(board, {7, 0}, {9, 3}).isEmpty());
}

TEST_CASE("lineCells are the cells a centre-to-centre segment passes through (docs/rules.md §1.6)")
{
    // docs/rules.md §1.6: "A segment passes through cell c when it meets the interior of c.
    // Touching only an edge line or a corner point does not count."
    const SquareBoard board = emptyBoard(10, 10);
    SECTION("straight lines")
    {
        CHECK(lineCells(board, {1, 2}, {4, 2}) == points({{1, 2}, {2, 2}, {3, 2}, {4, 2}}));
        CHECK(lineCells(board, {3, 4}, {3, 1}) == points({{3, 4}, {3, 3}, {3, 2}, {3, 1}}));
        CHECK(lineCells(board, {5, 5}, {5, 5}) == points({{5, 5}}));
    }
    SECTION("an exact diagonal passes through corners only: one cell per row")
    {
        CHECK(lineCells(board, {0, 0}, {3, 3}) == points({{0, 0}, {1, 1}, {2, 2}, {3, 3}}));
        CHECK(lineCells(board, {4, 1}, {1, 4}) == points({{4, 1}, {3, 2}, {2, 3}, {1, 4}}));
    }
    SECTION("a slanted line steps to an edge neighbour, diagonally only through an exact corner")
    {
        const auto [ax, ay, bx, by] = GENERATE(table<int, int, int, int>(
            {{0, 0, 2, 1}, {0, 0, 9, 4}, {9, 0, 0, 3}, {2, 9, 5, 0}, {1, 1, 8, 6}, {7, 7, 0, 2}}));
        CAPTURE(ax, ay, bx, by);
        const auto cells = lineCells(board, {ax, ay}, {bx, by});
        REQUIRE(cells.size() >= 2);
        CHECK(cells.front() == QPoint(ax, ay));
        CHECK(cells.back() == QPoint(bx, by));
        CHECK(QSet<QPoint>(cells.begin(), cells.end()).size() == cells.size());
        int corners = 0;
        for (qsizetype i = 1; i < cells.size(); ++i) {
            const QPoint p = cells[i - 1];
            const QPoint q = cells[i];
            CAPTURE(p.x(), p.y(), q.x(), q.y());
            const int dx = std::abs(q.x() - p.x());
            const int dy = std::abs(q.y() - p.y());
            REQUIRE(dx <= 1);
            REQUIRE(dy <= 1);
            REQUIRE(dx + dy >= 1);
            if (dx + dy == 2) {
                // The shared corner lies exactly on the centre line (in half cells, exact).
                const qint64 cx = 2 * qMax(p.x(), q.x()) - (2 * ax + 1);
                const qint64 cy = 2 * qMax(p.y(), q.y()) - (2 * ay + 1);
                CHECK(qint64(bx - ax) * cy - qint64(by - ay) * cx == 0);
                ++corners;
            }
        }
        CHECK(cells.size() == std::abs(bx - ax) + std::abs(by - ay) + 1 - corners);
    }
    SECTION("clipped to the map")
    {
        CHECK(lineCells(board, {8, 0}, {12, 0}) == points({{8, 0}, {9, 0}}));
    }
}

TEST_CASE("Elevation: raise and lower by a step, decimal heights, one move per cell")
{
    // docs/file-format.md §3.4: "elevation is a list of rect or cells entries, each with meters.
    // Cells not listed are at 0." docs/rules.md §5.1: "Elevations ... are decimals in meters.
    // Compare them exactly".
    const auto rules = paces();
    const SquareBoard board = emptyBoard(6, 6);
    const auto step = GENERATE(as<qint64>{}, 1'000'000, 1'500'000, 300'000, 100'000);
    CAPTURE(step);
    const QList<QPoint> area = rectCells(board, {1, 1}, {2, 2});
    // A cell listed twice (a brush passing over it again) moves once.
    const SquareBoard raised = raiseElevation(board, *rules, area + points({{1, 1}}), step);
    CHECK(raised.elevationAt(1, 1) == step);
    CHECK(raised.elevationAt(2, 2) == step);
    CHECK(raised.elevationAt(3, 3) == 0);
    REQUIRE(raised.elevation.size() == 1);
    CHECK(raised.elevation[0].micrometres == step);
    CHECK(raised.elevation[0].rects == QList<QRect>{QRect(1, 1, 2, 2)});

    const SquareBoard twice = raiseElevation(raised, *rules, points({{1, 1}}), step);
    CHECK(twice.elevationAt(1, 1) == 2 * step);
    CHECK(twice.elevation.size() == 2); // step: rect [2,1,1,2] + cell (1,2); 2*step: (1,1)

    const SquareBoard lowered = raiseElevation(twice, *rules, area, -step);
    CHECK(lowered.elevationAt(1, 1) == step);
    CHECK(lowered.elevationAt(2, 1) == 0);
    const SquareBoard below = raiseElevation(lowered, *rules, points({{4, 4}}), -step);
    CHECK(below.elevationAt(4, 4) == -step);

    // 0.1 m steps are exact: ten of them make exactly 1 m.
    SquareBoard tenths = board;
    for (int i = 0; i < 10; ++i)
        tenths = raiseElevation(tenths, *rules, points({{0, 0}}), 100'000);
    CHECK(tenths.elevationAt(0, 0) == 1'000'000);

    const SquareBoard set = setElevation(raised, *rules, area, 0);
    CHECK(set.elevation.isEmpty()); // height 0 needs no entry
}

TEST_CASE("mergeRects covers a mask exactly with greedy row-run rectangles")
{
    // . X X X
    // . X X X
    // X X . .
    const QVector<bool> mask{false, true, true, true, false, true,
                             true,  true, true, true, false, false};
    const auto rects = mergeRects(mask, 4, 3);
    CHECK(rects == QList<QRect>{QRect(1, 0, 3, 2), QRect(0, 2, 2, 1)});
}

TEST_CASE("Random paint sequences: entries rebuild to the painted raster")
{
    // docs/rules.md §5.12: "Later elevation entries override earlier ones, as terrain entries do."
    // The rebuilt entries must reproduce a naive per-cell model after every edit, stay writable,
    // and survive a save and a load.
    const auto rules = paces();
    const int width = 13;
    const int height = 9;
    SquareBoard board = emptyBoard(width, height);
    QVector<int> terrain(width * height, -1);
    QVector<qint64> elevation(width * height, 0);
    const auto seed = GENERATE(1u, 2u, 3u, 4u, 5u);
    std::mt19937 random(seed);
    const auto pick = [&](int n) {
        return int(std::uniform_int_distribution<int>(0, n - 1)(random));
    };
    const auto anyCell = [&] { return QPoint(pick(width + 4) - 2, pick(height + 4) - 2); };

    for (int step = 0; step < 300; ++step) {
        CAPTURE(seed, step);
        const int shape = pick(3);
        const QPoint a = anyCell();
        const QPoint b = shape == 0 ? a : anyCell();
        const QList<QPoint> cells = shape == 2 ? lineCells(board, a, b) : rectCells(board, a, b);
        const int op = pick(5);
        const SquareBoard before = board;
        bool modelChanged = false;
        if (op <= 1) {
            const int kind = pick(rules->terrainKinds.size() + 1) - 1; // -1 erases
            const QString id = kind < 0 ? QString() : rules->terrainKinds[kind].id;
            board = paintTerrain(board, *rules, cells, id);
            for (const QPoint &c : cells) {
                modelChanged |= terrain[c.y() * width + c.x()] != kind;
                terrain[c.y() * width + c.x()] = kind;
            }
        } else if (op == 2) {
            const qint64 value = (pick(7) - 2) * 500'000;
            board = setElevation(board, *rules, cells, value);
            for (const QPoint &c : cells) {
                modelChanged |= elevation[c.y() * width + c.x()] != value;
                elevation[c.y() * width + c.x()] = value;
            }
        } else {
            const qint64 delta = (op == 3 ? 1 : -1) * 250'000;
            board = raiseElevation(board, *rules, cells, delta);
            QSet<QPoint> seen;
            for (const QPoint &c : cells) {
                if (seen.contains(c))
                    continue;
                seen.insert(c);
                elevation[c.y() * width + c.x()] += delta;
                modelChanged = true;
            }
            modelChanged &= !cells.isEmpty();
        }
        CHECK(sameBoard(before, board) == !modelChanged);
        SquareBoard check = board;
        check.rebuild(*rules);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                REQUIRE(check.terrainAt(x, y) == terrain[y * width + x]);
                REQUIRE(check.elevationAt(x, y) == elevation[y * width + x]);
                REQUIRE(board.terrainAt(x, y) == terrain[y * width + x]); // returned rebuilt
            }
        }
        requireWritable(board, board.terrain);
        requireWritable(board, board.elevation);
    }

    // Through the file format and back.
    Encounter encounter;
    encounter.name = QStringLiteral("Painted");
    encounter.rulesId = rules->id;
    encounter.rules = rules;
    encounter.board.square = board;
    EncounterReader reader;
    const auto read =
        reader.readBytes(EncounterWriter::toBytes(encounter), QStringLiteral("painted.encounter"));
    INFO(reader.error().toString().toStdString());
    REQUIRE(read.has_value());
    const SquareBoard &loaded = read->board.square;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            REQUIRE(loaded.terrainAt(x, y) == terrain[y * width + x]);
            REQUIRE(loaded.elevationAt(x, y) == elevation[y * width + x]);
        }
    }
}

TEST_CASE("An edit that changes nothing returns the board as it was, entries untouched")
{
    // The example's entries are as written; a no-op must not rewrite them (no undo step).
    const Encounter encounter = TestSupport::loadExample("bridge-ambush.encounter");
    const SquareBoard &board = encounter.board.square;
    const auto &rules = *encounter.rules;

    const SquareBoard water =
        paintTerrain(board, rules, points({{10, 0}, {13, 6}}), QStringLiteral("water"));
    CHECK(sameBoard(water, board));
    CHECK(water.terrain.size() == board.terrain.size());
    CHECK(sameBoard(eraseTerrain(board, rules, points({{0, 0}, {5, 5}})), board));
    CHECK(sameBoard(setElevation(board, rules, points({{20, 0}}), 2'000'000), board));
    CHECK(sameBoard(raiseElevation(board, rules, points({{1, 1}}), 0), board));
    CHECK(sameBoard(paintTerrain(board, rules, points({{-1, 3}, {30, 3}}), {}), board));

    // …and a real change keeps the untouched kinds' cells.
    const SquareBoard changed =
        paintTerrain(board, rules, points({{0, 0}}), QStringLiteral("difficult"));
    CHECK_FALSE(sameBoard(changed, board));
    const auto before = terrainRaster(board, rules);
    const auto after = terrainRaster(changed, rules);
    for (int i = 1; i < before.size(); ++i)
        REQUIRE(before[i] == after[i]);
    CHECK(changed.elevation.size() == board.elevation.size()); // elevation not rewritten
}

TEST_CASE("Regenerated entries keep the extra keys of the first old entry of a kind")
{
    // docs/file-format.md §8: "A reader must ignore keys it does not know and keep them when it
    // saves the file again."
    const auto rules = paces();
    SquareBoard board = emptyBoard(6, 6);
    board = paintTerrain(board, *rules, points({{0, 0}}), QStringLiteral("water"));
    board.terrain[0].extra.insert(QStringLiteral("note"), QStringLiteral("ford"));
    board = raiseElevation(board, *rules, points({{3, 3}}), 1'000'000);
    board.elevation[0].extra.insert(QStringLiteral("label"), QStringLiteral("hill"));

    board = paintTerrain(board, *rules, points({{4, 4}, {5, 5}}), QStringLiteral("water"));
    REQUIRE_FALSE(board.terrain.isEmpty());
    CHECK(board.terrain[0].extra.value(QStringLiteral("note")).toString() ==
          QStringLiteral("ford"));
    board = raiseElevation(board, *rules, points({{0, 3}}), 1'000'000);
    CHECK(board.elevation[0].extra.value(QStringLiteral("label")).toString() ==
          QStringLiteral("hill"));
}

TEST_CASE("Walls: add, refuse empty or duplicate, remove, nearest within a tolerance")
{
    // docs/rules.md §1.2: "Walls may also be segments: straight lines between two points given in
    // cell units, at any angle."
    SquareBoard board = emptyBoard(10, 10);
    board = addWall(board, wall(1, 1, 5, 1));
    board = addWall(board, wall(2.5, 3.25, 6.75, 7));
    REQUIRE(board.walls.size() == 2);
    CHECK(sameBoard(addWall(board, wall(3, 3, 3, 3)), board));
    CHECK(sameBoard(addWall(board, wall(5, 1, 1, 1)), board)); // the same wall drawn backwards
    CHECK(sameBoard(removeWall(board, 7), board));

    const qint64 quarter = C / 4;
    CHECK(wallNear(board, 3 * C, C + quarter, quarter) == 0);      // exactly at the tolerance
    CHECK(wallNear(board, 3 * C, C + quarter + 1, quarter) == -1); // one micro-cell beyond
    CHECK(wallNear(board, 0, C, C) == 0);                          // past the end: to the end
    CHECK(wallNear(board, 0, C, C - 1) == -1);
    // Both within reach: the nearer wins.
    CHECK(wallNear(board, 4 * C, 4 * C, 2 * C) == 1);
    CHECK(wallNear(board, 4 * C, 2 * C, 2 * C) == 0);
    CHECK(wallNear(board, 9 * C, 9 * C, C / 2) == -1);

    const SquareBoard removed = removeWall(board, 0);
    REQUIRE(removed.walls.size() == 1);
    CHECK(removed.walls[0].x1 == 2'500'000);
    CHECK(removed.walls[0].y1 == 3'250'000);
}

TEST_CASE("wallNear compares distances exactly, even between long slanted walls")
{
    // docs/rules.md §5.1: "Wall coordinates are decimals in cell units. Every cell-crossing and
    // segment-touching decision is exact." Two walls at almost the same distance.
    SquareBoard board = emptyBoard(1000, 1000);
    WallSegment a;
    a.x1 = 0;
    a.y1 = 0;
    a.x2 = 999 * C + 1;
    a.y2 = 998 * C;
    WallSegment b = a;
    b.y2 = 998 * C + 1; // a hair steeper
    board = addWall(board, b);
    board = addWall(board, a);
    CHECK(wallNear(board, 500 * C, 400 * C, 200 * C) == 1); // above both: a is nearer
    CHECK(wallNear(board, 400 * C, 500 * C, 200 * C) == 0); // below both: b is nearer
}

TEST_CASE("Doors: a plain wall becomes a closed door, then open and closed in turn")
{
    // docs/file-format.md §3.3: "door takes the values open or closed. A closed door behaves like a
    // wall; an open door blocks nothing."
    using Door = WallSegment::Door;
    SquareBoard board = addWall(emptyBoard(4, 4), wall(1, 0, 1, 2));
    board = toggleDoor(board, 0);
    CHECK(board.walls[0].door == Door::Closed);
    board = toggleDoor(board, 0);
    CHECK(board.walls[0].door == Door::Open);
    CHECK_FALSE(board.walls[0].blocks());
    board = toggleDoor(board, 0);
    CHECK(board.walls[0].door == Door::Closed);
    CHECK(sameBoard(setDoor(board, 0, Door::Closed), board));
    board = setDoor(board, 0, Door::None);
    CHECK(board.walls[0].door == Door::None);
    CHECK(sameBoard(toggleDoor(board, 3), board));
}

TEST_CASE("Background: image and fit, clearing, and the fit helpers")
{
    SquareBoard board = emptyBoard(20, 10);
    board = setBackground(board, QStringLiteral("data:image/png;base64,AAAA"), 64, 0.5, -1, 0.8);
    CHECK(board.background.image == QStringLiteral("data:image/png;base64,AAAA"));
    CHECK(board.background.cellPixels == 64);
    CHECK(board.background.offsetX == 0.5);
    CHECK(board.background.offsetY == -1);
    CHECK(board.background.opacity == 0.8);
    CHECK(sameBoard(setBackgroundFit(board, 64, 0.5, -1, 0.8), board));
    const SquareBoard refit = setBackgroundFit(board, 70, 0, 0, 2.0);
    CHECK(refit.background.cellPixels == 70);
    CHECK(refit.background.opacity == 1.0); // clamped
    CHECK(refit.background.image == board.background.image);
    const SquareBoard cleared = clearBackground(board);
    CHECK(cleared.background.isEmpty());
    CHECK(sameBoard(clearBackground(cleared), cleared));

    // A 1400x600 image on a 20x10 board: 60 px per cell covers it, 70 fits it inside.
    CHECK(coverCellPixels({1400, 600}, 20, 10) == 60);
    CHECK(containCellPixels({1400, 600}, 20, 10) == 70);
    CHECK(centredOffset({1400, 600}, 70, 20, 10) == QPointF(0, (10 - 600.0 / 70) / 2));
    CHECK(coverCellPixels({}, 20, 10) == 0);
}

TEST_CASE("Each board edit reports the cells it touched, enough for an incremental analysis")
{
    // docs/architecture.md §4: the edit says what it changed, and the live analysis updates
    // from that alone. Every cell whose terrain or elevation changed lies in the reported
    // area; a wall that was added, removed, opened or closed reports the cells it touches; an
    // edit that changes nothing the rules read reports nothing. SquareAnalysis::update with
    // that report must equal a full recompute after every edit.
    Encounter encounter = TestSupport::loadExample("bridge-ambush.encounter");
    const auto rules = encounter.rules;
    SquareBoard &board = encounter.board.square;
    const int width = board.width;
    const int height = board.height;
    SquareAnalysis live(encounter, Perspective::GameMaster);
    const auto seed = GENERATE(11u, 12u, 13u);
    std::mt19937 random(seed);
    const auto pick = [&](int n) {
        return int(std::uniform_int_distribution<int>(0, n - 1)(random));
    };
    const auto anyCell = [&] { return QPoint(pick(width), pick(height)); };

    for (int step = 0; step < 60; ++step) {
        CAPTURE(seed, step);
        const SquareBoard before = board;
        const QVector<int> terrainBefore = terrainRaster(before, *rules);
        const QVector<qint64> elevationBefore = elevationRaster(before, *rules);
        QRect touched(-99, -99, 1, 1); // every edit must overwrite it
        const QList<QPoint> cells = rectCells(board, anyCell(), anyCell());
        bool wallEdit = false;
        switch (pick(6)) {
        case 0: {
            const int kind = pick(rules->terrainKinds.size() + 1) - 1;
            board = paintTerrain(board, *rules, cells,
                                 kind < 0 ? QString() : rules->terrainKinds[kind].id, &touched);
            break;
        }
        case 1:
            board = raiseElevation(board, *rules, cells, (pick(3) - 1) * 1'000'000, &touched);
            break;
        case 2: {
            // Whole and half cells, so walls end on grid lines and inside cells.
            const auto coordinate = [&](int cells) { return qint64(pick(2 * cells + 1)) * C / 2; };
            WallSegment wall;
            wall.x1 = coordinate(width);
            wall.y1 = coordinate(height);
            wall.x2 = coordinate(width);
            wall.y2 = coordinate(height);
            board = addWall(board, wall, &touched);
            wallEdit = true;
            break;
        }
        case 3:
            board =
                removeWall(board, board.walls.isEmpty() ? 0 : pick(board.walls.size()), &touched);
            wallEdit = true;
            break;
        case 4:
            board =
                toggleDoor(board, board.walls.isEmpty() ? 0 : pick(board.walls.size()), &touched);
            wallEdit = true;
            break;
        default:
            board = setElevation(board, *rules, cells, pick(3) * 500'000, &touched);
            break;
        }
        REQUIRE(touched != QRect(-99, -99, 1, 1));
        board.rebuild(*rules);
        const QVector<int> terrainAfter = terrainRaster(board, *rules);
        const QVector<qint64> elevationAfter = elevationRaster(board, *rules);
        bool cellsChanged = false;
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int i = y * width + x;
                if (terrainBefore[i] != terrainAfter[i] ||
                    elevationBefore[i] != elevationAfter[i]) {
                    cellsChanged = true;
                    REQUIRE(touched.contains(x, y));
                }
            }
        }
        if (!wallEdit)
            CHECK(touched.isNull() == !cellsChanged);
        else if (board.walls.size() != before.walls.size())
            CHECK(!touched.isNull()); // a wall came or went

        live.update(encounter, EncounterChange::terrain(touched));
        const SquareAnalysis full(encounter, Perspective::GameMaster);
        REQUIRE(live.toJson() == full.toJson());
    }
}
