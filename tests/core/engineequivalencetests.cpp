// The engine's fast paths against the plain, obviously exact tests they replace
// (docs/architecture.md §4.10): SightGrid's cell walk against SquareGeometry::forEachCellCrossed,
// and LineOfSight on a SightGrid against the plain LineOfSight::between, on random boards with
// lines through exact corners, walls ending on grid lines and corners, doors, stacked and large
// tokens, and tokens hanging over the map's edge.

#include "engine/lineofsight.h"
#include "engine/sightgrid.h"
#include "engine/squaregeometry.h"
#include "squarescenario.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

using namespace SquareScenario;

namespace
{

QList<QPoint> walked(int ax, int ay, int bx, int by)
{
    QList<QPoint> cells;
    SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
        cells.append({x, y});
        return true;
    });
    return cells;
}

QSet<QPoint> crossed(int ax, int ay, int bx, int by)
{
    QSet<QPoint> cells;
    SquareGeometry::forEachCellCrossed(SquareGeometry::cellCentre(ax, ay),
                                       SquareGeometry::cellCentre(bx, by), [&](int x, int y) {
                                           cells.insert({x, y});
                                       });
    return cells;
}

Encounter randomBoard(std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int width = pick(3, 14);
    const int height = pick(3, 14);
    Spec spec;
    const char kinds[] = {'.', '.', '.', '.', '.', '#', 'o', '~', ','};
    for (int y = 0; y < height; ++y) {
        QString row;
        for (int x = 0; x < width; ++x)
            row.append(QLatin1Char(kinds[pick(0, 8)]));
        spec.rows.append(row);
    }
    // Walls on the grid's points, half points and tenths, so many end exactly on a grid line,
    // a corner or a sight line between centres.
    for (int i = pick(0, 6); i > 0; --i) {
        auto coordinate = [&](int limit) {
            const int unit = pick(0, 2) == 0 ? 10 : (pick(0, 1) ? 2 : 1);
            return pick(0, limit * unit) / double(unit);
        };
        const char *doors[] = {"", "", "open", "closed"};
        spec.walls.append({coordinate(width), coordinate(height), coordinate(width),
                           coordinate(height), doors[pick(0, 3)]});
    }
    for (int i = pick(2, 12); i > 0; --i) {
        const int size = pick(0, 5) == 0 ? pick(2, 3) : 1;
        // Big tokens anchored near the right or bottom edge hang over it.
        auto t = token("", pick(0, 1) ? "a" : "b", pick(0, width - 1), pick(0, height - 1), size);
        t.id = QStringLiteral("t%1").arg(i);
        spec.tokens.append(t);
    }
    return build(spec);
}

} // namespace

TEST_CASE("SightGrid: the cell walk visits exactly the cells a centre-to-centre line crosses",
          "[engine][equivalence]")
{
    std::mt19937 rng(1415);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int corners = 0;
    for (int i = 0; i < 20000; ++i) {
        const int ax = pick(-3, 40), ay = pick(-3, 40);
        int bx = pick(-3, 40), by = pick(-3, 40);
        // Exact diagonals and lines along a row or column, which pass through grid corners
        // or run parallel to grid lines, in every direction.
        switch (i % 5) {
        case 0:
            by = ay + (bx - ax) * (pick(0, 1) ? 1 : -1);
            break;
        case 1:
            by = ay + 3 * (bx - ax);
            break;
        case 2:
            by = ay;
            break;
        default:
            break;
        }
        const auto cells = walked(ax, ay, bx, by);
        const auto want = crossed(ax, ay, bx, by);
        INFO(ax << "," << ay << " -> " << bx << "," << by);
        REQUIRE(cells.first() == QPoint(ax, ay));
        REQUIRE(cells.last() == QPoint(bx, by));
        REQUIRE(QSet<QPoint>(cells.begin(), cells.end()).size() == cells.size());
        REQUIRE(QSet<QPoint>(cells.begin(), cells.end()) == want);
        // Consecutive cells share an edge, or only a corner when the line passes through it.
        for (int k = 1; k < cells.size(); ++k) {
            const QPoint d = cells[k] - cells[k - 1];
            REQUIRE(qAbs(d.x()) <= 1);
            REQUIRE(qAbs(d.y()) <= 1);
            corners += qAbs(d.x()) + qAbs(d.y()) == 2;
        }
    }
    CHECK(corners > 1000);
}

TEST_CASE("LineOfSight on a SightGrid equals the plain test, reasons included",
          "[engine][equivalence][random]")
{
    std::mt19937 rng(926);
    int pairs = 0;
    int withWalls = 0;
    int covered = 0;
    for (int board = 0; board < 400; ++board) {
        auto e = randomBoard(rng);
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        SightGrid grid(e.board.square, *e.rules);
        for (const auto &t : e.tokens)
            grid.addToken(t.footprintRect());
        for (int a = 0; a < e.tokens.size(); ++a) {
            for (int b = 0; b < e.tokens.size(); ++b) {
                if (a == b)
                    continue;
                const auto want = LineOfSight::between(a, b, e, occupancy);
                const auto got = LineOfSight::between(a, b, e, occupancy, grid);
                const auto summary = LineOfSight::summary(a, b, e, occupancy, grid);
                INFO("board " << board << " pair " << a << " " << b);
                REQUIRE(got == want);
                REQUIRE(summary.lineOfSight == want.lineOfSight);
                REQUIRE(summary.cover == want.cover);
                ++pairs;
                withWalls += !want.blockingWalls.isEmpty();
                covered += want.cover;
            }
        }
        // Moving tokens in the grid keeps it equal to a fresh one.
        if (!e.tokens.isEmpty()) {
            grid.removeToken(e.tokens.first().footprintRect());
            e.tokens.first().x = 1;
            e.tokens.first().y = 1;
            grid.addToken(e.tokens.first().footprintRect());
            const OccupancyMap moved(e, Perspective::GameMaster);
            for (int b = 1; b < e.tokens.size(); ++b)
                REQUIRE(LineOfSight::between(0, b, e, moved, grid) ==
                        LineOfSight::between(0, b, e, moved));
        }
    }
    CHECK(pairs > 10000);
    CHECK(withWalls > 300);
    CHECK(covered > 300);
}

TEST_CASE("SightGrid: a grid rebuilt over another board equals a fresh one",
          "[engine][equivalence][random]")
{
    std::mt19937 rng(4711);
    // One grid carried from board to board, tokens and all, as a full recompute keeps it.
    SightGrid kept;
    for (int board = 0; board < 300; ++board) {
        auto e = randomBoard(rng);
        kept.rebuild(e.board.square, *e.rules);
        SightGrid fresh(e.board.square, *e.rules);
        for (const auto &t : e.tokens) {
            kept.addToken(t.footprintRect());
            fresh.addToken(t.footprintRect());
        }
        INFO("board " << board);
        REQUIRE(kept.width() == fresh.width());
        REQUIRE(kept.height() == fresh.height());
        REQUIRE(kept.hasWalls() == fresh.hasWalls());
        for (int y = 0; y < fresh.height(); ++y) {
            for (int x = 0; x < fresh.width(); ++x) {
                REQUIRE(kept.flags(x, y) == fresh.flags(x, y));
                REQUIRE(std::vector<int>(kept.wallsBegin(x, y), kept.wallsEnd(x, y)) ==
                        std::vector<int>(fresh.wallsBegin(x, y), fresh.wallsEnd(x, y)));
            }
        }
        for (int w = 0; w < e.board.square.walls.size(); ++w) {
            REQUIRE(kept.wallFrom(w) == fresh.wallFrom(w));
            REQUIRE(kept.wallTo(w) == fresh.wallTo(w));
        }
        // Removing the tokens again leaves the same flags in both.
        for (const auto &t : e.tokens) {
            kept.removeToken(t.footprintRect());
            fresh.removeToken(t.footprintRect());
        }
        for (int y = 0; y < fresh.height(); ++y) {
            for (int x = 0; x < fresh.width(); ++x)
                REQUIRE(kept.flags(x, y) == fresh.flags(x, y));
        }
        kept.addToken(e.tokens.isEmpty() ? QRect() : e.tokens.front().footprintRect());
    }
}

TEST_CASE("LineOfSight::summary: a clear pair's Arrive witness is its first clear segment's cells",
          "[engine][equivalence][random]")
{
    std::mt19937 rng(2718);
    int clear = 0;
    for (int board = 0; board < 400; ++board) {
        auto e = randomBoard(rng);
        SightGrid grid(e.board.square, *e.rules);
        for (const auto &t : e.tokens)
            grid.addToken(t.footprintRect());
        LineOfSight::Witness witness;
        for (int a = 0; a < e.tokens.size(); ++a) {
            for (int b = 0; b < e.tokens.size(); ++b) {
                const QRect fa = e.tokens[a].footprintRect();
                const QRect fb = e.tokens[b].footprintRect();
                if (a == b || !grid.contains(fa) || !grid.contains(fb))
                    continue;
                const auto got = LineOfSight::summary(fa, fb, grid, witness);
                if (!got.lineOfSight || got.cover)
                    continue;
                ++clear;
                // The first clear segment in summary's order, walked on its own.
                std::vector<int> want;
                bool found = false;
                for (int ay = fa.top(); ay <= fa.bottom() && !found; ++ay) {
                    for (int ax = fa.left(); ax <= fa.right() && !found; ++ax) {
                        for (int by = fb.top(); by <= fb.bottom() && !found; ++by) {
                            for (int bx = fb.left(); bx <= fb.right() && !found; ++bx) {
                                if (grid.segment(ax, ay, bx, by, fa, fb) !=
                                    SightGrid::Segment::Clear)
                                    continue;
                                found = true;
                                SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
                                    if (!fa.contains(x, y) && !fb.contains(x, y))
                                        want.push_back(y * grid.width() + x);
                                    return true;
                                });
                            }
                        }
                    }
                }
                INFO("board " << board << " pair " << a << " " << b);
                REQUIRE(found);
                REQUIRE(witness.arrive == want);
                REQUIRE(witness.leave.empty());
            }
        }
    }
    CHECK(clear > 1000);
}
