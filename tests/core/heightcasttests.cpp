// The casts over heights (docs/architecture.md §4.10, "Casts over heights") against the pair by
// pair decision of docs/rules.md §13, on random raised boards full of tops that a line grazes:
// elevations in tenths, terrain and wall tops in halves (so equal to the 1.5 m eyes), flyers,
// tall and short bodies and 2×2 tokens.
//  - A level grid's sight casts leave out only pairs without sight, for every level at or above
//    both eyes; its cover casts call clear only clear pairs, for every level at or below both.
//  - HeightAllPairs, which the full analysis runs, settles only pairs the pair by pair decision
//    agrees with, and the full analysis equals that decision.
#include "engine/allpairssight.h"
#include "engine/heightallpairs.h"
#include "engine/heightlineofsight.h"
#include "engine/occupancymap.h"
#include "engine/sightgrid.h"
#include "engine/squareanalysis.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>
#include <limits>
#include <map>
#include <random>
#include <set>

using namespace SquareScenario;

namespace
{

int pick(std::mt19937 &rng, int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

Encounter raisedBoard(std::mt19937 &rng, int maxTokens)
{
    const int width = pick(rng, 4, 16);
    const int height = pick(rng, 4, 16);
    Spec spec;
    const char kinds[] = {'.', '.', '.', '.', '.', '.', '#', 'o', '~', ','};
    for (int y = 0; y < height; ++y) {
        QString row;
        for (int x = 0; x < width; ++x)
            row.append(QLatin1Char(kinds[pick(rng, 0, 9)]));
        spec.rows.append(row);
    }
    for (int i = pick(rng, 0, 6); i > 0; --i) {
        auto coordinate = [&](int limit) {
            const int unit = pick(rng, 0, 2) == 0 ? 10 : (pick(rng, 0, 1) ? 2 : 1);
            return pick(rng, 0, limit * unit) / double(unit);
        };
        const char *doors[] = {"", "", "", "open", "closed"};
        spec.walls.append({coordinate(width), coordinate(height), coordinate(width),
                           coordinate(height), doors[pick(rng, 0, 4)]});
    }
    // Terraces and steps, some of them in tenths.
    for (int i = pick(rng, 0, 5); i > 0; --i) {
        const int x = pick(rng, 0, width - 1);
        const int y = pick(rng, 0, height - 1);
        spec.elevation.append({x, y, pick(rng, 1, std::min(5, width - x)),
                               pick(rng, 1, std::min(5, height - y)),
                               pick(rng, 0, 1) ? pick(rng, 1, 6) / 2.0 : pick(rng, 1, 30) / 10.0});
    }
    std::set<std::pair<int, int>> taken;
    for (int i = pick(rng, 2, maxTokens); i > 0; --i) {
        const int size = pick(rng, 0, 4) == 0 ? 2 : 1;
        auto t = token("", pick(rng, 0, 1) ? "a" : "b", pick(rng, 0, width - size),
                       pick(rng, 0, height - size), size);
        // Mostly apart, now and then stacked: stacked tokens take the pair by pair path.
        if (!taken.insert({t.x, t.y}).second && pick(rng, 0, 3) != 0)
            continue;
        t.id = QStringLiteral("t%1").arg(i);
        if (pick(rng, 0, 4) == 0)
            t.altitude = pick(rng, 1, 8) / 2.0;
        spec.tokens.append(t);
    }
    Encounter e = build(spec);
    auto &board = e.board.square;
    board.sightOverHeights = true;
    for (auto &entry : board.terrain) {
        if (pick(rng, 0, 2) != 0)
            entry.heightMicrometres = qint64(pick(rng, 0, 8)) * 500'000;
    }
    for (auto &wall : board.walls) {
        if (pick(rng, 0, 2) != 0)
            wall.topMicrometres = qint64(pick(rng, 0, 10)) * 500'000;
    }
    for (auto &t : e.tokens) {
        if (pick(rng, 0, 3) == 0)
            t.heightMicrometres = qint64(pick(rng, 1, 8)) * 250'000;
    }
    board.rebuild(*e.rules);
    return e;
}

// The answer of docs/rules.md §13 for every pair, segment by segment.
std::map<std::pair<int, int>, LineOfSight::Summary> pairByPair(const Encounter &e,
                                                               const HeightLineOfSight &bodies)
{
    const OccupancyMap occupancy(e, Perspective::GameMaster);
    std::map<std::pair<int, int>, LineOfSight::Summary> out;
    for (int j = 1; j < e.tokens.size(); ++j) {
        for (int i = 0; i < j; ++i)
            out[{i, j}] = bodies.summary(i, j, e, occupancy, nullptr, nullptr);
    }
    return out;
}

// Left off the grid, a token is left out of the casts.
std::vector<QRect> footprintsWhere(const Encounter &e, const auto &included)
{
    std::vector<QRect> out;
    for (int i = 0; i < e.tokens.size(); ++i)
        out.push_back(included(i) ? e.tokens[i].footprintRect() : QRect(-2, -2, 1, 1));
    return out;
}

} // namespace

TEST_CASE("Heights: a level grid's casts bound the pair by pair decision from both sides",
          "[heights][property][allpairs]")
{
    std::mt19937 rng(3471);
    qint64 provenUnseen = 0;
    qint64 provenClear = 0;
    qint64 stillSeen = 0;
    for (int round = 0; round < 250; ++round) {
        const Encounter e = raisedBoard(rng, 14);
        const auto &board = e.board.square;
        HeightLineOfSight bodies;
        bodies.prepare(e);
        const auto truth = pairByPair(e, bodies);
        std::vector<qint64> levels;
        for (int i = 0; i < e.tokens.size(); ++i)
            levels.push_back(bodies.eyeOf(i));
        levels.push_back(qint64(pick(rng, 0, 60)) * 100'000);
        for (const qint64 level : levels) {
            INFO("round " << round << " level " << level);
            SightGrid grid;
            AllPairsSight casts;

            // At or above both eyes: a pair the sight casts never reach has no sight.
            grid.rebuildOverHeights(board, *e.rules, level);
            const auto below = footprintsWhere(e, [&](int i) { return bodies.eyeOf(i) <= level; });
            casts.compute(grid, below, std::numeric_limits<qint64>::max());
            std::set<std::pair<int, int>> reached(casts.sighted().begin(), casts.sighted().end());
            for (const auto &[pair, summary] : truth) {
                const auto [i, j] = pair;
                if (!casts.isRegular(i) || !casts.isRegular(j) || reached.count(pair))
                    continue;
                CHECK_FALSE(summary.lineOfSight);
                ++provenUnseen;
            }
            for (const auto &pair : reached)
                stillSeen += truth.at(pair).lineOfSight;

            // At or below both eyes: a pair the cover casts reach is clear.
            grid.rebuildOverHeights(board, *e.rules, level);
            for (const auto &t : e.tokens)
                grid.addToken(t.footprintRect());
            const auto above = footprintsWhere(e, [&](int i) { return bodies.eyeOf(i) >= level; });
            casts.compute(grid, above, -1);
            REQUIRE(casts.coverDecided());
            for (const auto &[i, j] : casts.sighted()) {
                if (!casts.isClear(i, j))
                    continue;
                const auto summary = truth.at({i, j});
                CHECK(summary.lineOfSight);
                CHECK_FALSE(summary.cover);
                ++provenClear;
            }
        }
    }
    // Neither bound is empty on these boards.
    CHECK(provenUnseen > 1000);
    CHECK(provenClear > 1000);
    CHECK(stillSeen > 1000);
}

// What the full analysis runs, with cover always decided by the casts (a budget of -1), which
// on a real board happens only when the witnesses would overflow the pair index.
TEST_CASE("Heights: HeightAllPairs settles only what the pair by pair decision says",
          "[heights][property][allpairs]")
{
    std::mt19937 rng(5150);
    qint64 settledUnseen = 0;
    qint64 settledClear = 0;
    for (int round = 0; round < 300; ++round) {
        const Encounter e = raisedBoard(rng, 24);
        HeightLineOfSight bodies;
        bodies.prepare(e);
        const auto truth = pairByPair(e, bodies);
        std::vector<QRect> footprints;
        std::vector<qint64> eyes;
        for (int i = 0; i < e.tokens.size(); ++i) {
            footprints.push_back(e.tokens[i].footprintRect());
            eyes.push_back(bodies.eyeOf(i));
        }
        HeightAllPairs casts;
        casts.compute(e.board.square, *e.rules, footprints, eyes, -1);
        REQUIRE(casts.coverDecided());
        std::set<std::pair<int, int>> candidates;
        for (size_t k = 0; k < casts.candidates().size(); ++k) {
            const auto pair = casts.candidates()[k];
            INFO("round " << round << " pair " << pair.first << " " << pair.second);
            REQUIRE(pair.first < pair.second);
            CHECK(candidates.insert(pair).second);
            if (casts.provenClear(k)) {
                CHECK(truth.at(pair).lineOfSight);
                CHECK_FALSE(truth.at(pair).cover);
                ++settledClear;
            }
        }
        for (const auto &[pair, summary] : truth) {
            INFO("round " << round << " pair " << pair.first << " " << pair.second);
            if (!casts.isRegular(pair.first) || !casts.isRegular(pair.second) ||
                candidates.count(pair))
                continue;
            CHECK_FALSE(summary.lineOfSight);
            ++settledUnseen;
        }
    }
    CHECK(settledUnseen > 1000);
    CHECK(settledClear > 1000);
}

TEST_CASE("Heights: the full analysis by casts equals the pair by pair decision",
          "[heights][property][allpairs]")
{
    std::mt19937 rng(8812);
    for (int round = 0; round < 200; ++round) {
        const Encounter e = raisedBoard(rng, 24);
        HeightLineOfSight bodies;
        bodies.prepare(e);
        const auto truth = pairByPair(e, bodies);
        SquareAnalysis analysis(e, Perspective::GameMaster);
        for (const auto &[pair, summary] : truth) {
            INFO("round " << round << " pair " << pair.first << " " << pair.second);
            const auto kept =
                analysis.storedSight(e.tokens[pair.first].id, e.tokens[pair.second].id);
            REQUIRE(kept.has_value());
            CHECK(kept->lineOfSight == summary.lineOfSight);
            CHECK(kept->cover == summary.cover);
        }
    }
}

// docs/architecture.md §4.10, "Casts on every core": a full analysis on several threads keeps
// one thread's bits and fills the pair index with as many entries, flat and over heights.
TEST_CASE("Heights: a full analysis on several threads equals one on one thread",
          "[heights][allpairs][threads][async]")
{
    std::mt19937 rng(6021);
    int threaded = 0;
    for (int round = 0; round < 60; ++round) {
        Encounter e = raisedBoard(rng, 70);
        e.board.square.sightOverHeights = round % 3 != 0;
        SquareAnalysis one(Perspective::GameMaster);
        one.setCastThreads(1);
        one.recomputeAll(e);
        SquareAnalysis many(Perspective::GameMaster);
        many.setCastThreads(3);
        many.recomputeAll(e);
        INFO("round " << round);
        CHECK(many.pairIndexEntries() == one.pairIndexEntries());
        QList<QJsonObject> onePairs;
        QList<QJsonObject> manyPairs;
        one.forEachPairJson([&](const QJsonObject &pair) { onePairs.append(pair); });
        many.forEachPairJson([&](const QJsonObject &pair) { manyPairs.append(pair); });
        REQUIRE(manyPairs == onePairs);
        int inSight = 0;
        for (int j = 1; j < e.tokens.size(); ++j) {
            for (int i = 0; i < j; ++i) {
                const auto a = one.storedSight(e.tokens[i].id, e.tokens[j].id);
                const auto b = many.storedSight(e.tokens[i].id, e.tokens[j].id);
                REQUIRE(a.has_value());
                REQUIRE(b.has_value());
                REQUIRE(a->lineOfSight == b->lineOfSight);
                REQUIRE(a->cover == b->cover);
                inSight += a->lineOfSight;
            }
        }
        // Pairs in sight are walked pair by pair: 64 or more a thread share them out.
        threaded += inSight >= 2 * 64;
    }
    CHECK(threaded > 20);
}
