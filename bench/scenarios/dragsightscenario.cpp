#include "dragsightscenario.h"

#include "dragpath.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/lineofsight.h"
#include "engine/occupancymap.h"
#include "engine/sightgrid.h"

std::string DragSightScenario::summary() const
{
    return "a 1x1 token dragged among 499 of mixed sizes: sight and cover to each, as a drag step "
           "decides them (LineOfSight::summary on the SightGrid), and with the reasons "
           "(LineOfSight::between on the grid), 4 maps";
}

void DragSightScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 500;
    constexpr int mover = 0;
    for (const MapKind kind : MapGenerator::allKinds()) {
        Encounter e = MapGenerator::withTokens(kind, tokenCount);
        OccupancyMap occupancy(e, Perspective::GameMaster);
        SightGrid grid(e.board.square, *e.rules);
        for (const auto &token : e.tokens)
            grid.addToken(token.footprintRect());
        const DragPath path(e, mover, 64, 202);
        int rep = 0;
        int inSight = 0;
        int covered = 0;
        // The occupancy and the grid follow the drag untimed, as SquareAnalysis::update keeps
        // them: only the sight lines are this case's work.
        auto prepare = [&] {
            Token &t = e.tokens[mover];
            occupancy.remove(mover, t);
            grid.removeToken(t.footprintRect());
            const QPoint anchor = path.pingPong(++rep);
            t.x = anchor.x();
            t.y = anchor.y();
            occupancy.add(mover, t);
            grid.addToken(t.footprintRect());
        };
        // What a drag step computes per pair (docs/architecture.md §4.10): the two bits.
        auto bits = [&] {
            inSight = 0;
            covered = 0;
            for (int other = 0; other < e.tokens.size(); ++other) {
                if (other == mover)
                    continue;
                const auto sight = LineOfSight::summary(mover, other, e, occupancy, grid);
                inSight += sight.lineOfSight;
                covered += sight.cover;
            }
            benchSink = inSight + covered;
        };
        // What the app asks for the pairs it draws: every reason too.
        int reasonsInSight = 0;
        auto reasons = [&] {
            reasonsInSight = 0;
            for (int other = 0; other < e.tokens.size(); ++other) {
                if (other == mover)
                    continue;
                reasonsInSight +=
                    LineOfSight::between(mover, other, e, occupancy, grid).lineOfSight;
            }
            benchSink = reasonsInSight;
        };
        const auto samples = sampler.run(prepare, bits);
        const auto withReasons = sampler.run(prepare, reasons);

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
                                          "one drag step's sight and cover: "
                                          "LineOfSight::summary(mover, other, grid) for every "
                                          "other token",
                                          params, samples, target);
        line.add("in_sight_last_step", inSight).add("covered_last_step", covered);
        ResultLine::finish(line);
        JsonLine reasonsLine = ResultLine::start(
            id(), MapGenerator::name(kind) + "-reasons", "gridkeep",
            "the same with every reason: LineOfSight::between(mover, other, grid) for every "
            "other token",
            params, withReasons, {});
        reasonsLine.add("in_sight_last_step", reasonsInSight);
        ResultLine::finish(reasonsLine);
    }
}
