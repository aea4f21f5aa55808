#include "testsupport.h"

#include "io/encounterwriter.h"
#include "model/fixedpoint.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

using namespace TestSupport;

namespace
{

struct BadFile {
    const char *file;
    const char *error; // "PATH: MESSAGE", after the file name
};

// docs/file-format.md §9: every refusal names the file, the JSON path and what was expected.
const BadFile badFiles[] = {
#include "../data/bad/expected-errors.inc"
};

} // namespace

TEST_CASE("Every kind of bad file is refused with its exact error", "[format][errors]")
{
    STATIC_REQUIRE(std::size(badFiles) >= 15);
    const auto bad = GENERATE(from_range(std::begin(badFiles), std::end(badFiles)));
    const auto path = dataPath(QStringLiteral("bad/") + QLatin1String(bad.file));
    EncounterReader reader;
    const auto encounter = reader.readFile(path);
    INFO(bad.file);
    CHECK_FALSE(encounter.has_value());
    CHECK(reader.error().file == path);
    CHECK(reader.error().toString() == path + QStringLiteral(": ") + QString::fromUtf8(bad.error));
}

TEST_CASE("A file that cannot be opened is refused by name", "[format][errors]")
{
    EncounterReader reader;
    CHECK_FALSE(reader.readFile(QStringLiteral("/nonexistent/nowhere.encounter")));
    CHECK(reader.error().toString().startsWith(
        QStringLiteral("/nonexistent/nowhere.encounter: cannot open the file")));
}

TEST_CASE("Integral floats are accepted where integers are expected (docs/rules.md §5.12)",
          "[format]")
{
    auto json = QByteArray(R"({"format": "gridkeep-encounter", "version": 1.0, "rules": "paces",
        "board": {"kind": "square", "width": 4.0, "height": 3, "terrain": [{"kind": "wall", "rect": [0, 0, 2.0, 1]}]},
        "sides": [{"id": "a"}], "tokens": [{"id": "t", "side": "a", "x": 3.0, "y": 2, "size": 1.0}]})");
    const auto e = loadJson(json);
    CHECK(e.board.square.width == 4);
    CHECK(e.tokens[0].x == 3);
    CHECK(e.board.square.terrainAt(1, 0) == e.rules->terrainIndex(QStringLiteral("wall")));
}

TEST_CASE("Later terrain and elevation entries override earlier ones (docs/rules.md §5.12)",
          "[format]")
{
    const auto e = loadJson(R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces",
        "board": {"kind": "square", "width": 5, "height": 5,
                  "terrain": [{"kind": "wall", "rect": [0, 0, 5, 5]}, {"kind": "water", "cells": [[2, 2]]}],
                  "elevation": [{"rect": [0, 0, 5, 5], "meters": 1.9}, {"cells": [[1, 1]], "meters": 0.9}]},
        "sides": [{"id": "a"}], "tokens": []})");
    const auto &b = e.board.square;
    CHECK(b.terrainAt(2, 2) == e.rules->terrainIndex(QStringLiteral("water")));
    CHECK(b.terrainAt(0, 0) == e.rules->terrainIndex(QStringLiteral("wall")));
    CHECK(b.elevationAt(0, 0) == 1'900'000);
    CHECK(b.elevationAt(1, 1) == 900'000);
    // "1.9 m against 0.9 m is a difference of exactly 1 m"
    CHECK(b.elevationAt(0, 0) - b.elevationAt(1, 1) == FixedPoint::Scale);
}

TEST_CASE("Unknown keys survive a load and save round trip", "[format][roundtrip]")
{
    const auto e = loadJson(
        R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces", "notes": "GM only",
        "camera": {"zoom": 2},
        "board": {"kind": "square", "width": 5, "height": 5, "fog": [[1, 1]],
                  "terrain": [{"kind": "wall", "cells": [[0, 0]], "label": "pillar"}],
                  "walls": [{"from": [1, 0], "to": [1, 2], "door": "open", "lock": 15}],
                  "elevation": [{"rect": [0, 0, 1, 1], "meters": 2.5, "label": "dais"}]},
        "sides": [{"id": "a", "banner": "wolf"}],
        "tokens": [{"id": "t", "side": "a", "x": 1, "y": 1, "stats": {"poise": 10}, "portrait": "data:image/png;base64,AAAA"}]})");
    const auto saved = EncounterWriter::toJson(e);
    CHECK(saved.value(QStringLiteral("notes")).toString() == QStringLiteral("GM only"));
    CHECK(saved.value(QStringLiteral("camera")).toObject().value(QStringLiteral("zoom")).toInt() ==
          2);
    const auto board = saved.value(QStringLiteral("board")).toObject();
    CHECK(board.value(QStringLiteral("fog")).toArray().size() == 1);
    CHECK(board.value(QStringLiteral("terrain"))
              .toArray()[0]
              .toObject()
              .value(QStringLiteral("label"))
              .toString() == QStringLiteral("pillar"));
    CHECK(board.value(QStringLiteral("walls"))
              .toArray()[0]
              .toObject()
              .value(QStringLiteral("lock"))
              .toInt() == 15);
    CHECK(board.value(QStringLiteral("elevation"))
              .toArray()[0]
              .toObject()
              .value(QStringLiteral("label"))
              .toString() == QStringLiteral("dais"));
    CHECK(saved.value(QStringLiteral("sides"))
              .toArray()[0]
              .toObject()
              .value(QStringLiteral("banner"))
              .toString() == QStringLiteral("wolf"));
    const auto token = saved.value(QStringLiteral("tokens")).toArray()[0].toObject();
    CHECK(token.value(QStringLiteral("stats")).toObject().value(QStringLiteral("poise")).toInt() ==
          10);
    CHECK(token.value(QStringLiteral("portrait")).toString() ==
          QStringLiteral("data:image/png;base64,AAAA"));
    // And a second round trip changes nothing.
    const auto bytes = EncounterWriter::toBytes(e);
    CHECK(EncounterWriter::toBytes(loadJson(bytes)) == bytes);
}

TEST_CASE("Saving is atomic and leaves a readable file", "[format][save]")
{
    const auto e = loadExample("bridge-ambush.encounter");
    const QString dir = QDir::tempPath() + QStringLiteral("/gridkeep-save-test");
    QDir().mkpath(dir);
    const QString file = dir + QStringLiteral("/saved.encounter");
    EncounterWriter writer;
    REQUIRE(writer.writeFile(e, file));
    EncounterReader reader;
    const auto again = reader.readFile(file);
    REQUIRE(again.has_value());
    CHECK(again->tokens.size() == e.tokens.size());
    // A save into a folder that does not exist fails cleanly and leaves nothing behind.
    CHECK_FALSE(writer.writeFile(e, dir + QStringLiteral("/missing/x.encounter")));
    CHECK_FALSE(writer.errorString().isEmpty());
    QDir(dir).removeRecursively();
}
