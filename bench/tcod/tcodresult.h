#pragma once

#include "samples.h"

#include <cstdint>
#include <string>

// One libtcod timing for the side-by-side comparison, and what it found (cells seen, cells
// reached, pairs in sight), so a reader can see both sides answered a similar question.
struct TcodResult {
    Samples samples;
    std::string function;  // "TCOD_map_compute_fov" …
    std::string countName; // "cells_seen" …
    std::int64_t count = 0;
};
