#pragma once

#include "coverlevel.h"
#include "lightfield.h"

#include <QPoint>
#include <QRect>
#include <QVector>
#include <functional>
#include <optional>

// The `meters` sneaking rating of a path against one observer (docs/rules.md §5.14, seed 003:
// "Use the least-covered square the creature crosses within the opponent's line of sight").
class SneakRating
{
public:
    // Extra Advantage from a cell's lighting (seed 003: dim +1, darkness +2).
    using Lighting = std::function<int(QPoint)>;

    struct Result {
        bool seen = false;          // some crossed cell lies in the observer's line of sight
        std::optional<QPoint> cell; // the cell that decides the rating; none when unseen
        CoverLevel::Result cover;   // that cell's level; the total-cover level when unseen
        int lighting = 0;           // that cell's lighting
        int advantage = 0;          // cover.advantage + lighting
    };

    // The board's effective lighting (docs/rules.md §8.1: its lights, with painted lighting as
    // the GM's override); the board, rules and light field must outlive it.
    [[nodiscard]] static Lighting lightingOf(const SquareBoard &board, const RuleSet &rules,
                                             const LightField &light)
    {
        return [&board, &rules, &light](QPoint cell) {
            return light.advantageAt(board, rules, cell.x(), cell.y());
        };
    }

    // The cells a path's footprint covers, start included, each once, in the order first met.
    [[nodiscard]] static QVector<QPoint> cellsCrossed(const QVector<QPoint> &steps, int size);

    // A cell is within the observer's line of sight when fewer than all five cover lines are
    // blocked (one visible corner is enough to be seen). Among those, the rating takes the cell
    // with the lowest Advantage once lighting is added: the square where the sneaker is worst
    // off; on a tie, the first one crossed. When no crossed cell is in sight the sneaker is
    // never seen, and the rating is the total-cover level (lighting not added).
    [[nodiscard]] static Result rate(const QVector<QPoint> &cells, const QRect &observer,
                                     const SquareBoard &board, const RuleSet &rules,
                                     const Lighting &lighting = {});
};
