// CombatRunner's rule-set actions: Reactions and Saving Throws (labyrinthian), defend or
// yield (paces), and classic damage. The turn flow is in combatrunner.cpp.
#include "combat/combatprocedure.h"
#include "combat/combatrunner.h"
#include "model/encounter.h"

#include <algorithm>

namespace
{

QString faces(const QList<int> &dice)
{
    QStringList words;
    for (int face : dice)
        words << QString::number(face);
    return words.join(QLatin1Char(' '));
}

} // namespace

bool CombatRunner::react(const QString &reactorId)
{
    if (!isActive() || state().current.isEmpty() || !areEnemies(state().current, reactorId) ||
        isDefeated(reactorId) || !state().combatant(reactorId))
        return false;
    const auto &combat = rules().combat;
    if (const auto p = pool(reactorId, combat.reactPool); p && p->value <= 0) {
        //: %2 is a pool's short name, e.g. "0 EN".
        log(tr("%1 is at 0 %2 and cannot react")
                .arg(nameOf(reactorId), combat.pool(combat.reactPool)->shortName));
        return false;
    }
    state().seizedBy = reactorId;
    log(tr("%1 reacts against %2 and will seize the Initiative")
            .arg(nameOf(reactorId), nameOf(state().current)));
    return true;
}

bool CombatRunner::setDieModifier(const QString &tokenId, int modifier)
{
    auto *c = isActive() ? state().combatant(tokenId) : nullptr;
    if (!c)
        return false;
    c->dieModifier = modifier;
    int total = 0;
    for (int face : std::as_const(c->dice))
        total += face + modifier;
    c->initiative = total;
    if (auto *t = token(tokenId); t && !c->dice.isEmpty())
        t->movement = total + t->agility;
    log(tr("%1: modifier %2 a die, Combat Roll total %3")
            .arg(nameOf(tokenId))
            .arg(modifier)
            .arg(total));
    return true;
}

bool CombatRunner::savingThrow(const QString &tokenId, const QString &poolId, int modifier)
{
    const auto energy = pool(tokenId, poolId);
    const auto die = DiceExpression::parse(rules().combat.saveDie);
    if (!energy || !die)
        return false;
    const auto *p = rules().combat.pool(poolId);
    const auto name = p ? p->name : poolId;
    const double target = energy->value + modifier;
    bool success = false;
    if (const auto composure = pool(tokenId, rules().combat.reactPool);
        composure && composure->value <= 0) {
        // At 0 CP a combatant automatically fails any Saving Throw.
        //: %2 is an energy, %3 a pool's short name.
        log(tr("%1's %2 Saving Throw fails: 0 %3")
                .arg(nameOf(tokenId), name,
                     rules().combat.pool(rules().combat.reactPool)->shortName));
    } else {
        const auto r = m_dice.roll(*die);
        const double total = r.total + energy->value;
        success = total > target;
        //: %2 is an energy, %3 the roll, %4 the energy's value, %5 the total, %6 the target.
        log((success ? tr("%1's %2 Saving Throw: %3 + %4 = %5 against %6: passes")
                     //: %2 is an energy, %3 the roll, %4 the energy's value, %5 the total, %6
                     //: the target.
                     : tr("%1's %2 Saving Throw: %3 + %4 = %5 against %6: fails"))
                .arg(nameOf(tokenId), name, r.describe())
                .arg(energy->value)
                .arg(total)
                .arg(target));
    }
    if (!success)
        addCondition(tokenId, rules().proneCondition);
    return success;
}

bool CombatRunner::defend(const QString &targetId, double threat, const QString &poolId,
                          QString *why)
{
    const auto &combat = rules().combat;
    auto *c = isActive() ? state().combatant(targetId) : nullptr;
    if (!c)
        return false;
    auto chosen = poolId;
    if (!c->pools.contains(chosen) && c->pools.contains(combat.minionPool))
        chosen = combat.minionPool;
    if (!c->pools.contains(chosen))
        return false;
    const double armor = token(targetId)->stat(combat.armorStat);
    const double effective = std::max(0.0, threat - armor);
    const double left = c->pools.value(chosen).value;
    const auto name = combat.pool(chosen) ? combat.pool(chosen)->name : chosen;
    // "You can only defend against an attack with a specific defense if that defense is at
    // least equal to the threat of the attack targeting you."
    if (left < effective) {
        if (why)
            //: %2 is an amount, %3 a pool.
            *why = tr("%1 has %2 %3, less than the threat %4: it must yield")
                       .arg(nameOf(targetId))
                       .arg(left)
                       .arg(name)
                       .arg(effective);
        return false;
    }
    drain(targetId, chosen, effective);
    state().lastTarget = targetId;
    state().damageThisTurn[targetId] += effective;
    //: %2 is the pool defended with.
    log(tr("%1 defends with %2: threat %3 − armor %4 = %5")
            .arg(nameOf(targetId), name)
            .arg(threat)
            .arg(armor)
            .arg(effective));
    m_procedure->poolChanged(*this, targetId);
    return true;
}

bool CombatRunner::yieldTo(const QString &attackerId, const QString &targetId,
                           const QString &expression, Attack attack, const QString &poolId,
                           QString *why)
{
    const auto &combat = rules().combat;
    if (!isActive() || !state().combatant(targetId) || !token(attackerId))
        return false;
    const auto dice = DiceExpression::parse(expression, why);
    if (!dice)
        return false;
    const auto r = m_dice.roll(*dice);
    // Melee and thrown attacks add brawn; the target's armor reduces the yield.
    const double bonus = attack == Attack::Melee ? token(attackerId)->stat(combat.meleeStat) : 0;
    const double armor = token(targetId)->stat(combat.armorStat);
    const double amount = std::max(0.0, r.total + bonus - armor);
    const double cunning = token(attackerId)->stat(QStringLiteral("cunning"));
    const auto effects =
        std::count_if(r.kept.begin(), r.kept.end(), [&](int face) { return face <= cunning; });
    //: %3 is the roll, %4 the bonus, %5 the armor, %6 the damage.
    log(tr("%1 yields to %2: %3 + %4 − armor %5 = %6; %n cunning effect(s)", nullptr, int(effects))
            .arg(nameOf(targetId), nameOf(attackerId), r.describe())
            .arg(bonus)
            .arg(armor)
            .arg(amount));
    state().lastTarget = targetId;
    state().damageThisTurn[targetId] += amount;
    if (amount > 0)
        damage(targetId, amount, poolId);
    return true;
}

int CombatRunner::classicDiceCount(int level, int everyLevels)
{
    // One die at level 1, two at level 3, and one more at every odd level beyond.
    return 1 + std::max(0, level - 1) / std::max(1, everyLevels);
}

std::optional<CombatRunner::ClassicDamage> CombatRunner::classicAttack(const QString &attackerId,
                                                                       const QString &targetId,
                                                                       const ClassicAttack &attack)
{
    const auto &combat = rules().combat;
    if (!isActive() || !state().combatant(targetId) || !token(attackerId) || attack.sides < 2 ||
        (attack.power && attack.sneak)) // "Sneak Attacks cannot also be Power Attacks"
        return std::nullopt;
    ClassicDamage result;
    const int count =
        classicDiceCount(attack.level, combat.extraDieEveryLevels) * (attack.power ? 2 : 1);
    int sum = 0;
    for (int i = 0; i < count; ++i) {
        int face = m_dice.rollDie(attack.sides);
        result.original << face;
        sum += face;
        // A die that shows its maximum is rolled again and added, again and again.
        for (int extra = 0; face == attack.sides && extra < DiceRoller::MaxExplosions; ++extra) {
            face = m_dice.rollDie(attack.sides);
            result.exploded << face;
            sum += face;
        }
    }
    const QString dice =
        result.exploded.isEmpty()
            //: Dice rolled, e.g. "2d6: 3 5"; "d" is the dice notation's and stays as it is.
            ? tr("%1d%2: %3").arg(count).arg(attack.sides).arg(faces(result.original))
            //: Dice rolled with extra dice for each highest face, e.g. "2d6: 6 2 exploding 4".
            : tr("%1d%2: %3 exploding %4")
                  .arg(count)
                  .arg(attack.sides)
                  .arg(faces(result.original), faces(result.exploded));
    if (attack.sneak) {
        // Direct damage: the bonus is added, nothing is subtracted, and it lands as injuries.
        result.total = int(std::max(0.0, sum + attack.bonus));
        //: %3 is the dice rolled, %4 their sum, %5 the bonus, %6 the damage.
        log(tr("%1 sneak-attacks %2: %3 = %4 + %5 = %6 direct damage")
                .arg(nameOf(attackerId), nameOf(targetId), dice)
                .arg(sum)
                .arg(attack.bonus)
                .arg(result.total));
        if (result.total > 0 && !combat.directDamagePool.isEmpty())
            damage(targetId, result.total, combat.directDamagePool);
        return result;
    }
    // The magic bonus counts once for each original die, never for the exploded ones.
    const int magic = attack.magicBonus * count;
    const double defense = token(targetId)->stat(combat.defenseStat);
    result.total = int(std::max(0.0, sum + magic + attack.bonus - defense));
    //: %3 is the dice rolled, %4 their sum, %5 the magic bonus, %6 the bonus, %7 the defense
    //: points (DP), %8 the damage.
    log((attack.power ? tr("%1 hits %2 with a Power Attack: %3 = %4 + magic %5 + %6 − %7 DP = %8")
                      //: %3 is the dice rolled, %4 their sum, %5 the magic bonus, %6 the
                      //: bonus, %7 the defense points (DP), %8 the damage.
                      : tr("%1 hits %2: %3 = %4 + magic %5 + %6 − %7 DP = %8"))
            .arg(nameOf(attackerId), nameOf(targetId), dice)
            .arg(sum)
            .arg(magic)
            .arg(attack.bonus)
            .arg(defense)
            .arg(result.total));
    if (result.total > 0)
        damage(targetId, result.total);
    return result;
}
