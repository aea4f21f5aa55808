#pragma once

#include "scenario.h"

// S9: the tactical map of docs/rules.md §1.10 (TacticalMap::compute) for one token against the
// nearest enemy, among 500 tokens, within the token's default budget.
class TacticalMapScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S9"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
