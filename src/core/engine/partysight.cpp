#include "partysight.h"

#include "squaregeometry.h"

QSet<QPoint> PartySight::cells(const Encounter &encounter, const QString &side)
{
    QSet<QPoint> seen;
    if (!encounter.board.isSquare() || side.isEmpty())
        return seen;
    const auto &board = encounter.board.square;
    for (const auto &token : encounter.tokens) {
        // A hidden token reveals nothing: the cleared fog would show the players where it is.
        if (token.hidden || (token.side != side && !encounter.areAllied(token.side, side)))
            continue;
        const QRect from = token.footprintRect();
        for (int y = 0; y < board.height; ++y) {
            for (int x = 0; x < board.width; ++x) {
                const QPoint cell(x, y);
                if (!seen.contains(cell) && sees(encounter, from, cell))
                    seen.insert(cell);
            }
        }
    }
    return seen;
}

bool PartySight::sees(const Encounter &encounter, const QRect &from, QPoint cell)
{
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    if (from.contains(cell))
        return true;
    const auto q = SquareGeometry::cellCentre(cell.x(), cell.y());
    for (int ay = from.top(); ay <= from.bottom(); ++ay) {
        for (int ax = from.left(); ax <= from.right(); ++ax) {
            const auto p = SquareGeometry::cellCentre(ax, ay);
            bool blocked = false;
            SquareGeometry::forEachCellCrossed(p, q, [&](int x, int y) {
                if (blocked || !board.contains(x, y) || from.contains(x, y) ||
                    (x == cell.x() && y == cell.y()))
                    return;
                const int kind = board.terrainAt(x, y);
                if (kind >= 0 && rules.terrainKinds[kind].blocksSight)
                    blocked = true;
            });
            if (!blocked && !SquareGeometry::touchesAnyWall(p, q, board.walls))
                return true;
        }
    }
    return false;
}
