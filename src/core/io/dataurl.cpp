#include "dataurl.h"

#include "model/limits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>

namespace DataUrl
{

QImage decodeImage(const QString &url)
{
    if (!url.startsWith(QLatin1String("data:")))
        return {};
    const auto comma = url.indexOf(QLatin1Char(','));
    if (comma < 0)
        return {};
    return QImage::fromData(payload(url, comma));
}

QByteArray payload(const QString &url, qsizetype comma)
{
    const bool base64 = QStringView(url).left(comma).endsWith(QLatin1String(";base64"));
    const auto text = QStringView(url).mid(comma + 1).toLatin1();
    return base64 ? QByteArray::fromBase64(text) : QByteArray::fromPercentEncoding(text);
}

QString tooLargeToDecode(QByteArray bytes)
{
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    const QSize size = QImageReader(&buffer).size();
    const qint64 limit = qint64(Limits::ImageAllocationLimitMb) * 1024 * 1024;
    if (!size.isValid() || qint64(size.width()) * size.height() * 4 <= limit)
        return {};
    return QCoreApplication::translate(
               "DataUrl", "expected a picture of at most %1 MB once decoded, got %2×%3 pixels")
        .arg(Limits::ImageAllocationLimitMb)
        .arg(size.width())
        .arg(size.height());
}

QString encode(const QByteArray &bytes, const QString &mimeType)
{
    return QStringLiteral("data:%1;base64,").arg(mimeType) + QString::fromLatin1(bytes.toBase64());
}

} // namespace DataUrl
