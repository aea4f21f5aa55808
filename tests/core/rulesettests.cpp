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
