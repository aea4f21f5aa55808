// docs/file-format.md §3.5 (lighting) and §3.6 (areas): reading, writing, refusals, and the
// editing functions and combat alerts built on them (SquareBoardEdit::paintLighting,
// BoardAreaEdit, AreaAlert).
#include "testsupport.h"

#include "combat/areaalert.h"
#include "edit/boardareaedit.h"
#include "edit/squareboardedit.h"
#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "io/encounterwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace TestSupport;

namespace
{

// A `meters` encounter on a 10 × 8 board with `board` keys added.
QByteArray metersFile(const char *boardKeys, const char *rules = "meters")
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Lit",
        "rules": ")") +
           QByteArray(rules) +
           QByteArrayLiteral(R"(", "board": {"kind": "square", "width": 10, "height": 8)") +
           QByteArray(boardKeys) + QByteArrayLiteral(R"(},
        "sides": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}], "allies": [],
        "tokens": [{"id": "t1", "name": "Sable", "side": "a", "x": 1, "y": 1},
                   {"id": "t2", "name": "Ghoul", "side": "b", "x": 6, "y": 5, "size": 2}]})");
}

} // namespace

TEST_CASE("Lighting and areas: read, written back and read again unchanged",
          "[format][lighting][areas]")
{
    const auto e = loadJson(metersFile(R"(,
        "lighting": [{"level": "darkness", "rect": [2, 1, 3, 2]},
                     {"level": "dim", "cells": [[0, 0]]}],
        "areas": [{"id": "spores", "name": "Spore cloud", "kind": "zone", "at": [6, 5], "radius": 1},
                  {"id": "fire", "kind": "field", "at": [0, 7], "radius": 0, "glow": true}])"));
    const auto &b = e.board.square;
    const auto &levels = e.rules->lightingLevels;
    CHECK(levels[b.lightingAt(3, 2)].id == QStringLiteral("darkness"));
    CHECK(levels[b.lightingAt(0, 0)].id == QStringLiteral("dim"));
    CHECK(b.lightingAt(9, 7) == -1); // unlit: bright, the first level
    CHECK(b.lightingAdvantageAt(3, 2, *e.rules) == 2);
    CHECK(b.lightingAdvantageAt(0, 0, *e.rules) == 1);
    CHECK(b.lightingAdvantageAt(9, 7, *e.rules) == 0);
    REQUIRE(b.areas.size() == 2);
    CHECK(b.areas[0].name == QStringLiteral("Spore cloud"));
    CHECK(b.areas[0].kind == BoardArea::Kind::Zone);
    CHECK(b.areas[0].centre == QPoint(6, 5));
    CHECK(b.areas[1].name == QStringLiteral("fire")); // the id when the name is absent
    CHECK(b.areas[1].kind == BoardArea::Kind::Field);
    CHECK(b.areas[1].radius == 0);
    CHECK(b.areas[1].extra.value(QStringLiteral("glow")).toBool()); // unknown keys are kept

    const QByteArray bytes = EncounterWriter::toBytes(e);
    const auto again = loadJson(bytes);
    CHECK(again.board.square.areas == b.areas);
    CHECK(SquareBoardEdit::sameBoard(again.board, e.board));
    CHECK(EncounterWriter::toBytes(again) == bytes);
}

TEST_CASE("A file without lighting or areas is written back without them",
          "[format][lighting][areas]")
{
    const auto e = loadExample("crypt-sneak.encounter");
    CHECK(e.board.square.lighting.isEmpty());
    CHECK(e.board.square.areas.isEmpty());
    const auto board = QJsonDocument::fromJson(EncounterWriter::toBytes(e))
                           .object()
                           .value(QStringLiteral("board"))
                           .toObject();
    CHECK_FALSE(board.contains(QStringLiteral("lighting")));
    CHECK_FALSE(board.contains(QStringLiteral("areas")));
}

TEST_CASE("Lighting and area refusals name the JSON path", "[format][lighting][areas][bad]")
{
    const auto [keys, rules, path,
                message] = GENERATE(table<const char *, const char *, const char *, const char *>({
        {R"(, "lighting": [{"level": "gloom", "rect": [0, 0, 2, 2]}])", "meters",
         "board.lighting[0].level",
         R"(expected a lighting level of rule set "meters" (bright, dim, darkness), got "gloom")"},
        {R"(, "lighting": [{"level": "dim", "cells": [[10, 0]]}])", "meters",
         "board.lighting[0].cells[0]", nullptr},
        {R"(, "areas": [{"id": "a1", "kind": "cloud", "at": [1, 1], "radius": 1}])", "meters",
         "board.areas[0].kind", R"(expected "field" or "zone", got "cloud")"},
        {R"(, "areas": [{"id": "a1", "kind": "zone", "at": [1, 1], "radius": 1},
                            {"id": "a1", "kind": "field", "at": [2, 2], "radius": 1}])",
         "meters", "board.areas[1].id", R"(expected a unique, non-empty area id, got "a1")"},
        {R"(, "areas": [{"id": "a1", "kind": "zone", "at": [1, 1], "radius": -1}])", "meters",
         "board.areas[0].radius", "expected a radius from 0 to 1000 squares, got -1"},
        {R"(, "areas": [{"id": "a1", "kind": "zone", "at": [12, 1], "radius": 1}])", "meters",
         "board.areas[0].at", nullptr},
    }));
    const LoadError error = refusal(metersFile(keys, rules));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(path));
    if (message)
        CHECK(error.message == QString::fromUtf8(message));
}

TEST_CASE("Painting lighting merges entries into rectangles; bright erases", "[edit][lighting]")
{
    auto e = loadJson(metersFile(""));
    const RuleSet &rules = *e.rules;
    SquareBoard &b = e.board.square;
    QRect touched;
    SquareBoard lit =
        SquareBoardEdit::paintLighting(b, rules, SquareBoardEdit::rectCells(b, {2, 2}, {4, 3}),
                                       QStringLiteral("darkness"), &touched);
    CHECK(touched == QRect(2, 2, 3, 2));
    REQUIRE(lit.lighting.size() == 1);
    CHECK(lit.lighting[0].kind == QStringLiteral("darkness"));
    CHECK(lit.lighting[0].rects == QList<QRect>{QRect(2, 2, 3, 2)});
    CHECK(rules.lightingLevels[lit.lightingAt(4, 3)].id == QStringLiteral("darkness"));

    // The same again changes nothing and reports nothing.
    const SquareBoard same = SquareBoardEdit::paintLighting(lit, rules, {QPoint(3, 3)},
                                                            QStringLiteral("darkness"), &touched);
    CHECK(touched.isNull());
    CHECK(SquareBoardEdit::sameBoard(same, lit));

    // Bright light is the default: painting it erases.
    const SquareBoard erased =
        SquareBoardEdit::paintLighting(lit, rules, SquareBoardEdit::rectCells(b, {2, 2}, {4, 3}),
                                       QStringLiteral("bright"), &touched);
    CHECK(touched == QRect(2, 2, 3, 2));
    CHECK(erased.lighting.isEmpty());
    CHECK_FALSE(SquareBoardEdit::sameBoard(erased, lit));
}

TEST_CASE("Area edits refuse what the file would refuse", "[edit][areas]")
{
    const auto e = loadJson(metersFile(""));
    const SquareBoard &b = e.board.square;
    const BoardArea first = BoardAreaEdit::newArea(b, {3, 3}, 2, BoardArea::Kind::Zone);
    CHECK(first.id == QStringLiteral("area-1"));
    CHECK(first.name == QStringLiteral("Area 1"));
    const SquareBoard one = BoardAreaEdit::addArea(b, first);
    REQUIRE(one.areas.size() == 1);
    CHECK(BoardAreaEdit::newArea(one, {0, 0}, 2, BoardArea::Kind::Zone).name ==
          QStringLiteral("Area 2"));
    CHECK(BoardAreaEdit::addArea(one, first).areas.size() == 1); // a repeated id

    BoardArea off = first;
    off.centre = {10, 0};
    CHECK(BoardAreaEdit::replaceArea(one, off).areas[0].centre == QPoint(3, 3));
    BoardArea negative = first;
    negative.radius = -1;
    CHECK(BoardAreaEdit::replaceArea(one, negative).areas[0].radius == 2);
    BoardArea field = first;
    field.kind = BoardArea::Kind::Field;
    CHECK(BoardAreaEdit::replaceArea(one, field).areas[0].kind == BoardArea::Kind::Field);
    CHECK(BoardAreaEdit::areaAt(one, {5, 5}) == 0);
    CHECK(BoardAreaEdit::areaAt(one, {6, 5}) == -1);
    CHECK(BoardAreaEdit::removeArea(one, first.id).areas.isEmpty());
}

TEST_CASE("Area alerts name the area and quote seed 003", "[combat][areas][meters]")
{
    const auto e = loadJson(metersFile(R"(,
        "areas": [{"id": "spores", "name": "Spore cloud", "kind": "zone", "at": [1, 2], "radius": 0},
                  {"id": "fire", "name": "Burning floor", "kind": "field", "at": [4, 1], "radius": 1}])"));
    const Token &sable = *e.token(QStringLiteral("t1")); // at (1, 1)
    CHECK(AreaAlert::turnStart(e, sable).isEmpty());

    Token inside = sable;
    inside.y = 2;
    const QStringList start = AreaAlert::turnStart(e, inside);
    REQUIRE(start.size() == 1);
    CHECK(start[0].contains(QStringLiteral("Sable starts their turn in Spore cloud (ZONE)")));
    CHECK(start[0].contains(
        QStringLiteral("\"trigger their effect when a creature enters the radius\"")));

    // From (1, 1) to (5, 1) along row 1: the zone (cell (1, 2)) is never entered; the FIELD
    // (columns 3 to 5) is entered on three squares, one trigger each (docs/rules.md §5.14).
    const QVector<QPoint> steps{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}};
    Token moved = sable;
    moved.x = 5;
    const QStringList alerts = AreaAlert::moved(e, moved, steps);
    REQUIRE(alerts.size() == 1);
    CHECK(alerts[0].contains(QStringLiteral("Sable enters Burning floor (FIELD): 3 triggers")));
    CHECK(alerts[0].contains(QStringLiteral("triggered again for every subsequent square")));
}

TEST_CASE("The players' encounter keeps the lighting and holds no area",
          "[players][lighting][areas]")
{
    const auto e = loadJson(metersFile(R"(,
        "lighting": [{"level": "darkness", "rect": [2, 1, 3, 2], "note": "the GM's"}],
        "areas": [{"id": "spores", "kind": "zone", "at": [6, 5], "radius": 1}])"));
    const Encounter players = PlayersEncounter::of(e, FogView());
    const auto &b = players.board.square;
    CHECK(b.areas.isEmpty()); // docs/file-format.md §3.6: areas are the GM's
    REQUIRE(b.lighting.size() == 1);
    CHECK(b.lighting[0].extra.isEmpty()); // unknown keys may hold anything the GM wrote
    CHECK(e.rules->lightingLevels[b.lightingAt(3, 2)].id == QStringLiteral("darkness"));
}
