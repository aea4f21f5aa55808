#include "engine/squaregeometry.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

namespace
{

constexpr qint64 C = SquareGeometry::Cell;

QSet<QPair<int, int>> crossed(MicroPoint a, MicroPoint b)
{
    QSet<QPair<int, int>> cells;
    SquareGeometry::forEachCellCrossed(a, b, [&](int x, int y) {
        REQUIRE_FALSE(cells.contains({x, y}));
        cells.insert({x, y});
    });
    return cells;
}

MicroPoint centre(int x, int y)
{
    return SquareGeometry::cellCentre(x, y);
}

// Reference: sample the open interior test densely on a rational grid of the segment.
bool meetsInteriorByBruteForce(MicroPoint a, MicroPoint b, int cx, int cy)
{
    constexpr int steps = 4000;
    for (int i = 0; i <= steps; ++i) {
        const Int128 px = static_cast<Int128>(a.x) * (steps - i) + static_cast<Int128>(b.x) * i;
        const Int128 py = static_cast<Int128>(a.y) * (steps - i) + static_cast<Int128>(b.y) * i;
        if (px > Int128(cx) * C * steps && px < Int128(cx + 1) * C * steps &&
            py > Int128(cy) * C * steps && py < Int128(cy + 1) * C * steps)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("docs/rules.md §1.6: a segment passes through a cell when it meets its interior",
          "[geometry]")
{
    SECTION("a straight row crosses exactly the cells between")
    {
        CHECK(crossed(centre(0, 0), centre(3, 0)) ==
              QSet<QPair<int, int>>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    }
    SECTION("an exact diagonal only touches the corners between cells")
    {
        // From (0,0) to (2,2) the line runs through the corner points (1,1) and (2,2).
        CHECK(crossed(centre(0, 0), centre(2, 2)) == QSet<QPair<int, int>>{{0, 0}, {1, 1}, {2, 2}});
    }
    SECTION("a line along a grid line crosses nothing")
    {
        CHECK(crossed({C, 0}, {C, 5 * C}).isEmpty());
        CHECK(crossed({0, 2 * C}, {4 * C, 2 * C}).isEmpty());
    }
    SECTION("a knight's move line crosses the two cells it cuts")
    {
        CHECK(crossed(centre(0, 0), centre(1, 2)) ==
              QSet<QPair<int, int>>{{0, 0}, {0, 1}, {1, 1}, {1, 2}});
    }
    SECTION("a single point counts only inside a cell")
    {
        CHECK(crossed(centre(2, 3), centre(2, 3)) == QSet<QPair<int, int>>{{2, 3}});
        CHECK(crossed({C, C}, {C, C}).isEmpty());
    }
}

TEST_CASE("Cell crossing agrees with a brute-force sampler on random segments",
          "[geometry][random]")
{
    std::mt19937 rng(20261122);
    std::uniform_int_distribution<int> coord(0, 8);
    std::uniform_int_distribution<int> half(0, 2);
    for (int round = 0; round < 400; ++round) {
        // Centres, corners and edge midpoints: the awkward cases.
        const MicroPoint a{coord(rng) * C + half(rng) * C / 2, coord(rng) * C + half(rng) * C / 2};
        const MicroPoint b{coord(rng) * C + half(rng) * C / 2, coord(rng) * C + half(rng) * C / 2};
        const auto cells = crossed(a, b);
        for (int x = -1; x <= 10; ++x) {
            for (int y = -1; y <= 10; ++y) {
                INFO("segment (" << a.x << "," << a.y << ")-(" << b.x << "," << b.y << ") cell "
                                 << x << "," << y);
                // The sampler can miss a sliver but never invents one.
                if (meetsInteriorByBruteForce(a, b, x, y))
                    CHECK(cells.contains({x, y}));
            }
        }
        for (const auto &cell : cells) {
            INFO("segment (" << a.x << "," << a.y << ")-(" << b.x << "," << b.y << ") cell "
                             << cell.first << "," << cell.second);
            CHECK(meetsInteriorByBruteForce(a, b, cell.first, cell.second));
        }
    }
}

TEST_CASE("docs/rules.md §5.6: a wall that touches a segment anywhere blocks it",
          "[geometry][walls]")
{
    const auto wall = [](double x1, double y1, double x2, double y2) {
        return WallSegment{FixedPoint::fromDouble(x1), FixedPoint::fromDouble(y1),
                           FixedPoint::fromDouble(x2), FixedPoint::fromDouble(y2),
                           WallSegment::Door::None,    {}};
    };
    const auto [x1, y1, x2, y2, blocks] = GENERATE(table<double, double, double, double, bool>({
        {1.0, 0.0, 1.0, 3.0, true},   // crosses the line between (0,0) and (2,0)
        {1.0, 0.0, 1.0, 0.5, true},   // ends exactly on the line
        {1.0, 0.0, 1.0, 0.49, false}, // stops just short
        {0.5, 0.5, 0.5, 0.0, true},   // touches the start point
        {2.0, 0.5, 3.0, 0.5, true},   // collinear, overlapping the end
        {2.6, 0.5, 3.0, 0.5, false},  // collinear, beyond the end
        {0.0, 1.0, 3.0, 1.0, false},  // parallel, one cell below
    }));
    const auto w = wall(x1, y1, x2, y2);
    CHECK(SquareGeometry::touchesWall(centre(0, 0), centre(2, 0), w) == blocks);
    auto door = w;
    door.door = WallSegment::Door::Open;
    CHECK_FALSE(SquareGeometry::touchesWall(centre(0, 0), centre(2, 0), door));
    door.door = WallSegment::Door::Closed;
    CHECK(SquareGeometry::touchesWall(centre(0, 0), centre(2, 0), door) == blocks);
}
