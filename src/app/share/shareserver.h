#pragma once

#include "share/sharelimits.h"
#include "share/sharesnapshot.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QVariantList>
#include <memory>

class QTimer;
class QWebSocket;
class QWebSocketServer;
class ShareGate;
class ShareHttp;

// A shared player view's server (docs/sharing.md): the gate, the HTTP server for the page and
// tiles, and the devices' WebSockets. It lives on its own thread (ShareController moves it
// there), so the GM's frames never wait on a device; everything it sends comes from the
// snapshots it is given, which hold the players' encounter only. Call its slots queued.
class ShareServer : public QObject
{
    Q_OBJECT

public:
    // The WebSocket close code of disconnectDevice() (4000–4999 are the application's).
    static constexpr int DisconnectedByGameMaster = 4000;

    ShareServer(QByteArray code, const ShareLimits &limits, QObject *parent = nullptr);
    ~ShareServer() override;

public Q_SLOTS:
    // Listens on `address`:`port` (0: any free port); says listening() or failed().
    void start(const QHostAddress &address, quint16 port);
    // Closes every connection and stops listening.
    void stop();
    // A new committed state: each device gets its state message.
    void publish(std::shared_ptr<const ShareSnapshot> snapshot);
    // A ping rung on the board, to every device.
    void ring(double x, double y);
    void setPingsAllowed(bool allowed) { m_pingsAllowed = allowed; }
    void disconnectDevice(const QString &id);

Q_SIGNALS:
    void listening(quint16 port);
    void failed(const QString &reason);
    // [{deviceId, address, since}] of the devices watching.
    void devicesChanged(const QVariantList &devices);
    // A device pinged (x, y), in cells, within its rate and while pings are allowed.
    void devicePinged(double x, double y);

private:
    struct Device {
        QWebSocket *socket = nullptr;
        QString id;
        QString address;
        QString since;
        QElapsedTimer window; // the current second of messages
        int messages = 0;     // in that second
        int pings = 0;        // in that second
        QElapsedTimer heard;  // since the device last said anything (a pong counts)
    };

    void accept(QWebSocket *socket);
    void send(Device &device, const QByteArray &message);
    void received(QWebSocket *socket, const QByteArray &message);
    void drop(QWebSocket *socket);
    void keepAlive();
    Device *deviceOf(QWebSocket *socket);
    void reportDevices();

    QByteArray m_code;
    ShareLimits m_limits;
    ShareGate *m_gate = nullptr;
    ShareHttp *m_http = nullptr;
    QWebSocketServer *m_sockets = nullptr;
    QTimer *m_keepAlive = nullptr;
    QList<Device> m_devices;
    std::shared_ptr<const ShareSnapshot> m_snapshot;
    std::shared_ptr<const BoardRenderer> m_board;
    bool m_pingsAllowed = false;
    int m_nextDevice = 1;
};
