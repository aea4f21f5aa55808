#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "io/encounterwriter.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

// The encounter as the players may know it (docs/rules.md §3.2,
// src/core/engine/playersencounter.h): what the player view draws and analyses. Whatever the GM
// keeps back must simply not be in it.

using namespace TestSupport;

namespace
{

QString q(const char *text)
{
    return QString::fromUtf8(text);
}

std::vector<std::string> v(const QStringList &list)
{
    std::vector<std::string> out;
    for (const auto &item : list)
        out.push_back(item.toStdString());
    return out;
}

std::vector<std::string> tokenIds(const Encounter &e)
{
    QStringList ids;
    for (const auto &t : e.tokens)
        ids << t.id;
    return v(ids);
}

std::vector<std::string> sideIds(const Encounter &e)
{
    QStringList ids;
    for (const auto &s : e.sides)
        ids << s.id;
    return v(ids);
}

std::vector<std::string> combatantIds(const CombatState &fight)
{
    QStringList ids;
    for (const auto &c : fight.combatants)
        ids << c.tokenId;
    return v(ids);
}

// The party and an allied guide face an orc whose name the GM keeps, a goblin far off in the
// dark (7,3), and a spy of a fourth side the GM hides in plain sight at (4,0).
Encounter ambush()
{
    return loadJson(R"({"format":"gridkeep-encounter","version":1,"name":"Ambush","rules":"paces",
        "board":{"kind":"square","width":8,"height":4},
        "notes":"Reinforcements arrive on round 3",
        "sides":[{"id":"party"},{"id":"friends"},{"id":"foes"},{"id":"lurkers","plan":"betray"}],
        "allies":[["party","friends"]],
        "tokens":[
          {"id":"hero","name":"Hero","side":"party","x":0,"y":0,"stats":{"brawn":2},
           "notes":"Owes the thieves' guild"},
          {"id":"guide","name":"Guide","side":"friends","x":1,"y":0,"stats":{"armor":1}},
          {"id":"orc","name":"Grukk Skullsplitter","side":"foes","x":3,"y":0,"showName":false,
           "stats":{"armor":2},"notes":"Carries the vault key","secretPlan":"flee"},
          {"id":"snikkit-gob","name":"Snikkit","side":"foes","x":7,"y":3,"stats":{"minion":1}},
          {"id":"vessa-lurker","name":"Vessa Nightshade","side":"lurkers","x":4,"y":0,
           "hidden":true,"notes":"The mayor's daughter in disguise"}]})");
}

// Fog over all but the top row's first five cells: the goblin at (7,3) is in the dark.
void fogOverTheFarSide(Encounter &e)
{
    e.fog.enabled = true;
    for (int x = 0; x < 5; ++x)
        e.fog.revealed.insert({x, 0});
}

CombatState::Combatant combatant(const char *id, double poise, int initiative)
{
    CombatState::Combatant c;
    c.tokenId = q(id);
    c.pools.insert(q("poise"), {poise, 15});
    c.initiative = initiative;
    c.dice = {initiative % 6 + 1};
    c.dieModifier = 1;
    return c;
}

// Round 2 of a fight in which the spy acts second, with a bit of everything that could name
// it: a timer it anchors, its damage, its seized initiative, the log.
CombatState fight(const char *current, int round = 2)
{
    CombatState f;
    f.round = round;
    f.partySide = q("party");
    f.current = q(current);
    for (const auto &c : {combatant("hero", 12, 14), combatant("vessa-lurker", 9, 11),
                          combatant("orc", 4, 9), combatant("snikkit-gob", 3, 2)})
        f.combatants << c;
    f.combatants[1].joinedHidden = true;
    f.order = {q("hero"), q("vessa-lurker"), q("orc"), q("snikkit-gob")};
    f.turns = {q("hero")};
    f.lastActor = q("vessa-lurker");
    f.lastTarget = q("hero");
    f.seizedBy = q("vessa-lurker");
    f.damageThisTurn.insert(q("vessa-lurker"), 3);
    f.timers << CombatState::Timer{
        q("hero"), q("prone"), 1, CombatState::Timer::When::TurnEnd, q("vessa-lurker"), false};
    f.timers << CombatState::Timer{q("orc"),  q("stunned"), 2, CombatState::Timer::When::TurnStart,
                                   q("hero"), false};
    f.timers << CombatState::Timer{
        q("vessa-lurker"), q("hasted"), 1, CombatState::Timer::When::TurnEnd,
        q("vessa-lurker"), false};
    f.log << CombatState::LogEntry{2, q("Vessa Nightshade strikes from the shadows"), false};
    f.log << CombatState::LogEntry{2, q("GM rolls 1d20: 17 = 17"), true};
    return f;
}

Encounter players(const Encounter &gm, const std::optional<CombatState> &previous = std::nullopt)
{
    return PlayersEncounter::of(gm, FogView::of(gm), previous);
}

} // namespace

// docs/rules.md §3: "The players' analysis is computed on the encounter with hidden tokens
// removed, as if they were not there."
TEST_CASE("Players' encounter: hidden tokens are not in it", "[players]")
{
    const auto gm = ambush();
    const auto p = players(gm);
    CHECK(tokenIds(p) == std::vector<std::string>{"hero", "guide", "orc", "snikkit-gob"});
    CHECK(p.token(q("vessa-lurker")) == nullptr);
    CHECK(p.board.square.width == 8);
    CHECK(p.rules == gm.rules);
}

// docs/rules.md §3.1: "a token shows when a cell of its footprint is visible".
TEST_CASE("Players' encounter: tokens under fog are not in it, nor the fog", "[players][fog]")
{
    auto gm = ambush();
    fogOverTheFarSide(gm);
    const auto p = players(gm);
    CHECK(tokenIds(p) == std::vector<std::string>{"hero", "guide", "orc"});
    CHECK(p.fog == FogOfWar{});
    // A hidden token stays out however much the GM reveals.
    gm.fog.revealed.insert({4, 0});
    CHECK(players(gm).token(q("vessa-lurker")) == nullptr);
}

// docs/rules.md §3.2: a name the GM keeps (showName false) shows as "Unknown creature"; GM notes,
// the enemies' stats and keys this version does not know never reach the players.
TEST_CASE("Players' encounter: kept names, notes, enemies' stats and unknown keys", "[players]")
{
    const auto gm = ambush();
    const auto p = players(gm);
    CHECK(p.token(q("orc"))->name == PlayersEncounter::UnknownName);
    CHECK(p.token(q("orc"))->name == q("Unknown creature"));
    CHECK(p.token(q("hero"))->name == q("Hero"));
    CHECK(p.notes.isEmpty());
    for (const auto &t : p.tokens) {
        INFO(t.id.toStdString());
        CHECK(t.notes.isEmpty());
        CHECK(t.extra.isEmpty());
    }
    CHECK(gm.token(q("hero"))->notes == q("Owes the thieves' guild"));
    // The party's and its allies' numbers are the players' own; the enemies' are not.
    CHECK(p.token(q("hero"))->stats.value(q("brawn")) == 2);
    CHECK(p.token(q("guide"))->stats.value(q("armor")) == 1);
    CHECK(p.token(q("orc"))->stats.isEmpty());
    CHECK(p.token(q("snikkit-gob"))->stats.isEmpty());
}

// PlayersEncounter::of: "Sides that no shown token is on are dropped, except the party's."
TEST_CASE("Players' encounter: sides without a shown token are dropped", "[players]")
{
    auto gm = ambush();
    SECTION("the hidden spy's side goes")
    {
        const auto p = players(gm);
        CHECK(sideIds(p) == std::vector<std::string>{"party", "friends", "foes"});
        CHECK(p.allies == gm.allies);
    }
    SECTION("the party stays when none of its tokens shows, and alliances with gone sides go")
    {
        gm.fog.enabled = true;
        const auto p = players(gm);
        CHECK(p.tokens.isEmpty());
        CHECK(sideIds(p) == std::vector<std::string>{"party"});
        CHECK(p.allies.isEmpty());
    }
    SECTION("the fog's party is the party")
    {
        gm.fog.enabled = true;
        gm.fog.party = q("foes");
        CHECK(sideIds(players(gm)) == std::vector<std::string>{"foes"});
    }
}

// docs/rules.md §3.2: the players see neither hidden combatants nor the GM's log, and while a
// combatant they cannot see has the turn, nothing moves on their screen.
TEST_CASE("Players' encounter: a fight without the hidden combatants", "[players][combat]")
{
    auto gm = ambush();
    gm.combat = fight("hero");
    const auto p = players(gm);
    REQUIRE(p.combat);
    const auto &f = *p.combat;
    CHECK(v(f.order) == std::vector<std::string>{"hero", "orc", "snikkit-gob"});
    CHECK(combatantIds(f) == std::vector<std::string>{"hero", "orc", "snikkit-gob"});
    CHECK(v(f.turns) == std::vector<std::string>{"hero"});
    CHECK(f.log.isEmpty());
    CHECK(f.current == q("hero"));
    CHECK(f.round == 2);
    CHECK(f.partySide == q("party"));
    // The party's pools and rolls are kept; the enemies' are the GM's business.
    CHECK(*f.combatant(q("hero")) == gm.combat->combatants[0]);
    const auto &orc = *f.combatant(q("orc"));
    CHECK(orc.pools.isEmpty());
    CHECK(orc.initiative == 0);
    CHECK(orc.dice.isEmpty());
    CHECK(orc.dieModifier == 0);
    // Timers: the orc's, anchored on the hero, stays; none names the spy.
    REQUIRE(f.timers.size() == 1);
    CHECK(f.timers[0].tokenId == q("orc"));
    for (const auto &t : f.timers)
        CHECK(t.anchorId != q("vessa-lurker"));
    CHECK(f.lastActor.isEmpty());
    CHECK(f.seizedBy.isEmpty());
    CHECK(f.damageThisTurn.isEmpty());
}

// PlayersEncounter::of: "While a combatant the players cannot see has the turn, the fight's round
// and current turn stay those of `previous` ..., so the player view shows no jump, gap or count."
TEST_CASE("Players' encounter: a hidden combatant's turn freezes the players' fight",
          "[players][combat]")
{
    auto gm = ambush();
    gm.combat = fight("hero");
    const auto heroTurn = players(gm).combat;
    REQUIRE(heroTurn->current == q("hero"));

    // The spy acts: the players still see the hero's turn of round 2.
    gm.combat = fight("vessa-lurker");
    const auto spyTurn = players(gm, heroTurn).combat;
    CHECK(spyTurn->current == q("hero"));
    CHECK(spyTurn->round == 2);

    // Round 3 begins with the spy again: still no new round for the players.
    gm.combat = fight("vessa-lurker", 3);
    const auto spyOpens = players(gm, spyTurn).combat;
    CHECK(spyOpens->current == q("hero"));
    CHECK(spyOpens->round == 2);

    // The turn passes to the orc: now round 3 shows, with the orc's turn.
    gm.combat = fight("orc", 3);
    const auto orcTurn = players(gm, spyOpens).combat;
    CHECK(orcTurn->current == q("orc"));
    CHECK(orcTurn->round == 3);

    // Without an earlier state nobody has the turn while the spy acts.
    gm.combat = fight("vessa-lurker", 3);
    const auto fresh = players(gm).combat;
    CHECK(fresh->current.isEmpty());
    CHECK(fresh->round == 3);

    // An earlier current the players can no longer see is not kept either.
    auto stale = *heroTurn;
    stale.current = q("snikkit-gob");
    fogOverTheFarSide(gm);
    CHECK(players(gm, stale).combat->current.isEmpty());
}

// docs/rules.md §3: "Nothing derived from it ... can betray them." The players' encounter written
// as a file holds no trace of a hidden token, a token under fog, a kept name or a GM note, and is
// a file Gridkeep reads.
TEST_CASE("Players' encounter: its bytes betray nothing the GM keeps", "[players][combat]")
{
    auto gm = ambush();
    fogOverTheFarSide(gm);
    const auto currents = GENERATE("hero", "vessa-lurker", "snikkit-gob");
    gm.combat = fight(currents);
    INFO("current " << currents);
    const auto bytes = EncounterWriter::toBytes(players(gm, players(ambush()).combat));
    for (const char *secret :
         {"vessa-lurker", "Vessa", "Nightshade", "mayor's daughter", "lurkers", "betray",
          "snikkit-gob", "Snikkit", "Grukk", "Skullsplitter", "vault key", "thieves' guild",
          "Reinforcements", "secretPlan", "flee", "GM rolls", "hasted"}) {
        INFO(secret);
        CHECK_FALSE(bytes.contains(secret));
    }
    EncounterReader reader;
    const auto again = reader.readBytes(bytes, q("players.encounter"));
    INFO(reader.error().toString().toStdString());
    CHECK(again.has_value());
}

// The players' fight names only sides in their encounter, even when the fog follows another
// side than the fight's party.
TEST_CASE("Players' encounter: the fight's party side stays a side", "[players][combat]")
{
    auto gm = ambush();
    gm.fog.enabled = true;
    gm.fog.party = q("friends");
    gm.fog.revealed = {{1, 0}}; // the guide only
    gm.combat = fight("orc");
    const auto p = players(gm);
    REQUIRE(p.combat);
    CHECK(p.side(p.combat->partySide) != nullptr);
    EncounterReader reader;
    const auto again = reader.readBytes(EncounterWriter::toBytes(p), q("players.encounter"));
    INFO(reader.error().toString().toStdString());
    CHECK(again.has_value());
}
