#pragma once

#include <QElapsedTimer>
#include <QMutex>
#include <QObject>
#include <QThread>
#include <QUrl>
#include <QVector>

class QWebSocket;

// The devices of `gridkeep --bench-drag … --bench-share-clients N` (shell/dragbench.h): N
// WebSocket clients of the shared player view on a thread of their own, so that their work is
// not the GM's. They note, per state version, when the last of them received it and how many
// bytes each message had; the bench reads that from the GUI thread.
class ShareBenchClients : public QObject
{
    Q_OBJECT

public:
    ShareBenchClients();
    ~ShareBenchClients() override;

    // Connects `count` clients to `url` (ws://…/live?code=…) on the clients' thread.
    void open(const QUrl &url, int count);
    // How many clients received a state of `version` or newer.
    [[nodiscard]] int reached(int version) const;
    // Nanoseconds on `clock` when the last client received `version`; -1: not all did yet.
    [[nodiscard]] qint64 allReceivedAt(int version) const;
    [[nodiscard]] qint64 messages() const;
    [[nodiscard]] qint64 bytes() const;
    [[nodiscard]] const QElapsedTimer &clock() const { return m_clock; }

private:
    void received(int client, const QString &message);

    QThread m_thread;
    QObject *m_home = nullptr; // lives on m_thread; parent of the sockets
    QElapsedTimer m_clock;
    mutable QMutex m_mutex;
    QVector<int> m_version;        // per client: the newest state version it received
    QVector<qint64> m_lastArrival; // per version index: when the last client got it
    QVector<int> m_arrivals;       // per version index: how many clients got it
    qint64 m_messages = 0;
    qint64 m_bytes = 0;
};
