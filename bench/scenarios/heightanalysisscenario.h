#pragma once

#include "scenario.h"

// S4h: S4's full analysis of 500 tokens with sight over heights on (docs/rules.md §13): the
// maps' terraced hills now hide what lies behind them, every line runs from eye to eye. Beside
// libtcod's Bresenham lines between the same token centres, as S4.
class HeightAnalysisScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S4h"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
