#pragma once

#include "positiongraph.h"

#include "model/ruleset.h"
#include "model/token.h"

#include <QList>
#include <optional>

// Cheapest Movement over the Combat Grid from one start (docs/rules.md §2.3, §5.13):
// Dijkstra over (ground position, level) states. Costs are rule data: a step, a rough step
// (entering or leaving a difficult or turbulent position), a level change, standing up.
//
// The whole field is computed once in the constructor; the object keeps no reference to the
// graph or the rule set, so it can outlive them.
class PositionMovement
{
public:
    // A movement state: a ground position index of the PositionGraph and a level value.
    struct Place {
        int position = -1;
        int level = 0;
        friend bool operator==(const Place &, const Place &) = default;
    };
    struct Reached {
        Place place;
        int cost = 0;
    };
    struct Route {
        int cost = 0;
        QList<Place> steps; // start first, goal last
    };

    // `prone` applies the prone rule: either crawl one ground step at the current level and
    // stop there, or stand up (standUp cost) and then move normally.
    PositionMovement(const PositionGraph &graph, const RuleSet &rules, Place start, bool prone);

    // The movement field of a token: its position and level, prone when it has the rule
    // set's prone condition. A token on an unknown position reaches nothing.
    [[nodiscard]] static PositionMovement forToken(const PositionGraph &graph, const RuleSet &rules,
                                                   const Token &token);
    // docs/rules.md §5.11 "Default reach budgets": the token's `movement` key, else 0.
    [[nodiscard]] static double defaultBudget(const Token &token);
    // The cost of one ground step between adjacent positions.
    [[nodiscard]] static int stepCost(const PositionGraph &graph, const RuleSet &rules, int from,
                                      int to);

    [[nodiscard]] Place start() const { return m_start; }
    // The cheapest cost to a place, or nullopt when it cannot be reached at all.
    [[nodiscard]] std::optional<int> cost(Place place) const;
    // Every place other than the start with a cost within `budget`, in the order of the
    // positions in the rule file, then level value descending.
    [[nodiscard]] QList<Reached> reachable(double budget) const;
    // A cheapest route to `goal`, or nullopt when it cannot be reached. Standing up has no
    // step of its own: it changes neither position nor level, only the cost.
    [[nodiscard]] std::optional<Route> routeTo(Place goal) const;

private:
    // How the mover stands. A prone start may stand up (→ Standing) or crawl one step
    // (→ Crawled, which ends the move).
    enum Mode { Standing = 0, Prone = 1, Crawled = 2, ModeCount = 3 };

    [[nodiscard]] bool valid(Place place) const;
    [[nodiscard]] int stateOf(Mode mode, Place place) const;
    [[nodiscard]] Place placeOf(int state) const;
    // The mode with the cheapest cost at a place, or -1 when unreached.
    [[nodiscard]] int bestState(Place place) const;

    Place m_start;
    int m_positions = 0;
    int m_lowestLevel = 0;
    int m_levelCount = 0;
    QList<int> m_cost;     // per state; -1 when unreached
    QList<int> m_previous; // per state; -1 at the start
};
