#include "rulermeasure.h"

#include "model/fixedpoint.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdlib>

namespace
{

qint64 floorCell(qint64 v)
{
    qint64 q = v / FixedPoint::Scale;
    if (v % FixedPoint::Scale != 0 && v < 0)
        --q;
    return q;
}

} // namespace

RulerMeasure::RulerMeasure(const QList<QPoint> &waypoints, const RuleSet &rules)
    : m_unit(rules.rulerUnit)
{
    const bool alternating = rules.diagonalPolicy == RuleSet::DiagonalPolicy::Alternating;
    // Diagonals taken so far along the route: the next one costs 2 when this is odd (§1.7).
    qint64 diagonals = 0;
    for (qsizetype i = 1; i < waypoints.size(); ++i) {
        const qint64 dx = std::abs(qint64(waypoints[i].x()) - waypoints[i - 1].x());
        const qint64 dy = std::abs(qint64(waypoints[i].y()) - waypoints[i - 1].y());
        const qint64 diagonal = std::min(dx, dy);
        const qint64 straight = std::max(dx, dy) - diagonal;
        // As many diagonals as the leg allows: one costs at most 2, as the two straight steps it
        // replaces do, and every one taken leaves the count no worse for the legs after it.
        qint64 cost = straight + diagonal;
        if (alternating)
            cost += (diagonals + diagonal) / 2 - diagonals / 2;
        diagonals += diagonal;
        m_legs.append(int(cost));
        m_squares += int(cost);
    }
    m_length = m_squares * rules.rulerPerSquare;
}

RulerMeasure RulerMeasure::between(const QList<MicroPoint> &points, const RuleSet &rules)
{
    QList<QPoint> cells;
    cells.reserve(points.size());
    for (const MicroPoint &p : points)
        cells.append(cellAt(p));
    return RulerMeasure(cells, rules);
}

QPoint RulerMeasure::cellAt(MicroPoint point)
{
    return {int(floorCell(point.x)), int(floorCell(point.y))};
}

QString RulerMeasure::number(double value)
{
    QString text = QString::number(std::round(value * 100) / 100, 'f', 2);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString RulerMeasure::text() const
{
    // Whole sentences for one and for many rather than a %n plural: without a translator
    // (the CLI, the core tests) the English text must read "1 square" and "2 squares". The
    // app shows RulerModel's own %n sentence.
    return (m_squares == 1 ? QCoreApplication::translate("RulerMeasure", "%1 square · %2 %3")
                           : QCoreApplication::translate("RulerMeasure", "%1 squares · %2 %3"))
        .arg(QString::number(m_squares), number(m_length), m_unit);
}
