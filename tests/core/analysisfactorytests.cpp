#include "testsupport.h"

#include "engine/analysis.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace TestSupport;

TEST_CASE("Analysis::create serves both board kinds through one interface", "[analysis]")
{
    const char *file = GENERATE("bridge-ambush.encounter", "churn-clash.encounter",
                                "crypt-sneak.encounter", "hill-giant.encounter");
    const auto encounter = loadExample(file);
    const auto analysis = Analysis::create(encounter, Perspective::GameMaster);
    REQUIRE(analysis);
    const auto json = analysis->toJson();
    CHECK(json.value(QStringLiteral("rules")).toString() == encounter.rulesId);
    CHECK(json.value(QStringLiteral("tokens")).toObject().size() == encounter.tokens.size());
    const auto n = encounter.tokens.size();
    CHECK(json.value(QStringLiteral("pairs")).toArray().size() == n * (n - 1));
}

TEST_CASE("The players' analysis leaves hidden tokens out (docs/rules.md §3)", "[analysis]")
{
    const auto encounter = loadExample("bridge-ambush.encounter");
    const auto players = Analysis::create(encounter, Perspective::Players)->toJson();
    CHECK_FALSE(
        players.value(QStringLiteral("tokens")).toObject().contains(QStringLiteral("archer")));
    const auto gm = Analysis::create(encounter, Perspective::GameMaster)->toJson();
    CHECK(gm.value(QStringLiteral("tokens")).toObject().contains(QStringLiteral("archer")));
}
