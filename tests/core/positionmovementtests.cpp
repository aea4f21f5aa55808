#include "positiontestsupport.h"

#include "engine/positionmovement.h"

#include <catch2/catch.hpp>
#include <random>

using PositionTestSupport::graphOf;
using PositionTestSupport::grid;
using Place = PositionMovement::Place;

namespace
{

// The cost of every place a token can reach, as "position/level" → cost.
QMap<QString, int> costs(const Encounter &encounter, const char *tokenId, double budget)
{
    const auto graph = graphOf(encounter);
    const auto field = PositionMovement::forToken(graph, *encounter.rules,
                                                  *encounter.token(QLatin1String(tokenId)));
    QMap<QString, int> out;
    for (const auto &r : field.reachable(budget))
        out.insert(graph.id(r.place.position) + QLatin1Char('/') +
                       graph.levelName(r.place.position, r.place.level),
                   r.cost);
    return out;
}

Place place(const PositionGraph &graph, const char *position, int level)
{
    return {graph.indexOf(QLatin1String(position)), level};
}

} // namespace

TEST_CASE("A step to an adjacent position costs 10", "[positions][movement]")
{
    // Seed 001: "Moving from one Position to an adjacent one costs 10 Movement."
    const auto encounter =
        grid("", R"({"id": "kara", "side": "party", "position": "ally-ranged-center"})");
    const auto c = costs(encounter, "kara", 10);
    CHECK(c == QMap<QString, int>{{QStringLiteral("ally-flank-center/ground"), 10},
                                  {QStringLiteral("ally-ranged-left/ground"), 10},
                                  {QStringLiteral("ally-ranged-right/ground"), 10},
                                  {QStringLiteral("ally-support/ground"), 10},
                                  {QStringLiteral("ally-ranged-center/elevated"), 10}});
}

TEST_CASE("A difficult Churn costs 20 to enter or leave", "[positions][movement]")
{
    // Seed 001: "In combat, certain Positions may be marked as Difficult and/or Turbulent ...
    // To enter or leave these Positions, you will have to spend 20 Movement to do so."
    // docs/rules.md §2.3: "costs 20, not 10 (not 40 when both ends are marked)".
    const auto encounter = grid(R"("churn": {"difficult": true},)"
                                R"("ally-flank-center": {"turbulent": true})",
                                "");
    const auto graph = graphOf(encounter);
    const auto &rules = *encounter.rules;
    struct Row {
        const char *from;
        const char *to;
        int cost;
    };
    const auto row = GENERATE(values<Row>({
        {"ally-flank-left", "churn", 20},              // entering difficult
        {"churn", "enemy-flank-left", 20},             // leaving difficult
        {"churn", "ally-flank-center", 20},            // both ends rough: still 20
        {"ally-flank-center", "ally-flank-right", 20}, // leaving turbulent
        {"ally-flank-left", "ally-ranged-left", 10},   // plain to plain
    }));
    CAPTURE(row.from, row.to);
    CHECK(PositionMovement::stepCost(graph, rules, graph.indexOf(QLatin1String(row.from)),
                                     graph.indexOf(QLatin1String(row.to))) == row.cost);
    const PositionMovement field(graph, rules, place(graph, row.from, 0), false);
    CHECK(field.cost(place(graph, row.to, 0)) == row.cost);
}

TEST_CASE("Crossing the difficult Churn from flank to flank", "[positions][movement]")
{
    // Seed 001 "Difficult Terrain": "moving through them will cost double Movement".
    const auto encounter =
        grid(R"("churn": {"difficult": true})",
             R"({"id": "kara", "side": "party", "position": "ally-flank-center"})");
    const auto graph = graphOf(encounter);
    const PositionMovement field(graph, *encounter.rules, place(graph, "ally-flank-center", 0),
                                 false);
    // 20 in, 20 out.
    CHECK(field.cost(place(graph, "enemy-flank-center", 0)) == 40);
    const auto route = field.routeTo(place(graph, "enemy-flank-center", 0));
    REQUIRE(route);
    CHECK(route->cost == 40);
    CHECK(route->steps == QList<Place>{place(graph, "ally-flank-center", 0),
                                       place(graph, "churn", 0),
                                       place(graph, "enemy-flank-center", 0)});
}

TEST_CASE("A flyer climbs one level for 10", "[positions][movement][levels]")
{
    // Seed 001 "Ascend and Descend": "Ascending and Descending in Altitude is accomplished by
    // simply spending Movement as you would normally, with 10 Movement corresponding to one
    // change in Aerial position." docs/rules.md §5.13: a level change is neither entering nor
    // leaving a position, so a difficult position does not raise it to 20.
    const bool skyward = GENERATE(true, false);
    CAPTURE(skyward);
    const auto encounter = grid(R"("churn": {"difficult": true})",
                                R"({"id": "harpy", "side": "cult", "position": "churn"})", skyward);
    const auto c = costs(encounter, "harpy", 30);
    CHECK(c.value(QStringLiteral("churn/elevated")) == 10);
    CHECK(c.value(QStringLiteral("churn/overhead")) == 20);
    CHECK(c.contains(QStringLiteral("churn/skyward")) == skyward);
    if (skyward)
        CHECK(c.value(QStringLiteral("churn/skyward")) == 30);
    // Flying out of the difficult Churn still pays 20 for leaving it, at any level.
    CHECK(c.value(QStringLiteral("ally-flank-left/elevated")) == 30);
    CHECK(c.value(QStringLiteral("ally-flank-left/ground")) == 20);
    // There is no level below ground on dry land.
    CHECK_FALSE(c.contains(QStringLiteral("churn/shallows")));
}

TEST_CASE("Water levels: shallows and deep only in water", "[positions][movement][levels]")
{
    // docs/rules.md §2.1: "A water position uses surface in place of ground"; §5.13: "A ground step
    // keeps the level, and the target position must have that level."
    const auto encounter =
        grid(R"("ally-ranged-right": {"water": true})",
             R"({"id": "naiad", "side": "cult", "position": "ally-ranged-right",)"
             R"( "level": "deep"})");
    const auto graph = graphOf(encounter);
    const auto c = costs(encounter, "naiad", 40);
    CHECK(c.value(QStringLiteral("ally-ranged-right/shallows")) == 10);
    CHECK(c.value(QStringLiteral("ally-ranged-right/surface")) == 20);
    // To leave the water the swimmer must come up to the surface first.
    CHECK(c.value(QStringLiteral("ally-ranged-center/ground")) == 30);
    CHECK(c.value(QStringLiteral("ally-flank-right/ground")) == 30);
    CHECK(c.value(QStringLiteral("ally-ranged-right/elevated")) == 30);
    CHECK(c.value(QStringLiteral("ally-ranged-center/elevated")) == 40);
    for (auto it = c.cbegin(); it != c.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("ally-ranged-right/"))) {
            CHECK_FALSE(it.key().endsWith(QLatin1String("/shallows")));
            CHECK_FALSE(it.key().endsWith(QLatin1String("/deep")));
        }
    }
    // A path to a level the goal does not have is unreachable.
    const auto field = PositionMovement::forToken(graph, *encounter.rules, encounter.tokens[0]);
    CHECK_FALSE(field.routeTo(place(graph, "churn", -1)).has_value());
    CHECK_FALSE(field.cost(place(graph, "churn", -2)).has_value());
}

TEST_CASE("A position-filling obstacle does not block movement", "[positions][movement]")
{
    // docs/rules.md §5.13: "fillsPosition does not block movement".
    const auto encounter = grid(R"("enemy-flank-left": {"fillsPosition": true})",
                                R"({"id": "a", "side": "party", "position": "enemy-ranged-left"},)"
                                R"({"id": "b", "side": "cult", "position": "enemy-flank-left",)"
                                R"( "fillsPosition": true})");
    const auto c = costs(encounter, "a", 20);
    CHECK(c.value(QStringLiteral("enemy-flank-left/ground")) == 10);
    CHECK(c.value(QStringLiteral("churn/ground")) == 20);
}

TEST_CASE("Prone: crawl one position, or stand up for 10", "[positions][movement][prone]")
{
    // Seed 001 "Being Knocked Prone": "in order to get back up they will have to spend 10
    // Movement. While prone, combatants can only move one Position at a time, regardless of
    // how much Movement they have available to them". docs/rules.md §5.13: "A prone token either
    // crawls one ground step at its current level and stops there, or stands up for 10 and then
    // moves normally."
    const auto encounter =
        grid(R"("churn": {"difficult": true})",
             R"({"id": "kara", "side": "party", "position": "ally-flank-center",)"
             R"( "conditions": ["prone"]})");
    const auto graph = graphOf(encounter);
    struct Row {
        double budget;
        const char *position;
        const char *level;
        int cost; // -1: out of reach
    };
    const auto row = GENERATE(values<Row>({
        {10, "ally-flank-left", "ground", 10},     // a crawl
        {10, "ally-ranged-center", "ground", 10},  // a crawl
        {20, "churn", "ground", 20},               // a crawl into the difficult Churn
        {10, "ally-flank-center", "elevated", -1}, // climbing needs standing up first
        {20, "ally-flank-center", "elevated", 20}, // stand 10 + climb 10
        {20, "ally-ranged-left", "ground", -1},    // two away: a crawl stops after one
        {30, "ally-ranged-left", "ground", 30},    // stand 10 + 10 + 10
        {30, "ally-support", "ground", 30},        // stand 10 + 10 + 10
        {100, "enemy-flank-center", "ground", 50}, // stand 10 + 20 + 20
    }));
    CAPTURE(row.budget, row.position, row.level);
    const auto c = costs(encounter, "kara", row.budget);
    const auto key = QLatin1String(row.position) + QLatin1Char('/') + QLatin1String(row.level);
    if (row.cost < 0) {
        CHECK_FALSE(c.contains(key));
    } else {
        CHECK(c.value(key, -1) == row.cost);
    }
    // However large the budget, a crawl never goes two positions for the price of 20.
    const auto field = PositionMovement::forToken(graph, *encounter.rules, encounter.tokens[0]);
    CHECK(field.cost(place(graph, "ally-ranged-left", 0)) == 30);
}

TEST_CASE("Prone route: the crawl and the stand-up", "[positions][movement][prone]")
{
    const auto encounter =
        grid("", R"({"id": "kara", "side": "party", "position": "ally-flank-center",)"
                 R"( "conditions": ["prone"]})");
    const auto graph = graphOf(encounter);
    const auto field = PositionMovement::forToken(graph, *encounter.rules, encounter.tokens[0]);
    const auto crawl = field.routeTo(place(graph, "churn", 0));
    REQUIRE(crawl);
    CHECK(crawl->cost == 10);
    CHECK(crawl->steps ==
          QList<Place>{place(graph, "ally-flank-center", 0), place(graph, "churn", 0)});
    // Standing up is in the cost, not in the steps: it changes neither position nor level.
    const auto walk = field.routeTo(place(graph, "enemy-flank-center", 0));
    REQUIRE(walk);
    CHECK(walk->cost == 30);
    CHECK(walk->steps == QList<Place>{place(graph, "ally-flank-center", 0),
                                      place(graph, "churn", 0),
                                      place(graph, "enemy-flank-center", 0)});
    const auto stay = field.routeTo(place(graph, "ally-flank-center", 0));
    REQUIRE(stay);
    CHECK(stay->cost == 0);
    CHECK(stay->steps == QList<Place>{place(graph, "ally-flank-center", 0)});
}

TEST_CASE("The default budget is the token's movement", "[positions][movement]")
{
    // docs/rules.md §5.11 "Default reach budgets": "labyrinthian: the token's movement key ... when
    // the file has one, else 0."
    const auto encounter =
        grid("", R"({"id": "a", "side": "party", "position": "churn", "movement": 27},)"
                 R"({"id": "b", "side": "party", "position": "churn", "agility": 3})");
    CHECK(PositionMovement::defaultBudget(encounter.tokens[0]) == 27);
    CHECK(PositionMovement::defaultBudget(encounter.tokens[1]) == 0);
    CHECK(costs(encounter, "b", PositionMovement::defaultBudget(encounter.tokens[1])).isEmpty());
}

TEST_CASE("reachable() is ordered by rule-file position, then level descending",
          "[positions][movement]")
{
    const auto encounter = grid("", R"({"id": "a", "side": "party", "position": "ally-support"})");
    const auto graph = graphOf(encounter);
    const auto field = PositionMovement::forToken(graph, *encounter.rules, encounter.tokens[0]);
    const auto reached = field.reachable(1000);
    // Every place on a skyward board but the start: 15 × 4 − 1.
    CHECK(reached.size() == 59);
    for (qsizetype i = 1; i < reached.size(); ++i) {
        const auto &a = reached[i - 1].place;
        const auto &b = reached[i].place;
        CHECK((a.position < b.position || (a.position == b.position && a.level > b.level)));
    }
    CHECK(reached.first().place == place(graph, "enemy-support", 3));
    CHECK(reached.first().cost == 60 + 30);
}

TEST_CASE("Dijkstra agrees with a plain relaxation on random boards",
          "[positions][movement][random]")
{
    // An independent check: Bellman-Ford style relaxation over the same moves, written from
    // docs/rules.md §2.3 directly.
    std::mt19937 random(4242);
    const QStringList marks{QStringLiteral("difficult"), QStringLiteral("turbulent"),
                            QStringLiteral("water")};
    const auto base = grid("", "");
    const auto ids = base.rules->positionIds();
    for (int round = 0; round < 60; ++round) {
        QByteArray positions;
        for (const auto &id : ids) {
            QStringList set;
            for (const auto &mark : marks) {
                if (random() % 4 == 0)
                    set << QStringLiteral("\"%1\": true").arg(mark);
            }
            if (!set.isEmpty())
                positions += (positions.isEmpty() ? "" : ",") +
                             QStringLiteral("\"%1\": {%2}").arg(id, set.join(u',')).toUtf8();
        }
        const bool skyward = random() % 2;
        const auto encounter = grid(positions, "", skyward);
        const auto graph = graphOf(encounter);
        const auto &rules = *encounter.rules;
        const int start = static_cast<int>(random() % graph.count());
        const auto levels = graph.levelsAt(start);
        const int startLevel = levels[static_cast<int>(random() % levels.size())];
        const bool prone = random() % 3 == 0;
        CAPTURE(round, positions.toStdString(), skyward, start, startLevel, prone);

        // Standing costs from a standing start.
        QMap<QPair<int, int>, int> best;
        const auto relaxFrom = [&](QPair<int, int> origin, int originCost) {
            QMap<QPair<int, int>, int> d{{origin, originCost}};
            for (bool changed = true; changed;) {
                changed = false;
                for (auto it = d.cbegin(); it != d.cend(); ++it) {
                    const auto [p, l] = it.key();
                    QList<QPair<QPair<int, int>, int>> moves;
                    for (const int n : graph.neighbours(p)) {
                        if (graph.hasLevel(n, l))
                            moves.append({{n, l}, graph.isRough(p) || graph.isRough(n) ? 20 : 10});
                    }
                    for (const int dl : {-1, 1}) {
                        if (graph.hasLevel(p, l + dl))
                            moves.append({{p, l + dl}, 10});
                    }
                    for (const auto &[to, c] : moves) {
                        if (!d.contains(to) || d[to] > it.value() + c) {
                            d[to] = it.value() + c;
                            changed = true;
                            break;
                        }
                    }
                    if (changed)
                        break;
                }
            }
            return d;
        };
        best = relaxFrom({start, startLevel}, prone ? rules.standUpCost : 0);
        if (prone) {
            best[{start, startLevel}] = 0;
            for (const int n : graph.neighbours(start)) {
                if (!graph.hasLevel(n, startLevel))
                    continue;
                const int crawl = graph.isRough(start) || graph.isRough(n) ? 20 : 10;
                if (!best.contains({n, startLevel}) || best[{n, startLevel}] > crawl)
                    best[{n, startLevel}] = crawl;
            }
        }

        const PositionMovement field(graph, rules, {start, startLevel}, prone);
        for (int p = 0; p < graph.count(); ++p) {
            for (int l = graph.lowestLevel(); l <= graph.highestLevel(); ++l) {
                CAPTURE(p, l);
                const auto expected =
                    best.contains({p, l}) ? std::optional<int>(best[{p, l}]) : std::nullopt;
                REQUIRE(field.cost({p, l}) == expected);
                if (!expected)
                    continue;
                // Every route is a chain of legal moves whose costs add up to its cost.
                const auto route = field.routeTo({p, l});
                REQUIRE(route);
                CHECK(route->cost == *expected);
                CHECK(route->steps.first() == Place{start, startLevel});
                CHECK(route->steps.last() == Place{p, l});
                int sum = 0;
                for (qsizetype i = 1; i < route->steps.size(); ++i) {
                    const auto a = route->steps[i - 1];
                    const auto b = route->steps[i];
                    if (a.position == b.position) {
                        CHECK(std::abs(a.level - b.level) == 1);
                        sum += rules.levelChangeCost;
                    } else {
                        CHECK(a.level == b.level);
                        CHECK(graph.adjacent(a.position, b.position));
                        sum += PositionMovement::stepCost(graph, rules, a.position, b.position);
                    }
                }
                // A prone mover's route is a one-step crawl, or it stood up first.
                const bool crawl = route->steps.size() == 2 &&
                                   route->steps[0].position != route->steps[1].position;
                const bool stoodUp = prone && route->steps.size() > 1 && !crawl;
                CHECK(sum + (stoodUp ? rules.standUpCost : 0) == route->cost);
            }
        }
    }
}
