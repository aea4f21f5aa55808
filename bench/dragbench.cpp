// gridkeep-bench: one realistic drag (rules.md §4). A 100x100 map with wall cells, low
// obstacles, wall segments and doors, 200 tokens on three sides; one token is dragged 100
// steps. Prints the time per drag step of SquareAnalysis::update() and, for comparison,
// of recomputeAll(). It prints numbers and never fails on time.

#include "engine/squareanalysis.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>
#include <random>

namespace
{

Encounter buildEncounter(std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Encounter e;
    e.name = QStringLiteral("drag bench");
    e.rulesId = QStringLiteral("paces");
    QString error;
    e.rules = RuleSetRegistry::instance().find(e.rulesId, &error);
    if (!e.rules)
        qFatal("no paces rule set: %s", qPrintable(error));
    auto &board = e.board.square;
    board.width = 100;
    board.height = 100;
    // Rooms: wall-cell lines with gaps, some low obstacles, difficult ground and hills.
    for (int i = 0; i < 40; ++i) {
        TerrainEntry wall;
        wall.kind = QStringLiteral("wall");
        const bool horizontal = pick(0, 1);
        const int length = pick(5, 25);
        const int x = pick(0, 99);
        const int y = pick(0, 99);
        wall.rects << (horizontal ? QRect(x, y, length, 1) : QRect(x, y, 1, length));
        board.terrain << wall;
    }
    for (int i = 0; i < 150; ++i) {
        TerrainEntry obstacle;
        obstacle.kind = pick(0, 2) ? QStringLiteral("obstacle") : QStringLiteral("difficult");
        obstacle.cells << QPoint(pick(0, 99), pick(0, 99));
        board.terrain << obstacle;
    }
    for (int i = 0; i < 12; ++i) {
        TerrainEntry hill;
        hill.micrometres = FixedPoint::fromDouble(pick(1, 6) * 0.5);
        hill.rects << QRect(pick(0, 90), pick(0, 90), pick(3, 10), pick(3, 10));
        board.elevation << hill;
    }
    for (int i = 0; i < 60; ++i) {
        WallSegment wall;
        const int x = pick(0, 95);
        const int y = pick(0, 95);
        wall.x1 = qint64(x) * FixedPoint::Scale;
        wall.y1 = qint64(y) * FixedPoint::Scale;
        const bool horizontal = pick(0, 1);
        wall.x2 = wall.x1 + (horizontal ? pick(1, 5) * FixedPoint::Scale : pick(0, 9) * 100'000);
        wall.y2 = wall.y1 + (horizontal ? pick(0, 9) * 100'000 : pick(1, 5) * FixedPoint::Scale);
        wall.door = i % 6 == 0 ? WallSegment::Door::Closed
                               : (i % 6 == 1 ? WallSegment::Door::Open : WallSegment::Door::None);
        board.walls << wall;
    }
    board.rebuild(*e.rules);
    for (const char *side : {"party", "bandits", "wolves"})
        e.sides << Side{QString::fromUtf8(side), QString::fromUtf8(side), {}, {}};
    for (int i = 0; i < 200; ++i) {
        Token t;
        t.id = QStringLiteral("token%1").arg(i, 3, 10, QLatin1Char('0'));
        t.name = t.id;
        t.side = e.sides[i % 3].id;
        t.size = pick(0, 9) == 0 ? pick(2, 3) : 1;
        t.x = pick(0, 99 - t.size);
        t.y = pick(0, 99 - t.size);
        if (pick(0, 9) == 0)
            t.reach = 2;
        if (pick(0, 14) == 0)
            t.conditions << QStringLiteral("reeling");
        t.hidden = pick(0, 19) == 0;
        e.tokens << t;
    }
    return e;
}

struct Timing {
    double totalMs = 0;
    double maxMs = 0;
    int count = 0;

    void add(qint64 ns)
    {
        const double ms = double(ns) / 1e6;
        totalMs += ms;
        maxMs = std::max(maxMs, ms);
        ++count;
    }
    [[nodiscard]] double meanMs() const { return count ? totalMs / count : 0; }
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    std::mt19937 rng(20261122);
    Encounter e = buildEncounter(rng);

    QElapsedTimer timer;
    timer.start();
    SquareAnalysis live(e, Perspective::GameMaster);
    const double firstMs = double(timer.nsecsElapsed()) / 1e6;
    SquareAnalysis full(e, Perspective::GameMaster);

    // Drag token000 100 steps: east, then south, then back west, along a square spiral.
    const int dragged = 0;
    const QPoint directions[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    Timing update;
    Timing recompute;
    SquareAnalysis::Stats work;
    for (int step = 0; step < 100; ++step) {
        auto &t = e.tokens[dragged];
        const QPoint d = directions[(step / 25) % 4];
        EncounterChange change;
        change.kind = EncounterChange::Kind::TokenMoved;
        change.tokenId = t.id;
        change.before = QRect(t.x, t.y, t.footprint(), t.footprint());
        t.x = std::clamp(t.x + d.x(), 0, 99);
        t.y = std::clamp(t.y + d.y(), 0, 99);

        timer.restart();
        live.update(e, change);
        update.add(timer.nsecsElapsed());
        const auto stats = live.lastStats();
        work.zones += stats.zones;
        work.statuses += stats.statuses;
        work.sights += stats.sights;

        timer.restart();
        full.recomputeAll(e);
        recompute.add(timer.nsecsElapsed());
    }
    const bool same = live.toJson() == full.toJson();

    out << "drag bench: 100x100 map, " << e.tokens.size() << " tokens, "
        << e.board.square.walls.size() << " wall segments, 100 drag steps\n";
    out << "first full analysis ms: " << firstMs << '\n';
    out << "update ms per step: mean " << update.meanMs() << ", max " << update.maxMs << '\n';
    out << "recomputeAll ms per step: mean " << recompute.meanMs() << ", max " << recompute.maxMs
        << '\n';
    out << "update work per step: zones " << work.zones / 100.0 << ", statuses "
        << work.statuses / 100.0 << ", sight pairs " << work.sights / 100.0 << " of "
        << e.tokens.size() * (e.tokens.size() - 1) / 2 << '\n';
    out << "update equals recomputeAll: " << (same ? "yes" : "NO") << '\n';
    return 0;
}
