#include "board/overlaygeometry.h"

#include <QSGGeometryNode>
#include <QSGVertexColorMaterial>
#include <cmath>

namespace
{

QColor premultiplied(const QColor &color)
{
    const qreal a = color.alphaF();
    return QColor::fromRgbF(float(color.redF() * a), float(color.greenF() * a),
                            float(color.blueF() * a), float(a));
}

QPointF normalOf(QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const qreal length = std::hypot(d.x(), d.y());
    return length > 0 ? QPointF(-d.y() / length, d.x() / length) : QPointF(0, 0);
}

} // namespace

OverlayGeometry::OverlayGeometry(qreal pixel) : m_pixel(pixel > 0 ? pixel : 0.02) {}

OverlayGeometry::Vertex OverlayGeometry::vertex(QPointF p, const QColor &c)
{
    Vertex v;
    v.set(float(p.x()), float(p.y()), uchar(c.red()), uchar(c.green()), uchar(c.blue()),
          uchar(c.alpha()));
    return v;
}

void OverlayGeometry::triangle(const Vertex &a, const Vertex &b, const Vertex &c)
{
    m_vertices << a << b << c;
}

void OverlayGeometry::quad(const Vertex &a, const Vertex &b, const Vertex &c, const Vertex &d)
{
    // a-b along one edge, d-c along the other.
    m_vertices << a << b << c << a << c << d;
}

void OverlayGeometry::band(QPointF a, QPointF b, qreal half, const QColor &color)
{
    const QPointF n = normalOf(a, b);
    if (n.isNull())
        return;
    const QColor solid = premultiplied(color);
    const QColor clear(0, 0, 0, 0);
    // The solid core is the line less half a pixel each side; the fringes fade over a pixel.
    const qreal core = qMax(0.0, half - m_pixel / 2);
    const qreal outer = half + m_pixel / 2;
    const QPointF c = n * core;
    const QPointF o = n * outer;
    if (core > 0)
        quad(vertex(a + c, solid), vertex(b + c, solid), vertex(b - c, solid),
             vertex(a - c, solid));
    quad(vertex(a + o, clear), vertex(b + o, clear), vertex(b + c, solid), vertex(a + c, solid));
    quad(vertex(a - c, solid), vertex(b - c, solid), vertex(b - o, clear), vertex(a - o, clear));
}

void OverlayGeometry::line(QLineF line, qreal width, const QColor &color, Cap cap)
{
    const qreal half = qMax(width, m_pixel) / 2;
    band(line.p1(), line.p2(), half, color);
    if (cap == Cap::Round) {
        disc(line.p1(), half, color);
        disc(line.p2(), half, color);
    }
}

void OverlayGeometry::dashedLine(QLineF line, qreal width, const QColor &color, qreal dash,
                                 qreal gap)
{
    const qreal length = line.length();
    if (length <= 0)
        return;
    // Dashes shorter than a pixel or two would shimmer: keep the pattern's shape at that size.
    const qreal scale = qMax(1.0, 2 * m_pixel / qMax(dash, 1e-6));
    dash *= scale;
    gap *= scale;
    const QPointF unit = (line.p2() - line.p1()) / length;
    const qreal half = qMax(width, m_pixel) / 2;
    for (qreal t = 0; t < length; t += dash + gap)
        band(line.p1() + unit * t, line.p1() + unit * qMin(length, t + dash), half, color);
}

void OverlayGeometry::polyline(const QPolygonF &points, qreal width, const QColor &color,
                               qreal dash, qreal gap)
{
    for (int i = 0; i + 1 < points.size(); ++i) {
        const QLineF segment(points[i], points[i + 1]);
        if (dash > 0)
            dashedLine(segment, width, color, dash, gap);
        else
            band(segment.p1(), segment.p2(), qMax(width, m_pixel) / 2, color);
    }
    if (dash > 0)
        return;
    for (const QPointF &p : points)
        disc(p, qMax(width, m_pixel) / 2, color);
}

void OverlayGeometry::disc(QPointF centre, qreal radius, const QColor &color)
{
    const QColor solid = premultiplied(color);
    const QColor clear(0, 0, 0, 0);
    const int segments = qBound(8, int(std::ceil(radius / m_pixel * 1.5)), 64);
    const qreal core = qMax(0.0, radius - m_pixel / 2);
    const qreal outer = radius + m_pixel / 2;
    const Vertex middle = vertex(centre, solid);
    for (int i = 0; i < segments; ++i) {
        const qreal a0 = 2 * M_PI * i / segments;
        const qreal a1 = 2 * M_PI * (i + 1) / segments;
        const QPointF d0(std::cos(a0), std::sin(a0));
        const QPointF d1(std::cos(a1), std::sin(a1));
        triangle(middle, vertex(centre + d0 * core, solid), vertex(centre + d1 * core, solid));
        quad(vertex(centre + d0 * core, solid), vertex(centre + d1 * core, solid),
             vertex(centre + d1 * outer, clear), vertex(centre + d0 * outer, clear));
    }
}

void OverlayGeometry::ring(QPointF centre, qreal radius, qreal width, const QColor &color,
                           int dashes)
{
    const qreal half = qMax(width, m_pixel) / 2;
    if (dashes > 0) {
        for (int i = 0; i < dashes; ++i) {
            const qreal a0 = 2 * M_PI * i / dashes;
            const qreal a1 = a0 + 2 * M_PI / dashes * 2 / 3;
            const int steps = 3;
            for (int s = 0; s < steps; ++s) {
                const qreal b0 = a0 + (a1 - a0) * s / steps;
                const qreal b1 = a0 + (a1 - a0) * (s + 1) / steps;
                band(centre + QPointF(std::cos(b0), std::sin(b0)) * radius,
                     centre + QPointF(std::cos(b1), std::sin(b1)) * radius, half, color);
            }
        }
        return;
    }
    const int segments = qBound(12, int(std::ceil(radius / m_pixel * 1.5)), 96);
    for (int i = 0; i < segments; ++i) {
        const qreal a0 = 2 * M_PI * i / segments;
        const qreal a1 = 2 * M_PI * (i + 1) / segments;
        // Each piece a little longer than its arc, so the pieces meet without gaps.
        const QPointF p0 = centre + QPointF(std::cos(a0), std::sin(a0)) * radius;
        const QPointF p1 = centre + QPointF(std::cos(a1), std::sin(a1)) * radius;
        const QPointF along = (p1 - p0) * 0.1;
        band(p0 - along, p1 + along, half, color);
    }
}

void OverlayGeometry::rect(const QRectF &rect, const QColor &color)
{
    const QColor solid = premultiplied(color);
    quad(vertex(rect.topLeft(), solid), vertex(rect.topRight(), solid),
         vertex(rect.bottomRight(), solid), vertex(rect.bottomLeft(), solid));
}

void OverlayGeometry::rectOutline(const QRectF &rect, qreal width, const QColor &color)
{
    const qreal half = qMax(width, m_pixel) / 2;
    // Each side runs half a width past the corners, so the corners are square and closed.
    band(rect.topLeft() - QPointF(half, 0), rect.topRight() + QPointF(half, 0), half, color);
    band(rect.bottomLeft() - QPointF(half, 0), rect.bottomRight() + QPointF(half, 0), half, color);
    band(rect.topLeft() + QPointF(0, half), rect.bottomLeft() - QPointF(0, half), half, color);
    band(rect.topRight() + QPointF(0, half), rect.bottomRight() - QPointF(0, half), half, color);
}

void OverlayGeometry::convex(const QPolygonF &points, const QColor &color)
{
    if (points.size() < 3)
        return;
    const QColor solid = premultiplied(color);
    for (int i = 1; i + 1 < points.size(); ++i)
        triangle(vertex(points[0], solid), vertex(points[i], solid), vertex(points[i + 1], solid));
}

QSGGeometryNode *OverlayGeometry::intoNode(QSGGeometryNode *node) const
{
    if (!node) {
        node = new QSGGeometryNode;
        auto *geometry = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0);
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        node->setGeometry(geometry);
        node->setFlag(QSGNode::OwnsGeometry);
        node->setMaterial(new QSGVertexColorMaterial);
        node->setFlag(QSGNode::OwnsMaterial);
    }
    QSGGeometry *geometry = node->geometry();
    geometry->allocate(int(m_vertices.size()));
    std::copy(m_vertices.begin(), m_vertices.end(), geometry->vertexDataAsColoredPoint2D());
    node->markDirty(QSGNode::DirtyGeometry);
    return node;
}
