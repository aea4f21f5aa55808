#pragma once

#include "sampler.h"
#include "tcodresult.h"

#include "model/encounter.h"

#include <QPoint>
#include <optional>

// libtcod's Dijkstra over the whole map, the counterpart of S5's whole-map movement field:
// TCOD_dijkstra_compute from one cell, diagonal cost 1.5 to mimic 1-2-1-2 diagonals, walls
// not walkable. It knows no tokens, zones or climbing. nullopt without libtcod.
class TcodDijkstra
{
public:
    [[nodiscard]] static std::optional<TcodResult> measure(const Encounter &encounter,
                                                           QPoint origin, const Sampler &sampler);
};
