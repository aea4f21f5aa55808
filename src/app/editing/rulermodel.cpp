#include "editing/rulermodel.h"

#include "document/rebind.h"
#include "model/fixedpoint.h"

#include <QVariantMap>
#include <algorithm>
#include <cmath>

RulerModel::RulerModel(QObject *parent) : QObject(parent) {}

void RulerModel::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        // Another map, or another rule set: the route belonged to the old one.
        connect(m_document, &EncounterDocument::encounterReset, this, &RulerModel::clear);
        connect(m_document, &EncounterDocument::boardChanged, this, [this] {
            if (!isAvailable())
                clear();
        });
    }
    Q_EMIT documentChanged();
    clear();
}

bool RulerModel::isAvailable() const
{
    return m_document && m_document->isLoaded() && m_document->encounter().rules &&
           m_document->encounter().board.isSquare();
}

std::optional<QPoint> RulerModel::cellOf(double x, double y) const
{
    if (!isAvailable() || !std::isfinite(x) || !std::isfinite(y))
        return std::nullopt;
    const QPoint cell =
        RulerMeasure::cellAt({FixedPoint::fromDouble(x), FixedPoint::fromDouble(y)});
    // The route stays on the map: a pointer past the edge measures to the edge's cell.
    const auto &board = m_document->encounter().board.square;
    return QPoint(std::clamp(cell.x(), 0, std::max(0, board.width - 1)),
                  std::clamp(cell.y(), 0, std::max(0, board.height - 1)));
}

QList<QPoint> RulerModel::route() const
{
    QList<QPoint> cells = m_fixed;
    if (m_end && (cells.isEmpty() || cells.last() != *m_end))
        cells << *m_end;
    return cells;
}

QVariantList RulerModel::points() const
{
    QVariantList list;
    for (const QPoint &cell : route())
        list << QVariantMap{{QStringLiteral("cellX"), cell.x()},
                            {QStringLiteral("cellY"), cell.y()}};
    return list;
}

QString RulerModel::text() const
{
    if (route().size() < 2)
        return {};
    //: The ruler's total: squares walked, then the length in the rule set's unit (%2, e.g. "ft").
    return tr("%n square(s) · %1 %2", nullptr, m_measure.squares())
        .arg(RulerMeasure::number(m_measure.length()), m_measure.unit());
}

void RulerModel::setShared(bool shared)
{
    if (m_shared == shared)
        return;
    m_shared = shared;
    Q_EMIT sharedChanged();
}

void RulerModel::remeasure()
{
    const QList<QPoint> cells = route();
    m_legs.clear();
    if (isAvailable() && cells.size() >= 2) {
        const RuleSet &rules = *m_document->encounter().rules;
        m_measure = RulerMeasure(cells, rules);
        for (qsizetype i = 1; i < cells.size(); ++i) {
            const int legSquares = m_measure.legs().value(i - 1);
            const QPoint a = cells[i - 1];
            const QPoint b = cells[i];
            m_legs << QVariantMap{
                {QStringLiteral("fromX"), a.x()},
                {QStringLiteral("fromY"), a.y()},
                {QStringLiteral("toX"), b.x()},
                {QStringLiteral("toY"), b.y()},
                {QStringLiteral("midX"), (a.x() + b.x()) / 2.0 + 0.5},
                {QStringLiteral("midY"), (a.y() + b.y()) / 2.0 + 0.5},
                {QStringLiteral("squares"), legSquares},
                // Each leg's own share of the route, in the rule set's unit (docs/rules.md §9.2).
                {QStringLiteral("text"),
                 //: One leg of the ruler: squares ("sq" short for squares), length, unit.
                 tr("%1 sq · %2 %3")
                     .arg(legSquares)
                     .arg(RulerMeasure::number(legSquares * rules.rulerPerSquare),
                          rules.rulerUnit)}};
        }
    } else {
        m_measure = RulerMeasure();
    }
    Q_EMIT routeChanged();
}

bool RulerModel::start(double x, double y)
{
    const auto cell = cellOf(x, y);
    if (!cell)
        return false;
    m_fixed = {*cell};
    m_end = *cell;
    remeasure();
    return true;
}

bool RulerModel::track(double x, double y)
{
    const auto cell = cellOf(x, y);
    if (!cell || !m_end || m_fixed.isEmpty())
        return false;
    if (*m_end == *cell)
        return true;
    m_end = *cell;
    remeasure();
    return true;
}

bool RulerModel::addWaypoint(double x, double y)
{
    const auto cell = cellOf(x, y);
    if (!cell)
        return false;
    if (m_fixed.isEmpty())
        return start(x, y);
    if (m_fixed.last() != *cell)
        m_fixed << *cell;
    m_end = *cell;
    remeasure();
    return true;
}

void RulerModel::finish()
{
    if (!m_end)
        return;
    if (!m_fixed.isEmpty() && m_fixed.last() != *m_end)
        m_fixed << *m_end;
    m_end.reset();
    remeasure();
}

void RulerModel::clear()
{
    m_fixed.clear();
    m_end.reset();
    remeasure();
}

bool RulerModel::setRoute(const QVariantList &cells)
{
    if (!isAvailable())
        return false;
    QList<QPoint> list;
    for (const QVariant &value : cells) {
        const QPointF p = value.toPointF();
        const auto cell = cellOf(p.x() + 0.5, p.y() + 0.5);
        if (!cell)
            return false;
        list << *cell;
    }
    m_fixed = list;
    m_end.reset();
    remeasure();
    return true;
}
