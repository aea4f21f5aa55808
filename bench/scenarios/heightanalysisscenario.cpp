#include "heightanalysisscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcodlibrary.h"
#include "tcod/tcodlines.h"

#include "engine/squareanalysis.h"

std::string HeightAnalysisScenario::summary() const
{
    return "full analysis of 500 tokens with sight over heights on (the maps' terraced hills "
           "hide what lies behind them), 4 maps; libtcod TCOD_line all token-centre pairs beside "
           "it";
}

void HeightAnalysisScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 500;
    for (const MapKind kind : MapGenerator::allKinds()) {
        Encounter e = MapGenerator::withTokens(kind, tokenCount);
        e.board.square.sightOverHeights = true;
        SquareAnalysis analysis(Perspective::GameMaster);
        const auto ours = sampler.run([&] {
            analysis.recomputeAll(e);
            benchSink = analysis.lastStats().sights;
        });
        std::int64_t inSight = 0;
        const QStringList ids = analysis.tokenIds();
        for (int i = 0; i < ids.size(); ++i) {
            for (int j = i + 1; j < ids.size(); ++j)
                inSight += analysis.storedSight(ids[i], ids[j])->lineOfSight;
        }
        const JsonLine params = MapGenerator::params(kind, e);
        const auto theirs = TcodLines::measure(e, sampler);
        if (theirs)
            TcodLibrary::printResult(id(), MapGenerator::name(kind), params, *theirs);
        JsonLine line = ResultLine::start(id(), MapGenerator::name(kind), "gridkeep",
                                          "SquareAnalysis::recomputeAll(encounter), heights on",
                                          params, ours, {});
        line.add("pairs_in_sight", inSight);
        if (theirs)
            line.add("libtcod_median", theirs->samples.median())
                .add("ratio", ResultLine::ratio(ours, theirs->samples))
                .add("note", "not like for like: ours decides every cell-to-cell segment in "
                             "3-D, eye to eye, with zones, surrounded and cover; libtcod draws "
                             "one flat Bresenham line centre to centre per pair");
        ResultLine::finish(line);
    }
}
