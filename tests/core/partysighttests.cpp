#include "engine/lineofsight.h"
#include "engine/partysight.h"
#include "squarescenario.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

// What the party sees in the fog of war's party-sight mode (src/core/engine/partysight.h): the
// line of sight of docs/rules.md §1.6 from a party token to a one-cell token on each cell.

using namespace SquareScenario;

namespace
{

QSet<QPoint> cellSet(std::initializer_list<QPoint> list)
{
    return QSet<QPoint>(list.begin(), list.end());
}

QSet<QPoint> rect(int x, int y, int w, int h)
{
    QSet<QPoint> cells;
    for (int j = y; j < y + h; ++j) {
        for (int i = x; i < x + w; ++i)
            cells.insert({i, j});
    }
    return cells;
}

// Catch prints strings, not QSet: a failing comparison shows both sides as "(x,y) …" lists.
std::string describe(const QSet<QPoint> &cells)
{
    QList<QPoint> sorted(cells.cbegin(), cells.cend());
    std::sort(sorted.begin(), sorted.end(), [](const QPoint &a, const QPoint &b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    std::string text;
    for (const auto &c : sorted)
        text += "(" + std::to_string(c.x()) + "," + std::to_string(c.y()) + ") ";
    return text;
}

#define CHECK_CELLS(actual, expected) CHECK(describe(actual) == describe(expected))

// The same rule by another road: LineOfSight::between, the engine's own sight test, from each
// party token to a one-cell probe token put on the cell. Tokens never block sight, so the probe
// and the other tokens change nothing.
QSet<QPoint> bruteForce(const Encounter &encounter, const QString &party)
{
    Encounter probed = encounter;
    Token probe;
    probe.id = QStringLiteral("probe");
    probe.side = party;
    probed.tokens << probe;
    const int probeIndex = int(probed.tokens.size()) - 1;
    const auto &board = encounter.board.square;
    QSet<QPoint> seen;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            probed.tokens[probeIndex].x = x;
            probed.tokens[probeIndex].y = y;
            const OccupancyMap occupancy(probed, Perspective::GameMaster);
            for (int i = 0; i < probeIndex; ++i) {
                const auto &t = probed.tokens[i];
                if (t.hidden || (t.side != party && !encounter.areAllied(t.side, party)))
                    continue;
                if (t.footprintRect().contains(x, y) ||
                    LineOfSight::between(i, probeIndex, probed, occupancy).lineOfSight) {
                    seen.insert({x, y});
                    break;
                }
            }
        }
    }
    return seen;
}

} // namespace

// docs/rules.md §3.1: party sight is "the line of sight of §1.6 from a party token to a
// one-cell token on the cell". §1.6: "A segment counts as blocked if one of the cells it passes
// through has sight-blocking terrain, or if a blocking wall touches it anywhere"; "touching a
// corner point is not passing through". §5.6: "One shared point is enough for a wall to block a
// line of sight ...: the wall may ... end on it". §1.2: "a closed door is a wall, an open door
// blocks nothing at all".
TEST_CASE("Party sight: a worked map with terrain, a wall's end, doors and a 2x2 token", "[fog]")
{
    // x:  0 1 2 3 | 4 5 6        The line x = 4 is, top to bottom: a closed door (4,0)-(4,2),
    // 0   . . . . | . . .        an open door (4,2)-(4,3), a wall (4,3)-(4,5). '#' at (5,2)
    // 1   P P . . | . . .        blocks sight. The party token P is 2x2 at (0,1); its centres
    // 2   P P . . : . # .        are A (0.5,1.5), B (1.5,1.5), C (0.5,2.5), D (1.5,2.5).
    // 3   . . . . | . . .        A line from (px,py) to the centre (qx,qy) of a cell right of
    // 4   . . . . | . . .        x = 4 crosses it at y = py + (qy - py)(4 - px) / (qx - px),
    //                            and gets through only when 2 < y < 3 (the open door's inside).
    //
    // Left of x = 4 nothing blocks: every centre there has x <= 3.5, short of the line, and the
    // one '#' lies right of it. All 20 cells are seen.
    // Row 0 (qy 0.5) and row 1 (qy 1.5): every line meets x = 4 at y <= 2: the closed door. The
    //   closest is D to (6.5,1.5): y = 2.5 - 2.5/5 = 2, exactly the closed door's end. Touching
    //   counts, so (6,1) is not seen.
    // Row 2: C's level line y = 2.5 goes through the open door: (4,2) and (5,2) are seen (the
    //   target's own '#' never blocks). (6,2) lies behind the '#': C and D run through it, A
    //   crosses (5,2) at y 2.25..2.42, and B meets x = 4 at y = 2, the closed door's end.
    // Row 3 (qy 3.5): to (4,3) all four lines meet x = 4 at y in 3.17..3.38: the wall. To (5,3)
    //   A meets x = 4 at y = 2.9, through the door, then runs below the '#'. To (6,3) A meets
    //   x = 4 at 2.67 and passes exactly through (5,3), the '#' cell's corner: touching a
    //   corner is not passing through, so it is seen. (B crosses the '#', C meets the wall, and
    //   D meets x = 4 at y = 3, the wall's end.)
    // Row 4 (qy 4.5): every line meets x = 4 at y >= 3: the wall. B to (6.5,4.5) meets it at
    //   exactly y = 3, the wall's end: blocked again.
    const auto e = build({{".......", ".......", ".....#.", ".......", "......."},
                          {token("hero", "party", 0, 1, 2), token("orc", "foes", 6, 0)},
                          {{4, 0, 4, 2, "closed"}, {4, 2, 4, 3, "open"}, {4, 3, 4, 5, ""}}});
    const auto expected = rect(0, 0, 4, 5) + cellSet({{4, 2}, {5, 2}, {5, 3}, {6, 3}});
    CHECK_CELLS(PartySight::cells(e, QStringLiteral("party")), expected);
    CHECK_FALSE(PartySight::sees(e, QRect(0, 1, 2, 2), {6, 1}));
    CHECK(PartySight::sees(e, QRect(0, 1, 2, 2), {6, 3}));
    // The orc beyond the closed door does not reveal its corner to the party; its own side
    // sees it.
    CHECK(PartySight::cells(e, QStringLiteral("foes")).contains(QPoint(5, 0)));
    CHECK_CELLS(bruteForce(e, QStringLiteral("party")), expected);
}

// docs/rules.md §1.6: "Running along a grid line or touching a corner point is not passing
// through"; §5.6: "One shared point is enough for a wall to block a line of sight ...: the wall
// may cross it, end on it".
TEST_CASE("Party sight: a diagonal through a corner point", "[fog]")
{
    struct Row {
        const char *what;
        Rows rows;
        QList<WallSpec> walls;
        QSet<QPoint> seen;
    };
    const auto row = GENERATE(Row{"wall cells beside the diagonal touch it only at their corners",
                                  {".#", "#."},
                                  {},
                                  rect(0, 0, 2, 2)},
                              Row{"a wall ending on the diagonal blocks it",
                                  {"..", ".."},
                                  {{1, 0, 1, 1, ""}},
                                  cellSet({{0, 0}, {0, 1}})},
                              Row{"a wall starting on the diagonal and leading away blocks it too",
                                  {"..", ".."},
                                  {{1, 1, 2, 1, ""}},
                                  cellSet({{0, 0}, {1, 0}, {0, 1}})},
                              Row{"an open door ending on it does not, nor anywhere else",
                                  {"..", ".."},
                                  {{1, 0, 1, 1, "open"}},
                                  rect(0, 0, 2, 2)},
                              Row{"a closed door does",
                                  {"..", ".."},
                                  {{1, 0, 1, 1, "closed"}},
                                  cellSet({{0, 0}, {0, 1}})});
    INFO(row.what);
    const auto e = build({row.rows, {token("hero", "party", 0, 0)}, row.walls});
    CHECK_CELLS(PartySight::cells(e, QStringLiteral("party")), row.seen);
}

// docs/rules.md §3.1: the party is one side "plus allied sides"; §1.3: "allies are declared per
// pair of sides".
TEST_CASE("Party sight: allied sides' tokens reveal too, enemies' and hidden ones do not", "[fog]")
{
    // A corridor cut in three by closed doors at x = 2 and x = 4.
    const QList<WallSpec> doors = {{2, 0, 2, 1, "closed"}, {4, 0, 4, 1, "closed"}};
    auto spec = Spec{
        {"......"},
        {token("hero", "party", 0, 0), token("guide", "friends", 2, 0), token("orc", "foes", 5, 0)},
        doors};
    SECTION("without the alliance only the party's own room")
    {
        const auto e = build(spec);
        CHECK_CELLS(PartySight::cells(e, QStringLiteral("party")), rect(0, 0, 2, 1));
    }
    SECTION("an ally's room too, whichever side of the pair asks")
    {
        spec.allies = {{QStringLiteral("party"), QStringLiteral("friends")}};
        const auto e = build(spec);
        CHECK_CELLS(PartySight::cells(e, QStringLiteral("party")), rect(0, 0, 4, 1));
        CHECK_CELLS(PartySight::cells(e, QStringLiteral("friends")), rect(0, 0, 4, 1));
    }
    SECTION("an enemy's room never")
    {
        spec.allies = {{QStringLiteral("party"), QStringLiteral("friends")}};
        const auto e = build(spec);
        CHECK_FALSE(PartySight::cells(e, QStringLiteral("party")).contains(QPoint(5, 0)));
        CHECK_CELLS(PartySight::cells(e, QStringLiteral("foes")), rect(4, 0, 2, 1));
    }
    SECTION("a hidden party token reveals nothing: the fog would betray where it stands")
    {
        spec.tokens[1] = hidden(token("guide", "party", 2, 0));
        const auto e = build(spec);
        CHECK_CELLS(PartySight::cells(e, QStringLiteral("party")), rect(0, 0, 2, 1));
    }
    SECTION("no side, or the Combat Grid: nothing")
    {
        const auto e = build(spec);
        CHECK(PartySight::cells(e, QString()).isEmpty());
    }
}

// docs/rules.md §3.1 defines party sight through §1.6's line of sight; LineOfSight::between is
// that line of sight, so the two must agree on every cell of every map.
TEST_CASE("Party sight: equals LineOfSight to a one-cell token, on random maps", "[fog]")
{
    std::mt19937 random(20240611);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
    const char *terrain = "....#o";
    const char *doors[] = {"", "", "open", "closed"};
    const char *sides[] = {"party", "party", "friends", "foes"};
    int partlySeen = 0;
    for (int round = 0; round < 300; ++round) {
        Spec spec;
        const int width = pick(1, 7);
        const int height = pick(1, 6);
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row += QLatin1Char(terrain[pick(0, 5)]);
            spec.rows << row;
        }
        // Wall points on the half-cell lattice, so that many lines run exactly through a
        // wall's end or along it.
        for (int w = pick(0, 4); w > 0; --w)
            spec.walls << WallSpec{pick(0, 2 * width) / 2.0, pick(0, 2 * height) / 2.0,
                                   pick(0, 2 * width) / 2.0, pick(0, 2 * height) / 2.0,
                                   doors[pick(0, 3)]};
        for (int t = pick(1, 4); t > 0; --t) {
            auto spec1 =
                token("t", sides[pick(0, 3)], pick(0, width - 1), pick(0, height - 1), pick(1, 2));
            spec1.id = QStringLiteral("t%1").arg(t);
            if (pick(0, 5) == 0)
                spec1.hidden = true;
            spec.tokens << spec1;
        }
        if (pick(0, 1) == 0)
            spec.allies = {{QStringLiteral("party"), QStringLiteral("friends")}};
        const auto e = build(spec);
        INFO("round " << round << ": " << json(spec).toStdString());
        const auto seen = PartySight::cells(e, QStringLiteral("party"));
        CHECK_CELLS(seen, bruteForce(e, QStringLiteral("party")));
        if (!seen.isEmpty() && seen.size() < width * height)
            ++partlySeen;
    }
    // The maps are worth the comparison: many have cells the party cannot see.
    CHECK(partlySeen > 100);
}
