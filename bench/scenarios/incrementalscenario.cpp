#include "incrementalscenario.h"

#include "analysiscomparison.h"
#include "dragpath.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/movementfield.h"
#include "engine/squareanalysis.h"

#include <chrono>

namespace
{

double microsecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

std::string IncrementalScenario::summary() const
{
    return "one-cell move: SquareAnalysis::update(TokenMoved) + the mover's MovementField reach, "
           "500 and 1,000 tokens on walls5; checks update == recomputeAll";
}

void IncrementalScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int mover = 0;
    const MapKind kind = MapKind::Walls5;
    for (const int tokenCount : {500, 1000}) {
        Encounter e = MapGenerator::withTokens(kind, tokenCount);
        const auto setupStart = std::chrono::steady_clock::now();
        SquareAnalysis live(e, Perspective::GameMaster);
        const double setupUs = microsecondsSince(setupStart);
        const double budget = MovementField::defaultBudget(e.tokens[mover], *e.rules);
        const DragPath path(e, mover, 64, 303);
        int rep = 0;
        EncounterChange change;
        auto prepare = [&] {
            Token &t = e.tokens[mover];
            change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
            const QPoint anchor = path.pingPong(++rep);
            t.x = anchor.x();
            t.y = anchor.y();
        };
        // The two halves are also timed apart, to say where a step's time goes.
        std::vector<double> updateUs;
        std::vector<double> reachUs;
        updateUs.reserve(100'000);
        reachUs.reserve(100'000);
        auto body = [&] {
            const auto start = std::chrono::steady_clock::now();
            live.update(e, change);
            const auto updated = std::chrono::steady_clock::now();
            const MovementField field(e, mover, budget);
            benchSink = field.reachable(budget).size();
            updateUs.push_back(std::chrono::duration<double, std::micro>(updated - start).count());
            reachUs.push_back(microsecondsSince(updated));
        };
        const auto samples = sampler.run(prepare, body);
        // The warm-up's runs come first: keep only the timed ones.
        updateUs.erase(updateUs.begin(), updateUs.end() - samples.count());
        reachUs.erase(reachUs.begin(), reachUs.end() - samples.count());
        const SquareAnalysis fresh(e, Perspective::GameMaster);
        const bool same = AnalysisComparison::same(live, fresh);

        JsonLine params = MapGenerator::params(kind, e);
        params.add("mover_size", e.tokens[mover].footprint())
            .add("reach_budget", budget)
            .add("path_steps", path.steps());
        JsonLine line = ResultLine::start(
            id(), MapGenerator::name(kind) + "-" + std::to_string(tokenCount), "gridkeep",
            "one drag step: SquareAnalysis::update(TokenMoved) + MovementField(mover, budget)"
            ".reachable(budget)",
            params, samples, {tokenCount == 500 ? 1000.0 : 2000.0, "p99"});
        line.add("update_median", Samples(updateUs, 0).median())
            .add("update_p99", Samples(updateUs, 0).p99())
            .add("reach_median", Samples(reachUs, 0).median())
            .add("reach_p99", Samples(reachUs, 0).p99())
            .add("first_full_analysis_us", setupUs)
            .add("incremental_equals_full", same)
            .add("pair_index_enabled", live.pairIndexEnabled())
            .add("pair_index_entries", std::int64_t(live.pairIndexEntries()));
        ResultLine::finish(line);
    }
}
