#pragma once

#include "model/encounter.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Writes encounter files, format v1. Keys the reader did not know are written back unchanged.
class EncounterWriter
{
public:
    [[nodiscard]] static QJsonObject toJson(const Encounter &encounter);
    [[nodiscard]] static QByteArray toBytes(const Encounter &encounter);

    // Atomic: the old file stays whole until the new one is complete (QSaveFile).
    [[nodiscard]] bool writeFile(const Encounter &encounter, const QString &fileName);
    [[nodiscard]] const QString &errorString() const { return m_error; }

private:
    QString m_error;
};
