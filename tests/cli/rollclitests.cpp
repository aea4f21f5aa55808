#include "clirunner.h"

#include <QJsonArray>

// docs/cli.md §8: `gridkeep-cli roll EXPR [--seed N] [--count N]` prints one JSON object a
// line, {"total", "kept", "dropped"}; a malformed expression is a usage error (exit 2).

TEST_CASE("gridkeep-cli roll prints one seeded roll a line")
{
    const auto run =
        runCli({QStringLiteral("roll"), QStringLiteral("4d6kh3+2"), QStringLiteral("--seed"),
                QStringLiteral("42"), QStringLiteral("--count"), QStringLiteral("5")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto lines = run.out.trimmed().split('\n');
    REQUIRE(lines.size() == 5);
    for (const auto &line : lines) {
        const auto roll = jsonObject(line);
        const auto kept = roll.value(QStringLiteral("kept")).toArray();
        const auto dropped = roll.value(QStringLiteral("dropped")).toArray();
        REQUIRE(kept.size() == 3);
        REQUIRE(dropped.size() == 1);
        int sum = 2;
        for (const auto &face : kept) {
            CHECK(face.toInt() >= dropped.first().toInt());
            sum += face.toInt();
        }
        CHECK(roll.value(QStringLiteral("total")).toInt() == sum);
    }
    // The same seed gives the same rolls.
    const auto again =
        runCli({QStringLiteral("roll"), QStringLiteral("4d6kh3+2"), QStringLiteral("--seed"),
                QStringLiteral("42"), QStringLiteral("--count"), QStringLiteral("5")});
    CHECK(again.out == run.out);
}

TEST_CASE("gridkeep-cli roll takes advantage as one word or two")
{
    for (const QStringList &words : {QStringList{QStringLiteral("1d20 adv")},
                                     QStringList{QStringLiteral("1d20"), QStringLiteral("adv")}}) {
        const auto run = runCli(QStringList{QStringLiteral("roll")} + words +
                                QStringList{QStringLiteral("--seed"), QStringLiteral("3")});
        REQUIRE(run.exitCode == 0);
        const auto roll = jsonObject(run.out);
        REQUIRE(roll.value(QStringLiteral("kept")).toArray().size() == 1);
        REQUIRE(roll.value(QStringLiteral("dropped")).toArray().size() == 1);
        CHECK(roll.value(QStringLiteral("kept")).toArray().first().toInt() >=
              roll.value(QStringLiteral("dropped")).toArray().first().toInt());
    }
}

TEST_CASE("gridkeep-cli roll refuses a malformed expression or option with exit 2")
{
    const auto [args, message] = GENERATE(table<QStringList, const char *>({
        {QStringList{QStringLiteral("roll"), QStringLiteral("2d")}, "expected a term"},
        {QStringList{QStringLiteral("roll"), QStringLiteral("4d6kh9")}, "keep 1 to 4"},
        {QStringList{QStringLiteral("roll")}, "needs a dice expression"},
        {QStringList{QStringLiteral("roll"), QStringLiteral("1d6"), QStringLiteral("--count"),
                     QStringLiteral("0")},
         "--count"},
        {QStringList{QStringLiteral("roll"), QStringLiteral("1d6"), QStringLiteral("--seed")},
         "--seed needs a number"},
    }));
    const auto run = runCli(args);
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
    CHECK(run.err.contains(message));
}
