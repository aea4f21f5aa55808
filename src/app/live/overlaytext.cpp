#include "live/overlaytext.h"

#include "live/liveframe.h"

#include <cmath>

QString OverlayText::PathLabel::sentence() const
{
    if (state == State::None)
        return {};
    QString text = state == State::Blocked ? blockedMove() : cost + budget;
    if (!hinderedBy.isEmpty())
        text += QStringLiteral(" · ") + hinderedByPrefix() + hinderedBy;
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString OverlayText::signedNumber(double value)
{
    QString text = QString::number(std::abs(value), 'f', 2);
    while (text.contains(QLatin1Char('.')) &&
           (text.endsWith(QLatin1Char('0')) || text.endsWith(QLatin1Char('.'))))
        text.chop(1);
    return (value < 0 ? QStringLiteral("−") : QStringLiteral("+")) + text;
}

QString OverlayText::amount(double value)
{
    return QString::number(value, 'g', 6);
}

QString OverlayText::rangeText(double adjustment, const QString &unit)
{
    if (adjustment == 0)
        return {};
    return tr("range %1 %2").arg(signedNumber(adjustment), unit);
}

QString OverlayText::blockedMove()
{
    return tr("cannot end a move here");
}

QString OverlayText::hinderedByPrefix()
{
    return tr("hindered by ");
}

QString OverlayText::surroundedRule(Surrounded::Rule rule)
{
    switch (rule) {
    case Surrounded::Rule::NoWayOut:
        return tr("no way out");
    case Surrounded::Rule::OppositeCorners:
        return tr("opposite corners");
    case Surrounded::Rule::None:
        break;
    }
    return {};
}

QString OverlayText::surroundedReason(Surrounded::Rule rule, const QStringList &enemyNames)
{
    if (rule == Surrounded::Rule::None)
        return {};
    return tr("Surrounded — %1: %2")
        .arg(surroundedRule(rule), enemyNames.join(QStringLiteral(", ")));
}

OverlayText::PathLabel OverlayText::costLabel(int cost, double budget)
{
    PathLabel label;
    if (cost < 0) {
        label.state = PathLabel::State::Blocked;
        return label;
    }
    const bool within = cost <= budget;
    label.state = within ? PathLabel::State::Within : PathLabel::State::Over;
    label.cost = tr("move %1").arg(cost);
    label.budget = within ? tr(" of %1").arg(amount(budget)) : tr(" · over %1").arg(amount(budget));
    return label;
}

OverlayText::PathLabel OverlayText::dragLabel(const LiveFrame &frame)
{
    if (!frame.isDragging())
        return {};
    const int cost = frame.path ? frame.path->cost : (frame.route ? frame.route->cost : -1);
    PathLabel label = costLabel(cost, frame.budget);
    if (frame.path)
        label.hinderedBy = frame.tokenNames(frame.path->hinderedBy).join(QStringLiteral(", "));
    return label;
}

OverlayText::PathLabel OverlayText::pointerLabel(const LiveFrame &frame)
{
    if (frame.isDragging() || !frame.field || frame.pointer.x() < 0 ||
        frame.pointer == frame.field->start())
        return {};
    return costLabel(frame.pointerCost, frame.budget);
}

QString OverlayText::pathText(const LiveFrame &frame)
{
    return dragLabel(frame).sentence();
}
