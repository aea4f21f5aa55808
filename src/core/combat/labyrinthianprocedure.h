#pragma once

#include "combat/combatprocedure.h"

// Seed 001's procedure (docs/rules.md §7.2): a Combat Roll of 2d20 every round, the highest
// total seizes the Initiative (opponents' ties roll off with 1d4, allies' ties choose), the
// acting combatant passes it on or a Reaction seizes it, and the Pass Back ends the round.
class LabyrinthianProcedure : public CombatProcedure
{
public:
    void begin(CombatRunner &runner) override;
    void beginRound(CombatRunner &runner) override;
    [[nodiscard]] QString suggestion(const CombatRunner &runner) const override;
    void poolChanged(CombatRunner &runner, const QString &tokenId) override;

    // Skill Points of one Combat Roll die: a 1 or a 20 gives two, a multiple of 5 one.
    [[nodiscard]] static int skillPoints(int face, int multiple, const QList<int> &doubleFaces);

private:
    void rollCombat(CombatRunner &runner) const;
};
