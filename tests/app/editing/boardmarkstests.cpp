// Pins and traps in the editor (docs/file-format.md §3.9, docs/rules.md §12): BoardMarks'
// edits, one undo step each; the lists its tools and cards show; what reaches the players'
// encounter; and a trap laid with the tool sets off the GM's path label.
#include "apptestsupport.h"
#include "editing/boardmarks.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"

#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "model/fixedpoint.h"

#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

struct Marked {
    EncounterDocument document;
    BoardMarks marks;
    Marked()
    {
        REQUIRE(openAndWait(document, str(GRIDKEEP_TEST_DATA_DIR "/valid-square.encounter")));
        marks.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const SquareBoard &board() const { return document.encounter().board.square; }
};

} // namespace

TEST_CASE("Pins: placed, moved, written and removed, one undo step each", "[editing][pins]")
{
    Marked m;
    REQUIRE(m.marks.isAvailable());
    const QString id = m.marks.addPin(2.5, 1.25);
    REQUIRE(id == str("pin-1"));
    REQUIRE(m.board().pins.size() == 1);
    CHECK(m.board().pins[0].x == 2'500'000);
    CHECK(m.board().pins[0].title == str("Note 1"));
    CHECK_FALSE(m.board().pins[0].shared);
    CHECK(m.marks.pinAt(2.6, 1.3) == id);
    CHECK(m.marks.pinAt(3.5, 1.3).isEmpty());

    const QString token = m.document.encounter().tokens.first().id;
    REQUIRE(m.marks.editPin(id, str("Old well"), str("The key lies under the bucket"), true, token,
                            str("letter")));
    const QVariantMap row = m.marks.pin(id);
    CHECK(row.value(str("title")).toString() == str("Old well"));
    CHECK(row.value(str("shared")).toBool());
    CHECK(row.value(str("tokenName")).toString() == m.document.encounter().tokens.first().name);
    CHECK(row.value(str("handout")).toString() == str("letter"));
    CHECK_FALSE(m.marks.editPin(id, str("  "), {}, false, {}, {})); // a title is needed

    // Dragged off the board, it stays on its edge.
    REQUIRE(m.marks.movePin(id, 40, -3));
    CHECK(m.board().pins[0].x == FixedPoint::fromDouble(m.board().width));
    CHECK(m.board().pins[0].y == 0);
    CHECK(m.stack().count() == 3);
    m.stack().undo();
    CHECK(m.board().pins[0].x == 2'500'000);
    REQUIRE(m.marks.removePin(id));
    CHECK(m.board().pins.isEmpty());
    m.stack().undo();
    CHECK(m.board().pins.size() == 1);
}

TEST_CASE("Traps: laid over cells, hidden by default, edited and removed, one undo step each",
          "[editing][traps]")
{
    Marked m;
    const QString pit = m.marks.addTrap(5, 3, 4, 2); // either corner first
    REQUIRE(pit == str("trap-1"));
    const BoardTrap &trap = m.board().traps.first();
    CHECK(trap.hidden);
    CHECK(trap.trigger == BoardTrap::Trigger::Enter);
    CHECK(trap.covers(4, 2));
    CHECK(trap.covers(5, 3));
    CHECK_FALSE(trap.covers(6, 3));
    CHECK(m.marks.trapAt(5, 2) == pit);
    CHECK(m.marks.trap(pit).value(str("cellCount")).toInt() == 4);
    const QString one = m.marks.addTrap(0, 0, 0, 0);
    CHECK(m.board().traps.last().region.cells == QList<QPoint>{QPoint(0, 0)});
    CHECK(m.marks.addTrap(-5, -5, -1, -1).isEmpty()); // off the board

    REQUIRE(m.marks.editTrap(pit, str("Pit trap"), str("cross"), false, str("10 ft drop")));
    CHECK(m.board().traps.first().name == str("Pit trap"));
    CHECK(m.board().traps.first().trigger == BoardTrap::Trigger::Cross);
    CHECK_FALSE(m.board().traps.first().hidden);
    CHECK_FALSE(m.marks.editTrap(pit, str("Pit"), str("sneeze"), true, {}));
    CHECK(m.stack().count() == 3);
    REQUIRE(m.marks.removeTrap(one));
    CHECK(m.board().traps.size() == 1);

    // What the editor made, the file reads back as it was.
    EncounterReader reader;
    const auto again =
        reader.readBytes(EncounterWriter::toBytes(m.document.encounter()), str("marked.encounter"));
    INFO(reader.error().toString().toStdString());
    REQUIRE(again.has_value());
    CHECK(again->board.square.traps == m.board().traps);
}

TEST_CASE("The players' encounter holds shared pins without text and revealed traps only",
          "[editing][pins][traps][player]")
{
    Marked m;
    FogTracker fog;
    fog.setDocument(&m.document);
    PlayerMirror mirror;
    mirror.setSource(&m.document);
    mirror.setFog(&fog);
    settleEvents();
    const QString gmPin = m.marks.addPin(1, 1);
    REQUIRE(m.marks.editPin(gmPin, str("Secret lever"), str("Opens the vault"), false, {}, {}));
    const QString sharedPin = m.marks.addPin(3, 3);
    REQUIRE(m.marks.editPin(sharedPin, str("Town gate"), str("The guard takes bribes"), true, {},
                            str("gate-sketch")));
    const QString hiddenTrap = m.marks.addTrap(6, 6, 6, 6);
    REQUIRE(m.marks.editTrap(hiddenTrap, str("Poison needle"), str("enter"), true, str("DC 14")));
    mirror.sync();
    const auto &players = mirror.document()->encounter();
    REQUIRE(players.board.square.pins.size() == 1);
    CHECK(players.board.square.pins[0].title == str("Town gate"));
    CHECK(players.board.square.traps.isEmpty());
    const auto bytes = EncounterWriter::toBytes(players);
    for (const char *secret : {"Secret lever", "Opens the vault", "The guard takes bribes",
                               "gate-sketch", "Poison needle", "DC 14"}) {
        INFO(secret);
        CHECK_FALSE(bytes.contains(secret));
    }
    // Revealed, the trap reaches them with its name, never its note.
    REQUIRE(m.marks.editTrap(hiddenTrap, str("Poison needle"), str("enter"), false, str("DC 14")));
    mirror.sync();
    REQUIRE(mirror.document()->encounter().board.square.traps.size() == 1);
    CHECK_FALSE(EncounterWriter::toBytes(mirror.document()->encounter()).contains("DC 14"));
}
