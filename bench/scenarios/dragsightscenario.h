#pragma once

#include "scenario.h"

// S2: a token dragged among 499 others, one cell a repetition; each step decides line of sight
// and cover from the mover to every other token (LineOfSight::between, docs/rules.md §1.6, §5.4).
class DragSightScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S2"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
