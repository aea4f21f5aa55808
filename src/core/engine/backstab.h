#pragma once

#include "model/ruleset.h"
#include "model/token.h"

#include <optional>

// `meters` backstab (docs/rules.md §5.14, seed 003: "Attacks from outside the target's field of
// view count as backstabs"): the target's field of view is RuleSet::fieldOfViewDegrees wide,
// centred on Token::facing (degrees clockwise from the top of the map).
class Backstab
{
public:
    // The bearing from the centre of the target's footprint to the centre of the attacker's,
    // in degrees clockwise from the top of the map, in [0, 360). nullopt when the centres meet.
    [[nodiscard]] static std::optional<double> bearing(const Token &from, const Token &to);

    // The attacker is inside the field of view when its bearing is at most half the field of
    // view away from the facing. The boundary belongs to the field of view: with 180 degrees,
    // an attacker exactly to the target's side (90 degrees off) is seen, so it is no backstab.
    // Angles within 1e-7 degrees count as equal, so an exact boundary such as 90 degrees is not
    // decided by rounding (lattice directions on any real map differ by far more than that).
    // An attacker whose centre is the target's centre is never behind it.
    [[nodiscard]] static bool inFieldOfView(const Token &target, const Token &attacker,
                                            const RuleSet &rules);
    [[nodiscard]] static bool isBackstab(const Token &attacker, const Token &target,
                                         const RuleSet &rules)
    {
        return !inFieldOfView(target, attacker, rules);
    }
};
