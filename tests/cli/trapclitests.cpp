#include "clirunner.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

// docs/cli.md §6.3: `path` and `reach` on a board with traps name the traps each path sets
// off (docs/rules.md §12), hidden ones only for the GM. The traps of a path are checked here
// against a plain reading of §12 written apart from the engine's TrapTriggers.

namespace
{

struct TrapSpec {
    QString id;
    QString trigger;
    bool hidden = true;
    QSet<QPair<int, int>> cells;
};

// A footprint of `size` anchored at (x, y) holds the cell (cx, cy).
bool holds(int x, int y, int size, int cx, int cy)
{
    return cx >= x && cx < x + size && cy >= y && cy < y + size;
}

// docs/rules.md §12, read literally.
QStringList expectedTraps(const QList<TrapSpec> &traps, const QJsonArray &steps, int size,
                          bool player)
{
    QStringList fired;
    for (int i = 1; i < steps.size(); ++i) {
        const auto before = steps[i - 1].toArray();
        const auto now = steps[i].toArray();
        for (const auto &trap : traps) {
            if (fired.contains(trap.id) || trap.trigger == QLatin1String("turn") ||
                (player && trap.hidden))
                continue;
            bool fires = false;
            for (const auto &cell : trap.cells) {
                const bool inNow =
                    holds(now[0].toInt(), now[1].toInt(), size, cell.first, cell.second);
                const bool inBefore =
                    holds(before[0].toInt(), before[1].toInt(), size, cell.first, cell.second);
                if (inNow && (trap.trigger == QLatin1String("cross") || !inBefore))
                    fires = true;
            }
            if (fires)
                fired << trap.id;
        }
    }
    return fired;
}

// `bytes` as the file `name` in `dir`; its path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    return path;
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const auto &v : value.toArray())
        list << v.toString();
    return list;
}

} // namespace

TEST_CASE("path and reach name the traps a path sets off, hidden ones for the GM only",
          "[cli][traps]")
{
    QTemporaryDir dir;
    const QString file = writeFile(
        dir, QStringLiteral("traps.encounter"),
        R"({"format": "gridkeep-encounter", "version": 1, "name": "Traps", "rules": "paces",
        "board": {"kind": "square", "width": 10, "height": 6,
          "traps": [{"id": "pit", "name": "Pit trap", "cells": [[4, 2]], "trigger": "enter"},
                    {"id": "wire", "name": "Tripwire", "rect": [6, 0, 1, 6], "trigger": "cross",
                     "hidden": false},
                    {"id": "rune", "name": "Rune", "cells": [[2, 2]], "trigger": "turn"}]},
        "sides": [{"id": "party", "name": "Party"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 2, "speed": 8}]})");

    const auto gm = runCli({QStringLiteral("path"), file, QStringLiteral("kara"),
                            QStringLiteral("8"), QStringLiteral("2")});
    REQUIRE(gm.exitCode == 0);
    CHECK(strings(gm.json().object().value(QLatin1String("traps"))) ==
          (QStringList{QStringLiteral("pit"), QStringLiteral("wire")}));
    const auto players =
        runCli({QStringLiteral("path"), file, QStringLiteral("kara"), QStringLiteral("8"),
                QStringLiteral("2"), QStringLiteral("--player")});
    REQUIRE(players.exitCode == 0);
    CHECK(strings(players.json().object().value(QLatin1String("traps"))) ==
          QStringList{QStringLiteral("wire")});

    const auto reach = runCli({QStringLiteral("reach"), file, QStringLiteral("kara")});
    REQUIRE(reach.exitCode == 0);
    bool sawPit = false;
    for (const auto &cell : reach.json().object().value(QLatin1String("cells")).toArray()) {
        const auto c = cell.toObject();
        REQUIRE(c.contains(QLatin1String("traps")));
        if (c.value(QLatin1String("x")).toInt() == 4 && c.value(QLatin1String("y")).toInt() == 2) {
            CHECK(strings(c.value(QLatin1String("traps"))) == QStringList{QStringLiteral("pit")});
            sawPit = true;
        }
    }
    CHECK(sawPit);

    // A board without traps prints no "traps" key.
    const auto plain =
        runCli({QStringLiteral("path"), examplePath("bridge-ambush") + QStringLiteral(".encounter"),
                QStringLiteral("kara"), QStringLiteral("3"), QStringLiteral("8")});
    REQUIRE(plain.exitCode == 0);
    CHECK_FALSE(plain.json().object().contains(QLatin1String("traps")));
}

TEST_CASE("On random boards with traps, path's traps follow docs/rules.md §12 and reach agrees "
          "with path",
          "[cli][traps][random]")
{
    QTemporaryDir dir;
    auto *random = QRandomGenerator::global();
    const quint32 seed = random->generate();
    CAPTURE(seed);
    QRandomGenerator rng(seed);
    for (int round = 0; round < 12; ++round) {
        const int width = 6 + rng.bounded(6);
        const int height = 5 + rng.bounded(5);
        const int size = 1 + rng.bounded(2);
        QList<TrapSpec> traps;
        QJsonArray trapJson;
        const int count = 1 + rng.bounded(4);
        for (int t = 0; t < count; ++t) {
            TrapSpec spec;
            spec.id = QStringLiteral("t%1").arg(t);
            spec.trigger = QStringList{QStringLiteral("enter"), QStringLiteral("cross"),
                                       QStringLiteral("turn")}[rng.bounded(3)];
            spec.hidden = rng.bounded(2) == 0;
            QJsonObject o{{QStringLiteral("id"), spec.id},
                          {QStringLiteral("name"), QStringLiteral("Trap %1").arg(t)},
                          {QStringLiteral("trigger"), spec.trigger},
                          {QStringLiteral("hidden"), spec.hidden}};
            if (rng.bounded(2) == 0) {
                const int x = rng.bounded(width), y = rng.bounded(height);
                const int w = 1 + rng.bounded(width - x), h = 1 + rng.bounded(height - y);
                o.insert(QStringLiteral("rect"), QJsonArray{x, y, w, h});
                for (int cy = y; cy < y + h; ++cy)
                    for (int cx = x; cx < x + w; ++cx)
                        spec.cells.insert({cx, cy});
            } else {
                QJsonArray cells;
                for (int n = 1 + rng.bounded(4); n > 0; --n) {
                    const int x = rng.bounded(width), y = rng.bounded(height);
                    cells.append(QJsonArray{x, y});
                    spec.cells.insert({x, y});
                }
                o.insert(QStringLiteral("cells"), cells);
            }
            traps << spec;
            trapJson.append(o);
        }
        const QJsonObject encounter{
            {QStringLiteral("format"), QStringLiteral("gridkeep-encounter")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("name"), QStringLiteral("Random traps")},
            {QStringLiteral("rules"), QStringLiteral("paces")},
            {QStringLiteral("board"),
             QJsonObject{{QStringLiteral("kind"), QStringLiteral("square")},
                         {QStringLiteral("width"), width},
                         {QStringLiteral("height"), height},
                         {QStringLiteral("traps"), trapJson}}},
            {QStringLiteral("sides"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("party")}}}},
            {QStringLiteral("tokens"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("mover")},
                                    {QStringLiteral("side"), QStringLiteral("party")},
                                    {QStringLiteral("x"), 0},
                                    {QStringLiteral("y"), 0},
                                    {QStringLiteral("size"), size},
                                    {QStringLiteral("speed"), 30}}}}};
        const QString file = writeFile(dir, QStringLiteral("random-%1.encounter").arg(round),
                                       QJsonDocument(encounter).toJson());
        CAPTURE(round, QJsonDocument(encounter).toJson(QJsonDocument::Compact).toStdString());

        for (const bool player : {false, true}) {
            QStringList reachArgs{QStringLiteral("reach"), file, QStringLiteral("mover")};
            if (player)
                reachArgs << QStringLiteral("--player");
            const auto reach = runCli(reachArgs);
            REQUIRE(reach.exitCode == 0);
            const auto cells = reach.json().object().value(QLatin1String("cells")).toArray();
            REQUIRE_FALSE(cells.isEmpty());
            // A handful of the reachable cells, each against path and §12.
            for (int pick = 0; pick < 4; ++pick) {
                const auto cell = cells[rng.bounded(int(cells.size()))].toObject();
                const QString x = QString::number(cell.value(QLatin1String("x")).toInt());
                const QString y = QString::number(cell.value(QLatin1String("y")).toInt());
                QStringList pathArgs{QStringLiteral("path"), file, QStringLiteral("mover"), x, y};
                if (player)
                    pathArgs << QStringLiteral("--player");
                const auto path = runCli(pathArgs);
                REQUIRE(path.exitCode == 0);
                const auto result = path.json().object();
                const auto steps = result.value(QLatin1String("steps")).toArray();
                CAPTURE(player, x.toStdString(), y.toStdString());
                CHECK(strings(result.value(QLatin1String("traps"))) ==
                      expectedTraps(traps, steps, size, player));
                CHECK(strings(cell.value(QLatin1String("traps"))) ==
                      strings(result.value(QLatin1String("traps"))));
            }
        }
    }
}

TEST_CASE("A players' export in every format holds no byte of a pin's text or a hidden trap or "
          "a GM-only drawing or a handout",
          "[cli][traps][players]")
{
    QTemporaryDir dir;
    const QString file = writeFile(
        dir, QStringLiteral("secrets.encounter"),
        R"({"format": "gridkeep-encounter", "version": 1, "name": "Secrets", "rules": "paces",
        "board": {"kind": "square", "width": 8, "height": 6,
          "pins": [{"id": "p1", "x": 2, "y": 2, "title": "GM-ONLY-PIN-TITLE",
                    "text": "PIN-TEXT-SECRET"},
                   {"id": "p2", "x": 5, "y": 3, "title": "Shared door", "shared": true,
                    "text": "SHARED-PIN-TEXT-SECRET"}],
          "traps": [{"id": "pit", "name": "HIDDEN-TRAP-NAME", "cells": [[4, 2]],
                     "trigger": "enter", "note": "HIDDEN-TRAP-NOTE"},
                    {"id": "wire", "name": "Tripwire", "cells": [[6, 1]], "trigger": "cross",
                     "hidden": false, "note": "REVEALED-TRAP-NOTE"}],
          "drawings": [{"id": "d1", "kind": "text", "points": [[1, 1]], "width": 0.5,
                        "text": "GM-ONLY-DRAWING-TEXT"},
                       {"id": "d2", "kind": "arrow", "points": [[1, 1], [3, 3]], "width": 0.1,
                        "shared": true}]},
        "sides": [{"id": "party", "name": "Party"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 2}],
        "handouts": [{"id": "h", "title": "HANDOUT-TITLE", "text": "HANDOUT-TEXT"}]})");
    const QByteArrayList secrets = {"GM-ONLY-PIN-TITLE",      "PIN-TEXT-SECRET",
                                    "SHARED-PIN-TEXT-SECRET", "HIDDEN-TRAP-NAME",
                                    "HIDDEN-TRAP-NOTE",       "REVEALED-TRAP-NOTE",
                                    "GM-ONLY-DRAWING-TEXT",   "HANDOUT-TITLE",
                                    "HANDOUT-TEXT",           "\"d1\""};
    for (const char *format : {"--png", "--pdf", "--uvtt"}) {
        const QString target = dir.filePath(QStringLiteral("players") + QLatin1String(format));
        const auto run = runCli({QStringLiteral("export"), file, QLatin1String(format), target,
                                 QStringLiteral("--player")});
        INFO(format << " " << run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        QFile written(target);
        REQUIRE(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        for (const auto &secret : secrets) {
            INFO(secret.constData());
            CHECK_FALSE(bytes.contains(secret));
        }
    }
    // The GM's own Universal VTT export keeps them (under "gridkeep", docs/file-format.md §12.5).
    const QString gmFile = dir.filePath(QStringLiteral("gm.dd2vtt"));
    REQUIRE(runCli({QStringLiteral("export"), file, QStringLiteral("--uvtt"), gmFile}).exitCode ==
            0);
    QFile gm(gmFile);
    REQUIRE(gm.open(QIODevice::ReadOnly));
    CHECK(gm.readAll().contains("PIN-TEXT-SECRET"));
}

// The pixels: a GM-only pin and a hidden trap are drawn on the GM's picture and leave no pixel
// on the players' one, which equals the players' picture of the map without them.
TEST_CASE("A GM-only pin and a hidden trap and a GM-only drawing have zero pixels in a players' "
          "PNG export",
          "[cli][traps][players]")
{
    QTemporaryDir dir;
    const QByteArray head = R"({"format": "gridkeep-encounter", "version": 1, "name": "Pixels",
        "rules": "paces", "board": {"kind": "square", "width": 8, "height": 6,
          "pins": [)";
    const QByteArray sharedPin =
        R"({"id": "p2", "x": 5.5, "y": 3.5, "title": "Door", "shared": true})";
    const QByteArray gmPin = R"({"id": "p1", "x": 2.5, "y": 2.5, "title": "Well", "text": "x"})";
    const QByteArray revealed =
        R"({"id": "wire", "name": "Wire", "cells": [[6, 1]], "trigger": "cross", "hidden": false})";
    const QByteArray hidden = R"({"id": "pit", "name": "Pit", "rect": [3, 3, 2, 2],
                                  "trigger": "enter"})";
    const QByteArray tail = R"(]},
        "sides": [{"id": "party", "name": "Party"}],
        "tokens": [{"id": "kara", "side": "party", "x": 0, "y": 0}]})";
    // A GM-only stroke across the map, and a shared one both pictures draw.
    const QByteArray drawings = R"(], "drawings": [
        {"id": "gm", "kind": "pen", "points": [[0.5, 5], [4, 1], [7.5, 5]], "width": 0.3,
         "color": "#ff00ff"},
        {"id": "shared", "kind": "line", "points": [[1, 5.5], [7, 5.5]], "width": 0.1,
         "shared": true)";
    const QByteArray sharedOnly = R"(], "drawings": [
        {"id": "shared", "kind": "line", "points": [[1, 5.5], [7, 5.5]], "width": 0.1,
         "shared": true)";
    const QString secrets = writeFile(dir, QStringLiteral("secrets.encounter"),
                                      head + gmPin + "," + sharedPin + R"(], "traps": [)" + hidden +
                                          "," + revealed + drawings + "}" + tail);
    const QString without =
        writeFile(dir, QStringLiteral("without.encounter"),
                  head + sharedPin + R"(], "traps": [)" + revealed + sharedOnly + "}" + tail);
    auto picture = [&](const QString &file, bool player) {
        const QString out =
            file + (player ? QStringLiteral(".players.png") : QStringLiteral(".png"));
        QStringList args{QStringLiteral("export"),        file,
                         QStringLiteral("--png"),         out,
                         QStringLiteral("--cell-pixels"), QStringLiteral("40")};
        if (player)
            args << QStringLiteral("--player");
        const auto run = runCli(args);
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        const QImage image(out);
        REQUIRE_FALSE(image.isNull());
        return image.convertToFormat(QImage::Format_ARGB32);
    };
    CHECK(picture(secrets, true) == picture(without, true));
    // The GM's picture shows them all: the hidden trap's cells, the pin's disc, the stroke.
    const QImage gm = picture(secrets, false);
    const QImage gmWithout = picture(without, false);
    REQUIRE(gm.size() == gmWithout.size());
    auto differsIn = [&](const QRect &cells) {
        const QRect pixels(cells.x() * 40, cells.y() * 40, cells.width() * 40, cells.height() * 40);
        for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
            for (int x = pixels.left(); x <= pixels.right(); ++x) {
                if (gm.pixel(x, y) != gmWithout.pixel(x, y))
                    return true;
            }
        }
        return false;
    };
    CHECK(differsIn(QRect(3, 3, 2, 2)));
    CHECK(differsIn(QRect(2, 2, 1, 1)));
    CHECK(differsIn(QRect(3, 1, 2, 1))); // the GM's stroke
    CHECK_FALSE(differsIn(QRect(7, 0, 1, 1)));
}
