#pragma once

#include "model/encounter.h"

#include <QCoro/QCoroTask>
#include <QImage>
#include <QString>
#include <optional>

// Reading and writing encounter files off the UI thread, as QCoro tasks. These coroutines
// touch no QObject: they take their inputs by value and hand back plain results, so the
// caller decides (with QCoro::connect) whether anyone is still there to receive them.
namespace EncounterIo
{

struct LoadResult {
    QString fileName;
    std::optional<Encounter> encounter; // empty when the file was refused
    QImage background;                  // the decoded map background, if the board has one
    QString error;                      // "FILE: PATH: MESSAGE" when refused
};

struct SaveResult {
    QString fileName;
    bool ok = false;
    QString error;
};

[[nodiscard]] LoadResult readBlocking(const QString &fileName);
[[nodiscard]] SaveResult writeBlocking(const Encounter &encounter, const QString &fileName);

[[nodiscard]] QCoro::Task<LoadResult> read(QString fileName);
[[nodiscard]] QCoro::Task<SaveResult> write(Encounter encounter, QString fileName);

} // namespace EncounterIo
