#pragma once

#include "share/sharesnapshot.h"

#include <QAbstractHttpServer>
#include <QCache>
#include <QHash>
#include <memory>

// The HTTP side of a shared player view (docs/sharing.md, "The page"): the page and its script
// and style from the app's resources, the board's tiles and the shown handout, all as GET
// with the join code; anything else is 403 without the code and 404 with it. Every answer
// forbids caching, referrers, framing and any source but this server.
class ShareHttp : public QAbstractHttpServer
{
    Q_OBJECT

public:
    ShareHttp(QByteArray code, QObject *parent = nullptr);

    // The state to serve, and its board drawn for the players (null: no tiles).
    void setSnapshot(std::shared_ptr<const ShareSnapshot> snapshot,
                     std::shared_ptr<const BoardRenderer> board);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    void answer(const QHttpServerRequest &request, QTcpSocket *socket, const QByteArray &body,
                const QByteArray &type, int status);
    [[nodiscard]] QByteArray tile(int x, int y);

    QByteArray m_code;
    std::shared_ptr<const ShareSnapshot> m_snapshot;
    std::shared_ptr<const BoardRenderer> m_board;
    QCache<quint64, QByteArray> m_tiles; // PNGs of the current version, by x << 32 | y
};
