#include "sidering.h"

#include "model/encounter.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QVector>
#include <algorithm>
#include <cmath>

namespace
{

// The pill through the middle of a band `offset` outside `inner`.
QPainterPath pill(const QRectF &inner, double offset)
{
    const QRectF rect = inner.adjusted(-offset, -offset, offset, offset);
    const double radius = std::min(rect.width(), rect.height()) / 2;
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    return path;
}

// Strokes `path` with `lengths` (dash, gap, dash, …, in the painter's units) stretched so a
// whole number of repeats goes round: no odd short dash where the ring closes.
void strokeDashed(QPainter &painter, const QPainterPath &path, const QColor &color, double width,
                  QVector<qreal> lengths, Qt::PenCapStyle cap = Qt::FlatCap)
{
    double period = 0;
    for (const qreal l : lengths)
        period += l;
    const double perimeter = path.length();
    const double repeats = std::max(3.0, std::round(perimeter / period));
    const double stretch = perimeter / (repeats * period);
    // QPen measures dashes in pen widths.
    for (qreal &l : lengths)
        l = l * stretch / width;
    QPen pen(color, width, Qt::CustomDashLine, cap, Qt::RoundJoin);
    pen.setDashPattern(lengths);
    painter.strokePath(path, pen);
}

} // namespace

SideRing::Pattern SideRing::patternOf(int sideIndex)
{
    if (sideIndex < 0)
        return Pattern::Solid;
    return Pattern(sideIndex % PatternCount);
}

int SideRing::sideIndex(const Encounter &encounter, const QString &sideId)
{
    for (int i = 0; i < encounter.sides.size(); ++i) {
        if (encounter.sides[i].id == sideId)
            return i;
    }
    return -1;
}

QColor SideRing::casingFor(const QColor &color)
{
    const double luma = 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF();
    return luma > 0.6 ? QColor(0x1a, 0x1a, 0x1a) : QColor(Qt::white);
}

void SideRing::paint(QPainter &painter, const QRectF &inner, double band, const QColor &color,
                     Pattern pattern)
{
    if (band <= 0 || inner.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    const QPainterPath middle = pill(inner, band / 2);
    painter.strokePath(middle, QPen(casingFor(color), band, Qt::SolidLine, Qt::FlatCap));

    // One line takes most of the band; two lines each take a third, with casing between.
    const double line = band * 0.62;
    const double thin = band * 0.3;
    const QPainterPath near = pill(inner, band * 0.22);
    const QPainterPath far = pill(inner, band * 0.78);
    const double dash = line * 2.4;
    const double gap = line * 1.4;
    const double dot = line * 0.6;
    const double dotGap = line * 1.1;
    switch (pattern) {
    case Pattern::Solid:
        painter.strokePath(middle, QPen(color, line));
        break;
    case Pattern::Dashed:
        strokeDashed(painter, middle, color, line, {dash, gap});
        break;
    case Pattern::Dotted:
        // Round dots: a very short dash with round caps, a gap of one dot between them.
        strokeDashed(painter, middle, color, line, {line * 0.01, line * 2.0}, Qt::RoundCap);
        break;
    case Pattern::Double:
        painter.strokePath(near, QPen(color, thin));
        painter.strokePath(far, QPen(color, thin));
        break;
    case Pattern::DashDot:
        strokeDashed(painter, middle, color, line, {dash, dotGap, dot, dotGap});
        break;
    case Pattern::DashDotDot:
        strokeDashed(painter, middle, color, line, {dash, dotGap, dot, dotGap, dot, dotGap});
        break;
    case Pattern::DoubleDashed:
        strokeDashed(painter, near, color, thin, {dash, gap});
        strokeDashed(painter, far, color, thin, {dash, gap});
        break;
    case Pattern::LongDash:
        strokeDashed(painter, middle, color, line, {dash * 2.4, gap});
        break;
    }
    painter.restore();
}
