#pragma once

#include "model/encounter.h"
#include "occupancymap.h"
#include "perspective.h"

#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVarLengthArray>
#include <QVector>
#include <optional>

// Where one token can move on a square board and what it costs (docs/rules.md §1.7 and §5.7
// "Tokens larger than one cell, moving"): a Dijkstra search from the mover's anchor over
// (anchor cell, diagonal parity), so 1-2-1-2 diagonals count along each path. It serves
// `gridkeep-cli reach` / `path` and the app's drag overlay alike.
class MovementField
{
public:
    struct Reached {
        QPoint anchor;
        int cost = 0;
    };

    struct Path {
        int cost = 0;
        QVector<QPoint> steps;  // anchors, start first, goal last
        QStringList hinderedBy; // sorted ids
    };

    // Searches from the mover's anchor. With a budget, only states whose cost is within it are
    // settled (reachable() and pathTo() then see nothing beyond it); without one, everything.
    // `perspective` decides which tokens exist: the GM's view has hidden tokens as obstacles.
    // The field keeps a pointer to `encounter`, which must outlive it and stay unchanged.
    MovementField(const Encounter &encounter, int moverIndex,
                  std::optional<double> budget = std::nullopt,
                  Perspective perspective = Perspective::GameMaster);

    // docs/rules.md §5.11 "Default reach budgets": base + speed / divisor, both from the rule set.
    [[nodiscard]] static double defaultBudget(const Token &mover, const RuleSet &rules);

    // The cheapest cost of a move that ENDS with the anchor on `anchor`: nullopt when no legal
    // end there was found (unreachable, off the map, on an ally, enemy or impassable cell).
    // The start costs 0.
    [[nodiscard]] std::optional<int> cost(QPoint anchor) const;

    // Every legal end anchor other than the start whose cost is within `budget`, sorted by y,
    // then x. Costs are integers; the budget may be fractional (meters: speed / 2).
    [[nodiscard]] QVector<Reached> reachable(double budget) const;

    // A cheapest path to `goal` (among cheapest, one that starts the fewest steps inside enemy
    // zones of control), or nullopt. goal == start gives cost 0 and steps [start].
    [[nodiscard]] std::optional<Path> pathTo(QPoint goal) const;

    // Enemies with an active ZoC that hold any footprint cell at the start of any step of
    // `steps` (docs/rules.md §1.7 "Hindering"), sorted ids.
    [[nodiscard]] QStringList hinderedBy(const QVector<QPoint> &steps) const;

    [[nodiscard]] QPoint start() const { return m_start; }
    [[nodiscard]] int footprintSize() const { return m_size; }

    // One-pace step legality and price. Legality is SquareStep::canStep's rule, computed from
    // tables built once per field (movementfieldtests.cpp holds the two equal).
    // nullopt when the step from `from` by (dx, dy) is illegal; otherwise its cost without the
    // diagonal surcharge: 1 + terrain + climb (a diagonal adds 1 more on every second one
    // under the alternating policy; the caller decides).
    [[nodiscard]] std::optional<int> stepCost(QPoint from, int dx, int dy) const;
    // No footprint cell on an ally (and the footprint is enterable at all).
    [[nodiscard]] bool isLegalEnd(QPoint anchor) const;

private:
    struct Key {
        int cost = 0;
        int zocStarts = 0; // tie-break: steps started inside some enemy ZoC
        friend bool operator<(const Key &a, const Key &b)
        {
            return a.cost != b.cost ? a.cost < b.cost : a.zocStarts < b.zocStarts;
        }
    };
    static constexpr int Unreached = -1;

    void prepare(const Encounter &encounter, Perspective perspective);
    void prepareWalls(const SquareBoard &board);
    void search(std::optional<double> budget);

    [[nodiscard]] bool onMap(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_width && y < m_height;
    }
    [[nodiscard]] int cellIndex(int x, int y) const { return y * m_width + x; }
    [[nodiscard]] int stateIndex(QPoint anchor, int parity) const
    {
        return cellIndex(anchor.x(), anchor.y()) * 2 + parity;
    }
    [[nodiscard]] QRect footprintAt(QPoint anchor) const
    {
        return Token::footprintAt(anchor, m_size);
    }
    [[nodiscard]] bool anchorInRange(QPoint anchor) const { return onMap(anchor.x(), anchor.y()); }
    [[nodiscard]] bool wallStops(int x, int y, int dx, int dy) const;
    // The footprint at `anchor` lies on the map, every cell passable and free of enemies.
    [[nodiscard]] bool isEnterable(QPoint anchor) const;
    [[nodiscard]] bool startsInZoc(QPoint anchor) const;
    [[nodiscard]] qint64 highestGround(QPoint anchor) const;
    [[nodiscard]] static int directionIndex(int dx, int dy) { return (dy + 1) * 3 + (dx + 1); }

    const Encounter *m_encounter = nullptr;
    const RuleSet *m_rules = nullptr;
    const SquareBoard *m_board = nullptr;
    int m_mover = -1;
    int m_width = 0;
    int m_height = 0;
    int m_size = 1;
    QPoint m_start;
    bool m_alternating = true;

    // Per cell.
    QVector<char> m_enemyHeld;    // an enemy stands on it
    QVector<char> m_allyHeld;     // an ally (not the mover) stands on it
    QVector<char> m_cornerStop;   // off-map excluded: impassable or enemy-held
    QVector<quint16> m_wallStops; // bit per direction: the centre-to-centre step touches a wall
    QVector<QVarLengthArray<int, 2>> m_zocHolders; // enemies whose active ZoC holds the cell

    // Per state (anchor, parity).
    QVector<int> m_cost;
    QVector<int> m_zocStarts;
    QVector<int> m_previous;
};
