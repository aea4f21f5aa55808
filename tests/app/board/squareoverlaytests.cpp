#include "apptestsupport.h"
#include "board/overlaygeometry.h"
#include "board/squareoverlayitem.h"
#include "board/squareoverlaypainter.h"
#include "document/encounterdocument.h"
#include "live/liveanalysis.h"

#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRendererInterface>
#include <QTest>
#include <memory>

using namespace AppTestSupport;

// docs/architecture.md §4.9: the scene graph draws the overlays as geometry, a cached texture,
// or (software renderer) a render node; each must show what SquareOverlayPainter paints.

TEST_CASE("OverlayGeometry makes antialiased triangles in cell units")
{
    const qreal pixel = 0.05; // 20 pixels per cell
    OverlayGeometry geometry(pixel);
    CHECK(geometry.isEmpty());
    // A line: a solid core and two fading fringes, two triangles each.
    geometry.line(QLineF(1, 1, 4, 1), 0.1, Qt::red);
    CHECK(geometry.vertexCount() == 18);
    // A filled rectangle: two triangles, no fringe.
    geometry.rect(QRectF(0, 0, 1, 1), Qt::blue);
    CHECK(geometry.vertexCount() == 24);
    // Dashes: one band per dash, about length / period of them.
    OverlayGeometry dashes(pixel);
    dashes.dashedLine(QLineF(0, 0, 3, 0), 0.1, Qt::red, 0.25, 0.25);
    CHECK(dashes.vertexCount() == 6 * 18);
    // A line thinner than a pixel is drawn a pixel wide: no solid core, only the two fringes,
    // which reach a pixel out from its middle.
    OverlayGeometry thin(pixel);
    thin.line(QLineF(0, 0, 1, 0), 0.001, Qt::red);
    auto *node = thin.intoNode(nullptr);
    std::unique_ptr<QSGGeometryNode> owner(node);
    REQUIRE(node->geometry()->vertexCount() == 12);
    CHECK(node->geometry()->drawingMode() == QSGGeometry::DrawTriangles);
    float top = 0;
    const auto *vertices = node->geometry()->vertexDataAsColoredPoint2D();
    for (int i = 0; i < node->geometry()->vertexCount(); ++i)
        top = qMax(top, vertices[i].y);
    CHECK(top == Approx(pixel));
    // Colours are premultiplied, as QSGVertexColorMaterial blends them.
    OverlayGeometry translucent(pixel);
    translucent.rect(QRectF(0, 0, 1, 1), QColor(255, 0, 0, 128));
    std::unique_ptr<QSGGeometryNode> red(translucent.intoNode(nullptr));
    const auto &v = red->geometry()->vertexDataAsColoredPoint2D()[0];
    CHECK(int(v.a) == 128);
    CHECK(int(v.r) == 128);
}

TEST_CASE("SquareOverlayPainter's geometry follows the switches and the layer")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    live.setSelectedToken(QStringLiteral("kara"));
    REQUIRE(live.setDrag(QStringLiteral("kara"), {12, 8}));
    SquareOverlayPainter painter;
    painter.frame = live.frame();
    auto vertices = [&] {
        OverlayGeometry geometry(1.0 / 48);
        painter.buildGeometry(geometry, 48);
        return geometry.vertexCount();
    };
    const int all = vertices();
    CHECK(all > 0);
    painter.showSight = false;
    const int withoutSight = vertices();
    CHECK(withoutSight < all);
    painter.showPath = false;
    CHECK(vertices() < withoutSight);
    painter.showSurrounded = false;
    CHECK(vertices() == 0);
    painter.showSight = true;
    painter.layer = SquareOverlayPainter::Layer::OverTokens; // labels only: no geometry
    CHECK(vertices() == 0);
}

TEST_CASE("SquareOverlayItem in a window shows what it paints")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    live.setSelectedToken(QStringLiteral("kara"));
    REQUIRE(live.setDrag(QStringLiteral("kara"), {12, 8}));

    QQuickWindow window;
    window.setColor(Qt::white);
    window.resize(24 * 32, 16 * 32);
    SquareOverlayItem item(window.contentItem());
    item.setCellSize(32);
    item.setFrame(live.frame());
    item.setSize({item.implicitWidth(), item.implicitHeight()});
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QImage shown = window.grabWindow().convertToFormat(QImage::Format_RGB32);
    REQUIRE(shown.size() == window.size());

    // The same overlay painted at the window's resolution, over white.
    QImage painted(window.size(), QImage::Format_RGB32);
    painted.fill(Qt::white);
    {
        QPainter painter(&painted);
        item.paint(&painter);
    }
    // The geometry and the texture differ from direct painting by their antialiasing and
    // sampling, and the software renderer's node not at all: most pixels agree closely.
    qint64 close = 0;
    qint64 coloured = 0;
    for (int y = 0; y < shown.height(); ++y) {
        for (int x = 0; x < shown.width(); ++x) {
            const QColor a = shown.pixelColor(x, y);
            const QColor b = painted.pixelColor(x, y);
            if (b != Qt::white)
                ++coloured;
            const int d = qMax(qAbs(a.red() - b.red()),
                               qMax(qAbs(a.green() - b.green()), qAbs(a.blue() - b.blue())));
            if (d <= 48)
                ++close;
        }
    }
    CHECK(coloured > shown.width() * shown.height() / 20); // there is something to compare
    const qint64 pixels = qint64(shown.width()) * shown.height();
    CHECK(close >= pixels * 97 / 100);
    if (window.rendererInterface()->graphicsApi() == QSGRendererInterface::Software)
        CHECK(close >= pixels * 999 / 1000);
}
