#include "shell/recentfiles.h"

#include <QFileInfo>
#include <QSettings>
#include <QVariantMap>

namespace
{
const auto SettingsKey = QStringLiteral("recentFiles");
const auto SessionsKey = QStringLiteral("recentSessions");

QVariantList menuEntries(const QStringList &paths)
{
    QVariantList entries;
    for (const auto &path : paths)
        entries << QVariantMap{{QStringLiteral("path"), path},
                               {QStringLiteral("name"), QFileInfo(path).fileName()},
                               {QStringLiteral("url"), QUrl::fromLocalFile(path)}};
    return entries;
}
} // namespace

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    const QStringList stored = QSettings().value(SettingsKey).toStringList();
    for (const auto &file : stored) {
        if (QFileInfo::exists(file) && !m_files.contains(file))
            m_files << file;
    }
    for (const auto &folder : QSettings().value(SessionsKey).toStringList()) {
        if (QFileInfo(folder).isDir() && !m_sessions.contains(folder))
            m_sessions << folder;
    }
}

QVariantList RecentFiles::entries() const
{
    return menuEntries(m_files);
}

QVariantList RecentFiles::sessionEntries() const
{
    return menuEntries(m_sessions);
}

void RecentFiles::addSession(const QString &folder)
{
    if (folder.isEmpty() || folder.startsWith(QLatin1Char(':')))
        return;
    const QString path = QFileInfo(folder).absoluteFilePath();
    m_sessions.removeAll(path);
    m_sessions.prepend(path);
    while (m_sessions.size() > MaxFiles)
        m_sessions.removeLast();
    storeSessions();
}

void RecentFiles::clearSessions()
{
    m_sessions.clear();
    storeSessions();
}

void RecentFiles::storeSessions()
{
    QSettings().setValue(SessionsKey, m_sessions);
    Q_EMIT sessionsChanged();
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
