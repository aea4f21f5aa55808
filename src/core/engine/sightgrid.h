#pragma once

#include "micropoint.h"
#include "model/ruleset.h"
#include "model/squareboard.h"
#include "squaregeometry.h"

#include <QRect>
#include <QVector>

// Per-cell data that lets a sight line between two cell centres (docs/rules.md §1.6) be decided
// by walking only the cells it passes through: one flag byte per cell (sight-blocking terrain,
// cover terrain, some token on it, some wall touches it) and, per cell, the blocking walls that
// touch its closed square. Built once per board and kept current for token moves by the
// analysis (docs/architecture.md §4.10). Every answer it gives is exact and equal to the plain
// tests of SquareGeometry (tests/core/engineequivalencetests.cpp).
class SightGrid
{
public:
    enum Flag : quint8 { Blocks = 1, Cover = 2, Occupied = 4, Walls = 8 };

    SightGrid() = default;
    // Terrain flags from `rules`, wall buckets from the board's blocking walls; no tokens yet.
    SightGrid(const SquareBoard &board, const RuleSet &rules);
    // The same as assigning SightGrid(board, rules), in the buffers this grid already has.
    void rebuild(const SquareBoard &board, const RuleSet &rules);
    // Over heights (docs/rules.md §13), for one `level`: Blocks where a cell's blocking top
    // (sight-blocking terrain or ground) is above it, Cover where its cover-giving terrain's top
    // is, and the blocking walls whose top is above it or that have none. So a 3-D line that
    // stays at or below `level` is blocked by every Blocks cell it crosses and wall it touches,
    // and one that stays at or above it is blocked or covered by nothing else than these and
    // tokens (docs/architecture.md §4.10, "Casts over heights").
    void rebuildOverHeights(const SquareBoard &board, const RuleSet &rules, qint64 level);

    // Token footprints, counted per cell (cells off the map are ignored).
    void addToken(const QRect &footprint) { countTokens(footprint, 1); }
    void removeToken(const QRect &footprint) { countTokens(footprint, -1); }

    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    [[nodiscard]] bool contains(const QRect &cells) const
    {
        return cells.left() >= 0 && cells.top() >= 0 && cells.right() < m_width &&
               cells.bottom() < m_height;
    }
    [[nodiscard]] quint8 flags(int x, int y) const { return m_flags[y * m_width + x]; }
    // Indices into SquareBoard::walls of the blocking walls touching the closed cell square.
    [[nodiscard]] const int *wallsBegin(int x, int y) const
    {
        return m_wallList.constData() + m_wallStart[y * m_width + x];
    }
    [[nodiscard]] const int *wallsEnd(int x, int y) const
    {
        return m_wallList.constData() + m_wallStart[y * m_width + x + 1];
    }
    [[nodiscard]] MicroPoint wallFrom(int wall) const { return m_wallEnds[2 * wall]; }
    [[nodiscard]] MicroPoint wallTo(int wall) const { return m_wallEnds[2 * wall + 1]; }
    // Some cell has a blocking wall registered.
    [[nodiscard]] bool hasWalls() const { return !m_wallList.isEmpty(); }
    // Some blocking wall touches the segment between the centres of cells (ax, ay) and
    // (bx, by), both on the grid: the walls of the cells it passes through, ends included.
    [[nodiscard]] bool wallTouches(int ax, int ay, int bx, int by) const;

    // Calls visit(x, y) for every cell whose open interior the segment from the centre of cell
    // (ax, ay) to the centre of cell (bx, by) meets, in order from (ax, ay) to (bx, by), both
    // included; stops early when visit returns false. The same cells as
    // SquareGeometry::forEachCellCrossed: a line through an exact corner passes into the
    // diagonal cell and never into the two cells that only touch the corner. Exact integer
    // steps in half-cell units: the k-th vertical grid line is crossed at parameter
    // (2k + 1) / (2 |bx - ax|), and ties are corners.
    template<typename Visit> static void walk(int ax, int ay, int bx, int by, Visit visit)
    {
        walkIndexed(ax, ay, bx, by, 0, [&](int x, int y, int) { return visit(x, y); });
    }
    // The same walk, calling visit(x, y, cell) with cell = y * stride + x carried along in the
    // steps, for the callers that index per-cell arrays. The one grid walk of the engine: every
    // fast path between cell centres goes through here (docs/architecture.md §4.10).
    template<typename Visit>
    static void walkIndexed(int ax, int ay, int bx, int by, int stride, Visit visit);

    enum class Segment { Clear, Covered, Blocked };
    // docs/rules.md §1.6 for the segment between the centres of cells (ax, ay) and (bx, by) of
    // the tokens with footprints fa and fb (both on the map): blocked by a sight-blocking cell
    // (outside fa and fb) or a touching wall, else covered by a cover cell or another token's
    // cell (outside fa and fb), else clear. The walk of walk(), inlined, stopping when blocked.
    [[nodiscard]] Segment segment(int ax, int ay, int bx, int by, const QRect &fa,
                                  const QRect &fb) const;

private:
    // Resets the grid to the board's size, flags all zero.
    void resize(const SquareBoard &board);
    // Buckets the blocking walls that `kept(wall)` keeps.
    template<typename Kept> void bucketWalls(const SquareBoard &board, Kept kept);
    void countTokens(const QRect &footprint, int delta);
    [[nodiscard]] bool wallsTouch(int cell, MicroPoint p, MicroPoint q) const;

    int m_width = 0;
    int m_height = 0;
    QVector<quint8> m_flags;
    QVector<int> m_tokenCount;
    QVector<int> m_wallStart; // per cell, into m_wallList; one extra entry at the end
    QVector<int> m_wallList;
    QVector<MicroPoint> m_wallEnds; // two per SquareBoard::walls entry
};

template<typename Visit>
void SightGrid::walkIndexed(int ax, int ay, int bx, int by, int stride, Visit visit)
{
    const int sx = bx > ax ? 1 : -1;
    const int sy = by > ay ? 1 : -1;
    const qint64 nx = bx > ax ? qint64(bx) - ax : qint64(ax) - bx;
    const qint64 ny = by > ay ? qint64(by) - ay : qint64(ay) - by;
    const int stepY = sy * stride;
    int x = ax;
    int y = ay;
    int cell = ay * stride + ax;
    if (!visit(x, y, cell))
        return;
    // Next vertical line at t = (2i + 1) / (2 nx), next horizontal at (2j + 1) / (2 ny):
    // compare (2i + 1) ny with (2j + 1) nx.
    qint64 ex = ny; // (2i + 1) * ny
    qint64 ey = nx; // (2j + 1) * nx
    qint64 steps = nx + ny;
    while (steps > 0) {
        if (ny == 0 || (nx != 0 && ex < ey)) {
            x += sx;
            cell += sx;
            ex += 2 * ny;
            --steps;
        } else if (nx == 0 || ey < ex) {
            y += sy;
            cell += stepY;
            ey += 2 * nx;
            --steps;
        } else {
            // Exactly through a corner: straight into the diagonal cell.
            x += sx;
            y += sy;
            cell += sx + stepY;
            ex += 2 * ny;
            ey += 2 * nx;
            steps -= 2;
        }
        if (!visit(x, y, cell))
            return;
    }
}
