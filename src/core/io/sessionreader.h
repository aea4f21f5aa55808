#pragma once

#include "loaderror.h"
#include "model/session.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

// Reads gridkeep-session.json, the session file of a folder of encounters
// (docs/file-format.md §15). Like EncounterReader it refuses a file it cannot read exactly,
// naming the JSON path and what was expected, and keeps the keys it does not know. A refused
// session file never stops the folder from opening: SessionFolder then uses the defaults.
class SessionReader
{
public:
    [[nodiscard]] std::optional<Session> readFile(const QString &fileName);
    [[nodiscard]] std::optional<Session> readBytes(const QByteArray &bytes,
                                                   const QString &fileName = {});
    [[nodiscard]] std::optional<Session> readJson(const QJsonObject &json,
                                                  const QString &fileName = {});
    [[nodiscard]] const LoadError &error() const { return m_error; }

    // True for a name the running order may hold: an .encounter file directly in the folder,
    // never a path ("../x.encounter", "/tmp/x.encounter", "sub/x.encounter").
    [[nodiscard]] static bool isEncounterFileName(const QString &name);

private:
    LoadError m_error;
};
