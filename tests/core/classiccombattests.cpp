#include "combattestsupport.h"

#include <catch2/catch.hpp>
#include <functional>

// Seed 004 (classic), the initiative die, surprise, damage dice, exploding dice, Power and
// Sneak Attacks, as CombatRunner runs them.

using namespace CombatTestSupport;

namespace
{

// Tombril and the Hill Giant of the seed's example, and Cedryk and the half-orc of its sneak
// attack example.
const QByteArray warehouse = R"([
  {"id":"tombril","name":"Tombril","side":"party","x":0,"y":0,
   "stats":{"level":9,"defense":8,"stamina":55}},
  {"id":"cedryk","name":"Cedryk","side":"party","x":1,"y":0,"stats":{"level":3}},
  {"id":"giant","name":"Hill Giant","side":"foes","x":5,"y":5,"size":2,
   "stats":{"level":12,"defense":4,"stamina":68}},
  {"id":"halforc","name":"Half-orc","side":"foes","x":8,"y":8,"stats":{"defense":3}}
])";

const std::vector<std::string> party = {"tombril", "cedryk"};
const std::vector<std::string> foes = {"giant", "halforc"};

// The first seed from 1 whose first 1d6 satisfies `wanted`.
quint32 seedForD6(const std::function<bool(int)> &wanted)
{
    for (quint32 seed = 1; seed < 1000; ++seed) {
        DiceRoller dice(seed);
        if (wanted(rollOn(dice, "1d6").total))
            return seed;
    }
    FAIL("no seed gives the wanted d6");
    return 0;
}

CombatRunner::ClassicAttack attackOf(int level, int sides, int magic, double bonus)
{
    CombatRunner::ClassicAttack a;
    a.level = level;
    a.sides = sides;
    a.magicBonus = magic;
    a.bonus = bonus;
    return a;
}

int countOf(const QList<int> &faces, int face)
{
    return int(std::count(faces.begin(), faces.end(), face));
}

} // namespace

// Seed 004: "At Level 1, you roll one die of the specified type to determine the damage done
// in a combat round (subject to the exploding dice provision described above). At Level 3, you
// roll 2 dice, and at every odd level beyond, you add another."
TEST_CASE("Classic: the Damage Level Multiplier by level", "[combat][classic]")
{
    const auto [level, dice] = GENERATE(table<int, int>({
        {1, 1},
        {2, 1},
        {3, 2},
        {4, 2},
        {5, 3},
        {6, 3},
        {7, 4},
        {9, 5},  // "He rolls 5d6 for damage" (Tombril, 9th level)
        {12, 6}, // "The Giant rolls 6d6" (a Level 12 creature)
        {0, 1},
    }));
    CAPTURE(level);
    CHECK(CombatRunner::classicDiceCount(level) == dice);
}

// Seed 004: "A single d6 is rolled to determine initiative at the beginning of each Combat
// Turn. On a 1-3, the enemies, controlled by the Gamemaster, go first. On a 4-6, the Player
// Characters go first. Each "side" can determine what order their members wish to act in"
TEST_CASE("Classic: the initiative d6 lets one side act, then the other; rerolled each round",
          "[combat][classic]")
{
    const bool enemiesFirst = GENERATE(true, false);
    const auto seed = seedForD6([&](int face) { return (face <= 3) == enemiesFirst; });
    Fight f(squareEncounter("classic", warehouse), seed);
    DiceRoller twin = f.dice;
    REQUIRE(f.start());
    const int roll = rollOn(twin, "1d6").total;
    CAPTURE(seed, roll);
    CHECK(f.state().firstSide == q(enemiesFirst ? "enemies" : "party"));
    CHECK(f.logged(enemiesFirst ? "the enemies go first" : "the party goes first"));
    CHECK(f.logged(qPrintable(QStringLiteral("Initiative 1d6: %1").arg(roll))));

    const auto &first = enemiesFirst ? foes : party;
    const auto &second = enemiesFirst ? party : foes;
    CHECK(f.candidates() == first);
    // The side picks its own order.
    REQUIRE(f.next(second.front().c_str()) == false);
    REQUIRE(f.next(first.back().c_str()));
    CHECK(f.candidates() == std::vector<std::string>{first.front()});
    REQUIRE(f.next());
    CHECK(f.current() == first.front());
    // That side is done: now the other.
    CHECK(f.candidates() == second);
    REQUIRE(f.next());
    CHECK(f.current() == second.front());
    REQUIRE(f.next());
    CHECK(f.current() == second.back());
    CHECK(f.candidates().empty());

    // Round 2 rolls the d6 again.
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    const int again = rollOn(twin, "1d6").total;
    CAPTURE(again);
    CHECK(f.state().firstSide == q(again <= 3 ? "enemies" : "party"));
    CHECK(f.logCount("Initiative 1d6") == 2);
    const auto &nowFirst = again <= 3 ? foes : party;
    CHECK(f.current() == nowFirst.front());
}

// Seed 004: "If one side of an encounter surprises another, that side gains the opportunity to
// take combat turns without their opponents doing so. (In other words, the surprising side
// takes their turns before the first initiative die is rolled.)"
TEST_CASE("Classic: a surprise round 0 for one side, then round 1 with an initiative roll",
          "[combat][classic]")
{
    const bool partySurprises = GENERATE(true, false);
    Fight f(squareEncounter("classic", warehouse));
    DiceRoller twin = f.dice;
    CombatRunner::StartOptions options;
    options.surprise =
        partySurprises ? CombatRunner::Surprise::Party : CombatRunner::Surprise::Opponents;
    REQUIRE(f.start(options));
    CHECK(f.state().round == 0);
    CHECK(f.state().surpriseRound);
    CHECK(f.state().surpriseSide == q(partySurprises ? "party" : "enemies"));
    // No initiative die yet.
    CHECK(f.state().firstSide.isEmpty());
    CHECK_FALSE(f.logged("Initiative"));
    CHECK(f.logged(partySurprises ? "Surprise round: only the party act"
                                  : "Surprise round: only the opponents act"));

    const auto &surprising = partySurprises ? party : foes;
    const auto &surprised = partySurprises ? foes : party;
    CHECK(f.candidates() == surprising);
    CHECK_FALSE(f.next(surprised.front().c_str()));
    REQUIRE(f.next());
    REQUIRE(f.next());
    CHECK(f.current() == surprising.back());
    CHECK(f.candidates().empty());

    // Round 1: the first initiative die.
    REQUIRE(f.next());
    CHECK(f.state().round == 1);
    CHECK_FALSE(f.state().surpriseRound);
    CHECK(f.state().surpriseSide.isEmpty());
    CHECK(f.logged("The surprise round ends. Round 1"));
    const int roll = rollOn(twin, "1d6").total;
    CAPTURE(roll);
    CHECK(f.state().firstSide == q(roll <= 3 ? "enemies" : "party"));
    CHECK(f.current() == (roll <= 3 ? foes : party).front());
    // Every combatant has a turn again, the surprising side included.
    REQUIRE(f.next());
    CHECK(f.current() == (roll <= 3 ? foes : party).back());
    CHECK(f.candidates() == (roll <= 3 ? party : foes));
}

// Seed 004: "Roll a d6. On a 1, the opponents gain a surprise round. On a 6, the adventuring
// party gains a surprise round. On a 2-5, neither side is surprised (or both are)."
TEST_CASE("Classic: a random surprise roll of 1d6", "[combat][classic]")
{
    const int face = GENERATE(1, 2, 5, 6);
    const auto seed = seedForD6([&](int f) { return f == face; });
    Fight f(squareEncounter("classic", warehouse), seed);
    CombatRunner::StartOptions options;
    options.surprise = CombatRunner::Surprise::Roll;
    REQUIRE(f.start(options));
    CAPTURE(face, seed);
    CHECK(f.logged(qPrintable(QStringLiteral("Surprise roll 1d6: %1").arg(face))));
    if (face == 1) {
        CHECK(f.state().surpriseRound);
        CHECK(f.state().surpriseSide == q("enemies"));
        CHECK(f.state().round == 0);
        CHECK(f.candidates() == foes);
        CHECK(f.logged("the opponents surprise"));
    } else if (face == 6) {
        CHECK(f.state().surpriseRound);
        CHECK(f.state().surpriseSide == q("party"));
        CHECK(f.state().round == 0);
        CHECK(f.candidates() == party);
        CHECK(f.logged("the party surprises"));
    } else {
        CHECK_FALSE(f.state().surpriseRound);
        CHECK(f.state().round == 1);
        CHECK(f.logged("no surprise"));
        // The initiative die is rolled at once.
        CHECK_FALSE(f.state().firstSide.isEmpty());
        CHECK(f.logCount("Initiative 1d6") == 1);
    }
}

// Seed 004: "He rolls 5d6 for damage, and gets 5, 3, 4, 3, and 2, for a total of 17. Adding the
// sword's magical bonus and his STR gives 35. Subtracting the Giant's Defense Points from this
// total gives a damage result of 31. As this is all slashing damage from the sword, 31SP are
// taken from the Hill Giant's starting amount of 68, leaving it with 37 SP."
TEST_CASE("Classic: Tombril's example, 5d6 + 2 a die + STR 8 − 4 DP", "[combat][classic]")
{
    Fight f(squareEncounter("classic", warehouse));
    REQUIRE(f.start());
    f.dice = DiceRoller(4702); // its first five d6 are 5 3 4 3 2
    const auto result = f.runner.classicAttack(q("tombril"), q("giant"), attackOf(9, 6, 2, 8));
    REQUIRE(result.has_value());
    CHECK(ints(result->original) == std::vector<int>{5, 3, 4, 3, 2});
    CHECK(result->exploded.isEmpty());
    CHECK(result->total == 31);
    CHECK(f.pool("giant", "stamina") == 37);
    CHECK(f.pool("giant", "injuries") == 15);
    CHECK(f.logged("Tombril hits Hill Giant: 5d6: 5 3 4 3 2 = 17 + magic 10 + 8 − 4 DP = 31"));
}

// Seed 004: "Each time the die roll results in a maximum value for that die type, you roll an
// additional die of that type and add it to the total."
// Seed 004: "Magical Weapons will specify a bonus that is added to each damage die rolled."
// Seed 004: "The magical bonus is not applied, however, to any additional dice generated by the
// "exploding dice" feature."
TEST_CASE("Classic: dice explode on their maximum, and the magic bonus counts original dice "
          "only",
          "[combat][classic]")
{
    const auto [level, sides, magic] = GENERATE(table<int, int, int>({
        {12, 6, 0}, // the giant's 6d6 club
        {1, 4, 1},
        {3, 8, 2},
        {9, 6, 2},
    }));
    CAPTURE(level, sides, magic);
    int exploding = 0;
    for (quint32 seed = 1; seed <= 60; ++seed) {
        Fight f(squareEncounter("classic", warehouse));
        REQUIRE(f.start());
        f.dice = DiceRoller(seed);
        const auto result =
            f.runner.classicAttack(q("giant"), q("tombril"), attackOf(level, sides, magic, 9));
        REQUIRE(result.has_value());
        CAPTURE(seed);
        CHECK(result->original.size() == CombatRunner::classicDiceCount(level));
        // One extra die for every die that showed its maximum, exploded ones included.
        CHECK(countOf(result->original, sides) + countOf(result->exploded, sides) ==
              result->exploded.size());
        CHECK(result->exploded.isEmpty() == (countOf(result->original, sides) == 0));
        const int expected =
            std::max(0, sum(result->original) + sum(result->exploded) +
                            magic * int(result->original.size()) + 9 - 8); // Tombril's 8 DP
        CHECK(result->total == expected);
        // The stamina points take it first, injuries the rest.
        CHECK(f.pool("tombril", "stamina") == std::max(0, 55 - expected));
        CHECK(f.pool("tombril", "injuries") == std::max(0, 15 - std::max(0, expected - 55)));
        exploding += result->exploded.isEmpty() ? 0 : 1;
    }
    CHECK(exploding > 0); // the seeds did show explosions
}

// Seed 004: "Initially, damage dealt to a creature or character draws down that creature's or
// character's stamina points."
// Seed 004: "it does not affect the target's Stamina Points, but instead registers as Injuries
// immediately."
TEST_CASE("Classic: damage drains stamina, then overflows to injuries; at 0 injuries defeated",
          "[combat][classic]")
{
    Fight f(squareEncounter("classic", warehouse));
    REQUIRE(f.start());
    CHECK(f.pool("halforc", "stamina") == 10);
    CHECK(f.pool("halforc", "injuries") == 15);
    REQUIRE(f.runner.damage(q("halforc"), 6));
    CHECK(f.pool("halforc", "stamina") == 4);
    CHECK(f.pool("halforc", "injuries") == 15);
    REQUIRE(f.runner.damage(q("halforc"), 10));
    CHECK(f.pool("halforc", "stamina") == 0);
    CHECK(f.pool("halforc", "injuries") == 9);
    CHECK(f.logged("Half-orc takes 6 as injuries"));
    CHECK_FALSE(f.has("halforc", "defeated"));
    REQUIRE(f.runner.damage(q("halforc"), 20));
    CHECK(f.pool("halforc", "injuries") == 0);
    CHECK(f.has("halforc", "defeated"));
    // The defeated hold no turn.
    const auto waiting = f.candidates();
    CHECK(std::find(waiting.begin(), waiting.end(), "halforc") == waiting.end());
}

// Seed 004: "At Level 3, Cedryk's gets 2 damage dice, and with rerolls of exploding dice, rolls
// 4, 2, and 2. Cedryk's DEX bonus is added to this for a total of 12 points of damage. All 12
// points are applied as Direct Damage -- a significant portion of the half-orc's 15 injury
// slots."
// Seed 004: "The attacker's DEX bonus is added to this. Nothing is subtracted."
TEST_CASE("Classic: Cedryk's sneak attack, direct damage to injuries with nothing subtracted",
          "[combat][classic]")
{
    Fight f(squareEncounter("classic", warehouse));
    REQUIRE(f.start());
    f.dice = DiceRoller(29); // its d4s: 4 2 2
    auto attack = attackOf(3, 4, 0, 4);
    attack.sneak = true;
    const auto result = f.runner.classicAttack(q("cedryk"), q("halforc"), attack);
    REQUIRE(result.has_value());
    CHECK(ints(result->original) == std::vector<int>{4, 2});
    CHECK(ints(result->exploded) == std::vector<int>{2});
    CHECK(result->total == 12); // the half-orc's 3 DP are not subtracted
    CHECK(f.pool("halforc", "injuries") == 3);
    CHECK(f.pool("halforc", "stamina") == 10);
    CHECK(f.logged("direct damage"));
}

// Seed 004: "In a Power Attack, the number of damage dice is doubled"
// Seed 004: "Sneak Attacks cannot also be declared to be Power Attacks."
TEST_CASE("Classic: a Power Attack doubles the dice; power and sneak together are refused",
          "[combat][classic]")
{
    Fight f(squareEncounter("classic", warehouse));
    REQUIRE(f.start());
    auto attack = attackOf(3, 6, 1, 0);
    attack.power = true;
    const auto power = f.runner.classicAttack(q("cedryk"), q("giant"), attack);
    REQUIRE(power.has_value());
    CHECK(power->original.size() == 4);
    CHECK(power->total == std::max(0, sum(power->original) + sum(power->exploded) + 4 * 1 - 4));
    CHECK(f.logged("with a Power Attack"));

    const auto logSize = f.state().log.size();
    DiceRoller twin = f.dice;
    attack.sneak = true;
    CHECK_FALSE(f.runner.classicAttack(q("cedryk"), q("giant"), attack).has_value());
    CHECK(f.state().log.size() == logSize);
    CHECK(rollOn(f.dice, "1d20").total == rollOn(twin, "1d20").total); // no die rolled
    // Nor against a token that is not fighting, or with a one-sided die.
    attack.sneak = false;
    CHECK_FALSE(f.runner.classicAttack(q("cedryk"), q("nobody"), attack).has_value());
    attack.sides = 1;
    CHECK_FALSE(f.runner.classicAttack(q("cedryk"), q("giant"), attack).has_value());
}
