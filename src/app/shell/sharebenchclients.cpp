#include "sharebenchclients.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMutexLocker>
#include <QWebSocket>

ShareBenchClients::ShareBenchClients()
{
    m_clock.start();
    m_home = new QObject;
    m_home->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_home, &QObject::deleteLater);
    m_thread.start();
}

ShareBenchClients::~ShareBenchClients()
{
    m_thread.quit();
    m_thread.wait();
}

void ShareBenchClients::open(const QUrl &url, int count)
{
    {
        QMutexLocker lock(&m_mutex);
        m_version = QVector<int>(count, 0);
    }
    for (int i = 0; i < count; ++i) {
        QMetaObject::invokeMethod(m_home, [this, url, i] {
            auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, m_home);
            connect(socket, &QWebSocket::textMessageReceived, m_home,
                    [this, i](const QString &message) { received(i, message); });
            socket->open(url);
        });
    }
}

void ShareBenchClients::received(int client, const QString &message)
{
    const qint64 at = m_clock.nsecsElapsed();
    const QJsonObject object = QJsonDocument::fromJson(message.toUtf8()).object();
    QMutexLocker lock(&m_mutex);
    ++m_messages;
    m_bytes += message.toUtf8().size();
    if (object.value(QLatin1String("type")).toString() != QLatin1String("state"))
        return;
    const int version = object.value(QLatin1String("version")).toInt();
    if (version <= 0 || version > 1'000'000)
        return;
    m_version[client] = std::max(m_version[client], version);
    if (m_arrivals.size() <= version) {
        m_arrivals.resize(version + 1);
        m_lastArrival.resize(version + 1);
    }
    ++m_arrivals[version];
    m_lastArrival[version] = at;
}

int ShareBenchClients::reached(int version) const
{
    QMutexLocker lock(&m_mutex);
    return int(std::count_if(m_version.begin(), m_version.end(),
                             [version](int v) { return v >= version; }));
}

qint64 ShareBenchClients::allReceivedAt(int version) const
{
    QMutexLocker lock(&m_mutex);
    if (version >= m_arrivals.size() || m_arrivals[version] < m_version.size())
        return -1;
    return m_lastArrival[version];
}

qint64 ShareBenchClients::messages() const
{
    QMutexLocker lock(&m_mutex);
    return m_messages;
}

qint64 ShareBenchClients::bytes() const
{
    QMutexLocker lock(&m_mutex);
    return m_bytes;
}
