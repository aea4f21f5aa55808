#include "board/squareoverlayitem.h"

#include "board/overlaygeometry.h"
#include "board/squareoverlayrendernode.h"

#include <QPainter>
#include <QPicture>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGRendererInterface>
#include <QSGTexture>
#include <QSGTransformNode>
#include <memory>

namespace
{

// The scene-graph nodes of one overlay item (docs/architecture.md §4.9), children of one root
// in drawing order: the painted parts' texture, then the geometry in cell units under a
// transform to the item's size. Each is kept between frames and updated only when its own
// inputs changed.
class OverlayRootNode : public QSGNode
{
public:
    QSGImageNode *painted = nullptr;
    // The root owns the texture, not the image node: the software back end's image node does
    // not delete a texture it owns when another one replaces it.
    std::unique_ptr<QSGTexture> paintedTexture;
    QSGTransformNode *cells = nullptr;
    QSGGeometryNode *geometry = nullptr;
};

// The layer's painter parts as the texture holds them: all but the geometry.
SquareOverlayPainter::Parts paintedParts()
{
    return SquareOverlayPainter::PaintAll & ~SquareOverlayPainter::GeometryParts;
}

} // namespace

SquareOverlayItem::SquareOverlayItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    // Overlays are drawn by the engine's data only: clicks go to the board and tokens below.
    setAcceptedMouseButtons(Qt::NoButton);
}

void SquareOverlayItem::changed()
{
    m_nodesDirty = true;
    update();
}

void SquareOverlayItem::setFrame(const LiveFrame &frame)
{
    const auto boardSize = [](const LiveFrame &f) {
        const Encounter *encounter = f.encounter.get();
        return encounter && encounter->board.isSquare()
                   ? QSize(encounter->board.square.width, encounter->board.square.height)
                   : QSize();
    };
    const bool resized = boardSize(frame) != boardSize(m_painter.frame);
    m_painter.frame = frame;
    Q_EMIT frameChanged();
    if (resized)
        boardChanged();
    changed();
}

void SquareOverlayItem::setStealth(const StealthFrame &stealth)
{
    m_painter.stealth = stealth;
    Q_EMIT stealthChanged();
    changed();
}

void SquareOverlayItem::setDark(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    choosePalette();
}

void SquareOverlayItem::setHighContrast(bool on)
{
    if (m_highContrast == on)
        return;
    m_highContrast = on;
    choosePalette();
}

void SquareOverlayItem::choosePalette()
{
    m_painter.palette = m_highContrast ? OverlayPalette::highContrast()
                        : m_dark       ? OverlayPalette::dark()
                                       : OverlayPalette::light();
    Q_EMIT darkChanged();
    changed();
}

void SquareOverlayItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    boardChanged();
}

void SquareOverlayItem::setOverlayLayer(Layer layer)
{
    if (m_layer == layer)
        return;
    m_layer = layer;
    m_painter.layer = SquareOverlayPainter::Layer(int(layer));
    Q_EMIT overlayLayerChanged();
    changed();
}

void SquareOverlayItem::setSwitch(bool &member, bool on)
{
    if (member == on)
        return;
    member = on;
    Q_EMIT switchesChanged();
    changed();
}

void SquareOverlayItem::setShowZones(bool on)
{
    setSwitch(m_painter.showZones, on);
}
void SquareOverlayItem::setShowReach(bool on)
{
    setSwitch(m_painter.showReach, on);
}
void SquareOverlayItem::setShowPath(bool on)
{
    setSwitch(m_painter.showPath, on);
}
void SquareOverlayItem::setShowSight(bool on)
{
    setSwitch(m_painter.showSight, on);
}
void SquareOverlayItem::setShowHighGround(bool on)
{
    setSwitch(m_painter.showHighGround, on);
}
void SquareOverlayItem::setShowSurrounded(bool on)
{
    setSwitch(m_painter.showSurrounded, on);
}

void SquareOverlayItem::setSightRange(int squares)
{
    squares = qMax(0, squares);
    if (m_painter.sightRange == squares)
        return;
    m_painter.sightRange = squares;
    Q_EMIT switchesChanged();
    changed();
}

void SquareOverlayItem::setMaxTextureSide(int pixels)
{
    if (m_maxTextureSide == pixels || pixels < 64)
        return;
    m_maxTextureSide = pixels;
    Q_EMIT maxTextureSideChanged();
    // It follows the zoom: the geometry's one-pixel fringes are rebuilt for the new scale.
    changed();
}

int SquareOverlayItem::pixelsPerCell(int widthCells, int heightCells, int maxTextureSide)
{
    const int longest = qMax(1, qMax(widthCells, heightCells));
    return qBound(8, maxTextureSide / longest, 64);
}

QSize SquareOverlayItem::textureSize() const
{
    const SquareBoard *board = m_painter.board();
    if (!board || width() <= 0 || height() <= 0)
        return {};
    const int ppc = pixelsPerCell(board->width, board->height, m_maxTextureSide);
    return {board->width * ppc, board->height * ppc};
}

void SquareOverlayItem::boardChanged()
{
    const Encounter *encounter = m_painter.frame.encounter.get();
    const bool square = encounter && encounter->board.isSquare();
    const int w = square ? encounter->board.square.width : 0;
    const int h = square ? encounter->board.square.height : 0;
    setImplicitSize(w * m_cellSize, h * m_cellSize);
    changed();
}

void SquareOverlayItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        changed();
}

void SquareOverlayItem::paint(QPainter *painter)
{
    m_painter.paint(painter, size());
}

QSGNode *SquareOverlayItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (width() <= 0 || height() <= 0 || !m_painter.board()) {
        delete oldNode;
        m_paintedRecording.clear();
        return nullptr;
    }
    // For comparison in benchmarks only: the whole overlay painted into a texture on every
    // change, as the QQuickPaintedItem it used to be did.
    static const bool everythingPainted = qEnvironmentVariableIntValue("GRIDKEEP_OVERLAY_TEXTURE");
    if (everythingPainted)
        return updateSceneGraphNodes(oldNode, true);
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<SquareOverlayRenderNode *>(oldNode);
        if (!node)
            node = new SquareOverlayRenderNode(window());
        if (m_nodesDirty || node->rect().size() != size()) {
            // The heat layer at the texture's resolution, as the other renderers show it.
            const QSize texture = textureSize();
            m_painter.heatPixelsPerCell = texture.width() / m_painter.board()->width;
            node->sync(m_painter, size());
            m_painter.heatPixelsPerCell = 0;
        }
        m_nodesDirty = false;
        return node;
    }
    return updateSceneGraphNodes(oldNode, false);
}

QSGNode *SquareOverlayItem::updateSceneGraphNodes(QSGNode *oldRoot, bool everythingPainted)
{
    auto *root = static_cast<OverlayRootNode *>(oldRoot);
    if (!root) {
        root = new OverlayRootNode;
        m_nodesDirty = true;
        m_paintedRecording.clear();
    }
    if (!m_nodesDirty)
        return root;
    m_nodesDirty = false;
    const SquareBoard &board = *m_painter.board();

    // The painted parts: recorded first, and rasterised only when the recording differs from
    // the last one. During a drag the zones, the reach area with its costs and the heat layer
    // stay as they were, so the texture stays too.
    const QSize texture = textureSize();
    const QSizeF scale(texture.width() / width(), texture.height() / height());
    // The heat layer is keyed by its image's revision rather than recorded: a recording would
    // hold the whole image.
    const QImage &heat = m_painter.coverHeatImage(texture.width() / board.width);
    QPicture recording;
    if (!everythingPainted) {
        QPainter recorder(&recording);
        recorder.scale(scale.width(), scale.height());
        m_painter.paint(&recorder, size(), paintedParts() & ~SquareOverlayPainter::PaintCoverHeat);
    }
    QByteArray bytes(recording.data(), qsizetype(recording.size()));
    const SquareOverlayPainter::Parts painted =
        everythingPainted ? SquareOverlayPainter::PaintAll : paintedParts();
    if (everythingPainted)
        bytes += QByteArray::number(++m_paintCount); // never the same: always repainted
    const bool withHeat = !heat.isNull() && m_layer != Layer::OverTokens;
    if (withHeat) {
        const QRectF observer(m_painter.stealth.heat.footprint());
        bytes += QByteArray::number(m_painter.coverHeatRevision()) + ' ' +
                 QByteArray::number(observer.x()) + ',' + QByteArray::number(observer.y()) + ',' +
                 QByteArray::number(observer.width());
    }
    const bool paintedEmpty = recording.boundingRect().isEmpty() && !withHeat && !everythingPainted;
    if (bytes != m_paintedRecording) {
        m_paintedRecording = bytes;
        if (paintedEmpty) {
            delete root->painted;
            root->painted = nullptr;
            root->paintedTexture.reset();
        } else {
            QImage image(texture, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            {
                QPainter painter(&image);
                painter.scale(scale.width(), scale.height());
                m_painter.paint(&painter, size(), painted);
            }
            if (!root->painted) {
                root->painted = window()->createImageNode();
                root->painted->setOwnsTexture(false);
                root->painted->setFiltering(QSGTexture::Linear);
                root->prependChildNode(root->painted);
            }
            std::unique_ptr<QSGTexture> texture(
                window()->createTextureFromImage(image, QQuickWindow::TextureHasAlphaChannel));
            root->painted->setTexture(texture.get());
            root->paintedTexture = std::move(texture); // the one it replaces is deleted now
        }
    }
    if (root->painted)
        root->painted->setRect(boundingRect());

    // The geometry, in cell units, rebuilt on every change: the item's board scale on screen
    // sets how wide a pixel is, for the fringes and the thinnest lines.
    const QRectF cellOnScreen =
        mapRectToScene(QRectF(0, 0, width() / board.width, height() / board.height));
    const qreal devicePixelsPerCell =
        qMax(1e-3, cellOnScreen.width() * window()->effectiveDevicePixelRatio());
    OverlayGeometry geometry(1.0 / devicePixelsPerCell);
    if (!everythingPainted)
        m_painter.buildGeometry(geometry, devicePixelsPerCell);
    if (geometry.isEmpty()) {
        delete root->cells; // and the geometry node under it
        root->cells = nullptr;
        root->geometry = nullptr;
    } else {
        if (!root->cells) {
            root->cells = new QSGTransformNode;
            root->appendChildNode(root->cells);
        }
        QMatrix4x4 toItem;
        toItem.scale(float(width() / board.width), float(height() / board.height));
        root->cells->setMatrix(toItem);
        const bool created = !root->geometry;
        root->geometry = geometry.intoNode(root->geometry);
        if (created)
            root->cells->appendChildNode(root->geometry);
    }
    return root;
}
