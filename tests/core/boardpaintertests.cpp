#include "testsupport.h"

#include "model/ruleset.h"
#include "render/boardpainter.h"
#include "render/boardrenderer.h"

#include <QImage>
#include <QPainter>
#include <catch2/catch.hpp>

// docs/architecture.md §4.14: BoardPainter is the one drawing of the board's own layer; the
// exports (BoardRenderer) draw it, as the app's board does.

namespace
{

QImage paintLayer(const BoardPainter &painter, QSize cells, int pixels)
{
    QImage image(cells * pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.scale(pixels, pixels);
    painter.paint(p, QRect(QPoint(0, 0), cells));
    return image;
}

} // namespace

TEST_CASE("the exported board is BoardPainter's layer under the tokens", "[render]")
{
    const Encounter gm = TestSupport::loadExample("bridge-ambush.encounter");
    const auto &board = gm.board.square;
    BoardRenderer::Options options;
    options.cellPixels = 20;
    options.tokens = false;
    const QImage exported = BoardRenderer::renderImage(gm, options)
                                .convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const BoardPainter painter(board, *gm.rules, {});
    const QImage layer = paintLayer(painter, {board.width, board.height}, 20);
    REQUIRE(exported.size() == layer.size());
    // No lights burn on this map and nothing else is drawn over the layer: the same pixels, but
    // for the rounding of the blank light picture drawn over it.
    int worst = 0;
    for (int y = 0; y < layer.height(); ++y) {
        for (int x = 0; x < layer.width(); ++x) {
            const QRgb a = exported.pixel(x, y);
            const QRgb b = layer.pixel(x, y);
            worst = qMax(worst, qMax(qAbs(qRed(a) - qRed(b)),
                                     qMax(qAbs(qGreen(a) - qGreen(b)), qAbs(qBlue(a) - qBlue(b)))));
        }
    }
    CHECK(worst <= 2);
}

TEST_CASE("BoardPainter draws nothing of a cell it may not show", "[render]")
{
    const Encounter gm = TestSupport::loadExample("bridge-ambush.encounter");
    const auto &board = gm.board.square;
    BoardPainter painter(board, *gm.rules, {});
    // Only the west half shows; the water, the walls and the ridge lie in the east.
    painter.setShown([](int x, int) { return x < 10; });
    painter.setWalls({});
    painter.setGrid(false);
    const QImage image = paintLayer(painter, {board.width, board.height}, 10);
    const QRgb ground = BoardPainter::Colors().ground.rgba();
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 10 * 10 + 1; x < image.width(); ++x) {
            if (image.pixel(x, y) != ground)
                FAIL("pixel " << x << "," << y << " is not plain ground");
        }
    }
    // The shown half still has its terrain: the obstacle at (7, 4).
    CHECK(image.pixel(7 * 10 + 5, 4 * 10 + 5) != ground);
}
