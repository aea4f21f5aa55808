#include "templateshape.h"

#include "model/fixedpoint.h"

#include <QPainter>
#include <QPolygonF>
#include <cmath>

namespace
{

QPointF toCells(MicroPoint p)
{
    return {FixedPoint::toDouble(p.x), FixedPoint::toDouble(p.y)};
}

} // namespace

namespace TemplateShape
{

QPainterPath outline(const TemplateArea::Placement &placement)
{
    using Shape = BoardTemplate::Shape;
    QPainterPath path;
    const QPointF p = toCells(placement.origin);
    const QPointF t = toCells(placement.far);
    const double size = FixedPoint::toDouble(placement.size);
    switch (placement.shape) {
    case Shape::Circle:
        if (size >= 0)
            path.addEllipse(p, size, size);
        break;
    case Shape::Square:
        if (size >= 0)
            path.addRect(QRectF(p, QSizeF(size, size)));
        break;
    case Shape::Cone:
    case Shape::Line: {
        const QPointF d = t - p;
        const double length = std::hypot(d.x(), d.y());
        if (length <= 0 || (placement.shape == Shape::Line && size < 0))
            break;
        // A quarter turn of d: the cone's far edge is |d| long and centred on t; the line is
        // `size` wide about the segment pt (docs/rules.md §9).
        const QPointF n(-d.y(), d.x());
        if (placement.shape == Shape::Cone) {
            path.addPolygon(QPolygonF({p, t + n / 2, t - n / 2, p}));
        } else {
            const QPointF half = n / length * (size / 2);
            path.addPolygon(QPolygonF({p + half, t + half, t - half, p - half, p + half}));
        }
        path.closeSubpath();
        break;
    }
    }
    return path;
}

QRectF bounds(const TemplateArea::Placement &placement)
{
    const QPainterPath path = outline(placement);
    if (path.isEmpty())
        return QRectF(toCells(placement.origin), QSizeF(0, 0));
    return path.boundingRect();
}

QPointF labelPoint(const TemplateArea::Placement &placement)
{
    const QRectF box = bounds(placement);
    return {box.center().x(), box.top()};
}

QColor shade(const BoardTemplate &tpl)
{
    const QColor own = QColor::fromString(tpl.color);
    if (!tpl.color.isEmpty() && own.isValid())
        return own;
    switch (tpl.shape) {
    case BoardTemplate::Shape::Cone:
        return QColor(0xe0, 0x31, 0x31); // a breath of fire
    case BoardTemplate::Shape::Line:
        return QColor(0x1c, 0x7e, 0xd6); // a bolt of lightning
    case BoardTemplate::Shape::Square:
        return QColor(0x2f, 0x9e, 0x44); // a cloud
    case BoardTemplate::Shape::Circle:
        break;
    }
    return QColor(0xf7, 0x67, 0x07); // a fireball
}

QList<QRectF> runs(const TemplateArea &area)
{
    QList<QRectF> rects;
    const QRect box = area.bounds();
    for (int y = box.top(); y <= box.bottom(); ++y) {
        int x = box.left();
        while (x <= box.right()) {
            if (!area.contains(x, y)) {
                ++x;
                continue;
            }
            int end = x;
            while (end + 1 <= box.right() && area.contains(end + 1, y))
                ++end;
            rects << QRectF(x, y, end - x + 1, 1);
            x = end + 1;
        }
    }
    return rects;
}

void paint(QPainter &painter, const TemplateArea &area, const TemplateArea::Placement &placement,
           const QColor &shade, qreal tint, bool picked, bool dashed)
{
    painter.save();
    QColor fill = shade;
    fill.setAlphaF(float(shade.alphaF() * tint));
    for (const QRectF &run : runs(area))
        painter.fillRect(run, fill);
    const QPainterPath path = outline(placement);
    const double width = picked ? PickedLineWidth : LineWidth;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(halo(), width + HaloExtra, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    QPen line(shade, width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    if (dashed)
        line.setDashPattern({Dash, Gap});
    painter.setPen(line);
    painter.drawPath(path);
    // The origin: the circle's centre, the cone's apex, the line's start, the square's corner.
    painter.setPen(QPen(halo(), OriginHalo));
    painter.setBrush(shade);
    painter.drawEllipse(toCells(placement.origin), OriginRadius, OriginRadius);
    painter.restore();
}

} // namespace TemplateShape
