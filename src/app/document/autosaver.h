#pragma once

#include "document/encounterdocument.h"

#include <QCoro/QCoroTask>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

// Autosave and crash recovery (docs/architecture.md §4.8).
//
// While the document has unsaved changes, every `interval` the encounter is written off the UI
// thread into recoveryDirectory() as SESSION.encounter plus a sidecar SESSION.json
// (docs/file-format.md §13), both atomically. SESSION is unique to this window
// ("20261125-140200-4242-1a2b3c4d": time, pid, a random part), and a QLockFile SESSION.lock is
// held while this session owns the files, so another running Gridkeep never offers them. The
// files are removed when the document is saved, becomes clean by undo, is replaced (Open, New)
// or when the Autosaver goes away (the window closed, the program quit normally).
//
// scan() looks for files of sessions that are not running (their lock is free or stale: the
// process is gone), claims them with the same lock and lists them in `candidates`; recover(),
// discard() and later() answer for each. A recovery file that fails to load is reported and
// kept.
class Autosaver : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // Milliseconds between recovery writes; GRIDKEEP_AUTOSAVE_MS sets the default (60000).
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)
    Q_PROPERTY(QString recoveryFile READ recoveryFile NOTIFY recoveryFileChanged)
    // [{id, name, originalFile, fileLabel, written (date), writtenText, file, error}]
    Q_PROPERTY(QVariantList candidates READ candidates NOTIFY candidatesChanged)
    Q_PROPERTY(bool recovering READ isRecovering NOTIFY recoveringChanged)

public:
    struct Candidate {
        QString id;
        QString file;         // the recovery .encounter
        QString sidecar;      // its .json (may be missing: then name and time are guessed)
        QString name;         // the encounter's name
        QString originalFile; // where it was edited from; empty: a new encounter
        QDateTime written;
        QString error; // why recovering it failed, if it did
    };

    explicit Autosaver(QObject *parent = nullptr);
    ~Autosaver() override;

    // GRIDKEEP_RECOVERY_DIR, else AppDataLocation/recovery.
    [[nodiscard]] static QString recoveryDirectory();
    // GRIDKEEP_AUTOSAVE_MS, else one minute.
    [[nodiscard]] static int defaultInterval();
    // The metadata written next to each recovery file.
    [[nodiscard]] static QJsonObject sidecarJson(const QString &sessionId, const QString &name,
                                                 const QString &originalFile,
                                                 const QDateTime &written);
    [[nodiscard]] static QVariantMap toVariant(const Candidate &candidate);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] int interval() const { return m_timer.interval(); }
    void setInterval(int ms);
    [[nodiscard]] QString sessionId() const { return m_sessionId; }
    [[nodiscard]] QString recoveryFile() const { return m_recoveryFile; }
    [[nodiscard]] QVariantList candidates() const;
    [[nodiscard]] const QList<Candidate> &candidateList() const { return m_candidates; }
    [[nodiscard]] bool isRecovering() const { return m_recovering; }

    // Writes the recovery file now (if the document has unsaved changes); false on failure.
    [[nodiscard]] QCoro::Task<bool> writeNow();
    // Opens the candidate as an unsaved document, writes it as this session's recovery file and
    // then deletes the old one. False (the candidate keeps its files and gets an error).
    [[nodiscard]] QCoro::Task<bool> recoverTask(QString id);

    // Finds and claims recovery files of sessions that are not running; returns how many.
    Q_INVOKABLE int scan();
    Q_INVOKABLE void recover(const QString &id);
    // Deletes the candidate's files.
    Q_INVOKABLE bool discard(const QString &id);
    // Keeps the candidate's files for the next start, and lets go of them.
    Q_INVOKABLE void later(const QString &id);
    Q_INVOKABLE void laterAll();

Q_SIGNALS:
    void documentChanged();
    void intervalChanged();
    void recoveryFileChanged();
    void candidatesChanged();
    void recoveringChanged();
    // A recovery file was written (the path of the .encounter).
    void written(const QString &fileName);
    void writeFailed(const QString &error);
    void recoverFinished(bool ok, const QString &id, const QString &error);

private:
    void onModifiedChanged();
    void onTimeout();
    void onReset();
    [[nodiscard]] QString pathFor(const QString &id, const QString &suffix) const;
    bool lockOwnSession();
    void removeOwnFiles();
    int indexOf(const QString &id) const;
    void releaseClaim(const QString &id);

    QPointer<EncounterDocument> m_document;
    QTimer m_timer;
    QString m_directory;
    QString m_sessionId;
    QString m_recoveryFile;
    // Shared with a write in flight, which keeps the files locked until it has removed them
    // (when the session ended meanwhile) or they are this session's again.
    std::shared_ptr<QLockFile> m_ownLock;
    // Set when the session ended: a write still in flight removes what it wrote.
    std::shared_ptr<std::atomic_bool> m_ended = std::make_shared<std::atomic_bool>(false);
    quint64 m_generation = 0;      // bumped by every edit and reset
    quint64 m_savedGeneration = 0; // what the recovery file holds
    bool m_writing = false;
    bool m_recovering = false;

    QList<Candidate> m_candidates;
    QHash<QString, std::shared_ptr<QLockFile>> m_claims;
};
