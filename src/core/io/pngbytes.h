#pragma once

#include <QByteArray>
#include <QImage>

// An image as the bytes of a PNG file, in memory (handouts, map exports, the shared view's
// tiles and QR code). Empty when the image is null or cannot be encoded.
namespace PngBytes
{
[[nodiscard]] QByteArray of(const QImage &image);
}
