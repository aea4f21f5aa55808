#pragma once

#include <QImage>
#include <QString>

// A QR code of a text (the shared view's address), drawn by libqrencode's modules: black on
// white with the quiet zone the standard asks for, `module` pixels a module. Null when the
// text cannot be encoded.
namespace ShareQrCode
{
[[nodiscard]] QImage image(const QString &text, int module = 6);
// The same as a data: URL of a PNG, for an Image in QML.
[[nodiscard]] QString dataUrl(const QString &text, int module = 6);
} // namespace ShareQrCode
