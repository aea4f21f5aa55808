#include "clirunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <catch2/catch.hpp>

// `gridkeep-cli tactics FILE TOKEN TARGET` (docs/cli.md section 7.5, docs/rules.md §1.10): the
// shape of its JSON, the order of cells and reasons, and its usage errors.

namespace
{

const QStringList allReasons = {QStringLiteral("high-ground"),    QStringLiteral("line-of-sight"),
                                QStringLiteral("no-extra-zoc"),   QStringLiteral("not-surrounded"),
                                QStringLiteral("target-exposed"), QStringLiteral("token-covered"),
                                QStringLiteral("unhindered")};

QJsonObject cellAt(const QJsonArray &cells, int x, int y)
{
    for (const auto &v : cells) {
        const auto o = v.toObject();
        if (o.value(QStringLiteral("x")).toInt() == x && o.value(QStringLiteral("y")).toInt() == y)
            return o;
    }
    FAIL("no cell " << x << "," << y);
    return {};
}

} // namespace

TEST_CASE("tactics FILE TOKEN TARGET scores every cell of reach", "[cli][tactics]")
{
    const auto file = examplePath("bridge-ambush.encounter");
    const auto run =
        runCli({QStringLiteral("tactics"), file, QStringLiteral("kara"), QStringLiteral("ogre")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto object = jsonObject(run.out);
    CHECK(object.keys() == QStringList({QStringLiteral("budget"), QStringLiteral("cells"),
                                        QStringLiteral("maxScore"), QStringLiteral("target"),
                                        QStringLiteral("token")}));
    CHECK(object.value(QStringLiteral("token")).toString() == QLatin1String("kara"));
    CHECK(object.value(QStringLiteral("target")).toString() == QLatin1String("ogre"));
    // paces: 3 + speed 2 (docs/rules.md §5.11), printed as a whole number as `reach` does.
    CHECK(run.out.contains("\"budget\": 5,"));
    // The rule file's weights (rules/paces.json square.tactics) add up to maxScore.
    const int maxScore = object.value(QStringLiteral("maxScore")).toInt();
    CHECK(maxScore > 0);

    // The same anchors as `reach`, plus the start with cost 0.
    const auto reach =
        jsonObject(runCli({QStringLiteral("reach"), file, QStringLiteral("kara")}).out);
    const auto reached = reach.value(QStringLiteral("cells")).toArray();
    const auto cells = object.value(QStringLiteral("cells")).toArray();
    REQUIRE(cells.size() == reached.size() + 1);
    int previousY = -1;
    int previousX = -1;
    int best = 0;
    for (const auto &v : cells) {
        const auto cell = v.toObject();
        CHECK(cell.keys() ==
              QStringList({QStringLiteral("cost"), QStringLiteral("reasons"),
                           QStringLiteral("score"), QStringLiteral("x"), QStringLiteral("y")}));
        const int x = cell.value(QStringLiteral("x")).toInt();
        const int y = cell.value(QStringLiteral("y")).toInt();
        // Sorted by y, then x.
        CHECK((y > previousY || (y == previousY && x > previousX)));
        previousY = y;
        previousX = x;
        // Reasons: known ids, sorted, each once.
        QStringList reasons;
        for (const auto &r : cell.value(QStringLiteral("reasons")).toArray())
            reasons << r.toString();
        QStringList sorted = reasons;
        sorted.sort();
        sorted.removeDuplicates();
        CHECK(reasons == sorted);
        for (const auto &r : reasons)
            CHECK(allReasons.contains(r));
        const int score = cell.value(QStringLiteral("score")).toInt();
        CHECK(score >= 0);
        CHECK(score <= maxScore);
        CHECK(reasons.isEmpty() == (score == 0));
        best = qMax(best, score);
    }
    for (const auto &v : reached) {
        const auto r = v.toObject();
        const auto cell = cellAt(cells, r.value(QStringLiteral("x")).toInt(),
                                 r.value(QStringLiteral("y")).toInt());
        CHECK(cell.value(QStringLiteral("cost")) == r.value(QStringLiteral("cost")));
    }
    // Kara's start (7,7): opposite corners surround her (the golden analyze of this sample), and
    // she sees the ogre across the bridge with no cover; the start is never hindered.
    const auto start = cellAt(cells, 7, 7);
    CHECK(start.value(QStringLiteral("cost")).toInt() == 0);
    CHECK(start.value(QStringLiteral("reasons")).toArray() ==
          QJsonArray{QStringLiteral("line-of-sight"), QStringLiteral("target-exposed"),
                     QStringLiteral("unhindered")});
    CHECK(best > start.value(QStringLiteral("score")).toInt());
}

TEST_CASE("tactics: a position board, an unknown token or T == G is a usage error",
          "[cli][tactics]")
{
    const auto square = examplePath("bridge-ambush.encounter");
    const auto positions = dataPath(QStringLiteral("valid-positions.encounter"));
    const QList<QStringList> cases = {
        {QStringLiteral("tactics"), positions, QStringLiteral("veyra"), QStringLiteral("zealot")},
        {QStringLiteral("tactics"), square, QStringLiteral("nobody"), QStringLiteral("ogre")},
        {QStringLiteral("tactics"), square, QStringLiteral("kara"), QStringLiteral("nobody")},
        {QStringLiteral("tactics"), square, QStringLiteral("kara"), QStringLiteral("kara")},
        {QStringLiteral("tactics"), square, QStringLiteral("kara")},
    };
    for (const auto &args : cases) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        const auto run = runCli(args);
        CHECK(run.exitCode == 2);
        CHECK(run.out.isEmpty());
        CHECK(!run.err.isEmpty());
    }
}
