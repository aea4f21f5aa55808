#include "pngbytes.h"

#include <QBuffer>

namespace PngBytes
{

QByteArray of(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return {};
    return bytes;
}

} // namespace PngBytes
