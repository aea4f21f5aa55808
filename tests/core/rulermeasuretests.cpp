// docs/rules.md §9.2: the ruler, in each square rule set's metric and unit (RulerMeasure).
#include "engine/rulermeasure.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>

namespace
{

const RuleSet &rules(const char *id)
{
    const auto found = RuleSetRegistry::instance().find(QLatin1String(id));
    REQUIRE(found);
    return *found;
}

QList<QPoint> route(std::initializer_list<QPoint> cells)
{
    return QList<QPoint>(cells);
}

} // namespace

TEST_CASE("Ruler: the rule files give each square rule set its length per square", "[ruler]")
{
    // docs/rules.md §9.2: "1.5 m in `paces`, 2 m in `meters` and 5 ft in `classic`".
    const auto [id, perSquare, unit] = GENERATE(table<const char *, double, const char *>({
        {"paces", 1.5, "m"},
        {"meters", 2, "m"},
        {"classic", 5, "ft"},
    }));
    const RuleSet &r = rules(id);
    CHECK(r.rulerPerSquare == perSquare);
    CHECK(r.rulerUnit == QLatin1String(unit));
    CHECK(r.diagonalPolicy == RuleSet::DiagonalPolicy::Alternating);
}

TEST_CASE("Ruler: squares by the cheapest path of §1.7 with nothing in the way", "[ruler]")
{
    // docs/rules.md §1.7: under `alternating` "the first costs 1, the second 2, the third 1
    // again"; "Under `chebyshev` a diagonal always costs 1." §9.2: "Each leg, from one waypoint
    // to the next, is the cheapest path of §1.7 with nothing in the way".
    const auto [waypoints, alternating, chebyshev, legs] =
        GENERATE(table<QList<QPoint>, int, int, QList<int>>({
            {route({{0, 0}}), 0, 0, {}},
            {route({{3, 3}, {3, 3}}), 0, 0, {0}},
            {route({{0, 0}, {4, 0}}), 4, 4, {4}},
            {route({{0, 0}, {1, 1}}), 1, 1, {1}},
            {route({{0, 0}, {3, 3}}), 4, 3, {4}},
            {route({{0, 0}, {5, 2}}), 6, 5, {6}},
            {route({{5, 5}, {0, 1}}), 7, 5, {7}}, // 4 diagonals (1 + 2 + 1 + 2) and 1 straight
            // §1.7: "Each path keeps its own tally", and a route is one path (§9.2).
            {route({{0, 0}, {1, 1}, {2, 2}}), 3, 2, {1, 2}},
            {route({{0, 0}, {1, 1}, {2, 1}, {3, 2}}), 4, 3, {1, 1, 2}},
            {route({{0, 0}, {2, 2}, {4, 4}}), 6, 4, {3, 3}},
            {route({{0, 0}, {3, 3}, {0, 0}}), 9, 6, {4, 5}},
        }));
    RuleSet r = rules("paces");
    const RulerMeasure measured(waypoints, r);
    CHECK(measured.squares() == alternating);
    CHECK(measured.legs() == legs);
    r.diagonalPolicy = RuleSet::DiagonalPolicy::Chebyshev;
    CHECK(RulerMeasure(waypoints, r).squares() == chebyshev);
}

TEST_CASE("Ruler: a route through waypoints costs what one path through them does", "[ruler]")
{
    // docs/rules.md §9.2: "The alternating count runs along the whole route and does not start
    // again at a waypoint". A route straight along a diagonal measures the same however it is
    // cut, and the legs add up to the whole.
    const RuleSet &r = rules("meters");
    for (int cut = 1; cut < 7; ++cut) {
        const RulerMeasure whole(route({{0, 0}, {7, 7}}), r);
        const RulerMeasure pieces(route({{0, 0}, {cut, cut}, {7, 7}}), r);
        CHECK(pieces.squares() == whole.squares());
        CHECK(pieces.legs()[0] + pieces.legs()[1] == whole.squares());
    }
    CHECK(RulerMeasure(route({{0, 0}, {7, 7}}), r).squares() == 10); // 1+2+1+2+1+2+1
}

TEST_CASE("Ruler: the text in each rule set's unit", "[ruler]")
{
    const auto [id, from, to, text] = GENERATE(table<const char *, QPoint, QPoint, const char *>({
        {"meters", {0, 0}, {5, 2}, "6 squares · 12 m"},
        {"meters", {2, 2}, {9, 2}, "7 squares · 14 m"},
        {"paces", {0, 0}, {5, 2}, "6 squares · 9 m"},
        {"paces", {0, 0}, {3, 3}, "4 squares · 6 m"},
        {"paces", {0, 0}, {1, 0}, "1 square · 1.5 m"},
        {"classic", {0, 0}, {1, 1}, "1 square · 5 ft"},
        {"classic", {0, 0}, {3, 3}, "4 squares · 20 ft"},
        {"classic", {4, 4}, {4, 4}, "0 squares · 0 ft"},
    }));
    const RulerMeasure measured(route({from, to}), rules(id));
    CHECK(measured.text() == QString::fromUtf8(text));
}

TEST_CASE("Ruler: points are measured from the cells that hold them", "[ruler]")
{
    // docs/rules.md §9.2: "A point on a grid line belongs to the cell to its right or below
    // it."
    const auto m = [](double x, double y) {
        return MicroPoint{FixedPoint::fromDouble(x), FixedPoint::fromDouble(y)};
    };
    CHECK(RulerMeasure::cellAt(m(2.5, 3.99)) == QPoint(2, 3));
    CHECK(RulerMeasure::cellAt(m(2, 3)) == QPoint(2, 3));
    CHECK(RulerMeasure::cellAt(m(-0.5, 0)) == QPoint(-1, 0));
    const auto measured = RulerMeasure::between({m(0.2, 0.7), m(3.9, 3.1)}, rules("classic"));
    CHECK(measured.squares() == 4);
    CHECK(RulerMeasure::number(10.668) == QStringLiteral("10.67"));
    CHECK(RulerMeasure::number(14) == QStringLiteral("14"));
    CHECK(RulerMeasure::number(10.5) == QStringLiteral("10.5"));
}

TEST_CASE("Ruler: a rule file's ruler must give a positive length and a unit", "[ruler][rules]")
{
    // docs/rules.md §6: `ruler` is "{perSquare, unit}"; without it, metersPerUnit meters.
    QFile file(QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/../../rules/classic.json"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    auto json = QJsonDocument::fromJson(file.readAll()).object();
    auto square = json.value(QStringLiteral("square")).toObject();
    QString error;

    square.remove(QStringLiteral("ruler"));
    json.insert(QStringLiteral("square"), square);
    const auto plain = RuleSet::fromJson(json, &error);
    REQUIRE(plain);
    CHECK(plain->rulerPerSquare == plain->metersPerUnit);
    CHECK(plain->rulerUnit == QStringLiteral("m"));

    const auto bad = GENERATE(as<QJsonObject>{},
                              QJsonObject{{QStringLiteral("perSquare"), 0},
                                          {QStringLiteral("unit"), QStringLiteral("ft")}},
                              QJsonObject{{QStringLiteral("perSquare"), 5}});
    square.insert(QStringLiteral("ruler"), bad);
    json.insert(QStringLiteral("square"), square);
    CHECK_FALSE(RuleSet::fromJson(json, &error));
    CHECK(error.startsWith(QStringLiteral("square.ruler: expected")));
}
