// Sight over heights against the rest of the engine (docs/rules.md §13), on random boards:
//  - with the switch on, no heights, every elevation 0 and tokens of one size, every result of
//    the analysis, the lights and the party's vision equals flat sight;
//  - the incremental analysis equals a full recompute after every kind of edit.
#include "engine/lightfield.h"
#include "engine/partyvision.h"
#include "engine/squareanalysis.h"
#include "squarescenario.h"

#include <QJsonArray>
#include <QSet>
#include <catch2/catch.hpp>
#include <random>

using namespace SquareScenario;

namespace
{

int pick(std::mt19937 &rng, int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Terrain, walls on grid points, half points and tenths (many end on lines between centres),
// doors, 1×1 tokens of two sides (`size` for all of them), and a few lights.
Encounter randomBoard(std::mt19937 &rng, int size)
{
    const int width = pick(rng, 3, 12);
    const int height = pick(rng, 3, 12);
    Spec spec;
    const char kinds[] = {'.', '.', '.', '.', '.', '#', 'o', '~', ','};
    for (int y = 0; y < height; ++y) {
        QString row;
        for (int x = 0; x < width; ++x)
            row.append(QLatin1Char(kinds[pick(rng, 0, 8)]));
        spec.rows.append(row);
    }
    for (int i = pick(rng, 0, 6); i > 0; --i) {
        auto coordinate = [&](int limit) {
            const int unit = pick(rng, 0, 2) == 0 ? 10 : (pick(rng, 0, 1) ? 2 : 1);
            return pick(rng, 0, limit * unit) / double(unit);
        };
        const char *doors[] = {"", "", "open", "closed"};
        spec.walls.append({coordinate(width), coordinate(height), coordinate(width),
                           coordinate(height), doors[pick(rng, 0, 3)]});
    }
    for (int i = pick(rng, 2, 10); i > 0; --i) {
        auto t = token("", pick(rng, 0, 1) ? "a" : "b", pick(rng, 0, width - 1),
                       pick(rng, 0, height - 1), size);
        t.id = QStringLiteral("t%1").arg(i);
        spec.tokens.append(t);
    }
    Encounter e = build(spec);
    auto &board = e.board.square;
    board.ambient = LightLevel::Dark;
    for (int i = pick(rng, 0, 3); i > 0; --i) {
        Light light;
        light.id = QStringLiteral("l%1").arg(i);
        light.x = qint64(pick(rng, 0, 2 * width)) * 500'000;
        light.y = qint64(pick(rng, 0, 2 * height)) * 500'000;
        light.dim = qint64(pick(rng, 1, 12)) * 500'000;
        light.bright = light.dim / 2;
        board.lights.append(light);
    }
    return e;
}

// Every token entry and every pair, as analyze prints them (without the eye key).
QList<QJsonObject> analysisJson(const Encounter &e)
{
    SquareAnalysis analysis(e, Perspective::GameMaster);
    QList<QJsonObject> out;
    const auto tokens = analysis.tokensJson();
    for (auto it = tokens.begin(); it != tokens.end(); ++it) {
        QJsonObject token = it.value().toObject();
        token.remove(QStringLiteral("eye"));
        token.insert(QStringLiteral("id"), it.key());
        out.append(token);
    }
    analysis.forEachPairJson([&](const QJsonObject &pair) { out.append(pair); });
    return out;
}

std::vector<int> lightLevels(const Encounter &e)
{
    LightField field;
    field.rebuild(e);
    std::vector<int> levels;
    for (int y = 0; y < e.board.square.height; ++y)
        for (int x = 0; x < e.board.square.width; ++x)
            levels.push_back(int(field.computedAt(x, y)));
    return levels;
}

QSet<QPoint> vision(const Encounter &e)
{
    return PartyVision::cells(e, QStringLiteral("a"));
}

QList<QJsonObject> afterUpdate(SquareAnalysis &analysis, const Encounter &e,
                               const EncounterChange &change)
{
    analysis.update(e, change);
    QList<QJsonObject> out;
    const auto tokens = analysis.tokensJson();
    for (auto it = tokens.begin(); it != tokens.end(); ++it) {
        QJsonObject token = it.value().toObject();
        token.insert(QStringLiteral("id"), it.key());
        out.append(token);
    }
    analysis.forEachPairJson([&](const QJsonObject &pair) { out.append(pair); });
    return out;
}

QList<QJsonObject> fresh(const Encounter &e)
{
    SquareAnalysis analysis(Perspective::GameMaster);
    return afterUpdate(analysis, e, EncounterChange::everything());
}

} // namespace

// docs/rules.md §13, "Against the flat reading": tokens of one size, so that no token looks over
// another's head.
TEST_CASE("Heights: with nothing raised the switch changes no result", "[heights][property]")
{
    std::mt19937 rng(1913);
    for (int round = 0; round < 300; ++round) {
        const int size = round % 5 == 4 ? 2 : 1;
        Encounter flat = randomBoard(rng, size);
        Encounter raised = flat;
        raised.board.square.sightOverHeights = true;
        INFO("round " << round);
        CHECK(analysisJson(raised) == analysisJson(flat));
        CHECK(lightLevels(raised) == lightLevels(flat));
        CHECK(vision(raised) == vision(flat));
    }
}

// docs/architecture.md §4.10: an update equals the full recompute, here over heights, after
// moves, body edits (altitude, height), token additions and removals, terrain and elevation
// edits, wall tops and the switch itself.
TEST_CASE("Heights: the incremental analysis equals a full recompute after every edit",
          "[heights][incremental]")
{
    std::mt19937 rng(2026);
    for (int round = 0; round < 60; ++round) {
        Encounter e = randomBoard(rng, 1);
        auto &board = e.board.square;
        board.sightOverHeights = true;
        auto addElevation = [&](int x, int y, double meters) {
            TerrainEntry entry;
            entry.micrometres = FixedPoint::fromDouble(meters);
            entry.cells << QPoint(x, y);
            entry.hasCells = true;
            board.elevation << entry;
            board.rebuild(*e.rules);
        };
        for (int i = pick(rng, 0, 4); i > 0; --i)
            addElevation(pick(rng, 0, board.width - 1), pick(rng, 0, board.height - 1),
                         pick(rng, 0, 6) / 2.0);
        for (auto &entry : board.terrain) {
            if (pick(rng, 0, 1))
                entry.heightMicrometres = qint64(pick(rng, 0, 6)) * 500'000;
        }
        for (auto &wall : board.walls) {
            if (pick(rng, 0, 1))
                wall.topMicrometres = qint64(pick(rng, 0, 8)) * 500'000;
        }
        board.rebuild(*e.rules);
        SquareAnalysis analysis(e, Perspective::GameMaster);
        for (int step = 0; step < 12; ++step) {
            INFO("round " << round << " step " << step);
            auto &token = e.tokens[pick(rng, 0, int(e.tokens.size()) - 1)];
            const Token before = token;
            EncounterChange change;
            switch (pick(rng, 0, 6)) {
            case 0:
            case 1:
                token.x = pick(rng, 0, board.width - 1);
                token.y = pick(rng, 0, board.height - 1);
                change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, before);
                break;
            case 2:
                token.altitudeMicrometres = qint64(pick(rng, 0, 8)) * 500'000;
                change = EncounterChange::ofToken(EncounterChange::Kind::TokenChanged, before);
                break;
            case 3:
                token.heightMicrometres = qint64(pick(rng, 1, 8)) * 500'000;
                change = EncounterChange::ofToken(EncounterChange::Kind::TokenChanged, before);
                break;
            case 4: {
                const int x = pick(rng, 0, board.width - 1);
                const int y = pick(rng, 0, board.height - 1);
                addElevation(x, y, pick(rng, 0, 8) / 2.0);
                change = EncounterChange::terrain(QRect(x, y, 1, 1));
                break;
            }
            case 5:
                if (!board.walls.isEmpty()) {
                    board.walls[0].topMicrometres = qint64(pick(rng, 0, 8)) * 500'000;
                    change = EncounterChange::terrain(QRect(0, 0, board.width, board.height));
                } else {
                    change = EncounterChange::appearance();
                }
                break;
            default:
                board.sightOverHeights = !board.sightOverHeights;
                change = EncounterChange::everything();
                break;
            }
            CHECK(afterUpdate(analysis, e, change) == fresh(e));
        }
    }
}
