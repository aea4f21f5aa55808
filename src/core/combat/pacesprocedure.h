#pragma once

#include "combat/combatprocedure.h"

// Seed 002's procedure (docs/rules.md §7.3): the GM picks who acts first; after each turn the
// app suggests the character most affected by it (the target of its action, else the one
// dealt the most damage, else the one closest to where the turn ended; enemies win ties).
// A defense at 0 sets its condition; all three at 0 defeat, and the rest goes to stress.
class PacesProcedure : public CombatProcedure
{
public:
    void begin(CombatRunner &runner) override;
    void beginRound(CombatRunner &runner) override;
    [[nodiscard]] QString suggestion(const CombatRunner &runner) const override;
};
