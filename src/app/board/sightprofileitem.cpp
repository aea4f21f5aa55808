#include "sightprofileitem.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace
{

// Distance from p to the segment ab, in the segment's units.
qreal distanceToSegment(const QPointF &p, const QLineF &ab)
{
    const QPointF d = ab.p2() - ab.p1();
    const qreal dd = QPointF::dotProduct(d, d);
    const qreal t = dd == 0 ? 0 : std::clamp(QPointF::dotProduct(p - ab.p1(), d) / dd, 0.0, 1.0);
    return QLineF(p, ab.p1() + t * d).length();
}

QRectF footprintOf(const Token &t)
{
    return QRectF(t.x, t.y, t.footprint(), t.footprint());
}

} // namespace

SightProfileItem::SightProfileItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    setImplicitWidth(320);
    setImplicitHeight(190);
}

void SightProfileItem::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    // The line may have changed under a resting pointer (a token moved, a wall's top changed).
    if (m_profile)
        pick(m_target);
}

void SightProfileItem::setDark(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    Q_EMIT darkChanged();
    update();
}

QString SightProfileItem::summary() const
{
    return m_profile ? m_profile->reasons.join(QStringLiteral("; ")) : QString();
}

void SightProfileItem::hoverAt(double x, double y)
{
    const Encounter *encounter = m_frame.encounter.get();
    const Token *focus = encounter ? encounter->token(m_frame.focusToken) : nullptr;
    if (!focus || !encounter->board.isSquare() || !encounter->board.square.sightOverHeights) {
        clear();
        return;
    }
    const QPointF pointer(x, y);
    const QPointF from = footprintOf(*focus).center();
    QString nearest;
    qreal best = 0.2;
    for (const Token &token : encounter->tokens) {
        if (token.id == focus->id)
            continue;
        const QRectF to = footprintOf(token);
        // Not on the discs themselves: those are the tokens' own hover.
        if (footprintOf(*focus).contains(pointer) || to.contains(pointer))
            continue;
        const qreal d = distanceToSegment(pointer, QLineF(from, to.center()));
        if (d < best) {
            best = d;
            nearest = token.id;
        }
    }
    if (nearest.isEmpty()) {
        clear();
        return;
    }
    if (nearest != m_target || !m_profile)
        pick(nearest);
}

void SightProfileItem::clear()
{
    if (!m_profile && m_target.isEmpty())
        return;
    m_profile.reset();
    m_target.clear();
    Q_EMIT profileChanged();
    update();
}

void SightProfileItem::pick(const QString &target)
{
    const Encounter *encounter = m_frame.encounter.get();
    const int a = encounter ? encounter->tokenIndex(m_frame.focusToken) : -1;
    const int b = encounter ? encounter->tokenIndex(target) : -1;
    m_profile = a >= 0 && b >= 0 ? SightProfile::between(a, b, *encounter) : std::nullopt;
    m_target = m_profile ? target : QString();
    Q_EMIT profileChanged();
    update();
}

void SightProfileItem::paint(QPainter *painter)
{
    if (!m_profile)
        return;
    const SightProfile &p = *m_profile;
    const QColor panel = m_dark ? QColor(0x26, 0x32, 0x38, 240) : QColor(255, 255, 255, 245);
    const QColor ink = m_dark ? QColor(0xec, 0xef, 0xf1) : QColor(0x26, 0x32, 0x38);
    const QColor muted = m_dark ? QColor(0x90, 0xa4, 0xae) : QColor(0x60, 0x7d, 0x8b);
    const QColor ground(0x8d, 0x6e, 0x63);
    const QColor blocker(0x54, 0x6e, 0x7a);
    const QColor cover(0xe6, 0x9f, 0x00);
    const QColor clear(0x00, 0x9e, 0x73);
    const QColor blocked(0xd5, 0x5e, 0x00);
    const QColor body(0x56, 0xb4, 0xe9);

    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF outer = QRectF(0, 0, width(), height()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter->setPen(QPen(muted, 1));
    painter->setBrush(panel);
    painter->drawRoundedRect(outer, 6, 6);

    QFont font = painter->font();
    font.setPixelSize(11);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal lineHeight = metrics.height();
    const int reasonLines = std::min<int>(2, int(p.reasons.size()));
    const QRectF chart = QRectF(outer.left() + 34, outer.top() + 10, outer.width() - 46,
                                outer.height() - 28 - reasonLines * lineHeight);

    // Heights shown: every finite height the line meets, with a margin.
    double low = std::min({p.fromEye, p.toEye, 0.0});
    double high = std::max(p.fromEye, p.toEye);
    for (const auto &c : p.cells) {
        low = std::min(low, c.ground);
        high = std::max(high, c.top.value_or(c.ground));
    }
    for (const auto &w : p.walls)
        high = std::max(high, w.top.value_or(high));
    for (const auto &b : p.bodies) {
        low = std::min(low, b.foot);
        high = std::max(high, b.eye);
    }
    high += 0.5;
    low -= 0.25;
    const double length = std::max(p.length, 0.01);
    auto at = [&](double along, double z) {
        return QPointF(chart.left() + along / length * chart.width(),
                       chart.bottom() - (z - low) / (high - low) * chart.height());
    };
    auto column = [&](double from, double to, double bottom, double top) {
        return QRectF(at(from, top), at(to, bottom)).normalized();
    };

    // The axis: a tick each meter, labelled at the ends.
    painter->setPen(QPen(muted, 1, Qt::DotLine));
    for (double z = std::ceil(low); z <= high; z += std::max(1.0, std::floor((high - low) / 4))) {
        painter->drawLine(at(0, z), at(length, z));
        painter->drawText(QRectF(outer.left() + 2, at(0, z).y() - lineHeight / 2, 30, lineHeight),
                          Qt::AlignRight | Qt::AlignVCenter,
                          QStringLiteral("%1 m").arg(z, 0, 'g', 4));
    }

    // The ground under the line, then what stands on it.
    painter->setPen(Qt::NoPen);
    for (const auto &c : p.cells) {
        painter->setBrush(ground);
        painter->drawRect(column(c.from, c.to, low, c.ground));
        if (!c.terrainName.isEmpty()) {
            const double top = c.tall ? high : c.top.value_or(c.ground);
            QColor fill = c.blocksSight ? blocker : cover;
            fill.setAlpha(c.tall ? 120 : 200);
            painter->setBrush(c.tall ? QBrush(fill, Qt::BDiagPattern) : QBrush(fill));
            painter->drawRect(column(c.from, c.to, c.ground, top));
        }
    }
    for (const auto &b : p.bodies) {
        QColor fill = b.covers ? cover : body;
        fill.setAlpha(170);
        painter->setBrush(fill);
        const QRectF r = column(b.from, b.to, b.foot, b.eye);
        painter->drawRoundedRect(r.adjusted(r.width() * 0.2, 0, -r.width() * 0.2, 0), 3, 3);
    }
    for (const auto &w : p.walls) {
        painter->setPen(QPen(blocker, 3, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(at(w.at, low), at(w.at, w.top.value_or(high)));
    }

    // The line itself: its colour says what became of it; after a block it is dotted.
    const QPointF start = at(0, p.fromEye);
    const QPointF end = at(length, p.toEye);
    const QColor lineColour = p.blocked ? blocked : (p.covered ? cover : clear);
    if (p.blocked) {
        const QPointF stop = at(p.blockAt, p.blockZ);
        painter->setPen(QPen(clear, 2));
        painter->drawLine(start, stop);
        painter->setPen(QPen(blocked, 2, Qt::DotLine));
        painter->drawLine(stop, end);
        painter->setPen(QPen(blocked, 2.5));
        painter->drawLine(stop + QPointF(-5, -5), stop + QPointF(5, 5));
        painter->drawLine(stop + QPointF(-5, 5), stop + QPointF(5, -5));
    } else {
        painter->setPen(QPen(lineColour, 2, p.covered ? Qt::DashLine : Qt::SolidLine));
        painter->drawLine(start, end);
    }
    painter->setPen(QPen(ink, 1.5));
    painter->setBrush(panel);
    painter->drawEllipse(start, 4, 4);
    painter->drawEllipse(end, 4, 4);

    // The eyes' heights at the ends, and the reasons underneath.
    painter->setPen(ink);
    const auto eyeText = [](double z) { return QStringLiteral("%1 m").arg(z, 0, 'g', 4); };
    painter->drawText(QRectF(start.x() + 6, start.y() - lineHeight - 2, 80, lineHeight),
                      Qt::AlignLeft | Qt::AlignVCenter, eyeText(p.fromEye));
    painter->drawText(QRectF(end.x() - 86, end.y() - lineHeight - 2, 80, lineHeight),
                      Qt::AlignRight | Qt::AlignVCenter, eyeText(p.toEye));
    for (int i = 0; i < reasonLines; ++i) {
        const QRectF r(outer.left() + 8, chart.bottom() + 6 + i * lineHeight, outer.width() - 16,
                       lineHeight);
        painter->setPen(i == 0 && p.blocked ? blocked : ink);
        painter->drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(p.reasons[i], Qt::ElideRight, r.width()));
    }
}
