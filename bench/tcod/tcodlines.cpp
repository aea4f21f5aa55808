#include "tcodlines.h"

#include "tcodmap.h"

#ifdef GRIDKEEP_BENCH_LIBTCOD
#include <libtcod/bresenham.h>

#include <QPoint>
#include <vector>

namespace
{

// TCOD_line's listener takes no user data: the map it reads is this one.
const TCOD_Map *listenedMap = nullptr;

bool transparent(int x, int y)
{
    return TCOD_map_is_transparent(listenedMap, x, y);
}

} // namespace
#endif

std::optional<TcodResult> TcodLines::measure(const Encounter &encounter, const Sampler &sampler)
{
#ifdef GRIDKEEP_BENCH_LIBTCOD
    const TcodMap map(encounter);
    std::vector<QPoint> centres;
    for (const auto &t : encounter.tokens)
        centres.emplace_back(t.x + t.footprint() / 2, t.y + t.footprint() / 2);
    listenedMap = map.get();
    TcodResult result;
    result.function = "TCOD_line (Bresenham), all token-centre pairs";
    result.countName = "pairs_in_sight";
    std::int64_t inSight = 0;
    result.samples = sampler.run([&] {
        inSight = 0;
        for (std::size_t i = 0; i < centres.size(); ++i) {
            for (std::size_t j = i + 1; j < centres.size(); ++j)
                inSight += TCOD_line(centres[i].x(), centres[i].y(), centres[j].x(), centres[j].y(),
                                     transparent);
        }
    });
    result.count = inSight;
    listenedMap = nullptr;
    return result;
#else
    (void)encounter;
    (void)sampler;
    return std::nullopt;
#endif
}
