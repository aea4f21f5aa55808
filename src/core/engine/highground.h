#pragma once

#include "model/ruleset.h"
#include "model/squareboard.h"
#include "model/token.h"

#include <QString>

// High ground on a square board (docs/rules.md §1.8): token elevations, the melee boon or bane,
// and the ranged range adjustment. Heights are exact integer micrometres (§5.1 "Numbers").
class HighGround
{
public:
    enum class Melee { None, Boon, Bane };

    // The highest cell elevation under the footprint (cells on the map), plus the altitude.
    [[nodiscard]] static qint64 elevation(const Token &token, const SquareBoard &board);
    // h = elevation(attacker) - elevation(target): a boon when h >= highGround, a bane when
    // -h >= highGround.
    [[nodiscard]] static Melee melee(qint64 heightDifference, const RuleSet &rules);
    // h in the rule set's unit (RuleSet::metersPerUnit), to add to a ranged skill's range.
    [[nodiscard]] static double rangeAdjustment(qint64 heightDifference, const RuleSet &rules);
    // "boon", "bane" or "none": the values of `melee` in gridkeep-cli analyze.
    [[nodiscard]] static QString cliWord(Melee melee);
    // The rule set's own name for the result (RuleSet::meleeBoonName / meleeBaneName), for
    // the app; empty for None.
    [[nodiscard]] static QString displayName(Melee melee, const RuleSet &rules);
};
