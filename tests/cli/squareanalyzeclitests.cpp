#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <catch2/catch.hpp>

// Golden files for `gridkeep-cli analyze` on the square-grid examples (docs/cli.md §4.1). The
// goldens were checked by hand against docs/rules.md before they were frozen; the values asserted
// by name below are the ones checked, so a changed golden cannot hide a changed rule.
namespace
{

CliRun analyze(const QStringList &args)
{
    return runCli(QStringList{QStringLiteral("analyze")} + args);
}

QString example(const QString &name)
{
    return QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/") + name + QStringLiteral(".encounter");
}

QJsonObject parse(const CliRun &run)
{
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    return jsonObject(run.out);
}

// JSON values, not text: 2 and 2.0 are the same number.
bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    if (a.isArray() && b.isArray()) {
        const auto x = a.toArray();
        const auto y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (int i = 0; i < x.size(); ++i) {
            if (!sameJson(x[i], y[i]))
                return false;
        }
        return true;
    }
    if (a.isObject() && b.isObject()) {
        const auto x = a.toObject();
        const auto y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (const auto &k : x.keys()) {
            if (!sameJson(x.value(k), y.value(k)))
                return false;
        }
        return true;
    }
    return a == b;
}

QJsonObject pair(const QJsonObject &analysis, const char *from, const char *to)
{
    for (const auto &p : analysis.value(QStringLiteral("pairs")).toArray()) {
        const auto o = p.toObject();
        if (o.value(QStringLiteral("from")).toString() == QLatin1String(from) &&
            o.value(QStringLiteral("to")).toString() == QLatin1String(to))
            return o;
    }
    FAIL("no pair " << from << " -> " << to);
    return {};
}

QJsonObject token(const QJsonObject &analysis, const char *id)
{
    const auto tokens = analysis.value(QStringLiteral("tokens")).toObject();
    REQUIRE(tokens.contains(QLatin1String(id)));
    return tokens.value(QLatin1String(id)).toObject();
}

QJsonArray strings(std::initializer_list<const char *> list)
{
    QJsonArray out;
    for (const auto *s : list)
        out.append(QString::fromUtf8(s));
    return out;
}

} // namespace

TEST_CASE("analyze: the square examples match their goldens", "[cli][analyze][golden]")
{
    struct Row {
        const char *example;
        const char *golden;
        bool player;
    };
    const auto row = GENERATE(Row{"bridge-ambush", "bridge-ambush.analyze.json", false},
                              Row{"bridge-ambush", "bridge-ambush.analyze-player.json", true},
                              Row{"crypt-sneak", "crypt-sneak.analyze.json", false},
                              Row{"hill-giant", "hill-giant.analyze.json", false});
    INFO(row.golden);
    QStringList args{example(QString::fromUtf8(row.example))};
    if (row.player)
        args << QStringLiteral("--player");
    const auto got = parse(analyze(args));
    const auto want = goldenDocument(QString::fromUtf8(row.golden)).object();
    CHECK(got.value(QStringLiteral("rules")) == want.value(QStringLiteral("rules")));
    CHECK(sameJson(got.value(QStringLiteral("tokens")), want.value(QStringLiteral("tokens"))));
    const auto gp = got.value(QStringLiteral("pairs")).toArray();
    const auto wp = want.value(QStringLiteral("pairs")).toArray();
    REQUIRE(gp.size() == wp.size());
    for (int i = 0; i < gp.size(); ++i) {
        INFO(QJsonDocument(wp[i].toObject()).toJson(QJsonDocument::Compact).toStdString());
        CHECK(sameJson(gp[i], wp[i]));
    }
}

// Hand-checked values (docs/rules.md §1.4-§1.8, §3, §5.3, §5.5, §5.9), named so the goldens
// cannot drift.
TEST_CASE("analyze: bridge-ambush, values checked by hand", "[cli][analyze]")
{
    const auto gm = parse(analyze({example(QStringLiteral("bridge-ambush"))}));
    // Opposite corners: thug (6,6) and cutthroat (8,8) around kara (7,7).
    CHECK(token(gm, "kara").value(QStringLiteral("surroundedRule")).toString() ==
          QStringLiteral("opposite-corners"));
    CHECK(token(gm, "kara").value(QStringLiteral("surroundedBy")).toArray() ==
          strings({"cutthroat", "thug"}));
    // The reeling bruiser: no ZoC of its own, no way out of kara's.
    CHECK(token(gm, "bruiser").value(QStringLiteral("hasZoc")) == QJsonValue(false));
    CHECK(token(gm, "bruiser").value(QStringLiteral("surroundedRule")).toString() ==
          QStringLiteral("no-way-out"));
    CHECK(token(gm, "kara").value(QStringLiteral("surroundedRule")).isString());
    CHECK(token(gm, "ogre").value(QStringLiteral("surroundedRule")).isNull());
    // The hidden archer on the 2 m ridge, behind the ridge wall from everyone.
    CHECK(token(gm, "archer").value(QStringLiteral("elevation")).toDouble() == 2.0);
    CHECK(pair(gm, "archer", "kara").value(QStringLiteral("lineOfSight")) == QJsonValue(false));
    CHECK(pair(gm, "archer", "kara").value(QStringLiteral("heightDifference")).toDouble() == 2.0);
    CHECK(pair(gm, "archer", "kara").value(QStringLiteral("melee")).toString() ==
          QStringLiteral("boon"));
    CHECK(pair(gm, "kara", "archer").value(QStringLiteral("melee")).toString() ==
          QStringLiteral("bane"));
    // Brom (6,9) -> bruiser (7,6) passes kara's cell (7,7): cover by kara.
    CHECK(pair(gm, "brom", "bruiser").value(QStringLiteral("coveredBy")).toArray() ==
          strings({"kara"}));
    CHECK(pair(gm, "brom", "bruiser").value(QStringLiteral("distance")).toInt() == 3);
    // Kara -> ogre along row 7.5: the railing y = 7 is only touched by nothing; no cover.
    CHECK(pair(gm, "kara", "ogre").value(QStringLiteral("lineOfSight")) == QJsonValue(true));
    CHECK(pair(gm, "kara", "ogre").value(QStringLiteral("cover")) == QJsonValue(false));

    // docs/rules.md §3: --player leaves the hidden archer out.
    const auto player =
        parse(analyze({example(QStringLiteral("bridge-ambush")), QStringLiteral("--player")}));
    CHECK_FALSE(
        player.value(QStringLiteral("tokens")).toObject().contains(QStringLiteral("archer")));
    CHECK(player.value(QStringLiteral("pairs")).toArray().size() == 7 * 6);
    CHECK(gm.value(QStringLiteral("pairs")).toArray().size() == 8 * 7);
}

TEST_CASE("analyze: hill-giant, values checked by hand", "[cli][analyze]")
{
    const auto gm = parse(analyze({example(QStringLiteral("hill-giant"))}));
    // The 3x3 giant at (12,1) stands on the 3 m hill (11..15 x 0..3; its cells 12..14 x 1..3).
    CHECK(token(gm, "giant").value(QStringLiteral("elevation")).toDouble() == 3.0);
    CHECK(pair(gm, "giant", "tombril").value(QStringLiteral("melee")).toString() ==
          QStringLiteral("boon"));
    CHECK(pair(gm, "tombril", "giant").value(QStringLiteral("heightDifference")).toDouble() ==
          -3.0);
    // Footprint distance: tombril (3,6) to the giant's nearest cell (12,3): max(9, 3) = 9.
    CHECK(pair(gm, "tombril", "giant").value(QStringLiteral("distance")).toInt() == 9);
    // Reach 2 does not get the giant's zone to the party.
    CHECK(token(gm, "tombril").value(QStringLiteral("inZocOf")).toArray().isEmpty());
}

TEST_CASE("analyze: refused files and usage errors", "[cli][analyze]")
{
    CHECK(analyze({QStringLiteral("/nonexistent/x.encounter")}).exitCode == 1);
    CHECK(analyze({}).exitCode == 2);
}
