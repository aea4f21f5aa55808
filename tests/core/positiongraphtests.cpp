#include "positiontestsupport.h"

#include "engine/positiongraph.h"

#include <catch2/catch.hpp>
#include <vector>

using PositionTestSupport::graphOf;
using PositionTestSupport::grid;

namespace
{

QStringList idsOf(const PositionGraph &graph, const QList<int> &positions)
{
    QStringList ids;
    for (const int p : positions)
        ids << graph.id(p);
    ids.sort();
    return ids;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

TEST_CASE("Combat Grid adjacency is the rule file's graph", "[positions][graph]")
{
    const auto encounter = grid("", "");
    const auto graph = graphOf(encounter);
    REQUIRE(graph.count() == 15);

    // Seed 001: "Immediately adjacent to the Churn are the positions known as the Flanks. The
    // Flanks include Left, Right, and Center positions." and "The Ranged positions are adjacent
    // to the Flanks." (docs/rules.md §2.2).
    struct Row {
        const char *position;
        std::vector<const char *> neighbours;
    };
    const auto row = GENERATE(values<Row>({
        {"churn",
         {"enemy-flank-left", "enemy-flank-center", "enemy-flank-right", "ally-flank-left",
          "ally-flank-center", "ally-flank-right"}},
        {"ally-flank-left", {"churn", "ally-flank-center", "ally-ranged-left"}},
        {"ally-flank-center",
         {"churn", "ally-flank-left", "ally-flank-right", "ally-ranged-center"}},
        {"ally-flank-right", {"churn", "ally-flank-center", "ally-ranged-right"}},
        {"ally-ranged-left", {"ally-flank-left", "ally-ranged-center"}},
        {"ally-ranged-center",
         {"ally-flank-center", "ally-ranged-left", "ally-ranged-right", "ally-support"}},
        {"ally-ranged-right", {"ally-flank-right", "ally-ranged-center"}},
        {"ally-support", {"ally-ranged-center"}},
        {"enemy-flank-left", {"churn", "enemy-flank-center", "enemy-ranged-left"}},
        {"enemy-flank-center",
         {"churn", "enemy-flank-left", "enemy-flank-right", "enemy-ranged-center"}},
        {"enemy-flank-right", {"churn", "enemy-flank-center", "enemy-ranged-right"}},
        {"enemy-ranged-left", {"enemy-flank-left", "enemy-ranged-center"}},
        {"enemy-ranged-center",
         {"enemy-flank-center", "enemy-ranged-left", "enemy-ranged-right", "enemy-support"}},
        {"enemy-ranged-right", {"enemy-flank-right", "enemy-ranged-center"}},
        {"enemy-support", {"enemy-ranged-center"}},
    }));
    CAPTURE(row.position);
    const int p = graph.indexOf(QLatin1String(row.position));
    REQUIRE(p >= 0);
    QStringList expected;
    for (const char *n : row.neighbours) {
        expected << QLatin1String(n);
        CHECK(graph.adjacent(p, graph.indexOf(QLatin1String(n))));
        CHECK(graph.distance(p, graph.indexOf(QLatin1String(n))) == 1);
    }
    CHECK(idsOf(graph, graph.neighbours(p)) == sorted(expected));
    CHECK_FALSE(graph.adjacent(p, p)); // "not the same position" (docs/rules.md §2.4)
    CHECK(graph.distance(p, p) == 0);
}

TEST_CASE("Support is reached only through ranged-center", "[positions][graph]")
{
    // Seed 001: "These areas are not a part of the normal Grid, but can be occupied and
    // traveled into and out of just as the others through the Center Ranged positions on either
    // side of the Divide."
    const auto encounter = grid("", "");
    const auto graph = graphOf(encounter);
    const auto side = QLatin1String(GENERATE(as<const char *>{}, "ally", "enemy"));
    const int support = graph.indexOf(side + QStringLiteral("-support"));
    const int rangedCenter = graph.indexOf(side + QStringLiteral("-ranged-center"));
    CHECK(graph.neighbours(support) == QList<int>{rangedCenter});
    // Every shortest route from support to anywhere else passes ranged-center.
    for (int other = 0; other < graph.count(); ++other) {
        if (other == support || other == rangedCenter)
            continue;
        CAPTURE(graph.id(other).toStdString());
        CHECK(graph.routeIntermediates(support, other).contains(rangedCenter));
        CHECK(graph.distance(support, other) == graph.distance(rangedCenter, other) + 1);
    }
}

TEST_CASE("Step distances and bands on the Combat Grid", "[positions][graph]")
{
    // docs/rules.md §2.2: "Nothing is adjacent across the Divide except through churn", and the
    // bands churn 0, flanks 1, ranged 2, support 3.
    const auto encounter = grid("", "");
    const auto graph = graphOf(encounter);
    struct Row {
        const char *from;
        const char *to;
        int distance;
    };
    const auto row = GENERATE(values<Row>({
        {"churn", "ally-support", 3},
        {"ally-support", "enemy-support", 6},
        {"ally-ranged-left", "enemy-ranged-right", 4},
        {"ally-ranged-left", "ally-ranged-right", 2},
        {"ally-flank-left", "enemy-flank-left", 2},
        {"ally-ranged-right", "ally-support", 2},
        {"enemy-ranged-left", "churn", 2},
        {"enemy-ranged-left", "ally-ranged-center", 4},
    }));
    CAPTURE(row.from, row.to);
    const int a = graph.indexOf(QLatin1String(row.from));
    const int b = graph.indexOf(QLatin1String(row.to));
    CHECK(graph.distance(a, b) == row.distance);
    CHECK(graph.distance(b, a) == row.distance);

    CHECK(graph.band(graph.indexOf(QStringLiteral("churn"))) == 0);
    CHECK(graph.band(graph.indexOf(QStringLiteral("ally-flank-right"))) == 1);
    CHECK(graph.band(graph.indexOf(QStringLiteral("enemy-ranged-left"))) == 2);
    CHECK(graph.band(graph.indexOf(QStringLiteral("enemy-support"))) == 3);
    CHECK(graph.indexOf(QStringLiteral("nowhere")) == -1);
}

TEST_CASE("Shortest routes and their intermediate positions", "[positions][graph]")
{
    const auto encounter = grid("", "");
    const auto graph = graphOf(encounter);
    const auto at = [&](const char *id) { return graph.indexOf(QLatin1String(id)); };
    // Churn to enemy-ranged-left is 2 steps, only through enemy-flank-left.
    CHECK(idsOf(graph, graph.routeIntermediates(at("churn"), at("enemy-ranged-left"))) ==
          QStringList{QStringLiteral("enemy-flank-left")});
    // Ally ranged-left to ranged-right: through ranged-center only (2 steps).
    CHECK(idsOf(graph, graph.routeIntermediates(at("ally-ranged-left"), at("ally-ranged-right"))) ==
          QStringList{QStringLiteral("ally-ranged-center")});
    // Ally flank-left to ally-ranged-center: two routes, via flank-center or ranged-left.
    CHECK(idsOf(graph, graph.routeIntermediates(at("ally-flank-left"), at("ally-ranged-center"))) ==
          sorted({QStringLiteral("ally-flank-center"), QStringLiteral("ally-ranged-left")}));
    CHECK(graph.routeIntermediates(at("churn"), at("ally-flank-left")).isEmpty());

    QList<bool> blocked(graph.count(), false);
    blocked[at("ally-flank-center")] = true;
    CHECK(graph.hasClearShortestRoute(at("ally-flank-left"), at("ally-ranged-center"), blocked));
    blocked[at("ally-ranged-left")] = true;
    CHECK_FALSE(
        graph.hasClearShortestRoute(at("ally-flank-left"), at("ally-ranged-center"), blocked));
    // The ends never block: flank-center to ranged-left goes via flank-left or
    // ranged-center, and only the two ends are marked.
    QList<bool> ends(graph.count(), false);
    ends[at("ally-flank-center")] = true;
    ends[at("ally-ranged-left")] = true;
    CHECK(graph.hasClearShortestRoute(at("ally-flank-center"), at("ally-ranged-left"), ends));
    // Adjacent positions have nothing in between.
    QList<bool> all(graph.count(), true);
    CHECK(graph.hasClearShortestRoute(at("churn"), at("ally-flank-left"), all));
}

TEST_CASE("Which altitude levels exist at a position", "[positions][graph][levels]")
{
    // Seed 001: "Aerial and Depths positions act as altitude and depth markers ... They are
    // combined with the standard positions regardless of the scenario." docs/rules.md §2.1, §5.13:
    // skyward only when the board allows it; shallows and deep only in water, where level 0 is
    // called surface.
    const bool skyward = GENERATE(true, false);
    CAPTURE(skyward);
    const auto encounter = grid(R"("ally-ranged-right": {"water": true})", "", skyward);
    const auto graph = graphOf(encounter);
    const int water = graph.indexOf(QStringLiteral("ally-ranged-right"));
    const int dry = graph.indexOf(QStringLiteral("churn"));

    QList<int> dryLevels{2, 1, 0};
    QList<int> wetLevels{2, 1, 0, -1, -2};
    if (skyward) {
        dryLevels.prepend(3);
        wetLevels.prepend(3);
    }
    CHECK(graph.levelsAt(dry) == dryLevels);
    CHECK(graph.levelsAt(water) == wetLevels);
    CHECK(graph.hasLevel(dry, 3) == skyward);
    CHECK_FALSE(graph.hasLevel(dry, -1));
    CHECK(graph.hasLevel(water, -2));
    CHECK_FALSE(graph.hasLevel(water, -3));

    CHECK(graph.levelName(dry, 0) == QStringLiteral("ground"));
    CHECK(graph.levelName(water, 0) == QStringLiteral("surface"));
    CHECK(graph.levelName(water, -1) == QStringLiteral("shallows"));
    CHECK(graph.levelName(water, -2) == QStringLiteral("deep"));
    CHECK(graph.levelName(dry, 2) == QStringLiteral("overhead"));
    // The file may say ground or surface for level 0; both are 0.
    CHECK(graph.levelValue(QStringLiteral("ground")) == 0);
    CHECK(graph.levelValue(QStringLiteral("surface")) == 0);
    CHECK(graph.levelValue(QStringLiteral("skyward")) == 3);
    CHECK(graph.levelValue(QStringLiteral("deep")) == -2);
    CHECK_FALSE(graph.levelValue(QStringLiteral("orbit")).has_value());
}

TEST_CASE("The board's marks reach the graph", "[positions][graph]")
{
    const auto encounter =
        grid(R"("churn": {"difficult": true}, "ally-flank-left": {"turbulent": true},)"
             R"("enemy-flank-left": {"fillsPosition": true})",
             "");
    const auto graph = graphOf(encounter);
    CHECK(graph.isRough(graph.indexOf(QStringLiteral("churn"))));
    CHECK(graph.isRough(graph.indexOf(QStringLiteral("ally-flank-left"))));
    CHECK_FALSE(graph.isRough(graph.indexOf(QStringLiteral("ally-flank-center"))));
    CHECK(graph.fillsPosition(graph.indexOf(QStringLiteral("enemy-flank-left"))));
    CHECK_FALSE(graph.fillsPosition(graph.indexOf(QStringLiteral("churn"))));
    CHECK(graph.skyward());
}
