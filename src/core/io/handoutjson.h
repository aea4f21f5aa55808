#pragma once

#include "jsonfields.h"

#include "model/handout.h"

#include <QJsonArray>
#include <QList>

// The `handouts` list of an encounter and of a session file (docs/file-format.md §3.11, §15):
// read with every key checked and refused by its JSON path (JsonRefusal), written back as read.
namespace HandoutJson
{

[[nodiscard]] QList<Handout> readList(const JsonFields &f, const char *key);
[[nodiscard]] QJsonArray toJson(const QList<Handout> &handouts);
// `path` names a picture inside the session folder: relative, without "..", a drive or a
// backslash, ending in .png, .jpg, .jpeg or .webp.
[[nodiscard]] bool isFolderImagePath(const QString &path);

} // namespace HandoutJson
