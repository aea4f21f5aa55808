// docs/file-format.md §3.9: board.pins and board.traps — read, written back unchanged, refused
// with their JSON path; docs/rules.md §12: the traps a move sets off; docs/rules.md §3: what of
// them the players' copy keeps.
#include "testsupport.h"

#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "engine/traptriggers.h"
#include "io/encounterwriter.h"

using namespace TestSupport;

namespace
{

// A `paces` encounter on a 10 × 8 board with `boardKeys` added to the board.
QByteArray pinnedFile(const char *boardKeys)
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Pinned",
        "rules": "paces", "board": {"kind": "square", "width": 10, "height": 8)") +
           QByteArray(boardKeys) + QByteArrayLiteral(R"(},
        "sides": [{"id": "party", "name": "Party"}, {"id": "foes", "name": "Foes"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1},
                   {"id": "ogre", "side": "foes", "x": 6, "y": 5, "size": 2}]})");
}

const char *const PinsAndTraps = R"(,
    "pins": [{"id": "well", "x": 2.5, "y": 1.25, "title": "Old well",
              "text": "The key lies under the bucket", "icon": "star"},
             {"id": "door", "x": 7, "y": 3, "title": "Iron door", "text": "Locked from within",
              "shared": true, "token": "ogre", "handout": "door-sketch"},
             {"id": "quiet", "x": 0, "y": 8, "title": "Nothing", "shared": false}],
    "traps": [{"id": "pit", "name": "Pit trap", "cells": [[4, 2], [4, 3]], "trigger": "enter",
               "note": "10 ft drop", "dc": 12},
              {"id": "wire", "name": "Tripwire", "rect": [6, 0, 1, 8], "trigger": "cross",
               "hidden": false, "note": "Rings a bell"},
              {"id": "rune", "name": "Fire rune", "cells": [[1, 1]], "rect": [8, 6, 2, 2],
               "trigger": "turn", "hidden": true}])";

QVector<QPoint> line(std::initializer_list<QPoint> points)
{
    return QVector<QPoint>(points);
}

} // namespace

TEST_CASE("Pins and traps: read, written back and read again unchanged", "[format][traps]")
{
    const auto e = loadJson(pinnedFile(PinsAndTraps));
    const auto &b = e.board.square;
    REQUIRE(b.pins.size() == 3);
    CHECK(b.pins[0].x == 2'500'000);
    CHECK(b.pins[0].y == 1'250'000);
    CHECK(b.pins[0].title == QLatin1String("Old well"));
    CHECK_FALSE(b.pins[0].shared);
    CHECK(b.pins[0].extra.value(QLatin1String("icon")).toString() == QLatin1String("star"));
    CHECK(b.pins[1].shared);
    CHECK(b.pins[1].token == QLatin1String("ogre"));
    CHECK(b.pins[1].handout == QLatin1String("door-sketch"));
    REQUIRE(b.traps.size() == 3);
    CHECK(b.traps[0].trigger == BoardTrap::Trigger::Enter);
    CHECK(b.traps[0].hidden); // hidden is the default
    CHECK(b.traps[0].covers(4, 3));
    CHECK_FALSE(b.traps[0].covers(5, 3));
    CHECK(b.traps[1].trigger == BoardTrap::Trigger::Cross);
    CHECK_FALSE(b.traps[1].hidden);
    CHECK(b.traps[1].covers(6, 7));
    CHECK(b.traps[2].covers(1, 1));
    CHECK(b.traps[2].covers(9, 7));
    CHECK(b.traps[0].extra.value(QLatin1String("dc")).toInt() == 12);

    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK(again.board.square.pins == b.pins);
    CHECK(again.board.square.traps == b.traps);
    // What the file named stays named, and nothing is added.
    CHECK(written.contains("\"shared\": false"));
    CHECK(written.contains("\"hidden\": true"));
    CHECK_FALSE(written.contains("\"hidden\": true,\n          \"id\": \"pit\""));

    const auto plain = loadJson(pinnedFile(""));
    const auto plainBytes = EncounterWriter::toBytes(plain);
    CHECK_FALSE(plainBytes.contains("pins"));
    CHECK_FALSE(plainBytes.contains("traps"));
}

TEST_CASE("Pins and traps: bad values are refused with their JSON path", "[format][traps]")
{
    struct Case {
        const char *board;
        const char *path;
        const char *words;
    };
    const auto c = GENERATE(
        Case{R"(, "pins": {})", "board.pins", "expected a list"},
        Case{R"(, "pins": [{"x": 1, "y": 1, "title": "a"}])", "board.pins[0].id", "missing"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": "a"},
                           {"id": "a", "x": 1, "y": 1, "title": "b"}])",
             "board.pins[1].id", "unique"},
        Case{R"(, "pins": [{"id": "a", "x": 10.5, "y": 1, "title": "a"}])", "board.pins[0].x",
             "within [0, 10] × [0, 8]"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "title": "a"}])", "board.pins[0].y", "missing"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1}])", "board.pins[0].title", "missing"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": 3}])", "board.pins[0].title",
             "expected a string"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": "a", "shared": "yes"}])",
             "board.pins[0].shared", "true or false"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": "a", "token": ""}])",
             "board.pins[0].token", "non-empty"},
        Case{R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": "a", "handout": 4}])",
             "board.pins[0].handout", "expected a string"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "trigger": "enter"}])", "board.traps[0].rect",
             "\"cells\", \"rect\" or both"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "cells": [[10, 0]], "trigger": "enter"}])",
             "board.traps[0].cells[0]", "on the 10×8 map"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "rect": [8, 6, 3, 1], "trigger": "enter"}])",
             "board.traps[0].rect", "wholly inside"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "cells": [[1, 1]], "trigger": "step"}])",
             "board.traps[0].trigger", "\"enter\", \"cross\" or \"turn\""},
        Case{R"(, "traps": [{"id": "t", "cells": [[1, 1]], "trigger": "enter"}])",
             "board.traps[0].name", "missing"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "cells": [[1, 1]], "trigger": "enter",
                             "hidden": 0}])",
             "board.traps[0].hidden", "true or false"},
        Case{R"(, "traps": [{"id": "t", "name": "T", "cells": [[1, 1]], "trigger": "enter"},
                            {"id": "t", "name": "U", "cells": [[1, 2]], "trigger": "enter"}])",
             "board.traps[1].id", "unique"});
    const auto error = refusal(pinnedFile(c.board));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(c.path));
    CHECK(error.message.contains(QString::fromUtf8(c.words)));
}

TEST_CASE("Pins and traps: a note longer than the limit is refused", "[format][traps][limits]")
{
    const QByteArray text(Limits::MaxNoteChars + 1, 'a');
    const QByteArray pins =
        R"(, "pins": [{"id": "a", "x": 1, "y": 1, "title": "a", "text": ")" + text + R"("}])";
    const auto error = refusal(pinnedFile(pins.constData()));
    CHECK(error.path == QLatin1String("board.pins[0].text"));
    CHECK(error.message.contains(QString::number(Limits::MaxNoteChars)));
}

TEST_CASE("Traps on a path: enter fires on a newly held cell, cross on any held cell after the "
          "start, turn never",
          "[rules][traps]")
{
    const auto e = loadJson(pinnedFile(PinsAndTraps));
    const auto &b = e.board.square;
    // Along row 2 from (2, 2): into the pit at (4, 2), across the wire at column 6.
    const auto row = line({{2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {7, 2}});
    const auto sprung = TrapTriggers::alongPath(b, row, 1, true);
    REQUIRE(sprung.size() == 2);
    CHECK(sprung[0].trapId == QLatin1String("pit"));
    CHECK(sprung[0].step == 2);
    CHECK(sprung[1].trapId == QLatin1String("wire"));
    CHECK(sprung[1].anchor == QPoint(6, 2));
    // The players' count leaves the hidden pit out.
    CHECK(TrapTriggers::idsAlongPath(b, row, 1, false) == QStringList{QStringLiteral("wire")});
    // A move that ends on the wire crosses it too; one that starts on it and leaves does not.
    CHECK(TrapTriggers::idsAlongPath(b, line({{5, 5}, {6, 5}}), 1, true) ==
          QStringList{QStringLiteral("wire")});
    CHECK(TrapTriggers::idsAlongPath(b, line({{6, 5}, {7, 5}}), 1, true).isEmpty());
    // Moving from one pit cell to the next holds a pit cell the step before did not.
    CHECK(TrapTriggers::idsAlongPath(b, line({{4, 2}, {4, 3}}), 1, true) ==
          QStringList{QStringLiteral("pit")});
    // A 2 × 2 token enters the pit when any footprint cell does: from (2, 3) to (3, 3) its
    // footprint gains (4, 3) and (4, 4).
    CHECK(TrapTriggers::idsAlongPath(b, line({{2, 3}, {3, 3}}), 2, true) ==
          QStringList{QStringLiteral("pit")});
    // A 2 × 2 token already over the pit that shifts down keeps (4, 3) and gains (4, 4): no pit
    // cell is new, so it does not fire.
    CHECK(TrapTriggers::idsAlongPath(b, line({{3, 2}, {3, 3}}), 2, true).isEmpty());
    // The rune fires when a turn starts in it, never on a move.
    CHECK(TrapTriggers::idsAlongPath(b, line({{0, 1}, {1, 1}, {2, 1}}), 1, true).isEmpty());
    CHECK(TrapTriggers::startsTurnIn(b, {1, 1}, 1, true) == QStringList{QStringLiteral("rune")});
    CHECK(TrapTriggers::startsTurnIn(b, {0, 0}, 2, true) == QStringList{QStringLiteral("rune")});
    CHECK(TrapTriggers::startsTurnIn(b, {1, 1}, 1, false).isEmpty());
    // Several met at one step come in the board's order.
    CHECK(TrapTriggers::idsAlongPath(b, line({{1, 2}, {4, 2}}), 3, true) ==
          (QStringList{QStringLiteral("pit"), QStringLiteral("wire")}));
}

TEST_CASE("The players' copy keeps a shared pin's title and a revealed trap, and no byte of the "
          "rest",
          "[players][traps]")
{
    const auto gm = loadJson(pinnedFile(PinsAndTraps));
    const auto players = PlayersEncounter::of(gm, FogView::of(gm));
    const auto &b = players.board.square;
    REQUIRE(b.pins.size() == 1);
    CHECK(b.pins[0].id == QLatin1String("door"));
    CHECK(b.pins[0].title == QLatin1String("Iron door"));
    CHECK(b.pins[0].text.isEmpty());
    CHECK(b.pins[0].token.isEmpty());
    CHECK(b.pins[0].handout.isEmpty());
    REQUIRE(b.traps.size() == 1);
    CHECK(b.traps[0].id == QLatin1String("wire"));
    CHECK(b.traps[0].note.isEmpty());
    const auto bytes = EncounterWriter::toBytes(players);
    for (const char *secret :
         {"Old well", "The key lies under the bucket", "Locked from within", "Nothing", "Pit trap",
          "10 ft drop", "Rings a bell", "Fire rune", "\"dc\"", "\"icon\"", "door-sketch"}) {
        INFO(secret);
        CHECK_FALSE(bytes.contains(secret));
    }
}
