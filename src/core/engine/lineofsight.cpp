#include "lineofsight.h"

#include "squaregeometry.h"

#include <QVarLengthArray>
#include <algorithm>

namespace
{

void sortUnique(QVector<QPoint> &cells)
{
    // By y, then x, as one unsigned key per cell: a pair's cells repeat once per segment, and
    // sorting plain integers is several times quicker than comparing points.
    if (cells.size() < 2)
        return;
    QVarLengthArray<quint64, 64> keys;
    keys.reserve(cells.size());
    for (const QPoint &c : cells)
        keys.append((quint64(quint32(c.y()) ^ 0x80000000u) << 32) | (quint32(c.x()) ^ 0x80000000u));
    std::sort(keys.begin(), keys.end());
    cells.clear();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (i > 0 && keys[i] == keys[i - 1])
            continue;
        cells.append(
            QPoint(int(quint32(keys[i]) ^ 0x80000000u), int(quint32(keys[i] >> 32) ^ 0x80000000u)));
    }
}

void sortUnique(QVector<int> &values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
}

int sideOfLine(MicroPoint a, MicroPoint b, MicroPoint c)
{
    const Int128 cross =
        static_cast<Int128>(b.x - a.x) * (c.y - a.y) - static_cast<Int128>(b.y - a.y) * (c.x - a.x);
    return cross > 0 ? 1 : (cross < 0 ? -1 : 0);
}

} // namespace

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

    Result result;
    QVector<int> coveringTokens;
    QVarLengthArray<int, 16> segmentTokens;
    QVarLengthArray<QPoint, 16> segmentCells;
    // QRect::contains is not inline; these run for every crossed cell.
    auto inA = [&](int x, int y) {
        return x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom();
    };
    auto inB = [&](int x, int y) {
        return x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom();
    };
    bool anyUncovered = false;
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay) {
        for (int ax = fa.left(); ax <= fa.right(); ++ax) {
            for (int by = fb.top(); by <= fb.bottom(); ++by) {
                for (int bx = fb.left(); bx <= fb.right(); ++bx) {
                    const auto p = SquareGeometry::cellCentre(ax, ay);
                    const auto q = SquareGeometry::cellCentre(bx, by);
                    bool blocked = false;
                    segmentTokens.clear();
                    segmentCells.clear();
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
                    ++result.segments;
                    if (blocked) {
                        ++result.blockedSegments;
                        continue;
                    }
                    if (segmentTokens.isEmpty() && segmentCells.isEmpty()) {
                        anyUncovered = true;
                        continue;
                    }
                    ++result.coveredSegments;
                    for (const int t : segmentTokens)
                        coveringTokens.append(t);
                    for (const auto &c : segmentCells)
                        result.coveringCells.append(c);
                }
            }
        }
    }
    sortUnique(result.blockingCells);
    sortUnique(result.blockingWalls);
    result.lineOfSight = result.blockedSegments < result.segments;
    result.cover = result.lineOfSight && !anyUncovered;
    if (result.cover) {
        sortUnique(coveringTokens);
        for (const int t : coveringTokens)
            result.coveringTokens.append(encounter.tokens[t].id);
        result.coveringTokens.sort();
        sortUnique(result.coveringCells);
    } else {
        result.coveringCells.clear();
    }
    return result;
}

namespace
{

bool wallTouches(const SightGrid &grid, int wall, MicroPoint p, MicroPoint q)
{
    return SquareGeometry::segmentsTouch(p, q, grid.wallFrom(wall), grid.wallTo(wall));
}

// SightGrid::segment(...) == Clear, with the walk stopped at the first cell that covers or
// blocks the segment: once some segment is known to be unblocked, another matters only if it
// is clear and uncovered, and most are neither before their end.
bool isClear(const SightGrid &grid, int ax, int ay, int bx, int by, const QRect &fa,
             const QRect &fb)
{
    const MicroPoint p = SquareGeometry::cellCentre(ax, ay);
    const MicroPoint q = SquareGeometry::cellCentre(bx, by);
    bool clear = true;
    SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
        const quint8 f = grid.flags(x, y);
        if (f == 0)
            return true;
        if (f & SightGrid::Walls) {
            for (auto w = grid.wallsBegin(x, y); w != grid.wallsEnd(x, y); ++w) {
                if (wallTouches(grid, *w, p, q)) {
                    clear = false;
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
        clear = false;
        return false;
    });
    return clear;
}

} // namespace

LineOfSight::Summary LineOfSight::summary(int a, int b, const Encounter &encounter,
                                          const OccupancyMap &occupancy, const SightGrid &grid)
{
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();
    if (!grid.contains(fa) || !grid.contains(fb)) {
        const auto full = between(a, b, encounter, occupancy);
        return {full.lineOfSight, full.cover};
    }
    // §1.6: one unblocked segment means sight, one clear and uncovered segment means no cover.
    // Until the first unblocked one each segment is walked to its end (or its first blocker);
    // after it, only to its first blocker or cover.
    bool sight = false;
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay) {
        for (int ax = fa.left(); ax <= fa.right(); ++ax) {
            for (int by = fb.top(); by <= fb.bottom(); ++by) {
                for (int bx = fb.left(); bx <= fb.right(); ++bx) {
                    if (sight) {
                        if (isClear(grid, ax, ay, bx, by, fa, fb))
                            return {true, false};
                        continue;
                    }
                    const auto segment = grid.segment(ax, ay, bx, by, fa, fb);
                    if (segment == SightGrid::Segment::Clear)
                        return {true, false};
                    sight = segment == SightGrid::Segment::Covered;
                }
            }
        }
    }
    return {sight, sight};
}

LineOfSight::Result LineOfSight::between(int a, int b, const Encounter &encounter,
                                         const OccupancyMap &occupancy, const SightGrid &grid)
{
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();
    if (!grid.contains(fa) || !grid.contains(fb))
        return between(a, b, encounter, occupancy);
    auto inAOrB = [&](int x, int y) {
        return (x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom()) ||
               (x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom());
    };
    Result result;
    QVector<int> coveringTokens;
    QVarLengthArray<int, 16> segmentTokens;
    QVarLengthArray<QPoint, 16> segmentCells;
    bool anyUncovered = false;
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay) {
        for (int ax = fa.left(); ax <= fa.right(); ++ax) {
            for (int by = fb.top(); by <= fb.bottom(); ++by) {
                for (int bx = fb.left(); bx <= fb.right(); ++bx) {
                    const auto p = SquareGeometry::cellCentre(ax, ay);
                    const auto q = SquareGeometry::cellCentre(bx, by);
                    bool blocked = false;
                    segmentTokens.clear();
                    segmentCells.clear();
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
                        if (!(f & (SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied)) ||
                            inAOrB(x, y))
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
                    ++result.segments;
                    if (blocked) {
                        ++result.blockedSegments;
                        continue;
                    }
                    if (segmentTokens.isEmpty() && segmentCells.isEmpty()) {
                        anyUncovered = true;
                        continue;
                    }
                    ++result.coveredSegments;
                    for (const int t : segmentTokens)
                        coveringTokens.append(t);
                    for (const auto &c : segmentCells)
                        result.coveringCells.append(c);
                }
            }
        }
    }
    sortUnique(result.blockingCells);
    sortUnique(result.blockingWalls);
    result.lineOfSight = result.blockedSegments < result.segments;
    result.cover = result.lineOfSight && !anyUncovered;
    if (result.cover) {
        sortUnique(coveringTokens);
        for (const int t : coveringTokens)
            result.coveringTokens.append(encounter.tokens[t].id);
        result.coveringTokens.sort();
        sortUnique(result.coveringCells);
    } else {
        result.coveringCells.clear();
    }
    return result;
}
