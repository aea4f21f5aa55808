#pragma once

#include <QString>

// Pictures named in a file (docs/file-format.md §14): embedded as data: URLs, checked before a
// single pixel is decoded. Shared by the encounter and session readers.
namespace EmbeddedImage
{

// "12.3": bytes as megabytes with one decimal, as the refusals print them.
[[nodiscard]] QString megabytes(qint64 bytes);
// Refuses (JsonRefusal) a data: URL at `path` whose picture is larger than
// Limits::MaxImageBytes, checked without decoding base64 text that is too long, or whose header
// declares more pixels than the allocation limit, so a small file cannot ask for gigabytes.
void check(const QString &url, const QString &path);

} // namespace EmbeddedImage
