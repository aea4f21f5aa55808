#include "live/overlaytext.h"

#include "engine/traptriggers.h"
#include "live/liveframe.h"

#include <QLocale>

#include <cmath>

QString OverlayText::PathLabel::sentence() const
{
    if (state == State::None)
        return {};
    QString text = state == State::Blocked ? blockedMove() : cost + budget;
    if (!hinderedBy.isEmpty())
        text += QStringLiteral(" · ") + hinderedByPrefix() + hinderedBy;
    if (!traps.isEmpty() && state != State::Blocked)
        text += QStringLiteral(" · ") + entersPrefix() + traps;
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

QString OverlayText::entersPrefix()
{
    return tr("enters ");
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
    if (frame.path && frame.encounter && frame.encounter->board.isSquare()) {
        const auto &board = frame.encounter->board.square;
        const Token *mover = frame.encounter->token(frame.dragToken);
        QStringList traps;
        const bool gm = frame.perspective == Perspective::GameMaster;
        for (const auto &sprung : TrapTriggers::alongPath(board, frame.path->steps,
                                                          mover ? mover->footprint() : 1, gm)) {
            traps << tr("%1 at %2,%3")
                         .arg(board.trap(sprung.trapId)->name)
                         .arg(sprung.anchor.x())
                         .arg(sprung.anchor.y());
        }
        label.traps = traps.join(QStringLiteral(", "));
    }
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

QString OverlayText::advantage(int value)
{
    return tr("Advantage %1").arg(signedNumber(value));
}

QString OverlayText::coverLine(int index)
{
    switch (index) {
    case 0:
        return tr("centre");
    case 1:
        return tr("top-left");
    case 2:
        return tr("top-right");
    case 3:
        return tr("bottom-left");
    case 4:
        return tr("bottom-right");
    default:
        return {};
    }
}

QString OverlayText::coverNote(const QString &observerName, const QString &level, bool seen,
                               int coverAdvantage, const QString &lightingName, int lighting,
                               const QStringList &blockedLines, const QStringList &clearLines)
{
    QString text = tr("%1 from %2").arg(level, observerName);
    if (!seen) {
        text += tr(" · unseen · %1 (lighting does not count)").arg(advantage(coverAdvantage));
    } else if (lightingName.isEmpty()) {
        text += QStringLiteral(" · ") + advantage(coverAdvantage);
    } else {
        text += tr(" · %1 (cover %2, %3 %4)")
                    .arg(advantage(coverAdvantage + lighting), signedNumber(coverAdvantage),
                         midSentence(lightingName), signedNumber(lighting));
    }
    const int lines = int(blockedLines.size() + clearLines.size());
    text += QLatin1Char('\n');
    if (blockedLines.isEmpty())
        //: The lines of sight from an observer to a square (always several).
        text += tr("All %n lines clear", nullptr, lines);
    else if (clearLines.isEmpty())
        //: The lines of sight from an observer to a square (always several).
        text += tr("All %n lines blocked", nullptr, lines);
    else
        text += tr("Blocked %1 of %2: %3 · clear: %4")
                    .arg(blockedLines.size())
                    .arg(lines)
                    .arg(blockedLines.join(QStringLiteral(", ")),
                         clearLines.join(QStringLiteral(", ")));
    return text;
}

QString OverlayText::sneakRating(bool seen, const QString &level, int value)
{
    if (!seen)
        return tr("unseen");
    return tr("%1, %2").arg(level, advantage(value));
}

QString OverlayText::backstabOn(const QStringList &targetNames)
{
    return tr("Backstab on %1").arg(targetNames.join(QStringLiteral(", ")));
}

QString OverlayText::midSentence(const QString &name)
{
    if (QLocale().language() == QLocale::German || name.isEmpty())
        return name;
    return name.toLower();
}
