#include "engine/highground.h"
#include "model/fixedpoint.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>

using namespace SquareScenario;

// Seed 002 High Ground: "An area that is about 3 feet or 1 meter higher than another counts as
// higher ground." "Your melee attacks gain a boon against targets on lower ground, but your melee
// attacks suffer a bane against targets on higher ground." docs/rules.md §5.1: "1.9 m against 0.9 m
// is a difference of exactly 1 m, so it counts as higher ground."
TEST_CASE("High ground: exact thresholds in micrometres", "[highground]")
{
    struct Row {
        double groundA, altitudeA, groundB, altitudeB;
        HighGround::Melee melee;
    };
    using M = HighGround::Melee;
    const auto row = GENERATE(Row{1.9, 0, 0.9, 0, M::Boon}, // exactly 1 m: higher ground
                              Row{0.9, 0, 1.9, 0, M::Bane}, // and the other way round
                              Row{1.0, 0, 0, 0, M::Boon}, Row{0.999999, 0, 0, 0, M::None},
                              Row{1.8, 0, 0.9, 0, M::None},   // 0.9 m: not quite
                              Row{0.7, 0.3, 0, 0, M::Boon},   // 0.7 + 0.3 is exactly 1
                              Row{0.1, 0.2, 0, 0.3, M::None}, // 0.1 + 0.2 equals 0.3 exactly
                              Row{0, 0, 0, 0, M::None}, Row{2.9, 0, 1.9, 0, M::Boon},
                              Row{0, 0, 0, 1.0, M::Bane}, // a flyer is higher ground too
                              Row{3.0, 0, 0, 0, M::Boon});
    INFO(row.groundA << "+" << row.altitudeA << " vs " << row.groundB << "+" << row.altitudeB);
    Spec spec{{"...."},
              {altitude(token("a", "x", 0, 0), row.altitudeA),
               altitude(token("b", "y", 2, 0), row.altitudeB)},
              {},
              {{0, 0, 2, 1, row.groundA}, {2, 0, 2, 1, row.groundB}}};
    const auto e = build(spec);
    const qint64 ea = HighGround::elevation(e.tokens[0], e.board.square);
    const qint64 eb = HighGround::elevation(e.tokens[1], e.board.square);
    CHECK(ea == FixedPoint::fromDouble(row.groundA) + FixedPoint::fromDouble(row.altitudeA));
    CHECK(eb == FixedPoint::fromDouble(row.groundB) + FixedPoint::fromDouble(row.altitudeB));
    CHECK(HighGround::melee(ea - eb, *e.rules) == row.melee);
    // The other way round swaps boon and bane.
    const auto back = row.melee == M::Boon ? M::Bane : (row.melee == M::Bane ? M::Boon : M::None);
    CHECK(HighGround::melee(eb - ea, *e.rules) == back);
}

// docs/rules.md §1.2: "A token's elevation is the highest elevation under its footprint, plus its
// own altitude."
TEST_CASE("High ground: a big token stands on the highest cell under it", "[highground][size]")
{
    const int size = GENERATE(1, 2, 3, 4);
    Spec spec{{"......", "......", "......", "......", "......", "......"},
              {altitude(token("t", "x", 1, 1, size), 0.5)},
              {},
              {{0, 0, 6, 6, 1.0}, {size, size, 1, 1, 2.5}, {0, 0, 1, 1, 9.0}}};
    const auto e = build(spec);
    // The 2.5 m cell lies under the footprint's bottom-right cell; the 9 m cell never does.
    CHECK(HighGround::elevation(e.tokens[0], e.board.square) == FixedPoint::fromDouble(3.0));
}

// Seed 002: "When you use a ranged skill from higher or lower ground, add or subtract the height
// difference to the range of the skill, respectively." docs/rules.md §1.8: "converted to the rule
// set's unit".
TEST_CASE("High ground: the ranged range adjustment is in the rule set's unit", "[highground]")
{
    struct Row {
        const char *rules;
        double meters;
        double units;
    };
    const auto row = GENERATE(Row{"paces", 3.0, 2.0},                            // 1 pace = 1.5 m
                              Row{"paces", -1.5, -1.0}, Row{"meters", 4.0, 2.0}, // 1 square = 2 m
                              Row{"classic", 1.524, 1.0},                        // 1 square = 5 ft
                              Row{"classic", 0, 0});
    INFO(row.rules << " " << row.meters);
    Spec spec{{"."}, {token("a", "x", 0, 0)}};
    spec.rules = QString::fromUtf8(row.rules);
    const auto e = build(spec);
    CHECK(HighGround::rangeAdjustment(FixedPoint::fromDouble(row.meters), *e.rules) ==
          Approx(row.units));
}

// Rules are data: the threshold and the names come from rules/<id>.json.
TEST_CASE("High ground: the threshold and the names are the rule set's data", "[highground]")
{
    const auto e = build({{"."}, {token("a", "x", 0, 0)}, {}, {}, QStringLiteral("meters")});
    RuleSet rules = *e.rules;
    CHECK(HighGround::displayName(HighGround::Melee::Boon, rules) == rules.meleeBoonName);
    CHECK(HighGround::displayName(HighGround::Melee::Bane, rules) == rules.meleeBaneName);
    CHECK(HighGround::cliWord(HighGround::Melee::Boon) == QStringLiteral("boon"));
    CHECK(HighGround::cliWord(HighGround::Melee::Bane) == QStringLiteral("bane"));
    CHECK(HighGround::cliWord(HighGround::Melee::None) == QStringLiteral("none"));
    rules.highGroundMicrometres = FixedPoint::fromDouble(2.0);
    CHECK(HighGround::melee(FixedPoint::fromDouble(1.9), rules) == HighGround::Melee::None);
    CHECK(HighGround::melee(FixedPoint::fromDouble(2.0), rules) == HighGround::Melee::Boon);
    CHECK(HighGround::melee(FixedPoint::fromDouble(-2.0), rules) == HighGround::Melee::Bane);
}
