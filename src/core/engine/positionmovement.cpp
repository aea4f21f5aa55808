#include "positionmovement.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

PositionMovement::PositionMovement(const PositionGraph &graph, const RuleSet &rules, Place start,
                                   bool prone)
    : m_start(start), m_positions(graph.count()), m_lowestLevel(graph.lowestLevel()),
      m_levelCount(graph.highestLevel() - graph.lowestLevel() + 1)
{
    const int states = ModeCount * m_positions * m_levelCount;
    m_cost.fill(-1, states);
    m_previous.fill(-1, states);
    if (!valid(start))
        return;

    using Entry = std::pair<int, int>; // cost, state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    const auto relax = [&](int from, int to, int cost) {
        if (m_cost[to] < 0 || cost < m_cost[to]) {
            m_cost[to] = cost;
            m_previous[to] = from;
            queue.push({cost, to});
        }
    };
    const int first = stateOf(prone ? Prone : Standing, start);
    m_cost[first] = 0;
    queue.push({0, first});
    std::vector<bool> done(states, false);
    while (!queue.empty()) {
        const auto [cost, state] = queue.top();
        queue.pop();
        if (done[state])
            continue;
        done[state] = true;
        const auto mode = static_cast<Mode>(state / (m_positions * m_levelCount));
        const Place at = placeOf(state);
        switch (mode) {
        case Crawled:
            break; // a prone crawl ends the move (docs/rules.md §5.13)
        case Prone:
            relax(state, stateOf(Standing, at), cost + rules.standUpCost);
            for (const int next : graph.neighbours(at.position)) {
                if (graph.hasLevel(next, at.level))
                    relax(state, stateOf(Crawled, {next, at.level}),
                          cost + stepCost(graph, rules, at.position, next));
            }
            break;
        case Standing:
            // A ground step keeps the level; the target must have it.
            for (const int next : graph.neighbours(at.position)) {
                if (graph.hasLevel(next, at.level))
                    relax(state, stateOf(Standing, {next, at.level}),
                          cost + stepCost(graph, rules, at.position, next));
            }
            // A level change is neither entering nor leaving a position: never rough.
            for (const int delta : {1, -1}) {
                const Place other{at.position, at.level + delta};
                if (valid(other) && graph.hasLevel(other.position, other.level))
                    relax(state, stateOf(Standing, other), cost + rules.levelChangeCost);
            }
            break;
        case ModeCount:
            break;
        }
    }
}

PositionMovement PositionMovement::forToken(const PositionGraph &graph, const RuleSet &rules,
                                            const Token &token)
{
    const Place start{graph.indexOf(token.position), graph.levelValue(token.level).value_or(0)};
    return PositionMovement(graph, rules, start, token.hasCondition(rules.proneCondition));
}

double PositionMovement::defaultBudget(const Token &token)
{
    return token.movement.value_or(0.0);
}

int PositionMovement::stepCost(const PositionGraph &graph, const RuleSet &rules, int from, int to)
{
    // "To enter or leave these Positions, you will have to spend 20 Movement": 20 once, even
    // when both ends are rough.
    return graph.isRough(from) || graph.isRough(to) ? rules.roughStepCost : rules.stepCost;
}

bool PositionMovement::valid(Place place) const
{
    return place.position >= 0 && place.position < m_positions && place.level >= m_lowestLevel &&
           place.level < m_lowestLevel + m_levelCount;
}

int PositionMovement::stateOf(Mode mode, Place place) const
{
    return (mode * m_positions + place.position) * m_levelCount + (place.level - m_lowestLevel);
}

PositionMovement::Place PositionMovement::placeOf(int state) const
{
    const int inMode = state % (m_positions * m_levelCount);
    return {inMode / m_levelCount, inMode % m_levelCount + m_lowestLevel};
}

int PositionMovement::bestState(Place place) const
{
    if (!valid(place))
        return -1;
    int best = -1;
    for (const Mode mode : {Standing, Prone, Crawled}) {
        const int state = stateOf(mode, place);
        if (m_cost[state] >= 0 && (best < 0 || m_cost[state] < m_cost[best]))
            best = state;
    }
    return best;
}

std::optional<int> PositionMovement::cost(Place place) const
{
    const int state = bestState(place);
    if (state < 0)
        return std::nullopt;
    return m_cost[state];
}

QList<PositionMovement::Reached> PositionMovement::reachable(double budget) const
{
    QList<Reached> out;
    for (int position = 0; position < m_positions; ++position) {
        for (int level = m_lowestLevel + m_levelCount - 1; level >= m_lowestLevel; --level) {
            const Place place{position, level};
            if (place == m_start)
                continue;
            const auto c = cost(place);
            if (c && *c <= budget)
                out << Reached{place, *c};
        }
    }
    return out;
}

std::optional<PositionMovement::Route> PositionMovement::routeTo(Place goal) const
{
    int state = bestState(goal);
    if (state < 0)
        return std::nullopt;
    Route route;
    route.cost = m_cost[state];
    for (; state >= 0; state = m_previous[state]) {
        const Place place = placeOf(state);
        if (route.steps.isEmpty() || !(route.steps.last() == place))
            route.steps << place;
    }
    std::reverse(route.steps.begin(), route.steps.end());
    return route;
}
