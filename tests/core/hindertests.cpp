#include "engine/movementfield.h"
#include "engine/zoneofcontrol.h"
#include "movetestsupport.h"

#include <QSet>
#include <catch2/catch.hpp>
#include <random>

// docs/rules.md §1.7 "Hindering": each enemy with an active ZoC hinders a move once, when any step
// of the path starts from a cell in that enemy's ZoC. Seed 002, "Hindering Maneuvers".

using MoveTest::Sketch;

namespace
{

std::optional<MovementField::Path> pathOf(const Sketch &sketch, QPoint goal,
                                          Perspective perspective = Perspective::GameMaster)
{
    const auto encounter = MoveTest::build(sketch);
    const MovementField field(encounter, MoveTest::mover(encounter), std::nullopt, perspective);
    return field.pathTo(goal);
}

QStringList hinderers(const Sketch &sketch, QPoint goal)
{
    const auto path = pathOf(sketch, goal);
    REQUIRE(path);
    return path->hinderedBy;
}

} // namespace

TEST_CASE("Seed 002: \"You may enter a hostile character's zone of control without being "
          "hindered\"",
          "[hinder]")
{
    // The enemy at (0,2) holds x 0..1, y 1..3. To (2,2) the cheapest cost is 3, through (1,1)
    // (a step then starts inside the zone) or through (1,0) and (2,1) (never inside it). Any
    // cheapest path is allowed (docs/rules.md §5.10); the GM is shown the unhindered one.
    const auto path = pathOf({"paces", {"M....", ".....", "E....", ".....", "....."}}, {2, 2});
    REQUIRE(path);
    CHECK(path->cost == 3);
    CHECK(path->hinderedBy.isEmpty());
    CHECK(path->steps == QVector<QPoint>{{0, 0}, {1, 0}, {2, 1}, {2, 2}});
    // When every way out starts in a zone, it is hindered at the same cost.
    const auto trapped = pathOf({"paces", {".ME..", ".....", "....."}}, {1, 2});
    REQUIRE(trapped);
    CHECK(trapped->cost == 2);
    CHECK(trapped->hinderedBy == QStringList{QStringLiteral("e1")});
}

TEST_CASE("hinderedBy matches the zones of control along random paths", "[hinder][random]")
{
    std::mt19937 rng(5150);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int hindered = 0, paths = 0;
    for (int round = 0; round < 300; ++round) {
        const int width = pick(4, 9), height = pick(4, 9);
        QByteArrayList rows;
        for (int y = 0; y < height; ++y) {
            QByteArray row;
            for (int x = 0; x < width; ++x)
                row += "..........#oERA"[pick(0, 14)];
            rows << row;
        }
        rows[0][0] = 'M';
        Sketch sketch{"paces", rows, pick(1, 2)};
        const auto encounter = MoveTest::build(sketch);
        const int mover = MoveTest::mover(encounter);
        const MovementField field(encounter, mover);
        // Every enemy's zone, from ZoneOfControl itself.
        QHash<QString, QSet<QPair<int, int>>> zones;
        for (const Token &token : encounter.tokens) {
            if (!encounter.areEnemies(token, encounter.tokens[mover]))
                continue;
            for (const QPoint &cell :
                 ZoneOfControl::cells(token, encounter.board.square, *encounter.rules))
                zones[token.id].insert({cell.x(), cell.y()});
        }
        const QPoint goal(pick(0, width - 1), pick(0, height - 1));
        const auto path = field.pathTo(goal);
        if (!path)
            continue;
        QStringList expected;
        for (int i = 0; i + 1 < path->steps.size(); ++i) {
            for (auto it = zones.begin(); it != zones.end(); ++it) {
                for (int dy = 0; dy < sketch.moverSize; ++dy) {
                    for (int dx = 0; dx < sketch.moverSize; ++dx) {
                        if (it.value().contains(
                                {path->steps[i].x() + dx, path->steps[i].y() + dy}) &&
                            !expected.contains(it.key()))
                            expected << it.key();
                    }
                }
            }
        }
        expected.sort();
        CAPTURE(rows, goal.x(), goal.y());
        REQUIRE(path->hinderedBy == expected);
        ++paths;
        hindered += !expected.isEmpty();
    }
    CHECK(paths > 50);
    CHECK(hindered > 10);
}
