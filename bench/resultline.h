#pragma once

#include "jsonline.h"
#include "samples.h"

#include <optional>
#include <string>

// The JSON line of one measured case (bench/README.md "Output"): who measured what, with which
// parameters, min / median / p99 in microseconds, the target and which statistic it is for,
// heap allocations per repetition (all counted ones, and the operator new calls among them);
// the caller adds its own fields and then finish() adds the
// process's peak RSS and prints.
class ResultLine
{
public:
    struct Target {
        std::optional<double> microseconds; // none: the issue gives no target for this case
        std::string statistic = "median";   // "median" or "p99"
    };

    [[nodiscard]] static JsonLine start(const std::string &scenario, const std::string &caseName,
                                        const std::string &library, const std::string &measures,
                                        const JsonLine &params, const Samples &samples,
                                        const Target &target);
    static void finish(JsonLine &line);
    // ours ÷ theirs, both medians.
    [[nodiscard]] static double ratio(const Samples &ours, const Samples &theirs);
};
