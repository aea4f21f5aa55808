#pragma once

#include "benchoptions.h"

#include <string>

// One scenario of bench/README.md: it builds its encounters, times its cases and prints one
// JSON line per case (ResultLine). Targets are printed next to the numbers; nothing fails on time.
class Scenario
{
public:
    virtual ~Scenario() = default;

    // "S1" … "S9", "drag".
    [[nodiscard]] virtual std::string id() const = 0;
    // One line for --list.
    [[nodiscard]] virtual std::string summary() const = 0;
    virtual void run(const BenchOptions &options) = 0;
};
