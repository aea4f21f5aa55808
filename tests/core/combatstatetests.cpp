#include "combattestsupport.h"
#include "io/combatstatejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>
#include <functional>

// The "combat" object of a .encounter file (src/core/io/combatstatejson.h): a fight in progress
// is saved and read back exactly, files without it load as before, and a broken one is refused
// with the path of the bad value.

using namespace CombatTestSupport;

namespace
{

const QByteArray squareBand = R"([
  {"id":"hero","name":"Hero","side":"party","x":0,"y":0,
   "stats":{"agility":1,"brawn":2,"initiative":2,"level":3}},
  {"id":"sage","name":"Sage","side":"party","x":0,"y":2,"hidden":true},
  {"id":"orc","name":"Orc","side":"foes","x":6,"y":6,"stats":{"armor":2,"defense":1}},
  {"id":"gob","name":"Gob","side":"foes","x":2,"y":0,"stats":{"minion":1}}
])";

const QByteArray gridBand = R"([
  {"id":"hero","name":"Hero","side":"party","position":"churn","agility":2,
   "stats":{"dieModifier":1}},
  {"id":"sage","name":"Sage","side":"party","position":"ally-ranged-center","hidden":true},
  {"id":"orc","name":"Orc","side":"foes","position":"churn"},
  {"id":"gob","name":"Gob","side":"foes","position":"enemy-flank-center"}
])";

using When = CombatState::Timer::When;

// Plays a few turns of a fight of `procedure`, leaving a bit of everything in the state:
// mid-round, timers (one skipping its first end), a log with a secret roll, changed pools,
// spent actions, and the procedure's own fields.
void playSome(Fight &f, const std::string &procedure)
{
    CombatRunner::StartOptions options;
    if (procedure == "paces")
        options.first = q("hero");
    if (procedure == "classic-surprise")
        options.surprise = CombatRunner::Surprise::Opponents;
    REQUIRE(f.start(options));
    if (f.current().empty())
        REQUIRE(f.next());
    const auto actor = f.state().current;
    REQUIRE(f.runner.addCondition(actor, q("prone"), 2, When::TurnEnd));
    REQUIRE(f.runner.addCondition(q("orc"), q("stunned"), 3, When::TurnStart, q("gob")));
    f.runner.roll(actor, QString(), true);
    f.runner.roll(QString(), q("2d6+1"), false);
    if (procedure == "paces") {
        REQUIRE(f.runner.defend(q("orc"), 4, q("focus")));
        REQUIRE(f.runner.damage(q("hero"), 2.5, q("momentum")));
        REQUIRE(f.runner.toggleAction(q("hero"), q("maneuver")));
    } else if (procedure == "meters") {
        REQUIRE(f.runner.toggleAction(actor, q("attack")));
        REQUIRE(f.runner.toggleAction(q("orc"), q("reaction")));
        REQUIRE(f.runner.damage(q("gob"), 7));
    } else if (procedure == "labyrinthian") {
        REQUIRE(f.runner.setDieModifier(q("sage"), -2));
        REQUIRE(f.runner.damage(q("gob"), 3));
        const auto enemy = f.runner.areEnemies(actor, q("orc")) ? q("orc") : q("hero");
        REQUIRE(f.runner.react(enemy));
    } else {
        REQUIRE(f.runner.damage(q("gob"), 12));
    }
    REQUIRE(f.next());
    if (procedure != "classic-surprise")
        REQUIRE(f.runner.delay());
}

QByteArray withCombat(const QByteArray &bytes, const std::function<void(QJsonObject &)> &change)
{
    auto root = QJsonDocument::fromJson(bytes).object();
    auto combat = root.value(q("combat")).toObject();
    change(combat);
    root.insert(q("combat"), combat);
    return QJsonDocument(root).toJson();
}

// A saved fight in progress, on the square board.
QByteArray savedFight()
{
    Fight f(squareEncounter("meters", squareBand));
    playSome(f, "meters");
    return EncounterWriter::toBytes(f.encounter);
}

} // namespace

// Seed 004: "Combat takes place in a series of Rounds; in each Round, every participant in the
// combat will have an opportunity to do things - they will take their Combat Turn."
// A fight saved mid-round reads back as the same fight, and goes on the same way.
TEST_CASE("Combat state: a fight in progress reads back equal, and writes the same bytes",
          "[combat][combatstate]")
{
    const std::string procedure = GENERATE("paces", "meters", "classic", "labyrinthian");
    CAPTURE(procedure);
    const auto e = procedure == "labyrinthian" ? gridEncounter(gridBand)
                                               : squareEncounter(procedure.c_str(), squareBand);
    Fight f(e);
    playSome(f, procedure);
    const auto &state = *f.encounter.combat;
    // The state holds what the test means to save.
    CHECK(state.timers.size() == 2);
    CHECK(state.log.size() > 5);
    CHECK(std::any_of(state.log.begin(), state.log.end(),
                      [](const auto &entry) { return entry.secret; }));
    CHECK_FALSE(state.turns.isEmpty());
    CHECK_FALSE(state.delayed.isEmpty());

    const auto bytes = EncounterWriter::toBytes(f.encounter);
    const auto back = TestSupport::loadJson(bytes);
    REQUIRE(back.combat.has_value());
    CHECK(*back.combat == state);
    CHECK(back.tokens == f.encounter.tokens);
    CHECK(EncounterWriter::toBytes(back) == bytes);

    // The loaded fight goes on exactly as the original.
    Fight g(back);
    g.dice = f.dice;
    REQUIRE(f.runner.nextTurn());
    REQUIRE(g.runner.nextTurn());
    REQUIRE(f.runner.nextTurn());
    REQUIRE(g.runner.nextTurn());
    CHECK(*g.encounter.combat == *f.encounter.combat);
    CHECK(EncounterWriter::toBytes(g.encounter) == EncounterWriter::toBytes(f.encounter));
}

// Seed 004: "If one side of an encounter surprises another, that side gains the opportunity to
// take combat turns without their opponents doing so."
// A classic surprise round saved mid-round must load: surpriseSide holds "party" or "enemies"
// (like firstSide), not a side id.
TEST_CASE("Combat state: a classic surprise round reads back", "[combat][combatstate]")
{
    Fight f(squareEncounter("classic", squareBand));
    playSome(f, "classic-surprise");
    REQUIRE(f.state().surpriseRound);
    REQUIRE(f.state().surpriseSide == q("enemies"));
    const auto bytes = EncounterWriter::toBytes(f.encounter);
    EncounterReader reader;
    const auto back = reader.readBytes(bytes, q("surprise.encounter"));
    INFO(s(reader.error().toString()));
    REQUIRE(back.has_value());
    REQUIRE(back->combat.has_value());
    CHECK(*back->combat == *f.encounter.combat);
    CHECK(EncounterWriter::toBytes(*back) == bytes);
}

// Seed 002: "Combat begins as soon as one character does something that other characters
// witness and are willing and able to oppose." Before that, a file has no "combat": every
// sample is such a file, and loads and saves as before.
TEST_CASE("Combat state: files without \"combat\" load, and save without it",
          "[combat][combatstate]")
{
    const char *name = GENERATE("bridge-ambush.encounter", "churn-clash.encounter",
                                "crypt-sneak.encounter", "hill-giant.encounter");
    CAPTURE(name);
    auto e = TestSupport::loadExample(name);
    CHECK_FALSE(e.combat.has_value());
    CHECK_FALSE(EncounterWriter::toJson(e).contains(q("combat")));
    DiceRoller dice(DefaultSeed);
    CombatRunner runner(e, dice);
    CHECK(runner.hasProcedure());
    CHECK_FALSE(runner.isActive());
    // A fight started on the sample is saved, and ending it leaves the file as it was.
    const auto before = EncounterWriter::toBytes(e);
    REQUIRE(runner.start({}));
    CHECK(EncounterWriter::toJson(e).contains(q("combat")));
    runner.end();
    CHECK(EncounterWriter::toBytes(e) == before);
}

// Seed 003: "Turn order within a combat round is determined by Initiative." A saved order (and
// the rest of the fight) that names what is not there is refused; docs/file-format.md §9:
// "the JSON path of the offending value (such as `tokens[3].side` or
// `board.positions.churn.difficult`), and what was expected, in the form "expected …, got …"."
TEST_CASE("Combat state: a broken \"combat\" object is refused with its path",
          "[combat][combatstate]")
{
    struct Row {
        const char *what;
        std::function<void(QJsonObject &)> change;
        const char *path;
        const char *message;
    };
    const auto setCombatant = [](const char *key, QJsonValue value) {
        return [=](QJsonObject &combat) {
            auto list = combat.value(q("combatants")).toArray();
            auto first = list.at(0).toObject();
            auto pools = first.value(q("pools")).toObject();
            pools.insert(q(key), value);
            first.insert(q("pools"), pools);
            list.replace(0, first);
            combat.insert(q("combatants"), list);
        };
    };
    const auto setTimer = [](const char *key, QJsonValue value) {
        return [=](QJsonObject &combat) {
            auto list = combat.value(q("timers")).toArray();
            auto first = list.at(0).toObject();
            first.insert(q(key), value);
            list.replace(0, first);
            combat.insert(q("timers"), list);
        };
    };
    const auto row = GENERATE_COPY(values<Row>({
        {"an unknown token in the order",
         [](QJsonObject &c) {
             c.insert(q("order"), QJsonArray{q("hero"), q("ghost")});
         },
         "combat.order[1]", "expected the id of a token, got \"ghost\""},
        {"a current token that is not there",
         [](QJsonObject &c) { c.insert(q("current"), q("ghost")); }, "combat.current", "ghost"},
        {"a timer's when", setTimer("when", q("noon")), "combat.timers[0].when",
         "expected \"start\" or \"end\""},
        {"a timer's anchor", setTimer("anchor", q("ghost")), "combat.timers[0].anchor", "ghost"},
        {"a timer's rounds", setTimer("rounds", 1.5), "combat.timers[0].rounds",
         "expected a whole number"},
        {"a pool that is a number", setCombatant("health", 5), "combat.combatants[0].pools.health",
         "expected [value, max]"},
        {"a pool of one value", setCombatant("health", QJsonArray{5}),
         "combat.combatants[0].pools.health", "expected [value, max]"},
        {"a pool with text", setCombatant("health", QJsonArray{5, q("max")}),
         "combat.combatants[0].pools.health", "expected a number"},
        {"combatants not a list", [](QJsonObject &c) { c.insert(q("combatants"), 3); },
         "combat.combatants", "expected a list of combatants"},
        {"a negative round", [](QJsonObject &c) { c.insert(q("round"), -1); }, "combat.round",
         "expected 0 or more"},
        {"a first side that is neither", [](QJsonObject &c) { c.insert(q("firstSide"), q("gm")); },
         "combat.firstSide", "expected \"party\" or \"enemies\""},
        {"an unknown party side", [](QJsonObject &c) { c.insert(q("party"), q("elves")); },
         "combat.party", "expected the id of a side"},
        {"a combatant twice",
         [](QJsonObject &c) {
             auto list = c.value(q("combatants")).toArray();
             list.append(list.at(0));
             c.insert(q("combatants"), list);
         },
         "combat.combatants[4].token", "already a combatant"},
    }));
    CAPTURE(row.what);
    const auto bytes = withCombat(savedFight(), row.change);
    EncounterReader reader;
    const auto e = reader.readBytes(bytes, q("broken.encounter"));
    CHECK_FALSE(e.has_value());
    CHECK(s(reader.error().path).rfind("combat", 0) == 0);
    CHECK(s(reader.error().path) == row.path);
    CHECK_THAT(s(reader.error().message), Catch::Contains(row.message));
    CHECK(reader.error().file == q("broken.encounter"));
}

// Seed 003: "A combat round comprises one turn for every combatant." An order with a token
// that is not a combatant is refused (docs/file-format.md §9).
TEST_CASE("Combat state: an order naming a token that is not fighting is refused",
          "[combat][combatstate]")
{
    Fight f(squareEncounter("meters", squareBand));
    CombatRunner::StartOptions options;
    options.joining = QStringList{q("hero"), q("orc")};
    REQUIRE(f.start(options));
    auto root = QJsonDocument::fromJson(EncounterWriter::toBytes(f.encounter)).object();
    auto combat = root.value(q("combat")).toObject();
    combat.insert(q("order"), QJsonArray{q("hero"), q("orc"), q("gob")});
    root.insert(q("combat"), combat);
    EncounterReader reader;
    CHECK_FALSE(reader.readBytes(QJsonDocument(root).toJson()).has_value());
    CHECK(s(reader.error().path) == "combat.order");
    CHECK_THAT(s(reader.error().message), Catch::Contains("not one of the combatants"));
}

// Seed 003: "Each combatant can take only one turn per round." The turns taken must be
// combatants'; docs/file-format.md §9: the path is "the JSON path of the offending value".
TEST_CASE("Combat state: a past turn naming a token that is not fighting is refused at "
          "combat.turns",
          "[combat][combatstate]")
{
    Fight f(squareEncounter("meters", squareBand));
    CombatRunner::StartOptions options;
    options.joining = QStringList{q("hero"), q("orc")};
    REQUIRE(f.start(options));
    const auto bytes = withCombat(EncounterWriter::toBytes(f.encounter), [](QJsonObject &c) {
        c.insert(q("turns"), QJsonArray{q("gob")});
    });
    EncounterReader reader;
    CHECK_FALSE(reader.readBytes(bytes).has_value());
    CHECK(s(reader.error().path).rfind("combat.turns", 0) == 0);
    CHECK_THAT(s(reader.error().message), Catch::Contains("gob"));
}

// Seed 004: "Combat takes place in a series of Rounds". docs/file-format.md §8: "A file may
// hold keys this version of Gridkeep does not know … and
// writes them back unchanged when it saves, in the same object they came from."
TEST_CASE("Combat state: unknown keys inside \"combat\" survive a round trip",
          "[combat][combatstate]")
{
    const auto bytes = withCombat(savedFight(), [](QJsonObject &c) {
        c.insert(q("fogNotes"), QJsonObject{{q("hidden"), QJsonArray{1, 2}}});
        c.insert(q("aNewerKey"), q("kept"));
    });
    const auto e = TestSupport::loadJson(bytes);
    REQUIRE(e.combat.has_value());
    CHECK(e.combat->extra.value(q("aNewerKey")).toString() == q("kept"));
    CHECK(e.combat->extra.value(q("fogNotes")).toObject().value(q("hidden")).toArray().size() == 2);
    // Known keys are never kept as unknown.
    CHECK_FALSE(e.combat->extra.contains(q("round")));
    CHECK_FALSE(e.combat->extra.contains(q("combatants")));

    const auto written = EncounterWriter::toBytes(e);
    const auto again = TestSupport::loadJson(written);
    REQUIRE(again.combat.has_value());
    CHECK(*again.combat == *e.combat);
    const auto combat = QJsonDocument::fromJson(written).object().value(q("combat")).toObject();
    CHECK(combat.value(q("aNewerKey")).toString() == q("kept"));
    CHECK(combat.value(q("fogNotes")).toObject() ==
          e.combat->extra.value(q("fogNotes")).toObject());
    CHECK(EncounterWriter::toBytes(again) == written);
}

// Seed 003: "A combat round comprises one turn for every combatant." Every key but
// "combatants" may be left out of the "combat" object.
TEST_CASE("Combat state: CombatStateJson alone, the smallest object", "[combat][combatstate]")
{
    const auto e = squareEncounter("meters", squareBand);
    QString where;
    QString error;
    const QJsonObject json{{q("combatants"), QJsonArray{}}};
    const auto state = CombatStateJson::fromJson(json, e, &where, &error);
    INFO(s(where) << ": " << s(error));
    REQUIRE(state.has_value());
    CHECK(state->round == 1);
    CHECK(state->combatants.isEmpty());
    CHECK(*state == CombatState{});
    // And without it, refused.
    CHECK_FALSE(CombatStateJson::fromJson(QJsonObject{}, e, &where, &error).has_value());
    CHECK(s(where) == "combatants");
}
