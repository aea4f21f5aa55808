#pragma once

#include "scenario.h"

// S11: a party token carrying a torch dragged across the rooms map among 40 lights: each step
// updates the light field incrementally and recomputes the party's vision (docs/rules.md §8).
class LightDragScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S11"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
