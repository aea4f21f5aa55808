// docs/rules.md §9.1: the cells a template covers and the tokens it catches (TemplateArea), by
// hand-worked cases on the shape's edges, walls, anchors and degenerate shapes, and by a property
// test against a brute force that reaches the same shapes through other exact formulas.
#include "engine/pointsight.h"
#include "engine/squaregeometry.h"
#include "engine/templatearea.h"
#include "squarescenario.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

using namespace SquareScenario;
using Shape = BoardTemplate::Shape;

namespace
{

qint64 micro(double cells)
{
    return FixedPoint::fromDouble(cells);
}

TemplateArea::Placement placed(Shape shape, double x, double y, double size, double tx = 0,
                               double ty = 0)
{
    TemplateArea::Placement p;
    p.shape = shape;
    p.origin = {micro(x), micro(y)};
    p.far = {micro(tx), micro(ty)};
    p.size = micro(size);
    return p;
}

// A map drawn as a raw string, one row a line ('#' inside, '.' outside); indentation and blank
// lines around it are ignored.
Rows map(const char *drawing)
{
    Rows rows;
    for (const auto &line : QString::fromUtf8(drawing).split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            rows.append(line.trimmed());
    }
    return rows;
}

Encounter emptyBoard(int width, int height)
{
    Spec spec;
    for (int y = 0; y < height; ++y)
        spec.rows.append(QString(width, QLatin1Char('.')));
    return build(spec);
}

// The map as rows, '#' inside, as `gridkeep-cli template` prints it.
Rows picture(const TemplateArea &area, int width, int height)
{
    Rows rows;
    for (int y = 0; y < height; ++y) {
        QString row(width, QLatin1Char('.'));
        for (int x = 0; x < width; ++x) {
            if (area.contains(x, y))
                row[x] = QLatin1Char('#');
        }
        rows.append(row);
    }
    return rows;
}

// The mask's own invariants: bounds() is the tightest box, cells() agrees with contains().
void checkMask(const TemplateArea &area, const SquareBoard &board)
{
    int count = 0;
    QRect tight;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            if (area.contains(x, y)) {
                ++count;
                tight |= QRect(x, y, 1, 1);
            }
        }
    }
    CHECK(count == area.cellCount());
    CHECK(tight == area.bounds());
    CHECK(area.cells().size() == count);
    CHECK(area.mask().size() == std::size_t(area.bounds().width()) * area.bounds().height());
}

} // namespace

TEST_CASE("Template cone: \"a flat-ended triangle\", its edges through cell centres hold them",
          "[template]")
{
    // docs/rules.md §9.1: "A cell is inside when its centre lies in the closed shape: a centre
    // exactly on the edge is inside." Both cones are as wide as they are long at every distance,
    // so from a centre their edges pass through the centres two cells out and one aside.
    const auto [cone, expected] = GENERATE(table<TemplateArea::Placement, Rows>({
        {placed(Shape::Cone, 0.5, 3.5, 0, 4.5, 3.5), map(R"(
             ........
             ....#...
             ..###...
             #####...
             ..###...
             ....#...
             ........
             ........
         )")},
        {placed(Shape::Cone, 7.5, 3.5, 0, 3.5, 3.5), map(R"(
             ........
             ...#....
             ...###..
             ...#####
             ...###..
             ...#....
             ........
             ........
         )")},
        // Diagonal: v = (a, b) from the apex is inside when 0 ≤ a + b ≤ 8 and 2|a − b| ≤ a + b.
        {placed(Shape::Cone, 0.5, 0.5, 0, 4.5, 4.5), map(R"(
             #.......
             .###....
             .######.
             .#####..
             ..###...
             ..##....
             ..#.....
             ........
         )")},
    }));
    const auto e = emptyBoard(8, 8);
    const auto area = TemplateArea::cellsOf(cone, e.board.square, nullptr);
    CHECK(picture(area, 8, 8) == expected);
    checkMask(area, e.board.square);
}

TEST_CASE("Template line of width 1 along a grid line holds the cells on both sides", "[template]")
{
    // docs/rules.md §9.1: "The line is a rectangle W wide, centred on the segment from p to t":
    // the centres half a cell either side of a grid line lie exactly on its long edges.
    const auto [line, expected] = GENERATE(table<TemplateArea::Placement, Rows>({
        {placed(Shape::Line, 0, 2, 1, 6, 2), map(R"(
             ........
             ######..
             ######..
             ........
             ........
         )")},
        {placed(Shape::Line, 3, 0, 1, 3, 4), map(R"(
             ..##....
             ..##....
             ..##....
             ..##....
             ........
         )")},
        // Ending exactly on a centre: that centre is on the square end, so inside.
        {placed(Shape::Line, 0, 2, 1, 5.5, 2), map(R"(
             ........
             ######..
             ######..
             ........
             ........
         )")},
    }));
    const auto e = emptyBoard(8, 5);
    const auto area = TemplateArea::cellsOf(line, e.board.square, nullptr);
    CHECK(picture(area, 8, 5) == expected);
    checkMask(area, e.board.square);
}

TEST_CASE("Template circle of radius 2.5 on a cell corner, compared exactly", "[template]")
{
    // docs/rules.md §9.1: "v·v ≤ R²". From the corner (5, 5) the centres lie at half-cell
    // offsets; (2.5, 0.5) is √6.5 ≈ 2.5495 away, just outside 2.5 and just inside 2.55.
    const auto [radius, count] = GENERATE(table<double, int>({
        {2.5, 16},
        {2.549, 16},
        {2.549509, 16}, // 6.49999...: still below 6.5
        {2.54951, 24},  // 6.5000...: the eight cells at (±2.5, ±0.5) and (±0.5, ±2.5) join
        {2.55, 24},
    }));
    const auto e = emptyBoard(10, 10);
    const auto area =
        TemplateArea::cellsOf(placed(Shape::Circle, 5, 5, radius), e.board.square, nullptr);
    CHECK(area.cellCount() == count);
    if (count == 16)
        CHECK(area.bounds() == QRect(3, 3, 4, 4));
    checkMask(area, e.board.square);
}

TEST_CASE("Template circle cut by a wall: walls, closed doors and sight-blocking terrain spare "
          "the cells behind them",
          "[template][walls]")
{
    // docs/rules.md §9.1: "A cell inside the shape counts only when the segment from p to its
    // centre q is not blocked, in the sense §8 uses for lights". A circle of radius 2 around
    // (4.5, 4.5).
    struct Case {
        const char *name;
        Rows rows;
        QList<WallSpec> walls;
        bool wallsBlock;
        Rows expected;
    };
    const Rows plain = map(R"(
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
        .........
    )");
    const Rows whole = map(R"(
        .........
        .........
        ....#....
        ...###...
        ..#####..
        ...###...
        ....#....
        .........
        .........
    )");
    const Rows cut = map(R"(
        .........
        .........
        ....#....
        ...###...
        ..####...
        ...###...
        ....#....
        .........
        .........
    )");
    const auto c = GENERATE_COPY(values<Case>({
        {"no wall", plain, {}, true, whole},
        {"a wall at x = 6", plain, {{6, 0, 6, 9}}, true, cut},
        {"a closed door at x = 6", plain, {{6, 0, 6, 9, "closed"}}, true, cut},
        {"an open door at x = 6", plain, {{6, 0, 6, 9, "open"}}, true, whole},
        {"a wall, walls not blocking", plain, {{6, 0, 6, 9}}, false, whole},
        // The wall cell itself counts ("other than the cell itself"); the cell behind it not.
        {"a wall cell at (4, 3)",
         map(R"(
             .........
             .........
             .........
             ....#....
             .........
             .........
             .........
             .........
             .........
         )"),
         {},
         true,
         map(R"(
             .........
             .........
             .........
             ...###...
             ..#####..
             ...###...
             ....#....
             .........
             .........
         )")},
        // A wall through p blocks only along it, beyond p: the cells straight up and down.
        {"a wall through the origin", plain, {{4.5, 0, 4.5, 9}}, true, map(R"(
             .........
             .........
             .........
             ...#.#...
             ..#####..
             ...#.#...
             .........
             .........
             .........
         )")},
    }));
    INFO(c.name);
    Spec spec;
    spec.rows = c.rows;
    spec.walls = c.walls;
    const auto e = build(spec);
    BoardTemplate tpl;
    tpl.id = QStringLiteral("burst");
    tpl.shape = Shape::Circle;
    tpl.origin = {micro(4.5), micro(4.5)};
    tpl.size = micro(2);
    tpl.wallsBlock = c.wallsBlock;
    const auto area = TemplateArea::of(tpl, e);
    CHECK(picture(area, 9, 9) == c.expected);
    checkMask(area, e.board.square);
    // The same with a PointSight the caller keeps.
    const PointSight sight(e.board.square, *e.rules);
    CHECK(picture(TemplateArea::of(tpl, e, &sight), 9, 9) == c.expected);
}

TEST_CASE("Template catches a 3×3 token by one corner cell; hidden tokens too; off-map cells "
          "catch nothing",
          "[template][tokens]")
{
    // docs/rules.md §9.1: "A token is caught when any cell of its footprint is inside.
    // Footprint cells off the map catch nothing. In the GM's view hidden tokens are caught like
    // any other."
    const auto [radius, hiddenOgre, caught] = GENERATE(table<double, bool, bool>({
        {2.9, false, true}, // (5, 5) is √8 ≈ 2.83 from (3.5, 3.5): the ogre's corner alone
        {2.9, true, true},
        {2.8, false, false},
    }));
    Spec spec;
    spec.rows = map(R"(
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
    )");
    auto ogre = token("ogre", "giants", 5, 5, 3);
    if (hiddenOgre)
        ogre = hidden(ogre);
    spec.tokens = {ogre, token("kara", "party", 0, 0)};
    const auto e = build(spec);
    BoardTemplate tpl;
    tpl.shape = Shape::Circle;
    tpl.origin = {micro(3.5), micro(3.5)};
    tpl.size = micro(radius);
    const auto area = TemplateArea::of(tpl, e);
    CHECK(area.contains(5, 5) == caught);
    CHECK_FALSE(area.contains(6, 5));
    CHECK_FALSE(area.contains(5, 6));
    // Kara at (0, 0) stands √18 away: never caught.
    CHECK(area.caught() == (caught ? QStringList{QStringLiteral("ogre")} : QStringList{}));

    // A 3×3 token hanging over the corner of the map: a template holding only its off-map
    // cells catches nothing, one holding a cell of it on the map catches it.
    Spec edge;
    edge.rows = map(R"(
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
        ..........
    )");
    edge.tokens = {token("drake", "giants", 8, 8, 3)};
    const auto e2 = build(edge);
    const auto off =
        TemplateArea::cellsOf(placed(Shape::Circle, 10.5, 10.5, 0.5), e2.board.square, nullptr);
    CHECK(off.isEmpty());
    CHECK(off.catches(e2.tokens).isEmpty());
    const auto on =
        TemplateArea::cellsOf(placed(Shape::Circle, 10, 10, 0.75), e2.board.square, nullptr);
    CHECK(on.cells() == QList<QPoint>{QPoint(9, 9)});
    CHECK(on.catches(e2.tokens) == QStringList{QStringLiteral("drake")});
}

TEST_CASE("Template degenerate shapes", "[template]")
{
    // docs/rules.md §9.1: "A cone or line whose far point is its origin holds nothing; so do a
    // negative radius, width or side. A radius or side of 0 holds the one cell whose centre is
    // p, if p is a cell centre; a line of width 0 holds the cells whose centres lie on the
    // segment."
    const auto [name, shape, x, y, size, tx, ty,
                cells] = GENERATE(table<const char *, Shape, double, double, double, double, double,
                                        QList<QPoint>>({
        {"cone without length", Shape::Cone, 2.5, 2.5, 0, 2.5, 2.5, {}},
        {"line without length", Shape::Line, 2.5, 2.5, 3, 2.5, 2.5, {}},
        {"negative radius", Shape::Circle, 2.5, 2.5, -1, 0, 0, {}},
        {"negative width", Shape::Line, 0.5, 0.5, -0.5, 3.5, 0.5, {}},
        {"negative side", Shape::Square, 1, 1, -1, 0, 0, {}},
        {"radius 0 on a centre", Shape::Circle, 2.5, 2.5, 0, 0, 0, {{2, 2}}},
        {"radius 0 on a corner", Shape::Circle, 2, 2, 0, 0, 0, {}},
        {"side 0 on a centre", Shape::Square, 2.5, 2.5, 0, 0, 0, {{2, 2}}},
        {"side 0 on an edge", Shape::Square, 2.5, 2, 0, 0, 0, {}},
        {"width 0 along centres",
         Shape::Line,
         0.5,
         0.5,
         0,
         3.5,
         0.5,
         {{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
        {"width 0 on a diagonal",
         Shape::Line,
         0.5,
         0.5,
         0,
         3.5,
         3.5,
         {{0, 0}, {1, 1}, {2, 2}, {3, 3}}},
        {"width 0 ending between centres",
         Shape::Line,
         0.5,
         0.5,
         0,
         3,
         0.5,
         {{0, 0}, {1, 0}, {2, 0}}},
        // The square is closed too: from a centre, a side of 2 reaches two centres further.
        {"side 2 from a corner", Shape::Square, 1, 1, 2, 0, 0, {{1, 1}, {2, 1}, {1, 2}, {2, 2}}},
        {"side 2 from a centre",
         Shape::Square,
         0.5,
         0.5,
         2,
         0,
         0,
         {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}},
    }));
    INFO(name);
    const auto e = emptyBoard(6, 6);
    const auto area =
        TemplateArea::cellsOf(placed(shape, x, y, size, tx, ty), e.board.square, nullptr);
    CHECK(area.cells() == cells);
    checkMask(area, e.board.square);
}

TEST_CASE("Template arithmetic stays exact for points far beyond the map", "[template]")
{
    // docs/rules.md §5.1: exact comparisons. A line 10⁸ cells long: 4(v×d)² and W²(d·d) are
    // near 4·10⁴⁰, past 128 bits, and the centres one cell off the axis lie exactly on the edge
    // of a width 2.
    const auto [width, rows] = GENERATE(table<double, int>({{1, 1}, {1.999999, 1}, {2, 2}}));
    const auto e = emptyBoard(10, 3);
    const auto area = TemplateArea::cellsOf(placed(Shape::Line, 0, 1.5, width, 1e8, 1.5),
                                            e.board.square, nullptr);
    CHECK(area.cellCount() == 10 * (rows == 1 ? 1 : 3));
    CHECK(area.contains(9, 1));
    CHECK(area.contains(9, 0) == (rows == 2));
    // A cone as long: its half-width at the map is a few cells, exactly.
    const auto cone =
        TemplateArea::cellsOf(placed(Shape::Cone, 0, 1.5, 0, 1e8, 1.5), e.board.square, nullptr);
    // The middle row all along; the rows beside it from x = 2, where (x + 0.5) / 2 ≥ 1.
    CHECK(cone.cellCount() == 8 + 10 + 8);
    CHECK(cone.contains(0, 1));
    CHECK_FALSE(cone.contains(1, 0));
    CHECK(cone.contains(2, 0));
    CHECK(cone.contains(2, 2));
}

TEST_CASE("An anchored template stands at its token's footprint centre and moves with it",
          "[template][tokens]")
{
    // docs/rules.md §9.1: "Its origin is then the centre of the token's whole footprint,
    // (x + s/2, y + s/2) ... The far point of a cone or a line keeps its offset from the
    // origin".
    Spec spec;
    for (int y = 0; y < 12; ++y)
        spec.rows.append(QStringLiteral("............"));
    spec.tokens = {token("drake", "giants", 2, 2, 2), token("kara", "party", 6, 3)};
    auto e = build(spec);
    BoardTemplate breath;
    breath.id = QStringLiteral("breath");
    breath.shape = Shape::Cone;
    breath.anchor = QStringLiteral("drake");
    breath.origin = {micro(11), micro(11)}; // where it once stood: not used while anchored
    breath.reach = {micro(4), 0};
    REQUIRE(breath.originAmong(e.tokens) == MicroPoint{micro(3), micro(3)});

    const auto before = TemplateArea::of(breath, e);
    // From the corner (3, 3) towards (7, 3): the centres half a cell either side of the axis
    // from 1.5 cells out, and 1.5 cells aside at 3.5 out; none of the drake's own cells.
    CHECK(before.cells() ==
          QList<QPoint>{{6, 1}, {4, 2}, {5, 2}, {6, 2}, {4, 3}, {5, 3}, {6, 3}, {6, 4}});
    CHECK(before.caught() == QStringList{QStringLiteral("kara")});

    e.tokens[0].y = 6; // four rows down: the breath goes along, pointing the same way
    const auto after = TemplateArea::of(breath, e);
    CHECK(after.bounds() == before.bounds().translated(0, 4));
    CHECK(after.cells().size() == before.cells().size());
    for (const QPoint &c : before.cells())
        CHECK(after.contains(c + QPoint(0, 4)));
    CHECK(after.caught().isEmpty());

    e.tokens.removeFirst(); // the drake is gone: the breath holds nothing
    CHECK(TemplateArea::of(breath, e).isEmpty());
}

namespace
{

// The brute force works in thousandths of a cell: the property test only makes templates on
// that grid, so every product below stays small and exact, and it reaches each shape by another
// route than TemplateArea (a circle by integer square roots, a cone as a triangle of
// orientations, a line by the foot of the perpendicular, a square by its cell range).
struct Milli {
    Shape shape = Shape::Circle;
    qint64 px = 0, py = 0, tx = 0, ty = 0, size = 0;
};

qint64 isqrt(qint64 n)
{
    auto r = qint64(std::sqrt(double(n)));
    while (r * r > n)
        --r;
    while ((r + 1) * (r + 1) <= n)
        ++r;
    return r;
}

qint64 floorDiv(qint64 n, qint64 d)
{
    return n >= 0 ? n / d : -((-n + d - 1) / d);
}

Int128 orient(Int128 ax, Int128 ay, Int128 bx, Int128 by, Int128 cx, Int128 cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

bool bruteInside(const Milli &m, int x, int y)
{
    const qint64 qx = 1000LL * x + 500;
    const qint64 qy = 1000LL * y + 500;
    switch (m.shape) {
    case Shape::Circle: {
        if (m.size < 0)
            return false;
        const qint64 a = qx - m.px;
        const qint64 room = m.size * m.size - a * a;
        return room >= 0 && std::abs(qy - m.py) <= isqrt(room);
    }
    case Shape::Square: {
        if (m.size < 0)
            return false;
        // The columns whose centres lie in [px, px + size]: from ⌈(px − 500) / 1000⌉ on.
        const qint64 x0 = -floorDiv(-(m.px - 500), 1000);
        const qint64 x1 = floorDiv(m.px + m.size - 500, 1000);
        const qint64 y0 = -floorDiv(-(m.py - 500), 1000);
        const qint64 y1 = floorDiv(m.py + m.size - 500, 1000);
        return x0 <= x && x <= x1 && y0 <= y && y <= y1;
    }
    case Shape::Cone: {
        if (m.px == m.tx && m.py == m.ty)
            return false;
        // Doubled: apex 2p, far corners 2t ± (−d.y, d.x), the point 2q.
        const qint64 dx = m.tx - m.px;
        const qint64 dy = m.ty - m.py;
        const Int128 ax = 2 * m.px, ay = 2 * m.py;
        const Int128 bx = 2 * m.tx - dy, by = 2 * m.ty + dx;
        const Int128 cx = 2 * m.tx + dy, cy = 2 * m.ty - dx;
        const Int128 sx = 2 * qx, sy = 2 * qy;
        const Int128 o1 = orient(ax, ay, bx, by, sx, sy);
        const Int128 o2 = orient(bx, by, cx, cy, sx, sy);
        const Int128 o3 = orient(cx, cy, ax, ay, sx, sy);
        return (o1 >= 0 && o2 >= 0 && o3 >= 0) || (o1 <= 0 && o2 <= 0 && o3 <= 0);
    }
    case Shape::Line: {
        if ((m.px == m.tx && m.py == m.ty) || m.size < 0)
            return false;
        const Int128 dx = m.tx - m.px, dy = m.ty - m.py;
        const Int128 vx = qx - m.px, vy = qy - m.py;
        const Int128 dd = dx * dx + dy * dy;
        const Int128 along = vx * dx + vy * dy;
        if (along < 0 || along > dd)
            return false;
        // dd · (q − foot) = dd · v − (v·d) · d; its length at most W/2, all times dd.
        const Int128 ex = vx * dd - along * dx;
        const Int128 ey = vy * dd - along * dy;
        return 4 * (ex * ex + ey * ey) <= Int128(m.size) * m.size * dd * dd;
    }
    }
    return false;
}

} // namespace

TEST_CASE("Template cells equal a brute force on thousands of random templates",
          "[template][property]")
{
    std::mt19937 rng(20261125);
    const auto pick = [&](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(rng);
    };
    // A coordinate between lo and hi cells, in thousandths: often on the half, quarter or eighth
    // grid, where edges meet centres exactly.
    const auto coordinate = [&](int lo, int hi) -> qint64 {
        switch (pick(0, 3)) {
        case 0:
            return qint64(pick(lo * 2, hi * 2)) * 500;
        case 1:
            return qint64(pick(lo * 4, hi * 4)) * 250;
        case 2:
            return qint64(pick(lo * 8, hi * 8)) * 125;
        default:
            return pick(lo * 1000, hi * 1000);
        }
    };
    const auto e = emptyBoard(12, 12);
    const auto &board = e.board.square;
    int inside = 0;
    for (int round = 0; round < 4000; ++round) {
        Milli m;
        m.shape = Shape(pick(0, 3));
        m.px = coordinate(-2, 14);
        m.py = coordinate(-2, 14);
        m.tx = pick(0, 29) == 0 ? m.px : coordinate(-4, 16);
        m.ty = pick(0, 29) == 0 ? m.py : coordinate(-4, 16);
        m.size = pick(0, 19) == 0 ? -coordinate(0, 2) : coordinate(0, 6);
        TemplateArea::Placement p;
        p.shape = m.shape;
        p.origin = {m.px * 1000, m.py * 1000};
        p.far = {m.tx * 1000, m.ty * 1000};
        p.size = m.size * 1000;
        const auto area = TemplateArea::cellsOf(p, board, nullptr);
        int count = 0;
        for (int y = 0; y < board.height; ++y) {
            for (int x = 0; x < board.width; ++x) {
                const bool expected = bruteInside(m, x, y);
                if (area.contains(x, y) != expected) {
                    INFO("shape " << int(m.shape) << " p (" << m.px << ", " << m.py << ") t ("
                                  << m.tx << ", " << m.ty << ") size " << m.size
                                  << " thousandths; cell (" << x << ", " << y << ")");
                    CHECK(area.contains(x, y) == expected);
                }
                count += expected ? 1 : 0;
            }
        }
        REQUIRE(area.cellCount() == count);
        inside += count;
    }
    CHECK(inside > 20000); // the templates were not all empty
}

namespace
{

// docs/rules.md §9.1's "blocked", plainly: every blocking wall against the segment, every cell
// it crosses against the terrain. No buckets, no shortcut, and no need for p to be on the map.
bool plainlyBlocked(const Encounter &e, MicroPoint p, int cx, int cy)
{
    const auto &board = e.board.square;
    const MicroPoint q = SquareGeometry::cellCentre(cx, cy);
    for (const auto &wall : board.walls) {
        if (wall.blocks() &&
            PointSight::touchesBeyond(p, q, {wall.x1, wall.y1}, {wall.x2, wall.y2}))
            return true;
    }
    bool blocked = false;
    SquareGeometry::forEachCellCrossed(p, q, [&](int x, int y) {
        if (!board.contains(x, y) || (x == cx && y == cy) || PointSight::squareContains(x, y, p))
            return;
        const int kind = board.terrainAt(x, y);
        if (kind >= 0 && e.rules->terrainKinds[kind].blocksSight)
            blocked = true;
    });
    return blocked;
}

} // namespace

TEST_CASE("Template walls: cell by cell as the rule reads, on and just off the map",
          "[template][walls][property]")
{
    // docs/rules.md §9.1 reads "blocked" as §8 does. TemplateArea asks PointSight, and skips it
    // where nothing that blocks lies between the origin's cell and the target; an anchor token
    // over the map's edge puts the origin outside the map. Random boards with wall cells, walls
    // on grid lines and corners, doors, and origins on corners, edges and centres.
    std::mt19937 rng(7);
    const auto pick = [&](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(rng);
    };
    for (int round = 0; round < 300; ++round) {
        const int width = pick(4, 14);
        const int height = pick(4, 14);
        Spec spec;
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row.append(QLatin1Char(pick(0, 9) == 0 ? '#' : '.'));
            spec.rows.append(row);
        }
        for (int i = pick(0, 4); i > 0; --i) {
            const auto at = [&](int limit) { return pick(0, limit * 2) / 2.0; };
            spec.walls.append({at(width), at(height), at(width), at(height),
                               pick(0, 3) == 0 ? "open" : (pick(0, 2) == 0 ? "closed" : "")});
        }
        const auto e = build(spec);
        const auto &board = e.board.square;
        const PointSight sight(board, *e.rules);
        for (int k = 0; k < 10; ++k) {
            // Mostly on the map; sometimes up to two cells beyond its edge.
            const int margin = pick(0, 4) == 0 ? 2 : 0;
            const auto at = [&](int limit) {
                return pick(-margin * 4, (limit + margin) * 4) / 4.0;
            };
            const auto p = placed(Shape(pick(0, 3)), at(width), at(height), pick(0, 12) / 2.0,
                                  at(width), at(height));
            const auto area = TemplateArea::cellsOf(p, board, &sight);
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    const bool expected =
                        TemplateArea::shapeContains(p, SquareGeometry::cellCentre(x, y)) &&
                        !plainlyBlocked(e, p.origin, x, y);
                    if (area.contains(x, y) != expected) {
                        INFO("round " << round << " template " << k << " cell (" << x << ", " << y
                                      << ")");
                        CHECK(area.contains(x, y) == expected);
                    }
                }
            }
        }
    }
}
