#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

// Embedded images in encounter files are data URLs ("data:image/png;base64,…").
namespace DataUrl
{

[[nodiscard]] QImage decodeImage(const QString &url);
[[nodiscard]] QString encode(const QByteArray &bytes, const QString &mimeType);

} // namespace DataUrl
