#include "engine/coverlevel.h"
#include "engine/movementfield.h"
#include "engine/squareanalysis.h"
#include "engine/tacticalmap.h"
#include "model/fixedpoint.h"
#include "squarescenario.h"

#include <QElapsedTimer>
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

// The tactical map of docs/rules.md §1.10: hand-worked cells, then every reported cell of random
// boards against a fresh full analysis of the encounter with the token moved there.

using namespace SquareScenario;

namespace
{

QStringList ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const auto *s : list)
        out << QString::fromUtf8(s);
    return out;
}

const TacticalMap::Cell &cellAt(const QVector<TacticalMap::Cell> &cells, int x, int y)
{
    const auto it = std::find_if(cells.begin(), cells.end(), [&](const TacticalMap::Cell &c) {
        return c.anchor == QPoint(x, y);
    });
    INFO("cell " << x << "," << y);
    REQUIRE(it != cells.end());
    return *it;
}

int indexOf(const Encounter &e, const char *id)
{
    const int i = e.tokenIndex(QString::fromUtf8(id));
    REQUIRE(i >= 0);
    return i;
}

} // namespace

// The paces board, budget 4 (x right, y down; kara = T, ogre = G, thug a second enemy):
//   y0  . E . . . . .      thug (1,0), reach 1: its zone is (0..2, 0..1)
//   y1  . . # . . . .      # wall terrain: stops sight (§1.2)
//   y2  T . # . o . G      o obstacle: gives cover, does not stop sight (§1.2)
//   y3  . . . . . . .
//   y4  ^ ^ . . . . .      ^ a 1 m terrace: "1 meter higher ... counts as higher ground" (§1.8)
TEST_CASE("Tactical map: a hand-worked paces board", "[tactics]")
{
    const auto e = build({{".......", "..#....", "..#.o..", ".......", "......."},
                          {token("kara", "party", 0, 2), token("thug", "bandits", 1, 0),
                           token("ogre", "bandits", 6, 2)},
                          {},
                          {{0, 4, 2, 1, 1.0}}});
    const int kara = indexOf(e, "kara");
    const int ogre = indexOf(e, "ogre");
    const MovementField field(e, kara, 4.0);
    const auto cells = TacticalMap::compute(e, kara, ogre, field, 4.0);
    const TacticsWeights &w = e.rules->tactics;

    // The start and exactly what `reach` prints (§1.10 "Cells"), sorted by y, then x.
    REQUIRE(cells.size() == field.reachable(4.0).size() + 1);
    for (int i = 1; i < cells.size(); ++i) {
        const auto a = cells[i - 1].anchor;
        const auto b = cells[i].anchor;
        CHECK((a.y() < b.y() || (a.y() == b.y() && a.x() < b.x())));
    }

    {
        // The start (0,2), cost 0. Its one sight segment runs along y = 2.5 through the wall
        // cell (2,2): "blocked if one of the cells it passes through has sight-blocking
        // terrain" (§1.6), so no line of sight, and with none G has no shot at kara either
        // (token-covered). No enemy zone holds (0,2); the start is never hindered.
        const auto &c = cellAt(cells, 0, 2);
        CHECK(c.cost == 0);
        CHECK(c.reasons == ids({"no-extra-zoc", "not-surrounded", "token-covered", "unhindered"}));
        CHECK(c.score == w.noExtraZoc + w.notSurrounded + w.tokenCovered + w.unhindered);
    }
    {
        // (0,3), cost 1. The segment (0.5,3.5)-(6.5,2.5) passes the obstacle (4,2): "covered if
        // one of the cells it passes through has cover-giving terrain" (§1.6). kara sees the
        // ogre, the ogre has cover (not exposed), and kara has cover from it likewise.
        const auto &c = cellAt(cells, 0, 3);
        CHECK(c.cost == 1);
        CHECK(c.reasons == ids({"line-of-sight", "no-extra-zoc", "not-surrounded", "token-covered",
                                "unhindered"}));
        CHECK(c.score ==
              w.lineOfSight + w.noExtraZoc + w.notSurrounded + w.tokenCovered + w.unhindered);
    }
    {
        // (0,4) on the terrace, cost 3: a step down to (0,3) and a climb of 1 m, which "costs an
        // additional movement point" (§1.7). The segment (0.5,4.5)-(6.5,2.5) only touches the
        // corners (2,4) and (5,3) and passes plain cells: sight, no cover. h = 1 m >=
        // highGroundMeters: higher ground (§1.8). Everything but token-covered.
        const auto &c = cellAt(cells, 0, 4);
        CHECK(c.cost == 3);
        CHECK(c.reasons == ids({"high-ground", "line-of-sight", "no-extra-zoc", "not-surrounded",
                                "target-exposed", "unhindered"}));
        CHECK(c.score == w.total() - w.tokenCovered);
    }
    {
        // (3,3), cost 3 round the wall. The segment (3.5,3.5)-(6.5,2.5) crosses (4,3), the
        // corner (5,3) and (5,2): clear, so the ogre is exposed. The ogre's own zone does not
        // reach (3,3); it would not count against no-extra-zoc anyway.
        const auto &c = cellAt(cells, 3, 3);
        CHECK(c.cost == 3);
        CHECK(c.reasons == ids({"line-of-sight", "no-extra-zoc", "not-surrounded", "target-exposed",
                                "unhindered"}));
        CHECK(c.score ==
              w.lineOfSight + w.noExtraZoc + w.notSurrounded + w.targetExposed + w.unhindered);
    }
    {
        // (1,1), cost 1 (a first diagonal). The thug holds it: "a token counts as in an enemy's
        // zone as soon as one of its cells lies in that zone" (§1.4), so no-extra-zoc fails.
        // Not surrounded: the step back to (0,2) leaves the thug's zone (§1.5 A); for rule B,
        // (2,0) & (0,2) hold no enemy (kara's own start does not count). The wall (2,1) blocks
        // the sight segment.
        const auto &c = cellAt(cells, 1, 1);
        CHECK(c.cost == 1);
        CHECK(c.reasons == ids({"not-surrounded", "token-covered", "unhindered"}));
        CHECK(c.score == w.notSurrounded + w.tokenCovered + w.unhindered);
    }
    {
        // (0,0), cost 2 by (0,1), which lies in the thug's zone: leaving it lets the thug
        // hinder ("leaving one does", §1.7). At (0,0) every step stays in the thug's zone or
        // cannot be made ((1,0) is the thug; the diagonal to (1,1) would cut past it, §1.7),
        // so kara is surrounded by "no way out" (§1.5 A). Sight passes the thug's cell (cover)
        // and then the wall (2,1): blocked.
        const auto &c = cellAt(cells, 0, 0);
        CHECK(c.cost == 2);
        CHECK(c.reasons == ids({"token-covered"}));
        CHECK(c.score == w.tokenCovered);
    }
    // The weights are the rule file's (docs/rules.md §6 `square.tactics`, §1.10).
    CHECK(w.total() == w.lineOfSight + w.targetExposed + w.tokenCovered + w.highGround +
                           w.notSurrounded + w.noExtraZoc + w.unhindered);
}

// In `meters` token-covered is the sneaking cover level of §1.9: kara (0,1), ogre (4,1), wall
// (2,1).
//   y0  . . . . .
//   y1  T . # . G
//   y2  . . . . .
TEST_CASE("Tactical map: in meters, token-covered is a cover level of one blocked line or more",
          "[tactics][meters]")
{
    Spec spec{{".....", "..#..", "....."},
              {token("kara", "party", 0, 1), token("ogre", "bandits", 4, 1)}};
    spec.rules = QStringLiteral("meters");
    const auto e = build(spec);
    const int kara = indexOf(e, "kara");
    const int ogre = indexOf(e, "ogre");
    const MovementField field(e, kara, 1.0);
    const auto cells = TacticalMap::compute(e, kara, ogre, field, 1.0);
    const TacticsWeights &w = e.rules->tactics;
    REQUIRE(!e.rules->coverLevels.isEmpty());
    {
        // (1,0): the sight segment (1.5,0.5)-(4.5,1.5) passes (2,0) and (3,1) and only touches
        // the wall cell (2,1) at its corner (3,1): "touching a corner point is not passing
        // through", so kara sees the ogre and it is exposed (§1.6). But of the
        // five cover lines from the ogre's centre, the ones to the corners (2,1) and (1,1)
        // cross the wall cell (2,1): two blocked, half cover, so kara counts as covered.
        const auto &c = cellAt(cells, 1, 0);
        CHECK(CoverLevel::of({1, 0}, QRect(4, 1, 1, 1), e.board.square, *e.rules).blocked == 2);
        CHECK(c.reasons == ids({"line-of-sight", "no-extra-zoc", "not-surrounded", "target-exposed",
                                "token-covered", "unhindered"}));
        CHECK(c.score == w.total() - w.highGround);
    }
    {
        // The start (0,1) behind the wall: all five lines blocked (total cover), no sight.
        const auto &c = cellAt(cells, 0, 1);
        CHECK(c.reasons == ids({"no-extra-zoc", "not-surrounded", "token-covered", "unhindered"}));
    }
}

TEST_CASE("Tactical map: the target may be an ally; no cells for T == G", "[tactics]")
{
    const auto e = build({{"....", "...."},
                          {token("kara", "party", 0, 0), token("brom", "party", 3, 0),
                           token("thug", "bandits", 0, 1)}});
    const int kara = indexOf(e, "kara");
    const int brom = indexOf(e, "brom");
    const auto cells = TacticalMap::compute(e, kara, brom);
    REQUIRE(!cells.isEmpty());
    // kara at its start is held by the thug: an enemy other than the target (§1.10).
    CHECK(!cellAt(cells, 0, 0).reasons.contains(QStringLiteral("no-extra-zoc")));
    CHECK(TacticalMap::compute(e, kara, kara).isEmpty());
    CHECK(TacticalMap::reasonIds() ==
          ids({"high-ground", "line-of-sight", "no-extra-zoc", "not-surrounded", "target-exposed",
               "token-covered", "unhindered"}));
}

namespace
{

struct RandomBoard {
    std::mt19937 rng;
    Encounter e;

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

    // Whole, half, or tenths: many walls end exactly on grid lines or cell corners.
    double wallCoord(int limit)
    {
        switch (pick(0, 2)) {
        case 0:
            return pick(0, limit);
        case 1:
            return qMin<double>(limit, pick(0, limit) + 0.5);
        default:
            return pick(0, limit * 10) / 10.0;
        }
    }

    void init(unsigned seed)
    {
        rng.seed(seed);
        static const char *const rules[] = {"paces", "meters", "classic"};
        Spec spec{{"."}, {token("seed", "a", 0, 0)}};
        spec.rules = QString::fromUtf8(rules[pick(0, 2)]);
        e = build(spec);
        auto &board = e.board.square;
        board.width = pick(3, 11);
        board.height = pick(3, 11);
        board.terrain.clear();
        const QStringList kinds = e.rules->terrainIds();
        for (int i = pick(0, board.width * board.height / 4); i > 0; --i) {
            TerrainEntry entry;
            entry.kind = kinds[pick(0, kinds.size() - 1)];
            entry.cells << QPoint(pick(0, board.width - 1), pick(0, board.height - 1));
            board.terrain << entry;
        }
        for (int i = pick(0, 5); i > 0; --i) {
            TerrainEntry entry;
            // Tenths of a metre: 1.9 against 0.9 is exactly the 1 m threshold (§5.1).
            entry.micrometres = pick(0, 25) * 100'000;
            entry.rects << QRect(pick(0, board.width - 1), pick(0, board.height - 1), pick(1, 3),
                                 pick(1, 3))
                               .intersected(QRect(0, 0, board.width, board.height));
            board.elevation << entry;
        }
        for (int i = pick(0, 5); i > 0; --i) {
            WallSegment wall;
            const double x1 = wallCoord(board.width);
            const double y1 = wallCoord(board.height);
            wall.x1 = FixedPoint::fromDouble(x1);
            wall.y1 = FixedPoint::fromDouble(y1);
            wall.x2 =
                FixedPoint::fromDouble(qBound(0.0, x1 + pick(-30, 30) / 10.0, double(board.width)));
            wall.y2 = FixedPoint::fromDouble(
                qBound(0.0, y1 + pick(-30, 30) / 10.0, double(board.height)));
            const WallSegment::Door doors[] = {WallSegment::Door::None, WallSegment::Door::None,
                                               WallSegment::Door::Open, WallSegment::Door::Closed};
            wall.door = doors[pick(0, 3)];
            board.walls << wall;
        }
        board.rebuild(*e.rules);
        e.sides = {Side{QStringLiteral("a"), {}, {}, {}}, Side{QStringLiteral("b"), {}, {}, {}},
                   Side{QStringLiteral("c"), {}, {}, {}}};
        e.allies.clear();
        if (pick(0, 1))
            e.allies = {{QStringLiteral("a"), QStringLiteral("c")}};
        e.tokens.clear();
        for (int i = pick(2, 9); i > 0; --i) {
            Token t;
            t.id = QStringLiteral("t%1").arg(e.tokens.size());
            t.name = t.id;
            t.side = e.sides[pick(0, 2)].id;
            t.size = pick(0, 3) == 0 ? pick(2, 3) : pick(0, 1);
            t.x = pick(0, board.width - 1);
            t.y = pick(0, board.height - 1);
            if (pick(0, 4) == 0)
                t.reach = pick(-1, 2);
            t.zoc = pick(0, 6) != 0;
            t.hidden = pick(0, 6) == 0;
            if (pick(0, 4) == 0)
                t.conditions << (pick(0, 1) ? QStringLiteral("reeling") : QStringLiteral("prone"));
            if (pick(0, 5) == 0)
                t.altitudeMicrometres = pick(0, 20) * 100'000;
            e.tokens << t;
        }
    }
};

} // namespace

// docs/rules.md §1.10: each reason is what the full analysis says "as if the token stood there".
TEST_CASE("Tactical map: every cell agrees with a fresh analysis on random boards",
          "[tactics][random]")
{
    int boards = 0;
    int checkedCells = 0;
    int reasonCounts[7] = {};
    for (unsigned seed = 1; seed <= 150; ++seed) {
        RandomBoard r;
        r.init(seed);
        const Encounter &e = r.e;
        const auto &rules = *e.rules;
        const int t = r.pick(0, e.tokens.size() - 1);
        int g = r.pick(0, e.tokens.size() - 2);
        if (g >= t)
            ++g;
        const double budget = r.pick(0, 12) / 2.0; // fractional budgets too (§5.11)
        const MovementField field(e, t, budget);
        const auto cells = TacticalMap::compute(e, t, g, field, budget);
        ++boards;

        // The cells: the start, then what `reach` prints, sorted by y, then x.
        QVector<QPoint> want{field.start()};
        for (const auto &reached : field.reachable(budget))
            want << reached.anchor;
        std::sort(want.begin(), want.end(), [](QPoint l, QPoint r) {
            return l.y() != r.y() ? l.y() < r.y() : l.x() < r.x();
        });
        QVector<QPoint> got;
        for (const auto &c : cells)
            got << c.anchor;
        INFO("seed " << seed << " rules " << rules.id.toStdString() << " T " << t << " G " << g
                     << " budget " << budget);
        REQUIRE(got == want);

        const QString tId = e.tokens[t].id;
        const QString gId = e.tokens[g].id;
        const QRect targetRect = e.tokens[g].footprintRect();
        for (const auto &cell : cells) {
            INFO("cell " << cell.anchor.x() << "," << cell.anchor.y());
            Encounter moved = e;
            moved.tokens[t].x = cell.anchor.x();
            moved.tokens[t].y = cell.anchor.y();
            const SquareAnalysis analysis(moved, Perspective::GameMaster);
            const auto tg = analysis.pair(tId, gId);
            const auto gt = analysis.pair(gId, tId);
            const auto *status = analysis.token(tId);
            REQUIRE(tg.has_value());
            REQUIRE(gt.has_value());
            REQUIRE(status != nullptr);

            bool covered = false;
            if (!rules.coverLevels.isEmpty()) {
                int least = CoverLevel::Lines;
                for (const QPoint &c : moved.tokens[t].cells())
                    least = qMin(least,
                                 CoverLevel::of(c, targetRect, moved.board.square, rules).blocked);
                covered = least >= 1;
            } else {
                covered = gt->sight.cover || !gt->sight.lineOfSight;
            }
            QStringList others = status->inZocOf;
            others.removeAll(gId);
            bool unhindered = true;
            if (cell.anchor != field.start()) {
                const auto path = MovementField(e, t, budget).pathTo(cell.anchor);
                REQUIRE(path.has_value());
                CHECK(path->cost == cell.cost);
                unhindered = path->hinderedBy.isEmpty();
            } else {
                CHECK(cell.cost == 0);
            }

            const bool holds[7] = {
                tg->melee == HighGround::Melee::Boon,
                tg->sight.lineOfSight,
                others.isEmpty(),
                !status->surrounded(),
                tg->sight.lineOfSight && !tg->sight.cover,
                covered,
                unhindered,
            };
            const int weights[7] = {rules.tactics.highGround,    rules.tactics.lineOfSight,
                                    rules.tactics.noExtraZoc,    rules.tactics.notSurrounded,
                                    rules.tactics.targetExposed, rules.tactics.tokenCovered,
                                    rules.tactics.unhindered};
            QStringList wantReasons;
            int wantScore = 0;
            const auto all = TacticalMap::reasonIds();
            for (int i = 0; i < 7; ++i) {
                if (!holds[i])
                    continue;
                wantReasons << all[i];
                wantScore += weights[i];
                ++reasonCounts[i];
            }
            CHECK(cell.reasons == wantReasons);
            CHECK(cell.score == wantScore);
            ++checkedCells;
        }
    }
    CHECK(boards == 150);
    CHECK(checkedCells > 1000);
    // Every reason both held and failed somewhere, so none is tested vacuously.
    for (int i = 0; i < 7; ++i) {
        INFO("reason " << i);
        CHECK(reasonCounts[i] > 0);
        CHECK(reasonCounts[i] < checkedCells);
    }
}

// docs/rules.md §4: live while dragging. Not an assertion on time, only a report.
TEST_CASE("Tactical map: timing on a 100x100 board with 200 tokens", "[tactics][timing]")
{
    RandomBoard r;
    r.rng.seed(2026);
    Spec spec{{"."}, {token("seed", "a", 0, 0)}};
    Encounter e = build(spec);
    auto &board = e.board.square;
    board.width = 100;
    board.height = 100;
    board.terrain.clear();
    const QStringList kinds = e.rules->terrainIds();
    const QRect clear(48, 48, 5, 5); // round the dragged token's start
    for (int i = 0; i < 1200; ++i) {
        TerrainEntry entry;
        entry.kind = kinds[r.pick(0, kinds.size() - 1)];
        entry.cells << QPoint(r.pick(0, 99), r.pick(0, 99));
        if (!clear.contains(entry.cells.first()))
            board.terrain << entry;
    }
    for (int i = 0; i < 60; ++i) {
        TerrainEntry entry;
        entry.micrometres = r.pick(0, 25) * 100'000;
        entry.rects << QRect(r.pick(0, 95), r.pick(0, 95), 4, 4);
        board.elevation << entry;
    }
    for (int i = 0; i < 80; ++i) {
        WallSegment wall;
        wall.x1 = FixedPoint::fromDouble(r.pick(0, 1000) / 10.0);
        wall.y1 = FixedPoint::fromDouble(r.pick(0, 1000) / 10.0);
        wall.x2 = FixedPoint::fromDouble(
            qBound(0.0, FixedPoint::toDouble(wall.x1) + r.pick(-40, 40) / 10.0, 100.0));
        wall.y2 = FixedPoint::fromDouble(
            qBound(0.0, FixedPoint::toDouble(wall.y1) + r.pick(-40, 40) / 10.0, 100.0));
        board.walls << wall;
    }
    board.rebuild(*e.rules);
    e.sides = {Side{QStringLiteral("a"), {}, {}, {}}, Side{QStringLiteral("b"), {}, {}, {}}};
    e.tokens.clear();
    for (int i = 0; e.tokens.size() < 200; ++i) {
        Token t;
        t.id = QStringLiteral("t%1").arg(i);
        t.side = i % 2 ? QStringLiteral("b") : QStringLiteral("a");
        t.size = i % 10 == 0 ? 2 : 1;
        t.x = r.pick(0, 98);
        t.y = r.pick(0, 98);
        if (i > 1 && clear.intersects(t.footprintRect()))
            continue;
        e.tokens << t;
    }
    // The dragged token: 1×1 in the middle, clear ground around its anchor; the target far off.
    e.tokens[0].x = 50;
    e.tokens[0].y = 50;
    e.tokens[0].size = 1;
    e.tokens[1].x = 70;
    e.tokens[1].y = 40;
    e.tokens[1].size = 2;
    for (const double budget : {6.0, 12.0}) {
        constexpr int runs = 20;
        int cellCount = 0;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < runs; ++i) {
            const MovementField field(e, 0, budget);
            cellCount = TacticalMap::compute(e, 0, 1, field, budget).size();
        }
        const double ms = timer.nsecsElapsed() / 1e6 / runs;
        // The app's drag overlay builds the MovementField anyway; what the map adds is the rest.
        timer.restart();
        for (int i = 0; i < runs; ++i) {
            const MovementField field(e, 0, budget);
            CHECK(!field.reachable(budget).isEmpty());
        }
        const double fieldMs = timer.nsecsElapsed() / 1e6 / runs;
        WARN("tactical map, 100x100, 200 tokens, budget "
             << budget << ": " << cellCount << " cells, " << ms << " ms per computation, of which "
             << fieldMs << " ms the MovementField");
        CHECK(cellCount > 1);
    }
}
