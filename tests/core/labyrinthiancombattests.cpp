#include "combat/labyrinthianprocedure.h"
#include "combattestsupport.h"

#include <catch2/catch.hpp>
#include <functional>

// Seed 001 (Labyrinthian), "The Combat Procedure", "Energy" and "Movement": the Combat Roll,
// the Initiative, Reactions, the Pass Back and Saving Throws, as CombatRunner runs them.

using namespace CombatTestSupport;

namespace
{

// Two on each side of the Divide. Veyra has Agility 2 and +1 on each die.
const QByteArray twoAndTwo = R"([
  {"id":"veyra","name":"Veyra","side":"party","position":"churn","agility":2,
   "stats":{"dieModifier":1}},
  {"id":"tomas","name":"Tomas","side":"party","position":"ally-ranged-center"},
  {"id":"acolyte","name":"Acolyte","side":"foes","position":"churn","agility":1},
  {"id":"zealot","name":"Zealot","side":"foes","position":"enemy-flank-center"}
])";

const QByteArray oneAndOne = R"([
  {"id":"veyra","name":"Veyra","side":"party","position":"churn"},
  {"id":"acolyte","name":"Acolyte","side":"foes","position":"churn"}
])";

const QByteArray twoAllies = R"([
  {"id":"veyra","name":"Veyra","side":"party","position":"churn"},
  {"id":"tomas","name":"Tomas","side":"party","position":"ally-ranged-center"},
  {"id":"acolyte","name":"Acolyte","side":"foes","position":"churn"}
])";

// The first seed from 1 whose started fight satisfies `wanted`.
quint32 seedWhere(const Encounter &encounter, const std::function<bool(Fight &)> &wanted)
{
    for (quint32 seed = 1; seed < 5000; ++seed) {
        Fight f(encounter, seed);
        REQUIRE(f.start());
        if (wanted(f))
            return seed;
    }
    FAIL("no seed below 5000 gives the wanted Combat Rolls");
    return 0;
}

QStringList topTotals(Fight &f)
{
    int best = -1000;
    QStringList top;
    for (const auto &c : f.state().combatants) {
        if (c.initiative > best) {
            best = c.initiative;
            top = {c.tokenId};
        } else if (c.initiative == best) {
            top << c.tokenId;
        }
    }
    return top;
}

} // namespace

// Seed 001: "At the start of every Round, each Combatant rolls 2d20."
// Seed 001: "Just like Skill Check rolls that use 1d20, you may be able to add your Talent
// Modifiers to each die."
// Seed 001: "Each combatant's base Movement is determined by the total of their Combat Roll
// at the start of each round. Additional Movement can be gained through Agility"
TEST_CASE("Labyrinthian: the Combat Roll is 2d20, its total with the modifier on each die, "
          "and Movement is the total plus Agility",
          "[combat][labyrinthian]")
{
    Fight f(gridEncounter(twoAndTwo));
    DiceRoller twin = f.dice; // rolls what the runner will roll
    REQUIRE(f.start());
    REQUIRE(f.state().combatants.size() == 4);
    for (const auto &c : f.state().combatants) {
        CAPTURE(s(c.tokenId));
        const auto expected = rollOn(twin, "2d20");
        REQUIRE(c.dice.size() == 2);
        CHECK(c.dice == expected.kept);
        for (int face : c.dice) {
            CHECK(face >= 1);
            CHECK(face <= 20);
        }
        CHECK(c.initiative == sum(c.dice) + 2 * c.dieModifier);
        const auto *t = f.runner.token(c.tokenId);
        REQUIRE(t->movement.has_value());
        CHECK(*t->movement == c.initiative + t->agility);
    }
    CHECK(f.combatant("veyra").dieModifier == 1);
    CHECK(f.combatant("tomas").dieModifier == 0);
    CHECK(f.logCount("Combat Roll") == 4);

    // A modifier given mid-round changes the total and the Movement with it.
    const auto dice = f.combatant("veyra").dice;
    REQUIRE(f.runner.setDieModifier(q("veyra"), 3));
    CHECK(f.combatant("veyra").initiative == sum(dice) + 6);
    CHECK(*f.token("veyra").movement == sum(dice) + 6 + 2);
    CHECK(f.combatant("veyra").dice == dice);
}

// Seed 001: "The Combat Roll generates Skill Points for multiples of 5, 1s, or 20s."
TEST_CASE("Labyrinthian: Skill Points of a Combat Roll die: 1 and 20 give two, multiples of 5 "
          "one",
          "[combat][labyrinthian]")
{
    const QList<int> doubles = {1, 20};
    const auto [face, points] = GENERATE(table<int, int>({
        {1, 2},
        {20, 2},
        {5, 1},
        {10, 1},
        {15, 1},
        {2, 0},
        {7, 0},
        {13, 0},
        {19, 0},
    }));
    CAPTURE(face);
    CHECK(LabyrinthianProcedure::skillPoints(face, 5, doubles) == points);
}

// Seed 001: "The Combat Roll generates Skill Points for multiples of 5, 1s, or 20s."
// Seed 001: "When a Combat Roll results in one or both d20s showing a 20, the combatant gains
// up to two Critical Actions."
TEST_CASE("Labyrinthian: the log of each Combat Roll names its Skill Points and Critical "
          "Actions",
          "[combat][labyrinthian]")
{
    const auto seed = GENERATE(range(1u, 30u));
    Fight f(gridEncounter(twoAndTwo), seed);
    REQUIRE(f.start());
    for (const auto &c : f.state().combatants) {
        int points = 0;
        int criticals = 0;
        for (int face : c.dice) {
            points += LabyrinthianProcedure::skillPoints(face, 5, {1, 20});
            criticals += face == 20 ? 1 : 0;
        }
        const auto name = f.runner.nameOf(c.tokenId);
        QString line;
        for (const auto &text : f.logTexts()) {
            if (text.startsWith(name + QStringLiteral(": Combat Roll")))
                line = text;
        }
        CAPTURE(seed, s(line));
        REQUIRE(!line.isEmpty());
        if (points > 0)
            CHECK(line.contains(QStringLiteral("; %1 Skill Point(s)").arg(points)));
        else
            CHECK_FALSE(line.contains(q("Skill Point")));
        if (criticals > 0)
            CHECK(line.contains(QStringLiteral("; %1 Critical Action(s)").arg(criticals)));
        else
            CHECK_FALSE(line.contains(q("Critical")));
        CHECK(line.endsWith(
            QStringLiteral("; Movement %1").arg(*f.runner.token(c.tokenId)->movement)));
    }
}

// Seed 001: "The combatant with the highest total seizes the initiative."
TEST_CASE("Labyrinthian: the highest Combat Roll total seizes the Initiative",
          "[combat][labyrinthian]")
{
    const auto e = gridEncounter(twoAndTwo);
    const auto seed = GENERATE(1u, 2u, 3u, 4u, 5u, 1234u);
    Fight f(e, seed);
    REQUIRE(f.start());
    const auto top = topTotals(f);
    CAPTURE(seed, v(top));
    if (top.size() > 1)
        return; // a tie: the roll-off tests below
    CHECK(f.suggestion() == s(top.first()));
    CHECK(f.state().seizedBy == top.first());
    CHECK(f.logged(
        qPrintable(f.runner.nameOf(top.first()) + QStringLiteral(" seizes the Initiative"))));
    CHECK(f.current().empty()); // nobody acts until the GM starts the first turn
    REQUIRE(f.next());
    CHECK(f.current() == s(top.first()));
}

// Seed 001: "In case of a tie among opponents, the tied combatants roll a 1d4 die, and the
// one with the highest roll takes the initiative. If a tie persists, the roll-off continues
// until one combatant out-rolls the other."
TEST_CASE("Labyrinthian: opponents who tie roll off with 1d4 until one wins",
          "[combat][labyrinthian]")
{
    const auto e = gridEncounter(oneAndOne);
    const auto seed = seedWhere(e, [](Fight &f) {
        return f.combatant("veyra").initiative == f.combatant("acolyte").initiative;
    });
    Fight f(e, seed);
    REQUIRE(f.start());
    CAPTURE(seed);
    REQUIRE(f.combatant("veyra").initiative == f.combatant("acolyte").initiative);
    REQUIRE(f.logged("roll-off 1d4"));
    CHECK_FALSE(f.logged("Allies tie"));

    // The last roll-off line: "Tie at T: roll-off 1d4: Veyra 3, Acolyte 2".
    QString last;
    for (const auto &text : f.logTexts()) {
        if (text.contains(q("roll-off")))
            last = text;
    }
    const auto rolls = last.section(q("1d4: "), 1).split(q(", "));
    REQUIRE(rolls.size() == 2);
    const int veyra = rolls[0].section(QLatin1Char(' '), -1).toInt();
    const int acolyte = rolls[1].section(QLatin1Char(' '), -1).toInt();
    CAPTURE(s(last));
    CHECK(veyra >= 1);
    CHECK(veyra <= 4);
    CHECK(acolyte >= 1);
    CHECK(acolyte <= 4);
    REQUIRE(veyra != acolyte);
    const auto winner = veyra > acolyte ? "veyra" : "acolyte";
    CHECK(f.suggestion() == winner);
    REQUIRE(f.next());
    CHECK(f.current() == winner);
    // Every earlier roll-off line was a tie again.
    for (const auto &text : f.logTexts()) {
        if (!text.contains(q("roll-off")) || text == last)
            continue;
        const auto again = text.section(q("1d4: "), 1).split(q(", "));
        CHECK(again[0].section(QLatin1Char(' '), -1) == again[1].section(QLatin1Char(' '), -1));
    }
}

// Seed 001: "When allies tie in initiative, they can mutually decide the turn order."
TEST_CASE("Labyrinthian: allies who tie are left to choose; no roll-off", "[combat][labyrinthian]")
{
    const auto e = gridEncounter(twoAllies);
    const auto seed = seedWhere(e, [](Fight &f) {
        const int veyra = f.combatant("veyra").initiative;
        return veyra == f.combatant("tomas").initiative &&
               veyra > f.combatant("acolyte").initiative;
    });
    Fight f(e, seed);
    REQUIRE(f.start());
    CAPTURE(seed);
    CHECK_FALSE(f.logged("roll-off"));
    CHECK(f.logged("Allies tie at"));
    CHECK(f.logged("Veyra, Tomas choose who acts first"));
    // The first in the panel is only a default: either ally may take the turn.
    CHECK(f.suggestion() == "veyra");
    CHECK(f.candidates() == std::vector<std::string>{"veyra", "tomas", "acolyte"});
    REQUIRE(f.next("tomas"));
    CHECK(f.current() == "tomas");
}

// Seed 001: "4. If they Attack and are Reacted against, the enemy who Reacted will seize the
// Initiative."
TEST_CASE("Labyrinthian: a Reaction by an enemy seizes the Initiative for the next turn",
          "[combat][labyrinthian]")
{
    const auto seed = GENERATE(1u, 7u, 1234u);
    Fight f(gridEncounter(twoAndTwo), seed);
    REQUIRE(f.start());
    REQUIRE(f.next());
    const auto actor = f.state().current;
    CAPTURE(seed, s(actor));
    // Without a Reaction the Initiative stays on the actor's side (the Pass Back).
    const auto before = f.runner.suggestion();
    CHECK_FALSE(f.runner.areEnemies(actor, before));

    QString enemy;
    QString ally;
    for (const auto &c : f.state().combatants) {
        if (c.tokenId == actor)
            continue;
        (f.runner.areEnemies(actor, c.tokenId) ? enemy : ally) = c.tokenId;
    }
    // An ally of the attacker cannot react against it.
    CHECK_FALSE(f.runner.react(ally));
    CHECK(f.state().seizedBy.isEmpty());

    REQUIRE(f.runner.react(enemy));
    CHECK(f.state().seizedBy == enemy);
    CHECK(f.suggestion() == s(enemy));
    CHECK(f.logged("will seize the Initiative"));
    REQUIRE(f.next());
    CHECK(f.current() == s(enemy));
    // The seizure is used up by that turn.
    CHECK(f.state().seizedBy.isEmpty());
}

// Seed 001: "At 0 CP, they're limited in Combat capabilities and can't react against attacks,
// and will additionally automatically fail any Saving Throw they are forced to make."
// Seed 001: "Combatants at 0 CP are vulnerable to Incapacitation and Killing Blows."
TEST_CASE("Labyrinthian: at 0 Composure a combatant cannot react and is vulnerable",
          "[combat][labyrinthian]")
{
    Fight f(gridEncounter(oneAndOne));
    REQUIRE(f.start());
    REQUIRE(f.next("veyra"));
    CHECK(f.pool("acolyte", "composure") == 20);
    REQUIRE(f.runner.damage(q("acolyte"), 25));
    CHECK(f.pool("acolyte", "composure") == 0);
    CHECK(f.has("acolyte", "vulnerable"));
    CHECK(f.logged("Acolyte is at 0 CP: cannot react, and is vulnerable"));

    CHECK_FALSE(f.runner.react(q("acolyte")));
    CHECK(f.state().seizedBy.isEmpty());
    CHECK(f.logged("Acolyte is at 0 CP and cannot react"));

    // Restored Composure ends it.
    REQUIRE(f.runner.heal(q("acolyte"), 4));
    CHECK(f.pool("acolyte", "composure") == 4);
    CHECK_FALSE(f.has("acolyte", "vulnerable"));
    CHECK(f.runner.react(q("acolyte")));
}

// Seed 001: "If no one declares their readiness for a turn during the Pass Back, the
// initiative automatically reverts to the opposing side."
// Seed 001: "If the Pass Back occurs, and still no one announces their readiness for a turn,
// the World Keeper will declare the round's end. A new round will begin, and the remaining
// combatants will be called upon to make new Combat Rolls."
TEST_CASE("Labyrinthian: the Pass Back goes to the passer's side first, then the other side, "
          "then a new round with new Combat Rolls",
          "[combat][labyrinthian]")
{
    const auto seed = GENERATE(1u, 2u, 3u, 1234u);
    Fight f(gridEncounter(twoAndTwo), seed);
    REQUIRE(f.start());
    QStringList turns;
    for (int i = 0; i < 4; ++i) {
        REQUIRE(f.next());
        turns << f.state().current;
        CHECK(f.state().round == 1);
    }
    CAPTURE(seed, v(turns));
    // Every combatant had one turn.
    auto sorted = turns;
    sorted.sort();
    CHECK(v(sorted) == std::vector<std::string>{"acolyte", "tomas", "veyra", "zealot"});
    // The seizer's side, its side again, then the opposing side twice.
    CHECK_FALSE(f.runner.areEnemies(turns[0], turns[1]));
    CHECK(f.runner.areEnemies(turns[1], turns[2]));
    CHECK_FALSE(f.runner.areEnemies(turns[2], turns[3]));
    // When the Initiative passes back, the higher total on that side is suggested first.
    CHECK(f.combatant(qPrintable(turns[2])).initiative >=
          f.combatant(qPrintable(turns[3])).initiative);
    CHECK(f.candidates().empty());
    CHECK(f.suggestion().empty());

    // Nobody has a turn left: the round ends, and everyone rolls again.
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    CHECK(f.logged("Round 2"));
    int rolls = 0;
    for (const auto &entry : f.state().log)
        rolls += entry.round == 2 && entry.text.contains(q(": Combat Roll 2d20")) ? 1 : 0;
    CHECK(rolls == 4);
    CHECK(f.state().turns.isEmpty());
    // The new round's highest total has the first turn.
    int best = -1000;
    for (const auto &c : f.state().combatants)
        best = std::max(best, c.initiative);
    CHECK(f.combatant(qPrintable(f.state().current)).initiative == best);
    CHECK(f.candidates().size() == 3);
}

// Seed 001: "Initiative alternates among combatants until each has taken their turn."
// CombatRunner::delay: the one who puts its turn off "is suggested last".
TEST_CASE("Labyrinthian: a combatant who delays is suggested only when nobody else is left",
          "[combat][labyrinthian][delay]")
{
    const auto seed = GENERATE(1u, 2u, 3u, 1234u);
    Fight f(gridEncounter(twoAndTwo), seed);
    REQUIRE(f.start());
    REQUIRE(f.next());
    const auto seizer = f.state().current;
    CAPTURE(seed, s(seizer));
    REQUIRE(f.runner.delay());
    CHECK(f.state().current != seizer);
    QStringList turns;
    while (f.state().round == 1 && !f.state().current.isEmpty()) {
        turns << f.state().current;
        REQUIRE(f.next());
    }
    CAPTURE(v(turns));
    CHECK(turns.size() == 4);
    CHECK(turns.last() == seizer);
    CHECK(turns.count(seizer) == 1);
}

// Seed 001: "When a combatant must make a Save, they will add their current Energy value to the
// roll." Seed 001: "They must beat their Current Energy + the Modifier."
// Seed 001: "If they do not succeed, they will not only be unable to pass into the Position,
// but will also be knocked prone as a result."
TEST_CASE("Labyrinthian: a Saving Throw passes when 1d20 + Energy beats Energy + modifier, and a "
          "failure knocks prone",
          "[combat][labyrinthian]")
{
    const int modifier = GENERATE(-1, 0, 5, 10, 15, 19, 20, 25);
    const auto seed = GENERATE(1u, 2u, 1234u);
    Fight f(gridEncounter(oneAndOne), seed);
    REQUIRE(f.start());
    f.runner.setPool(q("veyra"), q("stamina"), 7);
    DiceRoller twin = f.dice;
    const int die = rollOn(twin, "1d20").total;
    CAPTURE(modifier, seed, die);
    const bool expected = die + 7 > 7 + modifier;
    CHECK(f.runner.savingThrow(q("veyra"), q("stamina"), modifier) == expected);
    CHECK(f.has("veyra", "prone") == !expected);
    CHECK(f.logged(expected ? "passes" : "fails"));
    CHECK(f.logged("Veyra's Stamina Saving Throw: 1d20"));
}

// Seed 001: "At 0 CP, they're limited in Combat capabilities and can't react against attacks,
// and will additionally automatically fail any Saving Throw they are forced to make."
TEST_CASE("Labyrinthian: at 0 CP a Saving Throw fails without a roll", "[combat][labyrinthian]")
{
    Fight f(gridEncounter(oneAndOne));
    REQUIRE(f.start());
    f.runner.setPool(q("veyra"), q("composure"), 0);
    DiceRoller twin = f.dice;
    // Even a modifier no die can miss.
    CHECK_FALSE(f.runner.savingThrow(q("veyra"), q("acuity"), -100));
    CHECK(f.has("veyra", "prone"));
    CHECK(f.logged("Veyra's Acuity Saving Throw fails: 0 CP"));
    // No die was rolled.
    CHECK(rollOn(f.dice, "1d20").total == rollOn(twin, "1d20").total);

    // An energy the rules do not have is no Saving Throw.
    CHECK_FALSE(f.runner.savingThrow(q("veyra"), q("luck"), 0));
}

// Seed 001: "the World Keeper will keep the Initiative going in the background in such cases,
// with those unseen combatants taking their turns as normal until they reveal themselves or
// otherwise are discovered."
TEST_CASE("Labyrinthian: a hidden combatant joins hidden and is revealed when its turn starts",
          "[combat][labyrinthian]")
{
    Fight f(gridEncounter(R"([
      {"id":"veyra","name":"Veyra","side":"party","position":"churn"},
      {"id":"acolyte","name":"Acolyte","side":"foes","position":"churn"},
      {"id":"harpy","name":"Harpy","side":"foes","position":"enemy-ranged-left","hidden":true},
      {"id":"spy","name":"Spy","side":"foes","position":"enemy-flank-left","hidden":true}
    ])"));
    REQUIRE(f.start());
    CHECK(f.combatant("harpy").joinedHidden);
    CHECK_FALSE(f.combatant("veyra").joinedHidden);
    CHECK(f.token("harpy").hidden);
    // Hidden combatants roll and may act like the others.
    CHECK(f.combatant("harpy").dice.size() == 2);

    REQUIRE(f.next("acolyte"));
    CHECK(f.token("harpy").hidden);
    REQUIRE(f.next("harpy"));
    CHECK_FALSE(f.token("harpy").hidden);
    CHECK(f.logged("Harpy is revealed"));
    // joinedHidden records how it joined; it stays.
    CHECK(f.combatant("harpy").joinedHidden);

    // The GM may reveal one earlier.
    CHECK(f.runner.reveal(q("spy")));
    CHECK_FALSE(f.token("spy").hidden);
    CHECK(f.logged("Spy is revealed"));
    CHECK_FALSE(f.runner.reveal(q("spy")));
}

// Seed 001: "Combat ends when one side of a combat has either been fully incapacitated,
// forced to flee, or has otherwise been killed."
TEST_CASE("Labyrinthian: ending the fight forgets the round's Movement", "[combat][labyrinthian]")
{
    Fight f(gridEncounter(twoAndTwo));
    REQUIRE(f.start());
    REQUIRE(f.token("veyra").movement.has_value());
    f.runner.end();
    CHECK_FALSE(f.runner.isActive());
    CHECK_FALSE(f.encounter.combat.has_value());
    for (const auto &t : f.encounter.tokens)
        CHECK_FALSE(t.movement.has_value());
    // Nothing works on an ended fight.
    CHECK_FALSE(f.runner.nextTurn());
    CHECK(f.runner.candidates().isEmpty());
}
