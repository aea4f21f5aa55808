#include "pointsight.h"

#include "heightline.h"
#include "heightsight.h"
#include "squaregeometry.h"

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

Int128 cross(MicroPoint o, MicroPoint a, MicroPoint b)
{
    return static_cast<Int128>(a.x - o.x) * (b.y - o.y) -
           static_cast<Int128>(a.y - o.y) * (b.x - o.x);
}

qint64 floorDiv(Int128 n, Int128 d)
{
    Int128 q = n / d;
    if ((n % d != 0) && ((n < 0) != (d < 0)))
        --q;
    return static_cast<qint64>(q);
}

qint64 ceilDiv(Int128 n, Int128 d)
{
    return -floorDiv(-n, d);
}

// Calls add(x, y) for every cell of the w × h map whose closed square the closed segment ab
// touches: the wall buckets.
template<typename Add> void forEachClosedSquare(MicroPoint a, MicroPoint b, int w, int h, Add add)
{
    if (a.x > b.x)
        std::swap(a, b);
    const qint64 dx = b.x - a.x;
    const qint64 dy = b.y - a.y;
    // Closed strips [c, c + 1] meeting [a.x, b.x]: c from ceil(a.x / Cell) - 1 to floor(b.x /
    // Cell).
    const qint64 firstColumn = std::max<qint64>(0, ceilDiv(a.x, Cell) - 1);
    const qint64 lastColumn = std::min<qint64>(w - 1, floorDiv(b.x, Cell));
    for (qint64 column = firstColumn; column <= lastColumn; ++column) {
        Int128 ylo;
        Int128 yhi;
        Int128 den;
        if (dx == 0) {
            ylo = std::min(a.y, b.y);
            yhi = std::max(a.y, b.y);
            den = 1;
        } else {
            const qint64 xlo = std::max(a.x, column * Cell);
            const qint64 xhi = std::min(b.x, (column + 1) * Cell);
            if (xlo > xhi)
                continue;
            const Int128 y1 = static_cast<Int128>(a.y) * dx + static_cast<Int128>(xlo - a.x) * dy;
            const Int128 y2 = static_cast<Int128>(a.y) * dx + static_cast<Int128>(xhi - a.x) * dy;
            ylo = std::min(y1, y2);
            yhi = std::max(y1, y2);
            den = dx;
        }
        // Rows whose closed square [r, r + 1] meets [ylo, yhi] / den.
        const qint64 firstRow = std::max<qint64>(0, ceilDiv(ylo, den * Cell) - 1);
        const qint64 lastRow = std::min<qint64>(h - 1, floorDiv(yhi, den * Cell));
        for (qint64 row = firstRow; row <= lastRow; ++row)
            add(static_cast<int>(column), static_cast<int>(row));
    }
}

} // namespace

PointSight::PointSight(const SquareBoard &board, const RuleSet &rules)
    : m_width(board.width), m_height(board.height)
{
    const std::size_t cells = std::size_t(std::max(0, m_width)) * std::max(0, m_height);
    m_blocks.assign(cells, 0);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int kind = board.terrainAt(x, y);
            if (kind >= 0 && rules.terrainKinds[kind].blocksSight)
                m_blocks[std::size_t(y) * m_width + x] = 1;
        }
    }
    // Buckets by counting sort: first the count per cell, then the lists.
    std::vector<int> counts(cells + 1, 0);
    for (const auto &wall : board.walls) {
        if (!wall.blocks())
            continue;
        m_walls.push_back({wall.x1, wall.y1});
        m_walls.push_back({wall.x2, wall.y2});
        forEachClosedSquare(m_walls[m_walls.size() - 2], m_walls.back(), m_width, m_height,
                            [&](int x, int y) { ++counts[std::size_t(y) * m_width + x]; });
    }
    m_wallStart.assign(cells + 1, 0);
    for (std::size_t i = 0; i < cells; ++i)
        m_wallStart[i + 1] = m_wallStart[i] + counts[i];
    m_wallList.assign(std::size_t(m_wallStart[cells]), 0);
    std::vector<int> fill(m_wallStart.begin(), m_wallStart.end() - 1);
    for (std::size_t w = 0; w < m_walls.size() / 2; ++w) {
        forEachClosedSquare(
            m_walls[2 * w], m_walls[2 * w + 1], m_width, m_height, [&](int x, int y) {
                m_wallList[std::size_t(fill[std::size_t(y) * m_width + x]++)] = int(w);
            });
    }
    m_overHeights = board.sightOverHeights;
    if (m_overHeights) {
        HeightSight heights(board, rules);
        m_ground.resize(cells);
        m_blockTop.resize(cells);
        for (int y = 0; y < m_height; ++y) {
            for (int x = 0; x < m_width; ++x) {
                m_ground[std::size_t(y) * m_width + x] = board.elevationAt(x, y);
                m_blockTop[std::size_t(y) * m_width + x] = heights.blockingTop(x, y);
            }
        }
        for (const auto &wall : board.walls) {
            if (wall.blocks())
                m_wallTops.push_back(wall.topMicrometres.value_or(SquareBoard::NoTop));
        }
        m_standingEye = rules.eyeHeightPerSizeMicrometres;
    }
    m_busySum.assign(std::size_t(m_width + 1) * (m_height + 1), 0);
    for (int y = 0; y < m_height; ++y) {
        int row = 0;
        for (int x = 0; x < m_width; ++x) {
            const std::size_t i = std::size_t(y) * m_width + x;
            row += (m_blocks[i] || m_wallStart[i + 1] > m_wallStart[i]) ? 1 : 0;
            m_busySum[std::size_t(y + 1) * (m_width + 1) + x + 1] =
                m_busySum[std::size_t(y) * (m_width + 1) + x + 1] + row;
        }
    }
}

bool PointSight::squareContains(int x, int y, MicroPoint p)
{
    return qint64(x) * Cell <= p.x && p.x <= qint64(x + 1) * Cell && qint64(y) * Cell <= p.y &&
           p.y <= qint64(y + 1) * Cell;
}

bool PointSight::touchesBeyond(MicroPoint p, MicroPoint q, MicroPoint a, MicroPoint b)
{
    if (!SquareGeometry::segmentsTouch(p, q, a, b))
        return false;
    const bool pOnWall = cross(a, b, p) == 0 && std::min(a.x, b.x) <= p.x &&
                         p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
                         p.y <= std::max(a.y, b.y);
    if (!pOnWall)
        return true; // they meet, and not at p
    if (p == q)
        return false;
    // p lies on the wall. Crossing lines meet only there; a wall along pq meets it beyond p
    // when one of its ends lies ahead of p.
    if (cross(p, q, a) != 0 || cross(p, q, b) != 0)
        return false;
    const auto ahead = [&](MicroPoint e) {
        return static_cast<Int128>(e.x - p.x) * (q.x - p.x) +
                   static_cast<Int128>(e.y - p.y) * (q.y - p.y) >
               0;
    };
    return ahead(a) || ahead(b);
}

bool PointSight::isOpen(const QRect &cells) const
{
    const int left = std::max(0, cells.left());
    const int top = std::max(0, cells.top());
    const int right = std::min(m_width - 1, cells.right());
    const int bottom = std::min(m_height - 1, cells.bottom());
    if (left > right || top > bottom)
        return true;
    const auto at = [&](int x, int y) { return m_busySum[std::size_t(y) * (m_width + 1) + x]; };
    return at(right + 1, bottom + 1) - at(left, bottom + 1) - at(right + 1, top) + at(left, top) ==
           0;
}

bool PointSight::blockedOverHeights(MicroPoint p, qint64 zp, int cx, int cy, const QRect &skip,
                                    bool beyondP) const
{
    const HeightLine line(p, zp, SquareGeometry::cellCentre(cx, cy), standingZ(cx, cy));
    const QRect map(0, 0, m_width, m_height);
    auto wallsBlock = [&](std::size_t cell) {
        for (int k = m_wallStart[cell]; k < m_wallStart[cell + 1]; ++k) {
            const int w = m_wallList[std::size_t(k)];
            if (line.passesUnder(m_walls[std::size_t(2 * w)], m_walls[std::size_t(2 * w + 1)],
                                 m_wallTops[std::size_t(w)], beyondP))
                return true;
        }
        return false;
    };
    // As in blocked(): every point of the line lies in the closed square of a crossed cell.
    return SquareGeometry::anyCellCrossed(
        p, line.to(),
        [&](int x, int y) {
            const std::size_t i = std::size_t(y) * m_width + x;
            if (wallsBlock(i))
                return true;
            if ((x == cx && y == cy) || skip.contains(x, y) || (beyondP && squareContains(x, y, p)))
                return false;
            const qint64 top = m_blockTop[i];
            return top == SquareBoard::NoTop || line.dipsBelow(x, y, top);
        },
        map);
}

bool PointSight::blocked(MicroPoint p, int cx, int cy) const
{
    const MicroPoint q = SquareGeometry::cellCentre(cx, cy);
    // Every point of pq lies in the closed square of a cell whose interior pq crosses (q is a
    // cell centre, so pq never runs along a grid line), so those cells' buckets hold every wall
    // that can touch it.
    const QRect map(0, 0, m_width, m_height);
    return SquareGeometry::anyCellCrossed(
        p, q,
        [&](int x, int y) {
            const std::size_t i = std::size_t(y) * m_width + x;
            if (m_blocks[i] && !(x == cx && y == cy) && !squareContains(x, y, p))
                return true;
            for (int k = m_wallStart[i]; k < m_wallStart[i + 1]; ++k) {
                const int w = m_wallList[std::size_t(k)];
                if (touchesBeyond(p, q, m_walls[std::size_t(2 * w)],
                                  m_walls[std::size_t(2 * w + 1)]))
                    return true;
            }
            return false;
        },
        map);
}
