#include "engine/movementfield.h"
#include "movetestsupport.h"

#include <QHash>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <queue>
#include <random>
#include <tuple>

// With a budget, MovementField builds its tables only in a window around the start (every step
// costs at least 1, docs/rules.md §1.7, §5.7) and answers questions outside it from whole-map
// tables built on demand; it searches anchors by label and works out paths when first asked.
// These tests hold it to the answers of a field without a budget, and both to the search as it
// was first written (a heap over (anchor, parity) states), run here on the field's public step
// rule. The ASan+UBSan build runs them too: a window clipped by every edge and corner of the
// map, movers of sizes 1 to 4 whose footprints hang off the window or the map, budgets from
// nothing to unlimited.

namespace
{

QByteArray micro(qint64 value)
{
    return QByteArray::number(double(value) / 1e6, 'f', 6);
}

struct RandomBoard {
    QByteArray json;
    int width = 0;
    int height = 0;
};

// Where the mover stands: anywhere, or pressed against an edge or a corner of the map (0 to 7,
// clockwise from the top-left corner), so the window is clipped there; 8 is the middle.
constexpr int Anywhere = -1;

QPoint placeMover(std::mt19937 &rng, int width, int height, int moverSize, int place)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    // Some big movers hang over the right or bottom edge: only the anchor must be on the map.
    const int right = pick(0, 3) == 0 ? width - 1 : qMax(0, width - moverSize);
    const int bottom = pick(0, 3) == 0 ? height - 1 : qMax(0, height - moverSize);
    const int middleX = pick(0, right);
    const int middleY = pick(0, bottom);
    switch (place) {
    case 0:
        return {0, 0};
    case 1:
        return {middleX, 0};
    case 2:
        return {right, 0};
    case 3:
        return {right, middleY};
    case 4:
        return {right, bottom};
    case 5:
        return {middleX, bottom};
    case 6:
        return {0, bottom};
    case 7:
        return {0, middleY};
    case 8:
        return {width / 2, height / 2};
    default:
        return {pick(0, qMax(0, width - moverSize)), pick(0, qMax(0, height - moverSize))};
    }
}

RandomBoard randomBoard(std::mt19937 &rng, int maxSide, int moverSize, int place)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    RandomBoard board;
    board.width = pick(3, maxSide);
    board.height = pick(3, maxSide);
    const int cells = board.width * board.height;

    QByteArray terrain = "[";
    QByteArray elevation = "[";
    bool firstTerrain = true, firstElevation = true;
    const char *kinds[] = {"wall", "obstacle", "difficult", "water"};
    const qint64 heights[] = {900'000, 1'000'000, 1'900'000, 2'000'000, 500'000};
    const int terrainShare = pick(0, 5);
    for (int i = 0; i < cells; ++i) {
        const QByteArray cell = "[[" + QByteArray::number(i % board.width) + ", " +
                                QByteArray::number(i / board.width) + "]]";
        if (pick(0, 9) < terrainShare) {
            terrain += (firstTerrain ? "" : ", ") + QByteArray("{\"kind\": \"") +
                       kinds[pick(0, 3)] + "\", \"cells\": " + cell + "}";
            firstTerrain = false;
        }
        if (pick(0, 9) < 3) {
            elevation += (firstElevation ? "" : ", ") + QByteArray("{\"cells\": ") + cell +
                         ", \"meters\": " + micro(heights[pick(0, 4)]) + "}";
            firstElevation = false;
        }
    }
    terrain += "]";
    elevation += "]";

    // Walls on a quarter-cell lattice, some of them doors.
    QByteArray walls = "[";
    const int wallCount = pick(0, 2 + cells / 40);
    for (int i = 0; i < wallCount; ++i) {
        const qint64 x1 = qint64(pick(0, board.width * 4)) * 250'000;
        const qint64 y1 = qint64(pick(0, board.height * 4)) * 250'000;
        const qint64 x2 =
            std::clamp<qint64>(x1 + qint64(pick(-8, 8)) * 250'000, 0, board.width * 1'000'000LL);
        const qint64 y2 =
            std::clamp<qint64>(y1 + qint64(pick(-8, 8)) * 250'000, 0, board.height * 1'000'000LL);
        const char *door = pick(0, 3) == 0   ? ", \"door\": \"open\""
                           : pick(0, 3) == 0 ? ", \"door\": \"closed\""
                                             : "";
        walls += (i ? ", " : "") + QByteArray("{\"from\": [") + micro(x1) + ", " + micro(y1) +
                 "], \"to\": [" + micro(x2) + ", " + micro(y2) + "]" + door + "}";
    }
    walls += "]";

    // The mover first; others of every side and size (some hanging off the map), hidden,
    // without or with a long ZoC.
    const QPoint at = placeMover(rng, board.width, board.height, moverSize, place);
    QByteArray tokens =
        "{\"id\": \"mover\", \"side\": \"party\", \"x\": " + QByteArray::number(at.x()) +
        ", \"y\": " + QByteArray::number(at.y()) + ", \"size\": " + QByteArray::number(moverSize) +
        "}";
    const char *sides[] = {"foes", "foes", "foes", "party", "villagers"};
    const int others = pick(0, 3 + cells / 30);
    for (int i = 0; i < others; ++i) {
        const int size = pick(1, 6) == 6 ? pick(3, 4) : pick(1, 2);
        tokens += ", {\"id\": \"t" + QByteArray::number(i) + "\", \"side\": \"" +
                  sides[pick(0, 4)] + "\", \"x\": " + QByteArray::number(pick(0, board.width - 1)) +
                  ", \"y\": " + QByteArray::number(pick(0, board.height - 1)) +
                  ", \"size\": " + QByteArray::number(size) +
                  (pick(0, 4) == 0 ? ", \"hidden\": true" : "") +
                  (pick(0, 5) == 0 ? ", \"zoc\": false" : "") +
                  (pick(0, 2) == 0 ? ", \"reach\": " + QByteArray::number(pick(-1, 4)) : "") +
                  (pick(0, 6) == 0 ? ", \"conditions\": [\"reeling\"]" : "") + "}";
    }

    board.json =
        "{\"format\": \"gridkeep-encounter\", \"version\": 1, \"rules\": \"paces\", "
        "\"board\": {\"kind\": \"square\", \"width\": " +
        QByteArray::number(board.width) + ", \"height\": " + QByteArray::number(board.height) +
        ", \"terrain\": " + terrain + ", \"walls\": " + walls + ", \"elevation\": " + elevation +
        "}, \"sides\": [{\"id\": \"party\"}, {\"id\": \"foes\"}, {\"id\": \"villagers\"}], "
        "\"allies\": [[\"party\", \"villagers\"]], \"tokens\": [" +
        tokens + "]}";
    return board;
}

double randomBudget(std::mt19937 &rng)
{
    const double budgets[] = {0,
                              0.5,
                              1,
                              1.5,
                              2,
                              3,
                              4,
                              5,
                              6,
                              7.5,
                              9,
                              12,
                              20,
                              100,
                              1e9,
                              1e300,
                              std::numeric_limits<double>::infinity(),
                              std::numeric_limits<double>::quiet_NaN(),
                              -1};
    return budgets[std::uniform_int_distribution<int>(0, std::size(budgets) - 1)(rng)];
}

// The rule-set variants the boards are searched under.
void changeRules(Encounter &encounter, int variant)
{
    MoveTest::changeRules(encounter, [variant](RuleSet &rules) {
        if (variant == 0)
            rules.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
        if (variant == 1)
            rules.climbCost = 0;
        if (variant == 2)
            rules.climbCost = 3;
        if (variant == 3)
            rules.climbCost = -1; // a step may cost 0: the whole map, and the heap search
        if (variant == 4)
            rules.terrainKinds[2].extraCost = 2000; // dearer than the buckets allow
        if (variant == 5)
            rules.highGroundMicrometres = 0; // every step climbs
    });
}

// The search as it was first written, on the field's public step rule: a heap over
// (anchor, parity) states ordered by (cost, zocStarts, state), states numbered row by row
// over the whole map, each predecessor recorded on a strict improvement.
class ReferenceSearch
{
public:
    ReferenceSearch(const MovementField &field, int width, int height, double budget,
                    bool alternating)
        : m_field(field), m_width(width), m_height(height)
    {
        const int states = width * height * 2;
        m_cost.fill(-1, states);
        m_zoc.fill(0, states);
        m_previous.fill(-1, states);
        const QPoint start = field.start();
        if (std::isnan(budget) || budget < 0 || !onMap(start))
            return;
        const double limit = std::floor(budget);
        using Entry = std::tuple<int, int, int>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
        const int first = state(start, 0);
        m_cost[first] = 0;
        queue.emplace(0, 0, first);
        const int directions[8][2] = {{0, -1}, {1, 0}, {0, 1},  {-1, 0},
                                      {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        while (!queue.empty()) {
            const auto [cost, zoc, s] = queue.top();
            queue.pop();
            if (cost != m_cost[s] || zoc != m_zoc[s])
                continue;
            const int parity = s % 2;
            const QPoint anchor((s / 2) % width, (s / 2) / width);
            const int zocAfter = zoc + (field.hinderedBy({anchor, anchor}).isEmpty() ? 0 : 1);
            for (const auto &d : directions) {
                const auto price = field.stepCost(anchor, d[0], d[1]);
                if (!price)
                    continue;
                const bool diagonal = d[0] != 0 && d[1] != 0;
                const int surcharge = diagonal && alternating && parity == 1 ? 1 : 0;
                const int nextParity = diagonal && alternating ? 1 - parity : parity;
                const int nextCost = cost + *price + surcharge;
                if (nextCost > limit)
                    continue;
                const int next = state(anchor + QPoint(d[0], d[1]), nextParity);
                if (m_cost[next] != -1 && !(std::make_pair(nextCost, zocAfter) <
                                            std::make_pair(m_cost[next], m_zoc[next])))
                    continue;
                m_cost[next] = nextCost;
                m_zoc[next] = zocAfter;
                m_previous[next] = s;
                queue.emplace(nextCost, zocAfter, next);
            }
        }
    }

    [[nodiscard]] std::optional<int> cost(QPoint anchor) const
    {
        if (anchor == m_field.start())
            return 0;
        const int best = bestState(anchor);
        if (best < 0)
            return std::nullopt;
        return m_cost[best];
    }

    [[nodiscard]] std::optional<MovementField::Path> pathTo(QPoint goal) const
    {
        if (goal == m_field.start())
            return MovementField::Path{0, {goal}, {}};
        const int best = bestState(goal);
        if (best < 0)
            return std::nullopt;
        MovementField::Path path;
        path.cost = m_cost[best];
        for (int s = best; s >= 0; s = m_previous[s])
            path.steps.prepend(QPoint((s / 2) % m_width, (s / 2) / m_width));
        path.hinderedBy = m_field.hinderedBy(path.steps);
        return path;
    }

private:
    [[nodiscard]] bool onMap(QPoint p) const
    {
        return p.x() >= 0 && p.y() >= 0 && p.x() < m_width && p.y() < m_height;
    }
    [[nodiscard]] int state(QPoint anchor, int parity) const
    {
        return (anchor.y() * m_width + anchor.x()) * 2 + parity;
    }
    [[nodiscard]] int bestState(QPoint anchor) const
    {
        if (!onMap(anchor) || !m_field.isLegalEnd(anchor))
            return -1;
        int best = -1;
        for (int parity = 0; parity < 2; ++parity) {
            const int s = state(anchor, parity);
            if (m_cost[s] == -1)
                continue;
            if (best < 0 ||
                std::make_pair(m_cost[s], m_zoc[s]) < std::make_pair(m_cost[best], m_zoc[best]))
                best = s;
        }
        return best;
    }

    const MovementField &m_field;
    int m_width;
    int m_height;
    QVector<int> m_cost;
    QVector<int> m_zoc;
    QVector<int> m_previous;
};

void requireSamePath(const std::optional<MovementField::Path> &got,
                     const std::optional<MovementField::Path> &expected)
{
    REQUIRE(got.has_value() == expected.has_value());
    if (!got)
        return;
    REQUIRE(got->cost == expected->cost);
    REQUIRE(got->steps == expected->steps);
    REQUIRE(got->hinderedBy == expected->hinderedBy);
}

void requireSameList(const QVector<MovementField::Reached> &a,
                     const QVector<MovementField::Reached> &b)
{
    REQUIRE(a.size() == b.size());
    for (int i = 0; i < a.size(); ++i) {
        CAPTURE(i);
        REQUIRE(a[i].anchor == b[i].anchor);
        REQUIRE(a[i].cost == b[i].cost);
    }
}

// Compares a windowed field with an unbounded one, and both with the reference search, on one
// board; returns how many anchors the windowed field reaches.
int compareFields(const Encounter &encounter, int width, int height, double budget,
                  Perspective perspective, std::mt19937 &rng)
{
    const MovementField windowed(encounter, 0, budget, perspective);
    const MovementField whole(encounter, 0, std::nullopt, perspective);
    const QPoint start = whole.start();

    // Questions outside the window first, so the on-demand tables answer them.
    for (int y = -2; y < height + 2; ++y) {
        for (int x = -2; x < width + 2; ++x) {
            const QPoint anchor(x, y);
            CAPTURE(x, y);
            REQUIRE(windowed.isLegalEnd(anchor) == whole.isLegalEnd(anchor));
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    if (dx == 0 && dy == 0)
                        continue;
                    CAPTURE(dx, dy);
                    REQUIRE(windowed.stepCost(anchor, dx, dy) == whole.stepCost(anchor, dx, dy));
                }
            }
        }
    }
    // hinderedBy on arbitrary lists of anchors, wherever they lie.
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    for (int i = 0; i < 6; ++i) {
        QVector<QPoint> steps;
        const int count = pick(0, 6);
        for (int s = 0; s < count; ++s)
            steps.append({pick(-2, width + 1), pick(-2, height + 1)});
        REQUIRE(windowed.hinderedBy(steps) == whole.hinderedBy(steps));
    }

    const bool alternating =
        encounter.rules->diagonalPolicy == RuleSet::DiagonalPolicy::Alternating;
    const ReferenceSearch reference(whole, width, height, budget, alternating);
    const ReferenceSearch unbounded(whole, width, height, std::numeric_limits<double>::infinity(),
                                    alternating);
    for (int y = -2; y < height + 2; ++y) {
        for (int x = -2; x < width + 2; ++x) {
            const QPoint anchor(x, y);
            CAPTURE(x, y);
            REQUIRE(whole.cost(anchor) == unbounded.cost(anchor));
            requireSamePath(whole.pathTo(anchor), unbounded.pathTo(anchor));
            const auto expected = reference.cost(anchor);
            if (anchor != start && expected && *expected > budget)
                FAIL("the reference settled a state beyond the budget");
            REQUIRE(windowed.cost(anchor) == expected);
            requireSamePath(windowed.pathTo(anchor), reference.pathTo(anchor));
        }
    }

    const auto reached = windowed.reachable(budget);
    requireSameList(reached, whole.reachable(budget));
    // A smaller question to the same field gives the smaller list.
    requireSameList(windowed.reachable(budget / 2), whole.reachable(budget / 2));
    requireSameList(whole.reachable(1e12), whole.reachable(std::numeric_limits<double>::max()));
    return int(reached.size());
}

struct Round {
    int compared = 0;
    int reached = 0;
};

void runRound(std::mt19937 &rng, int maxSide, int moverSize, int place, Round &totals)
{
    const RandomBoard board = randomBoard(rng, maxSide, moverSize, place);
    auto encounter = MoveTest::loadJsonQuiet(board.json);
    INFO(board.json.toStdString());
    REQUIRE(encounter.has_value());
    const int variant = std::uniform_int_distribution<int>(0, 9)(rng);
    changeRules(*encounter, variant);
    const double budget = randomBudget(rng);
    const Perspective perspective = std::uniform_int_distribution<int>(0, 2)(rng) == 0
                                        ? Perspective::Players
                                        : Perspective::GameMaster;
    CAPTURE(budget, variant, moverSize, place);
    totals.reached +=
        compareFields(*encounter, board.width, board.height, budget, perspective, rng);
    ++totals.compared;
}

} // namespace

TEST_CASE("A field searched within a budget answers as the unbounded field and as the heap "
          "search on random boards",
          "[movement][random][window]")
{
    std::mt19937 rng(20261125);
    Round totals;
    for (int round = 0; round < 500; ++round) {
        const int moverSize = std::uniform_int_distribution<int>(1, 4)(rng);
        runRound(rng, round % 5 == 0 ? 40 : 16, moverSize, Anywhere, totals);
    }
    CHECK(totals.compared == 500);
    CHECK(totals.reached > 3000);
}

TEST_CASE("Windows clipped by every edge and corner of the map, movers of every size",
          "[movement][random][window]")
{
    // docs/rules.md §5.7: the window is the start's footprint grown by floor(budget) + 1; a
    // mover against an edge or a corner (or hanging over one) clips it there.
    const int place = GENERATE(range(0, 9));
    const int moverSize = GENERATE(range(1, 5));
    std::mt19937 rng(7919u * unsigned(place + 1) + unsigned(moverSize));
    Round totals;
    for (int round = 0; round < 24; ++round)
        runRound(rng, round % 4 == 0 ? 30 : 12, moverSize, place, totals);
    CHECK(totals.compared == 24);
}

namespace
{

// One random search: a board, a rule variant, a budget (sometimes none) and a perspective.
struct SearchCase {
    std::unique_ptr<Encounter> encounter;
    int width = 0;
    int height = 0;
    std::optional<double> budget;
    Perspective perspective = Perspective::GameMaster;
};

SearchCase randomCase(std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int moverSize = pick(1, 4);
    // Anywhere, or against an edge or a corner, so windows of every size and clip follow
    // one another in the same field.
    const int place = pick(0, 2) == 0 ? Anywhere : pick(0, 8);
    const RandomBoard board = randomBoard(rng, pick(0, 3) == 0 ? 30 : 12, moverSize, place);
    auto encounter = MoveTest::loadJsonQuiet(board.json);
    INFO(board.json.toStdString());
    REQUIRE(encounter.has_value());
    changeRules(*encounter, pick(0, 9));
    SearchCase c;
    c.encounter = std::make_unique<Encounter>(std::move(*encounter));
    c.width = board.width;
    c.height = board.height;
    if (pick(0, 7) != 0)
        c.budget = randomBudget(rng);
    c.perspective = pick(0, 2) == 0 ? Perspective::Players : Perspective::GameMaster;
    return c;
}

// `got` answers every question as `expected` does; with `deep`, the lazily built parts too
// (paths, zones, the whole-map tables), which a later recompute() must re-arm.
void requireSameAnswers(const MovementField &got, const MovementField &expected,
                        const SearchCase &c, bool deep, std::mt19937 &rng)
{
    REQUIRE(got.start() == expected.start());
    REQUIRE(got.footprintSize() == expected.footprintSize());
    const double budget = c.budget.value_or(1e12);
    requireSameList(got.reachable(budget), expected.reachable(budget));
    QVector<MovementField::Reached> kept = got.reachable(1e12);
    got.reachable(budget / 2, kept);
    requireSameList(kept, expected.reachable(budget / 2));
    for (int y = -2; y < c.height + 2; ++y) {
        for (int x = -2; x < c.width + 2; ++x) {
            const QPoint anchor(x, y);
            CAPTURE(x, y);
            REQUIRE(got.cost(anchor) == expected.cost(anchor));
            if (!deep)
                continue;
            REQUIRE(got.isLegalEnd(anchor) == expected.isLegalEnd(anchor));
            requireSamePath(got.pathTo(anchor), expected.pathTo(anchor));
            for (int d = 0; d < 9; ++d) {
                if (d != 4)
                    REQUIRE(got.stepCost(anchor, d % 3 - 1, d / 3 - 1) ==
                            expected.stepCost(anchor, d % 3 - 1, d / 3 - 1));
            }
        }
    }
    if (!deep)
        return;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    for (int i = 0; i < 4; ++i) {
        QVector<QPoint> steps;
        const int count = pick(0, 6);
        for (int s = 0; s < count; ++s)
            steps.append({pick(-2, c.width + 1), pick(-2, c.height + 1)});
        REQUIRE(got.hinderedBy(steps) == expected.hinderedBy(steps));
    }
}

} // namespace

TEST_CASE("A field recomputed in place answers as a fresh one, and its copies keep theirs",
          "[movement][random][window][reuse]")
{
    // MovementField::recompute (docs/architecture.md §4.10): one field searched again and again
    // on random boards, movers, budgets and windows clipped by the map's edges, its lazily built
    // parts sometimes asked for and sometimes not, and copies taken before a recompute.
    std::mt19937 rng(20261126);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    SearchCase current = randomCase(rng);
    MovementField reused(*current.encounter, 0, current.budget, current.perspective);
    int copiesChecked = 0;
    for (int round = 0; round < 300; ++round) {
        CAPTURE(round);
        SearchCase next = randomCase(rng);
        std::optional<MovementField> copy;
        if (pick(0, 2) == 0)
            copy.emplace(reused);
        reused.recompute(*next.encounter, 0, next.budget, next.perspective);
        if (copy) {
            const MovementField fresh(*current.encounter, 0, current.budget, current.perspective);
            requireSameAnswers(*copy, fresh, current, pick(0, 1) == 0, rng);
            ++copiesChecked;
        }
        const MovementField fresh(*next.encounter, 0, next.budget, next.perspective);
        CAPTURE(next.budget.value_or(-2), next.width, next.height);
        requireSameAnswers(reused, fresh, next, pick(0, 2) != 0, rng);
        current = std::move(next);
    }
    CHECK(copiesChecked > 50);
}
