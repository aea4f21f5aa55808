#pragma once

#include "model/encounter.h"

#include <QByteArray>
#include <QImage>
#include <QJsonObject>
#include <QString>
#include <optional>

// Writes an encounter as a Universal VTT file, format 0.3 (docs/file-format.md §12.4): the
// caller's rendered picture of the map, its walls as line_of_sight, its doors as portals, the
// lights and environment an import kept, and the whole encounter under the "gridkeep" key so
// that UvttReader gives it back unchanged.
class UvttWriter
{
public:
    static constexpr double Format = 0.3;

    // The file as a JSON object. Returns nullopt, with *error set, for a Combat Grid
    // encounter, a null picture or pixelsPerGrid below 1.
    [[nodiscard]] static std::optional<QJsonObject> toJson(const Encounter &encounter,
                                                           const QImage &map, int pixelsPerGrid,
                                                           QString *error = nullptr);
    // The same as compact JSON text, as VTTs expect it.
    [[nodiscard]] static std::optional<QByteArray> toBytes(const Encounter &encounter,
                                                           const QImage &map, int pixelsPerGrid,
                                                           QString *error = nullptr);

    // Atomic: the old file stays whole until the new one is complete (QSaveFile).
    [[nodiscard]] bool writeFile(const Encounter &encounter, const QImage &map, int pixelsPerGrid,
                                 const QString &fileName);
    [[nodiscard]] const QString &errorString() const { return m_error; }

private:
    QString m_error;
};
