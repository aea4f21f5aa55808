#include "engine/fogview.h"
#include "engine/partysight.h"
#include "io/encounterwriter.h"
#include "squarescenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>

// The fog of war (docs/rules.md §3.1): what FogView leaves the players, and the "fog" object of
// the file (docs/file-format.md §11, src/core/io/fogjson.h).

using namespace SquareScenario;
using State = FogView::State;

namespace
{

QString q(const char *text)
{
    return QString::fromUtf8(text);
}

// Catch prints std::string, not an enum class.
std::string name(State s)
{
    switch (s) {
    case State::Hidden:
        return "hidden";
    case State::Explored:
        return "explored";
    case State::Visible:
        return "visible";
    }
    return "?";
}

// The states of a one-row board, left to right.
std::vector<std::string> row(const FogView &view, int width, int y = 0)
{
    std::vector<std::string> states;
    for (int x = 0; x < width; ++x)
        states.push_back(name(view.cell({x, y})));
    return states;
}

// A corridor of five cells with a closed door at x = 2: the hero at (0,0) sees (0,0) and (1,0).
Encounter corridor()
{
    return build({{"....."},
                  {token("hero", "party", 0, 0), token("orc", "foes", 4, 0)},
                  {{2, 0, 2, 1, "closed"}}});
}

Encounter grid()
{
    return TestSupport::loadJson(R"({"format":"gridkeep-encounter","version":1,
        "rules":"labyrinthian","board":{"kind":"positions"},
        "sides":[{"id":"party"},{"id":"foes"}],
        "tokens":[{"id":"hero","side":"party","position":"churn"},
                  {"id":"orc","side":"foes","position":"enemy-flank-center"}]})");
}

const std::string V = "visible";
const std::string E = "explored";
const std::string H = "hidden";

QByteArray withFog(const char *fog, const char *board = R"({"kind":"square","width":4,"height":3})",
                   const char *rules = "paces")
{
    return QByteArray(R"({"format":"gridkeep-encounter","version":1,"rules":")") + rules +
           R"(","board":)" + board +
           R"(,"sides":[{"id":"a"}],"tokens":[{"id":"t","side":"a","x":0,"y":0}],"fog":)" + fog +
           "}";
}

QJsonObject fogJson(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object().value(q("fog")).toObject();
}

} // namespace

// docs/rules.md §3.1: without fog the players see the whole map, as before.
TEST_CASE("Fog view: no fog leaves everything visible", "[fog]")
{
    const auto e = corridor();
    REQUIRE_FALSE(e.fog.enabled);
    const auto view = FogView::of(e);
    CHECK_FALSE(view.enabled());
    CHECK(row(view, 5) == std::vector{V, V, V, V, V});
    CHECK(name(view.cell({-1, 7})) == V);
    CHECK(name(view.position(q("churn"))) == V);
    for (const auto &t : e.tokens)
        CHECK(view.shows(t));
}

// docs/rules.md §3.1: in manual mode the players see what the GM revealed and nothing else.
TEST_CASE("Fog view: manual mode shows what the GM revealed", "[fog]")
{
    auto e = corridor();
    e.fog.enabled = true;
    e.fog.revealed = {{1, 0}, {4, 0}};
    e.fog.explored = {{3, 0}}; // party sight's record: no part of manual mode
    const auto view = FogView::of(e);
    CHECK(view.enabled());
    CHECK(row(view, 5) == std::vector{H, V, H, H, V});
    CHECK(view.partySight().isEmpty());
    CHECK_FALSE(view.shows(e.tokens[0]));
    CHECK(view.shows(e.tokens[1]));
}

// docs/rules.md §3.1: party sight shows what the party sees now and what the GM revealed;
// explored cells "stay dimmed or go dark".
TEST_CASE("Fog view: party sight, with explored cells dimmed or dark", "[fog]")
{
    auto e = corridor();
    e.fog.enabled = true;
    e.fog.mode = FogOfWar::Mode::PartySight;
    e.fog.revealed = {{4, 0}};
    e.fog.explored = {{1, 0}, {3, 0}};
    SECTION("dim")
    {
        const auto view = FogView::of(e);
        CHECK(row(view, 5) == std::vector{V, V, H, E, V});
        CHECK(view.partySight() == PartySight::cells(e, q("party")));
        CHECK(view.partySight() == QSet<QPoint>{{0, 0}, {1, 0}});
    }
    SECTION("dark")
    {
        e.fog.keepExplored = false;
        const auto view = FogView::of(e);
        CHECK(row(view, 5) == std::vector{V, V, H, H, V});
    }
    SECTION("a token on an explored cell does not show: what is there now is not known")
    {
        e.fog.revealed.clear();
        e.tokens[1].x = 3;
        const auto view = FogView::of(e);
        CHECK(name(view.cell({3, 0})) == E);
        CHECK_FALSE(view.shows(e.tokens[1]));
    }
}

// docs/rules.md §3.1: "party = FogOfWar::party, else the fight's party side, else the first
// side".
TEST_CASE("Fog view: whose sight reveals", "[fog]")
{
    auto e = corridor();
    e.fog.enabled = true;
    e.fog.mode = FogOfWar::Mode::PartySight;
    CHECK(e.partySide() == q("party"));
    CHECK(row(FogView::of(e), 5) == std::vector{V, V, H, H, H});
    e.combat = CombatState{};
    e.combat->partySide = q("foes");
    CHECK(e.partySide() == q("foes"));
    CHECK(row(FogView::of(e), 5) == std::vector{H, H, V, V, V});
    e.fog.party = q("party");
    CHECK(e.partySide() == q("party"));
    CHECK(row(FogView::of(e), 5) == std::vector{V, V, H, H, H});
    e.fog.party = q("gone"); // a side no longer in the file
    CHECK(e.partySide() == q("foes"));
}

// FogView::cell: "Off the map counts as hidden under fog".
TEST_CASE("Fog view: off the map is hidden", "[fog]")
{
    auto e = corridor();
    e.fog.enabled = true;
    e.fog.mode = FogOfWar::Mode::PartySight;
    e.fog.revealed = {{0, 0}, {4, 0}};
    const auto view = FogView::of(e);
    CHECK(view.width() == 5);
    CHECK(view.height() == 1);
    for (const QPoint c : {QPoint(-1, 0), QPoint(5, 0), QPoint(0, -1), QPoint(0, 1)})
        CHECK(name(view.cell(c)) == H);
    CHECK(name(view.position(q("churn"))) == H);
}

// docs/rules.md §3.1: "a token shows when a cell of its footprint is visible".
TEST_CASE("Fog view: a 2x2 token half under fog shows", "[fog][size]")
{
    auto e = build({{"....", "....", "....", "...."}, {token("ogre", "foes", 2, 2, 2)}});
    e.fog.enabled = true;
    const auto &ogre = e.tokens[0];
    e.fog.revealed = {{2, 2}, {2, 3}};
    CHECK(FogView::of(e).shows(ogre));
    e.fog.revealed = {{3, 3}};
    CHECK(FogView::of(e).shows(ogre));
    e.fog.revealed = {{1, 2}, {1, 3}, {2, 1}, {3, 1}};
    CHECK_FALSE(FogView::of(e).shows(ogre));
}

// docs/rules.md §3.1: "the Combat Grid has no walls, so party sight shows every position and
// only the GM's reveals hide".
TEST_CASE("Fog view: Combat Grid positions", "[fog][positions]")
{
    auto e = grid();
    e.fog.enabled = true;
    e.fog.revealedPositions = {q("churn")};
    SECTION("manual: the revealed position only")
    {
        const auto view = FogView::of(e);
        CHECK(name(view.position(q("churn"))) == V);
        CHECK(name(view.position(q("enemy-flank-center"))) == H);
        CHECK(name(view.position(q("no-such-place"))) == H);
        CHECK(name(view.cell({0, 0})) == H);
        CHECK(view.shows(e.tokens[0]));
        CHECK_FALSE(view.shows(e.tokens[1]));
    }
    SECTION("party sight: every position")
    {
        e.fog.mode = FogOfWar::Mode::PartySight;
        const auto view = FogView::of(e);
        REQUIRE(e.rules->positions.size() == 15);
        for (const auto &p : e.rules->positions)
            CHECK(name(view.position(p.id)) == V);
        CHECK(view.shows(e.tokens[1]));
        CHECK(view.partySight().isEmpty());
    }
}

// docs/file-format.md §11: "revealed" and "seen" are lists of [x, y, w, h] rects, merged and
// sorted, so the same fog always writes the same text.
TEST_CASE("Fog file: an L-shaped area writes as two rects, whatever the order", "[fog][format]")
{
    auto e = build({{".....", ".....", "....."}, {token("hero", "party", 0, 0)}});
    e.fog.enabled = true;
    e.fog.mode = FogOfWar::Mode::PartySight;
    e.fog.keepExplored = false;
    e.fog.party = q("party");
    // ###..      revealed: the top row's first three cells and the column below its first.
    // #....      seen: a column and the bottom row it ends in.
    // #....
    const QList<QPoint> revealed = {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}};
    const QList<QPoint> seen = {{4, 0}, {4, 1}, {2, 2}, {3, 2}, {4, 2}};
    for (auto it = revealed.crbegin(); it != revealed.crend(); ++it)
        e.fog.revealed.insert(*it);
    e.fog.explored = QSet<QPoint>(seen.cbegin(), seen.cend());
    const auto bytes = EncounterWriter::toBytes(e);
    const auto fog = fogJson(bytes);
    CHECK(fog ==
          QJsonObject{{q("mode"), q("party-sight")},
                      {q("explored"), q("dark")},
                      {q("party"), q("party")},
                      {q("revealed"), QJsonArray{QJsonArray{0, 0, 3, 1}, QJsonArray{0, 1, 1, 2}}},
                      {q("seen"), QJsonArray{QJsonArray{4, 0, 1, 2}, QJsonArray{2, 2, 3, 1}}}});
    const auto again = TestSupport::loadJson(bytes);
    CHECK(again.fog == e.fog);
    // The same cells reached another way (built up, grown and cut back) write the same bytes.
    auto other = e;
    other.fog.revealed = {{4, 2}, {1, 1}};
    for (const auto &c : revealed)
        other.fog.revealed.insert(c);
    other.fog.revealed.remove({4, 2});
    other.fog.revealed.remove({1, 1});
    CHECK(EncounterWriter::toBytes(other) == bytes);
    CHECK(EncounterWriter::toBytes(again) == bytes);
}

// docs/file-format.md §11: on the Combat Grid the lists hold position ids, sorted.
TEST_CASE("Fog file: Combat Grid positions round trip", "[fog][format][positions]")
{
    auto e = grid();
    e.fog.enabled = true;
    e.fog.revealedPositions = {q("churn"), q("ally-support"), q("enemy-flank-left")};
    e.fog.exploredPositions = {q("enemy-support")};
    const auto bytes = EncounterWriter::toBytes(e);
    const auto fog = fogJson(bytes);
    CHECK(fog.value(q("revealed")).toArray() ==
          QJsonArray{q("ally-support"), q("churn"), q("enemy-flank-left")});
    CHECK(fog.value(q("seen")).toArray() == QJsonArray{q("enemy-support")});
    CHECK(fog.value(q("mode")).toString() == q("manual"));
    CHECK(fog.value(q("explored")).toString() == q("dim"));
    CHECK_FALSE(fog.contains(q("party")));
    CHECK(TestSupport::loadJson(bytes).fog == e.fog);
}

// docs/file-format.md §11: "absent = no fog"; an empty object is fog over everything.
TEST_CASE("Fog file: no key, no fog; an empty object, all dark", "[fog][format]")
{
    const auto plain = TestSupport::loadJson(withFog("{}").replace(R"(,"fog":{})", ""));
    CHECK_FALSE(plain.fog.enabled);
    CHECK(plain.fog == FogOfWar{});
    CHECK_FALSE(EncounterWriter::toJson(plain).contains(q("fog")));
    CHECK_FALSE(EncounterWriter::toBytes(plain).contains("\"fog\""));

    const auto dark = TestSupport::loadJson(withFog("{}"));
    CHECK(dark.fog.enabled);
    CHECK(dark.fog.mode == FogOfWar::Mode::Manual);
    CHECK(dark.fog.keepExplored);
    CHECK(dark.fog.revealed.isEmpty());
    CHECK(fogJson(EncounterWriter::toBytes(dark)) == QJsonObject{{q("mode"), q("manual")},
                                                                 {q("explored"), q("dim")},
                                                                 {q("revealed"), QJsonArray{}},
                                                                 {q("seen"), QJsonArray{}}});
    CHECK(name(FogView::of(dark).cell({0, 0})) == H);
}

// docs/file-format.md §9: "every refusal names the file, the JSON path and what was expected".
TEST_CASE("Fog file: a bad fog is refused with its path", "[fog][format][errors]")
{
    const char *gridBoard = R"({"kind":"positions"})";
    struct Row {
        QByteArray json;
        const char *error;
    };
    const auto row = GENERATE_COPY(
        Row{withFog("3"), "fog: expected an object, got 3"},
        Row{withFog(R"({"revealed":[[0,0,5,1]]})"),
            "fog.revealed[0]: expected a rect with positive width and height wholly inside the "
            "4×3 map"},
        Row{withFog(R"({"revealed":[[1,1,0,1]]})"),
            "fog.revealed[0]: expected a rect with positive width and height wholly inside the "
            "4×3 map"},
        Row{withFog(R"({"revealed":[[0,0,1,1],[0,0]]})"),
            "fog.revealed[1]: expected a rect [x, y, w, h]"},
        Row{withFog(R"({"seen":[[0,0,1.5,1]]})"), "fog.seen[0][2]: expected a whole number"},
        Row{withFog(R"({"revealed":{}})"), "fog.revealed: expected a list of rects [x, y, w, h]"},
        Row{withFog(R"({"mode":"dark"})"), "fog.mode: expected one of manual, party-sight"},
        Row{withFog(R"({"explored":true})"), "fog.explored: expected one of dim, dark"},
        Row{withFog(R"({"party":"nobody"})"), "fog.party: expected the id of a side"},
        Row{withFog(R"({"revealed":["churn","moon"]})", gridBoard, "labyrinthian"),
            "fog.revealed[1]: expected the id of a Combat Grid position"},
        Row{withFog(R"({"seen":[[0,0,1,1]]})", gridBoard, "labyrinthian"),
            "fog.seen[0]: expected the id of a Combat Grid position"});
    INFO(row.json.toStdString());
    // The Combat Grid's token needs a position rather than x and y.
    auto json = row.json;
    if (json.contains("positions"))
        json.replace(R"("x":0,"y":0)", R"("position":"churn")");
    EncounterReader reader;
    CHECK_FALSE(reader.readBytes(json, q("test.encounter")));
    CHECK(reader.error().toString().toStdString() == std::string("test.encounter: ") + row.error);
}

// docs/file-format.md §11: top-level "notes", tokens[].notes and tokens[].showName.
TEST_CASE("GM notes and showName round trip, and stay out at their defaults", "[fog][format]")
{
    const auto e = TestSupport::loadJson(R"({"format":"gridkeep-encounter","version":1,
        "rules":"paces","board":{"kind":"square","width":3,"height":1},
        "notes":"The bridge gives way on round 3.","sides":[{"id":"a"}],
        "tokens":[{"id":"t","side":"a","x":0,"y":0,"showName":false,"notes":"Carries the key"},
                  {"id":"u","side":"a","x":1,"y":0}]})");
    CHECK(e.notes == q("The bridge gives way on round 3."));
    CHECK_FALSE(e.tokens[0].showName);
    CHECK(e.tokens[0].notes == q("Carries the key"));
    CHECK(e.tokens[1].showName);
    CHECK(e.tokens[1].notes.isEmpty());
    const auto bytes = EncounterWriter::toBytes(e);
    const auto json = QJsonDocument::fromJson(bytes).object();
    CHECK(json.value(q("notes")).toString() == e.notes);
    const auto tokens = json.value(q("tokens")).toArray();
    CHECK(tokens[0].toObject().value(q("showName")) == QJsonValue(false));
    CHECK(tokens[0].toObject().value(q("notes")).toString() == q("Carries the key"));
    CHECK_FALSE(tokens[1].toObject().contains(q("showName")));
    CHECK_FALSE(tokens[1].toObject().contains(q("notes")));
    const auto again = TestSupport::loadJson(bytes);
    CHECK(again.tokens == e.tokens);
    CHECK(again.notes == e.notes);
    CHECK(again.extra.isEmpty());
    CHECK(EncounterWriter::toBytes(again) == bytes);
}

TEST_CASE("GM notes and showName of the wrong type are refused", "[fog][format][errors]")
{
    const auto [json, error] = GENERATE(table<const char *, const char *>({
        {R"({"format":"gridkeep-encounter","version":1,"rules":"paces","notes":3,
             "board":{"kind":"square","width":1,"height":1},"sides":[]})",
         "notes: expected a string, got 3"},
        {R"({"format":"gridkeep-encounter","version":1,"rules":"paces",
             "board":{"kind":"square","width":1,"height":1},"sides":[{"id":"a"}],
             "tokens":[{"id":"t","side":"a","x":0,"y":0,"showName":"no"}]})",
         "tokens[0].showName: expected true or false, got \"no\""},
        {R"({"format":"gridkeep-encounter","version":1,"rules":"paces",
             "board":{"kind":"square","width":1,"height":1},"sides":[{"id":"a"}],
             "tokens":[{"id":"t","side":"a","x":0,"y":0,"notes":["a"]}]})",
         "tokens[0].notes: expected a string, got a list"},
    }));
    EncounterReader reader;
    CHECK_FALSE(reader.readBytes(json, q("test.encounter")));
    CHECK(reader.error().toString().toStdString() == std::string("test.encounter: ") + error);
}
