#pragma once

#include "model/encounter.h"

// The lit rooms map of S10 and S11: the generator's rooms board in darkness with `lights` lights
// (bright 4, dim 8) on seeded free cell centres, and `tokens` tokens as MapGenerator places
// them (token 0 is a party token near the centre).
class LightedMap
{
public:
    static constexpr double Bright = 4;
    static constexpr double Dim = 8;

    [[nodiscard]] static Encounter build(int lights, int tokens);
};
