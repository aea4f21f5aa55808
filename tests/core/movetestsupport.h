#pragma once

#include "testsupport.h"

#include <QByteArrayList>
#include <QHash>
#include <functional>
#include <memory>

// Small square boards drawn as text, for the movement, hindering and `meters` tests.
//   .  plain      #  wall terrain   o  obstacle   d  difficult   ~  water   m  plain (mover's body)
//   M  the mover's anchor (side "party")
//   E  an enemy ("foes"), A  an ally on the same side, F  a friend on the allied side "villagers",
//   H  a hidden enemy, R  a reeling enemy (no ZoC)
// Tokens get ids in reading order: e1, e2 … for E/H/R, a1 … for A, f1 … for F.
namespace MoveTest
{

struct Sketch {
    const char *rules = "paces";
    QByteArrayList rows;
    int moverSize = 1;
    QByteArray walls = "[]";     // JSON array of wall objects
    QByteArray elevation = "[]"; // JSON array of elevation entries
    QByteArray lighting = "[]";  // JSON array of lighting entries (docs/file-format.md §3.5)
    QByteArray tokens;           // more token objects, comma separated, appended as they are
    QByteArray moverExtra;       // more keys for the mover, e.g. "\"speed\": 5"
};

inline QByteArray encounterJson(const Sketch &sketch)
{
    const int height = int(sketch.rows.size());
    const int width = height ? int(sketch.rows.first().size()) : 0;
    QHash<char, QByteArray> cells;
    QByteArrayList tokens;
    int enemies = 0, allies = 0, friends = 0;
    for (int y = 0; y < height; ++y) {
        REQUIRE(sketch.rows[y].size() == width);
        for (int x = 0; x < width; ++x) {
            const char c = sketch.rows[y][x];
            const QByteArray at = QByteArray::number(x) + ", " + QByteArray::number(y);
            const QByteArray place =
                "\"x\": " + QByteArray::number(x) + ", \"y\": " + QByteArray::number(y);
            switch (c) {
            case '#':
            case 'o':
            case 'd':
            case '~':
                cells[c] += (cells[c].isEmpty() ? "[" : ", [") + at + "]";
                break;
            case 'M':
                tokens << "{\"id\": \"mover\", \"side\": \"party\", " + place +
                              ", \"size\": " + QByteArray::number(sketch.moverSize) +
                              (sketch.moverExtra.isEmpty() ? "" : ", " + sketch.moverExtra) + "}";
                break;
            case 'E':
            case 'H':
            case 'R':
                tokens << "{\"id\": \"e" + QByteArray::number(++enemies) +
                              "\", \"side\": \"foes\", " + place +
                              (c == 'H' ? ", \"hidden\": true" : "") +
                              (c == 'R' ? ", \"conditions\": [\"reeling\"]" : "") + "}";
                break;
            case 'A':
                tokens << "{\"id\": \"a" + QByteArray::number(++allies) +
                              "\", \"side\": \"party\", " + place + "}";
                break;
            case 'F':
                tokens << "{\"id\": \"f" + QByteArray::number(++friends) +
                              "\", \"side\": \"villagers\", " + place + "}";
                break;
            default:
                break;
            }
        }
    }
    if (!sketch.tokens.isEmpty())
        tokens << sketch.tokens;
    QByteArrayList terrain;
    const std::pair<char, const char *> kinds[] = {
        {'#', "wall"}, {'o', "obstacle"}, {'d', "difficult"}, {'~', "water"}};
    for (const auto &[symbol, kind] : kinds) {
        if (cells.contains(symbol))
            terrain << QByteArray("{\"kind\": \"") + kind + "\", \"cells\": [" + cells[symbol] +
                           "]}";
    }
    return QByteArray("{\"format\": \"gridkeep-encounter\", \"version\": 1, \"name\": \"sketch\", "
                      "\"rules\": \"") +
           sketch.rules +
           "\", \"board\": {\"kind\": \"square\", \"width\": " + QByteArray::number(width) +
           ", \"height\": " + QByteArray::number(height) + ", \"terrain\": [" + terrain.join(", ") +
           "], \"walls\": " + sketch.walls + ", \"elevation\": " + sketch.elevation +
           ", \"lighting\": " + sketch.lighting +
           "}, \"sides\": [{\"id\": \"party\"}, {\"id\": \"foes\"}, {\"id\": \"villagers\"}], "
           "\"allies\": [[\"party\", \"villagers\"]], \"tokens\": [" +
           tokens.join(", ") + "]}";
}

inline Encounter build(const Sketch &sketch)
{
    return TestSupport::loadJson(encounterJson(sketch));
}

// Loads without failing the test: random boards may break a loading rule on purpose.
inline std::optional<Encounter> loadJsonQuiet(const QByteArray &json)
{
    EncounterReader reader;
    return reader.readBytes(json, QStringLiteral("random.encounter"));
}

inline int mover(const Encounter &encounter)
{
    const int index = encounter.tokenIndex(QStringLiteral("mover"));
    REQUIRE(index >= 0);
    return index;
}

// The same encounter under a changed copy of its rule set (e.g. the Chebyshev policy).
inline void changeRules(Encounter &encounter, const std::function<void(RuleSet &)> &change)
{
    auto rules = std::make_shared<RuleSet>(*encounter.rules);
    change(*rules);
    encounter.rules = rules;
    encounter.board.square.rebuild(*rules);
}

} // namespace MoveTest
