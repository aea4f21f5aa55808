#pragma once

#include <QColor>
#include <QImage>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;
class QPainter;

// Draws a square board (docs/rules.md §1): background image, terrain in the rule set's colours,
// elevation shading with height labels, the lighting shade, the grid, and wall segments with
// their doors, all through the core's BoardPainter, as the exports draw them.
// The board layer is its own picture, painted only when the board (or its colours or
// resolution) changes, never for a token move, a selection or an overlay; the scene graph
// shows it as one texture, or on the software renderer through BoardLayerRenderNode, which
// keeps it scaled to the window (docs/architecture.md §4.14). Tokens are QML items on top.
class SquareBoardItem : public QQuickItem
{
    Q_OBJECT
    Q_MOC_INCLUDE("document/encounterdocument.h")
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(QColor groundColor MEMBER m_groundColor WRITE setGroundColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor gridColor MEMBER m_gridColor WRITE setGridColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallColor MEMBER m_wallColor WRITE setWallColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor doorColor MEMBER m_doorColor WRITE setDoorColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor labelColor MEMBER m_labelColor WRITE setLabelColor NOTIFY colorsChanged)
    // The high-contrast theme: wider grid lines and walls (BoardPainter::setStrongLines).
    Q_PROPERTY(bool strongLines MEMBER m_strongLines WRITE setStrongLines NOTIFY colorsChanged)
    // Texture resolution: at most this many pixels along the board's longer side. Views bind
    // it to the size on screen, so a big map zoomed out is not a huge texture to scale down.
    Q_PROPERTY(
        int maxTextureSide READ maxTextureSide WRITE setMaxTextureSide NOTIFY maxTextureSideChanged)
    // How many times the board layer was painted: a test's witness that drags, selections and
    // overlays leave it alone.
    Q_PROPERTY(int layerPaints READ layerPaints NOTIFY layerPainted)

public:
    explicit SquareBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    void setGroundColor(const QColor &color);
    void setGridColor(const QColor &color);
    void setWallColor(const QColor &color);
    void setDoorColor(const QColor &color);
    void setLabelColor(const QColor &color);
    void setStrongLines(bool on);

    // The cell under a point in item coordinates; (-1, -1) outside the board.
    Q_INVOKABLE QPoint cellAt(const QPointF &point) const;

    // Draws the board layer on any painter, in item coordinates.
    void paint(QPainter *painter) const;
    // The board layer as the scene graph shows it, at texturePixelsPerCell (null without a
    // square board, or before the item was polished in a window).
    [[nodiscard]] const QImage &layer() const { return m_layer; }
    [[nodiscard]] int layerPaints() const { return m_layerPaints; }

    // Texture pixels per cell for a board of that many cells: sharp for small maps, bounded
    // memory for large ones.
    [[nodiscard]] static int texturePixelsPerCell(int widthCells, int heightCells,
                                                  int maxTextureSide);
    [[nodiscard]] int maxTextureSide() const { return m_maxTextureSide; }
    void setMaxTextureSide(int pixels);

Q_SIGNALS:
    void documentChanged();
    void cellSizeChanged();
    void colorsChanged();
    void maxTextureSideChanged();
    void layerPainted();

protected:
    void updatePolish() override;
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;

private:
    void boardChanged();
    void layerChanged(); // what the layer shows changed: repaint it at the next polish
    void setColor(QColor &member, const QColor &color);
    [[nodiscard]] bool hasSquareBoard() const;
    void paintBoard(QPainter &painter) const; // in cell units

    QPointer<EncounterDocument> m_document;
    qreal m_cellSize = 48;
    QColor m_groundColor{0xec, 0xe6, 0xd6};
    QColor m_gridColor{0, 0, 0, 40};
    QColor m_wallColor{0x3b, 0x36, 0x33};
    QColor m_doorColor{0x9c, 0x64, 0x2e};
    QColor m_labelColor{0x4e, 0x34, 0x2e};
    bool m_strongLines = false;
    int m_maxTextureSide = 1 << 30; // no limit but the item's own
    QImage m_layer;
    bool m_layerDirty = true;
    bool m_layerUploaded = false; // the scene graph holds the current layer
    int m_layerPaints = 0;
};
