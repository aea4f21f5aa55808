#pragma once

#include "loaderror.h"
#include "model/encounter.h"
#include "model/limits.h"

#include <QByteArray>
#include <QString>
#include <optional>

// Reads encounter files, format v1 (docs/file-format.md). It refuses anything it cannot
// read exactly, naming the file, the JSON path and what was expected; unknown keys are kept.
class EncounterReader
{
public:
    static constexpr int SupportedVersion = 1;
    // The limits of docs/file-format.md §14 (model/limits.h), by their older names.
    static constexpr int MaxBoardCells = Limits::MaxBoardCells;
    // docs/file-format.md §3.6: an area covers at most (2r + 1)² cells.
    static constexpr int MaxAreaRadius = Limits::MaxAreaRadius;

    [[nodiscard]] std::optional<Encounter> readFile(const QString &fileName);
    [[nodiscard]] std::optional<Encounter> readBytes(const QByteArray &bytes,
                                                     const QString &fileName = {});
    [[nodiscard]] const LoadError &error() const { return m_error; }

private:
    LoadError m_error;
};
