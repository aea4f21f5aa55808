#include "player/boardpings.h"

#include <QLineF>
#include <QVariantMap>
#include <algorithm>
#include <cmath>

BoardPings::BoardPings(QObject *parent) : QObject(parent)
{
    m_clock.start();
    m_expiry.setSingleShot(true);
    connect(&m_expiry, &QTimer::timeout, this, &BoardPings::expire);
}

QVariantList BoardPings::pings() const
{
    QVariantList rows;
    for (const auto &p : m_pings)
        rows << QVariantMap{{QStringLiteral("pingId"), p.id},
                            {QStringLiteral("cellX"), p.x},
                            {QStringLiteral("cellY"), p.y}};
    return rows;
}

void BoardPings::ping(double x, double y)
{
    if (!std::isfinite(x) || !std::isfinite(y))
        return;
    const bool again = std::any_of(m_pings.cbegin(), m_pings.cend(), [&](const Ping &p) {
        return QLineF(p.x, p.y, x, y).length() <= SameSpot;
    });
    m_pings << Ping{m_nextId++, x, y, m_clock.elapsed()};
    if (!m_expiry.isActive())
        m_expiry.start(Lifetime);
    Q_EMIT pingsChanged();
    if (again)
        Q_EMIT centreRequested(x, y);
}

void BoardPings::clear()
{
    if (m_pings.isEmpty())
        return;
    m_pings.clear();
    m_expiry.stop();
    Q_EMIT pingsChanged();
}

void BoardPings::expire()
{
    const qint64 now = m_clock.elapsed();
    const auto before = m_pings.size();
    m_pings.removeIf([&](const Ping &p) { return now - p.bornMs >= Lifetime; });
    if (!m_pings.isEmpty())
        m_expiry.start(int(std::max<qint64>(1, m_pings.first().bornMs + Lifetime - now)));
    if (m_pings.size() != before)
        Q_EMIT pingsChanged();
}
