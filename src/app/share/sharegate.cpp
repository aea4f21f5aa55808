#include "sharegate.h"

#include "share/joincode.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace
{

constexpr char InspectingProperty[] = "gridkeepShareInspecting";

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (c <= 32 || c >= 127 || c == ':')
            return false;
    }
    return true;
}

// The parts of a request head the gate decides on; `valid` false for anything malformed.
struct Head {
    bool valid = false;
    bool upgrade = false;
    bool get = false;
    bool body = false; // a Content-Length other than 0, or any Transfer-Encoding
    QByteArray path;
    QByteArray code;
};

Head parseHead(const QByteArray &head)
{
    Head result;
    const QList<QByteArray> lines = head.split('\n');
    if (lines.isEmpty())
        return result;
    const QList<QByteArray> request = lines.first().trimmed().split(' ');
    if (request.size() != 3 || !isToken(request[0]) || !request[1].startsWith('/') ||
        (request[2] != "HTTP/1.1" && request[2] != "HTTP/1.0"))
        return result;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.left(colon)))
            return result;
        const QByteArray name = line.left(colon);
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name.compare("upgrade", Qt::CaseInsensitive) == 0 &&
            value.toLower().contains("websocket"))
            result.upgrade = true;
        if ((name.compare("content-length", Qt::CaseInsensitive) == 0 && value != "0") ||
            name.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
            result.body = true;
    }
    result.get = request[0] == "GET";
    const QByteArray &target = request[1];
    const qsizetype question = target.indexOf('?');
    result.path = question < 0 ? target : target.left(question);
    if (question >= 0) {
        const QUrlQuery query(QString::fromLatin1(target.mid(question + 1)));
        result.code = query.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded).toLatin1();
    }
    result.valid = true;
    return result;
}

} // namespace

ShareGate::ShareGate(QByteArray code, const ShareLimits &limits, QObject *parent)
    : QTcpServer(parent), m_code(std::move(code)), m_limits(limits)
{
}

void ShareGate::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (m_open >= m_limits.maxConnections) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_open;
    connect(socket, &QObject::destroyed, this, [this] { --m_open; });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->setProperty(InspectingProperty, true);
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { inspect(socket); });
    QTimer::singleShot(m_limits.headTimeoutMs, socket, [socket] {
        if (socket->property(InspectingProperty).toBool())
            socket->abort(); // a head that never ends (a slow client, or an attack)
    });
}

void ShareGate::inspect(QTcpSocket *socket)
{
    if (!socket->property(InspectingProperty).toBool())
        return;
    const QByteArray peeked = socket->peek(m_limits.maxHeadBytes + 1);
    const qsizetype end = peeked.indexOf("\r\n\r\n");
    if (end < 0) {
        if (peeked.size() > m_limits.maxHeadBytes)
            refuse(socket, "431 Request Header Fields Too Large");
        return; // wait for the rest
    }
    const Head head = parseHead(peeked.left(end));
    if (!head.valid) {
        refuse(socket, "400 Bad Request");
        return;
    }
    // Everything served is a GET without a body: nothing else is read, code or not, so no
    // request can make the app hold a large body in memory.
    if (!head.get) {
        refuse(socket, "405 Method Not Allowed");
        return;
    }
    if (head.body) {
        refuse(socket, "413 Content Too Large");
        return;
    }
    if (head.upgrade) {
        if (!JoinCode::matches(head.code, m_code)) {
            refuse(socket, "403 Forbidden");
            return;
        }
        if (head.path != "/live") {
            refuse(socket, "404 Not Found");
            return;
        }
        if (m_devices >= m_limits.maxDevices) {
            refuse(socket, "503 Service Unavailable");
            return;
        }
    }
    // Handed on with the head unread: the next owner parses it again.
    socket->setProperty(InspectingProperty, false);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    if (head.upgrade) {
        // The WebSocket that takes the socket over manages its life from now on.
        disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        Q_EMIT webSocketArrived(socket);
        return;
    }
    watchIdle(socket);
    addPendingConnection(socket);
    Q_EMIT socket->readyRead(); // the HTTP server listens from now on; the bytes are waiting
}

void ShareGate::refuse(QTcpSocket *socket, QByteArray status)
{
    socket->setProperty(InspectingProperty, false);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    const QByteArray body = status + '\n';
    socket->write("HTTP/1.1 " + status +
                  "\r\nContent-Type: text/plain\r\nCache-Control: no-store\r\n"
                  "Connection: close\r\nContent-Length: " +
                  QByteArray::number(body.size()) + "\r\n\r\n" + body);
    socket->disconnectFromHost();
}

void ShareGate::watchIdle(QTcpSocket *socket)
{
    auto *idle = new QTimer(socket);
    idle->setSingleShot(true);
    idle->setInterval(m_limits.idleTimeoutMs);
    connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
    connect(socket, &QTcpSocket::readyRead, idle, qOverload<>(&QTimer::start));
    connect(socket, &QTcpSocket::bytesWritten, idle, qOverload<>(&QTimer::start));
    idle->start();
}
