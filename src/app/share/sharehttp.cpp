#include "sharehttp.h"

#include "io/pngbytes.h"
#include "share/joincode.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QImage>
#include <QPainter>
#include <QTcpSocket>
#include <QUrlQuery>

namespace
{

// Nothing but this server: the page's own script and style, its tiles, and its socket.
constexpr char Policy[] = "default-src 'none'; script-src 'self'; style-src 'self'; "
                          "img-src 'self'; connect-src 'self'; base-uri 'none'; "
                          "form-action 'none'; frame-ancestors 'none'";

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/share/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

ShareHttp::ShareHttp(QByteArray code, QObject *parent)
    : QAbstractHttpServer(parent), m_code(std::move(code)), m_tiles(64)
{
}

void ShareHttp::setSnapshot(std::shared_ptr<const ShareSnapshot> snapshot,
                            std::shared_ptr<const BoardRenderer> board)
{
    m_snapshot = std::move(snapshot);
    m_board = std::move(board);
    m_tiles.clear();
}

void ShareHttp::answer(const QHttpServerRequest &request, QTcpSocket *socket,
                       const QByteArray &body, const QByteArray &type, int status)
{
    {
        auto responder = makeResponder(request, socket);
        responder.write(body,
                        {{"Content-Type", type},
                         {"Cache-Control", "no-store"},
                         {"Referrer-Policy", "no-referrer"},
                         {"Content-Security-Policy", Policy},
                         {"X-Content-Type-Options", "nosniff"},
                         {"X-Frame-Options", "DENY"},
                         {"Connection", "close"}},
                        QHttpServerResponder::StatusCode(status));
    }
    // One request a connection: the gate reads each connection's first head only, so no
    // request reaches this server without having passed it.
    socket->disconnectFromHost();
}

bool ShareHttp::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    const QUrlQuery query = request.query();
    const QByteArray code = query.queryItemValue(QStringLiteral("code")).toLatin1();
    if (!JoinCode::matches(code, m_code)) {
        answer(request, socket, "403 Forbidden\n", "text/plain", 403);
        return true;
    }
    if (request.method() != QHttpServerRequest::Method::Get) {
        answer(request, socket, "405 Method Not Allowed\n", "text/plain", 405);
        return true;
    }
    const QString path = request.url().path();
    if (path == QLatin1String("/")) {
        // The page names its script and style with the code (it matched, so it is plain text).
        QByteArray page = resource(QStringLiteral("index.html"));
        page.replace("%CODE%", m_code);
        answer(request, socket, page, "text/html; charset=utf-8", 200);
    } else if (path == QLatin1String("/page.js")) {
        answer(request, socket, resource(QStringLiteral("page.js")),
               "text/javascript; charset=utf-8", 200);
    } else if (path == QLatin1String("/page.css")) {
        answer(request, socket, resource(QStringLiteral("page.css")), "text/css; charset=utf-8",
               200);
    } else if (path == QLatin1String("/tile")) {
        bool okX = false, okY = false;
        const int x = query.queryItemValue(QStringLiteral("x")).toInt(&okX);
        const int y = query.queryItemValue(QStringLiteral("y")).toInt(&okY);
        const QByteArray png = okX && okY ? tile(x, y) : QByteArray();
        if (png.isEmpty())
            answer(request, socket, "404 Not Found\n", "text/plain", 404);
        else
            answer(request, socket, png, "image/png", 200);
    } else if (path == QLatin1String("/handout") && m_snapshot &&
               !m_snapshot->handoutPng.isEmpty()) {
        answer(request, socket, m_snapshot->handoutPng, "image/png", 200);
    } else {
        answer(request, socket, "404 Not Found\n", "text/plain", 404);
    }
    return true;
}

void ShareHttp::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    answer(request, socket, "404 Not Found\n", "text/plain", 404);
}

QByteArray ShareHttp::tile(int x, int y)
{
    if (!m_snapshot || !m_board || x < 0 || y < 0)
        return {};
    const BoardRenderer &board = *m_board;
    const QSize cells = board.boardSize();
    const int side = m_snapshot->tileCells;
    if (qint64(x) * side >= cells.width() || qint64(y) * side >= cells.height())
        return {};
    const quint64 key = (quint64(quint32(x)) << 32) | quint32(y);
    if (const QByteArray *cached = m_tiles.object(key))
        return *cached;
    const int pixels = m_snapshot->cellPixels;
    QImage image(side * pixels, side * pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black); // beyond the board's edge, as under the fog
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        board.paint(painter, QRectF(x * side, y * side, side, side), pixels);
    }
    const QByteArray png = PngBytes::of(image);
    m_tiles.insert(key, new QByteArray(png));
    return png;
}
