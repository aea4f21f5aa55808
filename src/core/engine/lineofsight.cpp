#include "lineofsight.h"

#include "centrepairs.h"
#include "heightlineofsight.h"
#include "reasontally.h"
#include "squaregeometry.h"

#include <QVarLengthArray>
#include <algorithm>

namespace
{

int sideOfLine(MicroPoint a, MicroPoint b, MicroPoint c)
{
    const Int128 cross =
        static_cast<Int128>(b.x - a.x) * (c.y - a.y) - static_cast<Int128>(b.y - a.y) * (c.x - a.x);
    return cross > 0 ? 1 : (cross < 0 ? -1 : 0);
}

} // namespace

HeightLineOfSight LineOfSight::overHeights(const Encounter &encounter)
{
    HeightLineOfSight heights;
    heights.prepare(encounter);
    return heights;
}

bool LineOfSight::segmentMeetsCells(MicroPoint p, MicroPoint q, const QRect &cells)
{
    if (cells.isEmpty())
        return false;
    constexpr qint64 C = SquareGeometry::Cell;
    const qint64 x0 = qint64(cells.left()) * C;
    const qint64 x1 = qint64(cells.right() + 1) * C;
    const qint64 y0 = qint64(cells.top()) * C;
    const qint64 y1 = qint64(cells.bottom() + 1) * C;
    if (std::max(p.x, q.x) < x0 || std::min(p.x, q.x) > x1 || std::max(p.y, q.y) < y0 ||
        std::min(p.y, q.y) > y1)
        return false;
    // Bounding boxes overlap: the segment meets the rectangle unless all four corners lie
    // strictly on one side of its line.
    const MicroPoint corners[4] = {{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}};
    bool positive = false;
    bool negative = false;
    for (const auto &c : corners) {
        const int side = sideOfLine(p, q, c);
        if (side == 0)
            return true;
        (side > 0 ? positive : negative) = true;
    }
    return positive && negative;
}

LineOfSight::Result LineOfSight::between(int a, int b, const Encounter &encounter,
                                         const OccupancyMap &occupancy)
{
    if (encounter.board.square.sightOverHeights)
        return overHeights(encounter).between(a, b, encounter, occupancy, nullptr);
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();

    // Only walls whose bounding box meets the box of all centres can touch a segment.
    const QRect span = fa.united(fb);
    const MicroPoint lo = SquareGeometry::cellCentre(span.left(), span.top());
    const MicroPoint hi = SquareGeometry::cellCentre(span.right(), span.bottom());
    QVarLengthArray<int, 32> walls;
    for (int i = 0; i < board.walls.size(); ++i) {
        const auto &w = board.walls[i];
        if (!w.blocks() || std::max(w.x1, w.x2) < lo.x || std::min(w.x1, w.x2) > hi.x ||
            std::max(w.y1, w.y2) < lo.y || std::min(w.y1, w.y2) > hi.y)
            continue;
        walls.append(i);
    }

    ReasonTally tally;
    auto &result = tally.result;
    auto &segmentTokens = tally.segmentTokens;
    auto &segmentCells = tally.segmentCells;
    // QRect::contains is not inline; these run for every crossed cell.
    auto inA = [&](int x, int y) {
        return x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom();
    };
    auto inB = [&](int x, int y) {
        return x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom();
    };
    tally.addSegments(fa, fb, [&](int ax, int ay, int bx, int by, MicroPoint p, MicroPoint q) {
        bool blocked = false;
        // The cells SquareGeometry::forEachCellCrossed gives, in exact steps
        // without its 128-bit divisions (engineequivalencetests.cpp holds the
        // two equal).
        SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
            // Centre-to-centre segments between on-map cells stay on the map;
            // footprints may reach past its edge, so guard anyway.
            if (!board.contains(x, y) || inA(x, y) || inB(x, y))
                return true;
            const int kind = board.terrainAt(x, y);
            if (kind >= 0) {
                const auto &terrain = rules.terrainKinds[kind];
                if (terrain.blocksSight) {
                    blocked = true;
                    result.blockingCells.append({x, y});
                }
                if (terrain.givesCover)
                    segmentCells.append({x, y});
            }
            for (const int holder : occupancy.holders(x, y)) {
                if (holder != a && holder != b)
                    segmentTokens.append(holder);
            }
            return true;
        });
        for (const int w : walls) {
            if (SquareGeometry::touchesWall(p, q, board.walls[w])) {
                blocked = true;
                result.blockingWalls.append(w);
            }
        }
        return blocked;
    });
    return tally.finish(encounter);
}

namespace
{

bool wallTouches(const SightGrid &grid, int wall, MicroPoint p, MicroPoint q)
{
    return SquareGeometry::segmentsTouch(p, q, grid.wallFrom(wall), grid.wallTo(wall));
}

} // namespace

namespace
{

// One segment of summarize(): `Covered` with the first covering cell (-1 when terrain covers
// there, which no token edit changes); `Blocked` with what blocks it, a cell (x, y) or a wall.
struct SegmentWalk {
    SightGrid::Segment result;
    int coverCell;
    int blockX = -1;
    int blockY = -1;
    int blockWall = -1;
    int recorded = 0; // with Record: the cells written to `out`
};

// Walks the segment between the centres of cells (ax, ay) and (bx, by) like
// SightGrid::segment; with `toEnd` false it stops at the first cell that covers it too (the
// pair already has sight, and only a clear segment still matters). With `Record`, `out` (room
// for |bx - ax| + |by - ay| + 1 cells) gets every cell walked, A's and B's too, with no test per
// cell: the clear segment's witness without a second walk (clearCells() keeps its part outside
// fa and fb).
template<bool Record>
SegmentWalk walkSegment(const SightGrid &grid, int ax, int ay, int bx, int by, const QRect &fa,
                        const QRect &fb, bool toEnd, int *out)
{
    const MicroPoint p = SquareGeometry::cellCentre(ax, ay);
    const MicroPoint q = SquareGeometry::cellCentre(bx, by);
    SegmentWalk walk{SightGrid::Segment::Clear, -1};
    bool covered = false;
    auto record = [&](int cell) {
        if constexpr (Record)
            out[walk.recorded++] = cell;
    };
    // One visited cell with some flag: false to stop.
    auto visit = [&](int x, int y, int cell) {
        const quint8 f = grid.flags(x, y);
        if (f & SightGrid::Walls) {
            for (auto w = grid.wallsBegin(x, y); w != grid.wallsEnd(x, y); ++w) {
                if (wallTouches(grid, *w, p, q)) {
                    walk.result = SightGrid::Segment::Blocked;
                    walk.blockWall = *w;
                    return false;
                }
            }
        }
        if (!(f & (SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied)))
            return true;
        // docs/rules.md §1.6: A's and B's own cells never count.
        if ((x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom()) ||
            (x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom()))
            return true;
        if (f & SightGrid::Blocks) {
            walk.result = SightGrid::Segment::Blocked;
            walk.blockX = x;
            walk.blockY = y;
            return false;
        }
        if (!covered) {
            covered = true;
            walk.coverCell = (f & SightGrid::Cover) ? -1 : cell;
        }
        walk.result = SightGrid::Segment::Covered;
        return toEnd;
    };
    SightGrid::walkIndexed(ax, ay, bx, by, grid.width(), [&](int x, int y, int cell) {
        if (grid.flags(x, y) == 0) {
            record(cell);
            return true;
        }
        if (!visit(x, y, cell))
            return false;
        record(cell);
        return true;
    });
    return walk;
}

// The segment between the centres of cells (ax, ay) and (bx, by) passes through the open
// interior of cell (cx, cy), by SightGrid::walk's rule (a line through a corner touches the
// two side cells only at a point). In half-cell units: the centres are odd, the square is
// (2cx, 2cx + 2) × (2cy, 2cy + 2); the parameters t where the line is inside both strips form
// an open interval, compared as fractions. The cell must be neither end's cell.
bool crossesCell(int ax, int ay, int bx, int by, int cx, int cy)
{
    qint64 loN = 0, loD = 1, hiN = 1, hiD = 1; // t in (lo, hi)
    auto clip = [&](qint64 p, qint64 d, qint64 a, qint64 b) {
        if (d == 0)
            return a < p && p < b;
        qint64 n1 = a - p, n2 = b - p;
        if (d < 0) {
            n1 = p - b;
            n2 = p - a;
            d = -d;
        }
        if (n1 * loD > loN * d) {
            loN = n1;
            loD = d;
        }
        if (n2 * hiD < hiN * d) {
            hiN = n2;
            hiD = d;
        }
        return true;
    };
    const qint64 px = 2 * qint64(ax) + 1, py = 2 * qint64(ay) + 1;
    const qint64 dx = 2 * (qint64(bx) - ax), dy = 2 * (qint64(by) - ay);
    if (!clip(px, dx, 2 * qint64(cx), 2 * qint64(cx) + 2) ||
        !clip(py, dy, 2 * qint64(cy), 2 * qint64(cy) + 2))
        return false;
    return loN * hiD < hiN * loD;
}

// Of the `count` cells a clear segment walked (in `cells`, y * width + x), those outside fa and
// fb, moved to the front; their number. A segment from inside a rectangle leaves it once and one
// ending inside enters it once: A's cells come first in the walk, B's last.
int clearCells(int *cells, int count, int width, const QRect &fa, const QRect &fb)
{
    auto inside = [&](const QRect &r, int cell) {
        const int y = cell / width;
        const int x = cell - y * width;
        return x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom();
    };
    int from = 0;
    while (from < count && inside(fa, cells[from]))
        ++from;
    int to = count;
    while (to > from && inside(fb, cells[to - 1]))
        --to;
    std::copy(cells + from, cells + to, cells);
    return to - from;
}

// LineOfSight::summary on the grid; with `Record`, filling the Witness too. Segments of one
// pair run side by side, so what blocked the last one is tried first, in O(1), before a walk:
// a pair with no sight then mostly stops at once.
template<bool Record>
LineOfSight::Summary summarize(const QRect &fa, const QRect &fb, const SightGrid &grid,
                               LineOfSight::Witness *witness)
{
    if constexpr (Record) {
        // Room for the longest walk between the two footprints' cells.
        const QRect span = fa.united(fb);
        witness->arrive.resize(size_t(span.width() + span.height() - 1));
        witness->leave.clear();
    }
    bool sight = false;
    int blockX = -1, blockY = -1, blockWall = -1;
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay) {
        for (int ax = fa.left(); ax <= fa.right(); ++ax) {
            for (int by = fb.top(); by <= fb.bottom(); ++by) {
                for (int bx = fb.left(); bx <= fb.right(); ++bx) {
                    if (blockX >= 0 && crossesCell(ax, ay, bx, by, blockX, blockY))
                        continue; // blocked
                    if (blockWall >= 0 &&
                        wallTouches(grid, blockWall, SquareGeometry::cellCentre(ax, ay),
                                    SquareGeometry::cellCentre(bx, by)))
                        continue; // blocked
                    const SegmentWalk walk =
                        walkSegment<Record>(grid, ax, ay, bx, by, fa, fb, !sight,
                                            Record ? witness->arrive.data() : nullptr);
                    if (walk.result == SightGrid::Segment::Clear) {
                        // Sight and no cover for as long as no token lands on this segment
                        // (its cells are in witness->arrive).
                        if constexpr (Record) {
                            witness->arrive.resize(size_t(clearCells(
                                witness->arrive.data(), walk.recorded, grid.width(), fa, fb)));
                            witness->leave.clear();
                        }
                        return {true, false};
                    }
                    if (walk.result == SightGrid::Segment::Covered) {
                        sight = true;
                        if constexpr (Record) {
                            if (walk.coverCell >= 0)
                                witness->leave.push_back(walk.coverCell);
                        }
                    } else if (walk.blockWall >= 0 || walk.blockX >= 0) {
                        blockX = walk.blockX;
                        blockY = walk.blockY;
                        blockWall = walk.blockWall;
                    }
                }
            }
        }
    }
    if constexpr (Record) {
        witness->arrive.clear();
        // Cover: each segment stays unclear while its covering token stays (or it is blocked).
        auto &leave = witness->leave;
        std::sort(leave.begin(), leave.end());
        leave.erase(std::unique(leave.begin(), leave.end()), leave.end());
    }
    return {sight, sight};
}

} // namespace

LineOfSight::Summary LineOfSight::summary(int a, int b, const Encounter &encounter,
                                          const OccupancyMap &occupancy, const SightGrid &grid)
{
    if (encounter.board.square.sightOverHeights)
        return overHeights(encounter).summary(a, b, encounter, occupancy, &grid, nullptr);
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();
    if (!grid.contains(fa) || !grid.contains(fb)) {
        const auto full = between(a, b, encounter, occupancy);
        return {full.lineOfSight, full.cover};
    }
    return summarize<false>(fa, fb, grid, nullptr);
}

LineOfSight::Summary LineOfSight::summary(const QRect &fa, const QRect &fb, const SightGrid &grid,
                                          Witness &witness)
{
    return summarize<true>(fa, fb, grid, &witness);
}

LineOfSight::Result LineOfSight::between(int a, int b, const Encounter &encounter,
                                         const OccupancyMap &occupancy, const SightGrid &grid)
{
    if (encounter.board.square.sightOverHeights)
        return overHeights(encounter).between(a, b, encounter, occupancy, &grid);
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();
    if (!grid.contains(fa) || !grid.contains(fb))
        return between(a, b, encounter, occupancy);
    auto inAOrB = [&](int x, int y) {
        return (x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom()) ||
               (x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom());
    };
    ReasonTally tally;
    auto &result = tally.result;
    auto &segmentTokens = tally.segmentTokens;
    auto &segmentCells = tally.segmentCells;
    tally.addSegments(fa, fb, [&](int ax, int ay, int bx, int by, MicroPoint p, MicroPoint q) {
        bool blocked = false;
        // Every crossed cell and every touching wall, as the plain path records them.
        SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
            const quint8 f = grid.flags(x, y);
            if (f & SightGrid::Walls) {
                for (auto w = grid.wallsBegin(x, y); w != grid.wallsEnd(x, y); ++w) {
                    if (wallTouches(grid, *w, p, q)) {
                        blocked = true;
                        result.blockingWalls.append(*w);
                    }
                }
            }
            if (!(f & (SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied)) || inAOrB(x, y))
                return true;
            if (f & SightGrid::Blocks) {
                blocked = true;
                result.blockingCells.append({x, y});
            }
            if (f & SightGrid::Cover)
                segmentCells.append({x, y});
            if (f & SightGrid::Occupied) {
                for (const int holder : occupancy.holders(x, y)) {
                    if (holder != a && holder != b)
                        segmentTokens.append(holder);
                }
            }
            return true;
        });
        return blocked;
    });
    return tally.finish(encounter);
}
