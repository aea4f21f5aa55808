#include "document/encounterio.h"

#include "io/atomicsave.h"
#include "io/dataurl.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace EncounterIo
{

LoadResult readBlocking(const QString &fileName)
{
    LoadResult result;
    result.fileName = fileName;
    EncounterReader reader;
    result.encounter = reader.readFile(fileName);
    if (!result.encounter) {
        result.error = reader.error().toString();
        return result;
    }
    // Decoding a large embedded map is slow enough to keep off the UI thread as well.
    const auto &board = result.encounter->board;
    if (board.isSquare() && !board.square.background.isEmpty())
        result.background = DataUrl::decodeImage(board.square.background.image);
    return result;
}

QString backupFileName(const QString &fileName)
{
    return fileName + QStringLiteral(".bak");
}

namespace
{

bool writeWhole(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || !AtomicSave::writeAndCommit(file, bytes)) {
        *error = QStringLiteral("%1: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

// The previous version of a file about to be overwritten, copied to FILE.bak. Copying (not
// renaming) keeps the file itself in place until QSaveFile replaces it.
bool keepBackup(const QString &fileName, QString *error)
{
    if (!QFileInfo(fileName).isFile())
        return true; // a new file: nothing to keep
    QFile previous(fileName);
    if (!previous.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate(
                     "EncounterIo", "%1: cannot read the previous version to keep a backup: %2")
                     .arg(fileName, previous.errorString());
        return false;
    }
    const QByteArray bytes = previous.readAll();
    if (!writeWhole(backupFileName(fileName), bytes, error)) {
        *error = QCoreApplication::translate("EncounterIo",
                                             "cannot keep a backup, so nothing was saved: %1")
                     .arg(*error);
        return false;
    }
    return true;
}

} // namespace

SaveResult writeBlocking(const Encounter &encounter, const QString &fileName)
{
    SaveResult result;
    result.fileName = fileName;
    if (!keepBackup(fileName, &result.error))
        return result;
    EncounterWriter writer;
    result.ok = writer.writeFile(encounter, fileName);
    if (!result.ok)
        result.error = writer.errorString();
    return result;
}

SaveResult writeRecoveryBlocking(const Encounter &encounter, const QString &fileName,
                                 const QString &sidecarFileName, const QByteArray &sidecar,
                                 const std::shared_ptr<std::atomic_bool> &cancelled)
{
    SaveResult result;
    result.fileName = fileName;
    EncounterWriter writer;
    if (!writer.writeFile(encounter, fileName)) {
        result.error = writer.errorString();
        return result;
    }
    if (!writeWhole(sidecarFileName, sidecar, &result.error))
        return result;
    if (cancelled && cancelled->load()) {
        QFile::remove(fileName);
        QFile::remove(sidecarFileName);
        result.error =
            QCoreApplication::translate("EncounterIo", "%1: the session ended while it was written")
                .arg(fileName);
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace EncounterIo
