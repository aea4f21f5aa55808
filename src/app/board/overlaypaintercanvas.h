#pragma once

#include <QColor>
#include <QLineF>
#include <QPolygonF>
#include <QRectF>

class QPainter;

// The shapes of OverlayGeometry drawn with a QPainter in cell units, with the same widths,
// dashes and caps (docs/architecture.md §4.9). SquareOverlayPainter gathers the overlays the
// scene graph draws as geometry once, into either one: the window's nodes, or a painter for
// exports, screenshots and the software renderer, so both show the same shapes.
class OverlayPainterCanvas
{
public:
    explicit OverlayPainterCanvas(QPainter *painter);

    enum class Cap { Flat, Round };
    void line(QLineF line, qreal width, const QColor &color, Cap cap = Cap::Flat);
    void dashedLine(QLineF line, qreal width, const QColor &color, qreal dash, qreal gap);
    void polyline(const QPolygonF &points, qreal width, const QColor &color, qreal dash = 0,
                  qreal gap = 0);
    void disc(QPointF centre, qreal radius, const QColor &color);
    void ring(QPointF centre, qreal radius, qreal width, const QColor &color, int dashes = 0);
    void rect(const QRectF &rect, const QColor &color);
    void rectOutline(const QRectF &rect, qreal width, const QColor &color);
    void convex(const QPolygonF &points, const QColor &color);
    // Many long lines: antialiasing off, which the raster engine draws several times faster.
    void setFast(bool fast);

private:
    QPainter *m_painter;
};
