#pragma once

#include "scenario.h"

// S6: zones of control and surrounded (docs/rules.md §1.4, §1.5) for 1,000 tokens: a full
// rebuild (OccupancyMap, ZocMap, Surrounded::evaluate for every token), and the incremental
// work of one token's one-cell move (its zone taken out and put back, and the statuses near it).
class ZoneScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S6"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
