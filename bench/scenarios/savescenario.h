#pragma once

#include "scenario.h"

// S12: saving an encounter at the token limit (docs/file-format.md §14): EncounterWriter::toBytes,
// which builds the JSON and writes it as text with the preferred key order.
class SaveScenario : public Scenario
{
public:
    [[nodiscard]] std::string id() const override { return "S12"; }
    [[nodiscard]] std::string summary() const override;
    void run(const BenchOptions &options) override;
};
