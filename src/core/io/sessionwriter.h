#pragma once

#include "model/session.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Writes gridkeep-session.json (docs/file-format.md §15): known keys in a fixed order, unknown
// keys back where they came from, and atomically, so a crash never leaves half a session file.
class SessionWriter
{
public:
    // The file's name in its folder.
    static constexpr const char *FileName = "gridkeep-session.json";

    [[nodiscard]] static QJsonObject toJson(const Session &session);
    [[nodiscard]] static QJsonObject rosterEntryJson(const RosterEntry &entry);
    [[nodiscard]] static QByteArray toBytes(const Session &session);

    // Atomic: the old file stays whole until the new one is complete (QSaveFile).
    [[nodiscard]] bool writeFile(const Session &session, const QString &fileName);
    [[nodiscard]] const QString &errorString() const { return m_error; }

private:
    QString m_error;
};
