#include "mapgenerator.h"

#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QRect>
#include <algorithm>
#include <numeric>
#include <random>

namespace
{

using Grid = std::vector<char>; // one flag per cell, row by row

int pick(std::mt19937 &rng, int lo, int hi)
{
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// Wall cells as one terrain entry of row runs, as an editor's merged rectangles would be.
TerrainEntry wallEntry(const Grid &walls, int size)
{
    TerrainEntry entry;
    entry.kind = QStringLiteral("wall");
    entry.hasRects = true;
    for (int y = 0; y < size; ++y) {
        int x = 0;
        while (x < size) {
            if (!walls[std::size_t(y * size + x)]) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < size && walls[std::size_t(y * size + x)])
                ++x;
            entry.rects << QRect(start, y, x - start, 1);
        }
    }
    return entry;
}

// Exactly `percent` % of the cells, chosen uniformly.
Grid scatteredWalls(int percent, int size, std::mt19937 &rng)
{
    Grid walls(std::size_t(size * size), 0);
    std::vector<int> cells(std::size_t(size * size));
    std::iota(cells.begin(), cells.end(), 0);
    const int count = size * size * percent / 100;
    for (int i = 0; i < count; ++i) {
        const int j = pick(rng, i, int(cells.size()) - 1);
        std::swap(cells[std::size_t(i)], cells[std::size_t(j)]);
        walls[std::size_t(cells[std::size_t(i)])] = 1;
    }
    return walls;
}

// Rock everywhere, then rooms carved out and joined by two- or three-cell corridors: each
// room to the one before, and every fourth one to an earlier one too, so there are loops.
Grid roomsAndCorridors(int size, std::mt19937 &rng)
{
    Grid walls(std::size_t(size * size), 1);
    auto carve = [&](const QRect &r) {
        const QRect clipped = r.intersected(QRect(1, 1, size - 2, size - 2));
        for (int y = clipped.top(); y <= clipped.bottom(); ++y) {
            for (int x = clipped.left(); x <= clipped.right(); ++x)
                walls[std::size_t(y * size + x)] = 0;
        }
    };
    QVector<QRect> rooms;
    for (int attempt = 0; attempt < 4000 && rooms.size() < 45; ++attempt) {
        const int w = pick(rng, 8, 24);
        const int h = pick(rng, 8, 20);
        const QRect room(pick(rng, 1, size - w - 2), pick(rng, 1, size - h - 2), w, h);
        const QRect spaced = room.adjusted(-2, -2, 2, 2);
        if (std::none_of(rooms.begin(), rooms.end(),
                         [&](const QRect &r) { return r.intersects(spaced); }))
            rooms << room;
    }
    auto corridor = [&](QPoint a, QPoint b) {
        const int width = pick(rng, 2, 3);
        const bool horizontalFirst = pick(rng, 0, 1);
        const QPoint corner = horizontalFirst ? QPoint(b.x(), a.y()) : QPoint(a.x(), b.y());
        for (const auto &[from, to] : {std::pair{a, corner}, std::pair{corner, b}}) {
            const QRect span = QRect(from, to).normalized();
            carve(QRect(span.left(), span.top(), span.width() + width - 1,
                        span.height() + width - 1));
        }
    };
    for (const auto &room : rooms)
        carve(room);
    for (int i = 1; i < rooms.size(); ++i) {
        corridor(rooms[i - 1].center(), rooms[i].center());
        if (i % 4 == 0)
            corridor(rooms[pick(rng, 0, i - 1)].center(), rooms[i].center());
    }
    return walls;
}

// Terraced hills: nested squares at 1, 2 and 3 m; a later entry overrides an earlier one
// (docs/rules.md §5.12), so each inner step stands on the outer one.
QList<TerrainEntry> terraces(int size, std::mt19937 &rng)
{
    QList<TerrainEntry> entries;
    for (int hill = 0; hill < 24; ++hill) {
        const QPoint centre(pick(rng, 0, size - 1), pick(rng, 0, size - 1));
        const int radius = pick(rng, 8, 24);
        for (int metres = 1; metres <= 3; ++metres) {
            const int half = radius * (4 - metres) / 3;
            TerrainEntry step;
            step.micrometres = FixedPoint::fromDouble(metres);
            step.hasRects = true;
            step.rects << QRect(centre.x() - half, centre.y() - half, 2 * half + 1, 2 * half + 1)
                              .intersected(QRect(0, 0, size, size));
            entries << step;
        }
    }
    return entries;
}

int tokenSize(std::mt19937 &rng)
{
    const int roll = pick(rng, 0, 99);
    return roll < 70 ? 1 : (roll < 90 ? 2 : (roll < 97 ? 3 : 4));
}

} // namespace

std::vector<MapKind> MapGenerator::allKinds()
{
    return {MapKind::Open, MapKind::Walls5, MapKind::Walls20, MapKind::Rooms};
}

std::string MapGenerator::name(MapKind kind)
{
    switch (kind) {
    case MapKind::Open:
        return "open";
    case MapKind::Walls5:
        return "walls5";
    case MapKind::Walls20:
        return "walls20";
    case MapKind::Rooms:
        return "rooms";
    }
    return "unknown";
}

unsigned MapGenerator::boardSeed(MapKind kind)
{
    return 14'000u + 17u * unsigned(kind);
}

unsigned MapGenerator::tokenSeed(MapKind kind, int tokenCount)
{
    return 28'000u + 31u * unsigned(kind) + unsigned(tokenCount);
}

Encounter MapGenerator::board(MapKind kind)
{
    Encounter e;
    e.name = QString::fromStdString("bench " + name(kind));
    e.rulesId = QStringLiteral("paces");
    QString error;
    e.rules = RuleSetRegistry::instance().find(e.rulesId, &error);
    if (!e.rules)
        qFatal("gridkeep-bench needs the paces rule set: %s", qPrintable(error));
    auto &board = e.board.square;
    board.width = Size;
    board.height = Size;
    std::mt19937 rng(boardSeed(kind));
    Grid walls;
    switch (kind) {
    case MapKind::Open:
        break;
    case MapKind::Walls5:
        walls = scatteredWalls(5, Size, rng);
        break;
    case MapKind::Walls20:
        walls = scatteredWalls(20, Size, rng);
        break;
    case MapKind::Rooms:
        walls = roomsAndCorridors(Size, rng);
        break;
    }
    if (!walls.empty())
        board.terrain << wallEntry(walls, Size);
    board.elevation = terraces(Size, rng);
    board.rebuild(*e.rules);
    for (const char *side : {"party", "bandits", "wolves"})
        e.sides << Side{QString::fromUtf8(side), QString::fromUtf8(side), {}, {}};
    return e;
}

Encounter MapGenerator::withTokens(MapKind kind, int tokenCount)
{
    Encounter e = board(kind);
    const auto &board = e.board.square;
    std::mt19937 rng(tokenSeed(kind, tokenCount));
    Grid held(std::size_t(Size * Size), 0);
    auto fits = [&](int x, int y, int side) {
        for (int cy = y; cy < y + side; ++cy) {
            for (int cx = x; cx < x + side; ++cx) {
                if (!board.contains(cx, cy) || held[std::size_t(cy * Size + cx)] ||
                    !passable(e, cx, cy))
                    return false;
            }
        }
        return true;
    };
    auto place = [&](Token t) {
        for (int cy = t.y; cy < t.y + t.footprint(); ++cy) {
            for (int cx = t.x; cx < t.x + t.footprint(); ++cx)
                held[std::size_t(cy * Size + cx)] = 1;
        }
        e.tokens << t;
    };
    // Token 0: the free cell nearest the centre, by growing rings.
    for (int ring = 0; e.tokens.isEmpty() && ring < Size / 2; ++ring) {
        for (int y = Size / 2 - ring; e.tokens.isEmpty() && y <= Size / 2 + ring; ++y) {
            for (int x = Size / 2 - ring; x <= Size / 2 + ring; ++x) {
                if (std::max(std::abs(x - Size / 2), std::abs(y - Size / 2)) == ring &&
                    fits(x, y, 1)) {
                    Token t;
                    t.id = QStringLiteral("t0000");
                    t.name = t.id;
                    t.side = e.sides[0].id;
                    t.x = x;
                    t.y = y;
                    t.speed = 6;
                    place(t);
                    break;
                }
            }
        }
    }
    for (int i = 1, attempts = 0; i < tokenCount && attempts < tokenCount * 1000; ++attempts) {
        Token t;
        t.size = tokenSize(rng);
        t.x = pick(rng, 0, Size - t.size);
        t.y = pick(rng, 0, Size - t.size);
        if (!fits(t.x, t.y, t.size))
            continue;
        t.id = QStringLiteral("t%1").arg(i, 4, 10, QLatin1Char('0'));
        t.name = t.id;
        t.side = e.sides[i % 3].id;
        t.speed = pick(rng, 2, 6);
        if (pick(rng, 0, 9) == 0)
            t.reach = 2;
        if (pick(rng, 0, 14) == 0)
            t.conditions << QStringLiteral("reeling");
        t.hidden = pick(rng, 0, 19) == 0;
        place(t);
        ++i;
    }
    return e;
}

JsonLine MapGenerator::params(MapKind kind, const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    const int cells = board.width * board.height;
    JsonLine p;
    p.add("map", name(kind))
        .add("width", board.width)
        .add("height", board.height)
        .add("wall_percent", cells ? 100.0 * blockingCells(encounter) / cells : 0.0)
        .add("terraces_m", std::vector<int>{0, 1, 2, 3})
        .add("tokens", int(encounter.tokens.size()))
        .add("board_seed", std::int64_t(boardSeed(kind)));
    if (!encounter.tokens.isEmpty())
        p.add("token_seed", std::int64_t(tokenSeed(kind, int(encounter.tokens.size()))));
    return p;
}

int MapGenerator::blockingCells(const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    int count = 0;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x)
            count += blocksSight(encounter, x, y);
    }
    return count;
}

bool MapGenerator::passable(const Encounter &encounter, int x, int y)
{
    const int kind = encounter.board.square.terrainAt(x, y);
    return kind < 0 || encounter.rules->terrainKinds[kind].passable;
}

bool MapGenerator::blocksSight(const Encounter &encounter, int x, int y)
{
    const int kind = encounter.board.square.terrainAt(x, y);
    return kind >= 0 && encounter.rules->terrainKinds[kind].blocksSight;
}
