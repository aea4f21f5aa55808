#include "lightfieldscenario.h"

#include "lightedmap.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"
#include "tcod/tcodfov.h"
#include "tcod/tcodlibrary.h"

#include "engine/lightfield.h"

std::string LightFieldScenario::summary() const
{
    return "the light field of 40 lights, radius 8, on the rooms map (LightField::rebuild); one "
           "light beside libtcod FOV_SYMMETRIC_SHADOWCAST with radius 8";
}

void LightFieldScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int lightCount = 40;
    const Encounter e = LightedMap::build(lightCount, 1);
    JsonLine params = MapGenerator::params(MapKind::Rooms, e);
    params.add("lights", lightCount).add("bright", LightedMap::Bright).add("dim", LightedMap::Dim);

    LightField field;
    const auto all = sampler.run([&] {
        field.rebuild(e);
        benchSink = int(field.computedAt(0, 0));
    });
    int litCells = 0;
    for (int y = 0; y < field.height(); ++y) {
        for (int x = 0; x < field.width(); ++x)
            litCells += field.computedAt(x, y) != LightLevel::Dark;
    }
    ResultLine::Target target;
    target.microseconds = 2000;
    JsonLine line = ResultLine::start(id(), "rooms-40-lights", "gridkeep",
                                      "LightField::rebuild(encounter): the board's sight data "
                                      "and every pool",
                                      params, all, target);
    line.add("lit_cells", litCells)
        .add("note", "exact: Euclidean radii compared as squares of micro-cells, every line "
                     "from the light's point to a cell centre tested against walls and "
                     "sight-blocking cells (docs/rules.md §8.1)");
    ResultLine::finish(line);

    // One light against libtcod's radius-limited FOV from the same cell.
    Encounter one = e;
    one.board.square.lights = {e.board.square.lights.first()};
    const Light &light = one.board.square.lights.first();
    const QPoint origin(int(light.x / FixedPoint::Scale), int(light.y / FixedPoint::Scale));
    // The pool alone: the light steps between two points, so each update recomputes it once
    // with the board's sight data already built.
    LightField single;
    single.rebuild(one);
    Light &moving = one.board.square.lights.first();
    const qint64 home = moving.x;
    int flip = 0;
    const auto ours = sampler.run([&] {
        moving.x = (++flip % 2) ? home : home + 1;
        single.update(one, EncounterChange::lighting());
        benchSink = int(single.computedAt(origin.x(), origin.y()));
    });
    JsonLine oneParams = MapGenerator::params(MapKind::Rooms, one);
    oneParams.add("origin", std::vector<int>{origin.x(), origin.y()}).add("radius", 8);
    const auto theirs = TcodFov::measure(one, origin, sampler, 8);
    if (theirs)
        TcodLibrary::printResult(id(), "rooms-one-light", oneParams, *theirs);
    JsonLine oneLine =
        ResultLine::start(id(), "rooms-one-light", "gridkeep",
                          "LightField::update: one light's pool, radius 8", oneParams, ours, {});
    if (theirs)
        oneLine.add("libtcod_median", theirs->samples.median())
            .add("ratio", ResultLine::ratio(ours, theirs->samples));
    oneLine.add("note", "libtcod's FOV answers which cells are visible within the radius; ours "
                        "also grades bright and dim and decides every line exactly");
    ResultLine::finish(oneLine);
}
