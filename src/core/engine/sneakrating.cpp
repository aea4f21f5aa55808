#include "sneakrating.h"

#include "model/token.h"

#include <QSet>

QVector<QPoint> SneakRating::cellsCrossed(const QVector<QPoint> &steps, int size)
{
    QVector<QPoint> cells;
    QSet<QPair<int, int>> met;
    for (const QPoint &anchor : steps) {
        const QRect footprint = Token::footprintAt(anchor, size);
        for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
            for (int x = footprint.left(); x <= footprint.right(); ++x) {
                if (!met.contains({x, y})) {
                    met.insert({x, y});
                    cells.append({x, y});
                }
            }
        }
    }
    return cells;
}

SneakRating::Result SneakRating::rate(const QVector<QPoint> &cells, const QRect &observer,
                                      const SquareBoard &board, const RuleSet &rules,
                                      const Lighting &lighting)
{
    Result best;
    for (const QPoint &cell : cells) {
        if (!board.contains(cell.x(), cell.y()))
            continue;
        const auto cover = CoverLevel::of(cell, observer, board, rules);
        if (cover.blocked >= CoverLevel::Lines)
            continue; // out of this observer's line of sight
        const int light = lighting ? lighting(cell) : 0;
        const int advantage = cover.advantage + light;
        if (best.seen && advantage >= best.advantage)
            continue;
        best.seen = true;
        best.cell = cell;
        best.cover = cover;
        best.lighting = light;
        best.advantage = advantage;
    }
    if (!best.seen) {
        best.cover = CoverLevel::unseen(rules);
        best.advantage = best.cover.advantage;
    }
    return best;
}
