#include "shareqrcode.h"

#include "io/pngbytes.h"

#include <QPainter>
#include <qrencode.h>

namespace ShareQrCode
{

QImage image(const QString &text, int module)
{
    const QByteArray bytes = text.toUtf8();
    QRcode *code = QRcode_encodeString(bytes.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    constexpr int Quiet = 4; // modules of white around the code
    const int side = (code->width + 2 * Quiet) * module;
    QImage result(side, side, QImage::Format_RGB32);
    result.fill(Qt::white);
    QPainter painter(&result);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            if (code->data[y * code->width + x] & 1)
                painter.fillRect((x + Quiet) * module, (y + Quiet) * module, module, module,
                                 Qt::black);
        }
    }
    QRcode_free(code);
    return result;
}

QString dataUrl(const QString &text, int module)
{
    const QImage qr = image(text, module);
    if (qr.isNull())
        return {};
    return QStringLiteral("data:image/png;base64,") +
           QString::fromLatin1(PngBytes::of(qr).toBase64());
}

} // namespace ShareQrCode
