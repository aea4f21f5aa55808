#include "clirunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <catch2/catch.hpp>

// `gridkeep-cli template` (docs/cli.md section 13, docs/rules.md §9.1) on
// tests/data/template-hall.encounter: a 10 × 8 `paces` hall with a wall from (6, 0) to (6, 4), a
// wall cell at (3, 6), Kara at (0, 3), a goblin at (5, 4), a hidden rat at (3, 2) and a 2 × 2
// ogre at (6, 5). Every picture below was worked out by hand from the rule table.

namespace
{

QString hall()
{
    return dataPath(QStringLiteral("template-hall.encounter"));
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const auto &v : value.toArray())
        out << v.toString();
    return out;
}

// A map drawn as a raw string, one row a line; indentation and blank lines are ignored.
QStringList rows(const char *drawing)
{
    QStringList out;
    for (const auto &line : QString::fromUtf8(drawing).split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            out << line.trimmed();
    }
    return out;
}

} // namespace

TEST_CASE("template prints the cells inside and the tokens caught", "[cli][template]")
{
    struct Case {
        const char *name;
        QStringList args;
        QStringList cells;
        QStringList caught;
    };
    const auto c = GENERATE(values<Case>({
        // Radius 2 around (4.5, 3.5); the wall at x = 6 spares (6, 3). The hidden rat is caught.
        {"circle",
         {QStringLiteral("--circle"), QStringLiteral("4.5"), QStringLiteral("3.5"),
          QStringLiteral("2")},
         rows(R"(
             ..........
             ....#.....
             ...###....
             ..####....
             ...###....
             ....#.....
             ..........
             ..........
         )"),
         {QStringLiteral("goblin"), QStringLiteral("rat")}},
        {"circle through walls",
         {QStringLiteral("--circle"), QStringLiteral("4.5"), QStringLiteral("3.5"),
          QStringLiteral("2"), QStringLiteral("--through-walls")},
         rows(R"(
             ..........
             ....#.....
             ...###....
             ..#####...
             ...###....
             ....#.....
             ..........
             ..........
         )"),
         {QStringLiteral("goblin"), QStringLiteral("rat")}},
        // A cone as wide as it is long: its edges pass through the centres (2, 2), (4, 1).
        {"cone",
         {QStringLiteral("--cone"), QStringLiteral("0.5"), QStringLiteral("3.5"),
          QStringLiteral("4.5"), QStringLiteral("3.5")},
         rows(R"(
             ..........
             ....#.....
             ..###.....
             #####.....
             ..###.....
             ....#.....
             ..........
             ..........
         )"),
         {QStringLiteral("kara"), QStringLiteral("rat")}},
        // Width 1 along the grid line y = 7: rows 6 and 7. The wall cell (3, 6) counts itself
        // but hides the rest of row 6, and with it the ogre.
        {"line",
         {QStringLiteral("--line"), QStringLiteral("0"), QStringLiteral("7"), QStringLiteral("10"),
          QStringLiteral("7"), QStringLiteral("1")},
         rows(R"(
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ####......
             ##########
         )"),
         {}},
        {"line through walls",
         {QStringLiteral("--line"), QStringLiteral("0"), QStringLiteral("7"), QStringLiteral("10"),
          QStringLiteral("7"), QStringLiteral("1"), QStringLiteral("--through-walls")},
         rows(R"(
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ##########
             ##########
         )"),
         {QStringLiteral("ogre")}},
        // From the corner (7, 0), side 3: centres 7.5 to 9.5 across and 0.5 to 2.5 down.
        {"square",
         {QStringLiteral("--square"), QStringLiteral("7"), QStringLiteral("0"),
          QStringLiteral("3")},
         rows(R"(
             .......###
             .......###
             .......###
             ..........
             ..........
             ..........
             ..........
             ..........
         )"),
         {}},
        // docs/rules.md §9.1: "a negative radius, width or side" holds nothing.
        {"negative radius",
         {QStringLiteral("--circle"), QStringLiteral("4.5"), QStringLiteral("3.5"),
          QStringLiteral("-1")},
         rows(R"(
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
         )"),
         {}},
    }));
    INFO(c.name);
    const auto run = runCli(QStringList{QStringLiteral("template"), hall()} + c.args);
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto object = jsonObject(run.out);
    CHECK(object.keys() == QStringList{QStringLiteral("caught"), QStringLiteral("cells")});
    CHECK(strings(object.value(QStringLiteral("cells"))) == c.cells);
    CHECK(strings(object.value(QStringLiteral("caught"))) == c.caught);
}

TEST_CASE("template refuses a Combat Grid with exit 1 and bad arguments with exit 2",
          "[cli][template]")
{
    const auto grid = runCli({QStringLiteral("template"), examplePath("churn-clash.encounter"),
                              QStringLiteral("--circle"), QStringLiteral("1"), QStringLiteral("1"),
                              QStringLiteral("1")});
    CHECK(grid.exitCode == 1);
    CHECK(grid.out.isEmpty());
    CHECK(grid.err.contains("needs a square board"));

    const auto missing =
        runCli({QStringLiteral("template"), dataPath(QStringLiteral("none.encounter")),
                QStringLiteral("--circle"), QStringLiteral("1"), QStringLiteral("1"),
                QStringLiteral("1")});
    CHECK(missing.exitCode == 1);

    const auto usage = GENERATE(values<QStringList>({
        {},
        {QStringLiteral("--circle"), QStringLiteral("1"), QStringLiteral("1")},
        {QStringLiteral("--circle"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"),
         QStringLiteral("1")},
        {QStringLiteral("--cone"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2")},
        {QStringLiteral("--line"), QStringLiteral("0"), QStringLiteral("7"), QStringLiteral("10"),
         QStringLiteral("7")},
        {QStringLiteral("--blob"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1")},
        {QStringLiteral("--circle"), QStringLiteral("one"), QStringLiteral("1"),
         QStringLiteral("1")},
        {QStringLiteral("--square"), QStringLiteral("1"), QStringLiteral("nan"),
         QStringLiteral("1")},
    }));
    INFO(usage.join(QLatin1Char(' ')).toStdString());
    const auto run = runCli(QStringList{QStringLiteral("template"), hall()} + usage);
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
}

TEST_CASE("validate reads a file with templates", "[cli][template]")
{
    const auto run = runCli({QStringLiteral("validate"), hall()});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
}

TEST_CASE("template takes an origin off the map, as an anchored template may have",
          "[cli][template]")
{
    // A circle centred half a cell right of the map's edge still covers the cells within
    // its radius (docs/rules.md §9.1); the walls test walks only the map's cells.
    const auto run = runCli({QStringLiteral("template"), hall(), QStringLiteral("--circle"),
                             QStringLiteral("10.5"), QStringLiteral("0.5"), QStringLiteral("1")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto cells = jsonObject(run.out).value(QLatin1String("cells")).toArray();
    REQUIRE(cells.size() == 8);
    CHECK(cells[0].toString() == QLatin1String(".........#"));
    CHECK(cells[1].toString() == QLatin1String(".........."));
}
