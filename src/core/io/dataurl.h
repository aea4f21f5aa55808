#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

// Embedded images in encounter files are data URLs ("data:image/png;base64,…").
namespace DataUrl
{

[[nodiscard]] QImage decodeImage(const QString &url);
// The bytes after the comma at `comma`: base64 when the header ends in ";base64", else
// percent-encoded.
[[nodiscard]] QByteArray payload(const QString &url, qsizetype comma);
// Why a picture of these bytes must not be decoded: its header declares more pixels than
// Limits::ImageAllocationLimitMb allows (docs/file-format.md §14). Empty when it may be.
[[nodiscard]] QString tooLargeToDecode(QByteArray bytes);
[[nodiscard]] QString encode(const QByteArray &bytes, const QString &mimeType);

} // namespace DataUrl
