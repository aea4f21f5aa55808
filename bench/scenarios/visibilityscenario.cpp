#include "visibilityscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcodfov.h"
#include "tcod/tcodlibrary.h"

#include "engine/partysight.h"
#include "engine/visibilityfield.h"

std::string VisibilityScenario::summary() const
{
    return "visibility of every cell from one 1x1 token, unlimited range "
           "(VisibilityField::compute, board prepared once), 4 maps; libtcod "
           "FOV_SYMMETRIC_SHADOWCAST beside it";
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

        // Like libtcod's map, the board's per-cell data is built once, outside the timing.
        VisibilityField field;
        field.prepare(e.board.square, *e.rules);
        const QRect from = looker.footprintRect();
        const auto ours = sampler.run([&] {
            field.compute(from);
            benchSink = field.cells()[0];
        });
        const auto prepare = sampler.run([&] {
            field.prepare(e.board.square, *e.rules);
            benchSink = field.width();
        });
        const auto partySight =
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
                              "VisibilityField::compute(footprint)", params, ours, target);
        line.add("cells_seen", std::int64_t(cellsSeen))
            .add("prepare_median", prepare.median())
            .add("party_sight_cells_median", partySight.median());
        if (theirs)
            line.add("libtcod_median", theirs->samples.median())
                .add("ratio", ResultLine::ratio(ours, theirs->samples));
        line.add("note", "exact line of sight (docs/rules.md §1.6) to every cell by integer "
                         "shadowcasting into a byte per cell; prepare_median is the per-board "
                         "setup, party_sight_cells_median the whole PartySight::cells (setup, "
                         "field and QSet<QPoint>)");
        ResultLine::finish(line);
    }
}
