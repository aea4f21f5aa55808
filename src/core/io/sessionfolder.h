#pragma once

#include "model/encounter.h"
#include "model/session.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

// A folder of .encounter files with its session file, as one listing in running order
// (docs/file-format.md §15): each file with what the session prep screen shows of it. A broken
// encounter or session file is reported with its error and never stops the rest. Reads only the
// folder's own files; nothing it does follows a name out of the folder.
class SessionFolder
{
public:
    struct SideCount {
        QString id;
        QString name;
        int tokens = 0;
        friend bool operator==(const SideCount &, const SideCount &) = default;
    };

    // One encounter file of the listing.
    struct Item {
        QString file;      // its name in the folder
        QString name;      // the encounter's name; the file's name without .encounter when empty
        QString rules;     // the rule set id ("" when the file gives none)
        QString boardKind; // "square" or "positions"; "" for a broken file
        int width = 0;     // square boards: the map in cells
        int height = 0;
        QList<SideCount> sides; // in the file's order, with how many tokens each has
        QDateTime lastChange;   // the file's modification time
        QString error;          // why the file does not open (docs/file-format.md §9), or ""
        bool done = false;      // from the session
        bool carryOver = true;
        bool inOrder = false; // false: not in the running order yet, so listed at the end
    };

    struct Scan {
        QString error;   // the folder itself cannot be read; nothing else is filled
        Session session; // as read: the defaults when there is none, or it was refused
        bool sessionFound = false;
        QString sessionError;   // why the session file was refused, or ""
        QList<Item> encounters; // the running order, then the other files alphabetically
        QStringList missing;    // files of the running order that are not in the folder
    };

    // Called with each encounter that reads, while it is in memory (the app draws thumbnails).
    using EachEncounter = std::function<void(const QString &file, const Encounter &encounter)>;

    [[nodiscard]] static Scan scan(const QString &folder, const EachEncounter &each = {});
    // The session file's path in `folder` (docs/file-format.md §15).
    [[nodiscard]] static QString sessionFilePath(const QString &folder);
    // The .encounter files directly in `folder`, alphabetically (docs/file-format.md §15).
    [[nodiscard]] static QStringList encounterFiles(const QString &folder);
    // Reads one file of the folder into `item` (name, rules, board, sides, or the error).
    [[nodiscard]] static Item readItem(const QString &folder, const QString &file,
                                       const EachEncounter &each = {});
};
