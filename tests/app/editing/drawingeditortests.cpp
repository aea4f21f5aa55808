// The GM's drawings and pings (docs/file-format.md §3.10, README "Drawings and pings"):
// DrawingEditor's edits, one undo step a stroke however many points it takes; the eraser, the
// sharing and the clearing; what reaches the players' encounter; the file keeps them; and
// BoardPings' life of about two seconds and its second-ping centring.
#include "apptestsupport.h"
#include "editing/drawingeditor.h"
#include "player/boardpings.h"
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

struct DrawnBoard {
    EncounterDocument document;
    DrawingEditor drawings;
    DrawnBoard()
    {
        REQUIRE(openAndWait(document, str(GRIDKEEP_TEST_DATA_DIR "/valid-square.encounter")));
        drawings.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const QList<BoardDrawing> &list() const { return document.encounter().board.square.drawings; }
    // A stroke of the current tool from `from` through `through` and let go: one step.
    bool stroke(QPointF from, std::initializer_list<QPointF> through)
    {
        if (!drawings.begin(from.x(), from.y()))
            return false;
        for (const auto &p : through)
            drawings.extend(p.x(), p.y());
        return drawings.end();
    }
};

} // namespace

TEST_CASE("Drawings: a pen stroke is one undo step however many points it takes",
          "[editing][drawings]")
{
    DrawnBoard b;
    REQUIRE(b.drawings.isAvailable());
    CHECK(b.drawings.tool() == str("pen"));
    QSignalSpy draft(&b.drawings, &DrawingEditor::draftChanged);
    REQUIRE(b.drawings.begin(1, 1));
    CHECK(b.drawings.isDrawing());
    for (int i = 1; i <= 40; ++i)
        b.drawings.extend(1 + i * 0.1, 1 + i * 0.05);
    // The stroke is not in the encounter until it is let go.
    CHECK(b.list().isEmpty());
    CHECK(b.stack().count() == 0);
    CHECK(draft.count() > 40);
    REQUIRE(b.drawings.end());
    CHECK_FALSE(b.drawings.isDrawing());
    REQUIRE(b.list().size() == 1);
    CHECK(b.stack().count() == 1);
    CHECK(b.stack().undoText() == str("Draw stroke"));
    const BoardDrawing &d = b.list().first();
    CHECK(d.kind == BoardDrawing::Kind::Pen);
    CHECK(d.points.size() > 30);
    CHECK(d.points.first() == MicroPoint{1'000'000, 1'000'000});
    CHECK(d.points.last() == MicroPoint{5'000'000, 3'000'000});
    CHECK(d.color == b.drawings.color());
    CHECK(d.width == FixedPoint::fromDouble(DrawingEditor::DefaultWidth));
    CHECK_FALSE(d.shared);
    CHECK(b.drawings.count() == 1);

    b.stack().undo();
    CHECK(b.list().isEmpty());
    b.stack().redo();
    CHECK(b.list().size() == 1);
}

TEST_CASE("Drawings: lines, arrows, boxes and text keep to the board, and an empty one is not "
          "drawn",
          "[editing][drawings]")
{
    DrawnBoard b;
    b.drawings.setTool(str("arrow"));
    b.drawings.setColor(str("#0072b2"));
    b.drawings.setStrokeWidth(0.2);
    b.drawings.setShared(true);
    // Dragged off the 10 × 8 board, the arrow's point stays on its edge.
    REQUIRE(b.stroke({2, 6}, {{5, 6}, {14, 6}}));
    const BoardDrawing arrow = b.list().last();
    CHECK(arrow.kind == BoardDrawing::Kind::Arrow);
    CHECK(arrow.points == QList<MicroPoint>{{2'000'000, 6'000'000}, {10'000'000, 6'000'000}});
    CHECK(arrow.shared);
    CHECK(arrow.color == str("#0072b2"));
    CHECK(arrow.width == 200'000);

    b.drawings.setTool(str("rect"));
    CHECK_FALSE(b.stroke({3, 3}, {{6, 3}})); // no height: nothing drawn
    CHECK(b.stroke({3, 3}, {{6, 5}}));
    b.drawings.setTool(str("ellipse"));
    CHECK(b.stroke({0, 0}, {{2, 2}}));
    b.drawings.setTool(str("line"));
    CHECK_FALSE(b.stroke({4, 4}, {})); // a click is not a line
    CHECK(b.drawings.addText(3, 0.5, str("  Secret door  ")) == str("drawing-4"));
    CHECK(b.list().last().text == str("Secret door"));
    CHECK(b.drawings.addText(3, 0.5, str("   ")).isEmpty());
    CHECK(b.list().size() == 4);
    CHECK(b.stack().count() == 4);
    // An unknown tool is ignored.
    b.drawings.setTool(str("spray"));
    CHECK(b.drawings.tool() == str("line"));

    // What the editor made, the file reads back as it was.
    EncounterReader reader;
    const auto again =
        reader.readBytes(EncounterWriter::toBytes(b.document.encounter()), str("drawn.encounter"));
    INFO(reader.error().toString().toStdString());
    REQUIRE(again.has_value());
    CHECK(again->board.square.drawings == b.list());
}

TEST_CASE("Drawings: the eraser, sharing and clearing are one step each", "[editing][drawings]")
{
    DrawnBoard b;
    b.drawings.setTool(str("line"));
    REQUIRE(b.stroke({1, 1}, {{5, 1}}));
    b.drawings.setShared(true);
    REQUIRE(b.stroke({1, 4}, {{5, 4}}));
    CHECK(b.drawings.sharedCount() == 1);

    CHECK(b.drawings.drawingAt(3, 1.1) == str("drawing-1"));
    CHECK(b.drawings.drawingAt(3, 2.5).isEmpty());
    CHECK(b.drawings.isDrawingShared(str("drawing-2")));
    REQUIRE(b.drawings.setDrawingShared(str("drawing-1"), true));
    CHECK(b.drawings.sharedCount() == 2);
    CHECK(b.stack().undoText() == str("Show line to the players"));
    b.stack().undo();
    CHECK(b.drawings.sharedCount() == 1);

    const int steps = b.stack().index();
    CHECK_FALSE(b.drawings.eraseAt(3, 2.5));
    REQUIRE(b.drawings.eraseAt(3, 4));
    CHECK(b.stack().index() == steps + 1);
    CHECK(b.list().size() == 1);
    b.stack().undo();
    CHECK(b.list().size() == 2);

    REQUIRE(b.drawings.clear(true)); // the GM's own go, the shared one stays
    REQUIRE(b.list().size() == 1);
    CHECK(b.list().first().id == str("drawing-2"));
    REQUIRE(b.drawings.clear());
    CHECK(b.list().isEmpty());
    CHECK_FALSE(b.drawings.clear());
    b.stack().undo();
    b.stack().undo();
    CHECK(b.list().size() == 2);
}

TEST_CASE("Drawings: the players' encounter holds the shared ones and no other",
          "[editing][drawings][player]")
{
    DrawnBoard b;
    FogTracker fog;
    fog.setDocument(&b.document);
    PlayerMirror mirror;
    mirror.setSource(&b.document);
    mirror.setFog(&fog);
    settleEvents();
    const auto playersDrawings = [&] {
        mirror.sync();
        QStringList ids;
        for (const auto &d : mirror.document()->encounter().board.square.drawings)
            ids << d.id;
        return ids;
    };
    b.drawings.setTool(str("text"));
    REQUIRE_FALSE(b.drawings.addText(1, 1, str("The GM's secret")).isEmpty());
    b.drawings.setShared(true);
    REQUIRE_FALSE(b.drawings.addText(1, 3, str("Go here")).isEmpty());
    CHECK(playersDrawings() == strings({"drawing-2"}));
    const auto bytes = EncounterWriter::toBytes(mirror.document()->encounter());
    CHECK_FALSE(bytes.contains("The GM's secret"));
    CHECK(bytes.contains("Go here"));
    REQUIRE(b.drawings.setDrawingShared(str("drawing-2"), false));
    CHECK(playersDrawings().isEmpty());
}

TEST_CASE("Pings: live for about two seconds, and a second one near it centres the player view",
          "[player][pings]")
{
    BoardPings pings;
    QSignalSpy changed(&pings, &BoardPings::pingsChanged);
    QSignalSpy centre(&pings, &BoardPings::centreRequested);
    pings.ping(4.5, 2.5);
    REQUIRE(pings.pings().size() == 1);
    const auto row = pings.pings().first().toMap();
    CHECK(row.value(str("cellX")).toDouble() == 4.5);
    CHECK(row.value(str("cellY")).toDouble() == 2.5);
    CHECK(centre.isEmpty());
    pings.ping(8, 7); // far away: a ping of its own
    CHECK(centre.isEmpty());
    pings.ping(5, 3); // near the first: centre there
    REQUIRE(centre.size() == 1);
    CHECK(centre.first().at(0).toDouble() == 5);
    CHECK(pings.pings().size() == 3);
    // They go once their time is up (the timer's own wait, not a sleep of the test's).
    REQUIRE(QTest::qWaitFor([&] { return pings.pings().isEmpty(); }, BoardPings::Lifetime * 3));
    CHECK(changed.count() >= 4);
    pings.ping(std::nan(""), 1);
    CHECK(pings.pings().isEmpty());
}

TEST_CASE("Pings and drawings are not undo steps or saved when nothing is drawn", "[player][pings]")
{
    DrawnBoard b;
    BoardPings pings;
    pings.ping(2, 2);
    CHECK(b.stack().count() == 0);
    CHECK_FALSE(b.document.isModified());
    CHECK_FALSE(EncounterWriter::toBytes(b.document.encounter()).contains("drawings"));
}
