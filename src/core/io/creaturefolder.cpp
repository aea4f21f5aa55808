#include "creaturefolder.h"

#include "creaturereader.h"
#include "creaturewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace
{

QString idOf(const QString &name)
{
    return name.left(name.size() - int(qstrlen(CreatureWriter::Suffix)));
}

} // namespace

bool CreatureFolder::isCreatureFileName(const QString &name)
{
    if (!name.endsWith(QLatin1String(CreatureWriter::Suffix)))
        return false;
    return CreatureReader::isRulesId(idOf(name));
}

QString CreatureFolder::fileName(const QString &id)
{
    return id + QLatin1String(CreatureWriter::Suffix);
}

CreatureFolder::Scan CreatureFolder::scan(const QString &folder)
{
    Scan result;
    const QDir dir(folder);
    if (folder.isEmpty() || !dir.exists())
        return result;
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    const auto entries =
        dir.entryInfoList({QStringLiteral("*") + QLatin1String(CreatureWriter::Suffix)},
                          QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const auto &info : entries) {
        const QString name = info.fileName();
        if (!isCreatureFileName(name)) {
            result.errors << QCoreApplication::translate(
                                 "CreatureFolder",
                                 "%1: expected a file name of lowercase letters, "
                                 "digits, \"-\" and \"_\" before .creature (skipped)")
                                 .arg(QDir::toNativeSeparators(info.absoluteFilePath()));
            continue;
        }
        // A link that leads out of the folder is never read (docs/file-format.md §16.2).
        const QString target = info.canonicalFilePath();
        if (target.isEmpty() || QFileInfo(target).absolutePath() != canonicalFolder) {
            result.errors << QCoreApplication::translate(
                                 "CreatureFolder",
                                 "%1: expected a file in the folder, but it links to "
                                 "one outside it (skipped)")
                                 .arg(QDir::toNativeSeparators(info.absoluteFilePath()));
            continue;
        }
        CreatureReader reader;
        const auto creature = reader.readFile(info.absoluteFilePath());
        if (!creature) {
            LoadError error = reader.error();
            error.file = QDir::toNativeSeparators(info.absoluteFilePath());
            result.errors << error.toString();
            continue;
        }
        result.creatures << Entry{idOf(name), info.absoluteFilePath(), *creature};
    }
    return result;
}
