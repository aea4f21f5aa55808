#include "document/portraitimageprovider.h"

#include "document/encounterdocument.h"
#include "io/dataurl.h"

#include <QCryptographicHash>
#include <QMetaObject>
#include <QPainter>
#include <QPainterPath>
#include <QThread>

PortraitImageProvider::PortraitImageProvider(EncounterDocument *document)
    : QQuickImageProvider(QQuickImageProvider::Image), m_document(document)
{
}

QUrl PortraitImageProvider::urlFor(const Token &token)
{
    if (token.portrait.isEmpty())
        return {};
    const QByteArray key =
        QCryptographicHash::hash(token.portrait.toUtf8(), QCryptographicHash::Md5).toHex().left(12);
    return QUrl(QStringLiteral("image://%1/%2/%3")
                    .arg(ProviderId, QString::fromUtf8(QUrl::toPercentEncoding(token.id)),
                         QString::fromLatin1(key)));
}

QImage PortraitImageProvider::roundCrop(const QImage &image, int side)
{
    QImage out(side, side, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    if (image.isNull())
        return out;
    QPainter painter(&out);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    QPainterPath circle;
    circle.addEllipse(QRectF(0, 0, side, side));
    painter.setClipPath(circle);
    // Cover the circle: scale the short side to fit and centre the crop.
    const QSize scaled = image.size().scaled(side, side, Qt::KeepAspectRatioByExpanding);
    painter.drawImage(QRectF((side - scaled.width()) / 2.0, (side - scaled.height()) / 2.0,
                             scaled.width(), scaled.height()),
                      image);
    return out;
}

QImage PortraitImageProvider::requestImage(const QString &id, QSize *size,
                                           const QSize &requestedSize)
{
    const QString tokenId = QUrl::fromPercentEncoding(id.section(QLatin1Char('/'), 0, 0).toUtf8());
    // The request may come from QML's image loader thread: copy the data URL on the
    // document's thread, never read the encounter concurrently with an edit.
    QString dataUrl;
    if (m_document) {
        auto copy = [&]() {
            if (const Token *token = m_document->encounter().token(tokenId))
                dataUrl = token->portrait;
        };
        if (QThread::currentThread() == m_document->thread())
            copy();
        else
            QMetaObject::invokeMethod(m_document, copy, Qt::BlockingQueuedConnection);
    }
    const int side =
        requestedSize.isValid() ? qMax(requestedSize.width(), requestedSize.height()) : 256;
    QImage image = roundCrop(DataUrl::decodeImage(dataUrl), side);
    if (size)
        *size = image.size();
    return image;
}
