#include "engine/movementfield.h"
#include "engine/squarestep.h"
#include "model/fixedpoint.h"
#include "movetestsupport.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

using MoveTest::Sketch;

namespace
{

constexpr int None = -1;

int costOn(const Encounter &encounter, QPoint goal,
           Perspective perspective = Perspective::GameMaster)
{
    const MovementField field(encounter, MoveTest::mover(encounter), std::nullopt, perspective);
    return field.cost(goal).value_or(None);
}

int costTo(const Sketch &sketch, QPoint goal)
{
    return costOn(MoveTest::build(sketch), goal);
}

const QByteArrayList open7 = {"M......", ".......", ".......", ".......",
                              ".......", ".......", "......."};

} // namespace

TEST_CASE("Seed 002 Movement & Position: \"the first diagonal pace counts as one pace, the second "
          "counts as two paces, the third as one, then two again, and so on\"",
          "[movement]")
{
    // On an open board the cheapest cost to (dx, dy) is max + floor(min / 2) alternating, and
    // max under the Chebyshev policy (docs/rules.md §1.7 "(data)").
    const auto [x, y, alternating, chebyshev] = GENERATE(table<int, int, int, int>({
        {1, 0, 1, 1},
        {1, 1, 1, 1},
        {2, 2, 3, 2},
        {3, 3, 4, 3},
        {4, 4, 6, 4},
        {5, 5, 7, 5},
        {6, 6, 9, 6},
        {2, 1, 2, 2},
        {3, 1, 3, 3},
        {4, 2, 5, 4},
        {6, 3, 7, 6},
        {1, 6, 6, 6},
        {6, 5, 8, 6},
    }));
    auto encounter = MoveTest::build({"paces", open7});
    CAPTURE(x, y);
    CHECK(costOn(encounter, {x, y}) == alternating);
    MoveTest::changeRules(encounter, [](RuleSet &rules) {
        rules.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
    });
    CHECK(costOn(encounter, {x, y}) == chebyshev);
}

TEST_CASE("The diagonal count runs along the path, not per cell", "[movement]")
{
    // (3,2): two diagonals (1 + 2) and one orthogonal step = 4, the same as max + floor(min / 2).
    CHECK(costTo({"paces", open7}, {3, 2}) == 4);
    // (1,1) reached by a diagonal costs 1, and the next diagonal costs 2: (2,2) is 3. Both
    // (cell, parity) states must be kept, or a cheaper parity could be lost behind a dearer one.
    CHECK(costTo({"paces", open7}, {2, 2}) == 3);
    // Walls forcing orthogonal steps first: (0,0) → (0,1) → (0,2) → (1,2) → (2,2), then the
    // first diagonal of the path, to (3,1), costs 1: 5. (Cutting past the wall is illegal.)
    CHECK(costTo({"paces", {"M#...", ".#...", "....."}}, {3, 1}) == 5);
    // After one diagonal the next costs 2: (0,0) → (1,1) → (2,2) in the open is 3, and a third
    // to (3,3) costs 1 again: 4.
    CHECK(costTo({"paces", open7}, {3, 3}) == 4);
}

TEST_CASE("Seed 002: \"You can't move diagonally if the movement would cut through an impassable "
          "obstacle or a enemy.\"",
          "[movement]")
{
    // docs/rules.md §1.7: a diagonal is illegal when either orthogonal cell it passes between is
    // impassable or holds an enemy. Difficult ground, water and allies do not stop it.
    const auto [beside, expected] = GENERATE(table<char, int>({
        {'.', 1},
        {'o', 2}, // obstacle: low wall, crates, boulder
        {'#', 2}, // wall terrain
        {'E', 2}, // enemy
        {'R', 2}, // a reeling enemy is still an enemy's body (docs/rules.md §5.4)
        {'H', 2}, // hidden enemy: a real obstacle in the GM's view (docs/rules.md §3)
        {'A', 1}, // ally
        {'F', 1}, // friend of an allied side
        {'d', 1},
        {'~', 1},
    }));
    CAPTURE(beside);
    SECTION("the cell to the side")
    {
        const QByteArray row0 = QByteArray("M") + beside + ".";
        CHECK(costTo({"paces", {row0, "...", "..."}}, {1, 1}) == expected);
    }
    SECTION("the cell below")
    {
        const QByteArray row1 = QByteArray(1, beside) + "..";
        CHECK(costTo({"paces", {"M..", row1, "..."}}, {1, 1}) == expected);
    }
}

TEST_CASE("Hidden tokens block in the GM's view and not in the players'", "[movement]")
{
    // docs/rules.md §3: the GM's analysis treats a hidden token like any other.
    const auto encounter = MoveTest::build({"paces", {"M.H..", "#####"}});
    CHECK(costOn(encounter, {4, 0}, Perspective::GameMaster) == None);
    CHECK(costOn(encounter, {4, 0}, Perspective::Players) == 4);
}

TEST_CASE("Seed 002: \"You can move freely through an area occupied by another friendly character, "
          "but not an enemy.\"",
          "[movement]")
{
    // docs/rules.md §1.7: allies can be passed but not ended on; enemies can never be entered.
    const auto [corridor, x, expected] = GENERATE(table<const char *, int, int>({
        {"MAA..", 1, None},
        {"MAA..", 2, None},
        {"MAA..", 3, 3},
        {"MAA..", 4, 4},
        {"MFA..", 3, 3},
        {"M.E..", 1, 1},
        {"M.E..", 2, None},
        {"M.E..", 3, None},
        {"M.R..", 3, None}, // reeling: no ZoC, but still a body in the way
    }));
    CAPTURE(corridor, x);
    CHECK(costTo({"paces", {"#####", corridor, "#####"}}, {x, 1}) == expected);
}

TEST_CASE("Seed 002: \"Areas of water count as wet terrain, and require an extra point of "
          "movement for every pace\"; difficult terrain likewise",
          "[movement]")
{
    // docs/rules.md §1.2: difficult and water cost +1 per step entering them; leaving costs
    // nothing.
    const auto [x, expected] = GENERATE(table<int, int>({{1, 2}, {2, 3}, {3, 5}, {4, 6}}));
    CHECK(costTo({"paces", {"Md.~."}}, {x, 0}) == expected);
    // A diagonal into difficult ground: 1 (first diagonal) + 1.
    CHECK(costTo({"paces", {"M..", ".d."}}, {1, 1}) == 2);
    // The second diagonal into water: 2 + 1.
    CHECK(costTo({"paces", {"M..", "...", "..~"}}, {2, 2}) == 4);
}

TEST_CASE("Seed 002 High Ground: \"Moving up to higher ground costs an additional movement "
          "point\" from 1 m up, compared exactly",
          "[movement]")
{
    // docs/rules.md §1.7 and §5.7: stepping up at least highGround (1 m, data) adds climbCost (1).
    // 1.9 m against 0.9 m is exactly 1 m: it counts.
    const auto [from, to, expected] = GENERATE(table<const char *, const char *, int>({
        {"0", "0.5", 1},
        {"0", "0.999999", 1},
        {"0", "1", 2},
        {"0", "1.5", 2},
        {"0.9", "1.9", 2},
        {"0.9", "1.8", 1},
        {"0.1", "1.1", 2},
        {"2", "0", 1}, // down costs nothing more
        {"3", "1", 1},
        {"-1", "0", 2},
    }));
    CAPTURE(from, to);
    Sketch sketch{"paces", {"M."}};
    sketch.elevation = QByteArray("[{\"cells\": [[0, 0]], \"meters\": ") + from +
                       "}, {\"cells\": [[1, 0]], \"meters\": " + to + "}]";
    auto encounter = MoveTest::build(sketch);
    CHECK(costOn(encounter, {1, 0}) == expected);

    SECTION("the threshold and the price are data")
    {
        MoveTest::changeRules(encounter, [](RuleSet &rules) {
            rules.highGroundMicrometres = 2'000'000;
            rules.climbCost = 3;
        });
        const qint64 rise = FixedPoint::fromDouble(QByteArray(to).toDouble()) -
                            FixedPoint::fromDouble(QByteArray(from).toDouble());
        CHECK(costOn(encounter, {1, 0}) == (rise >= 2'000'000 ? 4 : 1));
    }
}

TEST_CASE("Big movers climb by the highest ground under the footprint", "[movement][size]")
{
    // docs/rules.md §5.7: "Stepping up compares the highest ground under the new footprint with the
    // highest ground under the old one."
    Sketch sketch{"paces", {"M...", "m...", "...."}, 2};
    // Old footprint (0..1, 0..1) already stands on 1 m at (1,1); moving right onto (2,0) at 1.5 m
    // rises only 0.5 m from the old highest: no climb.
    sketch.elevation =
        R"([{"cells": [[1, 1]], "meters": 1.0}, {"cells": [[2, 0]], "meters": 1.5}])";
    CHECK(costTo(sketch, {1, 0}) == 1);
    // Onto 2.0 m the rise is 1 m: climb.
    sketch.elevation =
        R"([{"cells": [[1, 1]], "meters": 1.0}, {"cells": [[2, 0]], "meters": 2.0}])";
    CHECK(costTo(sketch, {1, 0}) == 2);
}

TEST_CASE("Seed 002 Size: \"a size 3 character takes up a three pace by three pace square\"; "
          "big movers need room for the whole footprint",
          "[movement][size]")
{
    // A wall row with a gap of `gap` cells; a mover of size `size` above it tries to get below.
    const auto [size, gap, passes] = GENERATE(table<int, int, bool>({
        {1, 1, true},
        {2, 1, false},
        {2, 2, true},
        {3, 2, false},
        {3, 3, true},
        {4, 3, false},
        {4, 4, true},
    }));
    CAPTURE(size, gap);
    const int width = 8;
    QByteArrayList rows;
    for (int y = 0; y < size; ++y)
        rows << (y == 0 ? "M" + QByteArray(width - 1, '.') : QByteArray(width, '.'));
    rows << QByteArray(2, '#') + QByteArray(gap, '.') + QByteArray(width - 2 - gap, '#');
    for (int y = 0; y < size; ++y)
        rows << QByteArray(width, '.');
    Sketch sketch{"paces", rows, size};
    const int goalY = size + 1;
    // Two steps right along the top (the diagonal into the gap would cut past the wall's
    // corner), then size + 1 steps straight down.
    CHECK(costTo(sketch, {2, goalY}) == (passes ? size + 3 : None));
}

TEST_CASE("docs/rules.md §5.7: a big mover's extra terrain cost is the largest among the "
          "cells newly entered",
          "[movement][size]")
{
    // Size 2 stepping right enters column 2: difficult and water both there → +1, not +2.
    Sketch sketch{"paces", {"M.d.", "..~."}, 2};
    auto encounter = MoveTest::build(sketch);
    CHECK(costOn(encounter, {1, 0}) == 2);
    // Cells it already covers do not count again: the next step right enters column 3 only.
    CHECK(costOn(encounter, {2, 0}) == 3);
    // With difficult made +3 (data), the largest is taken: +3.
    MoveTest::changeRules(encounter, [](RuleSet &rules) {
        rules.terrainKinds[rules.terrainIndex(QStringLiteral("difficult"))].extraCost = 3;
    });
    CHECK(costOn(encounter, {1, 0}) == 4);
    CHECK(costOn(encounter, {2, 0}) == 5);
}

TEST_CASE("docs/rules.md §5.7: for a big mover the corner rule looks at each footprint cell's two "
          "orthogonal cells, except cells it already occupies",
          "[movement][size]")
{
    // Size 2 at (0,0) stepping diagonally to (1,1).
    const auto [blockX, blockY, blocker, expected] = GENERATE(table<int, int, char, int>({
        {2, 0, 'o', 2}, // beside the top-right cell, in the step's x direction
        {0, 2, 'o', 2}, // below the bottom-left cell
        {2, 0, 'E', 2},
        {0, 2, 'E', 2},
        {2, 0, 'A', 1}, // allies do not stop a diagonal
        {3, 0, 'o', 1}, // not beside the footprint
        {0, 3, 'o', 1},
        {3, 3, 'o', 1},
    }));
    CAPTURE(blockX, blockY, blocker);
    QByteArrayList rows = {"M...", "....", "....", "...."};
    rows[blockY][blockX] = blocker;
    CHECK(costTo({"paces", rows, 2}, {1, 1}) == expected);
}

TEST_CASE("No footprint cell of a big mover may end on an ally", "[movement][size]")
{
    // docs/rules.md §5.7 "No footprint cell may end on an ally"; passing is fine.
    Sketch sketch{"paces", {"M....", ".....", "..A..", "....."}, 2};
    const auto encounter = MoveTest::build(sketch);
    CHECK(costOn(encounter, {1, 1}) == None); // would cover (2,2)
    CHECK(costOn(encounter, {2, 1}) == None);
    CHECK(costOn(encounter, {1, 2}) == None);
    CHECK(costOn(encounter, {2, 2}) == None);
    CHECK(costOn(encounter, {3, 2}) != None);
    CHECK(costOn(encounter, {3, 0}) == 3);
}

TEST_CASE("Walls and doors: a step is blocked when its centre-to-centre segment touches a wall",
          "[movement][walls]")
{
    // docs/rules.md §1.2 and §5.6: "A wall segment that touches ... a step segment anywhere blocks
    // it, including at an end point or along a shared line." Closed doors block, open ones do not.
    const auto [walls, goalX, goalY, expected] = GENERATE(table<const char *, int, int, int>({
        // Between (0,0) and (1,0): the way round goes (0,1), (1,1), (1,0); the diagonal
        // (0,0)→(1,1) touches the wall's end point (1,1).
        {R"([{"from": [1, 0], "to": [1, 1]}])", 1, 0, 3},
        {R"([{"from": [1, 0], "to": [1, 1], "door": "closed"}])", 1, 0, 3},
        {R"([{"from": [1, 0], "to": [1, 1], "door": "open"}])", 1, 0, 1},
        // A wall ending exactly on the corner a diagonal passes through blocks it …
        {R"([{"from": [1, 1], "to": [2, 1]}])", 1, 1, 2},
        {R"([{"from": [1, 1], "to": [1, 2]}])", 1, 1, 2},
        // … one ending a hair short of it does not.
        {R"([{"from": [1.000001, 1], "to": [2, 1]}])", 1, 1, 1},
        {R"([{"from": [1, 1.000001], "to": [1, 2]}])", 1, 1, 1},
        // A wall at an angle through the corner, and a tiny wall sitting on a cell centre.
        {R"([{"from": [0, 2], "to": [2, 0]}])", 1, 1, None},
        // A wall lying on the line the step follows (a shared line) blocks it.
        {R"([{"from": [0.8, 0.5], "to": [1.2, 0.5]}])", 1, 0, 2},
        // A wall on the map's edge line touches nothing.
        {R"([{"from": [0, 0], "to": [3, 0]}])", 2, 0, 2},
    }));
    CAPTURE(walls);
    Sketch sketch{"paces", {"M..", "...", "..."}};
    sketch.walls = walls;
    CHECK(costTo(sketch, {goalX, goalY}) == expected);
}

TEST_CASE("A wall as short as a point on a cell centre closes that cell", "[movement][walls]")
{
    // Every step into (1,0) ends on its centre, which the point wall touches.
    Sketch sketch{"paces", {"M..", "...", "..."}};
    sketch.walls = R"([{"from": [1.5, 0.5], "to": [1.5, 0.5]}])";
    CHECK(costTo(sketch, {1, 0}) == None);
    // (0,0) → (1,1) → (2,0): two diagonals; the corner rule looks at terrain and enemies only.
    CHECK(costTo(sketch, {2, 0}) == 3);
}

TEST_CASE("docs/rules.md §5.7: a big mover may straddle a wall its cell centres never cross",
          "[movement][walls][size]")
{
    // Size 2; a wall on x = 1 between its two columns, below it. Moving down, each cell's
    // segment runs at x = 0.5 or 1.5 and never touches it; moving right, the left column's
    // segment crosses x = 1.
    Sketch sketch{"paces", {"M..", "...", "...", "...", "..."}, 2};
    sketch.walls = R"([{"from": [1, 2], "to": [1, 5]}])";
    const auto encounter = MoveTest::build(sketch);
    CHECK(costOn(encounter, {0, 3}) == 3);
    CHECK(costOn(encounter, {1, 0}) == 1); // the wall starts below the footprint's segments
    sketch.walls = R"([{"from": [1, 0], "to": [1, 5]}])";
    CHECK(costTo(sketch, {0, 3}) == 3);
    CHECK(costTo(sketch, {1, 0}) == None);
}

TEST_CASE("docs/rules.md §5.8: reach and path ignore the mover's conditions", "[movement]")
{
    const auto condition =
        GENERATE("\"reeling\"", "\"knocked-down\"", "\"defeated\"", "\"prone\"", "\"confused\"");
    Sketch sketch{"paces", {"M...."}};
    sketch.moverExtra = QByteArray("\"conditions\": [") + condition + "]";
    CHECK(costTo(sketch, {4, 0}) == 4);
}

TEST_CASE("Reachable cells: within the budget, start excluded, sorted by y then x",
          "[movement][reach]")
{
    const auto encounter = MoveTest::build({"paces", {"...A.", ".M...", "....."}});
    const MovementField field(encounter, MoveTest::mover(encounter), 1.0);
    const auto cells = field.reachable(1.0);
    QVector<QPoint> anchors;
    for (const auto &cell : cells) {
        CHECK(cell.cost == 1);
        anchors << cell.anchor;
    }
    CHECK(anchors ==
          QVector<QPoint>{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}});

    SECTION("a budget of x.5 admits whole costs up to x")
    {
        const MovementField wide(encounter, MoveTest::mover(encounter), 2.5);
        int two = 0;
        for (const auto &cell : wide.reachable(2.5)) {
            CHECK(cell.cost <= 2);
            two += cell.cost == 2;
        }
        CHECK(two > 0);
        CHECK(wide.reachable(2.0).size() == wide.reachable(2.5).size());
        CHECK(wide.reachable(1.999).size() == field.reachable(1.0).size());
    }
    SECTION("a budget of 0 reaches nothing")
    {
        const MovementField none(encounter, MoveTest::mover(encounter), 0.0);
        CHECK(none.reachable(0.0).isEmpty());
    }
}

TEST_CASE("docs/rules.md §5.11 Default reach budgets: paces 3 + speed, classic speed, meters "
          "speed / 2",
          "[movement][budget]")
{
    const auto [rules, speed, budget] = GENERATE(table<const char *, double, double>({
        {"paces", 0, 3},
        {"paces", 2, 5},
        {"classic", 6, 6},
        {"classic", 0, 0},
        {"meters", 5, 2.5},
        {"meters", 4, 2},
        {"meters", 7, 3.5},
    }));
    CAPTURE(rules, speed);
    Sketch sketch{rules, {"M."}};
    sketch.moverExtra = "\"speed\": " + QByteArray::number(speed);
    const auto encounter = MoveTest::build(sketch);
    CHECK(MovementField::defaultBudget(encounter.tokens[MoveTest::mover(encounter)],
                                       *encounter.rules) == budget);
}

TEST_CASE("Paths: start, end, and the goals docs/rules.md §5.10 refuses", "[movement][path]")
{
    const auto encounter = MoveTest::build({"paces", {".....", ".M.A.", "..#E.", "....."}});
    const MovementField field(encounter, MoveTest::mover(encounter));
    SECTION("goal equal to the start: cost 0, steps [start]")
    {
        const auto path = field.pathTo({1, 1});
        REQUIRE(path);
        CHECK(path->cost == 0);
        CHECK(path->steps == QVector<QPoint>{{1, 1}});
        CHECK(path->hinderedBy.isEmpty());
    }
    SECTION("goals on an ally, an enemy, an impassable cell or off the map have no path")
    {
        const QPoint goal = GENERATE(QPoint(3, 1), QPoint(3, 2), QPoint(2, 2), QPoint(-1, 0),
                                     QPoint(5, 0), QPoint(0, 4));
        CAPTURE(goal.x(), goal.y());
        CHECK_FALSE(field.pathTo(goal));
        CHECK_FALSE(field.cost(goal));
    }
    SECTION("a reachable goal: steps are one pace apart, from start to goal")
    {
        const auto path = field.pathTo({4, 3});
        REQUIRE(path);
        CHECK(path->steps.first() == QPoint(1, 1));
        CHECK(path->steps.last() == QPoint(4, 3));
        for (int i = 1; i < path->steps.size(); ++i) {
            const QPoint d = path->steps[i] - path->steps[i - 1];
            CHECK(qMax(qAbs(d.x()), qAbs(d.y())) == 1);
        }
        CHECK(path->cost == *field.cost({4, 3}));
    }
    SECTION("an unreachable goal has no path")
    {
        const auto walled = MoveTest::build({"paces", {"M#.", "##."}});
        const MovementField shut(walled, MoveTest::mover(walled));
        CHECK_FALSE(shut.pathTo({2, 0}));
        CHECK(shut.reachable(100).isEmpty());
    }
}

// ---------------------------------------------------------------------------------------------
// Randomised: an independent brute force over (cell, parity), written from docs/rules.md alone.

namespace
{

struct WallModel {
    qint64 x1, y1, x2, y2; // micro-cells
    bool blocks;
};

struct TokenModel {
    QString id;
    QString side;
    int x, y, size;
    bool hidden = false;
    bool zoc = true;
    bool reeling = false;
};

struct BoardModel {
    int width = 0, height = 0;
    QVector<char> kind;        // '.', '#', 'o', 'd', '~'
    QVector<qint64> elevation; // micrometres
    QVector<WallModel> walls;
    QVector<TokenModel> tokens; // tokens[0] is the mover
    bool chebyshev = false;

    [[nodiscard]] bool onMap(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
    [[nodiscard]] char at(int x, int y) const { return kind[y * width + x]; }
    [[nodiscard]] bool passable(int x, int y) const
    {
        return onMap(x, y) && at(x, y) != '#' && at(x, y) != 'o';
    }
    [[nodiscard]] static bool enemies(const QString &a, const QString &b)
    {
        // party and villagers are allied; foes are everyone's enemy.
        return a != b && (a == QLatin1String("foes") || b == QLatin1String("foes"));
    }
    [[nodiscard]] bool held(int x, int y, bool byEnemy) const
    {
        for (int i = 1; i < tokens.size(); ++i) {
            const auto &t = tokens[i];
            if (x >= t.x && x < t.x + t.size && y >= t.y && y < t.y + t.size &&
                enemies(t.side, tokens[0].side) == byEnemy)
                return true;
        }
        return false;
    }
};

Int128 cross(qint64 ax, qint64 ay, qint64 bx, qint64 by, qint64 cx, qint64 cy)
{
    return (Int128)(bx - ax) * (cy - ay) - (Int128)(by - ay) * (cx - ax);
}

int sign(Int128 v)
{
    return (v > 0) - (v < 0);
}

bool within(qint64 a, qint64 b, qint64 v)
{
    return std::min(a, b) <= v && v <= std::max(a, b);
}

// Closed segments pq and rs share a point.
bool touch(qint64 px, qint64 py, qint64 qx, qint64 qy, const WallModel &w)
{
    const int d1 = sign(cross(w.x1, w.y1, w.x2, w.y2, px, py));
    const int d2 = sign(cross(w.x1, w.y1, w.x2, w.y2, qx, qy));
    const int d3 = sign(cross(px, py, qx, qy, w.x1, w.y1));
    const int d4 = sign(cross(px, py, qx, qy, w.x2, w.y2));
    if (d1 * d2 < 0 && d3 * d4 < 0)
        return true;
    auto onIt = [](qint64 ax, qint64 ay, qint64 bx, qint64 by, qint64 cx, qint64 cy, int d) {
        return d == 0 && within(ax, bx, cx) && within(ay, by, cy);
    };
    return onIt(w.x1, w.y1, w.x2, w.y2, px, py, d1) || onIt(w.x1, w.y1, w.x2, w.y2, qx, qy, d2) ||
           onIt(px, py, qx, qy, w.x1, w.y1, d3) || onIt(px, py, qx, qy, w.x2, w.y2, d4);
}

struct Brute {
    const BoardModel &m;
    int size() const { return m.tokens[0].size; }

    bool enterable(int ax, int ay) const
    {
        for (int y = ay; y < ay + size(); ++y)
            for (int x = ax; x < ax + size(); ++x)
                if (!m.passable(x, y) || m.held(x, y, true))
                    return false;
        return true;
    }
    bool legalEnd(int ax, int ay) const
    {
        if (!enterable(ax, ay))
            return false;
        for (int y = ay; y < ay + size(); ++y)
            for (int x = ax; x < ax + size(); ++x)
                if (m.held(x, y, false))
                    return false;
        return true;
    }
    qint64 top(int ax, int ay) const
    {
        qint64 h = LLONG_MIN;
        for (int y = ay; y < ay + size(); ++y)
            for (int x = ax; x < ax + size(); ++x)
                if (m.onMap(x, y))
                    h = std::max(h, m.elevation[y * m.width + x]);
        return h;
    }
    // Step price without the diagonal surcharge, or -1.
    int step(int ax, int ay, int dx, int dy) const
    {
        if (!enterable(ax + dx, ay + dy))
            return -1;
        auto inOld = [&](int x, int y) {
            return x >= ax && x < ax + size() && y >= ay && y < ay + size();
        };
        constexpr qint64 C = 1'000'000;
        for (int y = ay; y < ay + size(); ++y) {
            for (int x = ax; x < ax + size(); ++x) {
                const qint64 px = x * C + C / 2, py = y * C + C / 2;
                for (const auto &w : m.walls)
                    if (w.blocks && touch(px, py, px + dx * C, py + dy * C, w))
                        return -1;
                if (dx && dy) {
                    for (const auto &[sx, sy] : {std::pair{x + dx, y}, std::pair{x, y + dy}}) {
                        if (!inOld(sx, sy) && (!m.passable(sx, sy) || m.held(sx, sy, true)))
                            return -1;
                    }
                }
            }
        }
        int extra = 0;
        for (int y = ay + dy; y < ay + dy + size(); ++y)
            for (int x = ax + dx; x < ax + dx + size(); ++x)
                if (!inOld(x, y) && (m.at(x, y) == 'd' || m.at(x, y) == '~'))
                    extra = 1;
        const bool climb = top(ax + dx, ay + dy) - top(ax, ay) >= 1'000'000;
        return 1 + extra + (climb ? 1 : 0);
    }

    // Bellman-Ford over (anchor, parity) until nothing changes.
    QHash<QPair<int, int>, int> costs() const
    {
        constexpr int Inf = 1 << 29;
        const int w = m.width, h = m.height;
        QVector<int> dist(w * h * 2, Inf);
        const auto &mover = m.tokens[0];
        dist[(mover.y * w + mover.x) * 2] = 0;
        for (bool changed = true; changed;) {
            changed = false;
            for (int s = 0; s < dist.size(); ++s) {
                if (dist[s] == Inf)
                    continue;
                const int parity = s % 2, ax = (s / 2) % w, ay = (s / 2) / w;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        if (!dx && !dy)
                            continue;
                        const int price = step(ax, ay, dx, dy);
                        if (price < 0)
                            continue;
                        const bool diagonal = dx && dy;
                        const int extra = diagonal && !m.chebyshev && parity == 1 ? 1 : 0;
                        const int nextParity = diagonal && !m.chebyshev ? 1 - parity : parity;
                        const int t = ((ay + dy) * w + (ax + dx)) * 2 + nextParity;
                        if (dist[s] + price + extra < dist[t]) {
                            dist[t] = dist[s] + price + extra;
                            changed = true;
                        }
                    }
                }
            }
        }
        QHash<QPair<int, int>, int> result;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                if ((x == mover.x && y == mover.y) || !legalEnd(x, y))
                    continue;
                const int best = std::min(dist[(y * w + x) * 2], dist[(y * w + x) * 2 + 1]);
                if (best < Inf)
                    result[{x, y}] = best;
            }
        }
        return result;
    }
};

QByteArray number(qint64 micro)
{
    return QByteArray::number(double(micro) / 1e6, 'f', 6);
}

QByteArray toJson(const BoardModel &m)
{
    QByteArray terrain = "[";
    bool first = true;
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width; ++x) {
            const char k = m.at(x, y);
            if (k == '.')
                continue;
            const char *name = k == '#'   ? "wall"
                               : k == 'o' ? "obstacle"
                               : k == 'd' ? "difficult"
                                          : "water";
            terrain += (first ? "" : ", ") + QByteArray("{\"kind\": \"") + name +
                       "\", \"cells\": [[" + QByteArray::number(x) + ", " + QByteArray::number(y) +
                       "]]}";
            first = false;
        }
    }
    terrain += "]";
    QByteArray elevation = "[";
    first = true;
    for (int i = 0; i < m.elevation.size(); ++i) {
        if (!m.elevation[i])
            continue;
        elevation += (first ? "" : ", ") + QByteArray("{\"cells\": [[") +
                     QByteArray::number(i % m.width) + ", " + QByteArray::number(i / m.width) +
                     "]], \"meters\": " + number(m.elevation[i]) + "}";
        first = false;
    }
    elevation += "]";
    QByteArray walls = "[";
    for (int i = 0; i < m.walls.size(); ++i) {
        const auto &w = m.walls[i];
        walls += (i ? ", " : "") + QByteArray("{\"from\": [") + number(w.x1) + ", " + number(w.y1) +
                 "], \"to\": [" + number(w.x2) + ", " + number(w.y2) + "]" +
                 (w.blocks ? (i % 2 ? ", \"door\": \"closed\"" : "") : ", \"door\": \"open\"") +
                 "}";
    }
    walls += "]";
    QByteArray tokens;
    for (int i = 0; i < m.tokens.size(); ++i) {
        const auto &t = m.tokens[i];
        tokens += (i ? ", " : "") + QByteArray("{\"id\": \"") + t.id.toUtf8() + "\", \"side\": \"" +
                  t.side.toUtf8() + "\", \"x\": " + QByteArray::number(t.x) +
                  ", \"y\": " + QByteArray::number(t.y) +
                  ", \"size\": " + QByteArray::number(t.size) +
                  (t.hidden ? ", \"hidden\": true" : "") + (t.zoc ? "" : ", \"zoc\": false") +
                  (t.reeling ? ", \"conditions\": [\"reeling\"]" : "") + "}";
    }
    return "{\"format\": \"gridkeep-encounter\", \"version\": 1, \"rules\": \"paces\", "
           "\"board\": {\"kind\": \"square\", \"width\": " +
           QByteArray::number(m.width) + ", \"height\": " + QByteArray::number(m.height) +
           ", \"terrain\": " + terrain + ", \"walls\": " + walls + ", \"elevation\": " + elevation +
           "}, \"sides\": [{\"id\": \"party\"}, {\"id\": \"foes\"}, {\"id\": \"villagers\"}], "
           "\"allies\": [[\"party\", \"villagers\"]], \"tokens\": [" +
           tokens + "]}";
}

BoardModel randomBoard(std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    BoardModel m;
    m.width = pick(3, 8);
    m.height = pick(3, 8);
    m.chebyshev = pick(0, 4) == 0;
    const char kinds[] = "......#od~";
    for (int i = 0; i < m.width * m.height; ++i) {
        m.kind << kinds[pick(0, 9)];
        // Heights around the 1 m threshold, exact decimals (docs/rules.md §5.1 "1.9 against 0.9").
        const qint64 heights[] = {0, 0, 0, 0, 900'000, 1'000'000, 1'900'000, 2'000'000, 500'000};
        m.elevation << heights[pick(0, 8)];
    }
    // Walls on a quarter-cell lattice: through centres, corners, along edges, at angles.
    const int wallCount = pick(0, 4);
    for (int i = 0; i < wallCount; ++i) {
        WallModel w;
        w.x1 = qint64(pick(0, m.width * 4)) * 250'000;
        w.y1 = qint64(pick(0, m.height * 4)) * 250'000;
        const int shape = pick(0, 3);
        const qint64 len = qint64(pick(0, 8)) * 250'000;
        w.x2 = std::clamp<qint64>(w.x1 + (shape == 1 ? 0 : len) * (pick(0, 1) ? 1 : -1), 0,
                                  m.width * 1'000'000LL);
        w.y2 = std::clamp<qint64>(w.y1 + (shape == 0 ? 0 : len) * (pick(0, 1) ? 1 : -1), 0,
                                  m.height * 1'000'000LL);
        if (shape == 3) {
            w.x2 = qint64(pick(0, m.width * 4)) * 250'000;
            w.y2 = qint64(pick(0, m.height * 4)) * 250'000;
        }
        w.blocks = pick(0, 3) != 0;
        m.walls << w;
    }
    const int moverSize = pick(1, 4) == 4 ? pick(3, 4) : pick(1, 2);
    TokenModel mover{QStringLiteral("mover"), QStringLiteral("party"),
                     pick(0, qMax(0, m.width - moverSize)), pick(0, qMax(0, m.height - moverSize)),
                     moverSize};
    m.tokens << mover;
    const char *sides[] = {"foes", "foes", "party", "villagers"};
    const int others = pick(0, 5);
    for (int i = 0; i < others; ++i) {
        TokenModel t{QStringLiteral("t%1").arg(i), QLatin1String(sides[pick(0, 3)]),
                     pick(0, m.width - 1), pick(0, m.height - 1), pick(1, 3) == 3 ? 2 : 1};
        t.hidden = pick(0, 4) == 0;
        t.zoc = pick(0, 4) != 0;
        t.reeling = pick(0, 5) == 0;
        m.tokens << t;
    }
    return m;
}

} // namespace

TEST_CASE("Reach costs agree with an independent brute force on random boards",
          "[movement][random]")
{
    std::mt19937 rng(7031);
    int compared = 0, reachedTotal = 0;
    for (int round = 0; round < 600; ++round) {
        const BoardModel model = randomBoard(rng);
        const QByteArray json = toJson(model);
        auto encounter = MoveTest::loadJsonQuiet(json);
        if (!encounter)
            continue; // e.g. a big token hanging over the map edge
        if (model.chebyshev) {
            MoveTest::changeRules(*encounter, [](RuleSet &rules) {
                rules.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
            });
        }
        INFO(json.toStdString());
        const auto expected = Brute{model}.costs();
        const MovementField field(*encounter, 0);
        for (int y = 0; y < model.height; ++y) {
            for (int x = 0; x < model.width; ++x) {
                if (x == model.tokens[0].x && y == model.tokens[0].y)
                    continue;
                CAPTURE(x, y);
                const auto got = field.cost({x, y});
                REQUIRE(got.has_value() == expected.contains({x, y}));
                if (got)
                    REQUIRE(*got == expected.value({x, y}));
            }
        }
        // The budgeted search and reachable() agree with the same costs.
        const double budget = std::uniform_int_distribution<int>(0, 16)(rng) / 2.0;
        const MovementField limited(*encounter, 0, budget);
        const auto reached = limited.reachable(budget);
        int within = 0;
        for (auto it = expected.begin(); it != expected.end(); ++it)
            within += it.value() <= budget;
        REQUIRE(reached.size() == within);
        for (const auto &cell : reached)
            REQUIRE(cell.cost == expected.value({cell.anchor.x(), cell.anchor.y()}));
        ++compared;
        reachedTotal += int(expected.size());
    }
    CHECK(compared > 400);
    CHECK(reachedTotal > 2000);
}

TEST_CASE("MovementField's step rule is SquareStep::canStep's on random boards",
          "[movement][random]")
{
    std::mt19937 rng(99173);
    int steps = 0, legal = 0;
    for (int round = 0; round < 300; ++round) {
        const BoardModel model = randomBoard(rng);
        const auto encounter = MoveTest::loadJsonQuiet(toJson(model));
        if (!encounter)
            continue;
        const MovementField field(*encounter, 0);
        const OccupancyMap occupancy(*encounter, Perspective::GameMaster);
        const Token &mover = encounter->tokens[0];
        for (int y = 0; y < model.height; ++y) {
            for (int x = 0; x < model.width; ++x) {
                for (const QPoint &d : SquareStep::Directions) {
                    CAPTURE(x, y, d.x(), d.y());
                    const bool can =
                        SquareStep::canStep(mover, {x, y}, d.x(), d.y(), *encounter, occupancy);
                    REQUIRE(field.stepCost({x, y}, d.x(), d.y()).has_value() == can);
                    ++steps;
                    legal += can;
                }
            }
        }
    }
    CHECK(steps > 20000);
    CHECK(legal > 5000);
}

TEST_CASE("A path's cost equals the reach cost of its end cell, and its steps add up",
          "[movement][random][path]")
{
    std::mt19937 rng(4242);
    int paths = 0;
    for (int round = 0; round < 300; ++round) {
        const BoardModel model = randomBoard(rng);
        const auto encounter = MoveTest::loadJsonQuiet(toJson(model));
        if (!encounter)
            continue;
        const MovementField field(*encounter, 0);
        const Brute brute{model};
        for (int y = 0; y < model.height; ++y) {
            for (int x = 0; x < model.width; ++x) {
                const auto cost = field.cost({x, y});
                const auto path = field.pathTo({x, y});
                REQUIRE(path.has_value() == cost.has_value());
                if (!path)
                    continue;
                REQUIRE(path->cost == *cost);
                REQUIRE(path->steps.first() == QPoint(model.tokens[0].x, model.tokens[0].y));
                REQUIRE(path->steps.last() == QPoint(x, y));
                // Re-price the steps with the brute force's rule, counting diagonals along it.
                int total = 0, diagonals = 0;
                for (int i = 1; i < path->steps.size(); ++i) {
                    const QPoint d = path->steps[i] - path->steps[i - 1];
                    const int price =
                        brute.step(path->steps[i - 1].x(), path->steps[i - 1].y(), d.x(), d.y());
                    REQUIRE(price > 0);
                    total += price;
                    if (d.x() && d.y())
                        total += (diagonals++ % 2 == 1) ? 1 : 0;
                }
                REQUIRE(total == path->cost);
                REQUIRE(path->hinderedBy == field.hinderedBy(path->steps));
                ++paths;
            }
        }
    }
    CHECK(paths > 2000);
}
