#include "shell/recentfiles.h"

#include <QFileInfo>
#include <QSettings>
#include <QVariantMap>

namespace
{
const auto SettingsKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    const QStringList stored = QSettings().value(SettingsKey).toStringList();
    for (const auto &file : stored) {
        if (QFileInfo::exists(file) && !m_files.contains(file))
            m_files << file;
    }
}

QVariantList RecentFiles::entries() const
{
    QVariantList entries;
    for (const auto &file : m_files)
        entries << QVariantMap{{QStringLiteral("path"), file},
                               {QStringLiteral("name"), QFileInfo(file).fileName()},
                               {QStringLiteral("url"), QUrl::fromLocalFile(file)}};
    return entries;
}

void RecentFiles::add(const QString &fileName)
{
    if (fileName.isEmpty() || fileName.startsWith(QLatin1Char(':')))
        return;
    const QString path = QFileInfo(fileName).absoluteFilePath();
    m_files.removeAll(path);
    m_files.prepend(path);
    while (m_files.size() > MaxFiles)
        m_files.removeLast();
    store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(SettingsKey, m_files);
    Q_EMIT filesChanged();
}
