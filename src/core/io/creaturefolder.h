#pragma once

#include "model/creature.h"

#include <QList>
#include <QString>
#include <QStringList>

// The creature files of one folder (docs/file-format.md §16.2): the GM's library in the user's
// data folder, or the `creatures` subfolder of a session. Each file that reads is listed; each
// that does not is skipped with its error, so one broken file never hides the others. Reads only
// the folder's own files, never through a link that leads out of it.
namespace CreatureFolder
{

struct Entry {
    QString id;       // the file's name without ".creature": "ghoul"
    QString filePath; // absolute
    Creature creature;
};

struct Scan {
    QList<Entry> creatures; // by id, alphabetically
    QStringList errors;     // "FILE: PATH: MESSAGE", one a file that was skipped
};

// A missing folder is an empty one, not an error.
[[nodiscard]] Scan scan(const QString &folder);

// True for a name a creature file may have: "<id>.creature" directly in the folder, the id made
// of lowercase letters, digits, "-" and "_" (so it is also a safe file name everywhere).
[[nodiscard]] bool isCreatureFileName(const QString &name);
// The file name for an id: "ghoul" → "ghoul.creature".
[[nodiscard]] QString fileName(const QString &id);

} // namespace CreatureFolder
