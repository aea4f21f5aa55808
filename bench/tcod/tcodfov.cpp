#include "tcodfov.h"

#include "tcodmap.h"

std::optional<TcodResult> TcodFov::measure(const Encounter &encounter, QPoint origin,
                                           const Sampler &sampler, int radius)
{
#ifdef GRIDKEEP_BENCH_LIBTCOD
    const TcodMap map(encounter);
    TcodResult result;
    result.function = "TCOD_map_compute_fov(FOV_SYMMETRIC_SHADOWCAST, radius " +
                      std::to_string(radius) + ", light_walls)";
    result.countName = "cells_seen";
    result.samples = sampler.run([&] {
        TCOD_map_compute_fov(map.get(), origin.x(), origin.y(), radius, true,
                             FOV_SYMMETRIC_SHADOWCAST);
    });
    const auto &board = encounter.board.square;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x)
            result.count += TCOD_map_is_in_fov(map.get(), x, y);
    }
    return result;
#else
    (void)encounter;
    (void)origin;
    (void)sampler;
    (void)radius;
    return std::nullopt;
#endif
}
