#pragma once

#include "library/miniature.h"

#include <QList>
#include <QString>

// The GM's own miniatures on disk: <directory>/miniatures.json plus one image file per
// miniature, copied in so the library keeps working when the original file moves. Writes are
// atomic (QSaveFile); a damaged file is never overwritten before a copy of it is kept.
class MiniatureStore
{
public:
    static inline const QString FileName = QStringLiteral("miniatures.json");
    static inline const QString Format = QStringLiteral("gridkeep-miniatures");
    static constexpr int Version = 1;

    struct LoadResult {
        QList<Miniature> miniatures;
        QString error;        // empty when the whole file was read
        bool damaged = false; // the file exists but was not fully understood
    };

    explicit MiniatureStore(QString directory = {}) : m_directory(std::move(directory)) {}

    // $GRIDKEEP_DATA_DIR/miniatures when set (tests), else the platform's app data folder.
    [[nodiscard]] static QString defaultDataDirectory();

    [[nodiscard]] QString directory() const { return m_directory; }
    [[nodiscard]] QString filePath() const;

    // A missing file is an empty store, not an error. Entries that cannot be read are left
    // out and reported; the file itself is not touched.
    [[nodiscard]] LoadResult load() const;
    [[nodiscard]] bool save(const QList<Miniature> &miniatures, QString *error) const;
    // Copies the store file aside (miniatures.json.damaged, -2 …) and returns the copy's path,
    // or an empty string and the reason.
    [[nodiscard]] QString keepDamagedCopy(QString *error) const;

    // Copies an image file into the store as <id>.<suffix> (made unique) and returns the
    // stored path, or an empty string and the reason.
    [[nodiscard]] QString importImage(const QString &sourcePath, const QString &id,
                                      QString *error) const;
    // Deletes an image only when it lies inside the store.
    bool removeImage(const QString &imagePath) const;

private:
    [[nodiscard]] QString uniqueFilePath(const QString &stem, const QString &suffix) const;

    QString m_directory;
};
