#pragma once

#include <QColor>
#include <QLineF>
#include <QPolygonF>
#include <QRectF>
#include <QSGGeometry>
#include <QVector>

class QSGGeometryNode;

// Builds the overlay shapes as coloured triangles for one QSGGeometryNode with a
// QSGVertexColorMaterial (docs/architecture.md §4.9): thick lines, dashes, discs, rings and
// rectangles in cell units, every edge with a fringe one device pixel wide that fades to
// transparent, so edges look antialiased without multisampling. Lines never get thinner than
// that pixel, so they do not vanish when the board is zoomed out. One node for a whole layer
// keeps the renderer's work to one draw call whatever its colours.
class OverlayGeometry
{
public:
    // `pixel`: one device pixel, in cell units.
    explicit OverlayGeometry(qreal pixel);

    enum class Cap { Flat, Round };
    void line(QLineF line, qreal width, const QColor &color, Cap cap = Cap::Flat);
    // Dashes of `dash` on and `gap` off, from the line's start.
    void dashedLine(QLineF line, qreal width, const QColor &color, qreal dash, qreal gap);
    // A polyline with round joins and caps; dashed when `dash` > 0.
    void polyline(const QPolygonF &points, qreal width, const QColor &color, qreal dash = 0,
                  qreal gap = 0);
    void disc(QPointF centre, qreal radius, const QColor &color);
    // A circle's outline; with `dashes` > 0, that many dashes of two thirds of their period.
    void ring(QPointF centre, qreal radius, qreal width, const QColor &color, int dashes = 0);
    void rect(const QRectF &rect, const QColor &color);
    void rectOutline(const QRectF &rect, qreal width, const QColor &color);
    // A convex polygon, filled.
    void convex(const QPolygonF &points, const QColor &color);

    // OverlayPainterCanvas's switch for many long lines; the scene graph draws every shape in
    // one call either way.
    void setFast(bool) {}

    [[nodiscard]] bool isEmpty() const { return m_vertices.isEmpty(); }
    [[nodiscard]] int vertexCount() const { return int(m_vertices.size()); }
    // Puts the triangles into `node` (made when null) and returns it.
    QSGGeometryNode *intoNode(QSGGeometryNode *node) const;

private:
    using Vertex = QSGGeometry::ColoredPoint2D;
    [[nodiscard]] static Vertex vertex(QPointF p, const QColor &premultiplied);
    void triangle(const Vertex &a, const Vertex &b, const Vertex &c);
    void quad(const Vertex &a, const Vertex &b, const Vertex &c, const Vertex &d);
    // A quad from `a` to `b`, `half` either side, with fringes; no caps.
    void band(QPointF a, QPointF b, qreal half, const QColor &color);

    qreal m_pixel;
    QVector<Vertex> m_vertices;
};
