#include "fullanalysisscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcodlibrary.h"
#include "tcod/tcodlines.h"

#include "engine/squareanalysis.h"

std::string FullAnalysisScenario::summary() const
{
    return "full analysis of 500 tokens (SquareAnalysis::recomputeAll), 4 maps; libtcod "
           "TCOD_line all token-centre pairs beside it";
}

void FullAnalysisScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 500;
    for (const MapKind kind : MapGenerator::allKinds()) {
        const Encounter e = MapGenerator::withTokens(kind, tokenCount);
        SquareAnalysis analysis(Perspective::GameMaster);
        const auto ours = sampler.run([&] {
            analysis.recomputeAll(e);
            benchSink = analysis.lastStats().sights;
        });
        // The casts run on every core (docs/architecture.md §4.10); the same on one thread, so
        // that the line says what the threads bring.
        SquareAnalysis oneThread(Perspective::GameMaster);
        oneThread.setCastThreads(1);
        const auto single = sampler.run([&] {
            oneThread.recomputeAll(e);
            benchSink = oneThread.lastStats().sights;
        });
        std::int64_t inSight = 0;
        std::int64_t withCover = 0;
        bool keptEqualsBetween = true;
        const QStringList ids = analysis.tokenIds();
        for (int i = 0; i < ids.size(); ++i) {
            for (int j = i + 1; j < ids.size(); ++j) {
                // pair() decides the pair again with LineOfSight::between, reasons included:
                // a second opinion on the two bits recomputeAll() kept.
                const auto sight = analysis.pair(ids[i], ids[j])->sight;
                const auto kept = analysis.storedSight(ids[i], ids[j]);
                inSight += sight.lineOfSight;
                withCover += sight.cover;
                keptEqualsBetween = keptEqualsBetween && kept->lineOfSight == sight.lineOfSight &&
                                    kept->cover == sight.cover;
            }
        }
        const JsonLine params = MapGenerator::params(kind, e);
        const auto theirs = TcodLines::measure(e, sampler);
        if (theirs)
            TcodLibrary::printResult(id(), MapGenerator::name(kind), params, *theirs);

        ResultLine::Target target;
        if (kind == MapKind::Walls5)
            target.microseconds = 5000;
        else if (kind == MapKind::Open)
            target.microseconds = 20000;
        JsonLine line =
            ResultLine::start(id(), MapGenerator::name(kind), "gridkeep",
                              "SquareAnalysis::recomputeAll(encounter)", params, ours, target);
        line.add("pairs_in_sight", inSight)
            .add("pairs_with_cover", withCover)
            .add("kept_equals_between", keptEqualsBetween)
            .add("pair_index_enabled", analysis.pairIndexEnabled())
            .add("pair_index_entries", std::int64_t(analysis.pairIndexEntries()))
            .add("cast_threads", std::int64_t(analysis.castThreadsUsed()))
            .add("one_thread_median", single.median());
        if (theirs)
            line.add("libtcod_median", theirs->samples.median())
                .add("ratio", ResultLine::ratio(ours, theirs->samples))
                .add("one_thread_ratio", ResultLine::ratio(single, theirs->samples))
                .add("note", "not like for like: ours also decides zones, surrounded, cover, "
                             "walls and every cell-to-cell segment between footprints; libtcod "
                             "draws one Bresenham line centre to centre per pair");
        ResultLine::finish(line);
    }
}
