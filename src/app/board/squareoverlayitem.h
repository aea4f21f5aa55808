#pragma once

#include "board/overlaypalette.h"
#include "live/liveframe.h"
#include "live/stealthoverlay.h"

#include <QColor>
#include <QImage>
#include <QQuickPaintedItem>
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
class SquareOverlayItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    // What to draw: bind it to a LiveAnalysis's `frame`.
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // The board is dark (the theme's palette): brighter lines, lighter plates.
    // Sneaking and backstab: bind it to a StealthOverlay's `stealth`.
    Q_PROPERTY(StealthFrame stealth READ stealth WRITE setStealth NOTIFY stealthChanged)
    Q_PROPERTY(bool dark READ isDark WRITE setDark NOTIFY darkChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(
        Layer overlayLayer READ overlayLayer WRITE setOverlayLayer NOTIFY overlayLayerChanged)
    Q_PROPERTY(bool showZones MEMBER m_showZones WRITE setShowZones NOTIFY switchesChanged)
    Q_PROPERTY(bool showReach MEMBER m_showReach WRITE setShowReach NOTIFY switchesChanged)
    Q_PROPERTY(bool showPath MEMBER m_showPath WRITE setShowPath NOTIFY switchesChanged)
    Q_PROPERTY(bool showSight MEMBER m_showSight WRITE setShowSight NOTIFY switchesChanged)
    Q_PROPERTY(
        bool showHighGround MEMBER m_showHighGround WRITE setShowHighGround NOTIFY switchesChanged)
    Q_PROPERTY(
        bool showSurrounded MEMBER m_showSurrounded WRITE setShowSurrounded NOTIFY switchesChanged)
    // Lines of sight only to tokens within this many squares (Chebyshev distance between the
    // footprints); 0 draws them to every token, as docs/rules.md §4 asks. On a large crowded map a
    // view may want to keep the lines near the token.
    Q_PROPERTY(int sightRange READ sightRange WRITE setSightRange NOTIFY switchesChanged)
    // Texture resolution: at most this many pixels along the board's longer side (and at most
    // 64 per cell). The overlay repaints on every drag frame, so it stays well below the
    // board's own texture on large maps.
    Q_PROPERTY(
        int maxTextureSide READ maxTextureSide WRITE setMaxTextureSide NOTIFY maxTextureSideChanged)

public:
    enum class Layer { AllLayers, UnderTokens, OverTokens };
    Q_ENUM(Layer)

    explicit SquareOverlayItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] const StealthFrame &stealth() const { return m_stealth; }
    void setStealth(const StealthFrame &stealth);
    [[nodiscard]] bool isDark() const { return m_dark; }
    void setDark(bool dark);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] Layer overlayLayer() const { return m_layer; }
    void setOverlayLayer(Layer layer);
    void setShowZones(bool on);
    void setShowReach(bool on);
    void setShowPath(bool on);
    void setShowSight(bool on);
    void setShowHighGround(bool on);
    void setShowSurrounded(bool on);
    [[nodiscard]] int sightRange() const { return m_sightRange; }
    void setSightRange(int squares);
    [[nodiscard]] int maxTextureSide() const { return m_maxTextureSide; }
    void setMaxTextureSide(int pixels);

    // Texture pixels per cell for a board of that many cells (see maxTextureSide).
    [[nodiscard]] static int pixelsPerCell(int widthCells, int heightCells, int maxTextureSide);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void frameChanged();
    void stealthChanged();
    void darkChanged();
    void cellSizeChanged();
    void overlayLayerChanged();
    void switchesChanged();
    void maxTextureSideChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    struct PaintState; // what one paint works from
    struct Plate;      // a label, laid out in device pixels
    void boardChanged();
    void updateTextureSize();
    void setSwitch(bool &member, bool on);

    void paintZones(QPainter *painter, const PaintState &frame) const;
    void paintReach(QPainter *painter, const PaintState &frame) const;
    void paintPath(QPainter *painter, const PaintState &frame) const;
    void paintSurrounded(QPainter *painter, const PaintState &frame) const;
    void paintSight(QPainter *painter, const PaintState &frame) const;
    void paintRelationTags(QPainter *painter, const PaintState &frame, QList<QRectF> &taken) const;
    [[nodiscard]] Plate pathLabelPlate(QPainter *painter, const PaintState &frame) const;
    void paintCoverHeat(QPainter *painter, const PaintState &frame);
    void paintCoverLines(QPainter *painter, const PaintState &frame) const;
    void paintFacing(QPainter *painter, const PaintState &frame) const;
    void paintSneakMarks(QPainter *painter, const PaintState &frame) const;
    void paintSneakLabels(QPainter *painter, const PaintState &frame, QList<QRectF> &taken) const;

    LiveFrame m_frame;
    StealthFrame m_stealth;
    // The heat layer drawn once per layer, lighting and texture size (it is drawn on every frame).
    QImage m_heatImage;
    const void *m_heatImageOf = nullptr;
    QVector<qint8> m_heatImageAdvantages;
    bool m_dark = false;
    OverlayPalette m_palette = OverlayPalette::light();
    qreal m_cellSize = 48;
    Layer m_layer = Layer::AllLayers;
    bool m_showZones = true;
    bool m_showReach = true;
    bool m_showPath = true;
    bool m_showSight = true;
    bool m_showHighGround = true;
    bool m_showSurrounded = true;
    int m_sightRange = 0;
    int m_maxTextureSide = 2048;
};
