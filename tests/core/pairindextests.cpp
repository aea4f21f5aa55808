// The pair index (docs/architecture.md §4.10): update() recomputes only the pairs with a moved
// end and those PairIndex lists on the cells tokens left or reached, and must still keep every
// pair's two sight bits equal to a full recompute. Random boards with sight-blocking and cover
// terrain, walls and doors, tokens of every size (some hanging over the edge, some stacked),
// and random drags, jumps, resizes, additions, removals and wall edits.

#include "engine/lineofsight.h"
#include "engine/occupancymap.h"
#include "engine/pairindex.h"
#include "engine/sightgrid.h"
#include "engine/squareanalysis.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>
#include <random>

using namespace SquareScenario;

namespace
{

struct RandomBoard {
    std::mt19937 rng;
    Encounter e;
    int nextId = 0;

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

    Token randomToken()
    {
        Token t;
        t.id = QStringLiteral("p%1").arg(nextId++);
        t.name = t.id;
        t.side = pick(0, 1) ? QStringLiteral("a") : QStringLiteral("b");
        t.size = pick(0, 4) == 0 ? pick(2, 4) : 1;
        // Anchors up to the last cell: big tokens there hang over the edge.
        t.x = pick(0, e.board.square.width - 1);
        t.y = pick(0, e.board.square.height - 1);
        t.hidden = pick(0, 6) == 0;
        return t;
    }

    WallSegment randomWall()
    {
        const auto &board = e.board.square;
        auto coordinate = [&](int limit) {
            const int unit = pick(0, 2) == 0 ? 10 : (pick(0, 1) ? 2 : 1);
            return pick(0, limit * unit) / double(unit);
        };
        const double x1 = coordinate(board.width);
        const double y1 = coordinate(board.height);
        WallSegment wall;
        wall.x1 = FixedPoint::fromDouble(x1);
        wall.y1 = FixedPoint::fromDouble(y1);
        wall.x2 =
            FixedPoint::fromDouble(qBound(0.0, x1 + pick(-20, 20) / 10.0, double(board.width)));
        wall.y2 =
            FixedPoint::fromDouble(qBound(0.0, y1 + pick(-20, 20) / 10.0, double(board.height)));
        wall.door = pick(0, 3) == 0 ? WallSegment::Door::Closed : WallSegment::Door::None;
        return wall;
    }

    void init(int seed)
    {
        rng.seed(seed);
        const int width = pick(8, 24);
        const int height = pick(8, 24);
        Spec spec;
        // Mostly open, so that many pairs have sight and the lists are busy.
        const char kinds[] = {'.', '.', '.', '.', '.', '.', '.', '.', '#', 'o', '~'};
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row.append(QLatin1Char(kinds[pick(0, 10)]));
            spec.rows.append(row);
        }
        spec.tokens.append(token("seed", "a", 0, 0));
        e = build(spec);
        e.tokens.clear();
        for (int i = pick(0, 4); i > 0; --i)
            e.board.square.walls << randomWall();
        for (int i = pick(6, 24); i > 0; --i)
            e.tokens << randomToken();
    }

    EncounterChange edit()
    {
        auto &board = e.board.square;
        EncounterChange change;
        const int kind = e.tokens.isEmpty() ? 12 : pick(0, 15);
        if (kind <= 9) { // mostly drag steps, some jumps
            auto &t = e.tokens[pick(0, e.tokens.size() - 1)];
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
            if (kind <= 7) {
                t.x = qBound(0, t.x + pick(-1, 1), board.width - 1);
                t.y = qBound(0, t.y + pick(-1, 1), board.height - 1);
            } else {
                t.x = pick(0, board.width - 1);
                t.y = pick(0, board.height - 1);
            }
        } else if (kind == 10) {
            auto &t = e.tokens[pick(0, e.tokens.size() - 1)];
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenChanged, t);
            t.size = t.size > 1 ? 1 : pick(2, 4);
        } else if (kind == 11) {
            auto &t = e.tokens[pick(0, e.tokens.size() - 1)];
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenChanged, t);
            t.hidden = !t.hidden;
        } else if (kind == 12) {
            e.tokens << randomToken();
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenAdded, e.tokens.last());
        } else if (kind == 13) {
            const int i = pick(0, e.tokens.size() - 1);
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenRemoved, e.tokens[i]);
            e.tokens.removeAt(i);
        } else {
            board.walls << randomWall();
            const auto &w = board.walls.last();
            const qint64 C = FixedPoint::Scale;
            change.kind = EncounterChange::Kind::TerrainChanged;
            change.area = QRect(QPoint(int(qMin(w.x1, w.x2) / C), int(qMin(w.y1, w.y2) / C)),
                                QPoint(int(qMax(w.x1, w.x2) / C), int(qMax(w.y1, w.y2) / C)));
        }
        return change;
    }
};

// Every pair's kept bits equal those of a fresh analysis, and the plain LineOfSight's.
void requireSameSight(const SquareAnalysis &live, const Encounter &e, Perspective perspective)
{
    const SquareAnalysis fresh(e, perspective);
    const QStringList ids = live.tokenIds();
    REQUIRE(ids == fresh.tokenIds());
    for (int a = 0; a < ids.size(); ++a) {
        for (int b = a + 1; b < ids.size(); ++b) {
            const auto got = live.storedSight(ids[a], ids[b]);
            const auto want = fresh.storedSight(ids[a], ids[b]);
            const auto plain = fresh.pair(ids[a], ids[b]);
            REQUIRE(got.has_value());
            REQUIRE(want.has_value());
            INFO(ids[a].toStdString() << " - " << ids[b].toStdString());
            REQUIRE(got->lineOfSight == want->lineOfSight);
            REQUIRE(got->cover == want->cover);
            REQUIRE(want->lineOfSight == plain->sight.lineOfSight);
            REQUIRE(want->cover == plain->sight.cover);
        }
    }
}

} // namespace

TEST_CASE("Pair index: update() driven by the index equals recomputeAll() on random boards",
          "[engine][pairindex][incremental][random]")
{
    int steps = 0;
    int partial = 0;
    qint64 recomputed = 0;
    qint64 pairs = 0;
    for (int seed = 1; seed <= 40; ++seed) {
        RandomBoard board;
        board.init(seed);
        SquareAnalysis gm(board.e, Perspective::GameMaster);
        SquareAnalysis players(board.e, Perspective::Players);
        REQUIRE(gm.pairIndexEnabled());
        for (int step = 0; step < 60; ++step) {
            const auto change = board.edit();
            INFO("seed " << seed << " step " << step << " change " << int(change.kind));
            gm.update(board.e, change);
            players.update(board.e, change);
            ++steps;
            if (!gm.lastStats().full) {
                ++partial;
                const qint64 n = gm.tokenIds().size();
                recomputed += gm.lastStats().sights;
                pairs += n * (n - 1) / 2;
            }
            requireSameSight(gm, board.e, Perspective::GameMaster);
            requireSameSight(players, board.e, Perspective::Players);
        }
        CHECK(gm.pairIndexEnabled());
    }
    CHECK(steps == 2400);
    CHECK(partial == steps);       // no edit here needs a full recompute
    CHECK(recomputed < pairs / 2); // and the index does leave most pairs alone
}

TEST_CASE("Pair index: a drag step on a big board recomputes the mover's pairs and few others",
          "[engine][pairindex][incremental]")
{
    RandomBoard board;
    board.rng.seed(77);
    Spec spec;
    for (int y = 0; y < 60; ++y)
        spec.rows.append(QString(60, QLatin1Char('.')));
    spec.tokens.append(token("seed", "a", 0, 0));
    board.e = build(spec);
    board.e.tokens.clear();
    for (int i = 0; i < 120; ++i) {
        Token t = board.randomToken();
        t.hidden = false;
        board.e.tokens << t;
    }
    board.e.tokens[0].size = 1;
    SquareAnalysis live(board.e, Perspective::GameMaster);
    int most = 0;
    for (int step = 0; step < 40; ++step) {
        Token &mover = board.e.tokens[0];
        const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, mover);
        mover.x = qBound(0, mover.x + (step % 10 < 5 ? 1 : -1), 59);
        live.update(board.e, change);
        CHECK_FALSE(live.lastStats().full);
        CHECK(live.lastStats().sights >= 119);
        CHECK(live.lastStats().sights < 119 + 300); // of 7,140 pairs
        most = qMax(most, live.lastStats().sights);
    }
    requireSameSight(live, board.e, Perspective::GameMaster);
    CHECK(live.pairIndexEntries() > 0);
    CHECK(most > 119); // the lists did send some
}

TEST_CASE("Pair index: the witnessed summary equals the plain one, and its cells are right",
          "[engine][pairindex][equivalence]")
{
    int withSight = 0;
    int covered = 0;
    for (int seed = 1; seed <= 60; ++seed) {
        RandomBoard board;
        board.init(1000 + seed);
        const Encounter &e = board.e;
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        SightGrid grid(e.board.square, *e.rules);
        for (const auto &t : e.tokens)
            grid.addToken(t.footprintRect());
        LineOfSight::Witness witness;
        for (int a = 0; a < e.tokens.size(); ++a) {
            for (int b = a + 1; b < e.tokens.size(); ++b) {
                const QRect fa = e.tokens[a].footprintRect();
                const QRect fb = e.tokens[b].footprintRect();
                if (!grid.contains(fa) || !grid.contains(fb))
                    continue;
                const auto summary = LineOfSight::summary(fa, fb, grid, witness);
                const auto plain = LineOfSight::between(a, b, e, occupancy);
                INFO("seed " << seed << " pair " << a << " " << b);
                REQUIRE(summary.lineOfSight == plain.lineOfSight);
                REQUIRE(summary.cover == plain.cover);
                if (!summary.lineOfSight) {
                    CHECK(witness.arrive.empty());
                    CHECK(witness.leave.empty());
                    continue;
                }
                ++withSight;
                if (summary.cover) {
                    ++covered;
                    CHECK(witness.arrive.empty());
                    // A covering token cell: held, and outside A and B.
                    for (const int cell : witness.leave) {
                        const int x = cell % grid.width();
                        const int y = cell / grid.width();
                        CHECK(occupancy.isOccupied(x, y));
                        CHECK_FALSE(fa.contains(x, y));
                        CHECK_FALSE(fb.contains(x, y));
                    }
                } else {
                    CHECK(witness.leave.empty());
                    // The clear segment's cells: none held, none in A or B.
                    for (const int cell : witness.arrive) {
                        const int x = cell % grid.width();
                        const int y = cell / grid.width();
                        CHECK_FALSE(occupancy.isOccupied(x, y));
                    }
                }
            }
        }
    }
    CHECK(withSight > 500);
    CHECK(covered > 50);
}

TEST_CASE("Pair index: entries go stale on renewal and the lists are taken once",
          "[engine][pairindex]")
{
    PairIndex index;
    index.reset(16, 10);
    REQUIRE(index.isEnabled());
    for (int slot = 0; slot < 10; ++slot) {
        index.renew(slot);
        for (int cell = 0; cell < 16; ++cell)
            index.add(PairIndex::List::Arrive, cell, slot);
        index.add(PairIndex::List::Leave, slot, slot);
    }
    CHECK(index.entryCount() == 10 * 16 + 10);
    index.renew(3); // its 17 entries are stale now
    CHECK(index.entryCount() == 9 * 16 + 9);
    std::vector<PairIndex::Entry> taken;
    index.take(PairIndex::List::Arrive, 5, taken);
    CHECK(taken.size() == 9);
    taken.clear();
    index.take(PairIndex::List::Arrive, 5, taken);
    CHECK(taken.empty());
    index.take(PairIndex::List::Leave, 4, taken);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].slot == 4);
    CHECK(index.isCurrent(taken[0]));
    // Many renewals: the sweeps reuse the chunks instead of piling up stale entries.
    for (int round = 0; round < 2000; ++round) {
        const int slot = round % 10;
        index.renew(slot);
        for (int cell = 0; cell < 16; ++cell)
            index.add(PairIndex::List::Arrive, cell, slot);
    }
    CHECK(index.entryCount() == 10 * 16); // each slot's last 16; the Leave ones are stale
    // Renumbering keeps what it is told to, under the new slots.
    index.renumber(3, [](qint64 slot) { return slot == 7 ? 2 : -1; });
    CHECK(index.entryCount() == 16);
}
