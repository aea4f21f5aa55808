#include "combat/classicprocedure.h"

#include "combat/combatrunner.h"
#include "model/encounter.h"

void ClassicProcedure::begin(CombatRunner &runner)
{
    // With a surprise round, the first initiative die waits for the round after it.
    if (!runner.state().surpriseRound)
        rollSides(runner);
}

void ClassicProcedure::beginRound(CombatRunner &runner)
{
    rollSides(runner);
}

void ClassicProcedure::rollSides(CombatRunner &runner) const
{
    const auto &combat = runner.rules().combat;
    const auto die = DiceExpression::parse(combat.sideInitiativeDie);
    if (!die)
        return;
    const auto roll = runner.dice().roll(*die);
    auto &s = runner.state();
    s.firstSide =
        roll.total <= combat.enemiesFirstUpTo ? QStringLiteral("enemies") : QStringLiteral("party");
    //: %1 is the initiative roll, e.g. "1d6: 4 = 4".
    runner.log((s.firstSide == QLatin1String("party")
                    ? QCoreApplication::translate("ClassicProcedure",
                                                  "Initiative %1: the party goes first")
                    //: %1 is the initiative roll, e.g. "1d6: 4 = 4".
                    : QCoreApplication::translate("ClassicProcedure",
                                                  "Initiative %1: the enemies go first"))
                   .arg(roll.describe()));
}

QStringList ClassicProcedure::candidates(const CombatRunner &runner) const
{
    const auto &s = runner.state();
    const auto all = CombatProcedure::candidates(runner);
    const auto group = [&](const QString &side) {
        QStringList out;
        for (const auto &id : all) {
            if (runner.isParty(id) == (side == QLatin1String("party")))
                out << id;
        }
        return out;
    };
    if (s.surpriseRound)
        return group(s.surpriseSide);
    // The winning side acts first, in the order it chooses; then the other side.
    const auto first = group(s.firstSide);
    return first.isEmpty() ? group(s.firstSide == QLatin1String("party") ? QStringLiteral("enemies")
                                                                         : QStringLiteral("party"))
                           : first;
}
