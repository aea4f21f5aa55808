#pragma once

#include "model/encounter.h"

#include <QImage>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>

// Reading and writing encounter files, as blocking functions for the document's job queue
// (DocumentJobs) to run off the UI thread. They touch no QObject and hand back plain results,
// so the caller decides whether anyone is still there to receive them.
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
// Saving over an existing file first copies its previous bytes to backupFileName(fileName)
// (FILE.encounter.bak, replacing an older one, itself written with QSaveFile); then the file
// is written atomically. A backup that cannot be written refuses the save, file untouched.
[[nodiscard]] SaveResult writeBlocking(const Encounter &encounter, const QString &fileName);
[[nodiscard]] QString backupFileName(const QString &fileName);

// A recovery file (Autosaver): the encounter, atomically and with no .bak, then its sidecar
// (docs/file-format.md §13), atomically too. When `cancelled` is set by the time both are
// written (the session ended cleanly meanwhile), both are removed again.
[[nodiscard]] SaveResult writeRecoveryBlocking(const Encounter &encounter, const QString &fileName,
                                               const QString &sidecarFileName,
                                               const QByteArray &sidecar,
                                               const std::shared_ptr<std::atomic_bool> &cancelled);

} // namespace EncounterIo
