#pragma once

#include "combat/combatprocedure.h"

// Seed 004's procedure (docs/rules.md §7.5): a d6 each round for side initiative (1–3 the
// enemies, 4–6 the party), each side ordering itself, and an optional surprise round in which
// only the surprising side acts.
class ClassicProcedure : public CombatProcedure
{
public:
    void begin(CombatRunner &runner) override;
    void beginRound(CombatRunner &runner) override;
    [[nodiscard]] QStringList candidates(const CombatRunner &runner) const override;

private:
    void rollSides(CombatRunner &runner) const;
};
