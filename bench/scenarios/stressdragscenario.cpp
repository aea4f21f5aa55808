#include "stressdragscenario.h"

#include "allocationcounter.h"
#include "analysiscomparison.h"
#include "dragpath.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/movementfield.h"
#include "engine/squareanalysis.h"

std::string StressDragScenario::summary() const
{
    return "1,000 tokens on walls5, a 200-step drag: update + reach per step, allocations per "
           "step, update == recomputeAll at the end";
}

void StressDragScenario::run(const BenchOptions &options)
{
    (void)options; // the drag has a fixed length, quick or not
    constexpr int tokenCount = 1000;
    constexpr int steps = 200;
    constexpr int warmupSteps = 10;
    constexpr int mover = 0;
    const MapKind kind = MapKind::Walls5;
    Encounter e = MapGenerator::withTokens(kind, tokenCount);
    SquareAnalysis live(e, Perspective::GameMaster);
    const double budget = MovementField::defaultBudget(e.tokens[mover], *e.rules);
    const DragPath path(e, mover, steps, 707);

    // Warm up ten steps out and ten back to the start, then drag the 200 steps timed.
    QVector<QPoint> anchors;
    for (int i = 1; i <= warmupSteps; ++i)
        anchors << path.at(i);
    for (int i = warmupSteps - 1; i >= 0; --i)
        anchors << path.at(i);
    for (int i = 1; i <= steps; ++i)
        anchors << path.at(i);
    int next = 0;
    EncounterChange change;
    auto prepare = [&] {
        Token &t = e.tokens[mover];
        change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
        t.x = anchors[next].x();
        t.y = anchors[next].y();
        ++next;
    };
    // Where the allocations are made, update or reach (the counts include the warm-up).
    std::uint64_t updateAllocs = 0;
    std::uint64_t reachAllocs = 0;
    // The drag keeps one field and one list and searches into them each step
    // (MovementField::recompute): only the warm-up grows them.
    MovementField field(e, mover, budget);
    QVector<MovementField::Reached> reached;
    auto body = [&] {
        const std::uint64_t start = AllocationCounter::count();
        live.update(e, change);
        const std::uint64_t updated = AllocationCounter::count();
        field.recompute(e, mover, budget);
        field.reachable(budget, reached);
        benchSink = reached.size();
        updateAllocs += updated - start;
        reachAllocs += AllocationCounter::count() - updated;
    };
    const auto samples = Sampler::runFixed(2 * warmupSteps, steps, prepare, body);
    const double allSteps = 2 * warmupSteps + steps;
    const SquareAnalysis fresh(e, Perspective::GameMaster);
    const bool same = AnalysisComparison::same(live, fresh);

    JsonLine params = MapGenerator::params(kind, e);
    params.add("mover_size", e.tokens[mover].footprint())
        .add("steps", steps)
        .add("warmup_steps", 2 * warmupSteps)
        .add("reach_budget", budget);
    JsonLine line = ResultLine::start(
        id(), MapGenerator::name(kind) + "-1000", "gridkeep",
        "one drag step: SquareAnalysis::update(TokenMoved) + MovementField::recompute(mover, "
        "budget) + reachable(budget, kept list)",
        params, samples, {2000.0, "p99"});
    line.add("mean", samples.mean())
        .add("allocs_per_step", samples.allocationsPerRep())
        .add("operator_new_per_step", samples.newsPerRep())
        .add("update_allocs_per_step", double(updateAllocs) / allSteps)
        .add("reach_allocs_per_step", double(reachAllocs) / allSteps)
        .add("incremental_equals_full", same);
    ResultLine::finish(line);
}
