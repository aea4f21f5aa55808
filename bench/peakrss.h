#pragma once

#include <cstdint>

// The process's peak resident set size so far (getrusage's ru_maxrss), in KiB on Linux.
class PeakRss
{
public:
    [[nodiscard]] static std::int64_t kib();
};
