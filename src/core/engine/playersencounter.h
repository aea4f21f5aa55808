#pragma once

#include "fogview.h"
#include "model/encounter.h"

#include <optional>

// The encounter as the players may know it (docs/rules.md §3): what the player view draws and
// what its own live analysis computes on. Built from the GM's committed encounter, so nothing
// the GM hides can reach a player window: it is simply not in this value.
class PlayersEncounter
{
public:
    // The English source text; the players see it translated (the same literal, context
    // "PlayersEncounter", in playersencounter.cpp, where lupdate finds it).
    static inline const QString UnknownName = QStringLiteral("Unknown creature");

    // Leaves out hidden tokens and tokens the fog covers, replaces names the GM keeps
    // (showName false) with UnknownName, drops GM notes, the fog itself, unknown keys, the
    // enemies' stats and pools, and the whole combat log (it names hidden combatants and holds
    // the GM's secret rolls), and the timers on or counted on a combatant not shown. Sides that
    // no shown token is on are dropped, except the party's and the fight's party side.
    // Templates stay only when shared with the players and not following a token left out.
    // Pins stay only when shared, without their text; traps only when revealed, without
    // their note.
    // Lights stay, but one carried by a token left out becomes a free light where it shines
    // (or goes, when off), so the players' light field matches the GM's without naming the token.
    // While a combatant the players cannot see has the turn, the fight's round and current
    // turn stay those of `previous` (the players' state published before), so the player view
    // shows no jump, gap or count.
    [[nodiscard]] static Encounter of(const Encounter &gm, const FogView &fog,
                                      const std::optional<CombatState> &previous = std::nullopt);
};
