#pragma once

#include <QLineF>
#include <QList>
#include <QPoint>
#include <QSet>

// The outline of a set of cells, in cell units: each edge of a cell that faces a cell outside
// the set. The reach band and the tactical map's best cells draw it, painted or as geometry.
namespace CellOutline
{

[[nodiscard]] inline QList<QLineF> edges(const QSet<QPoint> &cells)
{
    QList<QLineF> lines;
    for (const QPoint &c : cells) {
        const int x = c.x();
        const int y = c.y();
        if (!cells.contains({x, y - 1}))
            lines << QLineF(x, y, x + 1, y);
        if (!cells.contains({x, y + 1}))
            lines << QLineF(x, y + 1, x + 1, y + 1);
        if (!cells.contains({x - 1, y}))
            lines << QLineF(x, y, x, y + 1);
        if (!cells.contains({x + 1, y}))
            lines << QLineF(x + 1, y, x + 1, y + 1);
    }
    return lines;
}

// A line lengthened by half its width at both ends: a pen's square cap, for geometry.
[[nodiscard]] inline QLineF squareCapped(const QLineF &line, qreal width)
{
    const qreal length = line.length();
    if (length <= 0)
        return line;
    const QPointF along = (line.p2() - line.p1()) * (width / 2 / length);
    return {line.p1() - along, line.p2() + along};
}

} // namespace CellOutline
