#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// The numbers and names of a rule set's combat procedure, read from the "combat" object of
// rules/<id>.json (docs/rules.md §7). The procedure itself is C++ (src/core/combat).
struct CombatRules {
    enum class Procedure { None, Labyrinthian, Paces, Meters, Classic };

    // One energy or defense a combatant tracks in combat.
    struct Pool {
        QString id;
        QString name;
        QString shortName; // "CP", "SP" … for the bars
        QString color;
        // The pool's starting value: `base` + `perStat` × the token's `stat` (paces: poise is
        // 5 + 5 × agility). A token's `stats` may also give the pool itself ("poise": 12).
        double base = 0;
        double perStat = 0;
        QString stat;
        QString zeroCondition;  // set while the pool is 0 (paces: reeling …)
        bool unbounded = false; // stress: counts up from 0 with no maximum
    };

    // A number the GM gives a token for this procedure (the inspector offers these).
    struct Stat {
        QString id;
        QString name;
    };

    Procedure procedure = Procedure::None;
    QList<Stat> stats;
    QList<Pool> pools;
    QString damagePool;       // where plain damage goes (keyboard D)
    QString rollExpression;   // the default roll for a token (keyboard R)
    QString initiativeDice;   // meters: each combatant's initiative roll
    QString initiativeStat;   // meters: the stat added to it
    QStringList turnActions;  // per-turn checkboxes: attack, utility, movement …
    bool hasReaction = false; // meters: one reaction during every other combatant's turn

    // labyrinthian
    QString combatRoll; // "2d20": one Action a die
    QString tieRollOff; // "1d4"
    int criticalFace = 20;
    int skillPointMultiple = 5;
    QList<int> doubleSkillPointFaces; // 1 and 20 give two Skill Points
    QString saveDie;                  // "1d20"
    QString reactPool;                // at 0 of it, no reaction: "composure"
    QString vulnerableCondition;
    QString actionsPool; // at 0 of it, its actions are unavailable: "acuity"

    // paces
    QString minionPool; // "defense": one pool instead of the three
    QString defeatedCondition;
    QString defeatedPool; // meters, classic: at 0 of it a combatant is defeated
    QString overflowPool; // "stress"
    QString armorStat;
    QString meleeStat; // added to a melee or thrown yield: "brawn"

    // classic
    QString sideInitiativeDie; // "1d6"
    int enemiesFirstUpTo = 3;  // on 1–3 the enemies act first
    QString surpriseDie;       // "1d6"
    QList<int> surpriseOpponentsOn;
    QList<int> surprisePartyOn;
    int extraDieEveryLevels = 2; // one die at level 1, one more at each odd level from 3
    QString directDamagePool;    // a sneak attack's damage: "injuries"
    QString defenseStat;         // "defense": subtracted from damage

    [[nodiscard]] const Pool *pool(const QString &poolId) const
    {
        for (const auto &p : pools) {
            if (p.id == poolId)
                return &p;
        }
        return nullptr;
    }
};
