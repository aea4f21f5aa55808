#include "combat/combatprocedure.h"

#include "combat/classicprocedure.h"
#include "combat/combatrunner.h"
#include "combat/labyrinthianprocedure.h"
#include "combat/metersprocedure.h"
#include "combat/pacesprocedure.h"
#include "model/encounter.h"

std::unique_ptr<CombatProcedure> CombatProcedure::create(const CombatRules &rules)
{
    switch (rules.procedure) {
    case CombatRules::Procedure::Labyrinthian:
        return std::make_unique<LabyrinthianProcedure>();
    case CombatRules::Procedure::Paces:
        return std::make_unique<PacesProcedure>();
    case CombatRules::Procedure::Meters:
        return std::make_unique<MetersProcedure>();
    case CombatRules::Procedure::Classic:
        return std::make_unique<ClassicProcedure>();
    case CombatRules::Procedure::None:
        break;
    }
    return nullptr;
}

QStringList CombatProcedure::candidates(const CombatRunner &runner) const
{
    // Everyone with a turn left this round, in the panel's order. Defeated combatants do not
    // hold the round open.
    const auto &s = runner.state();
    QStringList out;
    for (const auto &id : s.order) {
        const auto *c = s.combatant(id);
        if (c && id != s.current && c->turnsTaken < c->turnsPerRound && !runner.isDefeated(id))
            out << id;
    }
    return out;
}

QStringList CombatProcedure::undelayed(const CombatRunner &runner, const QStringList &ids)
{
    QStringList out;
    for (const auto &id : ids) {
        if (!runner.state().delayed.contains(id))
            out << id;
    }
    return out.isEmpty() ? ids : out;
}

QString CombatProcedure::suggestion(const CombatRunner &runner) const
{
    return undelayed(runner, candidates(runner)).value(0);
}

void CombatProcedure::poolChanged(CombatRunner &runner, const QString &tokenId)
{
    const auto &combat = runner.rules().combat;
    const auto *c = runner.state().combatant(tokenId);
    if (!c)
        return;
    bool anyThree = false;
    bool allThreeEmpty = true;
    for (const auto &pool : combat.pools) {
        if (pool.zeroCondition.isEmpty() || !c->pools.contains(pool.id))
            continue;
        const bool empty = c->pools.value(pool.id).value <= 0;
        anyThree = true;
        allThreeEmpty = allThreeEmpty && empty;
        runner.setCondition(tokenId, pool.zeroCondition, empty);
    }
    if (combat.defeatedCondition.isEmpty())
        return;
    // Which pools decide defeat: all three defenses (paces), a minion's one defense, or the
    // rule set's defeat pool (meters: health, classic: injuries). Without one (labyrinthian:
    // 0 Composure is not defeat) only the GM marks a combatant defeated.
    bool defeated = false;
    if (anyThree) {
        defeated = allThreeEmpty;
    } else if (!combat.minionPool.isEmpty() && c->pools.contains(combat.minionPool)) {
        defeated = c->pools.value(combat.minionPool).value <= 0;
    } else if (c->pools.contains(combat.defeatedPool)) {
        defeated = c->pools.value(combat.defeatedPool).value <= 0;
    } else {
        return;
    }
    const auto *token = runner.token(tokenId);
    if (token && token->hasCondition(combat.defeatedCondition) != defeated) {
        runner.setCondition(tokenId, combat.defeatedCondition, defeated);
        if (defeated)
            runner.log(QCoreApplication::translate("CombatProcedure", "%1 is defeated")
                           .arg(runner.nameOf(tokenId)));
    }
}

void CombatProcedure::turnStarted(CombatRunner &, const QString &) {}
