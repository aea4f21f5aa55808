#include "dragsightscenario.h"

#include "dragpath.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/lineofsight.h"
#include "engine/occupancymap.h"

std::string DragSightScenario::summary() const
{
    return "a 1x1 token dragged among 499 of mixed sizes: LineOfSight::between to each, 4 maps";
}

void DragSightScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 500;
    constexpr int mover = 0;
    for (const MapKind kind : MapGenerator::allKinds()) {
        Encounter e = MapGenerator::withTokens(kind, tokenCount);
        OccupancyMap occupancy(e, Perspective::GameMaster);
        const DragPath path(e, mover, 64, 202);
        int rep = 0;
        int inSight = 0;
        int covered = 0;
        // The occupancy follows the drag untimed: only the sight lines are this case's work.
        auto prepare = [&] {
            Token &t = e.tokens[mover];
            occupancy.remove(mover, t);
            const QPoint anchor = path.pingPong(++rep);
            t.x = anchor.x();
            t.y = anchor.y();
            occupancy.add(mover, t);
        };
        auto body = [&] {
            inSight = 0;
            covered = 0;
            for (int other = 0; other < e.tokens.size(); ++other) {
                if (other == mover)
                    continue;
                const auto sight = LineOfSight::between(mover, other, e, occupancy);
                inSight += sight.lineOfSight;
                covered += sight.cover;
            }
            benchSink = inSight + covered;
        };
        const auto samples = sampler.run(prepare, body);

        ResultLine::Target target;
        if (kind == MapKind::Walls5)
            target.microseconds = 150;
        else if (kind == MapKind::Open)
            target.microseconds = 500;
        JsonLine params = MapGenerator::params(kind, e);
        params.add("mover_size", e.tokens[mover].footprint())
            .add("others", int(e.tokens.size()) - 1)
            .add("path_steps", path.steps());
        JsonLine line = ResultLine::start(id(), MapGenerator::name(kind), "gridkeep",
                                          "one drag step: LineOfSight::between(mover, other) for "
                                          "every other token",
                                          params, samples, target);
        line.add("in_sight_last_step", inSight).add("covered_last_step", covered);
        ResultLine::finish(line);
    }
}
