#pragma once

#include "board/overlaypalette.h"
#include "live/liveframe.h"
#include "live/stealthoverlay.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QSizeF>

class OverlayGeometry;
class QPainter;

// The live overlays of a square board drawn with QPainter (docs/rules.md §1.4–§1.9, §4): what
// SquareOverlayItem shows, as one value the item and its scene-graph nodes each hold a copy of.
// It draws in the item's coordinates (the board is `itemSize`); any transform already on the
// painter (a texture's scale, the window's zoom) is kept, and labels are laid out in the
// painter's device pixels so text stays crisp. The Parts choose what is drawn, so the scene graph
// can draw some parts as geometry and leave the rest to this painter.
class SquareOverlayPainter
{
    Q_DECLARE_TR_FUNCTIONS(SquareOverlayItem)

public:
    enum class Layer { AllLayers, UnderTokens, OverTokens };
    enum Part : unsigned {
        PaintCoverHeat = 1u << 0,
        PaintZones = 1u << 1,
        PaintReach = 1u << 2, // the area, its outline and the start and pointer marks
        PaintReachCosts = 1u << 3,
        PaintSurrounded = 1u << 4,
        PaintSight = 1u << 5, // lines, covering and blocking cells, walls and tokens
        PaintFacing = 1u << 6,
        PaintCoverLines = 1u << 7,
        PaintSneakMarks = 1u << 8,
        PaintPath = 1u << 9,
        PaintLabels = 1u << 10, // the path plate, sneak and relation labels (over the tokens)
        PaintAll = (1u << 11) - 1,
    };
    using Parts = unsigned;

    // What to draw. The item sets these from its properties.
    LiveFrame frame;
    StealthFrame stealth;
    OverlayPalette palette = OverlayPalette::light();
    Layer layer = Layer::AllLayers;
    bool showZones = true;
    bool showReach = true;
    bool showPath = true;
    bool showSight = true;
    bool showHighGround = true;
    bool showSurrounded = true;
    int sightRange = 0;
    // The cover heat layer's resolution in pixels per cell; 0 follows the painter's scale. A
    // painter on the window sets the texture's, so the numbers keep their size in the cell.
    int heatPixelsPerCell = 0;

    // Takes what to draw from `other`, keeping this painter's caches.
    void takeSettings(const SquareOverlayPainter &other);
    // The square board this frame shows, or null.
    [[nodiscard]] const SquareBoard *board() const;
    // Draws the parts of the overlay this layer holds.
    void paint(QPainter *painter, QSizeF itemSize, Parts parts = PaintAll);
    // The cover heat layer's cells as an image (one pixel per cell, or `pixelsPerCell` when
    // its numbers are readable), kept until the layer, its lighting or its size change; a
    // null image while the layer is off. `revision` counts the images made.
    const QImage &coverHeatImage(int pixelsPerCell);
    [[nodiscard]] int coverHeatRevision() const { return m_heatRevision; }
    // The parts the scene graph draws as geometry (GeometryParts), in the order paint() draws
    // them, with the same colours and widths; `pixelsPerCell` is the board's scale on screen.
    static constexpr Parts GeometryParts = PaintSurrounded | PaintSight | PaintPath;
    void buildGeometry(OverlayGeometry &geometry, qreal pixelsPerCell) const;

private:
    struct PaintState; // what one paint works from
    struct Plate;      // a label, laid out in device pixels

    void paintZones(QPainter *painter, const PaintState &frame) const;
    void paintReach(QPainter *painter, const PaintState &frame, bool area, bool costs) const;
    // The GeometryParts, gathered once for either canvas (OverlayGeometry on screen,
    // OverlayPainterCanvas in paint()); defined and used in the .cpp only.
    template<typename Canvas> void drawSurrounded(Canvas &canvas) const;
    template<typename Canvas> void drawSight(Canvas &canvas, qreal pixelsPerCell) const;
    template<typename Canvas> void drawPath(Canvas &canvas) const;
    void paintRelationTags(QPainter *painter, const PaintState &frame, QList<QRectF> &taken) const;
    [[nodiscard]] Plate pathLabelPlate(QPainter *painter, const PaintState &frame) const;
    void paintCoverHeat(QPainter *painter, const PaintState &frame);
    void paintCoverLines(QPainter *painter, const PaintState &frame) const;
    void paintFacing(QPainter *painter, const PaintState &frame) const;
    void paintSneakMarks(QPainter *painter, const PaintState &frame) const;
    void paintSneakLabels(QPainter *painter, const PaintState &frame, QList<QRectF> &taken) const;

    // The heat layer drawn once per layer, lighting and size (it is drawn on every frame).
    QImage m_heatImage;
    const void *m_heatImageOf = nullptr;
    QVector<qint8> m_heatImageAdvantages;
    int m_heatRevision = 0;
};
