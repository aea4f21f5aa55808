#pragma once

#include "scenario.h"

// "drag": the realistic drag of docs/rules.md §4 that gridkeep-bench always measured
// (dragscenario.h: 100×100, wall lines, obstacles, hills, wall segments and doors, 200 tokens),
// one token dragged 100 steps along a square spiral: SquareAnalysis::update per step, and
// recomputeAll on the same states for comparison; checks the two agree at the end.
class RealisticDragScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "drag"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
