#pragma once

#include "library/miniature.h"
#include "library/miniaturestore.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;

// The miniature library for the side panel: the GM's own miniatures (from the user store), the
// creatures of the open session and of the GM's library (.creature files, docs/file-format.md
// §16), then the built-ins (from the bundled catalogue), narrowed by a search filter. The GM's
// miniatures can be added from image files, changed and removed; creatures are saved from a
// token ("Save as creature"), renamed and removed; built-ins cannot be changed.
class MiniatureLibraryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    // Words matched case-insensitively against names and tags; every word must match.
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    // The user data folder; the store is its "miniatures" subfolder. Defaults to
    // $GRIDKEEP_DATA_DIR, else QStandardPaths::AppDataLocation. Setting it reloads the store.
    Q_PROPERTY(QString dataDirectory READ dataDirectory WRITE setDataDirectory RESET
                   resetDataDirectory NOTIFY dataDirectoryChanged)
    // The open session's folder, "" when none is open: its `creatures` subfolder is read too, so
    // an evening travels with its monsters. Setting it reloads the library.
    Q_PROPERTY(
        QString sessionFolder READ sessionFolder WRITE setSessionFolder NOTIFY sessionFolderChanged)
    // The language of the built-in miniatures' names and tags ("en", "de", "fr"): the app's
    // active language, which the Workbench passes in (AppSettings.activeLanguage). Setting it
    // reloads the library.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The open encounter's rule set: the stats and statsText roles show its stats.
    Q_PROPERTY(QString rulesId READ rulesId WRITE setRulesId NOTIFY rulesIdChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // What a dragged miniature carries: Drag.keys / mime type, its data the miniature id.
    Q_PROPERTY(QString mimeType READ mimeType CONSTANT)

public:
    static inline const QString MimeType = QStringLiteral("application/x-gridkeep-miniature");

    enum Role {
        MiniatureIdRole = Qt::UserRole + 1, // "miniatureId": QML reserves "id"
        NameRole,
        SizeRole,
        ImageUrlRole, // qrc:/miniatures/… or file:/…, empty without a picture
        BuiltInRole,
        SideRole,
        TagsRole,
        StatsRole,     // the stats for rulesId, as a map
        StatsTextRole, // the same for a tooltip: "speed 6 · reach 2 · no ZoC"
        CreatureRole,  // a creature with stat blocks (docs/file-format.md §16)
        InSessionRole, // a creature of the open session's folder
        HasStatsRole,  // false: a creature without a stat block for rulesId
        RuleSetsRole,  // a creature's rule sets, the ids of its blocks
    };
    Q_ENUM(Role)

    explicit MiniatureLibraryModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QString filter() const { return m_filter; }
    void setFilter(const QString &filter);
    [[nodiscard]] QString dataDirectory() const { return m_dataDirectory; }
    void setDataDirectory(const QString &directory);
    void resetDataDirectory();
    [[nodiscard]] QString sessionFolder() const { return m_sessionFolder; }
    void setSessionFolder(const QString &folder);
    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString rulesId() const { return m_rulesId; }
    void setRulesId(const QString &rulesId);
    [[nodiscard]] QString errorString() const { return m_errorString; }
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] QString mimeType() const { return MimeType; }
    [[nodiscard]] QString storeDirectory() const { return m_store.directory(); }
    // Where creatures are saved: <dataDirectory>/creatures, and <sessionFolder>/creatures ("" when
    // no session is open).
    [[nodiscard]] QString creatureDirectory() const;
    [[nodiscard]] QString sessionCreatureDirectory() const;

    // Every miniature, the filter aside: the GM's own first, then the built-ins.
    [[nodiscard]] const QList<Miniature> &miniatures() const { return m_all; }
    // The miniature with this id, filtered out or not; nullptr when there is none.
    [[nodiscard]] const Miniature *miniature(const QString &id) const;

    Q_INVOKABLE bool contains(const QString &id) const { return miniature(id) != nullptr; }
    // The row showing this miniature, or -1 (unknown or filtered out).
    Q_INVOKABLE int indexOf(const QString &id) const { return m_rows.indexOf(id); }
    // A new miniature of size 1 from a local image file, named after the file; its picture
    // is copied into the store. Returns the new id, or an empty string (see errorString).
    Q_INVOKABLE QString addFromImage(const QUrl &url);
    // Changes one of the GM's miniatures. Fields: name (text), size (1 or more), side (id,
    // empty for none), tags (list of text), stats (rule-set id → object), image (file URL of a
    // new picture). All or nothing: false and errorString on any bad field.
    Q_INVOKABLE bool update(const QString &id, const QVariantMap &fields);
    // Removes one of the GM's miniatures and its picture.
    Q_INVOKABLE bool remove(const QString &id);
    // "Save as creature" (docs/file-format.md §16.3): the token's stat block under the document's
    // rule set, written to the creature file of `name` (the token's name without its number when
    // empty) in the GM's library or, with `inSession`, in the open session's folder. A creature
    // of that name keeps its blocks for other rule sets. Returns the library id of the creature,
    // or "" (see errorString).
    Q_INVOKABLE QString saveCreature(EncounterDocument *document, const QString &tokenId,
                                     const QString &name = {}, bool inSession = false);
    // The name "Save as creature" suggests for a token: "Ghoul 3" → "Ghoul".
    Q_INVOKABLE QString creatureNameFor(const QString &tokenName) const;
    // The library id of the creature "Save as creature" would write for `name`, if one exists
    // (so the dialog can say it adds to it), else "".
    Q_INVOKABLE QString existingCreature(const QString &name, bool inSession) const;
    // Reads the catalogue and the store again.
    Q_INVOKABLE void reload();
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void filterChanged();
    void dataDirectoryChanged();
    void rulesIdChanged();
    void sessionFolderChanged();
    void languageChanged();
    void errorStringChanged();
    void countChanged();

private:
    [[nodiscard]] int userCount() const;
    [[nodiscard]] QList<Miniature> userMiniatures() const { return m_all.mid(0, userCount()); }
    [[nodiscard]] QString uniqueId(const QString &base) const;
    [[nodiscard]] static QString statsText(const QJsonObject &stats);
    [[nodiscard]] QString creatureStatsText(const Miniature &miniature) const;
    // The creatures of one folder as library entries, and why files were skipped.
    [[nodiscard]] QList<Miniature> readCreatures(const QString &folder, bool inSession,
                                                 QStringList *errors) const;
    bool writeCreature(const Creature &creature, const QString &path);
    // Saves the GM's miniatures as they would be after an edit; a damaged store file is
    // copied aside first.
    bool saveUser(const QList<Miniature> &user);
    // Makes the rows follow m_all and the filter with the fewest inserts and removals, so
    // views keep their delegates and scroll position while the GM types.
    void syncRows();
    void rebuildIndex();
    void setErrorString(const QString &error);

    MiniatureStore m_store;
    QList<Miniature> m_all;
    QHash<QString, int> m_indexOfId; // into m_all
    QStringList m_rows;              // ids of the miniatures shown, in m_all's order
    QString m_filter;
    QString m_dataDirectory;
    QString m_rulesId;
    QString m_sessionFolder;
    QString m_language = QStringLiteral("en");
    QString m_errorString;
    bool m_storeDamaged = false;
};
