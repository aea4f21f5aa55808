#pragma once

#include "board/squareoverlaypainter.h"
#include "live/liveframe.h"
#include "live/stealthoverlay.h"

#include <QByteArray>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class QPainter;

// Draws the live overlays of a square board from a LiveFrame (docs/rules.md §1.4–§1.8, §4):
// the zones of control of the focus token's enemies tinted by side, the area it can reach
// this turn with costs, the path being dragged with its cost and who would hinder it, a line
// to every other token showing clear sight, cover (covering cells and tokens marked) or no
// sight (blocking cells and walls marked), high ground for melee and the ranged range
// adjustment, and surrounded tokens with the enemies that surround them; from a StealthFrame
// (docs/rules.md §1.9, §5.14) the cover heat layer with the five lines to the pointer's cell, each
// enemy observer's sneak rating of a dragged path, and the focus token's field of view. It sits
// over a SquareBoardItem with the same cellSize. Shapes go under the tokens and text labels over
// them: host two items, one with overlayLayer UnderTokens below the token items and one with
// OverTokens above them (or one with AllLayers).
//
// It draws through the scene graph (docs/architecture.md §4.9): the lines and marks that follow
// a drag (sight, cover and blocking marks, the path, surrounded links) as triangles, rebuilt on
// each frame; the rest (zones, reach and costs, the heat layer, facing, labels) painted by
// SquareOverlayPainter into a texture that is repainted only when what it shows changed. On the
// software renderer, which draws no custom geometry, one render node paints it all straight onto
// the window. paint() draws the whole overlay on any QPainter, as a texture of textureSize().
class SquareOverlayItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    // What to draw: bind it to a LiveAnalysis's `frame`.
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // The board is dark (the theme's palette): brighter lines, lighter plates.
    // Sneaking and backstab: bind it to a StealthOverlay's `stealth`.
    Q_PROPERTY(StealthFrame stealth READ stealth WRITE setStealth NOTIFY stealthChanged)
    Q_PROPERTY(bool dark READ isDark WRITE setDark NOTIFY darkChanged)
    // The high-contrast theme (it wins over `dark`): OverlayPalette::highContrast().
    Q_PROPERTY(bool highContrast READ isHighContrast WRITE setHighContrast NOTIFY darkChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(
        Layer overlayLayer READ overlayLayer WRITE setOverlayLayer NOTIFY overlayLayerChanged)
    Q_PROPERTY(bool showZones READ showZones WRITE setShowZones NOTIFY switchesChanged)
    Q_PROPERTY(bool showReach READ showReach WRITE setShowReach NOTIFY switchesChanged)
    Q_PROPERTY(bool showPath READ showPath WRITE setShowPath NOTIFY switchesChanged)
    Q_PROPERTY(bool showSight READ showSight WRITE setShowSight NOTIFY switchesChanged)
    Q_PROPERTY(
        bool showHighGround READ showHighGround WRITE setShowHighGround NOTIFY switchesChanged)
    Q_PROPERTY(
        bool showSurrounded READ showSurrounded WRITE setShowSurrounded NOTIFY switchesChanged)
    // Lines of sight only to tokens within this many squares (Chebyshev distance between the
    // footprints); 0 draws them to every token, as docs/rules.md §4 asks. On a large crowded map a
    // view may want to keep the lines near the token.
    Q_PROPERTY(int sightRange READ sightRange WRITE setSightRange NOTIFY switchesChanged)
    // Texture resolution: at most this many pixels along the board's longer side (and at most
    // 64 per cell), for the painted parts; it stays well below the board's own texture.
    Q_PROPERTY(
        int maxTextureSide READ maxTextureSide WRITE setMaxTextureSide NOTIFY maxTextureSideChanged)

public:
    enum class Layer { AllLayers, UnderTokens, OverTokens };
    Q_ENUM(Layer)

    explicit SquareOverlayItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_painter.frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] const StealthFrame &stealth() const { return m_painter.stealth; }
    void setStealth(const StealthFrame &stealth);
    [[nodiscard]] bool isDark() const { return m_dark; }
    void setDark(bool dark);
    [[nodiscard]] bool isHighContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] Layer overlayLayer() const { return m_layer; }
    void setOverlayLayer(Layer layer);
    [[nodiscard]] bool showZones() const { return m_painter.showZones; }
    void setShowZones(bool on);
    [[nodiscard]] bool showReach() const { return m_painter.showReach; }
    void setShowReach(bool on);
    [[nodiscard]] bool showPath() const { return m_painter.showPath; }
    void setShowPath(bool on);
    [[nodiscard]] bool showSight() const { return m_painter.showSight; }
    void setShowSight(bool on);
    [[nodiscard]] bool showHighGround() const { return m_painter.showHighGround; }
    void setShowHighGround(bool on);
    [[nodiscard]] bool showSurrounded() const { return m_painter.showSurrounded; }
    void setShowSurrounded(bool on);
    [[nodiscard]] int sightRange() const { return m_painter.sightRange; }
    void setSightRange(int squares);
    [[nodiscard]] int maxTextureSide() const { return m_maxTextureSide; }
    void setMaxTextureSide(int pixels);

    // Texture pixels per cell for a board of that many cells (see maxTextureSide).
    [[nodiscard]] static int pixelsPerCell(int widthCells, int heightCells, int maxTextureSide);

    // Draws the whole overlay (both layers' parts as overlayLayer says) in item coordinates.
    void paint(QPainter *painter);
    // The painted parts' texture size: the board at pixelsPerCell (empty without a board).
    [[nodiscard]] QSize textureSize() const;

Q_SIGNALS:
    void frameChanged();
    void stealthChanged();
    void darkChanged();
    void cellSizeChanged();
    void overlayLayerChanged();
    void switchesChanged();
    void maxTextureSideChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void boardChanged();
    void changed();       // something drawn changed: a new frame is needed
    void choosePalette(); // from dark and highContrast
    void setSwitch(bool &member, bool on);
    [[nodiscard]] QSGNode *updateSceneGraphNodes(QSGNode *root, bool everythingPainted);

    // What to draw, and the painter of paint(); the nodes hold copies of the settings.
    SquareOverlayPainter m_painter;
    bool m_dark = false;
    bool m_highContrast = false;
    qreal m_cellSize = 48;
    Layer m_layer = Layer::AllLayers;
    int m_maxTextureSide = 2048;
    // The painted parts as last recorded (a QPicture's bytes): the texture is repainted only
    // when a new recording differs.
    QByteArray m_paintedRecording;
    bool m_nodesDirty = true;
    int m_paintCount = 0;
};
