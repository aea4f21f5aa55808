#include "library/miniaturestore.h"

#include "io/atomicsave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

QString MiniatureStore::defaultDataDirectory()
{
    const QString overridden = qEnvironmentVariable("GRIDKEEP_DATA_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString MiniatureStore::filePath() const
{
    return QDir(m_directory).filePath(FileName);
}

MiniatureStore::LoadResult MiniatureStore::load() const
{
    LoadResult result;
    const QString path = filePath();
    QFile file(path);
    if (!file.exists())
        return result;
    auto refuse = [&](const QString &why) {
        result.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
        result.damaged = true;
        return result;
    };
    if (!file.open(QIODevice::ReadOnly))
        return refuse(file.errorString());
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(
            QCoreApplication::translate("MiniatureStore", "not valid JSON (%1 at offset %2)")
                .arg(parseError.errorString())
                .arg(parseError.offset));
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QLatin1String("format")).toString() != Format)
        return refuse(
            QCoreApplication::translate("MiniatureStore", "format: expected \"%1\"").arg(Format));
    if (root.value(QLatin1String("version")).toInt(0) > Version)
        return refuse(QCoreApplication::translate(
                          "MiniatureStore", "version %1 is newer than this Gridkeep reads (%2)")
                          .arg(root.value(QLatin1String("version")).toInt())
                          .arg(Version));
    if (!root.value(QLatin1String("miniatures")).isArray())
        return refuse(QCoreApplication::translate("MiniatureStore", "miniatures: expected a list"));

    const QJsonArray entries = root.value(QLatin1String("miniatures")).toArray();
    QStringList problems;
    QSet<QString> ids;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("miniatures[%1]").arg(i);
        const QJsonObject entry = entries.at(i).toObject();
        Miniature miniature;
        miniature.id = entry.value(QLatin1String("id")).toString();
        miniature.name = entry.value(QLatin1String("name")).toString();
        miniature.size = entry.value(QLatin1String("size")).toInt(1);
        miniature.side = entry.value(QLatin1String("side")).toString();
        miniature.stats = entry.value(QLatin1String("stats")).toObject();
        for (const QJsonValue &tag : entry.value(QLatin1String("tags")).toArray())
            miniature.tags << tag.toString();
        const QString image = entry.value(QLatin1String("image")).toString();
        if (miniature.id.isEmpty()) {
            problems << QCoreApplication::translate("MiniatureStore", "%1.id: missing").arg(where);
            continue;
        }
        if (ids.contains(miniature.id)) {
            problems << QCoreApplication::translate("MiniatureStore", "%1.id: \"%2\" is used twice")
                            .arg(where, miniature.id);
            continue;
        }
        if (miniature.name.isEmpty())
            miniature.name = miniature.id;
        if (miniature.size < 1) {
            problems << QCoreApplication::translate("MiniatureStore", "%1.size: expected 1 or more")
                            .arg(where);
            continue;
        }
        // Only a plain file name inside the store: the file is ours to replace and delete.
        if (!image.isEmpty()) {
            if (QFileInfo(image).fileName() != image || image.startsWith(QLatin1Char('.'))) {
                problems << QCoreApplication::translate(
                                "MiniatureStore", "%1.image: expected a file name in the store")
                                .arg(where);
                continue;
            }
            miniature.imagePath = QDir(m_directory).filePath(image);
        }
        ids.insert(miniature.id);
        result.miniatures << miniature;
    }
    if (!problems.isEmpty()) {
        result.error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path),
                                                    problems.join(QStringLiteral("; ")));
        result.damaged = true;
    }
    return result;
}

bool MiniatureStore::save(const QList<Miniature> &miniatures, QString *error) const
{
    QJsonArray entries;
    for (const Miniature &miniature : miniatures) {
        QJsonObject entry{{QStringLiteral("id"), miniature.id},
                          {QStringLiteral("name"), miniature.name},
                          {QStringLiteral("size"), miniature.size}};
        if (!miniature.side.isEmpty())
            entry.insert(QStringLiteral("side"), miniature.side);
        if (!miniature.imagePath.isEmpty())
            entry.insert(QStringLiteral("image"), QFileInfo(miniature.imagePath).fileName());
        if (!miniature.tags.isEmpty())
            entry.insert(QStringLiteral("tags"), QJsonArray::fromStringList(miniature.tags));
        if (!miniature.stats.isEmpty())
            entry.insert(QStringLiteral("stats"), miniature.stats);
        entries.append(entry);
    }
    const QJsonObject root{{QStringLiteral("format"), Format},
                           {QStringLiteral("version"), Version},
                           {QStringLiteral("miniatures"), entries}};

    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = QCoreApplication::translate("MiniatureStore", "%1: cannot create the folder")
                         .arg(QDir::toNativeSeparators(m_directory));
        return false;
    }
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly) ||
        !AtomicSave::writeAndCommit(file, QJsonDocument(root).toJson(QJsonDocument::Indented))) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(filePath()),
                                                  file.errorString());
        return false;
    }
    return true;
}

QString MiniatureStore::keepDamagedCopy(QString *error) const
{
    const QString copy = uniqueFilePath(FileName, QStringLiteral("damaged"));
    if (!QFile::copy(filePath(), copy)) {
        if (error)
            *error = QCoreApplication::translate("MiniatureStore",
                                                 "%1: cannot keep a copy of the damaged file as %2")
                         .arg(QDir::toNativeSeparators(filePath()), QDir::toNativeSeparators(copy));
        return {};
    }
    return copy;
}

QString MiniatureStore::importImage(const QString &sourcePath, const QString &id,
                                    QString *error) const
{
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = QCoreApplication::translate("MiniatureStore", "%1: cannot create the folder")
                         .arg(QDir::toNativeSeparators(m_directory));
        return {};
    }
    const QString suffix = QFileInfo(sourcePath).suffix().toLower();
    const QString target = uniqueFilePath(id, suffix.isEmpty() ? QStringLiteral("image") : suffix);
    QFile source(sourcePath);
    if (!source.copy(target)) {
        if (error)
            *error = QCoreApplication::translate("MiniatureStore",
                                                 "%1: cannot copy into the miniature store (%2)")
                         .arg(QDir::toNativeSeparators(sourcePath), source.errorString());
        return {};
    }
    // A copy keeps the source's permissions; a read-only original must not make ours so.
    QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner);
    return target;
}

bool MiniatureStore::removeImage(const QString &imagePath) const
{
    if (imagePath.isEmpty() ||
        QFileInfo(imagePath).absolutePath() != QFileInfo(m_directory).absoluteFilePath())
        return false;
    return QFile::remove(imagePath);
}

QString MiniatureStore::uniqueFilePath(const QString &stem, const QString &suffix) const
{
    const QDir dir(m_directory);
    QString path = dir.filePath(stem + QLatin1Char('.') + suffix);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2.%3").arg(stem).arg(n).arg(suffix));
    return path;
}
