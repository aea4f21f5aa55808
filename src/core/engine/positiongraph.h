#pragma once

#include "model/altitudelevel.h"
#include "model/positionboard.h"
#include "model/positionflags.h"
#include "model/ruleset.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

// The Labyrinthian Combat Grid of one board as a graph (docs/rules.md §2.1, §2.2): adjacency and
// bands from the rule set, step distances and shortest routes, the board's position marks,
// and which altitude levels exist at each position.
//
// Positions are numbered in the order of the rule file, which is also the order the CLI
// lists them in. A level is named by its integer value (skyward 3 … deep −2).
class PositionGraph
{
public:
    PositionGraph() = default;
    PositionGraph(const RuleSet &rules, const PositionBoard &board);

    [[nodiscard]] int count() const { return static_cast<int>(m_ids.size()); }
    // -1 for an id the rule set does not know.
    [[nodiscard]] int indexOf(const QString &positionId) const
    {
        return m_index.value(positionId, -1);
    }
    [[nodiscard]] QString id(int position) const { return m_ids.at(position); }
    [[nodiscard]] int band(int position) const { return m_bands.at(position); }
    [[nodiscard]] const QList<int> &neighbours(int position) const
    {
        return m_neighbours.at(position);
    }
    [[nodiscard]] bool adjacent(int a, int b) const;

    // Steps in the adjacency graph (BFS); 0 for the same position, -1 when there is no route.
    [[nodiscard]] int distance(int a, int b) const { return m_distance.at(a * count() + b); }
    // The positions strictly between a and b on at least one shortest route, in index order.
    [[nodiscard]] QList<int> routeIntermediates(int a, int b) const;
    // True when some shortest route from a to b has no intermediate position marked in
    // `blocked` (indexed by position). a and b themselves never block (docs/rules.md §5.13).
    [[nodiscard]] bool hasClearShortestRoute(int a, int b, const QList<bool> &blocked) const;

    // The board's marks.
    [[nodiscard]] bool skyward() const { return m_skyward; }
    [[nodiscard]] const PositionFlags &flags(int position) const { return m_flags.at(position); }
    // Difficult or Turbulent: entering or leaving costs the rough step (docs/rules.md §2.3).
    [[nodiscard]] bool isRough(int position) const { return m_flags.at(position).isRough(); }
    [[nodiscard]] bool isWater(int position) const { return m_flags.at(position).water; }
    [[nodiscard]] bool fillsPosition(int position) const
    {
        return m_flags.at(position).fillsPosition;
    }

    // Levels (docs/rules.md §2.1, §5.13): skyward only when the board allows it; the
    // water-only levels only at water positions, where level 0 is `surface` in place of `ground`.
    [[nodiscard]] bool hasLevel(int position, int value) const;
    // The values that exist at a position, highest first.
    [[nodiscard]] QList<int> levelsAt(int position) const;
    // The id of the level with `value` at this position ("surface" at water, "ground"
    // elsewhere, for 0). Falls back to any level with that value, then to an empty string.
    [[nodiscard]] QString levelName(int position, int value) const;
    // The value of a level id; `ground` and `surface` are both 0.
    [[nodiscard]] std::optional<int> levelValue(const QString &levelId) const;
    [[nodiscard]] int lowestLevel() const { return m_lowestLevel; }
    [[nodiscard]] int highestLevel() const { return m_highestLevel; }

private:
    [[nodiscard]] bool levelExistsAt(const AltitudeLevel &level, int position) const;

    QStringList m_ids;
    QHash<QString, int> m_index;
    QList<int> m_bands;
    QList<QList<int>> m_neighbours;
    QList<int> m_distance; // count() × count(), row-major
    QList<PositionFlags> m_flags;
    std::vector<char> m_adjacent;  // count() × count(), row-major
    QList<AltitudeLevel> m_levels; // in rule-file order, which decides names on ties
    // Per position, bit (value − m_lowestLevel) set when that level exists there; the
    // movement search asks this for every step.
    std::vector<quint64> m_levelMask;
    bool m_skyward = false;
    int m_lowestLevel = 0;
    int m_highestLevel = 0;
};
