#pragma once

#include "micropoint.h"
#include "model/ruleset.h"
#include "model/squareboard.h"
#include "pointsight.h"

#include <QRect>

#include <optional>
#include <vector>

// Every cell seen from a footprint on a square board (docs/rules.md §3.1, party sight): the
// same answer as PartySight::sees for each cell, computed for the whole map at once. A cell is
// seen when some segment from the centre of a footprint cell to its centre passes the open
// interior of no sight-blocking cell (the two end cells and the footprint never block; cells
// off the map never do) and touches no blocking wall (docs/rules.md §1.6, §5.6).
//
// Terrain is decided by exact shadowcasting, one footprint cell and one octant at a time: the
// rays through a sight-blocking cell's open interior form an open interval of slopes, so the
// still-visible slopes are a list of closed intervals with rational ends, narrowed column by
// column. A ray through the exact corner shared by two diagonal blocking cells stays visible,
// as it passes neither interior. Walls are then tested for each terrain-visible cell by walking
// the cells of its line and testing only the walls registered on them.
//
// prepare() once per board; compute() or add() per footprint reuse the buffers.
class VisibilityField
{
public:
    // Sight-blocking cells and per-cell wall lists of `board`.
    void prepare(const SquareBoard &board, const RuleSet &rules);

    // Clears the field, then adds what `from` sees. `eye` is the looking token's eye height
    // (HeightSight::eye), read only on a board with sight over heights (docs/rules.md §13).
    void compute(const QRect &from, qint64 eye = 0);
    // Adds the cells seen from `from` (a party's field is the union of its tokens' fields).
    void add(const QRect &from, qint64 eye = 0);
    void clear();

    // The same field by walking every line cell by cell: slow, the tests' second opinion.
    void addByWalking(const QRect &from);

    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    [[nodiscard]] bool isSeen(int x, int y) const { return m_seen[std::size_t(y * m_width + x)]; }
    // One byte per cell, row by row: 1 when seen.
    [[nodiscard]] const std::vector<quint8> &cells() const { return m_seen; }

private:
    struct Slope {
        qint64 num;
        qint64 den; // > 0
    };
    struct Gap {
        Slope low;
        Slope high;
    };

    void castFrom(int px, int py, const QRect &from);
    void castOctant(int px, int py, const QRect &from, int xi, int xj, int yi, int yj);
    // No blocking wall touches the segment between the centres of (px, py) and (qx, qy).
    [[nodiscard]] bool wallsClear(int px, int py, int qx, int qy) const;
    [[nodiscard]] bool wallsTouchCell(int cell, MicroPoint p, MicroPoint q) const;
    void setFootprintBlocking(const QRect &from, bool restore);
    void addOverHeights(const QRect &from, qint64 eye);

    int m_width = 0;
    int m_height = 0;
    std::vector<quint8> m_blocks;    // sight-blocking terrain, per cell
    std::vector<quint8> m_seen;      // the field
    std::vector<quint8> m_saved;     // the footprint's m_blocks while it is cleared
    std::vector<int> m_wallStart;    // per cell into m_wallList, one extra entry at the end
    std::vector<int> m_wallList;     // wall indices
    std::vector<MicroPoint> m_walls; // two ends per blocking wall
    bool m_hasWalls = false;
    std::vector<Gap> m_gaps;
    std::vector<Gap> m_nextGaps;
    std::optional<PointSight> m_heights; // with sight over heights: every cell by its lines
};
