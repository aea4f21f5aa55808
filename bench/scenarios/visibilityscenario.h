#pragma once

#include "scenario.h"

// S1: which cells one token sees, unlimited range (docs/rules.md §3.1), on each generated map,
// beside libtcod's symmetric shadowcasting from the same cell.
class VisibilityScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S1"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
