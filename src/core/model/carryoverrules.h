#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

// What a character keeps from one fight to the next, read from the "carryOver" object of
// rules/<id>.json (docs/rules.md §10): which pools carry, which conditions outlast the fight,
// and what a rest between fights gives back. A rule file without it carries nothing.
struct CarryOverRules {
    // How long a condition that outlasts a fight lasts.
    enum class Lasting {
        Rest, // until the party rests (seed 001: a Wound, until a rest of at least 6 hours)
        Kept, // until the GM removes it (seed 004: a broken weapon)
    };

    QStringList carriedPools;          // pool ids, in combat.pools order; every other resets
    QMap<QString, Lasting> conditions; // condition id → how long it lasts beyond the fight
    QString restName;                  // "Rest of at least 6 hours"; empty: the rule set has none
    QString restDescription;           // one line on what the rest does, for a tooltip
    QStringList restRestores;          // carried pools a rest fills again

    [[nodiscard]] bool carries(const QString &poolId) const
    {
        return carriedPools.contains(poolId);
    }
    [[nodiscard]] bool lasts(const QString &conditionId) const
    {
        return conditions.contains(conditionId);
    }
    [[nodiscard]] bool hasRest() const { return !restName.isEmpty(); }

    friend bool operator==(const CarryOverRules &, const CarryOverRules &) = default;
};
