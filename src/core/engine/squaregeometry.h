#pragma once

#include "micropoint.h"
#include "model/fixedpoint.h"
#include "model/wallsegment.h"

#include <QList>
#include <QRect>
#include <climits>

// Exact segment geometry on the square grid (docs/rules.md §1.6, §5.6): which cell interiors a
// segment passes through, and whether it touches a wall. Integer arithmetic only, so a line
// through an exact corner or along an edge is decided the same way every time.
class SquareGeometry
{
public:
    static constexpr qint64 Cell = FixedPoint::Scale;

    [[nodiscard]] static MicroPoint cellCentre(int x, int y)
    {
        return {x * Cell + Cell / 2, y * Cell + Cell / 2};
    }
    [[nodiscard]] static MicroPoint cellCorner(int x, int y) { return {x * Cell, y * Cell}; }

    // Closed segments ab and cd share at least one point (touching counts).
    [[nodiscard]] static bool segmentsTouch(MicroPoint a, MicroPoint b, MicroPoint c, MicroPoint d);
    [[nodiscard]] static bool touchesWall(MicroPoint a, MicroPoint b, const WallSegment &wall);
    // Any blocking wall (closed doors included, open doors not) touches ab.
    [[nodiscard]] static bool touchesAnyWall(MicroPoint a, MicroPoint b,
                                             const QList<WallSegment> &walls);

    // Calls visit(x, y) once for every cell whose open interior the closed segment ab meets.
    // Touching only an edge line or a corner point does not count. Cells may lie off the map;
    // the caller filters. Visits column by column, in no promised order within the segment.
    template<typename Visit>
    static void forEachCellCrossed(MicroPoint a, MicroPoint b, Visit visit);
    // The same cells, but `visit` returns true to stop: true when some call did. With `clip`,
    // only the cells inside it are visited (a segment from far off the map costs no more than
    // its part over the map).
    template<typename Visit>
    static bool anyCellCrossed(MicroPoint a, MicroPoint b, Visit visit,
                               const QRect &clip = QRect(INT_MIN / 2, INT_MIN / 2, INT_MAX,
                                                         INT_MAX));

private:
    // floor(n / d) for d > 0.
    [[nodiscard]] static qint64 floorDiv(Int128 n, Int128 d)
    {
        Int128 q = n / d;
        if ((n % d != 0) && (n < 0))
            --q;
        return static_cast<qint64>(q);
    }
    // Largest j with j * Cell < n / d, for d > 0.
    [[nodiscard]] static qint64 lastCellBelow(Int128 n, Int128 d)
    {
        // j * Cell * d < n  <=>  j < n / (Cell * d)  <=>  j <= ceil(n / (Cell d)) - 1
        const Int128 cd = static_cast<Int128>(Cell) * d;
        return -floorDiv(-n, cd) - 1;
    }
    // Smallest j with (j + 1) * Cell > n / d, for d > 0: floor(n / (Cell d)).
    [[nodiscard]] static qint64 firstCellAbove(Int128 n, Int128 d)
    {
        return floorDiv(n, static_cast<Int128>(Cell) * d);
    }
    [[nodiscard]] static bool strictlyInsideCell(qint64 v) { return v % Cell != 0; }
    [[nodiscard]] static qint64 cellOf(qint64 v) { return floorDiv(v, Cell); }
};

template<typename Visit>
void SquareGeometry::forEachCellCrossed(MicroPoint a, MicroPoint b, Visit visit)
{
    anyCellCrossed(a, b, [&visit](int x, int y) {
        visit(x, y);
        return false;
    });
}

template<typename Visit>
bool SquareGeometry::anyCellCrossed(MicroPoint a, MicroPoint b, Visit visit, const QRect &clip)
{
    if (a.x > b.x)
        std::swap(a, b);
    const qint64 dx = b.x - a.x;
    const qint64 dy = b.y - a.y;
    if (dx == 0) {
        // Vertical (or a single point): only a strip interior can hold it.
        if (!strictlyInsideCell(a.x))
            return false;
        const qint64 column = cellOf(a.x);
        const qint64 lo = std::min(a.y, b.y);
        const qint64 hi = std::max(a.y, b.y);
        if (lo == hi)
            return strictlyInsideCell(lo) &&
                   visit(static_cast<int>(column), static_cast<int>(cellOf(lo)));
        if (column < clip.left() || column > clip.right())
            return false;
        const qint64 top = std::max<qint64>(firstCellAbove(lo, 1), clip.top());
        const qint64 bottom = std::min<qint64>(lastCellBelow(hi, 1), clip.bottom());
        for (qint64 row = top; row <= bottom; ++row) {
            if (visit(static_cast<int>(column), static_cast<int>(row)))
                return true;
        }
        return false;
    }
    const qint64 lastColumn = std::min<qint64>(cellOf(b.x), clip.right());
    for (qint64 column = std::max<qint64>(cellOf(a.x), clip.left());
         column <= lastColumn && column * Cell < b.x; ++column) {
        // x-range of the segment inside the open strip (column*Cell, (column+1)*Cell).
        const qint64 xlo = std::max(a.x, column * Cell);
        const qint64 xhi = std::min(b.x, (column + 1) * Cell);
        if (!(xlo < xhi))
            continue;
        if (dy == 0) {
            const qint64 row = cellOf(a.y);
            if (strictlyInsideCell(a.y) && row >= clip.top() && row <= clip.bottom() &&
                visit(static_cast<int>(column), static_cast<int>(row)))
                return true;
            continue;
        }
        // y at x, as numerator over dx (dx > 0).
        const Int128 ylo = static_cast<Int128>(a.y) * dx + static_cast<Int128>(xlo - a.x) * dy;
        const Int128 yhi = static_cast<Int128>(a.y) * dx + static_cast<Int128>(xhi - a.x) * dy;
        const Int128 ymin = std::min(ylo, yhi);
        const Int128 ymax = std::max(ylo, yhi);
        const qint64 top = std::max<qint64>(firstCellAbove(ymin, dx), clip.top());
        const qint64 bottom = std::min<qint64>(lastCellBelow(ymax, dx), clip.bottom());
        for (qint64 row = top; row <= bottom; ++row) {
            if (visit(static_cast<int>(column), static_cast<int>(row)))
                return true;
        }
    }
    return false;
}
