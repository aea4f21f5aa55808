#include "zoneofcontrol.h"

#include "squaregeometry.h"

bool ZoneOfControl::isActive(const Token &token, const RuleSet &rules)
{
    if (!token.zoc || token.reachOr(rules.defaultReach) < 0)
        return false;
    for (const auto &condition : token.conditions) {
        if (rules.suppressesZoc(condition))
            return false;
    }
    return true;
}

QRect ZoneOfControl::bounds(const Token &token, const SquareBoard &board, const RuleSet &rules)
{
    // Clamped by hand: QRect's intersection is not inline, and every zone rebuild asks.
    const int reach = qMax(0, token.reachOr(rules.defaultReach));
    const int side = token.footprint();
    const int left = qMax(0, token.x - reach);
    const int top = qMax(0, token.y - reach);
    const int right = qMin(board.width - 1, token.x + side - 1 + reach);
    const int bottom = qMin(board.height - 1, token.y + side - 1 + reach);
    if (left > right || top > bottom)
        return {};
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

bool ZoneOfControl::lineBlocked(QPoint from, QPoint to, const QRect &footprint,
                                const SquareBoard &board, const RuleSet &rules)
{
    const auto a = SquareGeometry::cellCentre(from.x(), from.y());
    const auto b = SquareGeometry::cellCentre(to.x(), to.y());
    if (SquareGeometry::touchesAnyWall(a, b, board.walls))
        return true;
    bool blocked = false;
    SquareGeometry::forEachCellCrossed(a, b, [&](int x, int y) {
        if (blocked || !board.contains(x, y) || footprint.contains(x, y) || QPoint(x, y) == to)
            return;
        const int kind = board.terrainAt(x, y);
        blocked = kind >= 0 && rules.terrainKinds[kind].blocksSight;
    });
    return blocked;
}

QVector<QPoint> ZoneOfControl::cells(const Token &token, const SquareBoard &board,
                                     const RuleSet &rules)
{
    QVector<QPoint> zone;
    cells(token, board, rules, zone);
    return zone;
}

void ZoneOfControl::cells(const Token &token, const SquareBoard &board, const RuleSet &rules,
                          QVector<QPoint> &zone)
{
    zone.clear();
    if (!isActive(token, rules))
        return;
    const QRect footprint = token.footprintRect();
    const QRect area = bounds(token, board, rules);
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            if (footprint.contains(x, y)) {
                zone.append({x, y});
                continue;
            }
            const bool reached = reachedFromNearest(footprint, x, y, [&](QPoint from, QPoint to) {
                return lineBlocked(from, to, footprint, board, rules);
            });
            if (reached)
                zone.append({x, y});
        }
    }
}
