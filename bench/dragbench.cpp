// gridkeep-bench: one realistic drag (docs/rules.md §4). A 100x100 map with wall cells, low
// obstacles, wall segments and doors, 200 tokens on three sides; one token is dragged 100
// steps. Prints the time per drag step of SquareAnalysis::update() and, for comparison,
// of recomputeAll(). It prints numbers and never fails on time.

#include "dragscenario.h"
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
    Encounter e = dragScenario(rng);

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
        const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
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
