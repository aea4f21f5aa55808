#include "visibilityscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcodfov.h"
#include "tcod/tcodlibrary.h"

#include "engine/partysight.h"

std::string VisibilityScenario::summary() const
{
    return "visibility of every cell from one 1x1 token, unlimited range (PartySight::cells), "
           "4 maps; libtcod FOV_SYMMETRIC_SHADOWCAST beside it";
}

void VisibilityScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    for (const MapKind kind : MapGenerator::allKinds()) {
        // One token: PartySight looks from every party token, so the party is this one.
        const Encounter e = MapGenerator::withTokens(kind, 1);
        const Token &looker = e.tokens.first();
        const QPoint origin(looker.x, looker.y);
        JsonLine params = MapGenerator::params(kind, e);
        params.add("origin", std::vector<int>{origin.x(), origin.y()}).add("range", "unlimited");

        const auto ours =
            sampler.run([&] { benchSink = PartySight::cells(e, looker.side).size(); });
        const auto cellsSeen = PartySight::cells(e, looker.side).size();
        const auto theirs = TcodFov::measure(e, origin, sampler);
        if (theirs)
            TcodLibrary::printResult(id(), MapGenerator::name(kind), params, *theirs);

        ResultLine::Target target;
        if (kind == MapKind::Walls20)
            target.microseconds = 25;
        else if (kind == MapKind::Open)
            target.microseconds = 60;
        JsonLine line =
            ResultLine::start(id(), MapGenerator::name(kind), "gridkeep",
                              "PartySight::cells(encounter, side)", params, ours, target);
        line.add("cells_seen", std::int64_t(cellsSeen));
        if (theirs)
            line.add("libtcod_median", theirs->samples.median())
                .add("ratio", ResultLine::ratio(ours, theirs->samples));
        line.add("note", "the engine has no public single-token visibility field; this times "
                         "PartySight::cells with a one-token party: exact line of sight "
                         "(docs/rules.md §1.6) tested cell by cell, into a QSet<QPoint>");
        ResultLine::finish(line);
    }
}
