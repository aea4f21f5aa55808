#include "visibilityfield.h"

#include "sightgrid.h"
#include "squaregeometry.h"

#include <algorithm>
#include <cstring>

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

qint64 floorDiv(qint64 n, qint64 d)
{
    return n >= 0 ? n / d : -((-n + d - 1) / d);
}

// The closed segment ab meets the closed square [x0, x1] × [y0, y1].
bool touchesBox(MicroPoint a, MicroPoint b, qint64 x0, qint64 y0, qint64 x1, qint64 y1)
{
    auto inside = [&](MicroPoint p) { return x0 <= p.x && p.x <= x1 && y0 <= p.y && p.y <= y1; };
    if (inside(a) || inside(b))
        return true;
    const MicroPoint c00{x0, y0}, c10{x1, y0}, c01{x0, y1}, c11{x1, y1};
    return SquareGeometry::segmentsTouch(a, b, c00, c10) ||
           SquareGeometry::segmentsTouch(a, b, c10, c11) ||
           SquareGeometry::segmentsTouch(a, b, c11, c01) ||
           SquareGeometry::segmentsTouch(a, b, c01, c00);
}

} // namespace

void VisibilityField::prepare(const SquareBoard &board, const RuleSet &rules)
{
    m_heights.reset();
    if (board.sightOverHeights)
        m_heights.emplace(board, rules);
    m_width = std::max(0, board.width);
    m_height = std::max(0, board.height);
    const int cells = m_width * m_height;
    m_blocks.assign(std::size_t(cells), 0);
    m_seen.assign(std::size_t(cells), 0);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int kind = board.terrainAt(x, y);
            if (kind >= 0 && rules.terrainKinds[kind].blocksSight)
                m_blocks[std::size_t(y * m_width + x)] = 1;
        }
    }

    // Blocking walls, bucketed by the closed cell squares they touch: a segment that touches a
    // wall touches it at a point of the closed square of a cell the segment's walk visits.
    m_walls.clear();
    for (const auto &wall : board.walls) {
        if (wall.blocks()) {
            m_walls.push_back({wall.x1, wall.y1});
            m_walls.push_back({wall.x2, wall.y2});
        }
    }
    m_hasWalls = !m_walls.empty();
    m_wallStart.assign(std::size_t(cells) + 1, 0);
    m_wallList.clear();
    std::vector<int> fill;
    for (int pass = 0; pass < 2; ++pass) {
        for (int w = 0; w < int(m_walls.size()) / 2; ++w) {
            const MicroPoint a = m_walls[std::size_t(2 * w)];
            const MicroPoint b = m_walls[std::size_t(2 * w + 1)];
            // Cells whose closed square [c, c + 1] (in cells) meets the wall's box.
            const qint64 x0 = std::max<qint64>(0, -floorDiv(-std::min(a.x, b.x), Cell) - 1);
            const qint64 x1 = std::min<qint64>(m_width - 1, floorDiv(std::max(a.x, b.x), Cell));
            const qint64 y0 = std::max<qint64>(0, -floorDiv(-std::min(a.y, b.y), Cell) - 1);
            const qint64 y1 = std::min<qint64>(m_height - 1, floorDiv(std::max(a.y, b.y), Cell));
            for (qint64 y = y0; y <= y1; ++y) {
                for (qint64 x = x0; x <= x1; ++x) {
                    if (!touchesBox(a, b, x * Cell, y * Cell, (x + 1) * Cell, (y + 1) * Cell))
                        continue;
                    const auto cell = std::size_t(y * m_width + x);
                    if (pass == 0)
                        ++m_wallStart[cell + 1];
                    else
                        m_wallList[std::size_t(fill[cell]++)] = w;
                }
            }
        }
        if (pass == 0) {
            for (int c = 0; c < cells; ++c)
                m_wallStart[std::size_t(c) + 1] += m_wallStart[std::size_t(c)];
            m_wallList.resize(std::size_t(m_wallStart.back()));
            fill.assign(m_wallStart.begin(), m_wallStart.end() - 1);
        }
    }
}

void VisibilityField::clear()
{
    std::fill(m_seen.begin(), m_seen.end(), 0);
}

void VisibilityField::compute(const QRect &from, qint64 eye)
{
    clear();
    add(from, eye);
}

void VisibilityField::setFootprintBlocking(const QRect &from, bool restore)
{
    // The footprint's own cells never block (docs/rules.md §1.6): cleared while casting.
    if (!restore)
        m_saved.clear();
    std::size_t k = 0;
    for (int y = std::max(0, from.top()); y <= std::min(m_height - 1, from.bottom()); ++y) {
        for (int x = std::max(0, from.left()); x <= std::min(m_width - 1, from.right()); ++x) {
            auto &b = m_blocks[std::size_t(y * m_width + x)];
            if (restore) {
                b = m_saved[k++];
            } else {
                m_saved.push_back(b);
                b = 0;
                m_seen[std::size_t(y * m_width + x)] = 1;
            }
        }
    }
}

void VisibilityField::add(const QRect &from, qint64 eye)
{
    if (m_width == 0 || m_height == 0 || from.isEmpty())
        return;
    if (m_heights) {
        addOverHeights(from, eye);
        return;
    }
    setFootprintBlocking(from, false);
    for (int y = from.top(); y <= from.bottom(); ++y) {
        for (int x = from.left(); x <= from.right(); ++x)
            castFrom(x, y, from);
    }
    setFootprintBlocking(from, true);
}

void VisibilityField::addOverHeights(const QRect &from, qint64 eye)
{
    // docs/rules.md §13: no shadows to cast, as a line may pass over what hides the cells
    // beside it; every cell is decided by its own lines, from each footprint cell on the map.
    const QRect looking = from.intersected(QRect(0, 0, m_width, m_height));
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            auto &seen = m_seen[std::size_t(y * m_width + x)];
            if (seen)
                continue;
            if (from.contains(x, y)) {
                seen = 1;
                continue;
            }
            for (int ay = looking.top(); ay <= looking.bottom() && !seen; ++ay) {
                for (int ax = looking.left(); ax <= looking.right() && !seen; ++ax) {
                    if (!m_heights->blockedOverHeights(SquareGeometry::cellCentre(ax, ay), eye, x,
                                                       y, from, false))
                        seen = 1;
                }
            }
        }
    }
}

void VisibilityField::castFrom(int px, int py, const QRect &from)
{
    // Eight octants; the cell (i, j) of an octant is (px + i xi + j xj, py + i yi + j yj), with
    // 0 <= j <= i. The axes and diagonals belong to two octants each; both give the same answer.
    castOctant(px, py, from, 1, 0, 0, 1);
    castOctant(px, py, from, 1, 0, 0, -1);
    castOctant(px, py, from, -1, 0, 0, 1);
    castOctant(px, py, from, -1, 0, 0, -1);
    castOctant(px, py, from, 0, 1, 1, 0);
    castOctant(px, py, from, 0, -1, 1, 0);
    castOctant(px, py, from, 0, 1, -1, 0);
    castOctant(px, py, from, 0, -1, -1, 0);
}

void VisibilityField::castOctant(int px, int py, const QRect &from, int xi, int xj, int yi, int yj)
{
    Q_UNUSED(from);
    // Column coordinate c0 + i cd, row coordinate s0 + j sd, on the map when inside the limits.
    const bool columnsAreX = xi != 0;
    const qint64 c0 = columnsAreX ? px : py;
    const qint64 cd = columnsAreX ? xi : yi;
    const qint64 cLimit = columnsAreX ? m_width : m_height;
    const qint64 s0 = columnsAreX ? py : px;
    const qint64 sd = columnsAreX ? yj : xj;
    const qint64 sLimit = columnsAreX ? m_height : m_width;

    const qint64 maxI = cd > 0 ? cLimit - 1 - c0 : c0;
    if (maxI < 1)
        return;
    const qint64 firstI = std::max<qint64>(1, cd > 0 ? -c0 : c0 - (cLimit - 1));
    const qint64 jMapLo = std::max<qint64>(0, sd > 0 ? -s0 : s0 - (sLimit - 1));
    const qint64 jMapHi = sd > 0 ? sLimit - 1 - s0 : s0;
    if (jMapHi < 0)
        return;

    // index(i, j) = base + i * columnStep + j * rowStep
    const qint64 base = qint64(py) * m_width + px;
    const qint64 columnStep = columnsAreX ? cd : cd * m_width;
    const qint64 rowStep = columnsAreX ? sd * m_width : sd;
    const quint8 *blocks = m_blocks.data();
    quint8 *seen = m_seen.data();

    // The visible slopes j/i, as closed intervals: at first every slope of the octant. Cells
    // off the map block nothing, so columns before the map leave them whole.
    m_gaps.clear();
    m_gaps.push_back({{0, 1}, {1, 1}});
    for (qint64 i = firstI; i <= maxI && !m_gaps.empty(); ++i) {
        m_nextGaps.clear();
        const qint64 column = base + i * columnStep;
        // The open interior of cell (i, j) is hit by the slopes ((2j - 1)/(2i + 1),
        // (2j + 1)/(2i - 1)) (for j = 0 the low end is lower still, which changes nothing here).
        const qint64 lowDen = 2 * i + 1;
        const qint64 highDen = 2 * i - 1;
        for (const Gap &gap : m_gaps) {
            // Targets: the centres (i, j) with j / i in the gap. Cells of this column never
            // hide each other within the octant, so this column's blockers come after.
            const qint64 jt0 = (gap.low.num * i + gap.low.den - 1) / gap.low.den;
            const qint64 jt1 = gap.high.num * i / gap.high.den;
            const qint64 tLo = std::max(jt0, jMapLo);
            const qint64 tHi = std::min({jt1, i, jMapHi});
            if (!m_hasWalls) {
                for (qint64 j = tLo; j <= tHi; ++j)
                    seen[column + j * rowStep] = 1;
            } else {
                for (qint64 j = tLo; j <= tHi; ++j) {
                    const qint64 index = column + j * rowStep;
                    if (!seen[index] &&
                        wallsClear(px, py, int(px + i * xi + j * xj), int(py + i * yi + j * yj)))
                        seen[index] = 1;
                }
            }
            // Blockers: every blocking cell whose open slope interval meets the gap lies
            // within one row of the targets' rows. Their intervals rise with j.
            Slope current = gap.low;
            const qint64 bLo = std::max({jt0 - 1, jMapLo, qint64(0)});
            const qint64 bHi = std::min({jt1 + 1, i, jMapHi});
            bool open = true;
            for (qint64 j = bLo; j <= bHi; ++j) {
                if (!blocks[column + j * rowStep])
                    continue;
                const qint64 lowNum = 2 * j - 1;
                const qint64 highNum = 2 * j + 1;
                if (lowNum * gap.high.den >= gap.high.num * lowDen)
                    break; // starts at or after the gap's end
                if (highNum * current.den <= current.num * highDen)
                    continue; // ends at or before what is left
                if (current.num * lowDen <= lowNum * current.den)
                    m_nextGaps.push_back({current, {lowNum, lowDen}});
                current = {highNum, highDen};
                if (current.num * gap.high.den > gap.high.num * current.den) {
                    open = false;
                    break;
                }
            }
            if (open)
                m_nextGaps.push_back({current, gap.high});
        }
        std::swap(m_gaps, m_nextGaps);
    }
}

bool VisibilityField::wallsTouchCell(int cell, MicroPoint p, MicroPoint q) const
{
    for (int k = m_wallStart[std::size_t(cell)]; k < m_wallStart[std::size_t(cell) + 1]; ++k) {
        const int w = m_wallList[std::size_t(k)];
        if (SquareGeometry::segmentsTouch(p, q, m_walls[std::size_t(2 * w)],
                                          m_walls[std::size_t(2 * w + 1)]))
            return true;
    }
    return false;
}

bool VisibilityField::wallsClear(int px, int py, int qx, int qy) const
{
    const MicroPoint p = SquareGeometry::cellCentre(px, py);
    const MicroPoint q = SquareGeometry::cellCentre(qx, qy);
    if (px < 0 || py < 0 || px >= m_width || py >= m_height) {
        // From off the map the line may cross cells that have no wall lists: test every wall.
        for (std::size_t w = 0; w < m_walls.size(); w += 2) {
            if (SquareGeometry::segmentsTouch(p, q, m_walls[w], m_walls[w + 1]))
                return false;
        }
        return true;
    }
    // Both ends on the map: the walk stays on it (the map is convex).
    bool clear = true;
    SightGrid::walk(px, py, qx, qy, [&](int x, int y) {
        const int cell = y * m_width + x;
        if (m_wallStart[std::size_t(cell)] != m_wallStart[std::size_t(cell) + 1] &&
            wallsTouchCell(cell, p, q))
            clear = false;
        return clear;
    });
    return clear;
}

void VisibilityField::addByWalking(const QRect &from)
{
    if (m_width == 0 || m_height == 0 || from.isEmpty())
        return;
    setFootprintBlocking(from, false);
    for (int qy = 0; qy < m_height; ++qy) {
        for (int qx = 0; qx < m_width; ++qx) {
            auto &seen = m_seen[std::size_t(qy * m_width + qx)];
            for (int py = from.top(); py <= from.bottom() && !seen; ++py) {
                for (int px = from.left(); px <= from.right() && !seen; ++px) {
                    bool blocked = false;
                    SightGrid::walk(px, py, qx, qy, [&](int x, int y) {
                        if (x >= 0 && y >= 0 && x < m_width && y < m_height &&
                            !(x == qx && y == qy) && m_blocks[std::size_t(y * m_width + x)])
                            blocked = true;
                        return !blocked;
                    });
                    if (!blocked && wallsClear(px, py, qx, qy))
                        seen = 1;
                }
            }
        }
    }
    setFootprintBlocking(from, true);
}
