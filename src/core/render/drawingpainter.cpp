#include "drawingpainter.h"

#include "model/fixedpoint.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QtMath>
#include <algorithm>

namespace
{

QPointF cellPoint(const MicroPoint &p)
{
    return {FixedPoint::toDouble(p.x), FixedPoint::toDouble(p.y)};
}

// The pixel size text is laid out at before it is scaled to its height in cells: large enough
// that hinting and rounding do not show.
constexpr qreal TextLayoutPixels = 64;

QFont textFont()
{
    QFont font;
    font.setPixelSize(int(TextLayoutPixels));
    font.setBold(true);
    return font;
}

// An arrow's head: long enough to read at a glance even on a thin line.
qreal headLength(qreal width)
{
    return qMax(0.35, 4 * width);
}

QPolygonF arrowHead(const QLineF &line, qreal width)
{
    const qreal length = headLength(width);
    if (line.length() <= 0)
        return {};
    const QPointF tip = line.p2();
    const QPointF back = (line.p1() - line.p2()) / line.length();
    const QPointF side(-back.y(), back.x());
    const QPointF base = tip + back * length;
    return QPolygonF({tip, base + side * length * 0.5, base - side * length * 0.5});
}

} // namespace

namespace DrawingPainter
{

QRectF bounds(const BoardDrawing &drawing)
{
    if (drawing.points.isEmpty())
        return {};
    // By hand: QRectF::united ignores the empty boxes of single points.
    qreal left = FixedPoint::toDouble(drawing.points.first().x);
    qreal top = FixedPoint::toDouble(drawing.points.first().y);
    qreal right = left;
    qreal bottom = top;
    for (const auto &p : drawing.points) {
        const QPointF at = cellPoint(p);
        left = std::min(left, at.x());
        right = std::max(right, at.x());
        top = std::min(top, at.y());
        bottom = std::max(bottom, at.y());
    }
    const QRectF box(QPointF(left, top), QPointF(right, bottom));
    const qreal width = FixedPoint::toDouble(drawing.width);
    if (drawing.kind == BoardDrawing::Kind::Text) {
        // Wide enough for the text at the letters' height; the exact width needs a font.
        const qreal chars = qMax<qsizetype>(1, drawing.text.size());
        return QRectF(box.topLeft(), QSizeF(chars * width, width * 1.4));
    }
    const qreal margin =
        width / 2 + (drawing.kind == BoardDrawing::Kind::Arrow ? headLength(width) : 0);
    return box.adjusted(-margin, -margin, margin, margin);
}

void paint(QPainter &painter, const BoardDrawing &drawing, bool withText)
{
    if (drawing.points.isEmpty())
        return;
    const QColor color(drawing.color);
    const qreal width = FixedPoint::toDouble(drawing.width);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    const QPointF first = cellPoint(drawing.points.first());
    const QPointF last = cellPoint(drawing.points.last());
    switch (drawing.kind) {
    case BoardDrawing::Kind::Pen: {
        QPainterPath path(first);
        for (qsizetype i = 1; i < drawing.points.size(); ++i)
            path.lineTo(cellPoint(drawing.points[i]));
        painter.drawPath(path);
        break;
    }
    case BoardDrawing::Kind::Line:
        painter.drawLine(first, last);
        break;
    case BoardDrawing::Kind::Arrow: {
        const QLineF line(first, last);
        const QPolygonF head = arrowHead(line, width);
        // The shaft stops inside the head, so a wide line's round cap does not blunt the tip.
        const qreal shaft = qMax(0.0, line.length() - headLength(width) * 0.5);
        QLineF shortened = line;
        shortened.setLength(shaft);
        painter.drawLine(shortened);
        painter.setPen(QPen(color, width * 0.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(color);
        painter.drawPolygon(head);
        break;
    }
    case BoardDrawing::Kind::Rect:
        painter.drawRect(QRectF(first, last).normalized());
        break;
    case BoardDrawing::Kind::Ellipse:
        painter.drawEllipse(QRectF(first, last).normalized());
        break;
    case BoardDrawing::Kind::Text: {
        if (!withText || width <= 0)
            break;
        const QFont font = textFont();
        const QFontMetricsF metrics(font);
        painter.translate(first);
        painter.scale(width / metrics.height(), width / metrics.height());
        painter.setFont(font);
        // A pale halo keeps the letters readable on any map.
        QPainterPath path;
        path.addText(QPointF(0, metrics.ascent()), font, drawing.text);
        painter.setPen(QPen(QColor(255, 255, 255, 200), TextLayoutPixels * 0.12, Qt::SolidLine,
                            Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawPath(path);
        break;
    }
    }
    painter.restore();
}

void paintAll(QPainter &painter, const QList<BoardDrawing> &drawings, const QRectF &range,
              bool withText)
{
    for (const auto &drawing : drawings) {
        if (bounds(drawing).intersects(range))
            paint(painter, drawing, withText);
    }
}

} // namespace DrawingPainter
