#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <catch2/catch.hpp>

// `gridkeep-cli reach` and `path` on the three square-board examples, against golden files in
// tests/data/golden. The goldens were checked by hand on drawn maps (docs/rules.md §1.7, §5.7,
// §5.10) and against a separate exact-fraction reference written from docs/rules.md alone.

namespace
{

QString example(const QString &name)
{
    return examplePath(name.toUtf8().constData()) + QStringLiteral(".encounter");
}

} // namespace

TEST_CASE("reach on the square examples matches the golden files", "[cli][reach]")
{
    const auto [file, token, budget] = GENERATE(table<const char *, const char *, const char *>({
        {"bridge-ambush", "kara", ""},    {"bridge-ambush", "brom", ""},
        {"bridge-ambush", "ilsa", ""},    {"bridge-ambush", "ogre", ""},
        {"bridge-ambush", "thug", ""},    {"bridge-ambush", "cutthroat", ""},
        {"bridge-ambush", "bruiser", ""}, {"bridge-ambush", "archer", ""},
        {"bridge-ambush", "ogre", "8"},   {"crypt-sneak", "rogue", ""},
        {"crypt-sneak", "knight", ""},    {"crypt-sneak", "warden", ""},
        {"crypt-sneak", "ghoul1", ""},    {"crypt-sneak", "ghoul2", ""},
        {"crypt-sneak", "warden", "4"},   {"crypt-sneak", "ghoul1", "3.5"},
        {"hill-giant", "tombril", ""},    {"hill-giant", "cedryk", ""},
        {"hill-giant", "giant", ""},      {"hill-giant", "giant", "12"},
    }));
    const QString name = QLatin1String(file);
    QStringList args = {QStringLiteral("reach"), example(name), QLatin1String(token)};
    QString goldenName = name + QStringLiteral(".reach-") + QLatin1String(token);
    if (*budget) {
        args << QStringLiteral("--budget") << QLatin1String(budget);
        goldenName += QStringLiteral("-budget-") + QLatin1String(budget);
    }
    CAPTURE(goldenName.toStdString());
    const auto run = runCli(args);
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.json() == goldenDocument(goldenName + QStringLiteral(".json")));
}

TEST_CASE("path on the square examples matches the golden files", "[cli][path]")
{
    const auto [file, token, x, y] = GENERATE(table<const char *, const char *, int, int>({
        {"bridge-ambush", "kara", 10, 7}, // onto the bridge, away from the thug and cutthroat
        {"bridge-ambush", "kara", 22, 4}, // across the bridge, round the ogre, up the ridge
        {"bridge-ambush", "kara", 6, 9},  // Brom, an ally: null
        {"bridge-ambush", "kara", 8, 8},  // the cutthroat, an enemy: null
        {"bridge-ambush", "kara", 19, 3}, // wall terrain: null
        {"bridge-ambush", "kara", 7, 7},  // the start: cost 0
        {"bridge-ambush", "ogre", 11, 7}, // a 2x2 token on the bridge between its railings
        {"bridge-ambush", "ogre", 16, 2}, // a 2x2 token climbing 1 m
        {"bridge-ambush", "brom", 3, 14}, // into difficult ground
        {"bridge-ambush", "thug", 5, 5},  // hindered by Kara
        {"bridge-ambush", "ilsa", 24, 0}, // off the map: null
        {"crypt-sneak", "rogue", 13, 11}, // through the open door
        {"crypt-sneak", "knight", 8, 7},
        {"crypt-sneak", "warden", 9, 2}, // 2x2, down from the dais
        {"crypt-sneak", "rogue", 0, 0},  // wall: null
        {"crypt-sneak", "rogue", 3, 8},  // the knight: null
        {"crypt-sneak", "ghoul2", 12, 11},
        {"hill-giant", "tombril", 12, 5}, // hindered by the giant's reach-2 zone
        {"hill-giant", "giant", 3, 3},    // 3x3 round the boulder
        {"hill-giant", "cedryk", 14, 11},
        {"hill-giant", "tombril", -1, 0}, // off the map: null
        {"hill-giant", "giant", 14, 9},   // the 3x3 footprint would hang off the map: null
        {"hill-giant", "giant", 12, 7},   // 3x3 into difficult ground
    }));
    const QString name = QLatin1String(file);
    const QString goldenName =
        QStringLiteral("%1.path-%2-%3-%4.json").arg(name, QLatin1String(token)).arg(x).arg(y);
    CAPTURE(goldenName.toStdString());
    const auto run = runCli({QStringLiteral("path"), example(name), QLatin1String(token),
                             QString::number(x), QString::number(y)});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto expected = goldenDocument(goldenName);
    CHECK(run.json() == expected);
    // docs/cli.md §6.1: a path starts at the token and ends at the goal; no path prints
    // {"cost": null}.
    const auto object = run.json().object();
    if (object.value(QStringLiteral("cost")).isNull()) {
        CHECK(object.keys() == QStringList{QStringLiteral("cost")});
    } else {
        const auto steps = object.value(QStringLiteral("steps")).toArray();
        REQUIRE(!steps.isEmpty());
        CHECK(steps.last().toArray() == QJsonArray{x, y});
    }
}

TEST_CASE("A path's cost is the reach cost of its goal on the examples", "[cli][path][reach]")
{
    // Property of docs/rules.md §1.7 through the real binary: path X Y costs what reach says for
    // (X, Y) with a budget large enough.
    const auto [file, token] = GENERATE(table<const char *, const char *>({
        {"bridge-ambush", "ogre"},
        {"crypt-sneak", "rogue"},
        {"hill-giant", "giant"},
    }));
    const QString path = example(QLatin1String(file));
    const auto reach = runCli({QStringLiteral("reach"), path, QLatin1String(token),
                               QStringLiteral("--budget"), QStringLiteral("1000")});
    REQUIRE(reach.exitCode == 0);
    const auto cells = reach.json().object().value(QStringLiteral("cells")).toArray();
    REQUIRE(cells.size() > 20);
    // Every 7th cell keeps the number of processes reasonable.
    for (int i = 0; i < cells.size(); i += 7) {
        const auto cell = cells[i].toObject();
        const int x = cell.value(QStringLiteral("x")).toInt();
        const int y = cell.value(QStringLiteral("y")).toInt();
        const auto run = runCli({QStringLiteral("path"), path, QLatin1String(token),
                                 QString::number(x), QString::number(y)});
        CAPTURE(x, y);
        REQUIRE(run.exitCode == 0);
        CHECK(run.json().object().value(QStringLiteral("cost")) ==
              cell.value(QStringLiteral("cost")));
    }
}

TEST_CASE("reach prints a whole budget as an integer and keeps halves", "[cli][reach]")
{
    // docs/rules.md §5.11: "A budget is printed as an integer when it is whole."
    const auto kara = runCli({QStringLiteral("reach"), example(QStringLiteral("bridge-ambush")),
                              QStringLiteral("kara")});
    REQUIRE(kara.exitCode == 0);
    CHECK(kara.out.contains("\"budget\": 5,"));
    // meters: speed 5 ÷ 2 = 2.5 (docs/rules.md §5.11 default budgets).
    const auto rogue = runCli(
        {QStringLiteral("reach"), example(QStringLiteral("crypt-sneak")), QStringLiteral("rogue")});
    REQUIRE(rogue.exitCode == 0);
    CHECK(rogue.out.contains("\"budget\": 2.5,"));
    const auto given =
        runCli({QStringLiteral("reach"), example(QStringLiteral("hill-giant")),
                QStringLiteral("giant"), QStringLiteral("--budget"), QStringLiteral("3.0")});
    REQUIRE(given.exitCode == 0);
    CHECK(given.out.contains("\"budget\": 3,"));
}

TEST_CASE("path refuses goals that are not integers as a usage error", "[cli][path]")
{
    const auto [x, y] = GENERATE(table<const char *, const char *>({
        {"3.5", "8"},
        {"three", "8"},
        {"3", ""},
        {"", "8"},
    }));
    CAPTURE(x, y);
    QStringList args = {QStringLiteral("path"), example(QStringLiteral("bridge-ambush")),
                        QStringLiteral("kara")};
    if (*x)
        args << QLatin1String(x);
    if (*y)
        args << QLatin1String(y);
    const auto run = runCli(args);
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
    CHECK_FALSE(run.err.isEmpty());
}

TEST_CASE("path takes an integral float like the file format does", "[cli][path]")
{
    // docs/file-format.md §2: "Integral floats such as 3.0 are accepted where integers are
    // expected"; the CLI's X Y follow the same reading.
    const auto run = runCli({QStringLiteral("path"), example(QStringLiteral("bridge-ambush")),
                             QStringLiteral("kara"), QStringLiteral("10.0"), QStringLiteral("7")});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json() == goldenDocument(QStringLiteral("bridge-ambush.path-kara-10-7.json")));
}
