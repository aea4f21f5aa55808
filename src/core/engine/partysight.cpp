#include "partysight.h"

#include "heightsight.h"
#include "pointsight.h"
#include "squaregeometry.h"

void PartySight::fill(const Encounter &encounter, const QString &side, VisibilityField &field)
{
    if (!encounter.board.isSquare()) {
        field = VisibilityField();
        return;
    }
    field.prepare(encounter.board.square, *encounter.rules);
    if (side.isEmpty())
        return;
    for (const auto &token : encounter.tokens) {
        // A hidden token reveals nothing: the cleared fog would show the players where it is.
        if (token.hidden || (token.side != side && !encounter.areAllied(token.side, side)))
            continue;
        field.add(token.footprintRect(),
                  HeightSight::lookingEye(token, encounter.board.square, *encounter.rules));
    }
}

QSet<QPoint> PartySight::cells(const Encounter &encounter, const QString &side)
{
    QSet<QPoint> seen;
    if (!encounter.board.isSquare() || side.isEmpty())
        return seen;
    VisibilityField field;
    fill(encounter, side, field);
    for (int y = 0; y < field.height(); ++y) {
        for (int x = 0; x < field.width(); ++x) {
            if (field.isSeen(x, y))
                seen.insert(QPoint(x, y));
        }
    }
    return seen;
}

bool PartySight::sees(const Encounter &encounter, const QRect &from, QPoint cell, qint64 eye)
{
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    if (from.contains(cell))
        return true;
    if (board.sightOverHeights) {
        const PointSight sight(board, rules);
        const QRect looking = from.intersected(QRect(0, 0, board.width, board.height));
        for (int ay = looking.top(); ay <= looking.bottom(); ++ay) {
            for (int ax = looking.left(); ax <= looking.right(); ++ax) {
                if (!sight.blockedOverHeights(SquareGeometry::cellCentre(ax, ay), eye, cell.x(),
                                              cell.y(), from, false))
                    return true;
            }
        }
        return false;
    }
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
