#include "engine/zoneofcontrol.h"
#include "squarescenario.h"

#include <QSet>
#include <catch2/catch.hpp>

using namespace SquareScenario;

namespace
{

QSet<QPair<int, int>> zoneOf(const Encounter &e, const char *id)
{
    QSet<QPair<int, int>> cells;
    const auto *t = e.token(QString::fromUtf8(id));
    REQUIRE(t != nullptr);
    for (const auto &c : ZoneOfControl::cells(*t, e.board.square, *e.rules))
        cells.insert({c.x(), c.y()});
    return cells;
}

QSet<QPair<int, int>> square(int x0, int y0, int x1, int y1)
{
    QSet<QPair<int, int>> cells;
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x)
            cells.insert({x, y});
    }
    return cells;
}

const Rows open7 = {".......", ".......", ".......", ".......", ".......", ".......", "......."};

} // namespace

// Seed 002: "your zone of control includes the area within one pace of you."
TEST_CASE("ZoC: the area within one pace, the token's own cells included, for sizes 1 to 4",
          "[zoc]")
{
    const int size = GENERATE(1, 2, 3, 4);
    const auto e = build({{"..........", "..........", "..........", "..........", "..........",
                           "..........", "..........", ".........."},
                          {token("t", "a", 2, 2, size)}});
    CHECK(zoneOf(e, "t") == square(1, 1, 2 + size, 2 + size));
}

// docs/rules.md §5.2: "The ZoC includes the token's own cells, and only cells on the map."
TEST_CASE("ZoC: only cells on the map, at corners and edges", "[zoc]")
{
    struct Row {
        int x, y, size;
        QSet<QPair<int, int>> expected;
    };
    const auto row = GENERATE(Row{0, 0, 1, square(0, 0, 1, 1)}, Row{6, 6, 1, square(5, 5, 6, 6)},
                              Row{3, 0, 1, square(2, 0, 4, 1)}, Row{5, 5, 2, square(4, 4, 6, 6)},
                              Row{0, 3, 3, square(0, 2, 3, 6)});
    const auto e = build({open7, {token("t", "a", row.x, row.y, row.size)}});
    CHECK(zoneOf(e, "t") == row.expected);
}

// docs/rules.md §1.4: reach is data (default 1), longer for reach weapons; §5.2: negative reach,
// none.
TEST_CASE("ZoC: reach widens the zone; a negative reach means no ZoC", "[zoc]")
{
    SECTION("reach 2")
    {
        const auto e = build({open7, {reach(token("t", "a", 3, 3), 2)}});
        CHECK(zoneOf(e, "t") == square(1, 1, 5, 5));
    }
    SECTION("reach 0 is the token's own cells")
    {
        const auto e = build({open7, {reach(token("t", "a", 3, 3, 2), 0)}});
        CHECK(zoneOf(e, "t") == square(3, 3, 4, 4));
    }
    SECTION("negative reach")
    {
        const auto e = build({open7, {reach(token("t", "a", 3, 3), -1)}});
        CHECK(zoneOf(e, "t").isEmpty());
        CHECK_FALSE(ZoneOfControl::isActive(e.tokens[0], *e.rules));
    }
}

// Seed 002: "You might temporarily loose your zone of control while you are knocked-down,
// reeling, confused, or affected by certain other conditions." / "You don't have a zone of
// control if you don't have a ZOC weapon".
TEST_CASE("ZoC: suppressing conditions and the zoc flag", "[zoc]")
{
    const auto rules = QString::fromUtf8(GENERATE(as<const char *>{}, "paces", "meters"));
    struct Row {
        const char *condition;
        bool active;
    };
    const auto row =
        GENERATE(Row{"reeling", false}, Row{"knocked-down", false}, Row{"confused", false},
                 Row{"defeated", false}, Row{"prone", true}, Row{nullptr, true});
    Spec spec{open7, {token("t", "a", 3, 3)}};
    spec.rules = rules;
    if (row.condition)
        spec.tokens[0] = with(spec.tokens[0], {row.condition});
    const auto e = build(spec);
    CHECK(ZoneOfControl::isActive(e.tokens[0], *e.rules) == row.active);
    CHECK(zoneOf(e, "t").size() == (row.active ? 9 : 0));

    spec.tokens[0].zoc = false;
    const auto unarmed = build(spec);
    CHECK_FALSE(ZoneOfControl::isActive(unarmed.tokens[0], *unarmed.rules));
    CHECK(zoneOf(unarmed, "t").isEmpty());
}

// docs/rules.md §1.4: "A wall cuts the zone; a low obstacle does not."
TEST_CASE("ZoC: a wall cuts the zone, a low obstacle does not", "[zoc]")
{
    const Rows walled = {".......", ".......", ".......", "....#..",
                         ".......", ".......", "......."};
    const Rows low = {".......", ".......", ".......", "....o..", ".......", ".......", "......."};
    SECTION("wall cell: the cell behind it is cut, the wall cell itself is not")
    {
        const auto e = build({walled, {reach(token("t", "a", 3, 3), 2)}});
        const auto zone = zoneOf(e, "t");
        CHECK(zone.contains({4, 3})); // the target cell never blocks
        // (3.5,3.5)->(5.5,y) for y = 2.5, 3.5, 4.5 passes through the wall cell's interior.
        CHECK_FALSE(zone.contains({5, 2}));
        CHECK_FALSE(zone.contains({5, 3}));
        CHECK_FALSE(zone.contains({5, 4}));
        // (3.5,3.5)->(5.5,1.5) only touches the wall cell's corner (4,3).
        CHECK(zone.contains({5, 1}));
        CHECK(zone.contains({5, 5}));
        CHECK(zone.size() == 22);
    }
    SECTION("obstacle cell cuts nothing")
    {
        const auto e = build({low, {reach(token("t", "a", 3, 3), 2)}});
        CHECK(zoneOf(e, "t") == square(1, 1, 5, 5));
    }
}

// docs/rules.md §1.2: "A segment blocks sight. It also blocks any step whose centre-to-centre line
// touches it. Doors are segments that are open or closed."
TEST_CASE("ZoC: wall segments cut the zone, touching counts, open doors do not", "[zoc][walls]")
{
    struct Row {
        const char *what;
        WallSpec wall;
        QSet<QPair<int, int>> cut;
    };
    const auto row =
        GENERATE(Row{"a wall along the right edge", {4, 0, 4, 7, ""}, {{4, 2}, {4, 3}, {4, 4}}},
                 Row{"a closed door", {4, 0, 4, 7, "closed"}, {{4, 2}, {4, 3}, {4, 4}}},
                 Row{"an open door", {4, 0, 4, 7, "open"}, {}},
                 // Ends exactly on the corner point (4,4): the diagonal line to (4,4) touches it.
                 Row{"a wall ending on a corner", {4, 4, 6, 4, ""}, {{4, 4}}},
                 // Ends 0.1 short of the corner: nothing touched.
                 Row{"a wall ending short of a corner", {4.1, 4, 6, 4, ""}, {}},
                 // At an angle across the diagonal to (2,2) only.
                 Row{"a wall at an angle", {2.8, 3.1, 3.1, 2.8, ""}, {{2, 2}}},
                 // Along the edge line between (3,3) and (3,4): the line to (3,4) crosses it.
                 Row{"a wall along a cell edge", {3.2, 4, 3.8, 4, ""}, {{3, 4}}});
    INFO(row.what);
    const auto e = build({open7, {token("t", "a", 3, 3)}, {row.wall}});
    auto expected = square(2, 2, 4, 4);
    for (const auto &c : row.cut)
        expected.remove(c);
    CHECK(zoneOf(e, "t") == expected);
}

// docs/rules.md §5.2: "For a ZoC line, only the footprint cells nearest to the target cell count;
// one unblocked line from any of them is enough."
TEST_CASE("ZoC: only the nearest footprint cells draw lines", "[zoc][size]")
{
    const Rows map = {"........", "........", "........", "........",
                      "........", "........", "........", "........"};
    SECTION("one of two nearest lines unblocked is enough")
    {
        // Size 2 at (1,1); target (4,1) at distance 2 from (2,1) and (2,2). The wall blocks
        // (2.5,1.5)->(4.5,1.5) but ends before (2.5,2.5)->(4.5,1.5) crosses x = 3 (y = 2.25).
        const auto e = build({map, {reach(token("t", "a", 1, 1, 2), 2)}, {{3, 0, 3, 1.6, ""}}});
        CHECK(zoneOf(e, "t").contains({4, 1}));
        const auto closed = build({map, {reach(token("t", "a", 1, 1, 2), 2)}, {{3, 0, 3, 3, ""}}});
        CHECK_FALSE(closed.board.square.walls.isEmpty());
        CHECK_FALSE(zoneOf(closed, "t").contains({4, 1}));
    }
    SECTION("a farther footprint cell's clear line does not count")
    {
        // Target (4,4): the only nearest cell is (2,2); the short wall across its diagonal
        // blocks that line, while (1.5,2.5)->(4.5,4.5) and (2.5,1.5)->(4.5,4.5) pass clear.
        const auto e =
            build({map, {reach(token("t", "a", 1, 1, 2), 2)}, {{3.7, 3.9, 3.9, 3.7, ""}}});
        const auto zone = zoneOf(e, "t");
        CHECK_FALSE(zone.contains({4, 4}));
        CHECK(zone.contains({3, 3}));
        CHECK(zone.contains({4, 3}));
    }
}
