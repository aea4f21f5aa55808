#include "sessionfolder.h"

#include "encounterreader.h"
#include "sessionreader.h"
#include "sessionwriter.h"

#include "model/limits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace
{

// docs/file-format.md §15: files outside the running order come alphabetically, ignoring
// case first so "b" follows "A", then by case so the order never depends on the machine.
bool alphabetically(const QString &a, const QString &b)
{
    const int folded = a.compare(b, Qt::CaseInsensitive);
    return folded != 0 ? folded < 0 : a < b;
}

QString baseName(const QString &file)
{
    return file.left(file.size() - int(qstrlen(".encounter")));
}

// True when `path` resolves to a file directly in `canonicalFolder`: a link that leads out of
// the folder is listed but not read.
bool staysInside(const QString &path, const QString &canonicalFolder)
{
    const QFileInfo info(path);
    const QString target = info.canonicalFilePath();
    return !target.isEmpty() && QFileInfo(target).absolutePath() == canonicalFolder;
}

} // namespace

QString SessionFolder::sessionFilePath(const QString &folder)
{
    return QDir(folder).filePath(QLatin1String(SessionWriter::FileName));
}

QStringList SessionFolder::encounterFiles(const QString &folder)
{
    QStringList files;
    const auto entries = QDir(folder).entryInfoList({QStringLiteral("*.encounter")},
                                                    QDir::Files | QDir::NoDotAndDotDot);
    for (const auto &entry : entries) {
        if (SessionReader::isEncounterFileName(entry.fileName()))
            files << entry.fileName();
    }
    std::sort(files.begin(), files.end(), alphabetically);
    return files;
}

SessionFolder::Item SessionFolder::readItem(const QString &folder, const QString &file,
                                            const EachEncounter &each)
{
    Item item;
    item.file = file;
    item.name = baseName(file);
    const QString path = QDir(folder).filePath(file);
    const QFileInfo info(path);
    item.lastChange = info.lastModified();
    if (!staysInside(path, QFileInfo(folder).canonicalFilePath())) {
        item.error = LoadError{file,
                               {},
                               QCoreApplication::translate(
                                   "SessionFolder", "expected a file in the session folder, but it "
                                                    "links to one outside it (not read)")}
                         .toString();
        return item;
    }
    QFile in(path);
    QByteArray bytes;
    if (in.size() <= Limits::MaxFileBytes && in.open(QIODevice::ReadOnly))
        bytes = in.readAll();
    EncounterReader reader;
    // An unreadable or oversized file goes through readFile for its message.
    const auto encounter = in.isOpen() ? reader.readBytes(bytes, file) : reader.readFile(path);
    if (!encounter) {
        LoadError error = reader.error();
        error.file = file;
        item.error = error.toString();
        // What a broken file still tells about itself, read leniently for the listing.
        const auto doc = QJsonDocument::fromJson(bytes);
        const auto top = doc.object();
        if (top.value(QLatin1String("name")).isString() &&
            !top.value(QLatin1String("name")).toString().isEmpty())
            item.name = top.value(QLatin1String("name")).toString();
        item.rules = top.value(QLatin1String("rules")).toString();
        return item;
    }
    if (!encounter->name.isEmpty())
        item.name = encounter->name;
    item.rules = encounter->rulesId;
    item.boardKind =
        encounter->board.isSquare() ? QStringLiteral("square") : QStringLiteral("positions");
    if (encounter->board.isSquare()) {
        item.width = encounter->board.square.width;
        item.height = encounter->board.square.height;
    }
    for (const auto &side : encounter->sides) {
        SideCount count{side.id, side.name, 0};
        for (const auto &token : encounter->tokens)
            count.tokens += token.side == side.id ? 1 : 0;
        item.sides << count;
    }
    if (each)
        each(file, *encounter);
    return item;
}

SessionFolder::Scan SessionFolder::scan(const QString &folder, const EachEncounter &each)
{
    Scan result;
    const QFileInfo folderInfo(folder);
    if (!folderInfo.isDir()) {
        result.error = LoadError{folder,
                                 {},
                                 folderInfo.exists()
                                     ? QCoreApplication::translate("SessionFolder",
                                                                   "expected a folder, got a file")
                                     : QCoreApplication::translate(
                                           "SessionFolder", "expected a folder, but there is none")}
                           .toString();
        return result;
    }
    if (!folderInfo.isReadable() || !folderInfo.isExecutable()) {
        result.error =
            LoadError{
                folder, {}, QCoreApplication::translate("SessionFolder", "cannot read the folder")}
                .toString();
        return result;
    }
    const QString sessionPath = sessionFilePath(folder);
    result.sessionFound = QFileInfo::exists(sessionPath);
    if (result.sessionFound) {
        SessionReader reader;
        const auto session = reader.readFile(sessionPath);
        if (session) {
            result.session = *session;
        } else {
            // docs/file-format.md §15: the folder still opens, with the defaults and the reason.
            LoadError error = reader.error();
            error.file = QLatin1String(SessionWriter::FileName);
            result.sessionError = error.toString();
        }
    }
    const QStringList files = encounterFiles(folder);
    // The running order first: files that are still here, in its order.
    for (const auto &step : std::as_const(result.session.order)) {
        if (!files.contains(step.file)) {
            result.missing << step.file;
            continue;
        }
        Item item = readItem(folder, step.file, each);
        item.done = step.done;
        item.carryOver = step.carryOver;
        item.inOrder = true;
        result.encounters << item;
    }
    // Then every other file, alphabetically, with the defaults.
    for (const auto &file : files) {
        if (result.session.stepIndex(file) >= 0)
            continue;
        result.encounters << readItem(folder, file, each);
    }
    return result;
}
