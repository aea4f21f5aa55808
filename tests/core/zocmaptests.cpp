#include "engine/occupancymap.h"
#include "engine/zocmap.h"
#include "engine/zoneofcontrol.h"
#include "movetestsupport.h"

#include <QVector>
#include <catch2/catch.hpp>
#include <random>

// ZocMap and OccupancyMap keep one int per cell and a stack for each cell several tokens
// share, and ZocMap(encounter) works most zones out without ZoneOfControl::cells. These tests
// hold them to the plain definitions on random boards: every zone as ZoneOfControl::cells
// gives it, every footprint cell, in the order the tokens were added, and random moves done
// by remove and add.

namespace
{

QByteArray micro(qint64 value)
{
    return QByteArray::number(double(value) / 1e6, 'f', 6);
}

QByteArray randomBoardJson(std::mt19937 &rng, int &width, int &height)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    width = pick(2, 24);
    height = pick(2, 24);
    const int cells = width * height;
    QByteArray terrain = "[";
    bool first = true;
    const char *kinds[] = {"wall", "wall", "obstacle", "difficult", "water"};
    const int share = pick(0, 4);
    for (int i = 0; i < cells; ++i) {
        if (pick(0, 9) >= share)
            continue;
        terrain += (first ? "" : ", ") + QByteArray("{\"kind\": \"") + kinds[pick(0, 4)] +
                   "\", \"cells\": [[" + QByteArray::number(i % width) + ", " +
                   QByteArray::number(i / width) + "]]}";
        first = false;
    }
    terrain += "]";
    // Walls on a quarter-cell lattice, through corners and along grid lines; some doors.
    QByteArray walls = "[";
    const int wallCount = pick(0, 3) == 0 ? pick(1, 4) : 0;
    for (int i = 0; i < wallCount; ++i) {
        const qint64 x1 = qint64(pick(0, width * 4)) * 250'000;
        const qint64 y1 = qint64(pick(0, height * 4)) * 250'000;
        const qint64 x2 =
            std::clamp<qint64>(x1 + qint64(pick(-6, 6)) * 250'000, 0, width * 1'000'000LL);
        const qint64 y2 =
            std::clamp<qint64>(y1 + qint64(pick(-6, 6)) * 250'000, 0, height * 1'000'000LL);
        const char *door = pick(0, 4) == 0 ? ", \"door\": \"open\"" : "";
        walls += (i ? ", " : "") + QByteArray("{\"from\": [") + micro(x1) + ", " + micro(y1) +
                 "], \"to\": [" + micro(x2) + ", " + micro(y2) + "]" + door + "}";
    }
    walls += "]";
    QByteArray tokens;
    const int count = pick(1, 2 + cells / 6);
    const char *sides[] = {"party", "foes", "villagers"};
    for (int i = 0; i < count; ++i) {
        const int size = pick(0, 5) == 0 ? pick(3, 4) : pick(1, 2);
        tokens += (i ? ", " : "") + QByteArray("{\"id\": \"t") + QByteArray::number(i) +
                  "\", \"side\": \"" + sides[pick(0, 2)] +
                  "\", \"x\": " + QByteArray::number(pick(0, width - 1)) +
                  ", \"y\": " + QByteArray::number(pick(0, height - 1)) +
                  ", \"size\": " + QByteArray::number(size) +
                  (pick(0, 5) == 0 ? ", \"zoc\": false" : "") +
                  (pick(0, 1) == 0 ? ", \"reach\": " + QByteArray::number(pick(-1, 4)) : "") +
                  (pick(0, 6) == 0 ? ", \"conditions\": [\"reeling\"]" : "") +
                  (pick(0, 5) == 0 ? ", \"hidden\": true" : "") + "}";
    }
    return "{\"format\": \"gridkeep-encounter\", \"version\": 1, \"rules\": \"paces\", "
           "\"board\": {\"kind\": \"square\", \"width\": " +
           QByteArray::number(width) + ", \"height\": " + QByteArray::number(height) +
           ", \"terrain\": " + terrain + ", \"walls\": " + walls +
           "}, \"sides\": [{\"id\": \"party\"}, {\"id\": \"foes\"}, {\"id\": \"villagers\"}], "
           "\"tokens\": [" +
           tokens + "]}";
}

// The plain per-cell lists, with the old semantics: add appends, OccupancyMap::remove takes
// every occurrence, ZocMap::remove the first.
using CellLists = QVector<QVector<int>>;

void requireSameCells(const CellLists &expected, int width, int height, const auto &holdersAt)
{
    for (int y = -1; y <= height; ++y) {
        for (int x = -1; x <= width; ++x) {
            CAPTURE(x, y);
            // std::vector: QList<int>'s == hands memcmp a null pointer for an empty list,
            // which UBSan reports.
            std::vector<int> got;
            for (const int holder : holdersAt(x, y))
                got.push_back(holder);
            const bool onMap = x >= 0 && y >= 0 && x < width && y < height;
            std::vector<int> want;
            if (onMap)
                want.assign(expected[y * width + x].begin(), expected[y * width + x].end());
            REQUIRE(got == want);
        }
    }
}

} // namespace

TEST_CASE("ZocMap built from an encounter holds every zone as ZoneOfControl::cells gives it",
          "[zoc][random]")
{
    std::mt19937 rng(1414);
    int boards = 0, held = 0;
    for (int round = 0; round < 600; ++round) {
        int width = 0, height = 0;
        const QByteArray json = randomBoardJson(rng, width, height);
        auto encounter = MoveTest::loadJsonQuiet(json);
        INFO(json.toStdString());
        REQUIRE(encounter.has_value());
        if (round % 3 == 0) {
            MoveTest::changeRules(*encounter, [](RuleSet &rules) { rules.defaultReach = 2; });
        }
        const ZocMap zocs(*encounter);
        CellLists expected(width * height);
        for (int i = 0; i < encounter->tokens.size(); ++i) {
            for (const QPoint &c : ZoneOfControl::cells(
                     encounter->tokens[i], encounter->board.square, *encounter->rules)) {
                expected[c.y() * width + c.x()].append(i);
                ++held;
            }
        }
        requireSameCells(expected, width, height, [&](int x, int y) { return zocs.holders(x, y); });
        for (int i = 0; i < 4; ++i) {
            const QRect rect(std::uniform_int_distribution<int>(-2, width)(rng),
                             std::uniform_int_distribution<int>(-2, height)(rng),
                             std::uniform_int_distribution<int>(1, 4)(rng),
                             std::uniform_int_distribution<int>(1, 4)(rng));
            QVector<int> in;
            for (int y = rect.top(); y <= rect.bottom(); ++y) {
                for (int x = rect.left(); x <= rect.right(); ++x) {
                    if (x >= 0 && y >= 0 && x < width && y < height)
                        in += expected[y * width + x];
                }
            }
            std::sort(in.begin(), in.end());
            in.erase(std::unique(in.begin(), in.end()), in.end());
            const QVector<int> got = zocs.holdersIn(rect);
            REQUIRE(std::vector<int>(got.begin(), got.end()) ==
                    std::vector<int>(in.begin(), in.end()));
        }
        ++boards;
    }
    CHECK(boards == 600);
    CHECK(held > 20000);
}

TEST_CASE("OccupancyMap and ZocMap follow random moves done by remove and add", "[zoc][random]")
{
    std::mt19937 rng(2718);
    for (int round = 0; round < 200; ++round) {
        int width = 0, height = 0;
        const QByteArray json = randomBoardJson(rng, width, height);
        auto loaded = MoveTest::loadJsonQuiet(json);
        INFO(json.toStdString());
        REQUIRE(loaded.has_value());
        Encounter &e = *loaded;
        const auto perspective = round % 2 ? Perspective::Players : Perspective::GameMaster;
        OccupancyMap occupancy(e, perspective);
        ZocMap zocs(e);
        CellLists occupied(width * height), zoned(width * height);
        QVector<QVector<QPoint>> zones;
        auto addFootprint = [&](int i) {
            const QRect f = e.tokens[i].footprintRect();
            for (int y = f.top(); y <= f.bottom(); ++y) {
                for (int x = f.left(); x <= f.right(); ++x) {
                    if (x < width && y < height)
                        occupied[y * width + x].append(i);
                }
            }
        };
        for (int i = 0; i < e.tokens.size(); ++i) {
            if (!(perspective == Perspective::Players && e.tokens[i].hidden))
                addFootprint(i);
            zones.append(ZoneOfControl::cells(e.tokens[i], e.board.square, *e.rules));
            for (const QPoint &c : zones[i])
                zoned[c.y() * width + c.x()].append(i);
        }
        for (int step = 0; step < 60; ++step) {
            const int i = std::uniform_int_distribution<int>(0, int(e.tokens.size()) - 1)(rng);
            Token &t = e.tokens[i];
            // Occupancy: every occurrence of the token leaves its old cells.
            occupancy.remove(i, t);
            for (auto &cell : occupied)
                cell.removeAll(i);
            zocs.remove(i, zones[i]);
            for (const QPoint &c : zones[i]) {
                auto &cell = zoned[c.y() * width + c.x()];
                cell.removeAt(cell.indexOf(i));
            }
            t.x = std::uniform_int_distribution<int>(0, width - 1)(rng);
            t.y = std::uniform_int_distribution<int>(0, height - 1)(rng);
            occupancy.add(i, t);
            addFootprint(i);
            zones[i] = ZoneOfControl::cells(t, e.board.square, *e.rules);
            zocs.add(i, zones[i]);
            for (const QPoint &c : zones[i])
                zoned[c.y() * width + c.x()].append(i);
            CAPTURE(step, i);
            requireSameCells(occupied, width, height,
                             [&](int x, int y) { return occupancy.holders(x, y); });
            requireSameCells(zoned, width, height,
                             [&](int x, int y) { return zocs.holders(x, y); });
            for (int y = 0; y < height; ++y) {
                for (int x = 0; x < width; ++x) {
                    REQUIRE(occupancy.isOccupied(x, y) == !occupied[y * width + x].isEmpty());
                    REQUIRE(zocs.holds(i, x, y) == zoned[y * width + x].contains(i));
                }
            }
        }
    }
}
