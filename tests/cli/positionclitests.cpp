#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <catch2/catch.hpp>
#include <vector>

// gridkeep-cli on position boards (docs/cli.md, docs/rules.md §2 and §5.13), run as a real process.
// The golden files were checked value by value against docs/rules.md before they were frozen:
// churn-clash is the shipped example, churn-clash-dusk a variant with a hidden position-filling
// golem, a prone mover with a Movement of 30, a bulwark stance, a swimmer in the shallows, a
// turbulent flank and no skyward.

namespace
{

QString example()
{
    return QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/churn-clash.encounter");
}

QString dusk()
{
    return QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/labyrinthian/churn-clash-dusk.encounter");
}

} // namespace

TEST_CASE("gridkeep-cli matches the Combat Grid golden files", "[cli][positions][golden]")
{
    struct Row {
        const char *golden;
        bool dusk;
        std::vector<const char *> args;
    };
    const auto row = GENERATE(values<Row>({
        {"churn-clash.analyze.json", false, {"analyze"}},
        {"churn-clash.reach-veyra-budget-30.json", false, {"reach", "veyra", "--budget", "30"}},
        {"churn-clash.reach-tomas-budget-25.5.json", false, {"reach", "tomas", "--budget", "25.5"}},
        {"churn-clash.path-tomas-enemy-support.json", false, {"path", "tomas", "enemy-support"}},
        {"churn-clash.dusk-analyze.json", true, {"analyze"}},
        {"churn-clash.dusk-analyze-player.json", true, {"analyze", "--player"}},
        {"churn-clash.dusk-reach-tomas.json", true, {"reach", "tomas"}},
        {"churn-clash.dusk-path-tomas-enemy-support.json",
         true,
         {"path", "tomas", "enemy-support"}},
        {"churn-clash.dusk-path-naiad-ally-support.json", true, {"path", "naiad", "ally-support"}},
    }));
    CAPTURE(row.golden);
    QStringList args{QLatin1String(row.args[0]), row.dusk ? dusk() : example()};
    for (size_t i = 1; i < row.args.size(); ++i)
        args << QLatin1String(row.args[i]);
    const auto result = runCli(args);
    INFO(result.err.toStdString());
    REQUIRE(result.exitCode == 0);
    const auto got = jsonObject(result.out);
    const auto want = goldenDocument(QLatin1String(row.golden)).object();
    if (got != want) {
        CAPTURE(result.out.toStdString());
        FAIL("output differs from the golden file");
    }
}

TEST_CASE("analyze on the Combat Grid: the values the rules name", "[cli][positions]")
{
    const auto json = jsonObject(runCli({QStringLiteral("analyze"), example()}).out);
    CHECK(json.value(QStringLiteral("rules")).toString() == QStringLiteral("labyrinthian"));
    const auto tokens = json.value(QStringLiteral("tokens")).toObject();
    CHECK(tokens.size() == 7);
    // docs/rules.md §2.5: Veyra and the Acolyte share the Churn and are enemies, so engaged.
    CHECK(tokens.value(QStringLiteral("veyra")).toObject().value(QStringLiteral("engagedWith")) ==
          QJsonArray{QStringLiteral("acolyte")});
    const auto pairs = json.value(QStringLiteral("pairs")).toArray();
    CHECK(pairs.size() == 42);
    QJsonObject wrenAcolyte;
    for (const auto &p : pairs) {
        const auto o = p.toObject();
        if (o.value(QStringLiteral("from")).toString() == QLatin1String("wren") &&
            o.value(QStringLiteral("to")).toString() == QLatin1String("acolyte"))
            wrenAcolyte = o;
    }
    // Seed 001: "attacking inwards, such as ... Flanks to the Churn"; Wren is elevated.
    CHECK(wrenAcolyte.value(QStringLiteral("flanking")).toBool());
    CHECK(wrenAcolyte.value(QStringLiteral("highGround")).toBool());
    CHECK(wrenAcolyte.value(QStringLiteral("distance")).toInt() == 1);
    CHECK(wrenAcolyte.value(QStringLiteral("volleyPenalty")).toInt() == -10);
    CHECK(wrenAcolyte.value(QStringLiteral("enemies")).toBool());
    // Without hidden tokens the players see what the GM sees.
    CHECK(jsonObject(
              runCli({QStringLiteral("analyze"), example(), QStringLiteral("--player")}).out) ==
          json);
}

TEST_CASE("reach on the Combat Grid: budget and order", "[cli][positions]")
{
    // docs/rules.md §5.11: the default budget is the token's movement key, else 0.
    const auto none =
        jsonObject(runCli({QStringLiteral("reach"), example(), QStringLiteral("veyra")}).out);
    CHECK(none.value(QStringLiteral("budget")).toDouble() == 0);
    CHECK(none.value(QStringLiteral("positions")).toArray().isEmpty());
    // "A budget is printed as an integer when it is whole."
    const auto whole = runCli({QStringLiteral("reach"), example(), QStringLiteral("veyra"),
                               QStringLiteral("--budget"), QStringLiteral("20.0")});
    CHECK((whole.out.contains("\"budget\": 20\n") || whole.out.contains("\"budget\": 20,")));
    const auto json = jsonObject(whole.out);
    // From the difficult Churn at 20: climb two levels, or leave to any flank.
    QStringList places;
    for (const auto &p : json.value(QStringLiteral("positions")).toArray()) {
        const auto o = p.toObject();
        places << o.value(QStringLiteral("position")).toString() + QLatin1Char('/') +
                      o.value(QStringLiteral("level")).toString() + QLatin1Char('=') +
                      QString::number(o.value(QStringLiteral("cost")).toInt());
    }
    CHECK(places == QStringList{QStringLiteral("enemy-flank-left/ground=20"),
                                QStringLiteral("enemy-flank-center/ground=20"),
                                QStringLiteral("enemy-flank-right/ground=20"),
                                QStringLiteral("churn/overhead=20"),
                                QStringLiteral("churn/elevated=10"),
                                QStringLiteral("ally-flank-left/ground=20"),
                                QStringLiteral("ally-flank-center/ground=20"),
                                QStringLiteral("ally-flank-right/ground=20")});
}

TEST_CASE("path on the Combat Grid: goals, levels and unreachable ones", "[cli][positions]")
{
    SECTION("goal equal to the start")
    {
        const auto json = jsonObject(runCli({QStringLiteral("path"), example(),
                                             QStringLiteral("veyra"), QStringLiteral("churn")})
                                         .out);
        CHECK(json.value(QStringLiteral("cost")).toInt() == 0);
        CHECK(json.value(QStringLiteral("steps")).toArray() ==
              QJsonArray{QJsonArray{QStringLiteral("churn"), QStringLiteral("ground")}});
        CHECK(json.value(QStringLiteral("hinderedBy")).toArray().isEmpty());
    }
    SECTION("a level the goal does not have is unreachable")
    {
        const auto result = runCli({QStringLiteral("path"), example(), QStringLiteral("veyra"),
                                    QStringLiteral("churn"), QStringLiteral("deep")});
        CHECK(result.exitCode == 0);
        const auto json = jsonObject(result.out);
        CHECK(json.value(QStringLiteral("cost")).isNull());
        CHECK(json.keys() == QStringList{QStringLiteral("cost")});
    }
    SECTION("an omitted level means level 0, which is the surface in water")
    {
        const auto json =
            jsonObject(runCli({QStringLiteral("path"), example(), QStringLiteral("harpy"),
                               QStringLiteral("ally-ranged-right")})
                           .out);
        // Down two levels (20), then enemy-flank-left 10, into the Churn 20, out of it 20,
        // into the water 10.
        CHECK(json.value(QStringLiteral("cost")).toInt() == 80);
        const auto steps = json.value(QStringLiteral("steps")).toArray();
        CHECK(steps.first() ==
              QJsonArray{QStringLiteral("enemy-ranged-left"), QStringLiteral("overhead")});
        CHECK(steps.last() ==
              QJsonArray{QStringLiteral("ally-ranged-right"), QStringLiteral("surface")});
        // "ground" names level 0 as well.
        const auto same =
            jsonObject(runCli({QStringLiteral("path"), example(), QStringLiteral("harpy"),
                               QStringLiteral("ally-ranged-right"), QStringLiteral("ground")})
                           .out);
        CHECK(same.value(QStringLiteral("cost")).toInt() == 80);
        const auto deep =
            jsonObject(runCli({QStringLiteral("path"), example(), QStringLiteral("harpy"),
                               QStringLiteral("ally-ranged-right"), QStringLiteral("deep")})
                           .out);
        CHECK(deep.value(QStringLiteral("cost")).toInt() == 100);
    }
    SECTION("a prone token crawls one position")
    {
        // Seed 001: "While prone, combatants can only move one Position at a time".
        const auto json =
            jsonObject(runCli({QStringLiteral("path"), dusk(), QStringLiteral("tomas"),
                               QStringLiteral("ally-support")})
                           .out);
        CHECK(json.value(QStringLiteral("cost")).toInt() == 10);
        CHECK(json.value(QStringLiteral("steps")).toArray().size() == 2);
    }
}

TEST_CASE("path on the Combat Grid: usage errors", "[cli][positions]")
{
    struct Row {
        std::vector<const char *> goal;
        const char *message;
    };
    const auto row = GENERATE(values<Row>({
        {{"nowhere"}, "is not a position"},
        {{"churn", "orbit"}, "is not an altitude level"},
        {{"churn", "ground", "extra"}, "POSITION [LEVEL]"},
    }));
    QStringList args{QStringLiteral("path"), example(), QStringLiteral("veyra")};
    for (const char *word : row.goal)
        args << QLatin1String(word);
    CAPTURE(args.join(u' ').toStdString());
    const auto result = runCli(args);
    CHECK(result.exitCode == 2);
    CHECK(result.out.isEmpty());
    CHECK(result.err.contains(row.message));
}

TEST_CASE("reach and path name an unknown token as a usage error", "[cli][positions]")
{
    CHECK(runCli({QStringLiteral("reach"), example(), QStringLiteral("nobody")}).exitCode == 2);
    CHECK(runCli({QStringLiteral("path"), example(), QStringLiteral("nobody"),
                  QStringLiteral("churn")})
              .exitCode == 2);
}
