#include "embeddedimage.h"

#include "dataurl.h"
#include "jsonrefusal.h"

#include "model/limits.h"

#include <QCoreApplication>

namespace EmbeddedImage
{

using JsonRefusal::refuse;

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'f', 1);
}

void check(const QString &url, const QString &path)
{
    const auto comma = url.indexOf(QLatin1Char(','));
    if (comma < 0)
        return;
    const qint64 payload = url.size() - comma - 1;
    const bool base64 = QStringView(url).left(comma).endsWith(QLatin1String(";base64"));
    const qint64 decodedAtLeast = base64 ? payload / 4 * 3 : payload / 3;
    if (decodedAtLeast > Limits::MaxImageBytes)
        refuse(path, QCoreApplication::translate(
                         "EncounterReader",
                         "expected an embedded image of at most %1 MB, got about %2 MB")
                         .arg(Limits::MaxImageBytes / (1024 * 1024))
                         .arg(megabytes(decodedAtLeast)));
    const QByteArray bytes = DataUrl::payload(url, comma);
    if (bytes.size() > Limits::MaxImageBytes)
        refuse(path,
               QCoreApplication::translate("EncounterReader",
                                           "expected an embedded image of at most %1 MB, got %2 MB")
                   .arg(Limits::MaxImageBytes / (1024 * 1024))
                   .arg(megabytes(bytes.size())));
    if (const QString tooLarge = DataUrl::tooLargeToDecode(bytes); !tooLarge.isEmpty())
        refuse(path, tooLarge);
}

} // namespace EmbeddedImage
