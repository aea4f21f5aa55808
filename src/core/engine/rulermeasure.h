#pragma once

#include "micropoint.h"
#include "model/ruleset.h"

#include <QList>
#include <QPoint>
#include <QString>

// The ruler (docs/rules.md §9): squares along a route of waypoint cells by the cheapest path of
// §1.7 with nothing in the way (no terrain, tokens or walls), leg by leg, and that length in the
// rule set's unit ("7 squares · 14 m"). With alternating diagonals the 1, 2, 1, 2 count runs
// along the whole route, as it does along a path: it does not start again at a waypoint.
class RulerMeasure
{
public:
    RulerMeasure() = default;
    // `waypoints` from the first to the last; fewer than two measure nothing.
    RulerMeasure(const QList<QPoint> &waypoints, const RuleSet &rules);
    // Points in micro-cells, each snapped to the cell that holds it (cellAt).
    [[nodiscard]] static RulerMeasure between(const QList<MicroPoint> &points,
                                              const RuleSet &rules);

    // The cell a point lies in; a point on a grid line counts as in the cell right of or below it.
    [[nodiscard]] static QPoint cellAt(MicroPoint point);

    // The squares each leg adds, in order; they sum to squares().
    [[nodiscard]] const QList<int> &legs() const { return m_legs; }
    [[nodiscard]] int squares() const { return m_squares; }
    // squares() × the rule set's rulerPerSquare, in rulerUnit.
    [[nodiscard]] double length() const { return m_length; }
    [[nodiscard]] const QString &unit() const { return m_unit; }
    // "1 square · 5 ft", "7 squares · 14 m".
    [[nodiscard]] QString text() const;
    // A length as the ruler writes it: at most two decimals, no trailing zeros.
    [[nodiscard]] static QString number(double value);

private:
    QList<int> m_legs;
    int m_squares = 0;
    double m_length = 0;
    QString m_unit;
};
