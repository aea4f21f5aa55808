#pragma once

#include "scenario.h"

// S4: the full analysis of 500 tokens (SquareAnalysis::recomputeAll: zones, statuses, and line
// of sight and cover for every pair), beside libtcod's Bresenham lines between the same token
// centres.
class FullAnalysisScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S4"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
