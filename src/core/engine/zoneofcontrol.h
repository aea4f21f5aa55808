#pragma once

#include "model/ruleset.h"
#include "model/squareboard.h"
#include "model/token.h"

#include <QPoint>
#include <QRect>
#include <QVector>

// A token's zone of control on a square board (docs/rules.md §1.4 and §5.2).
class ZoneOfControl
{
public:
    // Wields a ZoC weapon, has a reach of 0 or more, and no condition that suppresses ZoC.
    [[nodiscard]] static bool isActive(const Token &token, const RuleSet &rules);

    // Every on-map cell within reach of the footprint that a line reaches from one of the
    // footprint cells nearest to it (Chebyshev). Empty when the ZoC is not active.
    [[nodiscard]] static QVector<QPoint> cells(const Token &token, const SquareBoard &board,
                                               const RuleSet &rules);
    // The same into `zone` (cleared first), which keeps its memory from call to call.
    static void cells(const Token &token, const SquareBoard &board, const RuleSet &rules,
                      QVector<QPoint> &zone);

    // The cells that could be in the ZoC, ignoring lines: footprint grown by reach, clipped.
    [[nodiscard]] static QRect bounds(const Token &token, const SquareBoard &board,
                                      const RuleSet &rules);

    // docs/rules.md §1.6 "blocked", for a ZoC line: a sight-blocking cell in between (never the
    // token's own cells or the target cell), or a wall touching the line.
    [[nodiscard]] static bool lineBlocked(QPoint from, QPoint to, const QRect &footprint,
                                          const SquareBoard &board, const RuleSet &rules);

    // docs/rules.md §1.4: whether cell (x, y) outside `footprint` is in the zone, that is
    // whether a line from one of the footprint cells nearest to it (clamp each axis into the
    // footprint: they form a line or a corner of it) is not blocked. `blocked(from, to)` is
    // the line test: lineBlocked, or ZocMap's faster one for boards without walls nearby.
    template<typename Blocked>
    [[nodiscard]] static bool reachedFromNearest(const QRect &footprint, int x, int y,
                                                 Blocked &&blocked)
    {
        const int dxMin = x < footprint.left()
                              ? footprint.left() - x
                              : (x > footprint.right() ? x - footprint.right() : 0);
        const int dyMin = y < footprint.top()
                              ? footprint.top() - y
                              : (y > footprint.bottom() ? y - footprint.bottom() : 0);
        const int distance = qMax(dxMin, dyMin);
        for (int fy = footprint.top(); fy <= footprint.bottom(); ++fy) {
            for (int fx = footprint.left(); fx <= footprint.right(); ++fx) {
                if (qMax(qAbs(fx - x), qAbs(fy - y)) == distance &&
                    !blocked(QPoint(fx, fy), QPoint(x, y)))
                    return true;
            }
        }
        return false;
    }
};
