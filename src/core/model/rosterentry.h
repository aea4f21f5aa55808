#pragma once

#include "combatstate.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

// One character of the party roster in a session folder (docs/file-format.md §15): what the
// character carries from the last fight into the next (docs/rules.md §10). Tokens name it by
// `roster`, or else by the same name.
struct RosterEntry {
    QString id;   // unique in the roster, not empty
    QString name; // the character's name; a token without `roster` is matched by it
    // The pools that carry (CarryOverRules::carriedPools) as the last fight left them:
    // value and maximum, or for an unbounded pool (stress) its value and a maximum of 0.
    QMap<QString, CombatState::Pool> pools;
    QStringList conditions;      // the conditions that outlast the fight
    QMap<QString, double> stats; // the token's stats at the end of the last fight
    QString from;                // the encounter it was last taken from ("Bridge ambush")
    QJsonObject extra;           // keys this version does not know, kept for saving

    friend bool operator==(const RosterEntry &, const RosterEntry &) = default;
};
