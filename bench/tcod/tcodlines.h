#pragma once

#include "sampler.h"
#include "tcodresult.h"

#include "model/encounter.h"

#include <optional>

// libtcod's Bresenham lines between every pair of token centres, the counterpart of S4:
// TCOD_line from the centre cell of one token to that of the other, stopping at the first cell
// that is not transparent. One line per unordered pair; no cover, no walls segments, no zones.
// nullopt without libtcod.
class TcodLines
{
public:
    [[nodiscard]] static std::optional<TcodResult> measure(const Encounter &encounter,
                                                           const Sampler &sampler);
};
