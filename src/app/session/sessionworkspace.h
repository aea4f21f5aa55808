#pragma once

#include "document/encounterdocument.h"
#include "io/sessionfolder.h"
#include "model/session.h"
#include "session/encounterfiltermodel.h"
#include "session/encounterlistmodel.h"
#include "session/thumbnailrenderer.h"

#include <QCoro/QCoroTask>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <functional>

class QFileSystemWatcher;

// The GM's evening: a session folder of .encounter files with its gridkeep-session.json
// (docs/file-format.md §15, docs/architecture.md §4.12). The window's Workbench makes one
// beside the document (`workbench.sessionWorkspace`); it lists the folder in running order
// (encounters, filtered by `filtered`), follows the folder on disk, keeps the session file, and
// moves the document from one encounter to the next. Asking "save changes?" stays with
// DocumentFlow.qml, which calls goTo() once the GM has answered.
//
// Order of signals when the GM moves to another encounter of the folder (goTo, goNext,
// goPrevious, the Encounters panel):
//   1. encounterLeaving(old file)  while the document still holds the old encounter
//   2. betweenScenes becomes true  the player view shows no map until reveal() (F10)
//   3. the document loads the new file
//   4. encounterOpened(new file)   once the document holds it
// encounterOpened also follows any other load of a file of the folder (File ▸ Open, recent
// files); encounterLeaving is emitted only by the moves above.
class SessionWorkspace : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // A folder is open (it may hold no encounters yet).
    Q_PROPERTY(bool open READ isOpen NOTIFY folderChanged)
    // The folder's absolute path, "" when none is open.
    Q_PROPERTY(QString folder READ folder NOTIFY folderChanged)
    // The session's name, or the folder's name when the session gives none.
    Q_PROPERTY(QString title READ title NOTIFY sessionChanged)
    // The file name in the folder of the encounter open in the document; "" if none.
    Q_PROPERTY(QString currentFile READ currentFile NOTIFY currentFileChanged)
    // Its row in `encounters` (the running order), -1 if none.
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY currentFileChanged)
    // The encounters Ctrl+PgDown / Ctrl+PgUp open: the neighbours in running order that open
    // (broken files are skipped); with none of the folder open, next is the first not done.
    Q_PROPERTY(QString nextFile READ nextFile NOTIFY currentFileChanged)
    Q_PROPERTY(QString previousFile READ previousFile NOTIFY currentFileChanged)
    // The listing in running order, and the same filtered by the search field.
    Q_PROPERTY(EncounterListModel *encounters READ encounters CONSTANT)
    Q_PROPERTY(EncounterFilterModel *filtered READ filtered CONSTANT)
    // A scan is running (the first one of a folder can take a moment on a big folder).
    Q_PROPERTY(bool scanning READ isScanning NOTIFY scanningChanged)
    // What is wrong with the folder or its session file ("" when nothing is): the folder cannot
    // be read, the session file was refused (the folder still opens with the defaults, §15.2),
    // or it could not be written.
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    // Files the running order names that are not in the folder (kept in the session file).
    Q_PROPERTY(QStringList missingFiles READ missingFiles NOTIFY listingChanged)
    // Between scenes: the player view shows a caption and no map (PlayerMirror::held) from the
    // moment the GM leaves an encounter until reveal().
    Q_PROPERTY(bool betweenScenes READ betweenScenes NOTIFY betweenScenesChanged)

public:
    // Folder changes on disk are gathered this long before one rescan.
    static constexpr int RescanDelayMs = 250;

    explicit SessionWorkspace(QObject *parent = nullptr);
    ~SessionWorkspace() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);

    [[nodiscard]] bool isOpen() const { return !m_folder.isEmpty(); }
    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString currentFile() const { return m_currentFile; }
    [[nodiscard]] int currentIndex() const;
    [[nodiscard]] QString nextFile() const;
    [[nodiscard]] QString previousFile() const;
    [[nodiscard]] EncounterListModel *encounters() const { return m_encounters; }
    [[nodiscard]] EncounterFilterModel *filtered() const { return m_filtered; }
    [[nodiscard]] bool isScanning() const { return m_scanning; }
    [[nodiscard]] QString errorString() const { return m_error; }
    [[nodiscard]] QStringList missingFiles() const { return m_missing; }
    [[nodiscard]] bool betweenScenes() const { return m_betweenScenes; }
    [[nodiscard]] ThumbnailRenderer *thumbnails() const { return m_thumbnails; }

    // The session as last read or written (the defaults when the folder has no session file).
    [[nodiscard]] const Session &session() const { return m_session; }
    // Replaces the session and writes gridkeep-session.json atomically (SessionWriter,
    // docs/file-format.md §15.3); emits sessionChanged. False (and errorString) when it cannot
    // be written: the session is then left as it was. Unknown keys in `session` are written back.
    bool setSession(const Session &session);
    // The absolute path of a file of the folder.
    [[nodiscard]] QString filePath(const QString &file) const;

    // Opens the folder: scans it off the UI thread, watches it, and, when `openFirst`, opens
    // its first encounter not done (or the first) in the document. Resolves to false (and
    // errorString) when the folder cannot be read; nothing is left open then.
    [[nodiscard]] QCoro::Task<bool> openFolderTask(QString folder, bool openFirst = true);
    // Moves the document to `file` of the folder (the order of signals is above). Resolves to
    // whether the document now holds it; a refused file leaves the document on the old one
    // (its error shows in the document's banner) and the players between scenes.
    [[nodiscard]] QCoro::Task<bool> goToTask(QString file);
    // Rescans now (the watcher does it by itself after changes on disk).
    [[nodiscard]] QCoro::Task<void> rescanTask();

    // Fire-and-forget forms for QML.
    Q_INVOKABLE void openFolder(const QUrl &folder);
    Q_INVOKABLE void openFolderPath(const QString &folder);
    Q_INVOKABLE void close();
    Q_INVOKABLE void goTo(const QString &file);
    Q_INVOKABLE void goNext();
    Q_INVOKABLE void goPrevious();
    Q_INVOKABLE void rescan();
    // The player view shows the open encounter again (F10).
    Q_INVOKABLE void reveal();

    // Running order edits, each saved to the session file at once (§15.3). Rows are those of
    // `encounters`; the filter's rows are mapped by the QML through `filtered.sourceRow()`.
    Q_INVOKABLE bool moveEncounter(int from, int to);
    Q_INVOKABLE bool setDone(const QString &file, bool done);
    Q_INVOKABLE bool setCarryOver(const QString &file, bool carryOver);
    // Copies `file` to "<name> (variant).encounter" (or "(variant 2)", …), named "<name>
    // (variant)" inside, right after it in the running order. Returns the new file's name, ""
    // on failure (errorString).
    Q_INVOKABLE QString duplicateAsVariant(const QString &file);
    // A new empty encounter of `rulesId` (the document's when empty), made as File ▸ New makes
    // one (EncounterDocument::newEncounter, a 24 × 16 map), saved as "New encounter.encounter"
    // (or "New encounter 2.encounter", …), placed after row `after` (-1: first) and open in the
    // document, with the signals of a move (above). Asking to save the old one is the caller's.
    [[nodiscard]] QCoro::Task<QString> createEncounterTask(int after, QString rulesId);
    Q_INVOKABLE void createEncounter(int after, const QString &rulesId = {});
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void documentChanged();
    void folderChanged();
    void sessionChanged();
    void currentFileChanged();
    void scanningChanged();
    void errorStringChanged();
    // The listing was rescanned (files added, renamed, removed, changed).
    void listingChanged();
    void betweenScenesChanged();
    // Emitted before the document moves from one encounter of the folder to another, while it
    // still holds the old one (`file`, its name in the folder).
    void encounterLeaving(const QString &file);
    // Emitted after the document has loaded `file` of the folder.
    void encounterOpened(const QString &file);

private:
    void setError(const QString &error);
    void setScanning(bool scanning);
    void setBetweenScenes(bool between);
    void updateCurrentFile();
    void watch();
    [[nodiscard]] QString fileOfDocument() const;
    // The first "<stem>.encounter" free in the folder, trying stemFor(1), stemFor(2), …
    [[nodiscard]] QString uniqueFileName(const std::function<QString(int)> &stemFor) const;
    bool insertIntoOrder(const QString &file, int afterRow);
    [[nodiscard]] Session sessionInShownOrder() const;
    void applyScan(const SessionFolder::Scan &scan, const QHash<QString, QString> &searchText,
                   const QHash<QString, QByteArray> &contentHashes);
    void reorderRows();
    void requestThumbnails();
    void onThumbnail(const ThumbnailRenderer::Result &result);
    void onDocumentLoaded(bool ok, const QString &fileName);

    QPointer<EncounterDocument> m_document;
    QString m_folder;
    Session m_session;
    QString m_currentFile;
    QString m_error;
    QStringList m_missing;
    bool m_scanning = false;
    bool m_betweenScenes = false;
    quint64 m_scanTicket = 0; // the newest scan wins; older results are dropped
    EncounterListModel *m_encounters;
    EncounterFilterModel *m_filtered;
    ThumbnailRenderer *m_thumbnails;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer m_rescanTimer;
    // The thumbnail asked for each file, by path: the renderer's job and the bytes' hash the
    // listing knew then. Only that job's answer counts (an older opening's, or one asked
    // before, is not this one's).
    struct ThumbnailJob {
        quint64 job = 0;
        QByteArray contentHash;
    };
    QHash<QString, ThumbnailJob> m_thumbnailsInFlight;
};
