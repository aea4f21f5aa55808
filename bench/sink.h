#pragma once

#include <cstdint>

// Where timed bodies put a number derived from their result, so the optimiser cannot drop the
// work being measured.
inline volatile std::int64_t benchSink = 0;
