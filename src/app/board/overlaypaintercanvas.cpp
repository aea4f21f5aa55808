#include "board/overlaypaintercanvas.h"

#include <QPainter>
#include <QPen>
#include <cmath>

OverlayPainterCanvas::OverlayPainterCanvas(QPainter *painter) : m_painter(painter) {}

void OverlayPainterCanvas::line(QLineF line, qreal width, const QColor &color, Cap cap)
{
    m_painter->setPen(
        QPen(color, width, Qt::SolidLine, cap == Cap::Round ? Qt::RoundCap : Qt::FlatCap));
    m_painter->drawLine(line);
}

void OverlayPainterCanvas::dashedLine(QLineF line, qreal width, const QColor &color, qreal dash,
                                      qreal gap)
{
    // QPen counts dashes in line widths; OverlayGeometry in cells.
    QPen pen(color, width, Qt::SolidLine, Qt::FlatCap);
    pen.setDashPattern({dash / width, gap / width});
    m_painter->setPen(pen);
    m_painter->drawLine(line);
}

void OverlayPainterCanvas::polyline(const QPolygonF &points, qreal width, const QColor &color,
                                    qreal dash, qreal gap)
{
    QPen pen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (dash > 0) {
        pen.setCapStyle(Qt::FlatCap);
        pen.setDashPattern({dash / width, gap / width});
    }
    m_painter->setPen(pen);
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawPolyline(points);
}

void OverlayPainterCanvas::disc(QPointF centre, qreal radius, const QColor &color)
{
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(color);
    m_painter->drawEllipse(centre, radius, radius);
}

void OverlayPainterCanvas::ring(QPointF centre, qreal radius, qreal width, const QColor &color,
                                int dashes)
{
    QPen pen(color, width, Qt::SolidLine, Qt::FlatCap);
    if (dashes > 0) {
        // Dashes of two thirds of their period, as OverlayGeometry::ring.
        const qreal period = 2 * M_PI * radius / dashes / width;
        pen.setDashPattern({period * 2 / 3, period / 3});
    }
    m_painter->setPen(pen);
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawEllipse(centre, radius, radius);
}

void OverlayPainterCanvas::rect(const QRectF &rect, const QColor &color)
{
    m_painter->fillRect(rect, color);
}

void OverlayPainterCanvas::rectOutline(const QRectF &rect, qreal width, const QColor &color)
{
    m_painter->setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawRect(rect);
}

void OverlayPainterCanvas::convex(const QPolygonF &points, const QColor &color)
{
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(color);
    m_painter->drawConvexPolygon(points);
}

void OverlayPainterCanvas::setFast(bool fast)
{
    m_painter->setRenderHint(QPainter::Antialiasing, !fast);
}
