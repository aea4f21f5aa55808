#pragma once

#include "loaderror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1String>
#include <QString>
#include <optional>

// The bytes of a JSON file in and out, shared by the readers and writers of the small formats.
namespace JsonFile
{

// The object at the top of `bytes`, or nothing with `*error` saying why for `fileName`, in the
// words of docs/file-format.md §9 (the line and column of a parse error, or a top level that is
// not an object).
[[nodiscard]] std::optional<QJsonObject> parseObject(const QByteArray &bytes,
                                                     const QString &fileName, LoadError *error);

// Writes `bytes` through QSaveFile, so a failed write leaves the old file whole. Returns the
// error, empty once saved; `commitFailure` words a failed commit as a whole sentence with %1 the
// file and %2 the reason, marked QT_TRANSLATE_NOOP("JsonFile", …) so that it is translated.
[[nodiscard]] QString save(const QString &fileName, const QByteArray &bytes,
                           const char *commitFailure);

} // namespace JsonFile
