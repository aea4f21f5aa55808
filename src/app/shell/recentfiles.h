#pragma once

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The encounters the GM opened or saved lately, newest first, kept in QSettings so the list
// survives a restart. Files that no longer exist are left out of the list shown.
class RecentFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList files READ files NOTIFY filesChanged)
    // [{path, name, url}] for a menu.
    Q_PROPERTY(QVariantList entries READ entries NOTIFY filesChanged)

public:
    static constexpr int MaxFiles = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    [[nodiscard]] QStringList files() const { return m_files; }
    [[nodiscard]] QVariantList entries() const;

    // Puts the file first; resources (":/…") and empty names are ignored.
    Q_INVOKABLE void add(const QString &fileName);
    Q_INVOKABLE void clear();

Q_SIGNALS:
    void filesChanged();

private:
    void store();

    QStringList m_files;
};
