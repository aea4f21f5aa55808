#include "apptestsupport.h"
#include "board/boardlayerrendernode.h"
#include "board/fogoverlayitem.h"
#include "board/reachcellsitem.h"
#include "board/squareboarditem.h"
#include "document/encounterdocument.h"
#include "editing/boardeditor.h"
#include "live/liveanalysis.h"
#include "player/fogeditor.h"
#include "player/fogtracker.h"
#include "shell/mainwindowhost.h"

#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTest>

using namespace AppTestSupport;

// docs/architecture.md §4.14: the board layer is painted once per board change and kept; the
// reach band, the tactical map and the fog are scene-graph nodes. What a window shows must be
// what each item paints.

namespace
{

// The share of pixels whose channels differ by at most `tolerance`.
double agreement(const QImage &a, const QImage &b, int tolerance)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size())
        return 0;
    qint64 close = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            const int d =
                qMax(qAbs(qRed(p[col]) - qRed(q[col])), qMax(qAbs(qGreen(p[col]) - qGreen(q[col])),
                                                             qAbs(qBlue(p[col]) - qBlue(q[col]))));
            if (d <= tolerance)
                ++close;
        }
    }
    return double(close) / (qint64(x.width()) * x.height());
}

bool isSoftware(QQuickWindow &window)
{
    return window.rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
}

} // namespace

TEST_CASE("A token drag, a selection and the overlays never repaint the board layer", "[board]")
{
    MainWindowHost host;
    REQUIRE(host.create({1200, 800}));
    REQUIRE(openAndWait(*host.document(), examplePath(QStringLiteral("bridge-ambush.encounter"))));
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    auto *board =
        qobject_cast<SquareBoardItem *>(itemNamed(window->contentItem(), QStringLiteral("board")));
    REQUIRE(board);
    auto *pointer = itemNamed(window->contentItem(), QStringLiteral("boardPointer"));
    REQUIRE(pointer);
    auto *live = window->property("live").value<LiveAnalysis *>();
    REQUIRE(live);
    QTRY_VERIFY(board->layerPaints() > 0);
    // The window fits the board to its size once it is shown: let the zoom settle first.
    QTest::qWait(300);
    (void)window->grabWindow();
    const int paints = board->layerPaints();
    const int scalings = BoardLayerRenderNode::scalings();

    // Kara at (7, 7): select her, drag her four cells west a cell per move, drop her there.
    live->setSelectedToken(QStringLiteral("kara"));
    const qreal cell = board->cellSize();
    auto at = [&](int x, int y) {
        return pointer->mapToScene(QPointF((x + 0.5) * cell, (y + 0.5) * cell)).toPoint();
    };
    QTest::mousePress(window, Qt::LeftButton, {}, at(7, 7));
    for (int x = 6; x >= 3; --x) {
        QTest::mouseMove(window, at(x, 7));
        QCoreApplication::processEvents();
        (void)window->grabWindow();
    }
    QTest::mouseRelease(window, Qt::LeftButton, {}, at(3, 7));
    QTRY_COMPARE(host.document()->encounter().token(QStringLiteral("kara"))->x, 3);
    // Another selection and the overlays switched off and on.
    live->setSelectedToken(QStringLiteral("brom"));
    auto *overlays = window->property("overlays").value<QObject *>();
    REQUIRE(overlays);
    for (bool on : {false, true}) {
        for (const char *name : {"zones", "surrounded", "sight", "highGround", "movement"})
            overlays->setProperty(name, on);
        (void)window->grabWindow();
    }
    CHECK(board->layerPaints() == paints);
    if (isSoftware(*window))
        CHECK(BoardLayerRenderNode::scalings() == scalings); // no rescaling either

    // A wall is a board edit: one new layer.
    BoardEditor editor;
    editor.setDocument(host.document());
    REQUIRE(editor.addWall(1, 1, 3, 1));
    (void)window->grabWindow();
    CHECK(board->layerPaints() == paints + 1);
}

TEST_CASE("The board item shows the layer BoardPainter paints", "[board]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    QQuickWindow window;
    window.setColor(Qt::white);
    window.resize(24 * 32, 16 * 32);
    SquareBoardItem board(window.contentItem());
    board.setDocument(&document);
    board.setCellSize(32);
    // 32 texture pixels per cell: the layer is shown one to one.
    board.setMaxTextureSide(24 * 32);
    board.setSize({board.implicitWidth(), board.implicitHeight()});
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QImage shown = window.grabWindow();
    REQUIRE(board.layer().size() == QSize(24 * 32, 16 * 32));

    QImage painted(window.size(), QImage::Format_RGB32);
    painted.fill(Qt::white);
    {
        QPainter painter(&painted);
        board.paint(&painter);
    }
    CHECK(agreement(shown, painted, 8) >= 0.999);
    CHECK(agreement(shown, board.layer(), 8) >= 0.999);
}

TEST_CASE("The reach band's nodes show what it paints, and only the cells' changes rebuild them",
          "[board]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("classic-reach.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    live.setSelectedToken(QStringLiteral("spearman"));
    QQuickWindow window;
    window.setColor(Qt::white);
    const QSize cells(document.boardWidth(), document.boardHeight());
    window.resize(cells * 32);
    ReachCellsItem reach(window.contentItem());
    reach.setCellSize(32);
    reach.setSize(QSizeF(cells * 32));
    reach.setFrame(live.frame());
    REQUIRE(reach.cellCount() > 15);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QImage shown = window.grabWindow();
    QImage painted(window.size(), QImage::Format_RGB32);
    painted.fill(Qt::white);
    {
        QPainter painter(&painted);
        reach.paint(&painter);
    }
    CHECK(agreement(shown, painted, 8) >= 0.999);
    QImage blank(painted.size(), painted.format());
    blank.fill(Qt::white);
    CHECK(agreement(painted, blank, 0) < 0.95); // there is a band to compare

    // The same frame again keeps the nodes; another focus rebuilds them.
    const int rebuilds = reach.rebuildCount();
    reach.setFrame(live.frame());
    (void)window.grabWindow();
    CHECK(reach.rebuildCount() == rebuilds);
    live.setSelectedToken(QStringLiteral("ogre"));
    reach.setFrame(live.frame());
    (void)window.grabWindow();
    CHECK(reach.rebuildCount() == rebuilds + 1);
}

TEST_CASE("The players' fog node hides every hidden cell whole, edges included", "[board][player]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    FogTracker tracker;
    tracker.setDocument(&document);
    FogEditor fog;
    fog.setDocument(&document);
    fog.setEnabled(true);
    REQUIRE(fog.paintRect(0, 0, 10, 16, true)); // the west bank shows, the rest is hidden
    QTRY_VERIFY(tracker.view().enabled());

    QQuickWindow window;
    window.setColor(Qt::white); // what would leak through: white
    window.resize(24 * 30, 16 * 30);
    FogOverlayItem item(window.contentItem());
    item.setCellSize(30);
    item.setPlayers(true);
    item.setFog(&tracker);
    item.setSize({24 * 30, 16 * 30});
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QImage shown = window.grabWindow().convertToFormat(QImage::Format_RGB32);
    const QColor hidden = item.property("hiddenColor").value<QColor>();
    int checked = 0;
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < 24; ++x) {
            if (tracker.view().cell({x, y}) != FogView::State::Hidden)
                continue;
            // Every pixel of the cell, its edges and corners included.
            for (int py = y * 30; py < (y + 1) * 30; ++py) {
                for (int px = x * 30; px < (x + 1) * 30; ++px) {
                    if (QColor(shown.pixel(px, py)) != hidden) {
                        FAIL("cell " << x << "," << y << " shows through at " << px << "," << py);
                    }
                }
            }
            ++checked;
        }
    }
    CHECK(checked > 0);
    // A hidden run reaches over into the shown cell beside it (strokes on the edge).
    REQUIRE(tracker.view().cell({9, 5}) != FogView::State::Hidden);
    REQUIRE(tracker.view().cell({10, 5}) == FogView::State::Hidden);
    CHECK(QColor(shown.pixel(10 * 30 - 1, 5 * 30 + 15)) == hidden);
    CHECK(QColor(shown.pixel(10 * 30 - 15, 5 * 30 + 15)) != hidden);

    // A frame without a fog change keeps the node.
    const int rebuilds = item.rebuildCount();
    item.update();
    (void)window.grabWindow();
    CHECK(item.rebuildCount() == rebuilds);
}
