// docs/file-format.md §3.10: board.drawings — read, written back unchanged, refused with their
// JSON path, within their limits; docs/rules.md §3: the players' copy keeps only shared ones.
#include "testsupport.h"

#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "io/encounterwriter.h"
#include "render/drawingpainter.h"

#include <QImage>
#include <QPainter>

using namespace TestSupport;

namespace
{

// A `classic` encounter on a 10 × 8 board with `boardKeys` added to the board.
QByteArray drawnFile(const QByteArray &boardKeys)
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Drawn",
        "rules": "classic", "board": {"kind": "square", "width": 10, "height": 8)") +
           boardKeys + QByteArrayLiteral(R"(},
        "sides": [{"id": "party", "name": "Party"}, {"id": "foes", "name": "Foes"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1}]})");
}

const QByteArray Drawings = R"(,
    "drawings": [
      {"id": "route", "kind": "pen", "points": [[1, 1], [1.5, 1.25], [2.75, 3]],
       "color": "#d55e00", "width": 0.1, "layer": "top"},
      {"id": "go", "kind": "arrow", "points": [[2, 6], [8, 6]], "color": "#0072B2",
       "width": 0.2, "shared": true},
      {"id": "room", "kind": "rect", "points": [[6, 1], [9, 3]], "color": "#80ff0000",
       "width": 0.05, "shared": false},
      {"id": "well", "kind": "ellipse", "points": [[0, 5], [2, 7]], "color": "#009e73",
       "width": 1},
      {"id": "edge", "kind": "line", "points": [[10, 0], [10, 8]], "color": "#000000",
       "width": 2},
      {"id": "note", "kind": "text", "points": [[3, 0.5]], "text": "Secret door here",
       "color": "#cc79a7", "width": 0.6}
    ])";

} // namespace

TEST_CASE("Drawings: read, written back and read again unchanged", "[format][drawings]")
{
    const auto e = loadJson(drawnFile(Drawings));
    const auto &d = e.board.square.drawings;
    REQUIRE(d.size() == 6);
    CHECK(d[0].kind == BoardDrawing::Kind::Pen);
    REQUIRE(d[0].points.size() == 3);
    CHECK(d[0].points[1] == MicroPoint{1'500'000, 1'250'000});
    CHECK(d[0].width == 100'000);
    CHECK_FALSE(d[0].shared);
    CHECK(d[0].extra.value(QLatin1String("layer")).toString() == QLatin1String("top"));
    CHECK(d[1].kind == BoardDrawing::Kind::Arrow);
    CHECK(d[1].shared);
    CHECK(d[1].color == QLatin1String("#0072B2")); // as written
    CHECK(d[2].kind == BoardDrawing::Kind::Rect);
    CHECK(d[3].kind == BoardDrawing::Kind::Ellipse);
    CHECK(d[4].points[0] == MicroPoint{10'000'000, 0}); // the board's far edge is on it
    CHECK(d[5].kind == BoardDrawing::Kind::Text);
    CHECK(d[5].text == QLatin1String("Secret door here"));

    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK(again.board.square.drawings == d);
    // `shared: false` stays named where the file named it, and nowhere else.
    CHECK(written.count("\"shared\": false") == 1);

    const auto plainBytes = EncounterWriter::toBytes(loadJson(drawnFile("")));
    CHECK_FALSE(plainBytes.contains("drawings"));

    // Wiped, they stay wiped: the list is not kept among the board's unknown keys.
    auto wiped = e;
    wiped.board.square.drawings.clear();
    CHECK_FALSE(EncounterWriter::toBytes(wiped).contains("drawings"));
}

TEST_CASE("Drawings: bad values are refused with their JSON path", "[format][drawings]")
{
    struct Case {
        const char *board;
        const char *path;
        const char *words;
    };
    const auto c = GENERATE(
        Case{R"(, "drawings": {})", "board.drawings", "expected a list"},
        Case{R"(, "drawings": [{"kind": "pen", "points": [[1, 1], [2, 2]], "width": 0.1}])",
             "board.drawings[0].id", "missing"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]], "width": 0.1},
                               {"id": "a", "kind": "line", "points": [[1, 1], [2, 2]], "width": 0.1}])",
             "board.drawings[1].id", "unique"},
        Case{R"(, "drawings": [{"id": "a", "kind": "spray", "points": [[1, 1]], "width": 0.1}])",
             "board.drawings[0].kind",
             "\"pen\", \"line\", \"arrow\", \"rect\", \"ellipse\" or \"text\""},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1]], "width": 0.1}])",
             "board.drawings[0].points", "from 2 to 5000 points for a pen, got 1"},
        Case{R"(, "drawings": [{"id": "a", "kind": "line", "points": [[1, 1], [2, 2], [3, 3]],
                                "width": 0.1}])",
             "board.drawings[0].points", "from 2 to 2 points for a line, got 3"},
        Case{R"(, "drawings": [{"id": "a", "kind": "text", "points": [[1, 1], [2, 2]],
                                "text": "x", "width": 1}])",
             "board.drawings[0].points", "from 1 to 1 points"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [10.5, 2]],
                                "width": 0.1}])",
             "board.drawings[0].points[1]", "within [0, 10] × [0, 8]"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [1]], "width": 0.1}])",
             "board.drawings[0].points[1]", "expected a point"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]]}])",
             "board.drawings[0].width", "missing"},
        Case{
            R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]], "width": 0}])",
            "board.drawings[0].width", "above 0 and at most 2 cells"},
        Case{
            R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]], "width": 2.5}])",
            "board.drawings[0].width", "above 0 and at most 2 cells"},
        Case{R"(, "drawings": [{"id": "a", "kind": "text", "points": [[1, 1]], "text": "x",
                                "width": 11}])",
             "board.drawings[0].width", "at most 10 cells"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]], "width": 0.1,
                                "color": "red"}])",
             "board.drawings[0].color", "expected a colour \"#RRGGBB\" or \"#AARRGGBB\""},
        Case{R"(, "drawings": [{"id": "a", "kind": "text", "points": [[1, 1]], "width": 1}])",
             "board.drawings[0].text", "missing"},
        Case{R"(, "drawings": [{"id": "a", "kind": "text", "points": [[1, 1]], "width": 1,
                                "text": "  "}])",
             "board.drawings[0].text", "non-empty"},
        Case{R"(, "drawings": [{"id": "a", "kind": "pen", "points": [[1, 1], [2, 2]], "width": 0.1,
                                "shared": 1}])",
             "board.drawings[0].shared", "true or false"});
    const auto error = refusal(drawnFile(c.board));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(c.path));
    CHECK(error.message.contains(QString::fromUtf8(c.words)));
}

TEST_CASE("Drawings: too many points on one board are refused", "[format][drawings][limits]")
{
    // Twenty-one strokes of 5000 points each: within a stroke's limit, over the board's.
    QByteArray points = "[";
    for (int i = 0; i < Limits::MaxDrawingPoints; ++i)
        points += (i ? ", [" : "[") + QByteArray::number(i % 10) + ", 1]";
    points += "]";
    QByteArray list = R"(, "drawings": [)";
    const int strokes = Limits::MaxBoardDrawingPoints / Limits::MaxDrawingPoints + 1;
    for (int i = 0; i < strokes; ++i)
        list += (i ? ", " : "") + QByteArray(R"({"id": "s)") + QByteArray::number(i) +
                R"(", "kind": "pen", "width": 0.1, "points": )" + points + "}";
    list += "]";
    const auto error = refusal(drawnFile(list));
    CHECK(error.path == QStringLiteral("board.drawings[%1].points").arg(strokes - 1));
    CHECK(error.message.contains(QString::number(Limits::MaxBoardDrawingPoints)));
}

TEST_CASE("The players' copy keeps the shared drawings only", "[players][drawings]")
{
    const auto gm = loadJson(drawnFile(Drawings));
    const auto players = PlayersEncounter::of(gm, FogView::of(gm));
    const auto &d = players.board.square.drawings;
    REQUIRE(d.size() == 1);
    CHECK(d[0].id == QLatin1String("go"));
    CHECK(d[0].extra.isEmpty());
    const auto bytes = EncounterWriter::toBytes(players);
    for (const char *secret : {"Secret door here", "route", "\"room\"", "\"layer\""}) {
        INFO(secret);
        CHECK_FALSE(bytes.contains(secret));
    }
}

TEST_CASE("DrawingPainter paints each kind inside its bounds and in its colour",
          "[render][drawings]")
{
    const auto e = loadJson(drawnFile(Drawings));
    for (const auto &drawing : e.board.square.drawings) {
        if (drawing.kind == BoardDrawing::Kind::Text)
            continue; // fonts need a QGuiApplication: the app's tests paint text
        INFO(drawing.id.toStdString());
        const int cell = 20;
        QImage image(10 * cell + 40, 8 * cell + 40, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.translate(20, 20);
        painter.scale(cell, cell);
        DrawingPainter::paint(painter, drawing, false);
        painter.end();
        const QRectF bounds = DrawingPainter::bounds(drawing);
        const QRect inside = QRectF(20 + bounds.x() * cell, 20 + bounds.y() * cell,
                                    bounds.width() * cell, bounds.height() * cell)
                                 .toAlignedRect()
                                 .adjusted(-1, -1, 1, 1);
        int painted = 0;
        int outside = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qAlpha(image.pixel(x, y)) == 0)
                    continue;
                ++painted;
                outside += inside.contains(x, y) ? 0 : 1;
            }
        }
        CHECK(painted > 10);
        CHECK(outside == 0);
        // The middle of the first segment is in the drawing's colour.
        const QColor expected(drawing.color);
        const QPointF a(FixedPoint::toDouble(drawing.points[0].x),
                        FixedPoint::toDouble(drawing.points[0].y));
        const QPointF b(FixedPoint::toDouble(drawing.points[1].x),
                        FixedPoint::toDouble(drawing.points[1].y));
        if (drawing.kind == BoardDrawing::Kind::Pen || drawing.kind == BoardDrawing::Kind::Line) {
            const QPointF mid = (a + b) / 2 * cell + QPointF(20, 20);
            const QColor seen = image.pixelColor(mid.toPoint());
            CHECK(qAbs(seen.red() - expected.red()) < 40);
            CHECK(qAbs(seen.blue() - expected.blue()) < 40);
        }
    }
}
