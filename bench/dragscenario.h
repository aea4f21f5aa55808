#pragma once

#include "model/encounter.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QtGlobal>
#include <random>

// The realistic drag scenario of docs/rules.md §4, shared by gridkeep-bench and the overlay timing
// test: a 100x100 map with wall-cell lines, low obstacles, difficult ground, hills, wall
// segments and doors, and 200 tokens on three sides. `rng` decides the layout.
inline Encounter dragScenario(std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Encounter e;
    e.name = QStringLiteral("drag scenario");
    e.rulesId = QStringLiteral("paces");
    QString error;
    e.rules = RuleSetRegistry::instance().find(e.rulesId, &error);
    if (!e.rules)
        qFatal("no paces rule set: %s", qPrintable(error));
    auto &board = e.board.square;
    board.width = 100;
    board.height = 100;
    // Rooms: wall-cell lines with gaps, some low obstacles, difficult ground and hills.
    for (int i = 0; i < 40; ++i) {
        TerrainEntry wall;
        wall.kind = QStringLiteral("wall");
        const bool horizontal = pick(0, 1);
        const int length = pick(5, 25);
        const int x = pick(0, 99);
        const int y = pick(0, 99);
        const QRect rect = horizontal ? QRect(x, y, length, 1) : QRect(x, y, 1, length);
        wall.rects << rect.intersected(QRect(0, 0, board.width, board.height));
        board.terrain << wall;
    }
    for (int i = 0; i < 150; ++i) {
        TerrainEntry obstacle;
        obstacle.kind = pick(0, 2) ? QStringLiteral("obstacle") : QStringLiteral("difficult");
        obstacle.cells << QPoint(pick(0, 99), pick(0, 99));
        board.terrain << obstacle;
    }
    for (int i = 0; i < 12; ++i) {
        TerrainEntry hill;
        hill.micrometres = FixedPoint::fromDouble(pick(1, 6) * 0.5);
        hill.rects << QRect(pick(0, 90), pick(0, 90), pick(3, 10), pick(3, 10));
        board.elevation << hill;
    }
    for (int i = 0; i < 60; ++i) {
        WallSegment wall;
        const int x = pick(0, 95);
        const int y = pick(0, 95);
        wall.x1 = qint64(x) * FixedPoint::Scale;
        wall.y1 = qint64(y) * FixedPoint::Scale;
        const bool horizontal = pick(0, 1);
        wall.x2 = wall.x1 + (horizontal ? pick(1, 5) * FixedPoint::Scale : pick(0, 9) * 100'000);
        wall.y2 = wall.y1 + (horizontal ? pick(0, 9) * 100'000 : pick(1, 5) * FixedPoint::Scale);
        wall.door = i % 6 == 0 ? WallSegment::Door::Closed
                               : (i % 6 == 1 ? WallSegment::Door::Open : WallSegment::Door::None);
        board.walls << wall;
    }
    board.rebuild(*e.rules);
    for (const char *side : {"party", "bandits", "wolves"})
        e.sides << Side{QString::fromUtf8(side), QString::fromUtf8(side), {}, {}};
    for (int i = 0; i < 200; ++i) {
        Token t;
        t.id = QStringLiteral("token%1").arg(i, 3, 10, QLatin1Char('0'));
        t.name = t.id;
        t.side = e.sides[i % 3].id;
        t.size = pick(0, 9) == 0 ? pick(2, 3) : 1;
        t.x = pick(0, 99 - t.size);
        t.y = pick(0, 99 - t.size);
        t.speed = 2;
        if (pick(0, 9) == 0)
            t.reach = 2;
        if (pick(0, 14) == 0)
            t.conditions << QStringLiteral("reeling");
        t.hidden = pick(0, 19) == 0;
        e.tokens << t;
    }
    return e;
}
