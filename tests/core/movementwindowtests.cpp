#include "engine/movementfield.h"
#include "movetestsupport.h"

#include <catch2/catch.hpp>
#include <random>

// With a budget, MovementField builds its tables only in a window around the start (every step
// costs at least 1, docs/rules.md §1.7, §5.7) and answers questions outside it from whole-map
// tables built on demand. These tests hold it to the answers of a field without a budget.

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

RandomBoard randomBoard(std::mt19937 &rng, int maxSide)
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
    for (int i = 0; i < cells; ++i) {
        const QByteArray cell = "[[" + QByteArray::number(i % board.width) + ", " +
                                QByteArray::number(i / board.width) + "]]";
        if (pick(0, 9) < 4) {
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

    // The mover first; others of every side, some big, hidden, without or with a long ZoC.
    QByteArray tokens;
    const int moverSize = pick(1, 4) == 4 ? pick(3, 4) : pick(1, 2);
    tokens += "{\"id\": \"mover\", \"side\": \"party\", \"x\": " +
              QByteArray::number(pick(0, qMax(0, board.width - moverSize))) +
              ", \"y\": " + QByteArray::number(pick(0, qMax(0, board.height - moverSize))) +
              ", \"size\": " + QByteArray::number(moverSize) + "}";
    const char *sides[] = {"foes", "foes", "foes", "party", "villagers"};
    const int others = pick(0, 3 + cells / 30);
    for (int i = 0; i < others; ++i) {
        const int size = pick(1, 3) == 3 ? 2 : 1;
        tokens += ", {\"id\": \"t" + QByteArray::number(i) + "\", \"side\": \"" +
                  sides[pick(0, 4)] +
                  "\", \"x\": " + QByteArray::number(pick(0, qMax(0, board.width - size))) +
                  ", \"y\": " + QByteArray::number(pick(0, qMax(0, board.height - size))) +
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
    const double budgets[] = {0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7.5, 9, 12, 20, 100, -1};
    return budgets[std::uniform_int_distribution<int>(0, std::size(budgets) - 1)(rng)];
}

// Compares a windowed field with an unbounded one on one board; returns the reachable count.
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

    for (int y = -1; y <= height; ++y) {
        for (int x = -1; x <= width; ++x) {
            const QPoint anchor(x, y);
            CAPTURE(x, y);
            auto expected = whole.cost(anchor);
            if (anchor != start && expected && *expected > budget)
                expected.reset();
            REQUIRE(windowed.cost(anchor) == expected);
            const auto path = windowed.pathTo(anchor);
            REQUIRE(path.has_value() == expected.has_value());
            if (path) {
                const auto wholePath = whole.pathTo(anchor);
                REQUIRE(wholePath.has_value());
                REQUIRE(path->cost == wholePath->cost);
                REQUIRE(path->steps == wholePath->steps);
                REQUIRE(path->hinderedBy == wholePath->hinderedBy);
            }
        }
    }

    const auto sameList = [](const QVector<MovementField::Reached> &a,
                             const QVector<MovementField::Reached> &b) {
        REQUIRE(a.size() == b.size());
        for (int i = 0; i < a.size(); ++i) {
            REQUIRE(a[i].anchor == b[i].anchor);
            REQUIRE(a[i].cost == b[i].cost);
        }
    };
    const auto reached = windowed.reachable(budget);
    sameList(reached, whole.reachable(budget));
    // A smaller question to the same field gives the smaller list.
    sameList(windowed.reachable(budget / 2), whole.reachable(budget / 2));
    return int(reached.size());
}

} // namespace

TEST_CASE("A field searched within a budget answers as the unbounded field on random boards",
          "[movement][random][window]")
{
    std::mt19937 rng(20261125);
    int compared = 0, reachedTotal = 0;
    for (int round = 0; round < 500; ++round) {
        const RandomBoard board = randomBoard(rng, round % 5 == 0 ? 40 : 16);
        auto encounter = MoveTest::loadJsonQuiet(board.json);
        if (!encounter)
            continue;
        const int variant = std::uniform_int_distribution<int>(0, 5)(rng);
        MoveTest::changeRules(*encounter, [variant](RuleSet &rules) {
            if (variant == 0)
                rules.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
            if (variant == 1)
                rules.climbCost = 0;
            if (variant == 2)
                rules.climbCost = 3;
            if (variant == 3)
                rules.climbCost = -1; // a step may cost 0: the window must not shrink
        });
        const double budget = randomBudget(rng);
        const Perspective perspective = std::uniform_int_distribution<int>(0, 2)(rng) == 0
                                            ? Perspective::Players
                                            : Perspective::GameMaster;
        INFO(board.json.toStdString());
        CAPTURE(budget, variant);
        reachedTotal +=
            compareFields(*encounter, board.width, board.height, budget, perspective, rng);
        ++compared;
    }
    CHECK(compared > 350);
    CHECK(reachedTotal > 3000);
}
