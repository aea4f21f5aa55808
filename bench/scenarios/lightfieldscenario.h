#pragma once

#include "scenario.h"

// S10: the whole light field of 40 lights, radius 8, on the rooms map (docs/rules.md §8.1), and
// one light beside libtcod's radius-limited symmetric shadowcasting from the same cell.
class LightFieldScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S10"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
