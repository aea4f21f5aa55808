#pragma once

#include "scenario.h"

// S8: the Labyrinthian Combat Grid with 200 tokens (docs/rules.md §2): the full analysis
// (PositionAnalysis::recomputeAll) and one combatant's reach (PositionMovement), together and
// apart.
class CombatGridScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S8"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
