#include "combat/rostercarry.h"
#include "combattestsupport.h"
#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "model/rulesetregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>

// The party carries its wounds from one fight to the next (docs/rules.md §10): each rule set's
// "carryOver" data, a fight's damage taken into the roster, and the roster given to the next
// encounter's tokens.

using namespace CombatTestSupport;

namespace
{

const RuleSet &rulesOf(const char *id)
{
    const auto rules = RuleSetRegistry::instance().find(q(id));
    REQUIRE(rules);
    return *rules;
}

const RosterEntry &entry(const QList<RosterEntry> &roster, const char *id)
{
    for (const auto &e : roster) {
        if (e.id == q(id))
            return e;
    }
    INFO("roster entry " << id);
    FAIL("no such roster entry");
    return roster.first();
}

const Token &tokenOf(const Encounter &encounter, const char *id)
{
    const auto *token = encounter.token(q(id));
    INFO("token " << id);
    REQUIRE(token != nullptr);
    return *token;
}

QJsonObject rulesJson(const char *id)
{
    QFile file(QStringLiteral(":/rules/%1.json").arg(QLatin1String(id)));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

TEST_CASE("Between fights, per rule set: which pools carry, which conditions last, what a rest "
          "gives back",
          "[carry]")
{
    struct Row {
        const char *rules;
        QStringList carried;
        QStringList rest; // conditions that last until a rest
        QStringList kept; // conditions that last until the GM removes them
        const char *restName;
        QStringList restores;
    };
    // docs/rules.md §10. Seed 001: "To remove the Wound permanently will require Rest lasting at
    // least 6 hours"; the Energies come back through Energy Dice only. Seed 002: "your poise
    // momentum and focus return to their base values", "any stress and afflictions may linger
    // for days". Seeds 003 and 004 are silent: the decisions of §10.3 and §10.4.
    const auto row = GENERATE(values<Row>({
        {"labyrinthian",
         {q("composure"), q("mana"), q("stamina"), q("acuity")},
         {q("wounded")},
         {},
         "Rest of at least 6 hours",
         {}},
        {"paces", {q("stress")}, {q("afflicted")}, {}, "Recovery", {q("stress")}},
        {"meters", {q("health")}, {}, {}, "Rest", {q("health")}},
        {"classic", {q("injuries")}, {}, {q("weapon-broken")}, "Rest", {q("injuries")}},
    }));
    INFO(row.rules);
    const auto &carry = rulesOf(row.rules).carryOver;
    CHECK(carry.carriedPools == row.carried);
    QStringList rest;
    QStringList kept;
    for (auto it = carry.conditions.begin(); it != carry.conditions.end(); ++it)
        (it.value() == CarryOverRules::Lasting::Rest ? rest : kept) << it.key();
    CHECK(rest == row.rest);
    CHECK(kept == row.kept);
    CHECK(s(carry.restName) == row.restName);
    CHECK_FALSE(carry.restDescription.isEmpty());
    CHECK(carry.restRestores == row.restores);
}

TEST_CASE("Conditions that follow a carried pool carry with it", "[carry]")
{
    // labyrinthian: vulnerable follows Composure (reactPool), which carries; defeated is the
    // GM's mark and does not carry. paces: reeling follows poise, which resets. meters and
    // classic: defeated follows the defeatedPool, which carries.
    CHECK(RosterCarry::conditionCarries(q("vulnerable"), rulesOf("labyrinthian")));
    CHECK(RosterCarry::conditionCarries(q("wounded"), rulesOf("labyrinthian")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("defeated"), rulesOf("labyrinthian")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("prone"), rulesOf("labyrinthian")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("reeling"), rulesOf("paces")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("defeated"), rulesOf("paces")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("wet"), rulesOf("paces")));
    CHECK(RosterCarry::conditionCarries(q("afflicted"), rulesOf("paces")));
    CHECK(RosterCarry::conditionCarries(q("defeated"), rulesOf("meters")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("hidden"), rulesOf("meters")));
    CHECK(RosterCarry::conditionCarries(q("defeated"), rulesOf("classic")));
    CHECK(RosterCarry::conditionCarries(q("weapon-broken"), rulesOf("classic")));
    CHECK_FALSE(RosterCarry::conditionCarries(q("parrying"), rulesOf("classic")));
}

TEST_CASE("paces: stress and afflictions linger into the next fight; poise, momentum and focus "
          "are back at their base values",
          "[carry][paces]")
{
    Fight f(TestSupport::loadExample("bridge-ambush.encounter"));
    CombatRunner::StartOptions options;
    options.first = q("kara");
    REQUIRE(f.start(options));
    REQUIRE(f.runner.damage(q("kara"), 3, q("poise")));
    f.runner.setPool(q("kara"), q("stress"), 4);
    REQUIRE(f.runner.addCondition(q("kara"), q("wet")));
    REQUIRE(f.runner.addCondition(q("kara"), q("afflicted")));
    REQUIRE(f.runner.damage(q("brom"), 2, q("momentum")));

    const auto captured = RosterCarry::capture(f.encounter, {});
    // The party side's three join the roster; the bandits do not.
    REQUIRE(captured.roster.size() == 3);
    const auto &kara = entry(captured.roster, "kara");
    CHECK(s(kara.name) == "Kara");
    CHECK(kara.pools == QMap<QString, CombatState::Pool>{{q("stress"), {4, 0}}});
    CHECK(kara.conditions == QStringList{q("afflicted")});
    CHECK(kara.stats.value(q("agility")) == 2);
    CHECK(s(kara.from) == "Bridge ambush");
    CHECK(v(captured.log) ==
          std::vector<std::string>{
              "Kara joins the roster and carries 4 Stress and Afflicted out of Bridge ambush",
              "Brom joins the roster and carries nothing out of Bridge ambush",
              "Ilsa joins the roster and carries nothing out of Bridge ambush"});

    auto next = TestSupport::loadExample("bridge-ambush.encounter");
    next.name = q("The mill race");
    const auto applied = RosterCarry::apply(next, captured.roster, rulesOf("paces"));
    CHECK(v(applied.log) == std::vector<std::string>{"Kara carries 4 Stress and Afflicted from "
                                                     "Bridge ambush",
                                                     "Brom carries nothing from Bridge ambush",
                                                     "Ilsa carries nothing from Bridge ambush"});
    const auto &token = tokenOf(applied.encounter, "kara");
    CHECK(s(token.roster) == "kara");
    CHECK(token.carried == QMap<QString, double>{{q("stress"), 4}});
    CHECK(v(token.conditions) == std::vector<std::string>{"afflicted"});
    CHECK(tokenOf(applied.encounter, "brom").carried.isEmpty());
    // The bandits are nobody's.
    CHECK(tokenOf(applied.encounter, "ogre") == tokenOf(next, "ogre"));

    // Through the file and into the next fight.
    Fight second(TestSupport::loadJson(EncounterWriter::toBytes(applied.encounter)));
    CombatRunner::StartOptions secondOptions;
    secondOptions.first = q("kara");
    REQUIRE(second.start(secondOptions));
    CHECK(second.pool("kara", "stress") == 4);
    CHECK(second.pool("kara", "poise") == 15);
    CHECK(second.combatant("kara").pools.value(q("poise")).max == 15);
    CHECK(second.pool("brom", "momentum") == 20); // 5 + 5 × brawn 3: the 2 lost are back
    CHECK(second.has("kara", "afflicted"));
    CHECK_FALSE(second.has("kara", "wet"));

    // A recovery between fights: stress and the affliction fade.
    const auto rested = RosterCarry::rest(captured.roster, rulesOf("paces"));
    CHECK(entry(rested.roster, "kara").pools.isEmpty());
    CHECK(entry(rested.roster, "kara").conditions.isEmpty());
    CHECK(s(rested.log[0]) == "Recovery: Kara is rid of 4 Stress and Afflicted");
    CHECK(s(rested.log[1]) == "Recovery: Brom has nothing to recover from");
    // Applied again, the rested roster takes back what the token carried.
    const auto again = RosterCarry::apply(applied.encounter, rested.roster, rulesOf("paces"));
    CHECK(tokenOf(again.encounter, "kara").carried.isEmpty());
    CHECK(tokenOf(again.encounter, "kara").conditions.isEmpty());
    CHECK(s(again.log[0]) == "Kara carries nothing from Bridge ambush");
}

TEST_CASE("labyrinthian: the Energies carry, a Wound stays until a rest of at least 6 hours",
          "[carry][labyrinthian]")
{
    Fight f(TestSupport::loadExample("churn-clash.encounter"));
    REQUIRE(f.start());
    REQUIRE(f.runner.damage(q("veyra"), 40)); // Composure 32 → 0: vulnerable
    f.runner.setPool(q("veyra"), q("mana"), 3);
    REQUIRE(f.runner.addCondition(q("veyra"), q("wounded")));
    REQUIRE(f.runner.addCondition(q("veyra"), q("prone")));
    REQUIRE(f.has("veyra", "vulnerable"));

    auto captured = RosterCarry::capture(f.encounter, {});
    const auto &veyra = entry(captured.roster, "veyra");
    CHECK(veyra.pools.value(q("composure")) == CombatState::Pool{0, 32});
    CHECK(veyra.pools.value(q("mana")) == CombatState::Pool{3, 6});
    CHECK(veyra.pools.value(q("stamina")) == CombatState::Pool{14, 14});
    CHECK(veyra.pools.value(q("acuity")) == CombatState::Pool{10, 10});
    CHECK(v(veyra.conditions) == std::vector<std::string>{"vulnerable", "wounded"});

    // The next scene names her by roster id, under another name.
    const auto next = gridEncounter(R"([
      {"id":"v","name":"Veyra the Bold","roster":"veyra","side":"party","position":"churn",
       "stats":{"composure":32,"mana":6,"stamina":14,"acuity":10}},
      {"id":"veyra","name":"Veyra","side":"foes","position":"enemy-flank-left"}
    ])");
    const auto applied = RosterCarry::apply(next, captured.roster, rulesOf("labyrinthian"));
    REQUIRE(applied.log.size() == 1);
    CHECK(s(applied.log[0]) == "Veyra the Bold carries 32 Composure damage, 3 Mana damage, "
                               "Vulnerable and Wounded from Clash at the ford");
    CHECK(tokenOf(applied.encounter, "v").carried ==
          QMap<QString, double>{{q("composure"), 32}, {q("mana"), 3}});
    CHECK(tokenOf(applied.encounter, "veyra").carried.isEmpty()); // the id, not the name, matched
    Fight second(applied.encounter);
    REQUIRE(second.start());
    CHECK(second.pool("v", "composure") == 0);
    CHECK(second.combatant("v").pools.value(q("composure")).max == 32);
    CHECK(second.pool("v", "mana") == 3);
    CHECK(second.pool("v", "stamina") == 14);
    CHECK(second.has("v", "vulnerable"));
    CHECK(second.has("v", "wounded"));
    CHECK_FALSE(second.has("v", "prone"));

    // The rest clears the Wound and gives no Energy back: Composure is still 0, so she is
    // still vulnerable.
    const auto rested = RosterCarry::rest(captured.roster, rulesOf("labyrinthian"));
    const auto &after = entry(rested.roster, "veyra");
    CHECK(v(after.conditions) == std::vector<std::string>{"vulnerable"});
    CHECK(after.pools == veyra.pools);
    CHECK(s(rested.log[0]) == "Rest of at least 6 hours: Veyra is rid of Wounded");
}

TEST_CASE("meters: health carries, and a character at 0 health is still defeated; a rest "
          "restores both",
          "[carry][meters]")
{
    Fight f(TestSupport::loadExample("crypt-sneak.encounter"));
    REQUIRE(f.start());
    REQUIRE(f.runner.damage(q("rogue"), 10));
    REQUIRE(f.runner.damage(q("knight"), 40));
    REQUIRE(f.has("knight", "defeated"));
    REQUIRE(f.runner.addCondition(q("rogue"), q("prone")));

    const auto captured = RosterCarry::capture(f.encounter, {});
    CHECK(entry(captured.roster, "rogue").pools.value(q("health")) == CombatState::Pool{14, 24});
    CHECK(entry(captured.roster, "rogue").conditions.isEmpty());
    CHECK(v(entry(captured.roster, "knight").conditions) == std::vector<std::string>{"defeated"});

    const auto next = TestSupport::loadExample("crypt-sneak.encounter");
    const auto applied = RosterCarry::apply(next, captured.roster, rulesOf("meters"));
    CHECK(v(applied.log) ==
          std::vector<std::string>{
              "Sable carries 10 Health damage from Crypt of the sleeping warden",
              "Aldric carries 34 Health damage and Defeated from Crypt of the sleeping warden"});
    Fight second(applied.encounter);
    REQUIRE(second.start());
    CHECK(second.pool("rogue", "health") == 14);
    CHECK(second.pool("knight", "health") == 0);
    CHECK(second.has("knight", "defeated"));

    const auto rested = RosterCarry::rest(captured.roster, rulesOf("meters"));
    CHECK(entry(rested.roster, "knight").pools.isEmpty());
    CHECK(entry(rested.roster, "knight").conditions.isEmpty());
    CHECK(s(rested.log[1]) == "Rest: Aldric is rid of 34 Health damage and Defeated");
    const auto healed = RosterCarry::apply(applied.encounter, rested.roster, rulesOf("meters"));
    CHECK(tokenOf(healed.encounter, "knight").carried.isEmpty());
    CHECK_FALSE(tokenOf(healed.encounter, "knight").hasCondition(q("defeated")));
    Fight third(healed.encounter);
    REQUIRE(third.start());
    CHECK(third.pool("knight", "health") == 34);
}

TEST_CASE("classic: injuries carry and stamina does not; a broken weapon stays broken, even "
          "after a rest",
          "[carry][classic]")
{
    Fight f(TestSupport::loadExample("hill-giant.encounter"));
    REQUIRE(f.start());
    f.runner.setPool(q("tombril"), q("stamina"), 0);
    f.runner.setPool(q("tombril"), q("injuries"), 9);
    REQUIRE(f.runner.addCondition(q("tombril"), q("weapon-broken")));
    REQUIRE(f.runner.addCondition(q("tombril"), q("parrying")));

    const auto captured = RosterCarry::capture(f.encounter, {});
    const auto &tombril = entry(captured.roster, "tombril");
    CHECK(tombril.pools == QMap<QString, CombatState::Pool>{{q("injuries"), {9, 15}}});
    CHECK(v(tombril.conditions) == std::vector<std::string>{"weapon-broken"});

    const auto applied = RosterCarry::apply(TestSupport::loadExample("hill-giant.encounter"),
                                            captured.roster, rulesOf("classic"));
    CHECK(
        s(applied.log[0]) ==
        "Tombril carries 6 Injury slots damage and Weapon broken from Tombril and the hill giant");
    Fight second(applied.encounter);
    REQUIRE(second.start());
    CHECK(second.pool("tombril", "stamina") == 55);
    CHECK(second.pool("tombril", "injuries") == 9);
    CHECK(second.has("tombril", "weapon-broken"));
    CHECK_FALSE(second.has("tombril", "parrying"));

    const auto rested = RosterCarry::rest(captured.roster, rulesOf("classic"));
    CHECK(entry(rested.roster, "tombril").pools.isEmpty());
    CHECK(v(entry(rested.roster, "tombril").conditions) ==
          std::vector<std::string>{"weapon-broken"});
}

TEST_CASE("A character who sat the fight out keeps what it carried in", "[carry]")
{
    // fromToken without a fight state reads the token as it would start a fight now.
    const auto encounter = squareEncounter("paces", R"([
      {"id":"kara","name":"Kara","side":"party","x":0,"y":0,"roster":"kara",
       "stats":{"agility":2},"carried":{"stress":3,"poise":2},"conditions":["afflicted","wet"]},
      {"id":"orc","side":"foes","x":5,"y":5}
    ])");
    const auto entry = RosterCarry::fromToken(encounter.tokens[0], nullptr, rulesOf("paces"));
    CHECK(s(entry.id) == "kara");
    CHECK(entry.pools == QMap<QString, CombatState::Pool>{{q("stress"), {3, 0}}});
    CHECK(v(entry.conditions) == std::vector<std::string>{"afflicted"});
    // A carried amount that is larger than the pool leaves it at 0, never below.
    const auto pools = CombatRunner::startingPools(encounter.tokens[0], rulesOf("paces").combat);
    CHECK(pools.value(q("poise")) == CombatState::Pool{13, 15});
    auto deep = encounter.tokens[0];
    deep.carried.insert(q("poise"), 100);
    CHECK(CombatRunner::startingPools(deep, rulesOf("paces").combat).value(q("poise")) ==
          CombatState::Pool{0, 15});
}

TEST_CASE("Tokens and roster characters: the roster id first, then the name, one token each",
          "[carry]")
{
    QList<Token> tokens(5);
    tokens[0].id = q("a");
    tokens[0].name = q("Kara");
    tokens[1].id = q("b");
    tokens[1].name = q("Kara");
    tokens[1].roster = q("kara");
    tokens[2].id = q("c");
    tokens[2].name = q("Brom");
    tokens[2].roster = q("ghost"); // names nobody: its name does not count
    tokens[3].id = q("d");
    tokens[3].name = q("Kara");
    tokens[4].id = q("e");
    tokens[4].name = q("Ilsa");
    QList<RosterEntry> roster(4);
    roster[0].id = q("kara");
    roster[0].name = q("Kara");
    roster[1].id = q("kara-2");
    roster[1].name = q("Kara");
    roster[2].id = q("brom");
    roster[2].name = q("Brom");
    roster[3].id = q("ilsa");
    roster[3].name = q("ilsa"); // names match exactly
    const auto pairs = RosterCarry::matches(tokens, roster);
    CHECK(pairs == QList<QPair<int, int>>{{0, 1}, {1, 0}});
}

TEST_CASE("Capture: allies and foes stay out, a second token of a known character makes no new "
          "entry, and new ids never clash",
          "[carry]")
{
    const auto encounter =
        squareEncounter("paces", R"([
      {"id":"kara","name":"Kara","side":"party","x":0,"y":0},
      {"id":"kara2","name":"Kara","side":"party","x":1,"y":0},
      {"id":"brom","name":"Brom","side":"party","x":2,"y":0},
      {"id":"guard","name":"Guard","side":"hirelings","x":3,"y":0},
      {"id":"orc","name":"Orc","side":"foes","x":5,"y":5}
    ])",
                        R"([{"id":"party","name":"Party"},{"id":"hirelings","name":"Hirelings"},
           {"id":"foes","name":"Foes"}])",
                        R"([["party","hirelings"]])");
    RosterEntry other;
    other.id = q("brom");
    other.name = q("Brom the Elder"); // the id is taken, the name is not
    const auto captured = RosterCarry::capture(encounter, {other});
    QStringList ids;
    for (const auto &e : captured.roster)
        ids << e.id;
    CHECK(v(ids) == std::vector<std::string>{"brom", "kara", "brom-2"});
    CHECK(s(entry(captured.roster, "brom-2").name) == "Brom");
    CHECK(entry(captured.roster, "brom") == other); // not matched: untouched
}

TEST_CASE("Applying a roster twice gives the same encounter; GM conditions that do not carry "
          "stay",
          "[carry]")
{
    const auto encounter = squareEncounter("paces", R"([
      {"id":"kara","name":"Kara","side":"party","x":0,"y":0,"conditions":["wet","afflicted"],
       "carried":{"poise":5}},
      {"id":"orc","side":"foes","x":5,"y":5}
    ])");
    RosterEntry kara;
    kara.id = q("kara");
    kara.name = q("Kara");
    kara.pools.insert(q("stress"), {2, 0});
    kara.pools.insert(q("poise"), {1, 15}); // resets in paces: never carried
    const auto once = RosterCarry::apply(encounter, {kara}, rulesOf("paces"));
    const auto &token = tokenOf(once.encounter, "kara");
    CHECK(token.carried == QMap<QString, double>{{q("stress"), 2}});
    CHECK(v(token.conditions) == std::vector<std::string>{"wet"});
    CHECK(s(once.log[0]) == "Kara carries 2 Stress"); // no encounter to name
    const auto twice = RosterCarry::apply(once.encounter, {kara}, rulesOf("paces"));
    CHECK(twice.encounter.tokens == once.encounter.tokens);
}

TEST_CASE("The players never see what a foe carries, nor a nameless token's roster id",
          "[carry][player]")
{
    const auto gm = squareEncounter("paces", R"([
      {"id":"kara","name":"Kara","side":"party","x":0,"y":0,"roster":"kara",
       "carried":{"stress":2}},
      {"id":"orc","name":"Orc","side":"foes","x":5,"y":5,"roster":"orc-chief",
       "carried":{"poise":3}},
      {"id":"spy","name":"Spy","side":"party","x":2,"y":2,"roster":"the-spy","showName":false}
    ])");
    const auto players = PlayersEncounter::of(gm, FogView::of(gm));
    CHECK(s(tokenOf(players, "kara").roster) == "kara");
    CHECK(tokenOf(players, "kara").carried.value(q("stress")) == 2);
    CHECK(tokenOf(players, "orc").roster.isEmpty());
    CHECK(tokenOf(players, "orc").carried.isEmpty());
    CHECK(tokenOf(players, "spy").roster.isEmpty());
}

TEST_CASE("A rule file's carryOver is refused with its path when it names what is not there",
          "[carry][rules]")
{
    struct Case {
        QJsonValue carryOver;
        const char *error;
    };
    const auto c = GENERATE(values<Case>({
        {3, "carryOver: expected an object"},
        {QJsonObject{{q("pools"), QJsonArray{}}},
         "carryOver.pools: expected an object of pool id → \"carry\" or \"reset\""},
        {QJsonObject{{q("pools"), QJsonObject{{q("luck"), q("carry")}}}},
         "carryOver.pools.luck: expected a pool of combat.pools (poise, momentum, focus, defense, "
         "stress)"},
        {QJsonObject{{q("pools"), QJsonObject{{q("poise"), q("keep")}}}},
         "carryOver.pools.poise: expected \"carry\" or \"reset\", got \"keep\""},
        {QJsonObject{{q("conditions"), QJsonObject{{q("sleepy"), q("rest")}}}},
         "carryOver.conditions.sleepy: expected a condition of the rule set"},
        {QJsonObject{{q("conditions"), QJsonObject{{q("wet"), true}}}},
         "carryOver.conditions.wet: expected \"rest\" or \"kept\", got true"},
        {QJsonObject{{q("rest"), QJsonObject{}}},
         "carryOver.rest: expected an object with a \"name\""},
        {QJsonObject{{q("rest"), QJsonObject{{q("name"), q("Nap")}, {q("restores"), q("stress")}}}},
         "carryOver.rest.restores: expected a list of pool ids"},
        {QJsonObject{{q("pools"), QJsonObject{{q("stress"), q("carry")}}},
                     {q("rest"),
                      QJsonObject{{q("name"), q("Nap")}, {q("restores"), QJsonArray{q("poise")}}}}},
         "carryOver.rest.restores[0]: expected a pool that carries (stress)"},
    }));
    auto json = rulesJson("paces");
    json.insert(q("carryOver"), c.carryOver);
    QString error;
    CHECK_FALSE(RuleSet::fromJson(json, &error));
    CHECK(s(error) == c.error);

    // Without the key nothing carries and nothing lasts: every fight starts fresh.
    json.remove(q("carryOver"));
    const auto fresh = RuleSet::fromJson(json, &error);
    REQUIRE(fresh);
    CHECK(fresh->carryOver == CarryOverRules{});
}
