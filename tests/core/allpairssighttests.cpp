// AllPairsSight and TokenShadowcast (docs/architecture.md §4.10, "A full analysis casts"): the
// casts from every footprint cell must give every pair the same line of sight and cover as
// LineOfSight decides segment by segment. Random boards with sight-blocking cells (many of
// them touching only at a corner), cover cells, walls and doors ending on grid lines and
// corners, tokens of every size on any terrain, at and over the map's edge, and stacked.

#include "engine/allpairssight.h"
#include "engine/lineofsight.h"
#include "engine/occupancymap.h"
#include "engine/sightgrid.h"
#include "engine/squareanalysis.h"
#include "squarescenario.h"

#include <array>
#include <catch2/catch.hpp>
#include <random>

using namespace SquareScenario;

namespace
{

class CastBoard
{
public:
    explicit CastBoard(int seed) : m_rng(seed) {}

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }

    // `blockers` and `covers` in percent of the cells; some blockers come in diagonal pairs
    // that meet only at a corner, the case a ray may pass between.
    Encounter make(int blockers, int covers, int tokens, bool edges)
    {
        const int width = pick(6, 28);
        const int height = pick(6, 28);
        QVector<QString> rows(height, QString(width, QLatin1Char('.')));
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int roll = pick(0, 99);
                if (roll < blockers) {
                    rows[y][x] = QLatin1Char('#');
                    if (pick(0, 2) == 0 && x + 1 < width && y + 1 < height)
                        rows[y + 1][x + 1] = QLatin1Char('#');
                } else if (roll < blockers + covers) {
                    rows[y][x] = QLatin1Char('o');
                }
            }
        }
        return withWallsAndTokens(rows, pick(0, 3), tokens, 3, edges);
    }

    // A board of 60 to 150 cells a side, so that the casts' lines of bits run over several
    // words, with scattered blockers and covers and many tokens, big ones among them.
    Encounter makeWide(int blockers, int covers, int tokens)
    {
        const int width = pick(60, 150);
        const int height = pick(60, 150);
        QVector<QString> rows(height, QString(width, QLatin1Char('.')));
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int roll = pick(0, 99);
                if (roll < blockers)
                    rows[y][x] = QLatin1Char('#');
                else if (roll < blockers + covers)
                    rows[y][x] = QLatin1Char('o');
            }
        }
        return withWallsAndTokens(rows, pick(0, 3), tokens, 2, false);
    }

    // Rock 70 to 160 cells a side with rooms and corridors carved out: walls that run unbroken
    // for more than a word of columns, as on the bench's rooms map.
    Encounter makeCarved(int tokens)
    {
        const int width = pick(70, 160);
        const int height = pick(70, 160);
        QVector<QString> rows(height, QString(width, QLatin1Char('#')));
        auto carve = [&](int x0, int y0, int x1, int y1) {
            for (int y = std::max(1, std::min(y0, y1)); y <= std::min(height - 2, std::max(y0, y1));
                 ++y) {
                for (int x = std::max(1, std::min(x0, x1));
                     x <= std::min(width - 2, std::max(x0, x1)); ++x)
                    rows[y][x] = QLatin1Char('.');
            }
        };
        QPoint last(-1, -1);
        for (int rooms = pick(4, 10); rooms > 0; --rooms) {
            const int w = pick(6, 40);
            const int h = pick(4, 20);
            const int x = pick(1, width - w - 1);
            const int y = pick(1, height - h - 1);
            carve(x, y, x + w - 1, y + h - 1);
            const QPoint centre(x + w / 2, y + h / 2);
            if (last.x() >= 0) { // a corridor from the last room, across then down
                const int thick = pick(0, 1);
                carve(last.x(), last.y(), centre.x(), last.y() + thick);
                carve(centre.x(), last.y(), centre.x() + thick, centre.y());
            }
            last = centre;
        }
        return withWallsAndTokens(rows, pick(0, 2), tokens, 2, false);
    }

    // Rooms and corridors: long wall lines along the rows and columns with openings, the
    // walls a cast follows column after column, and a few scattered blockers and covers.
    Encounter makeRooms(int tokens)
    {
        const int width = pick(20, 48);
        const int height = pick(20, 48);
        QVector<QString> rows(height, QString(width, QLatin1Char('.')));
        for (int lines = pick(2, 8); lines > 0; --lines) {
            const bool horizontal = pick(0, 1) == 0;
            const int at = pick(0, (horizontal ? height : width) - 1);
            const int length = horizontal ? width : height;
            int from = pick(0, length / 2);
            const int to = pick(length / 2, length - 1);
            for (int k = from; k <= to; ++k) {
                if (pick(0, 9) == 0)
                    k += pick(1, 3); // a doorway
                if (k > to)
                    break;
                (horizontal ? rows[at][k] : rows[k][at]) = QLatin1Char('#');
            }
            if (pick(0, 2) == 0) // a corridor: a second line beside the first
                for (int k = from; k <= to; ++k) {
                    const int beside = at + pick(2, 3);
                    if (beside < (horizontal ? height : width))
                        (horizontal ? rows[beside][k] : rows[k][beside]) = QLatin1Char('#');
                }
        }
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int roll = pick(0, 99);
                if (roll < 2)
                    rows[y][x] = QLatin1Char('#');
                else if (roll < 5)
                    rows[y][x] = QLatin1Char('o');
            }
        }
        return withWallsAndTokens(rows, pick(0, 2), tokens, 2, false);
    }

private:
    // The board of `rows` with `walls` random walls and `tokens` tokens on two sides, one in
    // `bigOdds` + 1 of them 2x2 to 4x4. Anchored anywhere: on walls and cover too, and with
    // `edges` over the map's edge.
    Encounter withWallsAndTokens(const QVector<QString> &rows, int walls, int tokens, int bigOdds,
                                 bool edges)
    {
        const int width = int(rows.first().size());
        const int height = int(rows.size());
        Spec spec;
        for (const QString &row : rows)
            spec.rows.append(row);
        spec.tokens.append(token("seed", "a", 0, 0));
        Encounter e = build(spec);
        e.tokens.clear();
        for (int i = walls; i > 0; --i)
            e.board.square.walls << wall(width, height);
        for (int i = 0; i < tokens; ++i) {
            Token t;
            t.id = QStringLiteral("c%1").arg(i);
            t.name = t.id;
            t.side = pick(0, 1) ? QStringLiteral("a") : QStringLiteral("b");
            t.size = pick(0, bigOdds) == 0 ? pick(2, 4) : 1;
            const int reach = edges ? 0 : t.footprint() - 1;
            t.x = pick(0, width - 1 - reach);
            t.y = pick(0, height - 1 - reach);
            e.tokens << t;
        }
        return e;
    }

    WallSegment wall(int width, int height)
    {
        // Ends on cell corners, edges or centres, so that rays graze them exactly.
        auto coordinate = [&](int limit) { return pick(0, 2 * limit) / 2.0; };
        WallSegment w;
        const double x1 = coordinate(width);
        const double y1 = coordinate(height);
        w.x1 = FixedPoint::fromDouble(x1);
        w.y1 = FixedPoint::fromDouble(y1);
        w.x2 = FixedPoint::fromDouble(qBound(0.0, x1 + pick(-6, 6) / 2.0, double(width)));
        w.y2 = FixedPoint::fromDouble(qBound(0.0, y1 + pick(-6, 6) / 2.0, double(height)));
        const int door = pick(0, 3);
        w.door = door == 0 ? WallSegment::Door::Open
                           : (door == 1 ? WallSegment::Door::Closed : WallSegment::Door::None);
        return w;
    }

    std::mt19937 m_rng;
};

std::vector<QRect> footprintsOf(const Encounter &e)
{
    std::vector<QRect> footprints;
    for (const auto &t : e.tokens)
        footprints.push_back(t.footprintRect());
    return footprints;
}

SightGrid gridOf(const Encounter &e)
{
    SightGrid grid(e.board.square, *e.rules);
    for (const auto &t : e.tokens)
        grid.addToken(t.footprintRect());
    return grid;
}

// Every pair of regular tokens as AllPairsSight decides it with this budget, against
// LineOfSight::summary; counts the pairs with and without sight.
struct Tally {
    int sighted = 0;
    int blocked = 0;
};
void checkEveryPair(const Encounter &e, qint64 budget, Tally &tally)
{
    const SightGrid grid = gridOf(e);
    const std::vector<QRect> footprints = footprintsOf(e);
    AllPairsSight all;
    all.compute(grid, footprints, budget);
    std::vector<quint8> reached(e.tokens.size() * e.tokens.size(), 0);
    for (const auto &[i, j] : all.sighted())
        reached[size_t(i) * e.tokens.size() + size_t(j)] = 1;
    LineOfSight::Witness witness;
    for (int j = 1; j < e.tokens.size(); ++j) {
        for (int i = 0; i < j; ++i) {
            if (!all.isRegular(i) || !all.isRegular(j))
                continue;
            INFO("budget " << budget << " pair " << i << " " << j);
            const auto want =
                LineOfSight::summary(footprints[size_t(i)], footprints[size_t(j)], grid, witness);
            const bool got = reached[size_t(i) * e.tokens.size() + size_t(j)] != 0;
            REQUIRE(got == want.lineOfSight);
            if (all.coverDecided() && got)
                REQUIRE(all.isClear(i, j) == !want.cover);
            (want.lineOfSight ? tally.sighted : tally.blocked) += 1;
        }
    }
}

} // namespace

TEST_CASE("AllPairsSight: line of sight and cover of every pair equal LineOfSight's",
          "[engine][allpairssight][equivalence][random]")
{
    int regularPairs = 0;
    int sighted = 0;
    int clear = 0;
    int covered = 0;
    int decidedByCasts = 0;
    for (int seed = 1; seed <= 120; ++seed) {
        CastBoard board(seed);
        const int blockers = std::array{0, 3, 10, 25}[seed % 4];
        const Encounter e =
            board.make(blockers, board.pick(0, 12), board.pick(2, 30), seed % 3 == 0);
        const SightGrid grid = gridOf(e);
        const std::vector<QRect> footprints = footprintsOf(e);
        // Cover by the second cast (no room for witnesses), and by summary() (room enough).
        for (const qint64 budget : {qint64(0), PairIndex::entryCapacity()}) {
            AllPairsSight all;
            all.compute(grid, footprints, budget);
            if (budget != 0)
                CHECK_FALSE(all.coverDecided()); // small boards: the witnesses fit
            decidedByCasts += all.coverDecided();
            std::vector<quint8> reached(e.tokens.size() * e.tokens.size(), 0);
            for (const auto &[i, j] : all.sighted()) {
                REQUIRE(i < j);
                REQUIRE_FALSE(reached[size_t(i) * e.tokens.size() + size_t(j)]);
                reached[size_t(i) * e.tokens.size() + size_t(j)] = 1;
            }
            LineOfSight::Witness witness;
            for (int j = 1; j < e.tokens.size(); ++j) {
                for (int i = 0; i < j; ++i) {
                    if (!all.isRegular(i) || !all.isRegular(j))
                        continue;
                    INFO("seed " << seed << " budget " << budget << " pair " << i << " " << j);
                    const auto want = LineOfSight::summary(footprints[size_t(i)],
                                                           footprints[size_t(j)], grid, witness);
                    const bool got = reached[size_t(i) * e.tokens.size() + size_t(j)] != 0;
                    REQUIRE(got == want.lineOfSight);
                    if (all.coverDecided() && got)
                        REQUIRE(all.isClear(i, j) == !want.cover);
                    if (budget == 0) {
                        ++regularPairs;
                        sighted += want.lineOfSight;
                        clear += want.lineOfSight && !want.cover;
                        covered += want.cover;
                    }
                }
            }
        }
    }
    // The boards exercise every outcome.
    CHECK(regularPairs > 5000);
    CHECK(sighted > 2000);
    CHECK(clear > 1000);
    CHECK(covered > 500);
    CHECK(regularPairs - sighted > 1000);
    CHECK(decidedByCasts > 100);
}

TEST_CASE("AllPairsSight: rooms and corridors give every pair LineOfSight's answer",
          "[engine][allpairssight][equivalence][random]")
{
    Tally tally;
    for (int seed = 300; seed < 380; ++seed) {
        CastBoard board(seed);
        const Encounter e = board.makeRooms(board.pick(10, 40));
        INFO("seed " << seed);
        checkEveryPair(e, 0, tally);
        checkEveryPair(e, PairIndex::entryCapacity(), tally);
    }
    CHECK(tally.sighted > 2 * 2000);
    CHECK(tally.blocked > 2 * 2000);
}

TEST_CASE("AllPairsSight: boards wider than a word of bits give every pair LineOfSight's answer",
          "[engine][allpairssight][equivalence][random]")
{
    // Many tokens on few obstacles: a source's casts meet the same tokens again and again, and
    // leave out those already decided (TokenShadowcast::reveal() puts them back for the next).
    Tally tally;
    for (int seed = 400; seed < 412; ++seed) {
        CastBoard board(seed);
        const Encounter e =
            board.makeWide(std::array{1, 4, 8}[seed % 3], board.pick(0, 6), board.pick(40, 90));
        INFO("seed " << seed);
        checkEveryPair(e, 0, tally);
        checkEveryPair(e, PairIndex::entryCapacity(), tally);
    }
    CHECK(tally.sighted > 2 * 3000);
    CHECK(tally.blocked > 2 * 3000);
}

// docs/architecture.md §4.10, "Casts on every core": the sources' casts shared out among
// threads give the same pairs, in the same order, with the same cover, as one thread.
TEST_CASE("AllPairsSight: any number of threads gives one thread's answer in its order",
          "[engine][allpairssight][threads][random][async]")
{
    int threaded = 0;
    for (int seed = 700; seed < 716; ++seed) {
        CastBoard board(seed);
        const Encounter e =
            board.makeWide(std::array{1, 4, 8}[seed % 3], board.pick(0, 6), board.pick(60, 160));
        const SightGrid grid = gridOf(e);
        const std::vector<QRect> footprints = footprintsOf(e);
        for (const qint64 budget : {qint64(-1), PairIndex::entryCapacity()}) {
            AllPairsSight one;
            one.setThreads(1);
            one.compute(grid, footprints, budget);
            for (const int threads : {2, 3, 6}) {
                INFO("seed " << seed << " budget " << budget << " threads " << threads);
                AllPairsSight many;
                many.setThreads(threads);
                many.compute(grid, footprints, budget);
                REQUIRE(many.sighted() == one.sighted());
                REQUIRE(many.coverDecided() == one.coverDecided());
                CHECK(many.clearWitnessCells() == one.clearWitnessCells());
                for (const auto &[i, j] : one.sighted()) {
                    if (one.coverDecided())
                        REQUIRE(many.isClear(i, j) == one.isClear(i, j));
                }
                threaded += many.threadsUsed() > 1;
            }
        }
    }
    // Most boards hold enough sources to share them out.
    CHECK(threaded > 40);
}

TEST_CASE("AllPairsSight: long walls on wide boards give every pair LineOfSight's answer",
          "[engine][allpairssight][equivalence][random]")
{
    // Gaps that run along a wall for more than a word of columns (TokenShadowcast::followWall).
    Tally tally;
    for (int seed = 500; seed < 530; ++seed) {
        CastBoard board(seed);
        const Encounter e = board.makeCarved(board.pick(40, 90));
        INFO("seed " << seed);
        checkEveryPair(e, PairIndex::entryCapacity(), tally);
    }
    CHECK(tally.sighted > 500);
    CHECK(tally.blocked > 20000);
}

TEST_CASE("AllPairsSight: tokens off the grid or sharing a cell are left to the per-pair path",
          "[engine][allpairssight]")
{
    Spec spec;
    spec.rows = Rows{"......", "......", "......", "......"};
    spec.tokens = {token("a", "a", 0, 0), token("b", "b", 4, 3), token("c", "a", 5, 2, 2),
                   token("d", "b", 2, 1, 2), token("e", "a", 3, 2)};
    const Encounter e = build(spec);
    const SightGrid grid = gridOf(e);
    AllPairsSight all;
    all.compute(grid, footprintsOf(e), PairIndex::entryCapacity());
    CHECK(all.isRegular(0));
    CHECK(all.isRegular(1));
    CHECK_FALSE(all.isRegular(2)); // over the right edge
    CHECK_FALSE(all.isRegular(3)); // d and e share cell (3, 2)
    CHECK_FALSE(all.isRegular(4));
    REQUIRE(all.sighted().size() == 1);
    CHECK(all.sighted().front() == std::pair(0, 1));
}

TEST_CASE("AllPairsSight: a full analysis keeps the plain LineOfSight's bits, both perspectives",
          "[engine][allpairssight][analysis][random]")
{
    for (int seed = 200; seed < 260; ++seed) {
        CastBoard board(seed);
        Encounter e = board.make(std::array{0, 5, 15}[seed % 3], 6, board.pick(2, 24), true);
        for (auto &t : e.tokens)
            t.hidden = board.pick(0, 5) == 0;
        for (const Perspective perspective : {Perspective::GameMaster, Perspective::Players}) {
            const SquareAnalysis analysis(e, perspective);
            Encounter view = e;
            if (perspective == Perspective::Players)
                view.tokens.removeIf([](const Token &t) { return t.hidden; });
            const OccupancyMap occupancy(view, Perspective::GameMaster);
            for (int a = 0; a < view.tokens.size(); ++a) {
                for (int b = a + 1; b < view.tokens.size(); ++b) {
                    INFO("seed " << seed << " pair " << a << " " << b);
                    const auto kept = analysis.storedSight(view.tokens[a].id, view.tokens[b].id);
                    const auto plain = LineOfSight::between(a, b, view, occupancy);
                    REQUIRE(kept.has_value());
                    REQUIRE(kept->lineOfSight == plain.lineOfSight);
                    REQUIRE(kept->cover == plain.cover);
                }
            }
        }
    }
}
