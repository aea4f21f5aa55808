#pragma once

#include "scenario.h"

// S7: stress: 1,000 tokens, one token dragged 200 steps; each step is what the app does live
// (SquareAnalysis::update for TokenMoved, then the mover's reach). Reports the heap allocations
// per step and checks the incremental result against a fresh full analysis at the end.
class StressDragScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S7"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
