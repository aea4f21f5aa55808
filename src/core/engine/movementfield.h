#pragma once

#include "model/encounter.h"
#include "occupancymap.h"
#include "perspective.h"

#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVarLengthArray>
#include <QVector>
#include <climits>
#include <memory>
#include <mutex>
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

    // Per-cell facts for the on-map cells of `area` (docs/rules.md §5.4, §5.7, §1.4).
    struct Tables {
        QRect area;
        QVector<char> enemyHeld;    // an enemy stands on it
        QVector<char> allyHeld;     // an ally (not the mover) stands on it
        QVector<char> cornerStop;   // off-map excluded: impassable or enemy-held
        QVector<quint16> wallStops; // bit per direction: the centre-to-centre step touches a wall
        QVector<QVarLengthArray<int, 2>> zocHolders; // enemies whose active ZoC holds the cell
        [[nodiscard]] int index(int x, int y) const
        {
            return (y - area.top()) * area.width() + (x - area.left());
        }
    };
    // Whole-map tables, built on the first question about a cell outside the window (shared by
    // copies; built once even when several threads ask).
    struct WholeMapTables {
        std::once_flag built;
        Tables tables;
    };

    [[nodiscard]] Tables buildTables(QRect area) const;
    void addWalls(Tables &tables) const;
    // The tables that hold every on-map cell of `cells`: the window's, or the whole map's.
    [[nodiscard]] const Tables &tablesCovering(QRect cells) const;
    void search(std::optional<double> budget);

    [[nodiscard]] bool onMap(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_width && y < m_height;
    }
    [[nodiscard]] bool inWindow(QPoint anchor) const { return m_window.area.contains(anchor); }
    // States (anchor, parity) are numbered within the window.
    [[nodiscard]] int stateIndex(QPoint anchor, int parity) const
    {
        return m_window.index(anchor.x(), anchor.y()) * 2 + parity;
    }
    [[nodiscard]] QPoint stateAnchor(int state) const
    {
        const int cell = state / 2;
        return {m_window.area.left() + cell % m_window.area.width(),
                m_window.area.top() + cell / m_window.area.width()};
    }
    [[nodiscard]] QRect footprintAt(QPoint anchor) const
    {
        return Token::footprintAt(anchor, m_size);
    }
    [[nodiscard]] bool anchorInRange(QPoint anchor) const { return onMap(anchor.x(), anchor.y()); }
    [[nodiscard]] bool wallStops(const Tables &t, int x, int y, int dx, int dy) const;
    // The footprint at `anchor` lies on the map, every cell passable and free of enemies.
    [[nodiscard]] bool isEnterable(const Tables &t, QPoint anchor) const;
    [[nodiscard]] bool isLegalEnd(const Tables &t, QPoint anchor) const;
    [[nodiscard]] std::optional<int> stepCost(const Tables &t, QPoint from, int dx, int dy) const;
    // stepCost for a one-cell mover inside the window; Illegal when the step is illegal.
    static constexpr int Illegal = INT_MIN;
    [[nodiscard]] int singleStepCost(QPoint from, int dx, int dy) const;
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
    Perspective m_perspective = Perspective::GameMaster;

    // With a budget, the cells the search can touch (docs/rules.md §1.7: every step costs at
    // least 1); without one, the whole map.
    Tables m_window;
    std::shared_ptr<WholeMapTables> m_wholeMap;

    // Per state (anchor, parity) of the window.
    QVector<int> m_cost;
    QVector<int> m_zocStarts;
    QVector<int> m_previous;
};
