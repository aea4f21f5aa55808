#include "combattestsupport.h"

#include <catch2/catch.hpp>

// Seed 003 (meters), "Round", "Turn" and "Reaction", and the timed conditions, delaying and
// going back a turn that CombatRunner shares between the procedures (meters drives them here:
// its initiative order makes every turn predictable).

using namespace CombatTestSupport;

namespace
{

const QByteArray trio = R"([
  {"id":"ada","name":"Ada","side":"party","x":0,"y":0,"stats":{"initiative":5}},
  {"id":"bo","name":"Bo","side":"party","x":1,"y":0},
  {"id":"cyr","name":"Cyr","side":"foes","x":5,"y":5,"stats":{"initiative":3}}
])";

// A fight whose initiative order is known: ada, bo, cyr after a reorder by the GM.
struct Ordered : Fight {
    Ordered() : Fight(squareEncounter("meters", trio))
    {
        REQUIRE(start());
        auto &order = state().order;
        order = QStringList{q("ada"), q("bo"), q("cyr")};
    }
};

using When = CombatState::Timer::When;

} // namespace

// Seed 003: "Turn order within a combat round is determined by Initiative."
// MetersProcedure: each combatant's initiative roll plus its initiative stat, highest first.
TEST_CASE("Meters: the initiative order is sorted by roll + stats.initiative", "[combat][meters]")
{
    const auto seed = GENERATE(range(1u, 21u));
    Fight f(squareEncounter("meters", trio), seed);
    DiceRoller twin = f.dice;
    REQUIRE(f.start());
    struct Entry {
        QString id;
        int total;
    };
    QList<Entry> expected;
    const QMap<QString, int> bonus = {{q("ada"), 5}, {q("bo"), 0}, {q("cyr"), 3}};
    for (const auto &id : {q("ada"), q("bo"), q("cyr")}) {
        const int roll = rollOn(twin, "1d20").total;
        expected.append({id, roll + bonus.value(id)});
        CHECK(f.state().combatant(id)->initiative == roll + bonus.value(id));
    }
    std::stable_sort(expected.begin(), expected.end(),
                     [](const Entry &a, const Entry &b) { return a.total > b.total; });
    QStringList order;
    for (const auto &e : expected)
        order << e.id;
    CAPTURE(seed);
    CHECK(v(f.state().order) == v(order));
    // The first in the order has the first turn.
    CHECK(f.suggestion() == s(order.first()));
    REQUIRE(f.next());
    CHECK(f.current() == s(order.first()));
    // The GM may reorder.
    REQUIRE(f.runner.moveInOrder(order.last(), -1));
    CHECK(f.state().order.indexOf(order.last()) == 1);
    CHECK_FALSE(f.runner.moveInOrder(order.first(), -1));
}

// Seed 003: "Each combatant has one Attack Action, one Utility Action, and one Movement Action
// per turn."
TEST_CASE("Meters: attack, utility and movement actions are spent until the combatant's next "
          "turn",
          "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.current() == "ada");
    for (const char *action : {"attack", "utility", "movement"})
        REQUIRE(f.runner.toggleAction(q("ada"), q(action)));
    CHECK(v(f.combatant("ada").used) == std::vector<std::string>{"attack", "utility", "movement"});
    // Toggling again gives one back.
    REQUIRE(f.runner.toggleAction(q("ada"), q("utility")));
    CHECK(v(f.combatant("ada").used) == std::vector<std::string>{"attack", "movement"});
    // Actions the rule set does not have are refused.
    CHECK_FALSE(f.runner.toggleAction(q("ada"), q("maneuver")));
    CHECK_FALSE(f.runner.toggleAction(q("nobody"), q("attack")));

    // They stay spent through the others' turns …
    REQUIRE(f.next());
    REQUIRE(f.next());
    CHECK(f.current() == "cyr");
    CHECK(v(f.combatant("ada").used) == std::vector<std::string>{"attack", "movement"});
    // … and come back at Ada's next turn.
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    CHECK(f.current() == "ada");
    CHECK(f.combatant("ada").used.isEmpty());
}

// Seed 003: "Each combatant has one possible reaction during every combatant's turn."
TEST_CASE("Meters: the reaction comes back at every turn start", "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.runner.toggleAction(q("cyr"), q("reaction")));
    REQUIRE(f.runner.toggleAction(q("bo"), q("reaction")));
    CHECK(v(f.combatant("cyr").used) == std::vector<std::string>{"reaction"});
    REQUIRE(f.runner.toggleAction(q("cyr"), q("attack"))); // not a reaction: kept below
    REQUIRE(f.next());
    // Bo's turn: everyone's reaction is back; Cyr's other marks are not touched.
    CHECK(v(f.combatant("cyr").used) == std::vector<std::string>{"attack"});
    CHECK(f.combatant("bo").used.isEmpty());
}

// Seed 003: "A combat round comprises one turn for every combatant. Each combatant can take
// only one turn per round."
// Seed 003: "The round ends once every combatant has finished their turn; a new round begins if
// at least two opposing sides remain able to fight."
TEST_CASE("Meters: the round ends when everyone has had a turn", "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    CHECK(f.candidates() == std::vector<std::string>{"bo", "cyr"});
    CHECK_FALSE(f.next("nobody"));
    REQUIRE(f.next());
    CHECK_FALSE(f.next("ada")); // one turn a round
    CHECK(f.current() == "bo");
    REQUIRE(f.next());
    CHECK(f.current() == "cyr");
    CHECK(f.state().round == 1);
    CHECK(f.candidates().empty());
    CHECK(v(f.state().turns) == std::vector<std::string>{"ada", "bo"});
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    CHECK(f.current() == "ada");
    CHECK(f.state().turns.isEmpty());
    CHECK(f.logged("Round 2"));
    CHECK(f.state().over.isEmpty());
    // The order is rolled once: the new round keeps it.
    CHECK(v(f.state().order) == std::vector<std::string>{"ada", "bo", "cyr"});
}

// Seed 003: "Each combatant can take only one turn per round."
// CombatRunner::nextTurn: "False when `pick` may not act."
TEST_CASE("Meters: picking the current combatant, who has no turn left, is refused",
          "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.current() == "ada");
    // Ada may not act again this round: the pick is refused and nothing changes.
    CHECK_FALSE(f.next("ada"));
    CHECK(f.current() == "ada");
    CHECK(f.combatant("ada").turnsTaken == 0);
    CHECK(f.state().turns.isEmpty());
}

// Seed 003: "The round ends once every combatant has finished their turn; a new round begins if
// at least two opposing sides remain able to fight."
TEST_CASE("Meters: when only one side can fight at the round's end, the fight is over",
          "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    // Ada fells Cyr, the only foe.
    REQUIRE(f.runner.damage(q("cyr"), 25));
    CHECK(f.pool("cyr", "health") == 0);
    CHECK(f.has("cyr", "defeated"));
    // The defeated hold no turn: after Bo the round ends, and no round 2 starts.
    REQUIRE(f.next());
    CHECK(f.current() == "bo");
    REQUIRE(f.next());
    CHECK_FALSE(f.state().over.isEmpty());
    CHECK(f.state().round == 1);
    CHECK(f.current().empty());
    CHECK(f.logged("the fight is over"));
    CHECK_FALSE(f.logged("Round 2"));
    CHECK(f.candidates().empty());
    CHECK(f.suggestion().empty());
    CHECK_FALSE(f.next());
    CHECK(f.state().round == 1);
}

// Seed 003: "a new round begins if at least two opposing sides remain able to fight."
TEST_CASE("Meters: a round with both sides still standing goes on after a defeat",
          "[combat][meters]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.runner.damage(q("bo"), 30));
    CHECK(f.has("bo", "defeated"));
    REQUIRE(f.next());
    CHECK(f.current() == "cyr");
    REQUIRE(f.next());
    CHECK(f.state().over.isEmpty());
    CHECK(f.state().round == 2);
    CHECK(f.current() == "ada");
}

// CombatState::Timer: "A condition that ends by itself after `rounds` turn starts or ends of
// `anchorId`." Seed 002: "If you apply a temporary condition to a legendary creature, then it lasts
// until the creature and one of your allies both use actions, instead of just until the
// creature uses an action."
TEST_CASE("Timers: a condition ends exactly at the anchor's turn end, not a turn late",
          "[combat][meters][timers]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada
    // Ada knocks Cyr prone until the end of Cyr's next turn.
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone"), 1, When::TurnEnd, q("cyr")));
    CHECK(f.has("cyr", "prone"));
    REQUIRE(f.state().timers.size() == 1);
    CHECK_FALSE(f.state().timers.first().skipNext);
    REQUIRE(f.next());            // Bo
    REQUIRE(f.next());            // Cyr
    CHECK(f.has("cyr", "prone")); // all through Cyr's turn
    REQUIRE(f.next());            // Cyr's turn ends
    CHECK_FALSE(f.has("cyr", "prone"));
    CHECK(f.state().timers.isEmpty());
    CHECK(f.logged("Cyr is no longer Prone"));
}

// Seed 004: "If a character decides to parry, it cannot make an attack on its turn, but
// incoming damage from all sources is mitigated until their next combat turn."
TEST_CASE("Timers: a condition ends exactly at the anchor's turn start, counting rounds",
          "[combat][meters][timers]")
{
    const int rounds = GENERATE(1, 2, 3);
    CAPTURE(rounds);
    Ordered f;
    REQUIRE(f.next()); // Ada
    // Bo is stunned by Ada until the start of Ada's turn, `rounds` times over.
    REQUIRE(f.runner.addCondition(q("bo"), q("stunned"), rounds, When::TurnStart, q("ada")));
    for (int round = 1; round <= rounds; ++round) {
        CHECK(f.has("bo", "stunned"));
        REQUIRE(f.next()); // Bo
        REQUIRE(f.next()); // Cyr
        CHECK(f.has("bo", "stunned"));
        REQUIRE(f.next()); // Ada again: the timer ticks as her turn starts
        CHECK(f.current() == "ada");
        CHECK(f.state().round == round + 1);
    }
    CHECK_FALSE(f.has("bo", "stunned"));
    CHECK(f.state().timers.isEmpty());
}

// Seed 001: "If you do not wish to use your Momentum for any other effect, you may retain the
// Momentum die until your next turn" (this turn's end does not count).
// CombatState::Timer::skipNext: "Set when the timer starts during the
// anchor's own turn with When::TurnEnd: that turn's end is not one of the rounds".
TEST_CASE("Timers: a turn-end timer added during the anchor's own turn skips that turn's end",
          "[combat][meters][timers]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada
    // Ada goes prone until the end of her next turn.
    REQUIRE(f.runner.addCondition(q("ada"), q("prone"), 1, When::TurnEnd));
    REQUIRE(f.state().timers.size() == 1);
    CHECK(f.state().timers.first().anchorId == q("ada"));
    CHECK(f.state().timers.first().skipNext);
    REQUIRE(f.next()); // Ada's own turn ends: not counted
    CHECK(f.has("ada", "prone"));
    REQUIRE(f.next()); // Cyr
    REQUIRE(f.next()); // Ada, round 2
    CHECK(f.has("ada", "prone"));
    REQUIRE(f.next()); // her next turn ends
    CHECK_FALSE(f.has("ada", "prone"));

    // A turn-start timer set during the anchor's turn counts the next start as usual.
    REQUIRE(f.runner.addCondition(q("bo"), q("stunned"), 1, When::TurnStart, q("bo")));
    CHECK_FALSE(f.state().timers.first().skipNext);
    REQUIRE(f.next()); // Cyr
    CHECK(f.has("bo", "stunned"));
    REQUIRE(f.next()); // Ada, round 3
    REQUIRE(f.next()); // Bo starts
    CHECK_FALSE(f.has("bo", "stunned"));
}

// Seed 001: "Stances persist until they are suspended, replaced by a new Stance, or disrupted by
// an enemy's attack" (a timed condition may end early).
TEST_CASE("Timers: removing a condition early removes its timer", "[combat][meters][timers]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone"), 2, When::TurnEnd));
    REQUIRE(f.runner.addCondition(q("cyr"), q("hidden"), 0));
    CHECK(f.state().timers.size() == 1);
    REQUIRE(f.runner.removeCondition(q("cyr"), q("prone")));
    CHECK_FALSE(f.has("cyr", "prone"));
    CHECK(f.state().timers.isEmpty());
    // Adding it again later is not undone by the old timer.
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone")));
    for (int i = 0; i < 6; ++i)
        REQUIRE(f.next());
    CHECK(f.has("cyr", "prone"));
    CHECK(f.has("cyr", "hidden"));
    CHECK_FALSE(f.runner.removeCondition(q("cyr"), q("stunned")));
}

// Seed 001: "Each combatant can only have one of each specific type of Wound" (one condition,
// however many timers; it ends with the last of them).
TEST_CASE("Timers: of two timers for one condition, the longer one keeps it",
          "[combat][meters][timers]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone"), 1, When::TurnEnd, q("cyr")));
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone"), 2, When::TurnEnd, q("cyr")));
    CHECK(f.token("cyr").conditions.count(q("prone")) == 1);
    for (int i = 0; i < 3; ++i)
        REQUIRE(f.next()); // Bo, Cyr, Cyr's end → Ada
    CHECK(f.has("cyr", "prone"));
    CHECK(f.state().timers.size() == 1);
    for (int i = 0; i < 3; ++i)
        REQUIRE(f.next()); // Bo, Cyr, Cyr's second end → Ada
    CHECK_FALSE(f.has("cyr", "prone"));
}

// Seed 004: "The character will suffer no damage from incoming attacks until they begin their
// next combat turn". A delayed turn is one turn: resuming it is not a second turn start
// (CombatState::Timer: "ends by itself after `rounds` turn starts or ends of `anchorId`").
TEST_CASE("Timers: resuming a delayed turn does not tick turn-start timers again",
          "[combat][meters][timers][delay]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada, round 1
    // Bo is stunned until the start of Ada's second turn from now (rounds 2).
    REQUIRE(f.runner.addCondition(q("bo"), q("stunned"), 2, When::TurnStart, q("ada")));
    REQUIRE(f.next()); // Bo
    REQUIRE(f.next()); // Cyr
    REQUIRE(f.next()); // Ada, round 2: the first of the two starts
    CHECK(f.has("bo", "stunned"));
    REQUIRE(f.runner.delay()); // Bo acts
    REQUIRE(f.next());         // Cyr
    REQUIRE(f.next());         // Ada resumes her round-2 turn
    CHECK(f.current() == "ada");
    CHECK(f.state().round == 2);
    CHECK(f.has("bo", "stunned")); // until Ada's turn in round 3
    REQUIRE(f.next());             // Bo, round 3
    REQUIRE(f.next());             // Cyr
    CHECK(f.has("bo", "stunned"));
    REQUIRE(f.next()); // Ada, round 3
    CHECK_FALSE(f.has("bo", "stunned"));
}

// Seed 003: "Each combatant has one Attack Action, one Utility Action, and one Movement Action
// per turn." A delayed turn is one turn: its spent actions stay spent when it resumes.
TEST_CASE("Delay: a resumed turn keeps the actions spent before the delay",
          "[combat][meters][delay]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada
    REQUIRE(f.runner.toggleAction(q("ada"), q("attack")));
    REQUIRE(f.runner.delay()); // Bo
    REQUIRE(f.next());         // Cyr
    REQUIRE(f.next());         // Ada resumes
    REQUIRE(f.current() == "ada");
    CHECK(v(f.combatant("ada").used) == std::vector<std::string>{"attack"});
}

// Seed 003: "A turn ends once the creature has taken or forfeited all of its actions."
// CombatRunner::delay: "The current combatant puts its turn off: it waits, and is suggested
// last."
TEST_CASE("Delay: the combatant waits, the next one acts, and it is suggested last",
          "[combat][meters][delay]")
{
    Ordered f;
    REQUIRE(f.next()); // Ada
    REQUIRE(f.runner.delay());
    CHECK(v(f.state().delayed) == std::vector<std::string>{"ada"});
    CHECK(f.current() == "bo");
    CHECK(f.logged("Ada delays their turn"));
    // Ada still holds her turn this round, after everyone else.
    CHECK(f.combatant("ada").turnsTaken == 0);
    CHECK(f.candidates() == std::vector<std::string>{"ada", "cyr"});
    CHECK(f.suggestion() == "cyr");
    REQUIRE(f.next());
    CHECK(f.current() == "cyr");
    REQUIRE(f.next());
    CHECK(f.current() == "ada");
    CHECK(f.state().delayed.isEmpty());
    // Her place in the initiative order is now after Cyr, whose turn she waited for.
    CHECK(v(f.state().order) == std::vector<std::string>{"bo", "cyr", "ada"});
    REQUIRE(f.next());
    CHECK(f.state().round == 2);
    CHECK(f.current() == "bo");
}

// Seed 003: "A turn ends once the creature has taken or forfeited all of its actions."
TEST_CASE("Delay: the last one to act may delay; the turn stays open until the GM moves on",
          "[combat][meters][delay]")
{
    Ordered f;
    REQUIRE(f.next());
    REQUIRE(f.next());
    REQUIRE(f.next());
    REQUIRE(f.current() == "cyr");
    REQUIRE(f.runner.delay());
    CHECK(f.current().empty());
    CHECK(f.candidates() == std::vector<std::string>{"cyr"});
    REQUIRE(f.next());
    CHECK(f.current() == "cyr");
    CHECK(f.state().round == 1);
}

// Seed 003: "A creature has one turn per combat round."
// CombatRunner::previousTurn: "The last turn of this round becomes current again … False at
// the start of a round."
TEST_CASE("previousTurn: the last turn of the round becomes current again",
          "[combat][meters][delay]")
{
    Ordered f;
    CHECK_FALSE(f.runner.previousTurn()); // nothing to go back to
    REQUIRE(f.next());                    // Ada
    CHECK_FALSE(f.runner.previousTurn()); // her turn is the round's first
    REQUIRE(f.next());                    // Bo
    REQUIRE(f.runner.previousTurn());
    CHECK(f.current() == "ada");
    CHECK(f.combatant("ada").turnsTaken == 0);
    CHECK(f.state().turns.isEmpty());
    CHECK(f.logged("Back to Ada's turn"));
    // Bo has not had his turn: he is next again.
    CHECK(f.candidates() == std::vector<std::string>{"bo", "cyr"});
    REQUIRE(f.next());
    CHECK(f.current() == "bo");
    REQUIRE(f.next());
    REQUIRE(f.next()); // round 2
    CHECK(f.state().round == 2);
    CHECK_FALSE(f.runner.previousTurn()); // never back into the last round
}

// Seed 001: "Each combatant's base Movement is determined by the total of their Combat Roll at
// the start of each round." Outside a fight there is no round, and no Movement.
TEST_CASE("end(): the fight is gone and tokens forget the round's Movement", "[combat][meters]")
{
    Ordered f;
    f.token("ada").movement = 4;
    REQUIRE(f.runner.addCondition(q("cyr"), q("prone"), 2));
    f.runner.end();
    CHECK_FALSE(f.runner.isActive());
    CHECK_FALSE(f.encounter.combat.has_value());
    CHECK_FALSE(f.token("ada").movement.has_value());
    // Conditions are the tokens' own and stay.
    CHECK(f.has("cyr", "prone"));
    // A new fight can start.
    REQUIRE(f.start());
    CHECK(f.state().round == 1);
    CHECK(f.state().timers.isEmpty());
}

// Seed 002: "Combat begins as soon as one character does something that other characters
// witness and are willing and able to oppose."
TEST_CASE("start(): refused without two opposing combatants", "[combat][meters]")
{
    Fight f(squareEncounter("meters", trio));
    CombatRunner::StartOptions options;
    options.joining = QStringList{q("ada"), q("bo")};
    CHECK_FALSE(f.start(options));
    CHECK_FALSE(f.runner.isActive());
    options.joining = QStringList{q("ada"), q("cyr")};
    REQUIRE(f.start(options));
    CHECK(f.state().combatants.size() == 2);
    CHECK(f.state().partySide == q("party"));
}

// docs/rules.md §12: a "turn" trap fires when a combatant's turn starts in it, in every rule
// set's fight: a line for the GM alone, with the trap's note, hidden trap or not.
TEST_CASE("A turn trap under a combatant fires as its turn starts, in the GM's log only",
          "[combat][traps]")
{
    const auto rules = GENERATE("meters", "paces", "classic");
    CAPTURE(rules);
    Fight f(TestSupport::loadJson(
        encounterText(rules,
                      R"({"kind":"square","width":10,"height":10,
            "traps":[{"id":"rune","name":"Fire rune","rect":[0,0,10,10],"trigger":"turn",
                      "note":"1d6 fire"}]})",
                      R"([{"id":"ada","name":"Ada","side":"party","x":1,"y":1},
            {"id":"bo","name":"Bo","side":"foes","x":5,"y":5}])")));
    REQUIRE(f.start());
    REQUIRE(f.next());
    const QString current = f.state().current;
    REQUIRE_FALSE(current.isEmpty());
    const QString name = current == q("ada") ? q("Ada") : q("Bo");
    const auto &log = f.state().log;
    const auto line = std::find_if(log.cbegin(), log.cend(), [&](const auto &entry) {
        return entry.text == q("⚠ %1 starts their turn in Fire rune: 1d6 fire").arg(name);
    });
    REQUIRE(line != log.cend());
    CHECK(line->secret);
}
