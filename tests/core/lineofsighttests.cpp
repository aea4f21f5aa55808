#include "engine/lineofsight.h"
#include "engine/squaregeometry.h"
#include "squarescenario.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

using namespace SquareScenario;

namespace
{

LineOfSight::Result sight(const Encounter &e, const char *a, const char *b)
{
    const int ia = e.tokenIndex(QString::fromUtf8(a));
    const int ib = e.tokenIndex(QString::fromUtf8(b));
    REQUIRE(ia >= 0);
    REQUIRE(ib >= 0);
    return LineOfSight::between(ia, ib, e, OccupancyMap(e, Perspective::GameMaster));
}

QVector<QPoint> cells(std::initializer_list<QPoint> list)
{
    return QVector<QPoint>(list);
}

} // namespace

// docs/rules.md §1.6: "A segment passes through cell c when it meets the interior of c. Touching
// only an edge line or a corner point does not count."
TEST_CASE("Sight: an exact diagonal only touches the cells beside it", "[sight]")
{
    SECTION("obstacles beside the diagonal give no cover")
    {
        const auto e =
            build({{".o.", "o.o", ".o."}, {token("a", "x", 0, 0), token("b", "y", 2, 2)}});
        const auto s = sight(e, "a", "b");
        CHECK(s.lineOfSight);
        CHECK_FALSE(s.cover);
        CHECK(s.coveringCells.isEmpty());
    }
    SECTION("an obstacle on the diagonal does")
    {
        const auto e =
            build({{"...", ".o.", "..."}, {token("a", "x", 0, 0), token("b", "y", 2, 2)}});
        const auto s = sight(e, "a", "b");
        CHECK(s.lineOfSight);
        CHECK(s.cover);
        CHECK(s.coveringCells == cells({{1, 1}}));
    }
    SECTION("walls beside the diagonal do not block it")
    {
        const auto e =
            build({{".#.", "#.#", ".#."}, {token("a", "x", 0, 0), token("b", "y", 2, 2)}});
        CHECK(sight(e, "a", "b").lineOfSight);
    }
    SECTION("a knight's line passes the two cells it cuts")
    {
        const auto e = build({{"..", "o.", ".."}, {token("a", "x", 0, 0), token("b", "y", 1, 2)}});
        const auto s = sight(e, "a", "b");
        CHECK(s.cover);
        CHECK(s.coveringCells == cells({{0, 1}}));
    }
}

// docs/rules.md §1.6: "A segment is blocked when it passes through a cell whose terrain blocks
// sight"; seed 002 Cover: "Remember than you can't normally target a character that you can't
// see at all."
TEST_CASE("Sight: wall cells block, and are listed as the reason", "[sight]")
{
    const auto e = build({{".#.", "..."}, {token("a", "x", 0, 0), token("b", "y", 2, 0)}});
    const auto s = sight(e, "a", "b");
    CHECK_FALSE(s.lineOfSight);
    CHECK_FALSE(s.cover);
    CHECK(s.coveringCells.isEmpty());
    CHECK(s.coveringTokens.isEmpty());
    CHECK(s.blockingCells == cells({{1, 0}}));
    CHECK(s.segments == 1);
    CHECK(s.blockedSegments == 1);
}

// Seed 002 Cover: "Any skill that passes through an area containing an obstacle or another
// character suffers a bane." docs/rules.md §5.4: "Every token other than the attacker and the
// target gives cover, whatever its side or condition." "Tokens never block sight."
TEST_CASE("Sight: any other token gives cover and never blocks", "[sight][tokens]")
{
    struct Row {
        const char *what;
        TokenSpec middle;
    };
    const auto row = GENERATE(Row{"an ally of the attacker", token("c", "x", 2, 0)},
                              Row{"an enemy of the attacker", token("c", "y", 2, 0)},
                              Row{"a third side", token("c", "z", 2, 0)},
                              Row{"a defeated token", with(token("c", "y", 2, 0), {"defeated"})},
                              Row{"a token without ZoC", noZoc(token("c", "x", 2, 0))},
                              Row{"a hidden token (GM view)", hidden(token("c", "y", 2, 0))},
                              Row{"a big token", token("c", "y", 2, 0, 2)});
    INFO(row.what);
    const auto e =
        build({{".....", "....."}, {token("a", "x", 0, 0), token("b", "y", 4, 0), row.middle}});
    const auto s = sight(e, "a", "b");
    CHECK(s.lineOfSight);
    CHECK(s.cover);
    CHECK(s.coveringTokens == QStringList{QStringLiteral("c")});
    CHECK(s.coveringCells.isEmpty());
}

// docs/rules.md §1.6: "Cover: ... when there is line of sight and every unblocked segment is
// covered. The attacker always picks its best line."
TEST_CASE("Sight: cover needs every unblocked segment covered", "[sight][size]")
{
    SECTION("one clear line to a big target: no cover")
    {
        const auto e = build({{"....", ".o.."}, {token("a", "x", 0, 0), token("b", "y", 2, 0, 2)}});
        const auto s = sight(e, "a", "b");
        CHECK(s.lineOfSight);
        CHECK_FALSE(s.cover);
        CHECK(s.coveringCells.isEmpty());
        CHECK(s.segments == 4);
        CHECK(s.coveredSegments == 1);
    }
    SECTION("every line covered: cover, by the union of what covers them")
    {
        const auto e = build({{".o..", ".o.."}, {token("a", "x", 0, 0), token("b", "y", 2, 0, 2)}});
        const auto s = sight(e, "a", "b");
        CHECK(s.cover);
        CHECK(s.coveringCells == cells({{1, 0}, {1, 1}}));
    }
    SECTION("blocked lines need no cover, and what lies only on them is not listed")
    {
        // The wall x = 2, 0 <= y <= 0.9 blocks every line but (0.5,0.5)->(3.5,1.5), which
        // crosses x = 2 at y = 1.0. Obstacle (2,1) covers that line; (2,0) lies on blocked
        // lines only.
        const auto e = build({{"..o..", "..o.."},
                              {token("a", "x", 0, 0), token("b", "y", 3, 0, 2)},
                              {{2, 0, 2, 0.9, ""}}});
        const auto s = sight(e, "a", "b");
        CHECK(s.lineOfSight);
        CHECK(s.blockedSegments == 3);
        CHECK(s.cover);
        CHECK(s.coveringCells == cells({{2, 1}}));
        CHECK(s.blockingWalls == QVector<int>{0});
    }
}

// docs/rules.md §1.6: "look at every straight segment from the centre of a cell of A to the centre
// of a cell of B"; issue: "any cell of a multi-cell token can be the line's end".
TEST_CASE("Sight: any cell of a multi-cell token can end the line", "[sight][size]")
{
    const Rows map = {"..", "..", "#.", "..", ".."};
    SECTION("size 2 sees past the wall from its right-hand cells")
    {
        const auto e = build({map, {token("a", "x", 0, 0, 2), token("b", "y", 1, 4)}});
        CHECK(sight(e, "a", "b").lineOfSight);
        CHECK(sight(e, "b", "a").lineOfSight);
    }
    SECTION("size 1 in the corner does not")
    {
        const auto e = build({map, {token("a", "x", 0, 0), token("b", "y", 1, 4)}});
        CHECK_FALSE(sight(e, "a", "b").lineOfSight);
    }
}

// docs/rules.md §1.6 / §5.6: "A wall segment that touches a sight segment or a step segment
// anywhere blocks it, including at an end point or along a shared line." docs/file-format.md §3.3:
// "A closed door behaves like a wall; an open door blocks nothing."
TEST_CASE("Sight: wall segments, touching, ends on lines, angles and doors", "[sight][walls]")
{
    struct Row {
        const char *what;
        WallSpec wall;
        bool lineOfSight;
    };
    const auto row =
        GENERATE(Row{"crossing", {2, 0, 2, 1, ""}, false},
                 Row{"ending exactly on the line", {2, 0.5, 2, 1, ""}, false},
                 Row{"ending just short of the line", {2, 0.51, 2, 1, ""}, true},
                 Row{"starting on the line's end point", {4.5, 0.5, 4.5, 0, ""}, false},
                 Row{"along the line", {1, 0.5, 2, 0.5, ""}, false},
                 Row{"on the line's extension", {4.6, 0.5, 5, 0.5, ""}, true},
                 Row{"at an angle", {1.2, 0, 1.8, 1, ""}, false},
                 Row{"at an angle, missing", {1.2, 0, 1.8, 0.45, ""}, true},
                 Row{"a closed door", {2, 0, 2, 1, "closed"}, false},
                 Row{"an open door", {2, 0, 2, 1, "open"}, true},
                 Row{"along the top edge of the cells", {0, 0, 5, 0, ""}, true});
    INFO(row.what);
    const auto e = build({{"....."}, {token("a", "x", 0, 0), token("b", "y", 4, 0)}, {row.wall}});
    const auto s = sight(e, "a", "b");
    CHECK(s.lineOfSight == row.lineOfSight);
    CHECK(s.blockingWalls == (row.lineOfSight ? QVector<int>{} : QVector<int>{0}));
    // §1.6 is symmetric.
    CHECK(sight(e, "b", "a").lineOfSight == row.lineOfSight);
}

// docs/rules.md §5.5 `coveredBy`: "token ids, sorted, then [x, y] cells, sorted by y and then x".
TEST_CASE("Sight: covering tokens sorted, then cells by row and column", "[sight]")
{
    const auto e = build({{"...o..", "..o..."},
                          {token("a", "x", 0, 0, 2), token("b", "y", 5, 0), token("zed", "y", 4, 0),
                           token("abe", "x", 2, 0)}});
    const auto s = sight(e, "a", "b");
    CHECK(s.cover);
    CHECK(s.coveringTokens == QStringList{QStringLiteral("abe"), QStringLiteral("zed")});
    CHECK(s.coveringCells == cells({{3, 0}, {2, 1}}));
}

namespace
{

// An exact, independent test of "the closed segment pq meets the open interior of cell
// (cx, cy)", by clipping the segment's parameter t in rationals.
struct Fraction {
    Int128 num;
    Int128 den; // > 0
};
bool less(Fraction a, Fraction b)
{
    return a.num * b.den < b.num * a.den;
}
Fraction frac(Int128 num, Int128 den)
{
    return den < 0 ? Fraction{-num, -den} : Fraction{num, den};
}

bool meetsOpenCell(MicroPoint p, MicroPoint q, int cx, int cy)
{
    constexpr qint64 C = SquareGeometry::Cell;
    Fraction lo{0, 1};
    Fraction hi{1, 1};
    const qint64 bounds[2][2] = {{cx * C, (cx + 1) * C}, {cy * C, (cy + 1) * C}};
    const qint64 start[2] = {p.x, p.y};
    const qint64 delta[2] = {q.x - p.x, q.y - p.y};
    for (int axis = 0; axis < 2; ++axis) {
        if (delta[axis] == 0) {
            if (!(bounds[axis][0] < start[axis] && start[axis] < bounds[axis][1]))
                return false;
            continue;
        }
        auto t0 = frac(bounds[axis][0] - start[axis], delta[axis]);
        auto t1 = frac(bounds[axis][1] - start[axis], delta[axis]);
        if (less(t1, t0))
            std::swap(t0, t1);
        if (less(lo, t0))
            lo = t0;
        if (less(t1, hi))
            hi = t1;
    }
    // Open bounds on at least one axis (a segment of length > 0): strictly less is needed.
    if (delta[0] == 0 && delta[1] == 0)
        return true;
    return less(lo, hi);
}

// docs/rules.md §1.6 written out directly, cell by cell, with the independent crossing test.
LineOfSight::Result reference(int a, int b, const Encounter &e)
{
    const auto &board = e.board.square;
    const auto &rules = *e.rules;
    const auto &ta = e.tokens[a];
    const auto &tb = e.tokens[b];
    const QRect fa(ta.x, ta.y, ta.footprint(), ta.footprint());
    const QRect fb(tb.x, tb.y, tb.footprint(), tb.footprint());
    LineOfSight::Result r;
    QSet<QString> tokens;
    QSet<QPair<int, int>> coverCells;
    bool uncovered = false;
    int clear = 0;
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay)
        for (int ax = fa.left(); ax <= fa.right(); ++ax)
            for (int by = fb.top(); by <= fb.bottom(); ++by)
                for (int bx = fb.left(); bx <= fb.right(); ++bx) {
                    const auto p = SquareGeometry::cellCentre(ax, ay);
                    const auto q = SquareGeometry::cellCentre(bx, by);
                    bool blocked = SquareGeometry::touchesAnyWall(p, q, board.walls);
                    QSet<QString> segTokens;
                    QSet<QPair<int, int>> segCells;
                    for (int y = 0; y < board.height; ++y)
                        for (int x = 0; x < board.width; ++x) {
                            if (fa.contains(x, y) || fb.contains(x, y) ||
                                !meetsOpenCell(p, q, x, y))
                                continue;
                            const int kind = board.terrainAt(x, y);
                            if (kind >= 0 && rules.terrainKinds[kind].blocksSight)
                                blocked = true;
                            if (kind >= 0 && rules.terrainKinds[kind].givesCover)
                                segCells.insert({x, y});
                            for (int t = 0; t < e.tokens.size(); ++t) {
                                const auto &o = e.tokens[t];
                                if (t != a && t != b &&
                                    QRect(o.x, o.y, o.footprint(), o.footprint()).contains(x, y))
                                    segTokens.insert(o.id);
                            }
                        }
                    if (blocked)
                        continue;
                    ++clear;
                    if (segTokens.isEmpty() && segCells.isEmpty())
                        uncovered = true;
                    tokens += segTokens;
                    coverCells += segCells;
                }
    r.lineOfSight = clear > 0;
    r.cover = r.lineOfSight && !uncovered;
    if (r.cover) {
        r.coveringTokens = QStringList(tokens.begin(), tokens.end());
        r.coveringTokens.sort();
        for (const auto &c : coverCells)
            r.coveringCells.append({c.first, c.second});
        std::sort(r.coveringCells.begin(), r.coveringCells.end(), [](QPoint l, QPoint m) {
            return l.y() != m.y() ? l.y() < m.y() : l.x() < m.x();
        });
    }
    return r;
}

Spec randomSpec(std::mt19937 &rng, bool coverAllowed)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int w = pick(3, 9);
    const int h = pick(3, 9);
    Spec spec;
    for (int y = 0; y < h; ++y) {
        QString row;
        for (int x = 0; x < w; ++x) {
            const int r = pick(0, 19);
            row += r == 0 ? QLatin1Char('#')
                          : (r == 1 && coverAllowed ? QLatin1Char('o') : QLatin1Char('.'));
        }
        spec.rows << row;
    }
    auto coord = [&](int limit) -> double {
        switch (pick(0, 3)) {
        case 0:
            return pick(0, limit);
        case 1:
            return qMin<double>(limit, pick(0, limit) + 0.5);
        default:
            return pick(0, limit * 100) / 100.0;
        }
    };
    for (int i = pick(0, 3); i > 0; --i) {
        const char *doors[] = {"", "", "open", "closed"};
        spec.walls << WallSpec{coord(w), coord(h), coord(w), coord(h), doors[pick(0, 3)]};
    }
    const int count = coverAllowed ? pick(2, 6) : 2;
    for (int i = 0; i < count; ++i) {
        const int size = pick(1, 3);
        auto t = token("", pick(0, 1) ? "x" : "y", pick(0, w - 1), pick(0, h - 1), size);
        t.id = QStringLiteral("t%1").arg(i);
        spec.tokens << t;
    }
    return spec;
}

} // namespace

// Issue 3: "line of sight is symmetric when no token gives cover".
TEST_CASE("Sight: symmetric when nothing gives cover (random maps)", "[sight][random]")
{
    std::mt19937 rng(3003);
    for (int round = 0; round < 300; ++round) {
        const auto e = build(randomSpec(rng, false));
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        const auto ab = LineOfSight::between(0, 1, e, occupancy);
        const auto ba = LineOfSight::between(1, 0, e, occupancy);
        INFO("round " << round);
        CHECK(ab.lineOfSight == ba.lineOfSight);
        CHECK_FALSE(ab.cover);
        CHECK(ab.blockedSegments == ba.blockedSegments);
    }
}

TEST_CASE("Sight: agrees with a cell-by-cell rational reference (random maps)", "[sight][random]")
{
    std::mt19937 rng(1606);
    int withCover = 0;
    int blocked = 0;
    for (int round = 0; round < 300; ++round) {
        const auto e = build(randomSpec(rng, true));
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        for (int a = 0; a < e.tokens.size(); ++a) {
            for (int b = 0; b < e.tokens.size(); ++b) {
                if (a == b)
                    continue;
                const auto got = LineOfSight::between(a, b, e, occupancy);
                const auto want = reference(a, b, e);
                INFO("round " << round << " pair " << a << "->" << b);
                REQUIRE(got.lineOfSight == want.lineOfSight);
                REQUIRE(got.cover == want.cover);
                REQUIRE(got.coveringTokens == want.coveringTokens);
                REQUIRE(got.coveringCells == want.coveringCells);
                withCover += got.cover;
                blocked += !got.lineOfSight;
            }
        }
    }
    // The random maps do exercise both outcomes.
    CHECK(withCover > 50);
    CHECK(blocked > 50);
}
