#pragma once

#include "scenario.h"

// S5: the movement field of docs/rules.md §1.7 and §5.7 (MovementField: 1-2-1-2 diagonals under
// paces, climbing a terrace step costs more, enemies' zones and tokens in the way), bounded to
// 24 squares and over the whole map, beside libtcod's Dijkstra from the same cell.
class MovementScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S5"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
