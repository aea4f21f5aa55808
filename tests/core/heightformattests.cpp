// docs/file-format.md §3.12: the heights of sight over heights — read, written back as read,
// refused with their JSON path, and absent from every file that did not have them.
#include "testsupport.h"

#include "io/encounterwriter.h"

using namespace TestSupport;

namespace
{

QByteArray heightsFile(const QByteArray &boardKeys, const QByteArray &tokenKeys = {})
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Tall",
        "rules": "paces", "board": {"kind": "square", "width": 10, "height": 8)") +
           boardKeys + QByteArrayLiteral(R"(},
        "sides": [{"id": "party", "name": "Party"}, {"id": "foes", "name": "Foes"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1)") +
           tokenKeys + QByteArrayLiteral("}]}");
}

const QByteArray Heights = R"(, "sightOverHeights": true,
    "terrain": [{"kind": "obstacle", "cells": [[5, 3]], "height": 1.25},
                {"kind": "wall", "rect": [7, 0, 1, 3]}],
    "elevation": [{"meters": 3, "rect": [0, 0, 3, 8]}],
    "walls": [{"from": [8, 0], "to": [8, 4], "top": 2.5},
              {"from": [8, 4], "to": [8, 6], "door": "closed", "top": -0.5},
              {"from": [9, 0], "to": [9, 8]}],
    "lights": [{"id": "brazier", "x": 1.5, "y": 1.5, "bright": 3, "dim": 6, "z": 4.000001},
               {"id": "torch", "token": "kara", "bright": 2, "dim": 4}])";

} // namespace

TEST_CASE("Heights: read and written back and read again unchanged", "[format][heights]")
{
    const auto e = loadJson(heightsFile(Heights, R"(, "height": 1.8)"));
    const auto &b = e.board.square;
    CHECK(b.sightOverHeights);
    REQUIRE(b.terrain.size() == 2);
    CHECK(b.terrain[0].heightMicrometres == std::optional<qint64>(1'250'000));
    CHECK_FALSE(b.terrain[1].heightMicrometres.has_value());
    CHECK(b.terrainTopAt(5, 3) == 1'250'000);
    CHECK(b.terrainTopAt(7, 1) == SquareBoard::NoTop);
    REQUIRE(b.walls.size() == 3);
    CHECK(b.walls[0].topMicrometres == std::optional<qint64>(2'500'000));
    CHECK(b.walls[1].topMicrometres == std::optional<qint64>(-500'000));
    CHECK_FALSE(b.walls[2].topMicrometres.has_value());
    CHECK(b.lights[0].zMicrometres == std::optional<qint64>(4'000'001));
    CHECK_FALSE(b.lights[1].zMicrometres.has_value());
    CHECK(e.tokens[0].heightMicrometres == std::optional<qint64>(1'800'000));

    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK(written.contains("\"sightOverHeights\": true"));
    CHECK(written.contains("\"top\": 2.5"));
    CHECK(written.contains("\"z\": 4.000001"));
}

TEST_CASE("Heights: a file without them is written without them", "[format][heights]")
{
    const auto bytes = EncounterWriter::toBytes(loadJson(heightsFile("")));
    for (const char *key : {"sightOverHeights", "\"top\"", "\"z\""})
        CHECK_FALSE(bytes.contains(key));
    // A switch the file wrote as false stays written, and stays off.
    const auto off = loadJson(heightsFile(R"(, "sightOverHeights": false)"));
    CHECK_FALSE(off.board.square.sightOverHeights);
    CHECK(EncounterWriter::toBytes(off).contains("\"sightOverHeights\": false"));
}

TEST_CASE("Heights: out of range values are refused with their JSON path", "[format][heights]")
{
    struct Case {
        QByteArray board;
        QByteArray token;
        const char *path;
    };
    const QList<Case> cases = {
        {R"(, "terrain": [{"kind": "obstacle", "cells": [[1, 1]], "height": -0.5}])",
         {},
         "board.terrain[0].height"},
        {R"(, "terrain": [{"kind": "obstacle", "cells": [[1, 1]], "height": "tall"}])",
         {},
         "board.terrain[0].height"},
        {R"(, "walls": [{"from": [1, 1], "to": [2, 1], "top": 1e7}])", {}, "board.walls[0].top"},
        {R"(, "walls": [{"from": [1, 1], "to": [2, 1], "top": null}])", {}, "board.walls[0].top"},
        {R"(, "lights": [{"id": "l", "x": 1, "y": 1, "bright": 1, "dim": 2, "z": [1]}])",
         {},
         "board.lights[0].z"},
        {{}, R"(, "height": 0)", "tokens[0].height"},
        {{}, R"(, "height": -1)", "tokens[0].height"},
        {R"(, "sightOverHeights": "yes")", {}, "board.sightOverHeights"},
    };
    for (const auto &c : cases) {
        const auto error = refusal(heightsFile(c.board, c.token));
        INFO(error.toString().toStdString());
        CHECK(error.path == QLatin1String(c.path));
    }
}
