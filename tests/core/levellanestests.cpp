#include "positiontestsupport.h"

#include "engine/levellanes.h"

#include <catch2/catch.hpp>

using PositionTestSupport::grid;

namespace
{

QStringList idsOf(const QList<LevelLane> &lanes)
{
    QStringList ids;
    for (const LevelLane &lane : lanes)
        ids << lane.levelId;
    return ids;
}

} // namespace

TEST_CASE("A position's altitude lanes run top to bottom from the rule set's levels",
          "[positions][levels]")
{
    // docs/rules.md §2.1, §5.13: shallows and deep only at water, where ground is the surface.
    const auto encounter = grid(R"("churn": {"water": true})", "", false);
    const RuleSet &rules = *encounter.rules;

    const auto dry =
        LevelLanes::at(rules, encounter.board.positions, QStringLiteral("ally-support"));
    CHECK(idsOf(dry) == QStringList{QStringLiteral("skyward"), QStringLiteral("overhead"),
                                    QStringLiteral("elevated"), QStringLiteral("ground")});
    // Skyward is shown greyed out on a board that does not allow it.
    CHECK_FALSE(dry.first().allowed);
    CHECK(dry.last().allowed);
    CHECK_FALSE(dry.last().water);

    const auto wet = LevelLanes::at(rules, encounter.board.positions, QStringLiteral("churn"));
    CHECK(idsOf(wet) == QStringList{QStringLiteral("skyward"), QStringLiteral("overhead"),
                                    QStringLiteral("elevated"), QStringLiteral("surface"),
                                    QStringLiteral("shallows"), QStringLiteral("deep")});
    CHECK(wet.last().water);
    CHECK(wet.last().value == -2);

    // A token said to be on the ground at a water position stands in the surface lane.
    CHECK(LevelLanes::indexOf(wet, rules, QStringLiteral("ground")) == 3);
    CHECK(LevelLanes::indexOf(dry, rules, QStringLiteral("deep")) == -1);
    CHECK(LevelLanes::indexOf(dry, rules, QStringLiteral("nowhere")) == -1);

    const auto open = grid("", "", true);
    CHECK(
        LevelLanes::at(*open.rules, open.board.positions, QStringLiteral("churn")).first().allowed);
}
