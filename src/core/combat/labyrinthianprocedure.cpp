#include "combat/labyrinthianprocedure.h"

#include "combat/combatrunner.h"
#include "model/encounter.h"

#include <algorithm>

int LabyrinthianProcedure::skillPoints(int face, int multiple, const QList<int> &doubleFaces)
{
    if (doubleFaces.contains(face))
        return 2;
    return multiple > 0 && face % multiple == 0 ? 1 : 0;
}

void LabyrinthianProcedure::begin(CombatRunner &runner)
{
    rollCombat(runner);
}

void LabyrinthianProcedure::beginRound(CombatRunner &runner)
{
    rollCombat(runner);
}

void LabyrinthianProcedure::rollCombat(CombatRunner &runner) const
{
    const auto &combat = runner.rules().combat;
    const auto expression = DiceExpression::parse(combat.combatRoll);
    if (!expression)
        return;
    auto &s = runner.state();
    for (auto &c : s.combatants) {
        if (runner.isDefeated(c.tokenId)) {
            // Out of the fight: no Actions and no Movement this round.
            c.dice.clear();
            c.initiative = 0;
            runner.token(c.tokenId)->movement.reset();
            continue;
        }
        const auto roll = runner.dice().roll(*expression);
        c.dice = roll.kept;
        int total = 0;
        int points = 0;
        int criticals = 0;
        QStringList ratings;
        for (int face : std::as_const(c.dice)) {
            total += face + c.dieModifier;
            points += skillPoints(face, combat.skillPointMultiple, combat.doubleSkillPointFaces);
            criticals += face == combat.criticalFace ? 1 : 0;
            ratings << QString::number(face + c.dieModifier);
        }
        c.initiative = total;
        auto *token = runner.token(c.tokenId);
        // The round's Movement is the roll plus Agility; the engine reads it for reach.
        token->movement = total + token->agility;
        QStringList faces;
        for (int face : std::as_const(c.dice))
            faces << QString::number(face);
        QString text =
            //: %2 is the rule set's Combat Roll dice, %3 the faces rolled.
            QCoreApplication::translate("LabyrinthianProcedure",
                                        "%1: Combat Roll %2 (%3), total %4; Action Ratings %5")
                .arg(runner.nameOf(c.tokenId), combat.combatRoll, faces.join(QStringLiteral(" ")))
                .arg(total)
                .arg(ratings.join(QStringLiteral(", ")));
        if (criticals > 0)
            //: Added to a combatant's Combat Roll line.
            text += QCoreApplication::translate("LabyrinthianProcedure", "; %n Critical Action(s)",
                                                nullptr, criticals);
        if (points > 0)
            //: Added to a combatant's Combat Roll line.
            text += QCoreApplication::translate("LabyrinthianProcedure", "; %n Skill Point(s)",
                                                nullptr, points);
        //: Ends a combatant's Combat Roll line.
        text += QCoreApplication::translate("LabyrinthianProcedure", "; Movement %1")
                    .arg(*token->movement);
        runner.log(text);
    }
    // The highest total seizes the Initiative. Ties between opponents roll off with the tie
    // die until one wins; ties among allies are theirs to settle (the first is suggested).
    QStringList top;
    int best = -1;
    for (const auto &id : candidates(runner)) {
        const int total = s.combatant(id)->initiative;
        if (total > best) {
            best = total;
            top = {id};
        } else if (total == best) {
            top << id;
        }
    }
    const auto tieDie = DiceExpression::parse(combat.tieRollOff);
    const auto hasOpponents = [&](const QStringList &ids) {
        for (const auto &a : ids) {
            for (const auto &b : ids) {
                if (runner.areEnemies(a, b))
                    return true;
            }
        }
        return false;
    };
    while (tieDie && top.size() > 1 && hasOpponents(top)) {
        QStringList next;
        int high = -1;
        QStringList rolls;
        for (const auto &id : std::as_const(top)) {
            const int r = runner.dice().roll(*tieDie).total;
            rolls << QStringLiteral("%1 %2").arg(runner.nameOf(id)).arg(r);
            if (r > high) {
                high = r;
                next = {id};
            } else if (r == high) {
                next << id;
            }
        }
        //: %1 is the tied total, %2 the tie die, %3 each name with its roll.
        runner.log(
            QCoreApplication::translate("LabyrinthianProcedure", "Tie at %1: roll-off %2: %3")
                .arg(best)
                .arg(combat.tieRollOff, rolls.join(QStringLiteral(", "))));
        top = next;
    }
    if (top.size() > 1) {
        QStringList names;
        for (const auto &id : std::as_const(top))
            names << runner.nameOf(id);
        //: %1 is the tied total, %2 the names of the tied allies.
        runner.log(QCoreApplication::translate("LabyrinthianProcedure",
                                               "Allies tie at %1: %2 choose who acts first")
                       .arg(best)
                       .arg(names.join(QStringLiteral(", "))));
    }
    s.seizedBy = top.value(0);
    if (!s.seizedBy.isEmpty())
        runner.log(QCoreApplication::translate("LabyrinthianProcedure", "%1 seizes the Initiative")
                       .arg(runner.nameOf(s.seizedBy)));
}

QString LabyrinthianProcedure::suggestion(const CombatRunner &runner) const
{
    const auto &s = runner.state();
    const auto waiting = undelayed(runner, candidates(runner));
    if (waiting.isEmpty())
        return {};
    if (waiting.contains(s.seizedBy))
        return s.seizedBy;
    const auto byTotal = [&](QStringList ids) {
        std::stable_sort(ids.begin(), ids.end(), [&](const QString &a, const QString &b) {
            return s.combatant(a)->initiative > s.combatant(b)->initiative;
        });
        return ids;
    };
    // The Pass Back: those on the passer's side with a turn left announce it first; when
    // nobody there does, the Initiative goes back to the opposing side.
    const auto passer = s.current.isEmpty() ? s.turns.value(s.turns.size() - 1) : s.current;
    QStringList sameSide;
    QStringList otherSide;
    for (const auto &id : waiting)
        (passer.isEmpty() || !runner.areEnemies(passer, id) ? sameSide : otherSide) << id;
    if (!sameSide.isEmpty())
        return byTotal(sameSide).first();
    return byTotal(otherSide).value(0);
}

void LabyrinthianProcedure::poolChanged(CombatRunner &runner, const QString &tokenId)
{
    CombatProcedure::poolChanged(runner, tokenId);
    const auto &combat = runner.rules().combat;
    const auto pool = runner.pool(tokenId, combat.reactPool);
    if (!pool || combat.vulnerableCondition.isEmpty())
        return;
    // At 0 CP a combatant cannot react and is vulnerable.
    const bool vulnerable = pool->value <= 0;
    const auto *token = runner.token(tokenId);
    if (token->hasCondition(combat.vulnerableCondition) == vulnerable)
        return;
    runner.setCondition(tokenId, combat.vulnerableCondition, vulnerable);
    if (vulnerable)
        //: %2 is a pool's short name.
        runner.log(QCoreApplication::translate("LabyrinthianProcedure",
                                               "%1 is at 0 %2: cannot react, and is vulnerable")
                       .arg(runner.nameOf(tokenId), combat.pool(combat.reactPool)->shortName));
}
