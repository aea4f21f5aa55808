#pragma once

#include "sampler.h"
#include "tcodresult.h"

#include "model/encounter.h"

#include <QPoint>
#include <optional>

// libtcod's field of view, the counterpart of S1: TCOD_map_compute_fov with
// FOV_SYMMETRIC_SHADOWCAST from one cell, walls lit, unlimited radius unless `radius` > 0.
// nullopt without libtcod.
class TcodFov
{
public:
    [[nodiscard]] static std::optional<TcodResult>
    measure(const Encounter &encounter, QPoint origin, const Sampler &sampler, int radius = 0);
};
