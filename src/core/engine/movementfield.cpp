#include "movementfield.h"

#include "squaregeometry.h"
#include "zoneofcontrol.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <queue>
#include <tuple>

namespace
{

constexpr int Directions[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                                  {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

qint64 floorDivision(qint64 n, qint64 d)
{
    qint64 q = n / d;
    if ((n % d != 0) && (n < 0))
        --q;
    return q;
}

// The largest whole cost a budget allows; costs are integers, so cost <= budget exactly when
// cost <= floor(budget).
int costLimit(std::optional<double> budget)
{
    if (!budget)
        return INT_MAX / 4;
    if (!(*budget >= 0))
        return -1;
    return static_cast<int>(std::min(std::floor(*budget), double(INT_MAX / 4)));
}

} // namespace

MovementField::MovementField(const Encounter &encounter, int moverIndex,
                             std::optional<double> budget, Perspective perspective)
    : m_encounter(&encounter), m_rules(encounter.rules.get()), m_board(&encounter.board.square),
      m_mover(moverIndex)
{
    Q_ASSERT(m_rules && moverIndex >= 0 && moverIndex < encounter.tokens.size());
    prepare(encounter, perspective);
    search(budget);
}

double MovementField::defaultBudget(const Token &mover, const RuleSet &rules)
{
    if (rules.budgetSpeedDivisor == 0)
        return rules.budgetBase;
    return rules.budgetBase + mover.speed / rules.budgetSpeedDivisor;
}

void MovementField::prepare(const Encounter &encounter, Perspective perspective)
{
    const Token &mover = encounter.tokens[m_mover];
    m_width = qMax(0, m_board->width);
    m_height = qMax(0, m_board->height);
    m_size = mover.footprint();
    m_start = {mover.x, mover.y};
    m_alternating = m_rules->diagonalPolicy == RuleSet::DiagonalPolicy::Alternating;

    const int cells = m_width * m_height;
    m_enemyHeld.fill(0, cells);
    m_allyHeld.fill(0, cells);
    m_cornerStop.fill(0, cells);
    m_zocHolders.fill({}, cells);

    // Hidden tokens are real obstacles to the GM; the players' view leaves them out
    // (docs/rules.md §3).
    const OccupancyMap occupancy(encounter, perspective);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const int i = cellIndex(x, y);
            // The mover never blocks itself; every other token does, by side.
            for (const int holder : occupancy.holders(x, y)) {
                if (holder == m_mover)
                    continue;
                if (encounter.areEnemies(mover, encounter.tokens[holder]))
                    m_enemyHeld[i] = 1;
                else
                    m_allyHeld[i] = 1;
            }
            const int kind = m_board->terrainAt(x, y);
            const bool passable = kind < 0 || m_rules->terrainKinds[kind].passable;
            m_cornerStop[i] = !passable || m_enemyHeld[i];
        }
    }

    for (int j = 0; j < encounter.tokens.size(); ++j) {
        const Token &other = encounter.tokens[j];
        if (j == m_mover || !encounter.areEnemies(mover, other))
            continue;
        if (perspective == Perspective::Players && other.hidden)
            continue;
        for (const QPoint &cell : ZoneOfControl::cells(other, *m_board, *m_rules))
            m_zocHolders[cellIndex(cell.x(), cell.y())].append(j);
    }

    prepareWalls(*m_board);
}

void MovementField::prepareWalls(const SquareBoard &board)
{
    constexpr qint64 C = SquareGeometry::Cell;
    m_wallStops.fill(0, m_width * m_height);
    for (const WallSegment &wall : board.walls) {
        if (!wall.blocks())
            continue;
        // A step segment from a cell centre spans at most one cell either way, so only cells
        // within two of the wall's bounding box can have a step that touches it.
        const int x0 = int(qMax<qint64>(0, floorDivision(qMin(wall.x1, wall.x2), C) - 2));
        const int x1 = int(qMin<qint64>(m_width - 1, floorDivision(qMax(wall.x1, wall.x2), C) + 2));
        const int y0 = int(qMax<qint64>(0, floorDivision(qMin(wall.y1, wall.y2), C) - 2));
        const int y1 =
            int(qMin<qint64>(m_height - 1, floorDivision(qMax(wall.y1, wall.y2), C) + 2));
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                const auto from = SquareGeometry::cellCentre(x, y);
                for (const auto &d : Directions) {
                    const auto to = SquareGeometry::cellCentre(x + d[0], y + d[1]);
                    if (SquareGeometry::touchesWall(from, to, wall))
                        m_wallStops[cellIndex(x, y)] |= quint16(1u << directionIndex(d[0], d[1]));
                }
            }
        }
    }
}

bool MovementField::wallStops(int x, int y, int dx, int dy) const
{
    if (onMap(x, y))
        return m_wallStops[cellIndex(x, y)] & (1u << directionIndex(dx, dy));
    // Only a start footprint that hangs over the map edge has cells off the map.
    return SquareGeometry::touchesAnyWall(SquareGeometry::cellCentre(x, y),
                                          SquareGeometry::cellCentre(x + dx, y + dy),
                                          m_board->walls);
}

bool MovementField::isEnterable(QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    if (!onMap(footprint.left(), footprint.top()) || !onMap(footprint.right(), footprint.bottom()))
        return false;
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            const int i = cellIndex(x, y);
            if (m_enemyHeld[i])
                return false;
            const int kind = m_board->terrainAt(x, y);
            if (kind >= 0 && !m_rules->terrainKinds[kind].passable)
                return false;
        }
    }
    return true;
}

bool MovementField::isLegalEnd(QPoint anchor) const
{
    if (!isEnterable(anchor))
        return false;
    const QRect footprint = footprintAt(anchor);
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (m_allyHeld[cellIndex(x, y)])
                return false;
        }
    }
    return true;
}

bool MovementField::startsInZoc(QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (onMap(x, y) && !m_zocHolders[cellIndex(x, y)].isEmpty())
                return true;
        }
    }
    return false;
}

qint64 MovementField::highestGround(QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    qint64 highest = LLONG_MIN;
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (onMap(x, y))
                highest = qMax(highest, m_board->elevationAt(x, y));
        }
    }
    return highest == LLONG_MIN ? 0 : highest;
}

std::optional<int> MovementField::stepCost(QPoint from, int dx, int dy) const
{
    // Legality is SquareStep::canStep's rule (shared with Surrounded), evaluated on tables
    // built once per field: a full-map search makes millions of step tests, and testing every
    // wall for each would cost ~10x more. movementfieldtests.cpp holds the two equal on random
    // boards.
    const QPoint to = from + QPoint(dx, dy);
    if (!isEnterable(to))
        return std::nullopt;
    const QRect old = footprintAt(from);
    const bool diagonal = dx != 0 && dy != 0;
    for (int y = old.top(); y <= old.bottom(); ++y) {
        for (int x = old.left(); x <= old.right(); ++x) {
            // docs/rules.md §5.7: every footprint cell's centre-to-moved-centre segment must
            // be clear.
            if (wallStops(x, y, dx, dy))
                return std::nullopt;
            if (!diagonal)
                continue;
            // Seed 002: "You can't move diagonally if the movement would cut through an
            // impassable obstacle or a enemy." The two orthogonal cells the footprint cell
            // passes between, except those the mover already covers.
            for (const QPoint side : {QPoint(x + dx, y), QPoint(x, y + dy)}) {
                if (old.contains(side))
                    continue;
                if (!onMap(side.x(), side.y()) || m_cornerStop[cellIndex(side.x(), side.y())])
                    return std::nullopt;
            }
        }
    }
    // Extra terrain cost: the largest among the cells newly entered (docs/rules.md §5.7).
    int extra = 0;
    const QRect moved = footprintAt(to);
    for (int y = moved.top(); y <= moved.bottom(); ++y) {
        for (int x = moved.left(); x <= moved.right(); ++x) {
            if (old.contains(x, y))
                continue;
            const int kind = m_board->terrainAt(x, y);
            if (kind >= 0)
                extra = qMax(extra, m_rules->terrainKinds[kind].extraCost);
        }
    }
    // Climbing: highest ground under the new footprint against the old (docs/rules.md §1.7, §5.7).
    const bool climbs = highestGround(to) - highestGround(from) >= m_rules->highGroundMicrometres;
    return 1 + extra + (climbs ? m_rules->climbCost : 0);
}

void MovementField::search(std::optional<double> budget)
{
    const int states = m_width * m_height * 2;
    m_cost.fill(Unreached, states);
    m_zocStarts.fill(0, states);
    m_previous.fill(-1, states);
    const int limit = costLimit(budget);
    if (!anchorInRange(m_start) || limit < 0)
        return;

    using Entry = std::tuple<int, int, int>; // cost, zocStarts, state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    const int first = stateIndex(m_start, 0);
    m_cost[first] = 0;
    queue.emplace(0, 0, first);
    while (!queue.empty()) {
        const auto [cost, zoc, state] = queue.top();
        queue.pop();
        if (cost != m_cost[state] || zoc != m_zocStarts[state])
            continue;
        const int parity = state % 2;
        const QPoint anchor((state / 2) % m_width, (state / 2) / m_width);
        const int zocAfter = zoc + (startsInZoc(anchor) ? 1 : 0);
        for (const auto &d : Directions) {
            const auto price = stepCost(anchor, d[0], d[1]);
            if (!price)
                continue;
            const bool diagonal = d[0] != 0 && d[1] != 0;
            // Seed 002: "the first diagonal pace counts as one pace, the second counts as two
            // paces, the third as one, then two again, and so on."
            const int surcharge = (diagonal && m_alternating && parity == 1) ? 1 : 0;
            const int nextParity = (diagonal && m_alternating) ? 1 - parity : parity;
            const int nextCost = cost + *price + surcharge;
            if (nextCost > limit)
                continue;
            const int next = stateIndex(anchor + QPoint(d[0], d[1]), nextParity);
            if (m_cost[next] != Unreached &&
                !(Key{nextCost, zocAfter} < Key{m_cost[next], m_zocStarts[next]}))
                continue;
            m_cost[next] = nextCost;
            m_zocStarts[next] = zocAfter;
            m_previous[next] = state;
            queue.emplace(nextCost, zocAfter, next);
        }
    }
}

std::optional<int> MovementField::cost(QPoint anchor) const
{
    if (anchor == m_start)
        return 0;
    if (!anchorInRange(anchor) || !isLegalEnd(anchor))
        return std::nullopt;
    std::optional<int> best;
    for (int parity = 0; parity < 2; ++parity) {
        const int c = m_cost[stateIndex(anchor, parity)];
        if (c != Unreached && (!best || c < *best))
            best = c;
    }
    return best;
}

QVector<MovementField::Reached> MovementField::reachable(double budget) const
{
    QVector<Reached> cells;
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const QPoint anchor(x, y);
            if (anchor == m_start)
                continue;
            const auto c = cost(anchor);
            if (c && *c <= budget)
                cells.append({anchor, *c});
        }
    }
    return cells;
}

std::optional<MovementField::Path> MovementField::pathTo(QPoint goal) const
{
    if (goal == m_start)
        return Path{0, {m_start}, {}};
    if (!anchorInRange(goal) || !isLegalEnd(goal))
        return std::nullopt;
    int best = -1;
    for (int parity = 0; parity < 2; ++parity) {
        const int s = stateIndex(goal, parity);
        if (m_cost[s] == Unreached)
            continue;
        if (best < 0 || Key{m_cost[s], m_zocStarts[s]} < Key{m_cost[best], m_zocStarts[best]})
            best = s;
    }
    if (best < 0)
        return std::nullopt;
    Path path;
    path.cost = m_cost[best];
    for (int s = best; s >= 0; s = m_previous[s])
        path.steps.append(QPoint((s / 2) % m_width, (s / 2) / m_width));
    std::reverse(path.steps.begin(), path.steps.end());
    path.hinderedBy = hinderedBy(path.steps);
    return path;
}

QStringList MovementField::hinderedBy(const QVector<QPoint> &steps) const
{
    // Seed 002: "using a maneuver to move from within an enemy zone of control allows that
    // enemy to hinder you ... each enemy can only hinder you once per maneuver."
    QStringList ids;
    for (int i = 0; i + 1 < steps.size(); ++i) {
        const QRect footprint = footprintAt(steps[i]);
        for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
            for (int x = footprint.left(); x <= footprint.right(); ++x) {
                if (!onMap(x, y))
                    continue;
                for (const int holder : m_zocHolders[cellIndex(x, y)]) {
                    const QString &id = m_encounter->tokens[holder].id;
                    if (!ids.contains(id))
                        ids.append(id);
                }
            }
        }
    }
    ids.sort();
    return ids;
}
