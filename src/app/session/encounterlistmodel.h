#pragma once

#include "io/sessionfolder.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

// The encounters of the open session folder, one row per file in running order
// (docs/file-format.md §15.2), for the Encounters panel: what each file holds, whether it is
// done, its thumbnail, and a broken file with its error. A rescan updates rows in place (moves,
// inserts, removes), so the list keeps its scroll position and selection as the folder changes.
class EncounterListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EncounterListModel belongs to a SessionWorkspace")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        FileRole = Qt::UserRole + 1,
        NameRole,
        RulesIdRole,
        RulesNameRole,
        BoardTextRole, // "24 × 16" or "Combat Grid"; "" for a broken file
        SidesRole,     // [{name, tokens}]
        SidesTextRole, // "Party 4 · Foes 6"
        TokenCountRole,
        LastChangeRole, // QDateTime
        LastChangeTextRole,
        DoneRole,
        CarryOverRole,
        InOrderRole, // false: not in the running order yet (listed at the end)
        ErrorRole,   // why the file does not open, or ""
        BrokenRole,
        ThumbnailRole, // a file URL, empty until drawn (or for a board without one)
        CurrentRole,   // the file open in the document
        SearchTextRole,
    };
    Q_ENUM(Role)

    // One row: what the folder scan said, plus what the panel adds.
    struct Row {
        SessionFolder::Item item;
        QString searchText; // name, token names and notes, lower case
        QUrl thumbnail;
        QString rulesName; // the rule set's own name, looked up once (setRows)
        // The SHA-1 of the file's bytes when the folder was scanned ("" when unknown): the
        // thumbnail shown is always of these bytes (ThumbnailRenderer::contentHash).
        QByteArray contentHash;
    };

    explicit EncounterListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    [[nodiscard]] int count() const { return int(m_rows.size()); }

    [[nodiscard]] const QList<Row> &rows() const { return m_rows; }
    [[nodiscard]] int rowOf(const QString &file) const;
    [[nodiscard]] Q_INVOKABLE QString fileAt(int row) const;
    [[nodiscard]] QStringList files() const;

    // Makes the rows these, in this order, with the fewest moves, inserts and removals. The
    // thumbnails of files whose content did not change are kept (the same contentHash; the same
    // modification time where a hash is unknown).
    void setRows(QList<Row> rows);
    void setThumbnail(const QString &file, const QUrl &url);
    void setCurrentFile(const QString &file);
    void clear();

Q_SIGNALS:
    void countChanged();

private:
    QList<Row> m_rows;
    QString m_currentFile;
};
