#include "model/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

TEST_CASE("All four rule sets load from rules/", "[rules]")
{
    const auto [id, square] = GENERATE(table<const char *, bool>({
        {"labyrinthian", false},
        {"paces", true},
        {"meters", true},
        {"classic", true},
    }));
    QString error;
    const auto rules = RuleSetRegistry::instance().find(QLatin1String(id), &error);
    INFO(error.toStdString());
    REQUIRE(rules);
    CHECK(rules->id == QLatin1String(id));
    CHECK(rules->isSquare() == square);
    CHECK_FALSE(rules->seed.isEmpty());
    if (square) {
        // docs/rules.md §1.2: the default terrain kinds and their flags.
        const auto kind = [&](const char *k) {
            return rules->terrainKinds.value(rules->terrainIndex(QLatin1String(k)));
        };
        CHECK((!kind("wall").passable && kind("wall").blocksSight));
        CHECK((!kind("obstacle").passable && !kind("obstacle").blocksSight &&
               kind("obstacle").givesCover));
        CHECK((kind("difficult").passable && kind("difficult").extraCost == 1));
        CHECK((kind("water").passable && kind("water").extraCost == 1));
        // docs/rules.md §1.4: "reeling, knocked-down, confused or defeated (data: the list of
        // conditions that suppress ZoC)"
        // Seed 004 has none of seed 002's conditions: only the defeated lose their zone.
        if (rules->id == QLatin1String("classic"))
            CHECK(rules->zocSuppressingConditions() == QStringList{QStringLiteral("defeated")});
        else
            CHECK(rules->zocSuppressingConditions() ==
                  QStringList{QStringLiteral("reeling"), QStringLiteral("knocked-down"),
                              QStringLiteral("confused"), QStringLiteral("defeated")});
        CHECK(rules->highGroundMicrometres == 1'000'000);
        CHECK(rules->defaultReach == 1);
        CHECK(rules->diagonalPolicy == RuleSet::DiagonalPolicy::Alternating);
    } else {
        CHECK(rules->positions.size() == 15);
        CHECK(rules->levels.size() == 7);
        // docs/rules.md §2.2: "churn is adjacent to each of the six flanks"
        CHECK(rules->adjacency.value(QStringLiteral("churn")).size() == 6);
        // "support is adjacent only to ranged-center on its own side"
        CHECK(rules->adjacency.value(QStringLiteral("ally-support")) ==
              QStringList{QStringLiteral("ally-ranged-center")});
        CHECK(rules->stepCost == 10);
        CHECK(rules->roughStepCost == 20);
        CHECK(rules->volleyPenaltyPerStep == -10);
    }
}

TEST_CASE("Default reach budgets are data (docs/rules.md §5.11)", "[rules]")
{
    const auto [id, base, divisor] = GENERATE(table<const char *, double, double>({
        {"paces", 3, 1},   // "a Dash of 3 + speed"
        {"classic", 0, 1}, // "speed"
        {"meters", 0, 2},  // "speed ÷ 2, because speed is in meters and a square is 2 m"
    }));
    const auto rules = RuleSetRegistry::instance().find(QLatin1String(id));
    REQUIRE(rules);
    CHECK(rules->budgetBase == base);
    CHECK(rules->budgetSpeedDivisor == divisor);
}

TEST_CASE("An unknown rule set id is refused with the known ones listed", "[rules]")
{
    QString error;
    CHECK_FALSE(RuleSetRegistry::instance().find(QStringLiteral("fourth-edition"), &error));
    CHECK(error.contains(QStringLiteral("labyrinthian, meters, paces")));
    CHECK_FALSE(RuleSetRegistry::instance().find(QStringLiteral("../etc/passwd"), &error));
}

TEST_CASE("A broken rule file is reported, not half-loaded", "[rules]")
{
    QString error;
    QJsonObject json{{QStringLiteral("id"), QStringLiteral("odd")},
                     {QStringLiteral("board"), QStringLiteral("hex")}};
    CHECK_FALSE(RuleSet::fromJson(json, &error));
    CHECK(error.contains(QStringLiteral("board")));
}

TEST_CASE("Classic's conditions come from seed 004's own text", "[rules][classic]")
{
    // docs/rules.md §6.4: "Surprise Attacks", "Sneak Attacks" (concealed, distracted),
    // parrying, Power Attacks that break the weapon, and the defeated.
    const auto rules = RuleSetRegistry::instance().find(QStringLiteral("classic"));
    REQUIRE(rules);
    QStringList ids;
    for (const auto &condition : rules->conditions) {
        ids << condition.id;
        CHECK_FALSE(condition.description.isEmpty());
        CHECK_FALSE(condition.icon.isEmpty());
    }
    CHECK(ids == QStringList{QStringLiteral("surprised"), QStringLiteral("concealed"),
                             QStringLiteral("distracted"), QStringLiteral("parrying"),
                             QStringLiteral("weapon-broken"), QStringLiteral("defeated")});
    CHECK(rules->combat.defeatedCondition == QLatin1String("defeated"));
}

TEST_CASE("Rule sets show their own names, with a line on what they are for", "[rules]")
{
    const auto [id, name] =
        GENERATE(table<const char *, const char *>({{"labyrinthian", "Labyrinthian"},
                                                    {"paces", "Paces"},
                                                    {"meters", "Meters"},
                                                    {"classic", "Classic"}}));
    const auto rules = RuleSetRegistry::instance().find(QString::fromLatin1(id));
    REQUIRE(rules);
    CHECK(rules->name == QLatin1String(name));
    CHECK_FALSE(rules->description.isEmpty());
    CHECK_FALSE(rules->name.contains(QLatin1String("seed")));
}

TEST_CASE("Meters lighting levels and every square rule set's tactics weights are data",
          "[rules][lighting][tactics]")
{
    const auto meters = RuleSetRegistry::instance().find(QStringLiteral("meters"));
    REQUIRE(meters);
    REQUIRE(meters->lightingLevels.size() == 3);
    CHECK(meters->lightingIds() ==
          QStringList{QStringLiteral("bright"), QStringLiteral("dim"), QStringLiteral("darkness")});
    CHECK(meters->lightingLevels[0].advantage == 0);
    CHECK(meters->lightingLevels[1].advantage == 1);
    CHECK(meters->lightingLevels[2].advantage == 2);
    CHECK(meters->lightingLevels[0].shade.alpha() == 0);
    CHECK(meters->lightingLevels[2].shade.alpha() > meters->lightingLevels[1].shade.alpha());
    for (const char *id : {"paces", "meters", "classic"}) {
        const auto rules = RuleSetRegistry::instance().find(QString::fromLatin1(id));
        REQUIRE(rules);
        CHECK(rules->tactics.total() > 0);
        CHECK(rules->tactics.lineOfSight > 0);
    }
}
