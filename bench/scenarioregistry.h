#pragma once

#include "scenario.h"

#include <memory>
#include <string>
#include <vector>

// Every scenario of the suite, in the order --all runs and --list shows them.
class ScenarioRegistry
{
public:
    ScenarioRegistry();

    [[nodiscard]] const std::vector<std::unique_ptr<Scenario>> &all() const { return m_scenarios; }
    // nullptr for an unknown id; ids match without regard to case ("s1" finds S1).
    [[nodiscard]] Scenario *find(const std::string &id) const;

private:
    std::vector<std::unique_ptr<Scenario>> m_scenarios;
};
