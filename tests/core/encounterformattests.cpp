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
