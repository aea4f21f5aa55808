#include "engine/backstab.h"
#include "engine/coverlevel.h"
#include "engine/lightfield.h"
#include "engine/radiusarea.h"
#include "engine/sneakrating.h"
#include "movetestsupport.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <iterator>

// docs/rules.md §1.9, the `meters` extras, from seed 003 "Sneaking", "Field", "Zone" and
// "Backstab".

using MoveTest::Sketch;

namespace
{

const QRect one(int x, int y)
{
    return {x, y, 1, 1};
}

const QByteArrayList open7 = {".......", ".......", ".......", ".......",
                              ".......", ".......", "......."};

Token tokenAt(int x, int y, int size = 1, double facing = 0)
{
    Token token;
    token.x = x;
    token.y = y;
    token.size = size;
    token.facing = facing;
    return token;
}

} // namespace

TEST_CASE("Seed 003 Sneaking: \"Open field: −2 Advantage\" when nothing is near and no line is "
          "blocked",
          "[meters][cover]")
{
    // docs/rules.md §1.9: 0 blocked and no sight-blocking or cover terrain within one cell.
    const auto [rows, expectedId, expectedAdvantage] =
        GENERATE(table<QByteArrayList, QString, int>({
            {open7, QStringLiteral("open-field"), -2},
            // A crate beside the cell: no line is blocked, but it is not open field.
            {{".......", ".......", ".......", ".......", ".......", ".....o.", "......."},
             QStringLiteral("no-cover"),
             -1},
            // A wall cell diagonally next to it, off every line.
            {{".......", ".......", ".......", ".....#.", ".......", ".......", "......."},
             QStringLiteral("no-cover"),
             -1},
            // Cover terrain on the cell itself.
            {{".......", ".......", ".......", ".......", "....o..", ".......", "......."},
             QStringLiteral("no-cover"),
             -1},
            // Difficult ground and water are neither.
            {{".......", ".......", ".......", "...d~d.", "...~.~.", "...d~d.", "......."},
             QStringLiteral("open-field"),
             -2},
            // Two cells away does not count.
            {{".......", ".......", "......#", ".......", ".......", ".......", "..o...."},
             QStringLiteral("open-field"),
             -2},
        }));
    const auto encounter = MoveTest::build({"meters", rows});
    const auto level = CoverLevel::of({4, 4}, one(0, 0), encounter.board.square, *encounter.rules);
    CHECK(level.blocked == 0);
    CHECK(level.id == expectedId);
    CHECK(level.advantage == expectedAdvantage);
    CHECK(level.openField == (expectedId == QLatin1String("open-field")));
}

TEST_CASE("Seed 003 Sneaking: half, full and total cover by how many of the five lines are "
          "blocked",
          "[meters][cover]")
{
    // Observer centre (0.5, 2.5); target (4,2): lines to (4.5, 2.5) and the corners (4,2),
    // (5,2), (4,3), (5,3). At x = 2 they pass y = 2.2857 (to (4,2)), 2.3333 (to (5,2)), 2.5
    // (centre), 2.6667 (to (5,3)) and 2.7143 (to (4,3)). A wall on x = 2 from y = 2 to `to`
    // blocks those it touches (touching counts, docs/rules.md §5.6).
    const auto [from, to, blocked, id, advantage] =
        GENERATE(table<const char *, const char *, int, QString, int>({
            {"2.0", "2.2", 0, QStringLiteral("open-field"), -2},
            {"2.3", "2.34", 1, QStringLiteral("half-cover"), 0},
            {"2.0", "2.3", 1, QStringLiteral("half-cover"), 0},
            {"2.0", "2.4", 2, QStringLiteral("half-cover"), 0},
            {"2.0", "2.5", 3, QStringLiteral("full-cover"), 1},
            {"2.0", "2.7", 4, QStringLiteral("full-cover"), 1},
            {"2.0", "3.0", 5, QStringLiteral("total-cover"), 2},
        }));
    CAPTURE(from, to);
    Sketch sketch{"meters", open7};
    sketch.walls = QByteArray("[{\"from\": [2, ") + from + "], \"to\": [2, " + to + "]}]";
    const auto encounter = MoveTest::build(sketch);
    const auto level = CoverLevel::of({4, 2}, one(0, 2), encounter.board.square, *encounter.rules);
    CHECK(level.blocked == blocked);
    CHECK(level.id == id);
    CHECK(level.advantage == advantage);
    // The wall on x = 2 stays outside the 3×3 block around (4, 2), [3, 6] × [1, 4], so it does
    // not spoil the open field (docs/rules.md §5.14).
    CHECK(level.openField == (blocked == 0));
}

TEST_CASE("Cover lines are blocked exactly as docs/rules.md §1.6 says", "[meters][cover]")
{
    SECTION("a line that only touches a wall cell's corner passes")
    {
        // Observer (0,0), target (2,2), wall cell (1,0). The lines to (2,2), (3,3) and the
        // centre run along y = x and only touch (1,0)'s corner; the line to (2,3) stays left of
        // it; only the line to (3,2) passes through its interior.
        const auto encounter = MoveTest::build({"meters", {".#...", ".....", ".....", "....."}});
        const auto level =
            CoverLevel::of({2, 2}, one(0, 0), encounter.board.square, *encounter.rules);
        CHECK(level.blocked == 1);
        CHECK(level.id == QLatin1String("half-cover"));
    }
    SECTION("the observer's own cells and the target cell never block")
    {
        const auto encounter = MoveTest::build({"meters", {"##...", "##..#", "....."}});
        // A size-2 observer standing on wall terrain; the target is a wall cell too.
        const auto level =
            CoverLevel::of({4, 1}, QRect(0, 0, 2, 2), encounter.board.square, *encounter.rules);
        CHECK(level.blocked == 0);
        CHECK_FALSE(level.openField); // sight-blocking terrain within one cell
    }
    SECTION("an open door blocks nothing, a closed one blocks like a wall")
    {
        Sketch sketch{"meters", open7};
        sketch.walls = R"([{"from": [2, 0], "to": [2, 7], "door": "open"}])";
        const auto open = MoveTest::build(sketch);
        CHECK(CoverLevel::of({4, 2}, one(0, 2), open.board.square, *open.rules).blocked == 0);
        sketch.walls = R"([{"from": [2, 0], "to": [2, 7], "door": "closed"}])";
        const auto closed = MoveTest::build(sketch);
        CHECK(CoverLevel::of({4, 2}, one(0, 2), closed.board.square, *closed.rules).blocked == 5);
    }
    SECTION("a 2×2 observer looks from its footprint cells, never from the grid corner between "
            "them")
    {
        // A solid wall column at x = 2. From the footprint's centre point (1, 1) the lines to
        // the corners (4, 1) and (5, 1) would run along the joint y = 1 between the wall cells
        // (2, 0) and (2, 1), touching no interior: full cover through a solid wall. From each
        // footprint cell centre every line crosses a wall interior (docs/rules.md §5.14).
        const auto encounter =
            MoveTest::build({"meters", {"..#...", "..#...", "..#...", "..#..."}});
        const auto level =
            CoverLevel::of({4, 1}, QRect(0, 0, 2, 2), encounter.board.square, *encounter.rules);
        CHECK(level.blocked == 5);
        CHECK(level.id == QLatin1String("total-cover"));
    }
    SECTION("a big observer's best footprint cell decides")
    {
        // Wall cells at (2, 1) and (2, 2). From the 2×2 observer's top-right cell (1, 0) only
        // the lines to (4, 2) and (5, 2) enter (2, 1); from (0, 0) the line to the centre does
        // too, and the lower cells fare worse: the level is the one from (1, 0).
        const auto encounter =
            MoveTest::build({"meters", {"......", "..#...", "..#...", "......"}});
        const auto level =
            CoverLevel::of({4, 1}, QRect(0, 0, 2, 2), encounter.board.square, *encounter.rules);
        bool fromTopRight[CoverLevel::Lines];
        CoverLevel::castLines({4, 1}, {1, 0}, QRect(0, 0, 2, 2), encounter.board.square,
                              *encounter.rules, fromTopRight);
        CHECK(level.from == QPoint(1, 0));
        CHECK(level.blocked == 2);
        CHECK(level.blocked == std::count(std::begin(fromTopRight), std::end(fromTopRight), true));
        for (int y = 0; y <= 1; ++y) {
            for (int x = 0; x <= 1; ++x) {
                bool lines[CoverLevel::Lines];
                CoverLevel::castLines({4, 1}, {x, y}, QRect(0, 0, 2, 2), encounter.board.square,
                                      *encounter.rules, lines);
                CHECK(std::count(std::begin(lines), std::end(lines), true) >= level.blocked);
            }
        }
    }
}

TEST_CASE("Seed 003 Sneaking: a wall or a closed door touching the 3×3 block spoils the open "
          "field",
          "[meters][cover]")
{
    // The cell (4, 4), seen from (0, 0) with no line blocked; its block is [3, 6] × [3, 6].
    const auto [walls, openField] = GENERATE(table<const char *, bool>({
        {"[]", true},
        // A wall ending exactly on the block's edge: touching counts (docs/rules.md §5.6).
        {R"([{"from": [6, 6], "to": [7, 7]}])", false},
        {R"([{"from": [6.5, 0], "to": [6.5, 7]}])", true},
        {R"([{"from": [6, 0], "to": [6, 2.9]}])", true},
        {R"([{"from": [6, 0], "to": [6, 3]}])", false},
        // A closed door is a wall; an open one spoils nothing.
        {R"([{"from": [5, 6], "to": [6, 6], "door": "closed"}])", false},
        {R"([{"from": [5, 6], "to": [6, 6], "door": "open"}])", true},
    }));
    CAPTURE(walls);
    Sketch sketch{"meters", open7};
    sketch.walls = walls;
    const auto encounter = MoveTest::build(sketch);
    const auto level = CoverLevel::of({4, 4}, one(0, 0), encounter.board.square, *encounter.rules);
    CHECK(level.blocked == 0);
    CHECK(level.openField == openField);
    CHECK(level.id == (openField ? QLatin1String("open-field") : QLatin1String("no-cover")));
    CHECK(level.advantage == (openField ? -2 : -1));
}

TEST_CASE("Seed 003 lighting from the file: \"Dim light grants an additional +1 Advantage, "
          "while total darkness grants +2\"",
          "[meters][cover][lighting]")
{
    Sketch sketch{"meters", open7};
    sketch.lighting = R"([{"level": "dim", "rect": [0, 0, 7, 7]},
                          {"level": "darkness", "cells": [[4, 6]]},
                          {"level": "bright", "cells": [[3, 6]]}])";
    const auto encounter = MoveTest::build(sketch);
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    CHECK(board.lightingAdvantageAt(0, 0, rules) == 1);
    CHECK(board.lightingAdvantageAt(4, 6, rules) == 2);
    CHECK(board.lightingAdvantageAt(3, 6, rules) == 0);
    // Open field everywhere (-2): dim makes -1, darkness 0, and the bright cell stays -2, so
    // the bright cell rates the path, wherever it lies along it.
    const QVector<QPoint> path = {{6, 6}, {5, 6}, {4, 6}, {3, 6}, {2, 6}};
    LightField light; // no lights, bright ambient: the painted lighting alone decides
    light.rebuild(encounter);
    const auto rating = SneakRating::rate(SneakRating::cellsCrossed(path, 1), one(0, 0), board,
                                          rules, SneakRating::lightingOf(board, rules, light));
    REQUIRE(rating.cell);
    CHECK(*rating.cell == QPoint(3, 6));
    CHECK(rating.advantage == -2);
    const auto dark = SneakRating::rate({{4, 6}, {5, 6}}, one(0, 0), board, rules,
                                        SneakRating::lightingOf(board, rules, light));
    CHECK(*dark.cell == QPoint(5, 6)); // -2 + 1 beats -2 + 2
    CHECK(dark.advantage == -1);
    CHECK(dark.lighting == 1);
}

TEST_CASE("Cover levels are data", "[meters][cover]")
{
    auto encounter = MoveTest::build({"meters", open7});
    MoveTest::changeRules(encounter, [](RuleSet &rules) {
        rules.openFieldAdvantage = -5;
        rules.coverLevels = {{QStringLiteral("exposed"), QStringLiteral("Exposed"), 0, 2, -3},
                             {QStringLiteral("hidden"), QStringLiteral("Hidden"), 3, 5, 4}};
    });
    CHECK(CoverLevel::of({4, 4}, one(0, 0), encounter.board.square, *encounter.rules).advantage ==
          -5);
    CHECK(CoverLevel::classify(0, false, *encounter.rules).id == QLatin1String("exposed"));
    CHECK(CoverLevel::classify(2, false, *encounter.rules).advantage == -3);
    CHECK(CoverLevel::classify(3, false, *encounter.rules).id == QLatin1String("hidden"));
    CHECK(CoverLevel::unseen(*encounter.rules).advantage == 4);
}

TEST_CASE("Seed 003: \"Use the least-covered square the creature crosses within the opponent's "
          "line of sight for the check.\"",
          "[meters][sneak]")
{
    // Observer at (0,0); a wall column at x = 3, rows 0..3. Blocked lines per cell of row 6:
    // (3,6) 0 (open field), (4,6) 1 (half), (5,6) 4 (full), (6,6) 5 (out of sight); every cell
    // of column 4 above row 5 is out of sight.
    const QByteArrayList rows = {"...#...", "...#...", "...#...", "...#...",
                                 ".......", ".......", "......."};
    const auto encounter = MoveTest::build({"meters", rows});
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const QRect observer = one(0, 0);
    const auto blocked = [&](int x, int y) {
        return CoverLevel::of({x, y}, observer, board, rules).blocked;
    };
    REQUIRE(blocked(3, 6) == 0);
    REQUIRE(blocked(4, 6) == 1);
    REQUIRE(blocked(5, 6) == 4);
    REQUIRE(blocked(6, 6) == 5);

    const QVector<QPoint> path = {{6, 6}, {5, 6}, {4, 6}};
    const auto rating =
        SneakRating::rate(SneakRating::cellsCrossed(path, 1), observer, board, rules);
    REQUIRE(rating.seen);
    REQUIRE(rating.cell);
    CHECK(*rating.cell == QPoint(4, 6));
    CHECK(rating.cover.id == QLatin1String("half-cover"));
    CHECK(rating.advantage == 0);

    SECTION("one more step into the open field decides the check")
    {
        const auto worse =
            SneakRating::rate({{6, 6}, {5, 6}, {4, 6}, {3, 6}}, observer, board, rules);
        CHECK(worse.cover.id == QLatin1String("open-field"));
        CHECK(worse.advantage == -2);
        CHECK(*worse.cell == QPoint(3, 6));
    }
    SECTION("seed 003: \"Dim light grants an additional +1 Advantage, while total darkness "
            "grants +2\"")
    {
        // Darkness on (4,6): 0 + 2 = 2 there, so the full cover of (5,6) (+1) is now the worst.
        const auto dark =
            SneakRating::rate(SneakRating::cellsCrossed(path, 1), observer, board, rules,
                              [](QPoint c) { return c == QPoint(4, 6) ? 2 : 0; });
        REQUIRE(dark.cell);
        CHECK(*dark.cell == QPoint(5, 6));
        CHECK(dark.cover.id == QLatin1String("full-cover"));
        CHECK(dark.lighting == 0);
        CHECK(dark.advantage == 1);
        // Dim light everywhere adds 1 to the half cover.
        const auto dim = SneakRating::rate(SneakRating::cellsCrossed(path, 1), observer, board,
                                           rules, [](QPoint) { return 1; });
        CHECK(*dim.cell == QPoint(4, 6));
        CHECK(dim.advantage == 1);
    }
    SECTION("a path never in sight rates as total cover")
    {
        const auto hidden = SneakRating::rate({{4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {6, 6}},
                                              observer, board, rules);
        CHECK_FALSE(hidden.seen);
        CHECK_FALSE(hidden.cell);
        CHECK(hidden.cover.id == QLatin1String("total-cover"));
        CHECK(hidden.advantage == 2);
    }
}

TEST_CASE("A big sneaker crosses every cell its footprint covers", "[meters][sneak]")
{
    const auto cells = SneakRating::cellsCrossed({{0, 0}, {1, 0}, {1, 1}}, 2);
    CHECK(cells == QVector<QPoint>{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 1}, {1, 2}, {2, 2}});
}

TEST_CASE("Seed 003 FIELD and ZONE areas: the cells within a radius, on the map", "[meters][area]")
{
    const auto encounter = MoveTest::build({"meters", open7});
    const auto &board = encounter.board.square;
    const auto [x, y, radius, count] = GENERATE(table<int, int, int, int>({
        {3, 3, 0, 1},
        {3, 3, 1, 9},
        {3, 3, 2, 25},
        {3, 3, 3, 49},
        {3, 3, 9, 49},
        {0, 0, 1, 4},
        {0, 3, 2, 15},
        {6, 6, 2, 9},
        {3, 3, -1, 0},
    }));
    CAPTURE(x, y, radius);
    const RadiusArea area({x, y}, radius);
    const auto cells = area.cells(board);
    CHECK(cells.size() == count);
    for (int i = 1; i < cells.size(); ++i) {
        const bool sorted = cells[i - 1].y() < cells[i].y() ||
                            (cells[i - 1].y() == cells[i].y() && cells[i - 1].x() < cells[i].x());
        CHECK(sorted);
    }
    for (const QPoint &cell : cells)
        CHECK(qMax(qAbs(cell.x() - x), qAbs(cell.y() - y)) <= radius);
}

TEST_CASE("Seed 003: FIELD \"is triggered again for every subsequent square entered\"; ZONE when "
          "a creature enters the radius",
          "[meters][area]")
{
    const RadiusArea area({3, 3}, 1);
    // Walking along row 3 from (0,3) to (6,3): enters (2,3), (3,3), (4,3) inside, leaves.
    QVector<QPoint> walk;
    for (int x = 0; x <= 6; ++x)
        walk << QPoint(x, 3);
    CHECK(area.fieldTriggers(walk, 1) == 3);
    CHECK(area.zoneEntries(walk, 1) == 1);
    // In, out and in again: two zone entries.
    const QVector<QPoint> twice = {{1, 3}, {2, 3}, {1, 3}, {2, 3}};
    CHECK(area.zoneEntries(twice, 1) == 2);
    CHECK(area.fieldTriggers(twice, 1) == 2);
    // A size-2 creature already touching the area enters new area cells with each step.
    const QVector<QPoint> big = {{0, 2}, {1, 2}, {2, 2}};
    CHECK(area.zoneEntries(big, 2) == 1); // (0,2) covers x 0..1: outside; (1,2) touches
    CHECK(area.fieldTriggers(big, 2) == 2);
}

TEST_CASE("Tokens inside an area: any footprint cell inside, hidden ones for the GM only",
          "[meters][area]")
{
    Sketch sketch{"meters", open7};
    sketch.tokens = R"({"id": "ogre", "side": "foes", "x": 4, "y": 4, "size": 2},
                       {"id": "spy", "side": "foes", "x": 2, "y": 2, "hidden": true},
                       {"id": "far", "side": "party", "x": 0, "y": 0})";
    const auto encounter = MoveTest::build(sketch);
    const RadiusArea area({3, 3}, 1);
    CHECK(area.tokensInside(encounter) ==
          QStringList{QStringLiteral("ogre"), QStringLiteral("spy")});
    CHECK(area.tokensInside(encounter, Perspective::Players) ==
          QStringList{QStringLiteral("ogre")});
}

TEST_CASE("Footprint cells off the map cast no cover lines and hold no area (docs/rules.md "
          "§5.12)",
          "[meters][cover][area]")
{
    // Found by the reference cross-check (tests/reference, --overhang). A 2×2 watcher at (2, 0)
    // on a 3×3 map: only (2, 0) and (2, 1) are on the map, and from both every line to (2, 2)
    // touches the wall along its top edge.
    Sketch sketch{"meters", {"...", "...", "..."}};
    sketch.walls = R"([{"from": [2, 2], "to": [3, 2]}])";
    sketch.tokens = R"({"id": "watcher", "side": "foes", "x": 2, "y": 0, "size": 2},
                       {"id": "ogre", "side": "foes", "x": 2, "y": 2, "size": 2})";
    const auto encounter = MoveTest::build(sketch);
    const auto level =
        CoverLevel::of({2, 2}, QRect(2, 0, 2, 2), encounter.board.square, *encounter.rules);
    CHECK(level.blocked == 5);
    CHECK(level.from == QPoint(2, 0));
    // An area centred off the map covers nothing, so the ogre's off-map cell is not inside.
    CHECK(RadiusArea({3, 3}, 0).tokensInside(encounter).isEmpty());
    CHECK(RadiusArea({2, 2}, 0).tokensInside(encounter) == QStringList{QStringLiteral("ogre")});
}

TEST_CASE("Seed 003: \"Attacks from outside the target's field of view count as backstabs.\"",
          "[meters][backstab]")
{
    // Target at (5,5) facing `facing` degrees clockwise from the top of the map; the field of
    // view is 180 degrees (data). The boundary belongs to the field of view: an attacker exactly
    // 90 degrees off is seen, not backstabbing.
    RuleSet rules;
    rules.fieldOfViewDegrees = 180;
    const auto [facing, ax, ay, backstab] = GENERATE(table<double, int, int, bool>({
        {0, 5, 3, false},  // straight ahead
        {0, 5, 7, true},   // straight behind
        {0, 7, 5, false},  // exactly to the right: on the boundary
        {0, 3, 5, false},  // exactly to the left
        {0, 7, 6, true},   // a little behind the right
        {0, 7, 4, false},  // a little ahead of the right
        {90, 5, 7, false}, // facing right: below is on the boundary
        {90, 3, 5, true},  // facing right: left is behind
        {90, 3, 4, true},
        {180, 5, 3, true},  // facing down
        {270, 7, 5, true},  // facing left
        {350, 6, 3, false}, // wrap-around: facing 350, attacker at about 27 degrees
        {359, 5, 7, true},
        {45, 3, 7, true},   // facing 45: the attacker at 225 is straight behind
        {-90, 3, 5, false}, // -90 is 270: facing left
    }));
    CAPTURE(facing, ax, ay);
    const Token target = tokenAt(5, 5, 1, facing);
    const Token attacker = tokenAt(ax, ay);
    CHECK(Backstab::isBackstab(attacker, target, rules) == backstab);
}

TEST_CASE("Backstab: the field of view is data, big tokens use their centres", "[meters][backstab]")
{
    RuleSet rules;
    SECTION("a 90 degree field of view ends exactly on the diagonals")
    {
        rules.fieldOfViewDegrees = 90;
        const Token target = tokenAt(5, 5, 1, 0);
        CHECK_FALSE(Backstab::isBackstab(tokenAt(7, 3), target, rules)); // 45 degrees: boundary
        CHECK(Backstab::isBackstab(tokenAt(7, 4), target, rules));       // 63.4 degrees
        CHECK_FALSE(Backstab::isBackstab(tokenAt(3, 3), target, rules)); // 315 degrees
        CHECK(Backstab::isBackstab(tokenAt(7, 5), target, rules));       // 90 degrees
    }
    SECTION("360 degrees sees everything; a shared centre is never behind")
    {
        rules.fieldOfViewDegrees = 360;
        CHECK_FALSE(Backstab::isBackstab(tokenAt(5, 7), tokenAt(5, 5), rules));
        rules.fieldOfViewDegrees = 10;
        CHECK_FALSE(Backstab::isBackstab(tokenAt(6, 6), tokenAt(5, 5, 3), rules));
    }
    SECTION("a size-2 target's centre is the corner between its cells")
    {
        rules.fieldOfViewDegrees = 180;
        // Target (4,4) size 2: centre (5,5). An attacker at (6,6) has its centre (6.5,6.5)
        // below-right, at 135 degrees: behind a target facing up. One at (6,3) is at 45.
        const Token target = tokenAt(4, 4, 2, 0);
        CHECK(*Backstab::bearing(target, tokenAt(6, 3)) == 45.0);
        CHECK(*Backstab::bearing(target, tokenAt(6, 6)) == 135.0);
        CHECK(*Backstab::bearing(target, tokenAt(6, 4)) ==
              Approx(std::atan2(3.0, 1.0) * 180 / M_PI));
        CHECK(Backstab::isBackstab(tokenAt(6, 6), target, rules));
        CHECK_FALSE(Backstab::isBackstab(tokenAt(6, 3), target, rules));
    }
}

TEST_CASE("meters sneaking: a lantern lit next to the path changes the rating", "[meters][light]")
{
    // Seed 003: "Lighting (dim +1, darkness +2)"; docs/rules.md §8.1: the effective level of a
    // cell, from the board's lights, is what sneaking reads.
    Sketch sketch{"meters", open7};
    auto encounter = MoveTest::build(sketch);
    encounter.board.square.ambient = LightLevel::Dark;
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const QVector<QPoint> path = {{6, 6}, {5, 6}, {4, 6}};
    const auto rate = [&](const Encounter &e) {
        LightField light;
        light.rebuild(e);
        return SneakRating::rate(SneakRating::cellsCrossed(path, 1), one(0, 0), board, rules,
                                 SneakRating::lightingOf(e.board.square, rules, light));
    };
    const auto unlit = rate(encounter);
    CHECK(unlit.lighting == 2); // darkness
    Light lantern;
    lantern.id = QStringLiteral("lantern");
    lantern.x = FixedPoint::fromDouble(5.5);
    lantern.y = FixedPoint::fromDouble(5.5);
    lantern.bright = FixedPoint::fromDouble(1.5);
    lantern.dim = FixedPoint::fromDouble(3);
    encounter.board.square.lights << lantern;
    const auto lit = rate(encounter);
    CHECK(lit.lighting == 0); // bright light around the lantern
    CHECK(lit.advantage == unlit.advantage - 2);
    encounter.board.square.lights.first().on = false;
    CHECK(rate(encounter).advantage == unlit.advantage);
}
