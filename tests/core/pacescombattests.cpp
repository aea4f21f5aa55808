#include "combattestsupport.h"
#include "engine/zoneofcontrol.h"

#include <catch2/catch.hpp>

// Seed 002 (paces), "Turns & Rounds", "Defenses", "Defending vs Yielding" and "Damage &
// Defeat", as CombatRunner runs them.

using namespace CombatTestSupport;

namespace
{

// hero: agility 1, brawn 2, cunning 3, armor 1. orc: armor 2, brawn 1. gob: a minion.
const QByteArray band = R"([
  {"id":"hero","name":"Hero","side":"party","x":0,"y":0,
   "stats":{"agility":1,"brawn":2,"cunning":3,"armor":1}},
  {"id":"sage","name":"Sage","side":"party","x":0,"y":2},
  {"id":"orc","name":"Orc","side":"foes","x":6,"y":6,"stats":{"armor":2,"brawn":1}},
  {"id":"gob","name":"Gob","side":"foes","x":2,"y":0,"stats":{"minion":1}}
])";

} // namespace

// Seed 002: "Your base poise is equal to five plus five times your agility."
// Seed 002: "Your base momentum is equal to five plus five times your brawn."
// Seed 002: "Your base focus is equal to five plus five times your cunning."
TEST_CASE("Paces: poise, momentum and focus start at 5 + 5 × agility, brawn and cunning",
          "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    CHECK(f.pool("hero", "poise") == 10);
    CHECK(f.pool("hero", "momentum") == 15);
    CHECK(f.pool("hero", "focus") == 20);
    CHECK(f.runner.pool(q("hero"), q("poise"))->max == 10);
    // No stats: the base of 5 each.
    CHECK(f.pool("sage", "poise") == 5);
    CHECK(f.pool("sage", "momentum") == 5);
    CHECK(f.pool("sage", "focus") == 5);
    CHECK(f.pool("orc", "momentum") == 10);
    // Stress counts up from 0 with no maximum; characters have no minion defense.
    CHECK(f.pool("hero", "stress") == 0);
    CHECK(f.runner.pool(q("hero"), q("stress"))->max == 0);
    CHECK_FALSE(f.runner.pool(q("hero"), q("defense")).has_value());
}

// Seed 002: "When your poise is reduced to zero, you become reeling". A token the GM marked
// reeling before the fight starts with no poise left (docs/rules.md §7.1, a decision).
TEST_CASE("Paces: a token already reeling starts the fight with poise 0 of its maximum",
          "[combat][paces]")
{
    auto e = squareEncounter("paces", band);
    e.tokens[e.tokenIndex(q("hero"))].conditions << q("reeling");
    Fight f(e);
    REQUIRE(f.start());
    CHECK(f.pool("hero", "poise") == 0);
    CHECK(f.runner.pool(q("hero"), q("poise"))->max == 10);
    CHECK(f.pool("hero", "momentum") == 15);
    // Its poise cannot grow while it reels.
    CHECK_FALSE(f.runner.heal(q("hero"), 3, q("poise")));
    CHECK(f.has("hero", "reeling"));
}

// Seed 002: "Many weaker NPCs, called minions, do not have poise, momentum, or focus.
// Instead, they simply have defense, which represents all three together."
// Seed 002: "Whenever a minion would gain or lose poise, momentum or focus, their defense is
// adjusted by that amount instead."
TEST_CASE("Paces: a minion has one defense (and stress) instead of the three", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    const auto &gob = f.combatant("gob");
    CHECK(v(gob.pools.keys()) == std::vector<std::string>{"defense", "stress"});
    CHECK(f.pool("gob", "defense") == 5);

    // Damage or healing meant for any of the three lands on defense.
    REQUIRE(f.runner.damage(q("gob"), 2, q("momentum")));
    CHECK(f.pool("gob", "defense") == 3);
    REQUIRE(f.runner.damage(q("gob"), 1)); // the rules' damage pool, poise
    CHECK(f.pool("gob", "defense") == 2);
    REQUIRE(f.runner.heal(q("gob"), 1, q("focus")));
    CHECK(f.pool("gob", "defense") == 3);
    QString why;
    REQUIRE(f.runner.defend(q("gob"), 2, q("poise"), &why));
    CHECK(f.pool("gob", "defense") == 1);

    // At 0 defense the minion is defeated.
    REQUIRE(f.runner.damage(q("gob"), 5, q("focus")));
    CHECK(f.pool("gob", "defense") == 0);
    CHECK(f.has("gob", "defeated"));
    CHECK(f.logged("Gob is defeated"));
}

// Seed 002: "A token's stats may also give the pool itself" (docs: "poise": 12).
TEST_CASE("Paces: a pool given in the token's stats overrides the formula", "[combat][paces]")
{
    Fight f(squareEncounter("paces", R"([
      {"id":"hero","side":"party","x":0,"y":0,"stats":{"agility":3,"poise":12}},
      {"id":"orc","side":"foes","x":5,"y":5}
    ])"));
    REQUIRE(f.start());
    CHECK(f.pool("hero", "poise") == 12);
    CHECK(f.runner.pool(q("hero"), q("poise"))->max == 12);
}

// Seed 002: "That first acting character takes the first turn of combat. If multiple characters
// attempt to act at exactly the same time, the GM will call for an opposed agility roll to see
// who acts first."
TEST_CASE("Paces: the GM picks who takes the first turn", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    CombatRunner::StartOptions options;
    options.first = q("orc");
    REQUIRE(f.start(options));
    CHECK(f.current() == "orc");
    CHECK(f.logged("The GM picks who acts first"));
    CHECK(f.logged("Orc's turn"));

    // Without a pick nobody acts until the GM starts a turn.
    Fight g(squareEncounter("paces", band));
    REQUIRE(g.start());
    CHECK(g.current().empty());
    CHECK(g.candidates() == std::vector<std::string>{"hero", "sage", "orc", "gob"});
    REQUIRE(g.next("gob"));
    CHECK(g.current() == "gob");

    // A first pick who is not in the fight is ignored.
    Fight h(squareEncounter("paces", band));
    options.first = q("nobody");
    REQUIRE(h.start(options));
    CHECK(h.current().empty());
}

// Seed 002: "This could be the character you targeted with your action, the character to whom
// you dealt the most damage, or the character you ended your turn closest to, in that order."
TEST_CASE("Paces: the next suggestion is the target of the last action", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    CombatRunner::StartOptions options;
    options.first = q("hero");
    REQUIRE(f.start(options));
    // The hero defends nothing and attacks the far orc: the orc, not the adjacent goblin.
    QString why;
    REQUIRE(f.runner.yieldTo(q("hero"), q("orc"), q("1"), CombatRunner::Attack::Ranged, q("poise"),
                             &why));
    CHECK(f.state().lastTarget == q("orc"));
    CHECK(f.suggestion() == "orc");
    REQUIRE(f.next());
    CHECK(f.current() == "orc");
    // The new turn starts with no target and no damage.
    CHECK(f.state().lastTarget.isEmpty());
    CHECK(f.state().damageThisTurn.isEmpty());
}

// Seed 002: "This could be the character you targeted with your action, the character to whom
// you dealt the most damage, or the character you ended your turn closest to, in that order."
TEST_CASE("Paces: when the target has acted, the most damage dealt decides", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    CombatRunner::StartOptions options;
    options.first = q("sage");
    REQUIRE(f.start(options));
    REQUIRE(f.next("hero"));
    // The hero hurts the far orc most, then hits the sage (who has acted) last.
    REQUIRE(f.runner.defend(q("orc"), 7, q("poise"))); // 7 − armor 2 = 5
    REQUIRE(f.runner.defend(q("gob"), 2, q("poise"))); // 2
    REQUIRE(f.runner.defend(q("sage"), 1, q("poise")));
    CHECK(f.state().damageThisTurn.value(q("orc")) == 5);
    CHECK(f.state().damageThisTurn.value(q("gob")) == 2);
    CHECK(f.state().lastTarget == q("sage"));
    CHECK(f.suggestion() == "orc");
    REQUIRE(f.next());
    CHECK(f.current() == "orc");
}

// Seed 002: "This could be one of your allies, but the GM will give preference to your enemies
// if everything else is equal."
TEST_CASE("Paces: equal damage to an ally and an enemy: the enemy is suggested", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    CombatRunner::StartOptions options;
    options.first = q("gob");
    REQUIRE(f.start(options));
    REQUIRE(f.next("hero"));
    // The hero hits the sage (an ally, closer) and the orc (an enemy) for 3 each, then the gob,
    // which has acted, last.
    REQUIRE(f.runner.defend(q("sage"), 3, q("poise")));
    REQUIRE(f.runner.defend(q("orc"), 5, q("poise")));
    REQUIRE(f.runner.defend(q("gob"), 1, q("poise")));
    CHECK(f.state().damageThisTurn.value(q("sage")) == 3);
    CHECK(f.state().damageThisTurn.value(q("orc")) == 3);
    CHECK(f.suggestion() == "orc");
}

// Seed 002: "This could be the character you targeted with your action, the character to whom
// you dealt the most damage, or the character you ended your turn closest to, in that order.
// This could be one of your allies, but the GM will give preference to your enemies if
// everything else is equal."
TEST_CASE("Paces: with no target and no damage, the closest character; enemies win ties",
          "[combat][paces]")
{
    // hero at (4,4); ally and foe both one pace away; a far foe.
    Fight f(squareEncounter("paces", R"([
      {"id":"hero","side":"party","x":4,"y":4},
      {"id":"ally","side":"party","x":4,"y":5},
      {"id":"near","side":"foes","x":5,"y":3},
      {"id":"far","side":"foes","x":9,"y":9}
    ])"));
    CombatRunner::StartOptions options;
    options.first = q("hero");
    REQUIRE(f.start(options));
    // The ally comes first in the panel, but the enemy wins the tie.
    CHECK(f.suggestion() == "near");
    // The closest wins even when it is an ally: the enemy steps two paces back.
    f.token("near").x = 7;
    CHECK(f.suggestion() == "ally");
    f.token("near").x = 5;
    REQUIRE(f.next());
    CHECK(f.current() == "near");
}

// Seed 002: "Once your have finished your turn, the GM will determine which of the characters
// who hasn't acted yet this turn was most affected by your last turn."
// Seed 002: "Once the round ends, all characters can take turns again, and the GM will start
// with the character most affected by the last turn of the previous round."
TEST_CASE("Paces: the one who just acted is not suggested as the closest to itself",
          "[combat][paces]")
{
    // A legendary dragon with two turns a round, a hero three paces away.
    const QByteArray tokens = R"([
      {"id":"hero","side":"party","x":0,"y":0},
      {"id":"dragon","side":"foes","x":3,"y":0,"stats":{"turns":2}}
    ])";
    CombatRunner::StartOptions options;
    options.first = q("dragon");

    // The dragon ends its first turn without a target: the hero, who has not acted yet, is
    // the one most affected, not the dragon itself (distance 0 to its own footprint).
    Fight f(squareEncounter("paces", tokens));
    REQUIRE(f.start(options));
    REQUIRE(f.next());
    CHECK(f.current() == "hero");

    // The round ends after the dragon's second turn; the next round starts with the character
    // most affected by that turn, the hero, not the dragon for a third turn in a row.
    Fight g(squareEncounter("paces", tokens));
    REQUIRE(g.start(options));
    REQUIRE(g.next("hero"));
    REQUIRE(g.next("dragon"));
    REQUIRE(g.next());
    CHECK(g.state().round == 2);
    CHECK(g.current() == "hero");
}

// Seed 002: "Legendary foes might be able to take multiple turns in a single round."
TEST_CASE("Paces: a legendary creature with turns 2 takes two turns a round", "[combat][paces]")
{
    Fight f(squareEncounter("paces", R"([
      {"id":"hero","side":"party","x":0,"y":0},
      {"id":"sage","side":"party","x":0,"y":1},
      {"id":"dragon","side":"foes","x":3,"y":0,"size":2,"stats":{"turns":2}}
    ])"));
    REQUIRE(f.start());
    CHECK(f.combatant("dragon").turnsPerRound == 2);
    CHECK(f.combatant("hero").turnsPerRound == 1);
    REQUIRE(f.next("dragon"));
    REQUIRE(f.next("hero"));
    // The dragon may act again; the hero may not.
    CHECK(f.candidates() == std::vector<std::string>{"sage", "dragon"});
    REQUIRE(f.next("dragon"));
    CHECK(f.combatant("dragon").turnsTaken == 1);
    CHECK(f.candidates() == std::vector<std::string>{"sage"});
    REQUIRE(f.next("sage"));
    CHECK(f.combatant("dragon").turnsTaken == 2);
    CHECK(f.candidates().empty());
    // Then the round ends.
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    CHECK(f.combatant("dragon").turnsTaken == 0);
    CHECK(f.state().turns.isEmpty());
}

// Seed 002: "Defending against an attack means taking damage equal to the attack's threat to
// your choice of poise, momentum, or focus. Your armor reduces the attack's threat against you."
// Seed 002: "You can only defend against an attack with a specific defense if that defense is
// at least equal to the threat of the attack targeting you."
TEST_CASE("Paces: defend() takes threat − armor from the chosen defense, and is refused when it "
          "is lower",
          "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    // Hero: armor 1, momentum 15.
    QString why;
    REQUIRE(f.runner.defend(q("hero"), 6, q("momentum"), &why));
    CHECK(f.pool("hero", "momentum") == 10);
    CHECK(f.pool("hero", "poise") == 10);
    CHECK(f.logged("Hero defends with Momentum"));

    // "you cannot block an attack with 11 threat (after subtracting your armor) if your
    // remaining momentum is only 10": 12 − armor 1 = 11 > 10.
    CHECK_FALSE(f.runner.defend(q("hero"), 12, q("momentum"), &why));
    CHECK(f.pool("hero", "momentum") == 10);
    CHECK(why.contains(q("must yield")));
    // Exactly equal is enough: 11 − 1 = 10.
    REQUIRE(f.runner.defend(q("hero"), 11, q("momentum"), &why));
    CHECK(f.pool("hero", "momentum") == 0);
    CHECK(f.has("hero", "knocked-down"));
    // Armor above the threat costs nothing.
    REQUIRE(f.runner.defend(q("orc"), 1, q("focus")));
    CHECK(f.pool("orc", "focus") == 5);
}

// Seed 002: "Add together all the dice to determine the amount of damage you do with the attack.
// If it is a melee or thrown attack, also add your brawn to this damage. The target's armor
// reduces the damage they take from an attack's yield."
// Seed 002: "Each die that rolls equal to or below your cunning earns you a cunning effect"
TEST_CASE("Paces: yieldTo() rolls the dice, adds brawn for melee and subtracts armor",
          "[combat][paces]")
{
    const auto attack = GENERATE(CombatRunner::Attack::Melee, CombatRunner::Attack::Ranged);
    const auto seed = GENERATE(1u, 2u, 3u, 1234u);
    Fight f(squareEncounter("paces", band), seed);
    REQUIRE(f.start());
    DiceRoller twin = f.dice;
    const auto roll = rollOn(twin, "2d6");
    const double brawn = attack == CombatRunner::Attack::Melee ? 2 : 0;
    const double expected = std::max(0.0, roll.total + brawn - 2); // the orc's armor 2
    CAPTURE(seed, roll.total, int(attack));
    QString why;
    REQUIRE(f.runner.yieldTo(q("hero"), q("orc"), q("2d6"), attack, q("momentum"), &why));
    CHECK(f.pool("orc", "momentum") == 10 - expected);
    CHECK(f.state().damageThisTurn.value(q("orc")) == expected);
    CHECK(f.state().lastTarget == q("orc"));
    int effects = 0;
    for (int face : roll.kept)
        effects += face <= 3 ? 1 : 0; // the hero's cunning 3
    CHECK(f.logged(qPrintable(QStringLiteral("; %1 cunning effect(s)").arg(effects))));

    // A broken expression is no attack.
    CHECK_FALSE(f.runner.yieldTo(q("hero"), q("orc"), q("2x6"), attack, q("momentum"), &why));
    CHECK_FALSE(why.isEmpty());
}

// Seed 002: "If damage reduces your poise to zero, you become reeling, when your momentum is
// reduced to zero, you become knocked-down, and when your focus is depleted, you become
// confused."
// Seed 002: "You might temporarily loose your zone of control while you are knocked-down,
// reeling, confused, or affected by certain other conditions."
TEST_CASE("Paces: a defense at 0 sets its condition on the token, which loses its zone of "
          "control",
          "[combat][paces]")
{
    const auto [poolId, condition] = GENERATE(table<const char *, const char *>({
        {"poise", "reeling"},
        {"momentum", "knocked-down"},
        {"focus", "confused"},
    }));
    CAPTURE(poolId);
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    CHECK(ZoneOfControl::isActive(f.token("hero"), *f.encounter.rules));
    REQUIRE(f.runner.damage(q("hero"), 100, q(poolId)));
    CHECK(f.pool("hero", poolId) == 0);
    CHECK(v(f.token("hero").conditions) == std::vector<std::string>{condition});
    CHECK_FALSE(f.has("hero", "defeated"));
    CHECK_FALSE(ZoneOfControl::isActive(f.token("hero"), *f.encounter.rules));
    CHECK(ZoneOfControl::cells(f.token("hero"), f.encounter.board.square, *f.encounter.rules)
              .isEmpty());
    // Not all three: no stress yet, although the damage went past the pool.
    CHECK(f.pool("hero", "stress") == 0);

    // The GM sets the pool again: the condition ends, and the zone is back.
    f.runner.setPool(q("hero"), q(poolId), 3);
    CHECK_FALSE(f.has("hero", condition));
    CHECK(ZoneOfControl::isActive(f.token("hero"), *f.encounter.rules));
}

// Seed 002: "If all three pools are depleted, then you are defeated and excess damage carries
// over to your stress."
TEST_CASE("Paces: all three defenses at 0 defeat, and the excess goes to stress", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    f.runner.setPool(q("hero"), q("poise"), 0);
    f.runner.setPool(q("hero"), q("momentum"), 0);
    CHECK_FALSE(f.has("hero", "defeated"));
    // focus 20, 23 damage: 3 over.
    REQUIRE(f.runner.damage(q("hero"), 23, q("focus")));
    CHECK(f.pool("hero", "focus") == 0);
    CHECK(f.has("hero", "defeated"));
    CHECK(f.has("hero", "reeling"));
    CHECK(f.has("hero", "knocked-down"));
    CHECK(f.has("hero", "confused"));
    CHECK(f.pool("hero", "stress") == 3);
    CHECK(f.logged("Hero is defeated"));
    CHECK(f.logged("Hero suffers 3 stress"));
    // A defeated character holds no turn.
    CHECK(f.candidates() == std::vector<std::string>{"sage", "orc", "gob"});
}

// Seed 002: "If you continue to take damage, your stress is increased by the damage dealt and
// you may begin to suffer afflictions."
TEST_CASE("Paces: damage to a defeated character all goes to stress", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    for (const char *p : {"poise", "momentum", "focus"})
        f.runner.setPool(q("hero"), q(p), 0);
    REQUIRE(f.has("hero", "defeated"));
    CHECK(f.pool("hero", "stress") == 0);
    REQUIRE(f.runner.damage(q("hero"), 4, q("poise")));
    CHECK(f.pool("hero", "stress") == 4);
    REQUIRE(f.runner.damage(q("hero"), 2.5, q("momentum")));
    CHECK(f.pool("hero", "stress") == 6.5);
    // A yield on a defeated character is stress as well: 1 + brawn 1 − armor 1 = 1.
    REQUIRE(f.runner.yieldTo(q("orc"), q("hero"), q("1"), CombatRunner::Attack::Melee, q("focus")));
    CHECK(f.pool("hero", "stress") == 7.5);
    CHECK(f.pool("hero", "poise") == 0);
}

// Seed 002: "While reeling, you can't gain poise" (and so for knocked-down and momentum,
// confused and focus).
TEST_CASE("Paces: heal() cannot raise a defense while its zero condition is set", "[combat][paces]")
{
    Fight f(squareEncounter("paces", band));
    REQUIRE(f.start());
    f.runner.setPool(q("hero"), q("poise"), 0);
    REQUIRE(f.has("hero", "reeling"));
    CHECK_FALSE(f.runner.heal(q("hero"), 3, q("poise")));
    CHECK(f.pool("hero", "poise") == 0);
    CHECK(f.logged("Hero cannot gain Poise while reeling"));
    // The other defenses still heal, up to their maximum.
    REQUIRE(f.runner.damage(q("hero"), 4, q("momentum")));
    REQUIRE(f.runner.heal(q("hero"), 10, q("momentum")));
    CHECK(f.pool("hero", "momentum") == 15);
    // Stress has no maximum.
    REQUIRE(f.runner.heal(q("hero"), 2, q("stress")));
    CHECK(f.pool("hero", "stress") == 2);
}

// Seed 002: "This cycle continues until all characters have taken their turns, then the round
// ends." CombatRunner::delay: the one who puts its turn off "is suggested last".
TEST_CASE("Paces: a delayed character is suggested only when nobody else is left",
          "[combat][paces][delay]")
{
    Fight f(squareEncounter("paces", band));
    CombatRunner::StartOptions options;
    options.first = q("hero");
    REQUIRE(f.start(options));
    REQUIRE(f.runner.delay());
    QStringList turns;
    while (f.state().round == 1 && !f.state().current.isEmpty()) {
        turns << f.state().current;
        // The hero is closest to the goblin's turn, yet waits for the others.
        REQUIRE(f.next());
    }
    CHECK(v(turns).size() == 4);
    CHECK(turns.last() == q("hero"));
    CHECK(turns.count(q("hero")) == 1);
    CHECK(f.state().round == 2);
}
