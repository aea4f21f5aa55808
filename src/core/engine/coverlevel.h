#pragma once

#include "micropoint.h"
#include "model/ruleset.h"
#include "model/squareboard.h"

#include <QPoint>
#include <QRect>
#include <QString>

// The `meters` sneaking cover level of one cell relative to an observer (docs/rules.md §1.9,
// §5.14): five lines from the centre of each of the observer's footprint cells to the cell's
// centre and its four corners, counted blocked as in §1.6; the observer looks from its best
// footprint cell. Named by the rule set's coverLevels (open field, no, half, full, total).
class CoverLevel
{
public:
    struct Result {
        int blocked = 0;          // of the five lines
        bool openField = false;   // 0 blocked, nothing in the 3×3 block spoils it
        QPoint from;              // the observer's footprint cell the lines start from
        bool lineBlocked[5] = {}; // centre, top-left, top-right, bottom-left, bottom-right
        QString id;               // "open-field", or a RuleSet::coverLevels id ("" when none fits)
        QString name;
        int advantage = 0;

        friend bool operator==(const Result &, const Result &) = default;
    };

    static constexpr int Lines = 5;

    // Lines never start at the footprint's centre point: for an even size that is a grid
    // corner, and its lines would slip along the joint between two wall cells (§5.14). On a
    // tie the first footprint cell row by row wins.
    [[nodiscard]] static Result of(QPoint cell, const QRect &observer, const SquareBoard &board,
                                   const RuleSet &rules);

    // The five lines from the centre of `from` (one footprint cell), blocked or not, in the
    // order of Result::lineBlocked.
    static void castLines(QPoint cell, QPoint from, const QRect &observer, const SquareBoard &board,
                          const RuleSet &rules, bool (&blocked)[Lines]);
    // How many of the five lines are blocked from the observer's best footprint cell.
    [[nodiscard]] static int blockedLines(QPoint cell, const QRect &observer,
                                          const SquareBoard &board, const RuleSet &rules);

    // docs/rules.md §1.6 "blocked", for one line from `from` to `to`: it passes through (meets the
    // open interior of) a sight-blocking cell other than the observer's cells and the target
    // cell, or it touches a blocking wall.
    [[nodiscard]] static bool lineBlocked(MicroPoint from, MicroPoint to, const QRect &observer,
                                          QPoint cell, const SquareBoard &board,
                                          const RuleSet &rules);

    // Nothing spoils open field around `cell`: no cell of the 3×3 block around it (itself
    // included, on the map) has sight-blocking or cover-giving terrain, and no wall or closed
    // door touches that block (§5.14).
    [[nodiscard]] static bool hasNoCoverNearby(QPoint cell, const SquareBoard &board,
                                               const RuleSet &rules);
    // A blocking wall segment (closed doors included) touches the closed 3×3 block.
    [[nodiscard]] static bool wallNear(QPoint cell, const SquareBoard &board);

    // Names a count of blocked lines: the open field when `openField`, otherwise the
    // coverLevels entry whose [minBlocked, maxBlocked] holds `blocked`.
    [[nodiscard]] static Result classify(int blocked, bool openField, const RuleSet &rules);

    // The level for a cell no line reaches (all five blocked): the coverLevels entry that
    // holds Lines.
    [[nodiscard]] static Result unseen(const RuleSet &rules)
    {
        return classify(Lines, false, rules);
    }
};
