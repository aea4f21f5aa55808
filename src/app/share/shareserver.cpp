#include "shareserver.h"

#include "share/shareclientmessage.h"
#include "share/sharegate.h"
#include "share/sharehttp.h"
#include "share/sharestate.h"

#include <QDateTime>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

ShareServer::ShareServer(QByteArray code, const ShareLimits &limits, QObject *parent)
    : QObject(parent), m_code(std::move(code)), m_limits(limits)
{
}

ShareServer::~ShareServer()
{
    stop();
}

void ShareServer::start(const QHostAddress &address, quint16 port)
{
    stop();
    m_gate = new ShareGate(m_code, m_limits, this);
    if (!m_gate->listen(address, port)) {
        const QString reason = m_gate->errorString();
        delete m_gate;
        m_gate = nullptr;
        Q_EMIT failed(reason);
        return;
    }
    m_http = new ShareHttp(m_code, this);
    m_http->setSnapshot(m_snapshot, m_board);
    m_http->bind(m_gate);
    m_sockets =
        new QWebSocketServer(QStringLiteral("Gridkeep"), QWebSocketServer::NonSecureMode, this);
    m_sockets->setHandshakeTimeout(m_limits.headTimeoutMs);
    connect(m_gate, &ShareGate::webSocketArrived, this, [this](QTcpSocket *socket) {
        m_sockets->handleConnection(socket);
        Q_EMIT socket->readyRead(); // the handshake is waiting in the socket
    });
    connect(m_sockets, &QWebSocketServer::newConnection, this, [this] {
        while (m_sockets->hasPendingConnections())
            accept(m_sockets->nextPendingConnection());
    });
    m_keepAlive = new QTimer(this);
    m_keepAlive->setInterval(m_limits.keepAliveMs);
    connect(m_keepAlive, &QTimer::timeout, this, &ShareServer::keepAlive);
    m_keepAlive->start();
    Q_EMIT listening(m_gate->serverPort());
}

void ShareServer::stop()
{
    for (const auto &device : std::as_const(m_devices)) {
        device.socket->disconnect(this);
        device.socket->abort();
        device.socket->deleteLater();
    }
    const bool hadDevices = !m_devices.isEmpty();
    m_devices.clear();
    delete m_keepAlive;
    m_keepAlive = nullptr;
    delete m_sockets;
    m_sockets = nullptr;
    delete m_http; // with the gate, bound to it as its child
    m_http = nullptr;
    m_gate = nullptr;
    if (hadDevices)
        reportDevices();
}

void ShareServer::publish(std::shared_ptr<const ShareSnapshot> snapshot)
{
    m_snapshot = std::move(snapshot);
    // The state first: the devices learn of the commit at once, and ask for tiles only after
    // it, which this thread answers once the board below is drawn.
    for (qsizetype i = m_devices.size() - 1; i >= 0; --i)
        send(m_devices[i], m_snapshot->state);
    m_board.reset();
    if (m_snapshot->tilesFrom) {
        BoardRenderer::Options options;
        options.players = true;
        options.cellPixels = m_snapshot->cellPixels;
        auto board = std::make_shared<const BoardRenderer>(*m_snapshot->tilesFrom, options);
        if (board->isValid())
            m_board = std::move(board);
    }
    if (m_http)
        m_http->setSnapshot(m_snapshot, m_board);
}

void ShareServer::ring(double x, double y)
{
    const QByteArray message = ShareState::ping(x, y);
    for (qsizetype i = m_devices.size() - 1; i >= 0; --i)
        send(m_devices[i], message);
}

void ShareServer::disconnectDevice(const QString &id)
{
    for (const auto &device : std::as_const(m_devices)) {
        if (device.id == id) {
            // The page reads this code as "the GM let me go" and does not reconnect by itself.
            device.socket->close(QWebSocketProtocol::CloseCode(DisconnectedByGameMaster),
                                 QStringLiteral("Disconnected by the game master"));
            drop(device.socket);
            return;
        }
    }
}

void ShareServer::accept(QWebSocket *socket)
{
    if (m_devices.size() >= m_limits.maxDevices) {
        socket->close(QWebSocketProtocol::CloseCodeTooMuchData);
        socket->deleteLater();
        return;
    }
    socket->setParent(this);
    socket->setMaxAllowedIncomingFrameSize(quint64(m_limits.maxFrameBytes));
    socket->setMaxAllowedIncomingMessageSize(quint64(m_limits.maxFrameBytes));
    socket->setOutgoingFrameSize(quint64(m_limits.maxFrameBytes));
    Device device;
    device.socket = socket;
    device.id = QStringLiteral("device-%1").arg(m_nextDevice++);
    device.address = socket->peerAddress().toString();
    device.since = QDateTime::currentDateTime().toString(Qt::ISODate);
    device.window.start();
    device.heard.start();
    m_devices << device;
    if (m_gate)
        m_gate->setDeviceCount(int(m_devices.size()));
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this, socket](const QString &text) { received(socket, text.toUtf8()); });
    // The wire is JSON text: a binary message counts against the flood limit, nothing more.
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this, socket](const QByteArray &) { received(socket, {}); });
    connect(socket, &QWebSocket::pong, this, [this, socket] {
        if (Device *d = deviceOf(socket))
            d->heard.restart();
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { drop(socket); });
    reportDevices();
    if (m_snapshot)
        send(m_devices.last(), m_snapshot->state);
}

void ShareServer::send(Device &device, const QByteArray &message)
{
    if (device.socket->bytesToWrite() + message.size() > m_limits.maxQueuedBytes) {
        drop(device.socket); // too slow to keep up: it reconnects and starts afresh
        return;
    }
    device.socket->sendTextMessage(QString::fromUtf8(message));
}

void ShareServer::received(QWebSocket *socket, const QByteArray &message)
{
    Device *device = deviceOf(socket);
    if (!device)
        return;
    device->heard.restart();
    if (device->window.elapsed() >= 1000) {
        device->window.restart();
        device->messages = 0;
        device->pings = 0;
    }
    if (++device->messages > m_limits.messagesPerSecond) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        drop(socket); // flooding
        return;
    }
    const auto ping = ShareClientMessage::parse(message);
    if (!ping || !m_pingsAllowed || ++device->pings > m_limits.pingsPerSecond)
        return; // ignored: a bad message, pings not allowed now, or too many
    Q_EMIT devicePinged(ping->x, ping->y);
}

void ShareServer::drop(QWebSocket *socket)
{
    for (qsizetype i = 0; i < m_devices.size(); ++i) {
        if (m_devices[i].socket != socket)
            continue;
        m_devices.removeAt(i);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        if (m_gate)
            m_gate->setDeviceCount(int(m_devices.size()));
        reportDevices();
        return;
    }
}

void ShareServer::keepAlive()
{
    for (qsizetype i = m_devices.size() - 1; i >= 0; --i) {
        if (m_devices[i].heard.elapsed() > m_limits.silentTimeoutMs)
            drop(m_devices[i].socket);
        else
            m_devices[i].socket->ping();
    }
}

ShareServer::Device *ShareServer::deviceOf(QWebSocket *socket)
{
    for (auto &device : m_devices) {
        if (device.socket == socket)
            return &device;
    }
    return nullptr;
}

void ShareServer::reportDevices()
{
    QVariantList rows;
    for (const auto &device : std::as_const(m_devices))
        rows << QVariantMap{{QStringLiteral("deviceId"), device.id},
                            {QStringLiteral("address"), device.address},
                            {QStringLiteral("since"), device.since}};
    Q_EMIT devicesChanged(rows);
}
