#pragma once

#include "combat/combatprocedure.h"

// Seed 003's procedure (docs/rules.md §7.4): an initiative order rolled once, one turn each a
// round with an Attack, a Utility and a Movement action, one Reaction during every other
// combatant's turn; a new round only while two opposing sides can still fight.
class MetersProcedure : public CombatProcedure
{
public:
    void begin(CombatRunner &runner) override;
    void beginRound(CombatRunner &runner) override;
    [[nodiscard]] bool endsWhenOneSideIsLeft() const override { return true; }
    // A combatant that begins its turn in a FIELD or ZONE area gets an alert in the log, for the
    // GM only: areas stay off the players' screen (docs/rules.md §7.4).
    void turnStarted(CombatRunner &runner, const QString &tokenId) override;
};
