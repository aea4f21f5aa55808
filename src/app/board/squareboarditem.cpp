#include "board/squareboarditem.h"

#include "board/boardlayerrendernode.h"
#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "render/boardpainter.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGImageNode>
#include <QSGRendererInterface>
#include <QSGTexture>
#include <cmath>
#include <memory>

namespace
{

constexpr int MaxTextureSide = 3072;

// The layer's image node and its texture: the root owns the texture, not the image node (the
// software back end's image node does not delete a texture it owns when another replaces it).
class BoardLayerRootNode : public QSGNode
{
public:
    QSGImageNode *image = nullptr;
    std::unique_ptr<QSGTexture> texture;
};

} // namespace

SquareBoardItem::SquareBoardItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

bool SquareBoardItem::hasSquareBoard() const
{
    return m_document && m_document->boardKind() == EncounterDocument::BoardKind::Square &&
           m_document->boardWidth() > 0 && m_document->boardHeight() > 0;
}

void SquareBoardItem::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this,
                &SquareBoardItem::boardChanged);
        // Only what the layer draws repaints it: tokens, lights and the ambient level are drawn
        // over it by others, so a dragged token or light never repaints the whole board
        // (docs/architecture.md §4.14).
        connect(m_document, &EncounterDocument::changed, this,
                [this](const EncounterChange &change) {
                    using Kind = EncounterChange::Kind;
                    if (change.kind == Kind::TerrainChanged || change.kind == Kind::Appearance ||
                        change.kind == Kind::Everything)
                        boardChanged();
                });
    }
    Q_EMIT documentChanged();
    boardChanged();
}

void SquareBoardItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    // The layer is painted per cell, not per item pixel: only the item's size follows.
    const bool square = hasSquareBoard();
    setImplicitSize(square ? m_document->boardWidth() * m_cellSize : 0,
                    square ? m_document->boardHeight() * m_cellSize : 0);
}

void SquareBoardItem::setColor(QColor &member, const QColor &color)
{
    if (member == color)
        return;
    member = color;
    Q_EMIT colorsChanged();
    layerChanged();
}

void SquareBoardItem::setGroundColor(const QColor &color)
{
    setColor(m_groundColor, color);
}
void SquareBoardItem::setGridColor(const QColor &color)
{
    setColor(m_gridColor, color);
}
void SquareBoardItem::setWallColor(const QColor &color)
{
    setColor(m_wallColor, color);
}
void SquareBoardItem::setDoorColor(const QColor &color)
{
    setColor(m_doorColor, color);
}
void SquareBoardItem::setLabelColor(const QColor &color)
{
    setColor(m_labelColor, color);
}
void SquareBoardItem::setStrongLines(bool on)
{
    if (m_strongLines == on)
        return;
    m_strongLines = on;
    Q_EMIT colorsChanged();
    layerChanged();
}

int SquareBoardItem::texturePixelsPerCell(int widthCells, int heightCells, int maxTextureSide)
{
    const int longest = qMax(1, qMax(widthCells, heightCells));
    return qBound(8, qMin(maxTextureSide, MaxTextureSide) / longest, 96);
}

void SquareBoardItem::setMaxTextureSide(int pixels)
{
    if (m_maxTextureSide == pixels || pixels < 64)
        return;
    const bool square = hasSquareBoard();
    const int w = square ? m_document->boardWidth() : 0;
    const int h = square ? m_document->boardHeight() : 0;
    const bool sharper =
        texturePixelsPerCell(w, h, m_maxTextureSide) != texturePixelsPerCell(w, h, pixels);
    m_maxTextureSide = pixels;
    Q_EMIT maxTextureSideChanged();
    // The zoom moves it in steps; only a step that changes the resolution repaints.
    if (sharper)
        layerChanged();
}

QPoint SquareBoardItem::cellAt(const QPointF &point) const
{
    if (!m_document || m_document->boardKind() != EncounterDocument::BoardKind::Square)
        return {-1, -1};
    const int x = int(std::floor(point.x() / m_cellSize));
    const int y = int(std::floor(point.y() / m_cellSize));
    if (!m_document->encounter().board.square.contains(x, y))
        return {-1, -1};
    return {x, y};
}

void SquareBoardItem::boardChanged()
{
    const bool square = hasSquareBoard();
    const int w = square ? m_document->boardWidth() : 0;
    const int h = square ? m_document->boardHeight() : 0;
    setImplicitSize(w * m_cellSize, h * m_cellSize);
    layerChanged();
}

void SquareBoardItem::layerChanged()
{
    m_layerDirty = true;
    polish();
}

void SquareBoardItem::paintBoard(QPainter &painter) const
{
    const auto &encounter = m_document->encounter();
    const auto &board = encounter.board.square;
    BoardPainter boardPainter(board, *encounter.rules,
                              {m_groundColor, m_gridColor, m_wallColor, m_doorColor, m_labelColor});
    boardPainter.setBackground(m_document->backgroundImage());
    boardPainter.setStrongLines(m_strongLines);
    boardPainter.paint(painter, QRect(0, 0, board.width, board.height));
}

void SquareBoardItem::paint(QPainter *painter) const
{
    if (!hasSquareBoard() || !m_document->encounter().rules)
        return;
    const auto &board = m_document->encounter().board.square;
    painter->save();
    painter->scale(width() / board.width, height() / board.height);
    paintBoard(*painter);
    painter->restore();
}

void SquareBoardItem::updatePolish()
{
    if (!m_layerDirty)
        return;
    m_layerDirty = false;
    QImage layer;
    if (hasSquareBoard() && m_document->encounter().rules) {
        const int w = m_document->boardWidth();
        const int h = m_document->boardHeight();
        const int ppc = texturePixelsPerCell(w, h, m_maxTextureSide);
        layer = QImage(w * ppc, h * ppc, QImage::Format_ARGB32_Premultiplied);
        layer.fill(Qt::transparent);
        QPainter painter(&layer);
        painter.scale(ppc, ppc);
        paintBoard(painter);
        ++m_layerPaints;
        Q_EMIT layerPainted();
    }
    m_layer = layer;
    m_layerUploaded = false;
    update();
}

QSGNode *SquareBoardItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (m_layer.isNull() || width() <= 0 || height() <= 0) {
        delete oldNode;
        return nullptr;
    }
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<BoardLayerRenderNode *>(oldNode);
        if (!node)
            node = new BoardLayerRenderNode(window());
        node->sync(m_layer, size());
        return node;
    }
    auto *root = static_cast<BoardLayerRootNode *>(oldNode);
    if (!root) {
        root = new BoardLayerRootNode;
        root->image = window()->createImageNode();
        root->image->setOwnsTexture(false);
        // The view zooms out a lot on large maps: mipmaps keep the zoomed-out board smooth.
        root->image->setFiltering(QSGTexture::Linear);
        root->image->setMipmapFiltering(QSGTexture::Linear);
        root->appendChildNode(root->image);
        m_layerUploaded = false;
    }
    if (!m_layerUploaded) {
        std::unique_ptr<QSGTexture> texture(window()->createTextureFromImage(
            m_layer, QQuickWindow::CreateTextureOptions(QQuickWindow::TextureHasAlphaChannel |
                                                        QQuickWindow::TextureHasMipmaps)));
        root->image->setTexture(texture.get());
        root->texture = std::move(texture); // the one it replaces is deleted now
        m_layerUploaded = true;
    }
    root->image->setRect(boundingRect());
    return root;
}
