#include "document/encounterio.h"

#include "document/workerthread.h"
#include "io/dataurl.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"

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

SaveResult writeBlocking(const Encounter &encounter, const QString &fileName)
{
    SaveResult result;
    result.fileName = fileName;
    EncounterWriter writer;
    result.ok = writer.writeFile(encounter, fileName);
    if (!result.ok)
        result.error = writer.errorString();
    return result;
}

QCoro::Task<LoadResult> read(QString fileName)
{
    co_return co_await WorkerThread::run(&readBlocking, std::move(fileName));
}

QCoro::Task<SaveResult> write(Encounter encounter, QString fileName)
{
    co_return co_await WorkerThread::run(&writeBlocking, std::move(encounter), std::move(fileName));
}

} // namespace EncounterIo
