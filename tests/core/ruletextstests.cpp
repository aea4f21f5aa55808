#include "model/ruleset.h"
#include "model/rulesetregistry.h"
#include "model/ruletexts.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>

namespace
{

std::optional<RuleSet> parse(const char *json, QString *error)
{
    return RuleSet::fromJson(QJsonDocument::fromJson(json).object(), error);
}

} // namespace

// docs/rules.md §11: every text a GM sees of a shipped rule set has a German and a French
// translation, so switching language leaves no English rule names behind.
TEST_CASE("Every shipped rule set translates each of its display texts into German and French",
          "[rules][translations]")
{
    const char *id = GENERATE("labyrinthian", "paces", "meters", "classic");
    const char *language = GENERATE("de", "fr");
    QString error;
    const auto rules = RuleSetRegistry::instance().find(QLatin1String(id), &error);
    INFO(id << " " << language << " " << error.toStdString());
    REQUIRE(rules);
    const QStringList texts = RuleTexts::displayTexts(*rules);
    REQUIRE(texts.size() > 10);
    const auto table = rules->texts.value(QLatin1String(language));
    for (const QString &text : texts) {
        INFO(text.toStdString());
        CHECK(table.contains(text));
    }
    // No stale entries: each translated text is still one the rule set shows.
    for (auto it = table.cbegin(); it != table.cend(); ++it) {
        INFO(it.key().toStdString());
        CHECK(texts.contains(it.key()));
    }
}

TEST_CASE("A localized rule set shows translated names and keeps its ids", "[rules][translations]")
{
    QString error;
    const auto rules = parse(R"({"id": "t", "name": "Test", "board": "square",
        "conditions": [{"id": "prone", "name": "Prone", "description": "Lies on the ground."}],
        "combat": {"procedure": "paces", "turnActions": ["move"], "pools": [{"id": "hp", "name": "Health", "short": "HP"}]},
        "texts": {"de": {"Prone": "Liegend", "Health": "Gesundheit", "move": "bewegen"}}})",
                             &error);
    INFO(error.toStdString());
    REQUIRE(rules);
    const RuleSet german = RuleTexts::localized(*rules, QStringLiteral("de"));
    CHECK(german.conditions[0].id == QLatin1String("prone"));
    CHECK(german.conditions[0].name == QLatin1String("Liegend"));
    // Untranslated texts stay English.
    CHECK(german.conditions[0].description == QLatin1String("Lies on the ground."));
    CHECK(german.combat.pools[0].id == QLatin1String("hp"));
    CHECK(german.combat.pools[0].name == QLatin1String("Gesundheit"));
    CHECK(german.combat.pools[0].shortName == QLatin1String("HP"));
    CHECK(german.combat.turnActions == QStringList{QStringLiteral("move")});
    CHECK(german.turnActionNames == QStringList{QStringLiteral("bewegen")});
    // A language the file lacks leaves everything English.
    const RuleSet italian = RuleTexts::localized(*rules, QStringLiteral("it"));
    CHECK(italian.conditions[0].name == QLatin1String("Prone"));
}

TEST_CASE("Broken rule texts are refused with their path", "[rules][translations]")
{
    const auto [json, path] = GENERATE(table<const char *, const char *>({
        {R"({"id": "t", "board": "square", "texts": []})", "texts:"},
        {R"({"id": "t", "board": "square", "texts": {"German": {}}})", "texts.German:"},
        {R"({"id": "t", "board": "square", "texts": {"de": "Liegend"}})", "texts.de:"},
        {R"({"id": "t", "board": "square", "texts": {"de": {"Prone": 3}}})", "texts.de.\"Prone\":"},
        {R"({"id": "t", "board": "square", "texts": {"de": {"Prone": ""}}})",
         "texts.de.\"Prone\":"},
    }));
    QString error;
    INFO(json);
    CHECK_FALSE(parse(json, &error));
    CHECK(error.startsWith(QLatin1String(path)));
}
