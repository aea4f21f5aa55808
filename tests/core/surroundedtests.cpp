#include "engine/squarestep.h"
#include "engine/surrounded.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>

using namespace SquareScenario;

namespace
{

struct Outcome {
    Surrounded::Rule rule;
    QStringList by;
    QStringList inZocOf;
};

Outcome surrounded(const Encounter &e, const char *id)
{
    const int t = e.tokenIndex(QString::fromUtf8(id));
    REQUIRE(t >= 0);
    const OccupancyMap occupancy(e, Perspective::GameMaster);
    const ZocMap zocs(e);
    const auto result = Surrounded::evaluate(t, e, occupancy, zocs);
    auto ids = [&](const QVector<int> &indices) {
        QStringList out;
        for (const int i : indices)
            out << e.tokens[i].id;
        out.sort();
        return out;
    };
    return {result.rule, ids(result.by), ids(Surrounded::enemiesHolding(t, e, zocs))};
}

QStringList ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const auto *s : list)
        out << QString::fromUtf8(s);
    return out;
}

constexpr auto None = Surrounded::Rule::None;
constexpr auto NoWayOut = Surrounded::Rule::NoWayOut;
constexpr auto Corners = Surrounded::Rule::OppositeCorners;

} // namespace

// Seed 002 Surrounded: "you are surrounded if you are within the zone of control of one or more
// enemies, and every area within one pace into which you could move is also within the zone of
// control of at least one of those enemies."
TEST_CASE("Surrounded (A): no way out, in a corridor", "[surrounded]")
{
    struct Row {
        const char *what;
        Rows map;
        QList<TokenSpec> others;
        QList<WallSpec> walls;
        Surrounded::Rule rule;
        QStringList by;
        QStringList tConditions;
    };
    // T stands at (1,0) of a corridor; the enemy E at (2,0) holds it.
    const auto row =
        GENERATE(Row{"open behind: a way out", {"....."}, {}, {}, None, {}},
                 // "If an obstacle prevents movement into a area, that area doesn't need to be in
                 // an enemy's zone of control for you to be surrounded."
                 Row{"an obstacle behind", {"o...."}, {}, {}, NoWayOut, ids({"e"})},
                 Row{"a wall behind", {"#...."}, {}, {}, NoWayOut, ids({"e"})},
                 // "Since you can move into the area of a friendly character, an area occupied by a
                 // friendly character doesn't count against you"
                 Row{"an ally behind", {"....."}, {token("ally", "party", 0, 0)}, {}, None, {}},
                 // "... unless it is also in an enemy's zone of control."
                 Row{"an ally behind, in the enemy's zone",
                     {"....."},
                     {token("ally", "party", 0, 0), reach(token("e2", "foes", 3, 0), 3)},
                     {},
                     NoWayOut,
                     ids({"e", "e2"})},
                 // "You are not surrounded as long as you could leave the zones of control you are
                 // currently in, even if it means moving into someone else's zone of control."
                 // `far` holds (0,0), but the wall touching the corner (1,1) cuts its line to T.
                 Row{"behind lies the zone of an enemy that does not hold T",
                     {"......", ".ooooo"},
                     {token("far", "foes", 0, 1)},
                     {{1, 1, 1, 2, ""}},
                     None,
                     {}},
                 // Enemies close a way: their cells cannot be entered.
                 Row{"an enemy without ZoC behind",
                     {"....."},
                     {with(token("e2", "foes", 0, 0), {"reeling"})},
                     {},
                     NoWayOut,
                     ids({"e"})},
                 // A third side is an enemy too (docs/rules.md §1.3).
                 Row{"a third side's token behind",
                     {"....."},
                     {noZoc(token("x", "third", 0, 0))},
                     {},
                     NoWayOut,
                     ids({"e"})},
                 // docs/rules.md §1.5: "T's conditions are ignored: the rule speaks of hypothetical
                 // movement."
                 Row{"T's own conditions do not matter",
                     {"....."},
                     {},
                     {},
                     None,
                     {},
                     {QStringLiteral("knocked-down"), QStringLiteral("defeated")}});
    INFO(row.what);
    Spec spec{row.map, {token("t", "party", 1, 0), token("e", "foes", 2, 0)}, row.walls};
    spec.tokens[0].conditions = row.tConditions;
    spec.tokens += row.others;
    const auto e = build(spec);
    const auto out = surrounded(e, "t");
    CHECK(out.rule == row.rule);
    CHECK(out.by == row.by);
    if (QString::fromUtf8(row.what).startsWith(QStringLiteral("behind lies")))
        CHECK(out.inZocOf == ids({"e"}));
}

// docs/rules.md §1.5: "E_in is not empty" and "ZoCs of enemies that T is not in right now do not
// count"; seed 002: "You might temporarily loose your zone of control while you are
// knocked-down, reeling, confused".
TEST_CASE("Surrounded (A): only active zones that hold T now count", "[surrounded]")
{
    const char *condition =
        GENERATE(as<const char *>{}, "reeling", "knocked-down", "confused", "defeated");
    INFO(condition);
    const Rows map = {"o...."};
    SECTION("the only enemy has lost its zone: not surrounded")
    {
        const auto e =
            build({map, {token("t", "party", 1, 0), with(token("e", "foes", 2, 0), {condition})}});
        const auto out = surrounded(e, "t");
        CHECK(out.rule == None);
        CHECK(out.inZocOf.isEmpty());
    }
    SECTION("a second enemy still holds T")
    {
        const auto e =
            build({{"o....", "....."},
                   {token("t", "party", 1, 0), with(token("e", "foes", 2, 0), {condition}),
                    token("f", "foes", 2, 1)}});
        const auto out = surrounded(e, "t");
        // Steps: (0,0) obstacle; (2,0) and (2,1) enemies; (0,1) cuts the obstacle's corner;
        // (1,1) lies in f's zone.
        CHECK(out.inZocOf == ids({"f"}));
        CHECK(out.rule == NoWayOut);
        CHECK(out.by == ids({"f"}));
    }
}

// docs/rules.md §1.7: "A diagonal step is illegal when either of the two orthogonal cells it passes
// between is impassable or holds an enemy"; seed 002: "You can't move diagonally if the movement
// would cut through an impassable obstacle or a enemy."
TEST_CASE("Surrounded (A): diagonal ways out and corner cutting", "[surrounded][diagonal]")
{
    struct Row {
        const char *what;
        Rows map;
        QList<TokenSpec> others;
        QList<WallSpec> walls;
        Surrounded::Rule rule;
    };
    // T at (1,1), enemy E at (1,0) holds rows 0-1; only row 2 is outside E's zone.
    const auto row = GENERATE(
        Row{"straight down is open", {"...", "...", "..."}, {}, {}, None},
        Row{"below blocked: both diagonals cut the obstacle's corner",
            {"...", "...", ".o."},
            {},
            {},
            NoWayOut},
        Row{"below an ally: a way out",
            {"...", "...", "..."},
            {token("ally", "party", 1, 2)},
            {},
            None},
        Row{"below an enemy without ZoC: closed, and the diagonals cut it",
            {"...", "...", "..."},
            {noZoc(token("g", "foes", 1, 2))},
            {},
            NoWayOut},
        Row{"a wall segment under T's cell closes all three steps down",
            {"...", "...", "..."},
            {},
            {{1, 2, 2, 2, ""}},
            NoWayOut},
        Row{"a short wall closes only the straight step",
            {"...", "...", "o.o"},
            {},
            {{1.2, 2, 1.8, 2, ""}},
            NoWayOut},
        Row{"a short wall leaves the diagonals",
            {"...", "...", "..."},
            {},
            {{1.2, 2, 1.8, 2, ""}},
            None},
        Row{"a closed door under T", {"...", "...", "..."}, {}, {{1, 2, 2, 2, "closed"}}, NoWayOut},
        Row{"an open door under T", {"...", "...", "..."}, {}, {{1, 2, 2, 2, "open"}}, None});
    INFO(row.what);
    Spec spec{row.map, {token("t", "party", 1, 1), token("e", "foes", 1, 0)}, row.walls};
    spec.tokens += row.others;
    const auto e = build(spec);
    CHECK(surrounded(e, "t").rule == row.rule);
}

// Steps of a big footprint (docs/rules.md §5.7 "Tokens larger than one cell, moving").
TEST_CASE("SquareStep: whole footprints, walls from every cell, corners beside the footprint",
          "[surrounded][step][size]")
{
    const int size = GENERATE(1, 2, 3, 4);
    INFO("size " << size);
    QStringList map(size + 4, QString(size + 4, QLatin1Char('.')));
    SECTION("open ground: all eight steps")
    {
        const auto e = build({map, {token("t", "a", 2, 2, size)}});
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        for (const auto &d : SquareStep::Directions)
            CHECK(SquareStep::canStep(e.tokens[0], d.x(), d.y(), e, occupancy));
    }
    SECTION("one obstacle beside the far corner stops the straight step and both diagonals")
    {
        map[2 + size - 1][2 + size] = QLatin1Char('o'); // right of the bottom-right cell
        const auto e = build({map, {token("t", "a", 2, 2, size)}});
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 1, 0, e, occupancy));
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 1, 1, e, occupancy));
        // Up-right passes between it and the cell above the bottom-right cell's neighbour:
        // the obstacle is one of the two orthogonal cells of the bottom-right cell's step.
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 1, -1, e, occupancy));
        CHECK(SquareStep::canStep(e.tokens[0], 0, 1, e, occupancy));
        CHECK(SquareStep::canStep(e.tokens[0], -1, 0, e, occupancy));
    }
    SECTION("a wall segment between two footprint columns' next cells stops the step")
    {
        // A short wall on the footprint's right edge line, crossed only by the top row's move.
        const double wx = 2 + size;
        const auto e = build({map, {token("t", "a", 2, 2, size)}, {{wx, 2.4, wx, 2.6, ""}}});
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 1, 0, e, occupancy));
        CHECK(SquareStep::canStep(e.tokens[0], 0, 1, e, occupancy));
    }
    SECTION("the map edge closes a way")
    {
        const auto e = build({map, {token("t", "a", 0, 0, size)}});
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], -1, 0, e, occupancy));
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 0, -1, e, occupancy));
        CHECK_FALSE(SquareStep::canStep(e.tokens[0], 1, -1, e, occupancy));
        CHECK(SquareStep::canStep(e.tokens[0], 1, 1, e, occupancy));
    }
    SECTION("an ally's cells can be entered, an enemy's cannot")
    {
        const auto friends =
            build({map, {token("t", "a", 1, 1, size), token("f", "a", 1 + size, 1)}});
        const OccupancyMap fo(friends, Perspective::GameMaster);
        CHECK(SquareStep::canStep(friends.tokens[0], 1, 0, friends, fo));
        const auto foes = build({map, {token("t", "a", 1, 1, size), token("f", "b", 1 + size, 1)}});
        const OccupancyMap eo(foes, Perspective::GameMaster);
        CHECK_FALSE(SquareStep::canStep(foes.tokens[0], 1, 0, foes, eo));
        CHECK_FALSE(SquareStep::canStep(foes.tokens[0], 1, 1, foes, eo));
        CHECK(SquareStep::canStep(foes.tokens[0], 0, 1, foes, eo));
    }
}

// Seed 002: "You are also surrounded if you have two enemies with active zones of control on
// directly opposite corners of you." docs/rules.md §1.5 (B), for anchor (x, y) and size s.
TEST_CASE("Surrounded (B): opposite corners, sizes 1 to 4", "[surrounded][corners][size]")
{
    const int s = GENERATE(1, 2, 3, 4);
    const int diagonal = GENERATE(0, 1);
    INFO("size " << s
                 << (diagonal ? ", corners top-right and bottom-left"
                              : ", corners top-left and bottom-right"));
    const QStringList map(s + 6, QString(s + 6, QLatin1Char('.')));
    const int x = 3;
    const int y = 3;
    const QPoint c1 = diagonal ? QPoint(x + s, y - 1) : QPoint(x - 1, y - 1);
    const QPoint c2 = diagonal ? QPoint(x - 1, y + s) : QPoint(x + s, y + s);
    auto at = [](const char *id, const char *side, QPoint p) {
        return token(id, side, p.x(), p.y());
    };
    SECTION("two enemies with active zones")
    {
        const auto e =
            build({map, {token("t", "a", x, y, s), at("e1", "b", c1), at("e2", "b", c2)}});
        const auto out = surrounded(e, "t");
        CHECK(out.rule == Corners);
        CHECK(out.by == ids({"e1", "e2"}));
    }
    SECTION("one of them without a zone")
    {
        const auto e = build(
            {map,
             {token("t", "a", x, y, s), at("e1", "b", c1), with(at("e2", "b", c2), {"confused"})}});
        CHECK(surrounded(e, "t").rule == None);
    }
    SECTION("enemies of each other's side both count, allies do not")
    {
        const auto e =
            build({map, {token("t", "a", x, y, s), at("e1", "b", c1), at("e2", "c", c2)}});
        CHECK(surrounded(e, "t").rule == Corners);
        Spec spec{map, {token("t", "a", x, y, s), at("e1", "b", c1), at("e2", "c", c2)}};
        spec.allies = {{QStringLiteral("a"), QStringLiteral("c")}};
        CHECK(surrounded(build(spec), "t").rule == None);
    }
    SECTION("a big enemy covering a corner with any of its cells")
    {
        // e1 is size 2 with its bottom-right cell on c1 (when that stays on the map).
        const auto e = build(
            {map,
             {token("t", "a", x, y, s),
              token("e1", "b", c1.x() - (diagonal ? 0 : 1), c1.y() - 1, 2), at("e2", "b", c2)}});
        CHECK(surrounded(e, "t").rule == Corners);
    }
}

// docs/rules.md §5.3: "Rule (B) needs two distinct tokens. It does not need either of them to hold
// T in its ZoC."
TEST_CASE("Surrounded (B): the corners need not hold T in their zones", "[surrounded][corners]")
{
    // A wall segment touching the corner point (2,2) cuts e1's zone line to T's cell, so e1
    // does not hold T; T can still step left, outside e2's zone. Rule (A) fails, (B) holds.
    const auto e = build({{".....", ".....", ".....", ".....", "....."},
                          {token("t", "a", 2, 2), token("e1", "b", 1, 1), token("e2", "b", 3, 3)},
                          {{1.5, 2, 2, 2, ""}}});
    const auto out = surrounded(e, "t");
    CHECK(out.inZocOf == ids({"e2"}));
    CHECK(out.rule == Corners);
    CHECK(out.by == ids({"e1", "e2"}));
}

// docs/rules.md §5.3: "no-way-out, which is reported whenever it holds"; docs/cli.md §4.1:
// "When both rules hold, it is no-way-out."
TEST_CASE("Surrounded: no-way-out wins when both rules hold", "[surrounded]")
{
    SECTION("both hold: no-way-out, by E_in")
    {
        const auto e =
            build({{"..o", "...", "o.."},
                   {token("t", "a", 1, 1), token("e1", "b", 0, 0), token("e2", "b", 2, 2)}});
        const auto out = surrounded(e, "t");
        CHECK(out.rule == NoWayOut);
        CHECK(out.by == ids({"e1", "e2"}));
    }
    SECTION("a free diagonal corner: only opposite corners")
    {
        const auto e =
            build({{"...", "...", "..."},
                   {token("t", "a", 1, 1), token("e1", "b", 0, 0), token("e2", "b", 2, 2)}});
        CHECK(surrounded(e, "t").rule == Corners);
    }
    SECTION("no-way-out lists only E_in, not a corner enemy outside it")
    {
        // e3 (reach 0) stands on the top-right corner but its zone is its own cell.
        const auto e = build({{"..o", "...", "o.."},
                              {token("t", "a", 1, 1), token("e1", "b", 0, 0),
                               token("e2", "b", 2, 2), reach(token("e3", "b", 2, 0), 0)}});
        const auto out = surrounded(e, "t");
        CHECK(out.rule == NoWayOut);
        CHECK(out.by == ids({"e1", "e2"}));
    }
}

// Seed 002: "Even if you can't move, or could teleport, the areas within one pace into which you
// could hypothetically move should be considered." docs/rules.md §5.3: zero possible steps
// with E_in non-empty is surrounded.
TEST_CASE("Surrounded (A): a big token in a dead end, sizes 1 to 4", "[surrounded][size]")
{
    const int s = GENERATE(1, 2, 3, 4);
    INFO("size " << s);
    const QStringList map(s + 4, QString(s, QLatin1Char('.')));
    SECTION("no step at all, held by the enemy below")
    {
        const auto e = build({map, {token("t", "a", 0, 0, s), token("e", "b", 0, s)}});
        const auto out = surrounded(e, "t");
        CHECK(out.rule == NoWayOut);
        CHECK(out.by == ids({"e"}));
    }
    SECTION("a step down into the zone of an enemy that does not hold T")
    {
        const auto e = build({map, {token("t", "a", 0, 0, s), token("e", "b", 0, s + 1)}});
        const auto out = surrounded(e, "t");
        CHECK(out.inZocOf.isEmpty());
        CHECK(out.rule == None);
    }
    SECTION("the same enemy with reach 2 holds T, and the only step stays in its zone")
    {
        const auto e =
            build({map, {token("t", "a", 0, 0, s), reach(token("e", "b", 0, s + 1), 2)}});
        const auto out = surrounded(e, "t");
        CHECK(out.inZocOf == ids({"e"}));
        CHECK(out.rule == NoWayOut);
    }
    SECTION("an enemy in the map corner: the map edge closes every way")
    {
        const auto e = build({map, {token("t", "a", 0, 0, s), token("e", "b", s - 1, s)}});
        // T's only step is down, onto e: impossible. Zero steps, E_in = {e}.
        CHECK(surrounded(e, "t").rule == NoWayOut);
    }
}
