#pragma once

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The encounters and session folders the GM opened or saved lately, newest first, kept in
// QSettings so the lists survive a restart. Files and folders that no longer exist are left out
// of the lists shown.
class RecentFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList files READ files NOTIFY filesChanged)
    // [{path, name, url}] for a menu.
    Q_PROPERTY(QVariantList entries READ entries NOTIFY filesChanged)
    // Session folders (docs/file-format.md §15), and [{path, name, url}] of them for a menu.
    Q_PROPERTY(QStringList sessions READ sessions NOTIFY sessionsChanged)
    Q_PROPERTY(QVariantList sessionEntries READ sessionEntries NOTIFY sessionsChanged)

public:
    static constexpr int MaxFiles = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    [[nodiscard]] QStringList files() const { return m_files; }
    [[nodiscard]] QVariantList entries() const;

    // Puts the file first; resources (":/…") and empty names are ignored.
    Q_INVOKABLE void add(const QString &fileName);
    Q_INVOKABLE void clear();
    // Puts the session folder first.
    Q_INVOKABLE void addSession(const QString &folder);
    Q_INVOKABLE void clearSessions();

    [[nodiscard]] QStringList sessions() const { return m_sessions; }
    [[nodiscard]] QVariantList sessionEntries() const;

Q_SIGNALS:
    void filesChanged();
    void sessionsChanged();

private:
    void store();
    void storeSessions();

    QStringList m_files;
    QStringList m_sessions;
};
