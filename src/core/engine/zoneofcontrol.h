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
};
