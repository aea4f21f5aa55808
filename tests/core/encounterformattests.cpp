#include "testsupport.h"

#include "io/encounterwriter.h"
#include "model/rulesetregistry.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace TestSupport;

TEST_CASE("The four examples load with their rule sets", "[format][examples]")
{
    const auto [file, rules, board] = GENERATE(table<const char *, const char *, Board::Kind>({
        {"bridge-ambush.encounter", "paces", Board::Kind::Square},
        {"churn-clash.encounter", "labyrinthian", Board::Kind::Positions},
        {"crypt-sneak.encounter", "meters", Board::Kind::Square},
        {"hill-giant.encounter", "classic", Board::Kind::Square},
    }));
    const auto e = loadExample(file);
    CHECK(e.rulesId == QLatin1String(rules));
    CHECK(e.rules->id == QLatin1String(rules));
    CHECK(e.board.kind == board);
    CHECK_FALSE(e.tokens.isEmpty());
}

TEST_CASE("Examples survive a save and load round trip unchanged", "[format][roundtrip]")
{
    const char *file = GENERATE("bridge-ambush.encounter", "churn-clash.encounter",
                                "crypt-sneak.encounter", "hill-giant.encounter");
    const auto e = loadExample(file);
    const auto bytes = EncounterWriter::toBytes(e);
    const auto again = loadJson(bytes);
    CHECK(EncounterWriter::toBytes(again) == bytes);
}

TEST_CASE("An area built with several rectangles is written as one entry a rectangle",
          "[format][roundtrip]")
{
    // docs/file-format.md §7.5: the file holds one rect an entry, so a generated map's
    // multi-rectangle area must not lose its later rectangles on saving.
    auto e = loadExample("bridge-ambush.encounter");
    TerrainEntry walls;
    walls.kind = e.board.square.terrain.first().kind;
    walls.rects = {QRect(0, 0, 2, 1), QRect(5, 5, 1, 3), QRect(9, 2, 2, 2)};
    walls.hasRects = true;
    const int before = int(e.board.square.terrain.size());
    e.board.square.terrain << walls;

    const auto again = loadJson(EncounterWriter::toBytes(e));
    REQUIRE(again.board.square.terrain.size() == before + 3);
    for (int i = 0; i < 3; ++i) {
        const auto &entry = again.board.square.terrain[before + i];
        CHECK(entry.kind == walls.kind);
        REQUIRE(entry.rects.size() == 1);
        CHECK(entry.rects.first() == walls.rects[i]);
    }
}
