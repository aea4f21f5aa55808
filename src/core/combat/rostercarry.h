#pragma once

#include "model/combatstate.h"
#include "model/encounter.h"
#include "model/rosterentry.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

class RuleSet;
struct Token;

// The party's wounds from one fight to the next (docs/rules.md §10), as pure functions: a
// roster value and an encounter value in, new values and the log lines out. The app wraps
// apply() in one undo step, and writes capture()'s roster into the session file.
namespace RosterCarry
{

// Which tokens of `encounter` are which roster characters: (token index, roster index) pairs in
// file order. A token whose `roster` names an entry is that entry's; a token without `roster` is
// the entry of the same name. Each entry gets at most one token, the first in file order, and a
// token named by its `roster` id goes before one matched by name.
[[nodiscard]] QList<QPair<int, int>> matches(const QList<Token> &tokens,
                                             const QList<RosterEntry> &roster);

// True when `condition` outlasts a fight under `rules`: listed in carryOver.conditions, or the
// condition that follows a pool that carries (its zeroCondition, or the vulnerableCondition of
// reactPool, or the defeatedCondition of defeatedPool).
[[nodiscard]] bool conditionCarries(const QString &condition, const RuleSet &rules);

// A character as a fight leaves it: the pools that carry (from `combatant`, the fight's state of
// the token; without one, as the token would start a fight now), the conditions that outlast the
// fight, and the token's stats. The id is the token's `roster`, else the token's id.
[[nodiscard]] RosterEntry fromToken(const Token &token, const CombatState::Combatant *combatant,
                                    const RuleSet &rules);

// What `entry` brings into a fight under `rules`, in words: "3 Poise damage and Wet", or ""
// when it brings nothing.
[[nodiscard]] QString carriedText(const RosterEntry &entry, const RuleSet &rules);

struct Result {
    QList<RosterEntry> roster;
    QStringList log; // one line a character
};

// The roster after `encounter`'s fight: each matched character taken from its token (and the
// running fight, if any), keeping its id, name and unknown keys; each token of the party side
// (the fight's, else the encounter's) that matches nobody joins at the end.
[[nodiscard]] Result capture(const Encounter &encounter, const QList<RosterEntry> &roster);

struct Applied {
    Encounter encounter;
    QStringList log; // one line a matched token: "Kara carries 3 Poise damage and Wet from …"
};

// `encounter` with each matched token given its character's carried pools (`carried`) and
// lasting conditions under `rules`, in place of what it carried before, and linked to the
// character by `roster`. Other tokens, and everything else, stay as they are.
[[nodiscard]] Applied apply(const Encounter &encounter, const QList<RosterEntry> &roster,
                            const RuleSet &rules);

// The roster after a rest between fights (carryOver.rest): the pools it restores are full again
// (dropped from the entries, so nothing carries), and the conditions that last until a rest, or
// follow a restored pool, are gone. Without a rest in `rules`, the roster as it is.
[[nodiscard]] Result rest(const QList<RosterEntry> &roster, const RuleSet &rules);

} // namespace RosterCarry
