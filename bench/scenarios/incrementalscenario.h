#pragma once

#include "scenario.h"

// S3: the live update of one drag step (docs/rules.md §4): the token moves one cell,
// SquareAnalysis::update hears of it as TokenMoved, and the mover's reach (MovementField within
// its default budget) is recomputed, with 500 and with 1,000 tokens. Ends by checking the
// incremental result against a fresh full analysis.
class IncrementalScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S3"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
