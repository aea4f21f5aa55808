#include "combat/metersprocedure.h"

#include "combat/areaalert.h"
#include "combat/combatrunner.h"
#include "model/encounter.h"

#include <algorithm>

void MetersProcedure::begin(CombatRunner &runner)
{
    const auto &combat = runner.rules().combat;
    const auto expression = DiceExpression::parse(combat.initiativeDice);
    auto &s = runner.state();
    if (!expression)
        return;
    for (auto &c : s.combatants) {
        const auto roll = runner.dice().roll(*expression);
        const int bonus = int(runner.token(c.tokenId)->stat(combat.initiativeStat));
        c.initiative = roll.total + bonus;
        //: %2 is the roll, %3 the bonus, %4 the total, %5 the initiative dice.
        runner.log(
            QCoreApplication::translate("MetersProcedure", "%1: initiative %2 + %3 = %4 (%5)")
                .arg(runner.nameOf(c.tokenId))
                .arg(roll.total)
                .arg(bonus)
                .arg(c.initiative)
                .arg(combat.initiativeDice));
    }
    // Highest first; equal rolls keep the panel's order, and the GM may reorder.
    std::stable_sort(s.order.begin(), s.order.end(), [&](const QString &a, const QString &b) {
        return s.combatant(a)->initiative > s.combatant(b)->initiative;
    });
}

void MetersProcedure::beginRound(CombatRunner &) {}

void MetersProcedure::turnStarted(CombatRunner &runner, const QString &tokenId)
{
    const auto *token = runner.token(tokenId);
    if (!token)
        return;
    for (const auto &text : AreaAlert::turnStart(runner.encounter(), *token))
        runner.log(text, true);
}
