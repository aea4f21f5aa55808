#include "movementfield.h"

#include "squaregeometry.h"
#include "zoneofcontrol.h"

#include <QVarLengthArray>
#include <algorithm>
#include <cmath>
#include <queue>
#include <tuple>

namespace
{

// The order of the directions is the search's since it was first written; nothing depends on
// it any more (see MovementField::buildPathTables), but the tables are indexed by it.
constexpr int Directions[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                                  {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

// Above this dearest step the bucket queue would need too many buckets; the heap serves.
constexpr qint64 MaxBucketPrice = 1024;

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

using Bucket = QVarLengthArray<int, 256>;

// The open states of the search, a bucket per cost, when every step costs at least 1 and at
// most MaxBucketPrice: a state's cost is final when its bucket comes up, since nothing cheaper
// is left to improve it. The buckets form a ring longer than the dearest step, so the bucket
// being read never receives a push. The buckets are the caller's, empty between searches, so a
// field searched again reuses what they have grown to.
class BucketRing
{
public:
    BucketRing(int maxPrice, std::vector<Bucket> &buckets) : m_buckets(buckets)
    {
        int size = 1;
        while (size <= maxPrice)
            size *= 2;
        m_mask = size - 1;
        if (m_buckets.size() != size_t(size))
            m_buckets.resize(size_t(size));
        for (Bucket &bucket : m_buckets)
            bucket.clear(); // already empty unless a search was cut short
    }

    void push(int cost, int state)
    {
        m_buckets[size_t(cost & m_mask)].append(state);
        ++m_pending;
    }
    [[nodiscard]] bool isEmpty() const { return m_pending == 0; }
    [[nodiscard]] const Bucket &bucket(int cost) const { return m_buckets[size_t(cost & m_mask)]; }
    void clear(int cost)
    {
        auto &bucket = m_buckets[size_t(cost & m_mask)];
        m_pending -= qint64(bucket.size());
        bucket.clear(); // keeps what it has grown to
    }

private:
    int m_mask = 0;
    qint64 m_pending = 0;
    std::vector<Bucket> &m_buckets; // a bucket spills to the heap only past 256
};

// The states one cost improved, as (cost << 32 | state): written without a branch, one slot
// per direction tried and kept only when the step improved a state, then handed to the ring
// once the cost is done (few are kept; a branch per try would mostly guess wrong).
class Improvements
{
public:
    explicit Improvements(QVarLengthArray<quint64, 1024> &slots) : m_slots(slots) {}
    // Room for `count` tries; returns where they start.
    quint64 *begin(qsizetype count)
    {
        if (m_slots.size() < count)
            m_slots.resize(count);
        return m_slots.data();
    }
    void flush(const quint64 *end, BucketRing &ring) const
    {
        for (const quint64 *i = m_slots.data(); i != end; ++i)
            ring.push(int(*i >> 32), int(quint32(*i)));
    }

private:
    QVarLengthArray<quint64, 1024> &m_slots; // the caller's, kept between searches
};

// The search's inner loop for a one-cell mover: MovementField::singleStepCost's rule, every
// direction priced and kept or dropped without a branch (an illegal one keeps nothing). The
// anchor is settled, so its neighbours lie in the window or on its border (off the map,
// `enter` -1). With `States` it searches (cell, parity) states by cost; without, cells by
// label (MovementField::search).
struct CellSearch {
    const int *enter;
    const quint16 *walls;
    const qint64 *elevation;
    int *values;
    qint64 highGround;
    int climbCost;
    int stride;

    template<int Dx, int Dy, bool Alternating, bool Walls, bool States>
    void step(quint64 *&kept, int cell, int parity, int value, int enterTarget, quint16 wall,
              qint64 ground, bool sidesClear) const
    {
        constexpr bool alternate = Alternating && Dx != 0 && Dy != 0;
        const int target = cell + Dy * stride + Dx;
        bool legal = enterTarget >= 0 && sidesClear;
        if constexpr (Walls)
            legal = legal && !(wall & (1u << ((Dy + 1) * 3 + (Dx + 1))));
        const int price = enterTarget + (elevation[target] - ground >= highGround ? climbCost : 0);
        // Seed 002: "the first diagonal pace counts as one pace, the second counts as two
        // paces, the third as one, then two again, and so on."
        int next = target;
        int nextValue = value + 2 * price + (alternate ? 1 : 0);
        if constexpr (States) {
            next = target * 2 + (alternate ? 1 - parity : parity);
            nextValue = value + price + (alternate ? parity : 0);
        }
        const int old = values[next];
        // Values start above the limit (runSearch): "better" is "within the limit" too.
        const bool keep = legal & (nextValue < old);
        values[next] = keep ? nextValue : old;
        *kept = (quint64(quint32(nextValue)) << 32) | quint32(next);
        kept += keep;
    }

    template<bool Alternating, bool Walls, bool States>
    void run(quint64 *&kept, int value, int index) const
    {
        const int cell = States ? index >> 1 : index;
        const int parity = States ? index & 1 : 0;
        const quint16 wall = Walls ? walls[cell] : 0;
        const qint64 ground = elevation[cell];
        const int n = enter[cell - stride];
        const int e = enter[cell + 1];
        const int s = enter[cell + stride];
        const int w = enter[cell - 1];
        step<0, -1, Alternating, Walls, States>(kept, cell, parity, value, n, wall, ground, true);
        step<1, 0, Alternating, Walls, States>(kept, cell, parity, value, e, wall, ground, true);
        step<0, 1, Alternating, Walls, States>(kept, cell, parity, value, s, wall, ground, true);
        step<-1, 0, Alternating, Walls, States>(kept, cell, parity, value, w, wall, ground, true);
        // Seed 002: "You can't move diagonally if the movement would cut through an
        // impassable obstacle or a enemy."
        step<1, -1, Alternating, Walls, States>(kept, cell, parity, value, enter[cell - stride + 1],
                                                wall, ground, (n | e) >= 0);
        step<1, 1, Alternating, Walls, States>(kept, cell, parity, value, enter[cell + stride + 1],
                                               wall, ground, (s | e) >= 0);
        step<-1, 1, Alternating, Walls, States>(kept, cell, parity, value, enter[cell + stride - 1],
                                                wall, ground, (s | w) >= 0);
        step<-1, -1, Alternating, Walls, States>(
            kept, cell, parity, value, enter[cell - stride - 1], wall, ground, (n | w) >= 0);
    }

    template<bool Walls, bool States>
    void run(bool alternating, quint64 *&kept, int value, int index) const
    {
        if (alternating)
            run<true, Walls, States>(kept, value, index);
        else
            run<false, Walls, States>(kept, value, index);
    }
};

} // namespace

MovementField::MovementField(const Encounter &encounter, int moverIndex,
                             std::optional<double> budget, Perspective perspective)
{
    recompute(encounter, moverIndex, budget, perspective);
}

template<typename Part> void MovementField::rearm(std::shared_ptr<Part> &part)
{
    // use_count() is exact here: recompute() has the field to itself, and only fields hold
    // these parts.
    if (part && part.use_count() == 1)
        part->built.emplace(); // a new flag; the buffers stay for the next build
    else
        part = std::make_shared<Part>();
}

void MovementField::recompute(const Encounter &encounter, int moverIndex,
                              std::optional<double> budget, Perspective perspective)
{
    m_encounter = &encounter;
    m_rules = encounter.rules.get();
    m_board = &encounter.board.square;
    m_mover = moverIndex;
    m_perspective = perspective;
    m_settled = 0;
    rearm(m_wholeMap);
    rearm(m_paths);
    Q_ASSERT(m_rules && moverIndex >= 0 && moverIndex < encounter.tokens.size());
    const Token &mover = encounter.tokens[m_mover];
    m_width = qMax(0, m_board->width);
    m_height = qMax(0, m_board->height);
    m_size = mover.footprint();
    m_start = {mover.x, mover.y};
    m_alternating = m_rules->diagonalPolicy == RuleSet::DiagonalPolicy::Alternating;

    // The window: every step moves the anchor one cell (Chebyshev) and costs at least 1 (the
    // terrain surcharge is never below 0; a negative climbCost would break that, so then the
    // whole map), so a settled anchor lies within `limit` of the start and its footprint within
    // the start's footprint grown by `limit`; a step looks one cell further (docs/rules.md
    // §5.7). Everything else is asked lazily.
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
    buildTables(area, m_window);
    search(limit);
}

double MovementField::defaultBudget(const Token &mover, const RuleSet &rules)
{
    if (rules.budgetSpeedDivisor == 0)
        return rules.budgetBase;
    return rules.budgetBase + mover.speed / rules.budgetSpeedDivisor;
}

void MovementField::buildTables(QRect area, Tables &t) const
{
    rearm(t.zones);
    t.anyWallStops = false;
    if (area.isEmpty()) {
        // No cell: every question about one is off the map or goes elsewhere.
        t.area = QRect();
        t.stride = 0;
        t.flags.clear();
        t.wallStops.clear();
        t.enter.clear();
        t.elevation.clear();
        return;
    }
    t.area = area;
    t.stride = area.width() + 2;
    const size_t cells = size_t(t.stride) * size_t(area.height() + 2);
    t.flags.assign(cells, Tables::Blocked);
    t.wallStops.assign(cells, 0);
    t.enter.assign(cells, -1);
    t.elevation.assign(cells, 0);

    // Terrain by kind, looked up once per kind rather than once per cell.
    const auto &kinds = m_rules->terrainKinds;
    QVarLengthArray<int, 16> kindEnter(kinds.size());
    for (int k = 0; k < kinds.size(); ++k)
        kindEnter[k] = kinds[k].passable ? 1 + qMax(0, kinds[k].extraCost) : -1;
    // Two passes: a byte store may alias anything, and would make the compiler reload the
    // board's arrays for every cell.
    const SquareBoard &board = *m_board;
    int *enter = t.enter.data();
    qint64 *elevation = t.elevation.data();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        const size_t row = size_t(t.index(area.left(), y));
        for (int x = area.left(), i = 0; x <= area.right(); ++x, ++i) {
            const int kind = board.terrainAt(x, y);
            enter[row + size_t(i)] = kind >= 0 ? kindEnter[kind] : 1;
            elevation[row + size_t(i)] = board.elevationAt(x, y);
        }
    }
    quint8 *flags = t.flags.data();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        const size_t row = size_t(t.index(area.left(), y));
        for (size_t i = 0; i < size_t(area.width()); ++i)
            flags[row + i] = enter[row + i] < 0 ? quint8(Tables::Blocked) : quint8(0);
    }

    // Hidden tokens are real obstacles to the GM; the players' view leaves them out
    // (docs/rules.md §3). The mover never blocks itself; every other token does, by side
    // (OccupancyMap's rule, restricted to the area). An enemy's cell is a corner stop too.
    const Encounter &encounter = *m_encounter;
    const Token &mover = encounter.tokens[m_mover];
    for (int j = 0; j < encounter.tokens.size(); ++j) {
        const Token &other = encounter.tokens[j];
        const int side = other.footprint();
        // Most tokens lie outside a window: tell without building rectangles.
        if (other.x > area.right() || other.y > area.bottom() || other.x + side <= area.left() ||
            other.y + side <= area.top())
            continue;
        if (j == m_mover || (m_perspective == Perspective::Players && other.hidden))
            continue;
        const QRect cover = other.footprintRect() & area;
        const bool enemy = encounter.areEnemies(mover, other);
        const quint8 mark =
            enemy ? quint8(Tables::EnemyHeld | Tables::Blocked) : quint8(Tables::AllyHeld);
        for (int y = cover.top(); y <= cover.bottom(); ++y) {
            const size_t row = size_t(t.index(cover.left(), y));
            for (int i = 0; i < cover.width(); ++i) {
                t.flags[row + size_t(i)] |= mark;
                if (enemy)
                    t.enter[row + size_t(i)] = -1;
            }
        }
    }

    addWalls(t);
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
        for (qint64 y = y0; y <= y1; ++y) {
            for (qint64 x = x0; x <= x1; ++x) {
                const auto from = SquareGeometry::cellCentre(int(x), int(y));
                for (const auto &d : Directions) {
                    const auto to = SquareGeometry::cellCentre(int(x) + d[0], int(y) + d[1]);
                    if (!SquareGeometry::touchesWall(from, to, wall))
                        continue;
                    t.wallStops[size_t(t.index(int(x), int(y)))] |=
                        quint16(1u << directionIndex(d[0], d[1]));
                    t.anyWallStops = true;
                }
            }
        }
    }
}

const MovementField::Zones &MovementField::zonesOf(const Tables &t) const
{
    Zones &zones = *t.zones;
    std::call_once(*zones.built, [&] {
        zones.held.assign(t.flags.size(), 0);
        zones.holders.clear();
        if (t.area.isEmpty())
            return;
        // An enemy's zone lies inside ZoneOfControl::bounds, so only enemies whose bounds meet
        // the area can hold a cell of it (docs/rules.md §1.4).
        const Encounter &encounter = *m_encounter;
        const Token &mover = encounter.tokens[m_mover];
        for (int j = 0; j < encounter.tokens.size(); ++j) {
            const Token &other = encounter.tokens[j];
            if (j == m_mover || (m_perspective == Perspective::Players && other.hidden))
                continue;
            if (!ZoneOfControl::bounds(other, *m_board, *m_rules).intersects(t.area) ||
                !encounter.areEnemies(mover, other))
                continue;
            for (const QPoint &cell : ZoneOfControl::cells(other, *m_board, *m_rules)) {
                if (!t.covers(cell.x(), cell.y()))
                    continue;
                const int i = t.index(cell.x(), cell.y());
                zones.held[size_t(i)] = 1;
                zones.holders.emplace_back(i, j);
            }
        }
        std::sort(zones.holders.begin(), zones.holders.end());
    });
    return zones;
}

const MovementField::Tables &MovementField::tablesCovering(QRect cells) const
{
    const QRect onBoard = cells & QRect(0, 0, m_width, m_height);
    if (onBoard.isEmpty() || m_window.area.contains(onBoard))
        return m_window;
    WholeMapTables &whole = *m_wholeMap;
    std::call_once(*whole.built,
                   [&] { buildTables(QRect(0, 0, m_width, m_height), whole.tables); });
    return whole.tables;
}

bool MovementField::wallStops(const Tables &t, int x, int y, int dx, int dy) const
{
    if (onMap(x, y))
        return t.wallStops[size_t(t.index(x, y))] & (1u << directionIndex(dx, dy));
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
            // Blocked is exactly "impassable or enemy-held" on the map.
            if (t.flags[size_t(t.index(x, y))] & Tables::Blocked)
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
            if (t.flags[size_t(t.index(x, y))] & Tables::AllyHeld)
                return false;
        }
    }
    return true;
}

bool MovementField::startsInZoc(const Tables &t, QPoint anchor) const
{
    const Zones &zones = zonesOf(t);
    const QRect footprint = footprintAt(anchor);
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (onMap(x, y) && zones.held[size_t(t.index(x, y))])
                return true;
        }
    }
    return false;
}

qint64 MovementField::highestGround(const Tables &t, QPoint anchor) const
{
    const QRect footprint = footprintAt(anchor);
    qint64 highest = LLONG_MIN;
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (onMap(x, y))
                highest = qMax(highest, t.elevation[size_t(t.index(x, y))]);
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
    // boards. `t` covers every on-map cell of the footprint at `from` grown by one.
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
                if (!onMap(side.x(), side.y()) ||
                    (t.flags[size_t(t.index(side.x(), side.y()))] & Tables::Blocked))
                    return std::nullopt;
            }
        }
    }
    // Extra terrain cost: the largest among the cells newly entered (docs/rules.md §5.7).
    int extra = 0;
    const QRect moved = footprintAt(to);
    for (int y = moved.top(); y <= moved.bottom(); ++y) {
        for (int x = moved.left(); x <= moved.right(); ++x) {
            if (!old.contains(x, y)) // enterable: enter is 1 + extra
                extra = qMax(extra, t.enter[size_t(t.index(x, y))] - 1);
        }
    }
    // Climbing: highest ground under the new footprint against the old (docs/rules.md §1.7, §5.7).
    const bool climbs =
        highestGround(t, to) - highestGround(t, from) >= m_rules->highGroundMicrometres;
    return 1 + extra + (climbs ? m_rules->climbCost : 0);
}

int MovementField::singleStepCost(int cell, int direction) const
{
    // stepCost for one footprint cell: the target and a diagonal's two side cells must be
    // free (off the map is blocked on the border), the centre step clear of walls.
    const Tables &t = m_window;
    const int dx = Directions[direction][0];
    const int dy = Directions[direction][1];
    const int target = cell + dy * t.stride + dx;
    if (t.enter[size_t(target)] < 0 || (t.wallStops[size_t(cell)] & (1u << directionIndex(dx, dy))))
        return -1;
    if (dx != 0 && dy != 0 &&
        (t.enter[size_t(cell + dx)] | t.enter[size_t(cell + dy * t.stride)]) < 0)
        return -1;
    const bool climbs =
        t.elevation[size_t(target)] - t.elevation[size_t(cell)] >= m_rules->highGroundMicrometres;
    return t.enter[size_t(target)] + (climbs ? m_rules->climbCost : 0);
}

void MovementField::search(int limit)
{
    m_limit = limit;
    m_labelAbove = Unreached;
    if (!anchorInRange(m_start) || limit < 0 || m_window.enter.empty()) {
        m_label.assign(m_window.enter.size(), Unreached);
        return;
    }
    if (m_rules->climbCost < 0 || maxStepCost() > MaxBucketPrice) {
        m_label.assign(m_window.enter.size(), Unreached);
        searchWithHeap(limit);
        return;
    }
    // A path's label is 2 * cost + (its diagonals) mod 2. With diagonals priced 1, 2, 1, 2
    // along the path (docs/rules.md §1.7), every step adds 2 * its price to the label and a
    // diagonal 1 more, whatever the parity before (under the Chebyshev policy the label is
    // 2 * cost). So an anchor's least label, found by a search over cells with those whole
    // weights, halved and rounded down is its cheapest cost over both parities; the cost is
    // within the budget when the label is within 2 * limit + 1.
    m_labelAbove = 2 * limit + 2;
    m_settled = runSearch(false, 2 * limit + 1, m_label, m_buffers);
}

int MovementField::maxStepCost() const
{
    // Every step costs 1 + terrain (never below 0) + the climb cost, plus a diagonal surcharge
    // of 0 or 1 (docs/rules.md §1.7, §5.7).
    int maxExtra = 0;
    for (const auto &kind : m_rules->terrainKinds)
        maxExtra = qMax(maxExtra, kind.extraCost);
    return int(qMin<qint64>(INT_MAX / 8, 1 + qint64(maxExtra) + qMax(0, m_rules->climbCost) + 1));
}

int MovementField::runSearch(bool states, int limit, std::vector<int> &values,
                             SearchBuffers &buffers) const
{
    // Dijkstra with a bucket per value, every step adding at least 1: over (anchor, parity)
    // states by cost with `states`, else over anchors by label. The value is final when its
    // bucket comes up.
    // Unsettled values start, and stay, just above the limit: one comparison asks both
    // "better?" and "within the limit?".
    const int above = limit + 1;
    values.assign(m_window.enter.size() * (states ? 2 : 1), above);
    const int first = states ? stateIndex(m_start, 0) : m_window.index(m_start.x(), m_start.y());
    values[size_t(first)] = 0;
    BucketRing ring{states ? maxStepCost() : 2 * maxStepCost() + 1, buffers.buckets};
    ring.push(0, first);
    Improvements improvements{buffers.improvements};
    const Tables &t = m_window;
    const CellSearch single{t.enter.data(),
                            t.wallStops.data(),
                            t.elevation.data(),
                            values.data(),
                            m_rules->highGroundMicrometres,
                            m_rules->climbCost,
                            t.stride};
    const bool walls = t.anyWallStops;
    int settled = 0;
    for (int value = 0; !ring.isEmpty(); ++value) {
        const Bucket &bucket = ring.bucket(value);
        if (bucket.empty())
            continue;
        quint64 *kept = improvements.begin(bucket.size() * 8);
        for (const int index : bucket) {
            if (values[size_t(index)] != value)
                continue; // superseded by a smaller value
            ++settled;
            if (m_size == 1) {
                if (walls && states)
                    single.run<true, true>(m_alternating, kept, value, index);
                else if (walls)
                    single.run<true, false>(m_alternating, kept, value, index);
                else if (states)
                    single.run<false, true>(m_alternating, kept, value, index);
                else
                    single.run<false, false>(m_alternating, kept, value, index);
                continue;
            }
            const int cell = states ? index >> 1 : index;
            const int parity = states ? index & 1 : 0;
            const QPoint anchor(t.area.left() - 1 + cell % t.stride,
                                t.area.top() - 1 + cell / t.stride);
            for (const auto &d : Directions) {
                const auto price = stepCost(t, anchor, d[0], d[1]);
                if (!price)
                    continue;
                // Seed 002: the diagonals alternate 1 and 2 along the path.
                const bool alternate = d[0] != 0 && d[1] != 0 && m_alternating;
                const int target = cell + d[1] * t.stride + d[0];
                const int next = states ? target * 2 + (alternate ? 1 - parity : parity) : target;
                const int nextValue = states ? value + *price + (alternate ? parity : 0)
                                             : value + 2 * *price + (alternate ? 1 : 0);
                if (nextValue >= values[size_t(next)])
                    continue;
                values[size_t(next)] = nextValue;
                *kept++ = (quint64(quint32(nextValue)) << 32) | quint32(next);
            }
        }
        ring.clear(value);
        improvements.flush(kept, ring);
    }
    return settled;
}

void MovementField::searchWithHeap(int limit)
{
    // A step may cost 0 or less (a negative climbCost), or a great deal: the search as it was
    // first written, over (anchor, parity) states with a heap ordered by (cost, zocStarts,
    // state) that reopens improved states and records each state's predecessor as it goes.
    PathTables &paths = *m_paths;
    std::call_once(*paths.built, [] {}); // filled here and now
    std::vector<int> &costs = paths.stateCost;
    costs.assign(m_label.size() * 2, Unreached);
    paths.zocStarts.assign(costs.size(), 0);
    paths.previous.assign(costs.size(), -1);
    using Entry = std::tuple<int, int, int>; // cost, zocStarts, state
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    costs[size_t(stateIndex(m_start, 0))] = 0;
    queue.emplace(0, 0, stateIndex(m_start, 0));
    while (!queue.empty()) {
        const auto [cost, zoc, state] = queue.top();
        queue.pop();
        if (cost != costs[size_t(state)] || zoc != paths.zocStarts[size_t(state)])
            continue;
        const int parity = state % 2;
        const QPoint anchor = stateAnchor(state);
        const int zocAfter = zoc + (startsInZoc(m_window, anchor) ? 1 : 0);
        for (const auto &d : Directions) {
            const auto price = stepCost(m_window, anchor, d[0], d[1]);
            if (!price)
                continue;
            const bool diagonal = d[0] != 0 && d[1] != 0;
            // Seed 002: "the first diagonal pace counts as one pace, the second counts as two
            // paces, the third as one, then two again, and so on."
            const int surcharge = (diagonal && m_alternating && parity == 1) ? 1 : 0;
            const int nextParity = (diagonal && m_alternating) ? 1 - parity : parity;
            const qint64 nextCost = qint64(cost) + *price + surcharge;
            if (nextCost > limit || nextCost < INT_MIN / 4)
                continue;
            const int next = stateIndex(anchor + QPoint(d[0], d[1]), nextParity);
            const auto nextKey = std::make_pair(int(nextCost), zocAfter);
            if (costs[size_t(next)] != Unreached &&
                !(nextKey < std::make_pair(costs[size_t(next)], paths.zocStarts[size_t(next)])))
                continue;
            costs[size_t(next)] = int(nextCost);
            paths.zocStarts[size_t(next)] = zocAfter;
            paths.previous[size_t(next)] = state;
            queue.emplace(int(nextCost), zocAfter, next);
        }
    }
    // The labels of the cheaper states (see search()).
    for (size_t cell = 0; cell < m_label.size(); ++cell) {
        const qint64 even = costs[cell * 2] == Unreached ? LLONG_MAX : 2 * qint64(costs[cell * 2]);
        const qint64 odd =
            costs[cell * 2 + 1] == Unreached ? LLONG_MAX : 2 * qint64(costs[cell * 2 + 1]) + 1;
        if (qMin(even, odd) != LLONG_MAX) {
            m_label[cell] = int(qMin(even, odd));
            ++m_settled;
        }
    }
}

const MovementField::PathTables &MovementField::pathTables() const
{
    PathTables &paths = *m_paths;
    std::call_once(*paths.built, [&] { buildPathTables(paths); });
    return paths;
}

void MovementField::buildPathTables(PathTables &paths) const
{
    // The search kept labels only. A heap ordered by (cost, zocStarts, state) over the
    // (anchor, parity) states, which is what the search once was, pops each state once with
    // its final key (every step costs at least 1) and records as its predecessor the first
    // state popped that gives it that key. So: the states' costs, then, over the settled
    // states in order of cost, zocStarts is the least over the predecessors one cheapest step
    // back, and the predecessor kept is the least by (cost, zocStarts, state) among those
    // giving it. movementwindowtests.cpp holds this to that heap search.
    std::vector<int> &costs = paths.stateCost;
    if (m_label.empty() || m_settled == 0) {
        costs.assign(m_label.size() * 2, Unreached);
        paths.zocStarts.clear();
        paths.previous.clear();
        return;
    }
    // Its own buffers: a const question may come from any thread that reads the field.
    SearchBuffers buffers;
    runSearch(true, m_limit, costs, buffers);
    for (int &c : costs)
        c = c > m_limit ? Unreached : c;
    paths.zocStarts.assign(costs.size(), 0);
    paths.previous.assign(costs.size(), -1);
    int maxCost = 0;
    for (const int c : costs) {
        if (c != Unreached)
            maxCost = qMax(maxCost, c);
    }
    std::vector<int> firstOfCost(size_t(maxCost) + 2, 0);
    for (const int c : costs) {
        if (c != Unreached)
            ++firstOfCost[size_t(c) + 1];
    }
    for (size_t c = 1; c < firstOfCost.size(); ++c)
        firstOfCost[c] += firstOfCost[c - 1];
    std::vector<int> order(size_t(firstOfCost.back()));
    for (size_t s = 0; s < costs.size(); ++s) {
        if (costs[s] != Unreached)
            order[size_t(firstOfCost[size_t(costs[s])]++)] = int(s);
    }

    const Zones &zones = zonesOf(m_window);
    for (const int state : order) {
        const int cost = costs[size_t(state)];
        if (cost == 0)
            continue; // the start
        const int parity = state & 1;
        const int cell = state >> 1;
        const QPoint anchor = stateAnchor(state);
        int best = -1;
        int bestZoc = INT_MAX;
        for (int d = 0; d < 8; ++d) {
            const int dx = Directions[d][0];
            const int dy = Directions[d][1];
            const bool alternate = dx != 0 && dy != 0 && m_alternating;
            const int fromParity = alternate ? 1 - parity : parity;
            const QPoint from = anchor - QPoint(dx, dy);
            // A settled anchor's neighbours on the map lie in the window.
            if (!inWindow(from))
                continue;
            const int fromCell = cell - dy * m_window.stride - dx;
            const int candidate = fromCell * 2 + fromParity;
            const int fromCost = costs[size_t(candidate)];
            if (fromCost == Unreached)
                continue;
            int price = -1;
            if (m_size == 1) {
                price = singleStepCost(fromCell, d);
            } else if (const auto general = stepCost(m_window, from, dx, dy)) {
                price = *general;
            }
            if (price < 0 || fromCost + price + (alternate ? fromParity : 0) != cost)
                continue;
            const bool inZoc =
                m_size == 1 ? zones.held[size_t(fromCell)] != 0 : startsInZoc(m_window, from);
            const int fromZoc = paths.zocStarts[size_t(candidate)];
            const int zoc = fromZoc + (inZoc ? 1 : 0);
            if (best >= 0) {
                const auto mine = std::make_tuple(zoc, fromCost, fromZoc, candidate);
                const auto kept = std::make_tuple(bestZoc, costs[size_t(best)],
                                                  paths.zocStarts[size_t(best)], best);
                if (!(mine < kept))
                    continue;
            }
            best = candidate;
            bestZoc = zoc;
        }
        Q_ASSERT(best >= 0);
        paths.zocStarts[size_t(state)] = bestZoc;
        paths.previous[size_t(state)] = best;
    }
}

int MovementField::bestState(QPoint anchor, const PathTables &paths) const
{
    const int even = stateIndex(anchor, 0);
    const auto key = [&](int state) {
        return std::make_pair(paths.stateCost[size_t(state)], paths.zocStarts[size_t(state)]);
    };
    if (paths.stateCost[size_t(even + 1)] == Unreached)
        return even;
    if (paths.stateCost[size_t(even)] == Unreached)
        return even + 1;
    // The fewer steps started in enemy zones among the cheapest; the even parity on a tie.
    return key(even + 1) < key(even) ? even + 1 : even;
}

int MovementField::labelAt(QPoint anchor) const
{
    if (m_label.empty() || !inWindow(anchor))
        return Unreached;
    const int label = m_label[size_t(m_window.index(anchor.x(), anchor.y()))];
    return label >= m_labelAbove ? Unreached : label;
}

std::optional<int> MovementField::cost(QPoint anchor) const
{
    if (anchor == m_start)
        return 0;
    const int label = labelAt(anchor);
    if (label == Unreached || !isLegalEnd(tablesCovering(footprintAt(anchor)), anchor))
        return std::nullopt;
    return label >> 1; // rounded down, also below zero
}

QVector<MovementField::Reached> MovementField::reachable(double budget) const
{
    QVector<Reached> cells;
    reachable(budget, cells);
    return cells;
}

void MovementField::reachable(double budget, QVector<Reached> &cells) const
{
    // Nothing outside the window was settled. Costs are whole: cost <= budget exactly when
    // cost <= floor(budget), compared as integers.
    cells.resize(0); // keeps the capacity
    if (m_settled == 0 || !(budget >= double(INT_MIN / 2)))
        return;
    const int allowed = budget >= double(INT_MAX / 2) ? INT_MAX / 2 : int(std::floor(budget));
    cells.resize(m_settled);
    Reached *out = cells.data();
    const Tables &t = m_window;
    const QRect area = t.area;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        const int row = t.index(area.left(), y);
        for (int i = 0; i < area.width(); ++i) {
            const int label = m_label[size_t(row + i)];
            if (label >= m_labelAbove || (label >> 1) > allowed)
                continue;
            const QPoint anchor(area.left() + i, y);
            if (anchor == m_start)
                continue;
            // A one-cell mover's settled anchor is enterable; its end needs no ally there.
            const bool legal = m_size == 1
                                   ? !(t.flags[size_t(row + i)] & Tables::AllyHeld)
                                   : isLegalEnd(tablesCovering(footprintAt(anchor)), anchor);
            if (legal)
                *out++ = {anchor, label >> 1};
        }
    }
    cells.resize(out - cells.data());
}

std::optional<MovementField::Path> MovementField::pathTo(QPoint goal) const
{
    if (goal == m_start)
        return Path{0, {m_start}, {}};
    if (labelAt(goal) == Unreached || !isLegalEnd(tablesCovering(footprintAt(goal)), goal))
        return std::nullopt;
    const PathTables &paths = pathTables();
    const int best = bestState(goal, paths);
    Path path;
    path.cost = paths.stateCost[size_t(best)];
    for (int s = best; s >= 0; s = paths.previous[size_t(s)])
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
                const Zones &zones = zonesOf(t);
                const int cell = t.index(x, y);
                auto it = std::lower_bound(zones.holders.begin(), zones.holders.end(),
                                           std::make_pair(cell, INT_MIN));
                for (; it != zones.holders.end() && it->first == cell; ++it) {
                    const QString &id = m_encounter->tokens[it->second].id;
                    if (!ids.contains(id))
                        ids.append(id);
                }
            }
        }
    }
    ids.sort();
    return ids;
}
