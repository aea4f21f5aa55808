#pragma once

#include "share/sharelimits.h"

#include <QByteArray>
#include <QTcpServer>

class QTcpSocket;

// The listening socket of a shared player view (docs/sharing.md, "The gate"). It reads each
// connection's request head before anyone else: a WebSocket upgrade is let through only to
// /live with the right join code and while fewer than the limit of devices watch, else it
// gets 403 (or 503) and is closed; any other request goes on, unread, to the HTTP server. A
// head that is too long, malformed or too slow closes the connection.
class ShareGate : public QTcpServer
{
    Q_OBJECT

public:
    ShareGate(QByteArray code, const ShareLimits &limits, QObject *parent = nullptr);

    // How many devices watch now; the gate refuses upgrades beyond ShareLimits::maxDevices.
    void setDeviceCount(int count) { m_devices = count; }

Q_SIGNALS:
    // A checked WebSocket upgrade, its head still unread in `socket`.
    void webSocketArrived(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void inspect(QTcpSocket *socket);
    void refuse(QTcpSocket *socket, QByteArray status);
    void watchIdle(QTcpSocket *socket);

    QByteArray m_code;
    ShareLimits m_limits;
    int m_devices = 0;
    int m_open = 0;
};
