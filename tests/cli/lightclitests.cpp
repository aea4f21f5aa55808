#include "clirunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

// gridkeep-cli light and vision (docs/cli.md §12, docs/rules.md §8), on a dark 8×5 room worked
// out by hand: a lamp at the centre of (3, 2) (bright 1.5, dim 3), wall cells at (4, 1) and
// (4, 2), a wall from (2, 0) to (2, 2), and Kara at (6, 3) carrying a light (bright 1, dim 2)
// with darkvision 1.5.

namespace
{

QStringList rows(const QJsonObject &object, const char *key)
{
    QStringList list;
    for (const auto &row : object.value(QLatin1String(key)).toArray())
        list << row.toString();
    return list;
}

} // namespace

TEST_CASE("light FILE prints each cell's effective level", "[cli][light]")
{
    const auto run =
        runCli({QStringLiteral("light"), dataPath(QStringLiteral("lit-room.encounter"))});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto object = jsonObject(run.out);
    CHECK(object.value(QLatin1String("ambient")).toString() == QLatin1String("dark"));
    // Row 0: (2, 0) and (3, 0) are √5 from the lamp, within dim 3; (1, 0) lies behind the wall
    // at x = 2 and (4, 0) behind the wall cell (4, 1). Row 1: (2, 1) is √2 ≤ 1.5 away, bright;
    // the wall cell (4, 1) is lit on its face; (6, 1) is exactly 2 from Kara's light, dim.
    CHECK(rows(object, "levels") ==
          QStringList{QStringLiteral("..dd...."), QStringLiteral("..bbb.d."),
                      QStringLiteral("ddbbbdbd"), QStringLiteral(".dbbbbbb"),
                      QStringLiteral(".dddddbd")});
}

TEST_CASE("vision FILE prints what the party sees", "[cli][light][vision]")
{
    const auto run =
        runCli({QStringLiteral("vision"), dataPath(QStringLiteral("lit-room.encounter"))});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto object = jsonObject(run.out);
    CHECK(object.value(QLatin1String("party")).toString() == QLatin1String("party"));
    // Kara sees lit cells in her line of sight: the wall cells hide the lamp's west side, and
    // the dark (5, 1) is √5 away, beyond her darkvision.
    CHECK(rows(object, "seen") ==
          QStringList{QStringLiteral("........"), QStringLiteral("....#.#."),
                      QStringLiteral("##..####"), QStringLiteral(".#######"),
                      QStringLiteral(".#######")});
}

TEST_CASE("light and vision refuse a Combat Grid file and bad arguments", "[cli][light]")
{
    for (const char *command : {"light", "vision"}) {
        const auto grid = runCli({QLatin1String(command), examplePath("churn-clash.encounter")});
        CHECK(grid.exitCode == 1);
        CHECK(grid.err.contains("square board"));
        CHECK(grid.out.isEmpty());
        CHECK(runCli({QLatin1String(command)}).exitCode == 2);
        CHECK(runCli({QLatin1String(command), examplePath("bridge-ambush.encounter"),
                      QStringLiteral("extra")})
                  .exitCode == 2);
        CHECK(runCli({QLatin1String(command), QStringLiteral("/no/such.encounter")}).exitCode == 1);
    }
    // A bright board with no lights: everything bright, and the party sees as before.
    const auto bright = runCli({QStringLiteral("light"), examplePath("bridge-ambush.encounter")});
    REQUIRE(bright.exitCode == 0);
    for (const auto &row : rows(jsonObject(bright.out), "levels"))
        CHECK(row == QString(row.size(), QLatin1Char('b')));
}

TEST_CASE("import brings a Universal VTT map's lights and ambient light along",
          "[cli][light][uvtt]")
{
    // A dark cellar (ambient_light ff141414) with three lights: a warm lamp of range 6 in the
    // west room, a cold one of range 3 in the closet behind a wall, and one of range 5 by the
    // pool; a closed door between the rooms (docs/rules.md §8.3).
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("cellar.encounter"));
    const auto imported =
        runCli({QStringLiteral("import"), dataPath(QStringLiteral("cellar-lights.dd2vtt")), out});
    INFO(imported.err.toStdString());
    REQUIRE(imported.exitCode == 0);
    const auto run = runCli({QStringLiteral("light"), out});
    REQUIRE(run.exitCode == 0);
    const auto object = jsonObject(run.out);
    CHECK(object.value(QLatin1String("ambient")).toString() == QLatin1String("dark"));
    const auto levels = rows(object, "levels");
    REQUIRE(levels.size() == 12);
    // Bright within range / 2 = 3 of the lamp at (4.5, 2.5), dim to 6, and nothing past the
    // outer wall at x = 1 or through the wall at x = 8.
    CHECK(levels[2] == QLatin1String(".bbbbbbb...dbbb."));
    CHECK(levels[8] == QLatin1String("....d...dbbbbdd."));
    CHECK(levels[11] == QLatin1String("................"));
    // Exported again, the lights go back with their colours and ranges.
    const QString back = dir.filePath(QStringLiteral("cellar.dd2vtt"));
    REQUIRE(runCli({QStringLiteral("export"), out, QStringLiteral("--uvtt"), back}).exitCode == 0);
    QFile file(back);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const auto root = QJsonDocument::fromJson(file.readAll()).object();
    const auto lights = root.value(QLatin1String("lights")).toArray();
    REQUIRE(lights.size() == 3);
    CHECK(lights[0].toObject().value(QLatin1String("range")).toDouble() == 6);
    CHECK(lights[0].toObject().value(QLatin1String("color")).toString() ==
          QLatin1String("ffffb050"));
    CHECK(root.value(QLatin1String("environment"))
              .toObject()
              .value(QLatin1String("ambient_light"))
              .toString() == QLatin1String("ff141414"));
}
