#include "sightgrid.h"

#include "heightsight.h"
#include "lineofsight.h"

#include <vector>

namespace
{

qint64 floorCell(qint64 v)
{
    constexpr qint64 C = SquareGeometry::Cell;
    return v >= 0 ? v / C : -((-v + C - 1) / C);
}

} // namespace

SightGrid::SightGrid(const SquareBoard &board, const RuleSet &rules)
{
    rebuild(board, rules);
}

void SightGrid::resize(const SquareBoard &board)
{
    m_width = qMax(0, board.width);
    m_height = qMax(0, board.height);
    const int cells = m_width * m_height;
    // fill() keeps the buffers of the last board (a full recompute rebuilds the grid each time).
    m_flags.fill(0, cells);
    m_tokenCount.fill(0, cells);
}

void SightGrid::rebuild(const SquareBoard &board, const RuleSet &rules)
{
    resize(board);
    // One flag byte per terrain kind, not a look into the rules per cell.
    std::vector<quint8> kindFlags(size_t(rules.terrainKinds.size()));
    for (int k = 0; k < rules.terrainKinds.size(); ++k) {
        const auto &terrain = rules.terrainKinds[k];
        kindFlags[size_t(k)] =
            quint8((terrain.blocksSight ? Blocks : 0) | (terrain.givesCover ? Cover : 0));
    }
    quint8 *flags = m_flags.data();
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int kind = board.terrainAt(x, y);
            if (kind >= 0)
                flags[y * m_width + x] = kindFlags[size_t(kind)];
        }
    }
    bucketWalls(board, [](const WallSegment &) { return true; });
}

void SightGrid::rebuildOverHeights(const SquareBoard &board, const RuleSet &rules, qint64 level)
{
    resize(board);
    const HeightSight heights(board, rules);
    quint8 *flags = m_flags.data();
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            flags[y * m_width + x] = quint8((heights.blockingTop(x, y) > level ? Blocks : 0) |
                                            (heights.coverTop(x, y) > level ? Cover : 0));
        }
    }
    bucketWalls(board, [level](const WallSegment &wall) {
        return wall.topMicrometres.value_or(SquareBoard::NoTop) > level;
    });
}

template<typename Kept> void SightGrid::bucketWalls(const SquareBoard &board, Kept kept)
{
    const int cells = m_width * m_height;
    m_wallList.clear();
    // Walls bucketed by the closed cell squares they touch: a segment touches a wall at some
    // point, and that point lies in the closed square of a cell the segment passes through
    // (its end cells included), so testing those cells' walls finds every wall it touches.
    // Counted first, then filled in wall order, into one list: a board without walls allocates
    // no bucket per cell.
    m_wallEnds.resize(2 * board.walls.size());
    m_wallStart.fill(0, cells + 1);
    std::vector<int> fill;
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < board.walls.size(); ++i) {
            const auto &w = board.walls[i];
            m_wallEnds[2 * i] = {w.x1, w.y1};
            m_wallEnds[2 * i + 1] = {w.x2, w.y2};
            if (!w.blocks() || !kept(w))
                continue;
            const qint64 x0 = qMax<qint64>(0, floorCell(qMin(w.x1, w.x2)) - 1);
            const qint64 x1 = qMin<qint64>(m_width - 1, floorCell(qMax(w.x1, w.x2)));
            const qint64 y0 = qMax<qint64>(0, floorCell(qMin(w.y1, w.y2)) - 1);
            const qint64 y1 = qMin<qint64>(m_height - 1, floorCell(qMax(w.y1, w.y2)));
            const MicroPoint p{w.x1, w.y1};
            const MicroPoint q{w.x2, w.y2};
            for (qint64 y = y0; y <= y1; ++y) {
                for (qint64 x = x0; x <= x1; ++x) {
                    if (!LineOfSight::segmentMeetsCells(p, q, QRect(int(x), int(y), 1, 1)))
                        continue;
                    const int cell = int(y) * m_width + int(x);
                    if (pass == 0)
                        ++m_wallStart[cell + 1];
                    else
                        m_wallList[fill[size_t(cell)]++] = i;
                }
            }
        }
        if (pass == 1)
            break;
        for (int c = 0; c < cells; ++c) {
            if (m_wallStart[c + 1] > 0)
                m_flags[c] |= Walls;
            m_wallStart[c + 1] += m_wallStart[c];
        }
        if (m_wallStart[cells] == 0)
            break;
        m_wallList.resize(m_wallStart[cells]);
        fill.assign(m_wallStart.begin(), m_wallStart.end() - 1);
    }
}

void SightGrid::countTokens(const QRect &footprint, int delta)
{
    const int left = qMax(0, footprint.left());
    const int right = qMin(m_width - 1, footprint.right());
    const int top = qMax(0, footprint.top());
    const int bottom = qMin(m_height - 1, footprint.bottom());
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            const int c = y * m_width + x;
            m_tokenCount[c] += delta;
            if (m_tokenCount[c] > 0)
                m_flags[c] |= Occupied;
            else
                m_flags[c] &= quint8(~Occupied);
        }
    }
}

bool SightGrid::wallsTouch(int cell, MicroPoint p, MicroPoint q) const
{
    for (int k = m_wallStart[cell]; k < m_wallStart[cell + 1]; ++k) {
        const int w = m_wallList[k];
        if (SquareGeometry::segmentsTouch(p, q, m_wallEnds[2 * w], m_wallEnds[2 * w + 1]))
            return true;
    }
    return false;
}

bool SightGrid::wallTouches(int ax, int ay, int bx, int by) const
{
    const MicroPoint p = SquareGeometry::cellCentre(ax, ay);
    const MicroPoint q = SquareGeometry::cellCentre(bx, by);
    bool touches = false;
    walkIndexed(ax, ay, bx, by, m_width, [&](int, int, int cell) {
        touches = (m_flags[cell] & Walls) && wallsTouch(cell, p, q);
        return !touches;
    });
    return touches;
}

SightGrid::Segment SightGrid::segment(int ax, int ay, int bx, int by, const QRect &fa,
                                      const QRect &fb) const
{
    const MicroPoint p = SquareGeometry::cellCentre(ax, ay);
    const MicroPoint q = SquareGeometry::cellCentre(bx, by);
    bool covered = false;
    // One visited cell: false when it blocks the segment.
    auto visit = [&](int x, int y, int cell) {
        const quint8 f = m_flags[cell];
        if (f == 0)
            return true;
        if ((f & Walls) && wallsTouch(cell, p, q))
            return false;
        if (!(f & (Blocks | Cover | Occupied)))
            return true;
        // docs/rules.md §1.6: A's and B's own cells never count.
        if ((x >= fa.left() && x <= fa.right() && y >= fa.top() && y <= fa.bottom()) ||
            (x >= fb.left() && x <= fb.right() && y >= fb.top() && y <= fb.bottom()))
            return true;
        if (f & Blocks)
            return false;
        covered = true;
        return true;
    };
    bool blocked = false;
    walkIndexed(ax, ay, bx, by, m_width, [&](int x, int y, int cell) {
        blocked = !visit(x, y, cell);
        return !blocked;
    });
    if (blocked)
        return Segment::Blocked;
    return covered ? Segment::Covered : Segment::Clear;
}
