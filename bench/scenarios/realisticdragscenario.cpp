#include "realisticdragscenario.h"

#include "allocationcounter.h"
#include "analysiscomparison.h"
#include "dragscenario.h"
#include "resultline.h"

#include "engine/squareanalysis.h"

#include <algorithm>
#include <chrono>

namespace
{

struct Allocations {
    std::uint64_t all = 0;
    std::uint64_t news = 0;
};

// Times one call in microseconds and adds its heap allocations to `allocations`.
template<typename Body> double timed(Body body, Allocations &allocations)
{
    const auto allBefore = AllocationCounter::count();
    const auto newsBefore = AllocationCounter::newCount();
    const auto start = std::chrono::steady_clock::now();
    body();
    const auto end = std::chrono::steady_clock::now();
    allocations.all += AllocationCounter::count() - allBefore;
    allocations.news += AllocationCounter::newCount() - newsBefore;
    return std::chrono::duration<double, std::micro>(end - start).count();
}

} // namespace

std::string RealisticDragScenario::summary() const
{
    return "the realistic drag (dragscenario.h: 100x100, 200 tokens, walls and doors), 100 "
           "steps: update per step, recomputeAll per step, update == recomputeAll";
}

void RealisticDragScenario::run(const BenchOptions &options)
{
    (void)options; // the drag has a fixed length, quick or not
    constexpr unsigned seed = 20261122;
    constexpr int steps = 100;
    std::mt19937 rng(seed);
    Encounter e = dragScenario(rng);

    Allocations ignored;
    SquareAnalysis live(Perspective::GameMaster);
    const double firstUs = timed([&] { live.recomputeAll(e); }, ignored);
    SquareAnalysis full(e, Perspective::GameMaster);
    // Warm-up: the full analysis twice more on the start state.
    for (int i = 0; i < 2; ++i) {
        live.recomputeAll(e);
        full.recomputeAll(e);
    }

    // Drag token000 along a square spiral, 25 steps a side, as the bench always did.
    constexpr int dragged = 0;
    const QPoint directions[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    std::vector<double> updateUs;
    std::vector<double> recomputeUs;
    Allocations updateAllocations;
    Allocations recomputeAllocations;
    SquareAnalysis::Stats work;
    for (int step = 0; step < steps; ++step) {
        auto &t = e.tokens[dragged];
        const QPoint d = directions[(step / 25) % 4];
        const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
        t.x = std::clamp(t.x + d.x(), 0, 99);
        t.y = std::clamp(t.y + d.y(), 0, 99);
        updateUs.push_back(timed([&] { live.update(e, change); }, updateAllocations));
        const auto stats = live.lastStats();
        work.zones += stats.zones;
        work.statuses += stats.statuses;
        work.sights += stats.sights;
        recomputeUs.push_back(timed([&] { full.recomputeAll(e); }, recomputeAllocations));
    }
    const bool same = AnalysisComparison::same(live, full);

    JsonLine params;
    params.add("map", "dragscenario.h")
        .add("width", e.board.square.width)
        .add("height", e.board.square.height)
        .add("tokens", int(e.tokens.size()))
        .add("wall_segments", int(e.board.square.walls.size()))
        .add("seed", std::int64_t(seed))
        .add("steps", steps);
    const Samples update(updateUs, double(updateAllocations.all) / steps,
                         double(updateAllocations.news) / steps);
    JsonLine updateLine =
        ResultLine::start(id(), "update", "gridkeep", "SquareAnalysis::update(TokenMoved) per step",
                          params, update, {});
    updateLine.add("mean", update.mean())
        .add("first_full_analysis_us", firstUs)
        .add("zones_per_step", work.zones / double(steps))
        .add("statuses_per_step", work.statuses / double(steps))
        .add("sight_pairs_per_step", work.sights / double(steps))
        .add("sight_pairs_total", std::int64_t(e.tokens.size() * (e.tokens.size() - 1) / 2))
        .add("incremental_equals_full", same);
    ResultLine::finish(updateLine);

    const Samples recompute(recomputeUs, double(recomputeAllocations.all) / steps,
                            double(recomputeAllocations.news) / steps);
    JsonLine recomputeLine = ResultLine::start(id(), "recomputeAll", "gridkeep",
                                               "SquareAnalysis::recomputeAll per step, same states",
                                               params, recompute, {});
    recomputeLine.add("mean", recompute.mean());
    ResultLine::finish(recomputeLine);
}
