#pragma once

#include "jsonline.h"

#include "model/encounter.h"

// Builds a Labyrinthian Combat Grid encounter in memory (rule set `labyrinthian`, docs/rules.md
// §2), as resources/samples/churn-clash.encounter would load: a few marked positions (the churn
// difficult, a filled flank, water on a ranged position, a turbulent one), Skyward allowed,
// sides party and cult (enemies) and villagers (allied with the party), and `tokenCount` tokens
// spread over the fifteen positions and their levels, seeded.
class CombatGridGenerator
{
public:
    [[nodiscard]] static Encounter generate(int tokenCount);
    [[nodiscard]] static JsonLine params(const Encounter &encounter);

private:
    static constexpr unsigned Seed = 8'000;
};
