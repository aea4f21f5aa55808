#include "movementscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcoddijkstra.h"
#include "tcod/tcodlibrary.h"

#include "engine/movementfield.h"

std::string MovementScenario::summary() const
{
    return "MovementField of a 1x1 token among 500 (paces: 1-2-1-2 diagonals, climbing), budget "
           "24 and whole map, 4 maps; libtcod TCOD_dijkstra_compute beside the whole map";
}

void MovementScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 500;
    constexpr int mover = 0;
    constexpr double bounded = 24;
    for (const MapKind kind : MapGenerator::allKinds()) {
        const Encounter e = MapGenerator::withTokens(kind, tokenCount);
        const QPoint origin(e.tokens[mover].x, e.tokens[mover].y);
        JsonLine params = MapGenerator::params(kind, e);
        params.add("origin", std::vector<int>{origin.x(), origin.y()})
            .add("diagonals", "alternating 1-2-1-2")
            .add("climb_cost", e.rules->climbCost);

        // Bounded: the search stops at the budget, and the reach overlay's list is built.
        const auto near = sampler.run([&] {
            const MovementField field(e, mover, bounded);
            benchSink = field.reachable(bounded).size();
        });
        const auto nearReached = MovementField(e, mover, bounded).reachable(bounded).size();
        JsonLine boundedParams = params;
        boundedParams.add("budget", bounded);
        JsonLine nearLine = ResultLine::start(id(), MapGenerator::name(kind) + "-24", "gridkeep",
                                              "MovementField(encounter, mover, 24) + reachable(24)",
                                              boundedParams, near, {20.0});
        nearLine.add("anchors_reached", std::int64_t(nearReached));
        ResultLine::finish(nearLine);

        // Whole map: every state settled; the field's search is the work, as libtcod's compute.
        const auto whole = sampler.run([&] {
            const MovementField field(e, mover);
            benchSink = field.cost(origin).value_or(0);
        });
        const auto wholeReached = MovementField(e, mover).reachable(1e9).size();
        JsonLine wholeParams = params;
        wholeParams.add("budget", "none");
        const auto theirs = TcodDijkstra::measure(e, origin, sampler);
        if (theirs)
            TcodLibrary::printResult(id(), MapGenerator::name(kind) + "-whole", wholeParams,
                                     *theirs);
        JsonLine wholeLine = ResultLine::start(
            id(), MapGenerator::name(kind) + "-whole", "gridkeep",
            "MovementField(encounter, mover) without budget", wholeParams, whole, {1500.0});
        wholeLine.add("anchors_reached", std::int64_t(wholeReached));
        if (theirs)
            wholeLine.add("libtcod_median", theirs->samples.median())
                .add("ratio", ResultLine::ratio(whole, theirs->samples))
                .add("note", "libtcod searches cells with a 1.5 diagonal and knows no tokens, "
                             "zones or climbing; ours searches (anchor, diagonal parity) states "
                             "with all of them");
        ResultLine::finish(wholeLine);
    }
}
