#pragma once

#include "micropoint.h"
#include "model/ruleset.h"
#include "model/squareboard.h"

#include <QPoint>
#include <QRect>
#include <QString>

// The `meters` sneaking cover level of one cell relative to an observer (docs/rules.md §1.9):
// five lines from the observer to the cell's centre and its four corners, counted blocked
// as in §1.6, then named by the rule set's coverLevels (open field, no, half, full, total).
class CoverLevel
{
public:
    struct Result {
        int blocked = 0;        // of the five lines
        bool openField = false; // 0 blocked and no sight-blocking or cover terrain within one cell
        QString id;             // "open-field", or a RuleSet::coverLevels id ("" when none fits)
        QString name;
        int advantage = 0;

        friend bool operator==(const Result &, const Result &) = default;
    };

    static constexpr int Lines = 5;

    // The lines start at the centre of the observer's footprint: its cell centre for a size-1
    // observer; for a bigger one the centre of its square, the only point that favours none
    // of its cells.
    [[nodiscard]] static Result of(QPoint cell, const QRect &observer, const SquareBoard &board,
                                   const RuleSet &rules);

    // How many of the five lines are blocked.
    [[nodiscard]] static int blockedLines(QPoint cell, const QRect &observer,
                                          const SquareBoard &board, const RuleSet &rules);

    // docs/rules.md §1.6 "blocked", for one line from `from` to `to`: it passes through (meets the
    // open interior of) a sight-blocking cell other than the observer's cells and the target
    // cell, or it touches a blocking wall.
    [[nodiscard]] static bool lineBlocked(MicroPoint from, MicroPoint to, const QRect &observer,
                                          QPoint cell, const SquareBoard &board,
                                          const RuleSet &rules);

    // No cell within Chebyshev distance 1 of `cell` (itself included, on the map) has
    // sight-blocking or cover-giving terrain.
    [[nodiscard]] static bool hasNoCoverNearby(QPoint cell, const SquareBoard &board,
                                               const RuleSet &rules);

    // Names a count of blocked lines: the open field when `openField`, otherwise the
    // coverLevels entry whose [minBlocked, maxBlocked] holds `blocked`.
    [[nodiscard]] static Result classify(int blocked, bool openField, const RuleSet &rules);

    // The level for a cell no line reaches (all five blocked): the coverLevels entry that
    // holds Lines.
    [[nodiscard]] static Result unseen(const RuleSet &rules)
    {
        return classify(Lines, false, rules);
    }

    [[nodiscard]] static MicroPoint observerPoint(const QRect &observer);
};
