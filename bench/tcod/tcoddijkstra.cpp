#include "tcoddijkstra.h"

#include "tcodmap.h"

#ifdef GRIDKEEP_BENCH_LIBTCOD
#include <libtcod/path.h>
#endif

std::optional<TcodResult> TcodDijkstra::measure(const Encounter &encounter, QPoint origin,
                                                const Sampler &sampler)
{
#ifdef GRIDKEEP_BENCH_LIBTCOD
    const TcodMap map(encounter);
    // Built once, as our field's tables are part of the timing only where they depend on the
    // start: libtcod allocates its distance arrays here, not in compute.
    TCOD_dijkstra_t dijkstra = TCOD_dijkstra_new(map.get(), 1.5f);
    TcodResult result;
    result.function = "TCOD_dijkstra_compute(diagonal cost 1.5)";
    result.countName = "cells_reached";
    result.samples = sampler.run([&] { TCOD_dijkstra_compute(dijkstra, origin.x(), origin.y()); });
    const auto &board = encounter.board.square;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x)
            result.count += TCOD_dijkstra_get_distance(dijkstra, x, y) >= 0;
    }
    TCOD_dijkstra_delete(dijkstra);
    return result;
#else
    (void)encounter;
    (void)origin;
    (void)sampler;
    return std::nullopt;
#endif
}
