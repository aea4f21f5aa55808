#pragma once

#include "jsonline.h"
#include "tcodresult.h"

#include <string>

// Whether this gridkeep-bench was built with libtcod (bench/CMakeLists.txt finds it with
// pkg-config; `apt-get install libtcod-dev` provides it). Without it the comparisons are skipped.
class TcodLibrary
{
public:
    [[nodiscard]] static bool available();
    // "1.18.1", or "" without libtcod.
    [[nodiscard]] static std::string version();
    // Prints the one JSON line that says the comparison was skipped and why.
    static void printSkipped();
    // Prints a libtcod timing as its own JSON line (ResultLine, library "libtcod", no target).
    static void printResult(const std::string &scenario, const std::string &caseName,
                            const JsonLine &params, const TcodResult &result);
};
