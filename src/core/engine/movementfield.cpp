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

// The search's open states, popped by (cost, zocStarts, state), smallest first: the order
// decides which of several equal paths is kept, so both modes pop exactly alike. When no step
// lowers the cost (the usual case: every step costs at least 1), costs are small whole numbers
// and a bucket per cost, each a small heap of (zocStarts, state), replaces one big heap.
class StateQueue
{
public:
    explicit StateQueue(bool monotone) : m_monotone(monotone) {}

    void push(int cost, int zoc, int state)
    {
        if (!m_monotone) {
            m_heap.emplace(cost, zoc, state);
            return;
        }
        if (cost >= int(m_buckets.size()))
            m_buckets.resize(size_t(cost) + 1);
        auto &bucket = m_buckets[size_t(cost)];
        bucket.push_back((quint64(quint32(zoc)) << 32) | quint32(state));
        std::push_heap(bucket.begin(), bucket.end(), std::greater<>());
        ++m_count;
    }

    bool pop(int &cost, int &zoc, int &state)
    {
        if (!m_monotone) {
            if (m_heap.empty())
                return false;
            std::tie(cost, zoc, state) = m_heap.top();
            m_heap.pop();
            return true;
        }
        if (m_count == 0)
            return false;
        while (m_buckets[size_t(m_current)].empty())
            ++m_current;
        auto &bucket = m_buckets[size_t(m_current)];
        std::pop_heap(bucket.begin(), bucket.end(), std::greater<>());
        const quint64 key = bucket.back();
        bucket.pop_back();
        --m_count;
        cost = m_current;
        zoc = int(key >> 32);
        state = int(quint32(key));
        return true;
    }

private:
    using Entry = std::tuple<int, int, int>; // cost, zocStarts, state
    bool m_monotone;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_heap;
    std::vector<std::vector<quint64>> m_buckets;
    int m_current = 0;
    qint64 m_count = 0;
};

} // namespace

MovementField::MovementField(const Encounter &encounter, int moverIndex,
                             std::optional<double> budget, Perspective perspective)
    : m_encounter(&encounter), m_rules(encounter.rules.get()), m_board(&encounter.board.square),
      m_mover(moverIndex), m_perspective(perspective),
      m_wholeMap(std::make_shared<WholeMapTables>())
{
    Q_ASSERT(m_rules && moverIndex >= 0 && moverIndex < encounter.tokens.size());
    const Token &mover = encounter.tokens[m_mover];
    m_width = qMax(0, m_board->width);
    m_height = qMax(0, m_board->height);
    m_size = mover.footprint();
    m_start = {mover.x, mover.y};
    m_alternating = m_rules->diagonalPolicy == RuleSet::DiagonalPolicy::Alternating;

    // The window: every step moves the anchor one cell (Chebyshev) and costs at least 1 (the
    // terrain surcharge is never below 0; a negative climbCost would break that, so then the
    // whole map), so a settled anchor lies within `limit` of the start, and its steps look at
    // its footprint grown by one (docs/rules.md §5.7). Everything else is asked lazily.
    const QRect map(0, 0, m_width, m_height);
    const int limit = costLimit(budget);
    QRect area;
    if (anchorInRange(m_start) && limit >= 0) {
        if (!budget || m_rules->climbCost < 0 || limit >= qMax(m_width, m_height))
            area = map;
        else
            area =
                footprintAt(m_start).adjusted(-limit - 1, -limit - 1, limit + 1, limit + 1) & map;
    }
    m_window = buildTables(area);
    search(budget);
}

double MovementField::defaultBudget(const Token &mover, const RuleSet &rules)
{
    if (rules.budgetSpeedDivisor == 0)
        return rules.budgetBase;
    return rules.budgetBase + mover.speed / rules.budgetSpeedDivisor;
}

MovementField::Tables MovementField::buildTables(QRect area) const
{
    Tables t;
    t.area = area.isValid() ? area : QRect();
    const int cells = t.area.isValid() ? t.area.width() * t.area.height() : 0;
    t.enemyHeld.fill(0, cells);
    t.allyHeld.fill(0, cells);
    t.cornerStop.fill(0, cells);
    t.wallStops.fill(0, cells);
    t.zocHolders.resize(cells);
    if (cells == 0)
        return t;

    const Encounter &encounter = *m_encounter;
    const Token &mover = encounter.tokens[m_mover];
    // Hidden tokens are real obstacles to the GM; the players' view leaves them out
    // (docs/rules.md §3). The mover never blocks itself; every other token does, by side
    // (OccupancyMap's rule, restricted to the area).
    for (int j = 0; j < encounter.tokens.size(); ++j) {
        const Token &other = encounter.tokens[j];
        if (j == m_mover || (m_perspective == Perspective::Players && other.hidden))
            continue;
        const QRect cover = other.footprintRect() & t.area;
        if (cover.isEmpty())
            continue;
        const bool enemy = encounter.areEnemies(mover, other);
        for (int y = cover.top(); y <= cover.bottom(); ++y) {
            for (int x = cover.left(); x <= cover.right(); ++x)
                (enemy ? t.enemyHeld : t.allyHeld)[t.index(x, y)] = 1;
        }
    }
    for (int y = t.area.top(); y <= t.area.bottom(); ++y) {
        for (int x = t.area.left(); x <= t.area.right(); ++x) {
            const int i = t.index(x, y);
            const int kind = m_board->terrainAt(x, y);
            const bool passable = kind < 0 || m_rules->terrainKinds[kind].passable;
            t.cornerStop[i] = !passable || t.enemyHeld[i];
        }
    }

    // An enemy's zone lies inside ZoneOfControl::bounds, so only enemies whose bounds meet the
    // area can hold a cell of it (docs/rules.md §1.4).
    for (int j = 0; j < encounter.tokens.size(); ++j) {
        const Token &other = encounter.tokens[j];
        if (j == m_mover || !encounter.areEnemies(mover, other))
            continue;
        if (m_perspective == Perspective::Players && other.hidden)
            continue;
        if (!ZoneOfControl::isActive(other, *m_rules) ||
            !ZoneOfControl::bounds(other, *m_board, *m_rules).intersects(t.area))
            continue;
        for (const QPoint &cell : ZoneOfControl::cells(other, *m_board, *m_rules)) {
            if (t.area.contains(cell))
                t.zocHolders[t.index(cell.x(), cell.y())].append(j);
        }
    }

    addWalls(t);
    return t;
}

void MovementField::addWalls(Tables &t) const
{
    constexpr qint64 C = SquareGeometry::Cell;
    for (const WallSegment &wall : m_board->walls) {
        if (!wall.blocks())
            continue;
        // A step segment from a cell centre spans at most one cell either way, so only cells
        // within two of the wall's bounding box can have a step that touches it.
        const qint64 x0 = qMax<qint64>(t.area.left(), floorDivision(qMin(wall.x1, wall.x2), C) - 2);
        const qint64 x1 =
            qMin<qint64>(t.area.right(), floorDivision(qMax(wall.x1, wall.x2), C) + 2);
        const qint64 y0 = qMax<qint64>(t.area.top(), floorDivision(qMin(wall.y1, wall.y2), C) - 2);
        const qint64 y1 =
            qMin<qint64>(t.area.bottom(), floorDivision(qMax(wall.y1, wall.y2), C) + 2);
        for (int y = int(y0); y <= y1; ++y) {
            for (int x = int(x0); x <= x1; ++x) {
                const auto from = SquareGeometry::cellCentre(x, y);
                for (const auto &d : Directions) {
                    const auto to = SquareGeometry::cellCentre(x + d[0], y + d[1]);
                    if (SquareGeometry::touchesWall(from, to, wall))
                        t.wallStops[t.index(x, y)] |= quint16(1u << directionIndex(d[0], d[1]));
                }
            }
        }
    }
}

const MovementField::Tables &MovementField::tablesCovering(QRect cells) const
{
    const QRect onBoard = cells & QRect(0, 0, m_width, m_height);
    if (onBoard.isEmpty() || m_window.area.contains(onBoard))
        return m_window;
    WholeMapTables &whole = *m_wholeMap;
    std::call_once(whole.built,
                   [&] { whole.tables = buildTables(QRect(0, 0, m_width, m_height)); });
    return whole.tables;
}

bool MovementField::wallStops(const Tables &t, int x, int y, int dx, int dy) const
{
    if (onMap(x, y))
        return t.wallStops[t.index(x, y)] & (1u << directionIndex(dx, dy));
    // Only a start footprint that hangs over the map edge has cells off the map.
    return SquareGeometry::touchesAnyWall(SquareGeometry::cellCentre(x, y),
                                          SquareGeometry::cellCentre(x + dx, y + dy),
                                          m_board->walls);
}

bool MovementField::isEnterable(const Tables &t, QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    if (!onMap(footprint.left(), footprint.top()) || !onMap(footprint.right(), footprint.bottom()))
        return false;
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            // cornerStop is exactly "impassable or enemy-held".
            if (t.cornerStop[t.index(x, y)])
                return false;
        }
    }
    return true;
}

bool MovementField::isLegalEnd(QPoint anchor) const
{
    return isLegalEnd(tablesCovering(footprintAt(anchor)), anchor);
}

bool MovementField::isLegalEnd(const Tables &t, QPoint anchor) const
{
    if (!isEnterable(t, anchor))
        return false;
    const QRect footprint = footprintAt(anchor);
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (t.allyHeld[t.index(x, y)])
                return false;
        }
    }
    return true;
}

// Only asked by the search, about settled anchors: their footprints lie in the window.
bool MovementField::startsInZoc(QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (onMap(x, y) && !m_window.zocHolders[m_window.index(x, y)].isEmpty())
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
    return stepCost(tablesCovering(footprintAt(from).adjusted(-1, -1, 1, 1)), from, dx, dy);
}

std::optional<int> MovementField::stepCost(const Tables &t, QPoint from, int dx, int dy) const
{
    // Legality is SquareStep::canStep's rule (shared with Surrounded), evaluated on tables
    // built once per field: a full-map search makes millions of step tests, and testing every
    // wall for each would cost ~10x more. movementfieldtests.cpp holds the two equal on random
    // boards.
    const QPoint to = from + QPoint(dx, dy);
    if (!isEnterable(t, to))
        return std::nullopt;
    const QRect old = footprintAt(from);
    const bool diagonal = dx != 0 && dy != 0;
    for (int y = old.top(); y <= old.bottom(); ++y) {
        for (int x = old.left(); x <= old.right(); ++x) {
            // docs/rules.md §5.7: every footprint cell's centre-to-moved-centre segment must
            // be clear.
            if (wallStops(t, x, y, dx, dy))
                return std::nullopt;
            if (!diagonal)
                continue;
            // Seed 002: "You can't move diagonally if the movement would cut through an
            // impassable obstacle or a enemy." The two orthogonal cells the footprint cell
            // passes between, except those the mover already covers.
            for (const QPoint side : {QPoint(x + dx, y), QPoint(x, y + dy)}) {
                if (old.contains(side))
                    continue;
                if (!onMap(side.x(), side.y()) || t.cornerStop[t.index(side.x(), side.y())])
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

inline int MovementField::singleStepCost(QPoint from, int dx, int dy) const
{
    // stepCost's rule for a one-cell mover on a settled anchor (on the map, in the window):
    // one footprint cell, and the two side cells of a diagonal lie on the map whenever the
    // target does. The search makes most of its work here.
    const int tx = from.x() + dx;
    const int ty = from.y() + dy;
    if (!onMap(tx, ty))
        return Illegal;
    const Tables &t = m_window;
    const int fromIndex = t.index(from.x(), from.y());
    if (t.cornerStop[t.index(tx, ty)] || (t.wallStops[fromIndex] & (1u << directionIndex(dx, dy))))
        return Illegal;
    if (dx != 0 && dy != 0 &&
        (t.cornerStop[t.index(tx, from.y())] || t.cornerStop[t.index(from.x(), ty)]))
        return Illegal;
    const int kind = m_board->terrainAt(tx, ty);
    const int extra = kind >= 0 ? qMax(0, m_rules->terrainKinds[kind].extraCost) : 0;
    const bool climbs = m_board->elevationAt(tx, ty) - m_board->elevationAt(from.x(), from.y()) >=
                        m_rules->highGroundMicrometres;
    return 1 + extra + (climbs ? m_rules->climbCost : 0);
}

void MovementField::search(std::optional<double> budget)
{
    const int states = m_window.enemyHeld.size() * 2;
    m_cost.fill(Unreached, states);
    m_zocStarts.fill(0, states);
    m_previous.fill(-1, states);
    const int limit = costLimit(budget);
    if (!anchorInRange(m_start) || limit < 0 || states == 0)
        return;

    // Every step costs 1 + extra (never below 0) + the climb cost, plus a diagonal surcharge
    // of 0 or 1 (docs/rules.md §1.7, §5.7).
    StateQueue queue(1 + m_rules->climbCost >= 0);
    // Raw pointers: the loop makes millions of accesses and must not pay QVector's detach check.
    int *costs = m_cost.data();
    int *zocStarts = m_zocStarts.data();
    int *previous = m_previous.data();
    const bool single = m_size == 1;
    const int first = stateIndex(m_start, 0);
    costs[first] = 0;
    queue.push(0, 0, first);
    int cost = 0, zoc = 0, state = 0;
    while (queue.pop(cost, zoc, state)) {
        if (cost != costs[state] || zoc != zocStarts[state])
            continue;
        const int parity = state % 2;
        const QPoint anchor = stateAnchor(state);
        const int zocAfter = zoc + (startsInZoc(anchor) ? 1 : 0);
        for (const auto &d : Directions) {
            const int price = single ? singleStepCost(anchor, d[0], d[1])
                                     : stepCost(m_window, anchor, d[0], d[1]).value_or(Illegal);
            if (price == Illegal)
                continue;
            const bool diagonal = d[0] != 0 && d[1] != 0;
            // Seed 002: "the first diagonal pace counts as one pace, the second counts as two
            // paces, the third as one, then two again, and so on."
            const int surcharge = (diagonal && m_alternating && parity == 1) ? 1 : 0;
            const int nextParity = (diagonal && m_alternating) ? 1 - parity : parity;
            const int nextCost = cost + price + surcharge;
            if (nextCost > limit)
                continue;
            const int next = stateIndex(anchor + QPoint(d[0], d[1]), nextParity);
            if (costs[next] != Unreached &&
                !(Key{nextCost, zocAfter} < Key{costs[next], zocStarts[next]}))
                continue;
            costs[next] = nextCost;
            zocStarts[next] = zocAfter;
            previous[next] = state;
            queue.push(nextCost, zocAfter, next);
        }
    }
}

std::optional<int> MovementField::cost(QPoint anchor) const
{
    if (anchor == m_start)
        return 0;
    if (!inWindow(anchor) || !isLegalEnd(m_window, anchor))
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
    // Nothing outside the window was settled.
    QVector<Reached> cells;
    const QRect area = m_window.area;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
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
    if (!inWindow(goal) || !isLegalEnd(m_window, goal))
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
        path.steps.append(stateAnchor(s));
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
                const Tables &t = tablesCovering(QRect(x, y, 1, 1));
                for (const int holder : t.zocHolders[t.index(x, y)]) {
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
