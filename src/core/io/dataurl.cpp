#include "dataurl.h"

namespace DataUrl
{

QImage decodeImage(const QString &url)
{
    if (!url.startsWith(QLatin1String("data:")))
        return {};
    const auto comma = url.indexOf(QLatin1Char(','));
    if (comma < 0)
        return {};
    const auto header = url.mid(5, comma - 5);
    const auto payload = QStringView(url).mid(comma + 1).toLatin1();
    const auto bytes = header.endsWith(QLatin1String(";base64"))
                           ? QByteArray::fromBase64(payload)
                           : QByteArray::fromPercentEncoding(payload);
    return QImage::fromData(bytes);
}

QString encode(const QByteArray &bytes, const QString &mimeType)
{
    return QStringLiteral("data:%1;base64,").arg(mimeType) + QString::fromLatin1(bytes.toBase64());
}

} // namespace DataUrl
