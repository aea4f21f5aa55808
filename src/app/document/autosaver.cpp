#include "document/autosaver.h"

#include "document/encounterdocument.h"
#include "document/encounterio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

namespace
{

constexpr int DefaultIntervalMs = 60 * 1000;
const auto SidecarFormat = QStringLiteral("gridkeep-recovery");
constexpr int SidecarVersion = 1;

const auto EncounterSuffix = QStringLiteral(".encounter");
const auto SidecarSuffix = QStringLiteral(".json");
const auto LockSuffix = QStringLiteral(".lock");

QString newSessionId()
{
    return QStringLiteral("%1-%2-%3")
        .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")))
        .arg(QCoreApplication::applicationPid())
        .arg(QUuid::createUuid().toString(QUuid::Id128).left(8));
}

// A lock that only a dead owner makes stale: a live session keeps its files however long it runs.
std::shared_ptr<QLockFile> sessionLock(const QString &fileName)
{
    auto lock = std::make_shared<QLockFile>(fileName);
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

Autosaver::Autosaver(QObject *parent)
    : QObject(parent), m_directory(recoveryDirectory()), m_sessionId(newSessionId())
{
    m_timer.setInterval(defaultInterval());
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::onTimeout);
}

Autosaver::~Autosaver()
{
    // A clean end of the session: its recovery file goes, even one still being written. Such
    // a write keeps the lock until it has removed what it wrote, so no other Gridkeep takes the
    // files for a crashed session's meanwhile.
    m_ended->store(true);
    removeOwnFiles();
    for (const auto &claim : std::as_const(m_claims))
        claim->unlock();
}

QString Autosaver::recoveryDirectory()
{
    const QString overridden = qEnvironmentVariable("GRIDKEEP_RECOVERY_DIR");
    if (!overridden.isEmpty())
        return QDir(overridden).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

int Autosaver::defaultInterval()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GRIDKEEP_AUTOSAVE_MS", &ok);
    return ok && ms > 0 ? ms : DefaultIntervalMs;
}

QJsonObject Autosaver::sidecarJson(const QString &sessionId, const QString &name,
                                   const QString &originalFile, const QDateTime &written)
{
    return QJsonObject{
        {QStringLiteral("format"), SidecarFormat},
        {QStringLiteral("version"), SidecarVersion},
        {QStringLiteral("session"), sessionId},
        {QStringLiteral("pid"), QCoreApplication::applicationPid()},
        {QStringLiteral("name"), name},
        {QStringLiteral("originalFile"),
         originalFile.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(originalFile)},
        {QStringLiteral("written"), written.toUTC().toString(Qt::ISODate)},
    };
}

QVariantMap Autosaver::toVariant(const Candidate &candidate)
{
    QString label;
    if (candidate.originalFile.isEmpty())
        label = tr("never saved");
    else if (candidate.originalFile.startsWith(QLatin1String(":/")))
        label = tr("from a bundled sample");
    else
        label = QDir::toNativeSeparators(candidate.originalFile);
    return QVariantMap{
        {QStringLiteral("id"), candidate.id},
        {QStringLiteral("name"), candidate.name},
        {QStringLiteral("originalFile"), candidate.originalFile},
        {QStringLiteral("fileLabel"), label},
        {QStringLiteral("written"), candidate.written},
        {QStringLiteral("writtenText"),
         //: A QDateTime format (d day, MMM month name, yyyy year, HH:mm time): when the
         //: unsaved changes were written.
         QLocale().toString(candidate.written.toLocalTime(),
                            QCoreApplication::translate("Autosaver", "d MMM yyyy HH:mm"))},
        {QStringLiteral("file"), candidate.file},
        {QStringLiteral("error"), candidate.error},
    };
}

void Autosaver::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    removeOwnFiles();
    m_timer.stop();
    m_document = document;
    if (m_document) {
        auto *doc = m_document.data();
        const auto bump = [this] { ++m_generation; };
        // Every kind of edit counts, also the ones an undo command merges into its last step.
        connect(doc->undoStack(), &QUndoStack::indexChanged, this, bump);
        connect(doc, &EncounterDocument::changed, this, bump);
        connect(doc, &EncounterDocument::boardChanged, this, bump);
        connect(doc, &EncounterDocument::nameChanged, this, bump);
        connect(doc, &EncounterDocument::notesChanged, this, bump);
        connect(doc, &EncounterDocument::combatChanged, this, bump);
        connect(doc, &EncounterDocument::fogChanged, this, bump);
        connect(doc, &EncounterDocument::tokenChanged, this, bump);
        connect(doc, &EncounterDocument::encounterReset, this, &Autosaver::onReset);
        connect(doc, &EncounterDocument::modifiedChanged, this, &Autosaver::onModifiedChanged);
        onModifiedChanged();
    }
    Q_EMIT documentChanged();
}

void Autosaver::setInterval(int ms)
{
    if (ms <= 0 || ms == m_timer.interval())
        return;
    m_timer.setInterval(ms);
    Q_EMIT intervalChanged();
}

QVariantList Autosaver::candidates() const
{
    QVariantList list;
    for (const auto &candidate : m_candidates)
        list << toVariant(candidate);
    return list;
}

QString Autosaver::pathFor(const QString &id, const QString &suffix) const
{
    return m_directory + QLatin1Char('/') + id + suffix;
}

void Autosaver::onModifiedChanged()
{
    if (m_document && m_document->isModified()) {
        if (!m_timer.isActive())
            m_timer.start();
        return;
    }
    // Saved, undone back to the saved state, or replaced: nothing left to recover.
    m_timer.stop();
    removeOwnFiles();
}

void Autosaver::onReset()
{
    ++m_generation;
    // The document that was autosaved is gone (its changes were saved or discarded first).
    removeOwnFiles();
}

void Autosaver::onTimeout()
{
    if (!m_document || !m_document->isModified()) {
        m_timer.stop();
        return;
    }
    if (m_writing || (!m_recoveryFile.isEmpty() && m_savedGeneration == m_generation))
        return; // being written, or nothing new since the last write
    QCoro::connect(writeNow(), this, [](bool) {});
}

bool Autosaver::lockOwnSession()
{
    if (m_ownLock && m_ownLock->isLocked())
        return true;
    if (!QDir().mkpath(m_directory))
        return false;
    m_ownLock = sessionLock(pathFor(m_sessionId, LockSuffix));
    // Taken before the first file is written, so no other instance can think it abandoned.
    return m_ownLock->tryLock(0);
}

void Autosaver::removeOwnFiles()
{
    QFile::remove(pathFor(m_sessionId, EncounterSuffix));
    QFile::remove(pathFor(m_sessionId, SidecarSuffix));
    // A write in flight holds the lock too: it goes when that write ends.
    m_ownLock.reset();
    if (!m_recoveryFile.isEmpty()) {
        m_recoveryFile.clear();
        Q_EMIT recoveryFileChanged();
    }
}

QCoro::Task<bool> Autosaver::writeNow()
{
    if (!m_document || !m_document->isLoaded() || !m_document->isModified() || m_writing)
        co_return false;
    if (!lockOwnSession()) {
        Q_EMIT writeFailed(tr("Cannot autosave: the recovery folder %1 cannot be used.")
                               .arg(QDir::toNativeSeparators(m_directory)));
        co_return false;
    }
    QPointer<Autosaver> self(this);
    m_writing = true;
    const quint64 generation = m_generation;
    QPointer<DocumentJobs> jobs = m_document->jobs();
    const DocumentJobs::Stamp stamp = jobs->stamp();
    const QString file = pathFor(m_sessionId, EncounterSuffix);
    const Encounter &encounter = m_document->encounter();
    const QByteArray sidecar =
        QJsonDocument(sidecarJson(m_sessionId, encounter.name, m_document->fileName(),
                                  QDateTime::currentDateTimeUtc()))
            .toJson();
    // The worker gets its own copy of the encounter: editing goes on while it writes. It holds
    // the lock until it is done, even if this Autosaver goes first.
    auto write = [lock = m_ownLock](const Encounter &snapshot, const QString &fileName,
                                    const QString &sidecarFileName, const QByteArray &sidecarBytes,
                                    const std::shared_ptr<std::atomic_bool> &ended) {
        return EncounterIo::writeRecoveryBlocking(snapshot, fileName, sidecarFileName, sidecarBytes,
                                                  ended);
    };
    // The task is made before it is awaited (docs/architecture.md §5.6).
    auto task = jobs->run(DocumentJobs::Kind::Autosave, std::move(write), encounter, file,
                          pathFor(m_sessionId, SidecarSuffix), sidecar, m_ended);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    m_writing = false;
    if (!result.ok) {
        Q_EMIT writeFailed(result.error);
        co_return false;
    }
    if (!m_document || !m_document->isModified() || m_document->jobs() != jobs ||
        !jobs->isSameDocument(stamp)) {
        // Saved, closed or replaced while it was written: what it holds is nobody's unsaved
        // work now (a replacing document is written afresh at the next tick).
        removeOwnFiles();
        co_return false;
    }
    m_savedGeneration = generation;
    if (m_recoveryFile != file) {
        m_recoveryFile = file;
        Q_EMIT recoveryFileChanged();
    }
    Q_EMIT written(file);
    co_return true;
}

int Autosaver::indexOf(const QString &id) const
{
    for (int i = 0; i < m_candidates.size(); ++i) {
        if (m_candidates[i].id == id)
            return i;
    }
    return -1;
}

int Autosaver::scan()
{
    const QDir dir(m_directory);
    QSet<QString> ids;
    const auto entries =
        dir.entryInfoList({QStringLiteral("*") + EncounterSuffix,
                           QStringLiteral("*") + SidecarSuffix, QStringLiteral("*") + LockSuffix},
                          QDir::Files);
    for (const auto &entry : entries)
        ids.insert(entry.completeBaseName());
    QStringList sorted(ids.cbegin(), ids.cend());
    sorted.sort();

    bool added = false;
    for (const auto &id : std::as_const(sorted)) {
        if (id == m_sessionId || m_claims.contains(id))
            continue;
        std::shared_ptr<QLockFile> lock = sessionLock(pathFor(id, LockSuffix));
        if (!lock->tryLock(0))
            continue; // a running Gridkeep owns these files
        Candidate candidate;
        candidate.id = id;
        candidate.file = pathFor(id, EncounterSuffix);
        candidate.sidecar = pathFor(id, SidecarSuffix);
        if (!QFileInfo::exists(candidate.file)) {
            // Leftovers of a session that ended while it removed its files: nothing to recover.
            QFile::remove(candidate.sidecar);
            lock->unlock();
            continue;
        }
        QFile sidecar(candidate.sidecar);
        const QJsonObject meta = sidecar.open(QIODevice::ReadOnly)
                                     ? QJsonDocument::fromJson(sidecar.readAll()).object()
                                     : QJsonObject();
        if (meta.value(QStringLiteral("format")).toString() == SidecarFormat) {
            candidate.name = meta.value(QStringLiteral("name")).toString();
            candidate.originalFile = meta.value(QStringLiteral("originalFile")).toString();
            candidate.written = QDateTime::fromString(
                meta.value(QStringLiteral("written")).toString(), Qt::ISODate);
        }
        if (candidate.name.isEmpty())
            candidate.name = tr("An unnamed encounter");
        if (!candidate.written.isValid())
            candidate.written = QFileInfo(candidate.file).lastModified();
        m_claims.insert(id, std::move(lock));
        m_candidates << candidate;
        added = true;
    }
    if (added) {
        std::stable_sort(
            m_candidates.begin(), m_candidates.end(),
            [](const Candidate &a, const Candidate &b) { return a.written > b.written; });
        Q_EMIT candidatesChanged();
    }
    return int(m_candidates.size());
}

void Autosaver::releaseClaim(const QString &id)
{
    if (auto lock = m_claims.take(id))
        lock->unlock();
}

bool Autosaver::discard(const QString &id)
{
    const int index = indexOf(id);
    if (index < 0)
        return false;
    const Candidate candidate = m_candidates.takeAt(index);
    const bool removed = QFile::remove(candidate.file) || !QFileInfo::exists(candidate.file);
    QFile::remove(candidate.sidecar);
    releaseClaim(id);
    Q_EMIT candidatesChanged();
    return removed;
}

void Autosaver::later(const QString &id)
{
    const int index = indexOf(id);
    if (index < 0)
        return;
    m_candidates.removeAt(index);
    releaseClaim(id);
    Q_EMIT candidatesChanged();
}

void Autosaver::laterAll()
{
    if (m_candidates.isEmpty())
        return;
    m_candidates.clear();
    for (const auto &claim : std::as_const(m_claims))
        claim->unlock();
    m_claims.clear();
    Q_EMIT candidatesChanged();
}

void Autosaver::recover(const QString &id)
{
    QCoro::connect(recoverTask(id), this, [](bool) {});
}

QCoro::Task<bool> Autosaver::recoverTask(QString id)
{
    const int index = indexOf(id);
    if (index < 0 || !m_document || m_recovering) {
        const QString error = index < 0 ? tr("No recovery file \"%1\".").arg(id)
                                        : tr("Another recovery is in progress.");
        Q_EMIT recoverFinished(false, id, error);
        co_return false;
    }
    const Candidate candidate = m_candidates[index];
    QPointer<Autosaver> self(this);
    QPointer<EncounterDocument> document(m_document);
    m_recovering = true;
    Q_EMIT recoveringChanged();
    const bool loaded = co_await document->recover(candidate.file, candidate.originalFile);
    if (!self)
        co_return false;
    m_recovering = false;
    Q_EMIT recoveringChanged();
    if (!loaded) {
        // Never lose data: the file stays, claimed, with the reason beside it.
        const QString error = document ? document->errorString() : tr("The window was closed.");
        const int at = indexOf(id);
        if (at >= 0) {
            m_candidates[at].error = error;
            Q_EMIT candidatesChanged();
        }
        Q_EMIT recoverFinished(false, id, error);
        co_return false;
    }
    // The changes are this session's now: they are written as its own recovery file before
    // the old one goes. Should that fail, the old one is kept for the next start.
    const bool secured = co_await writeNow();
    if (!self)
        co_return false;
    if (secured) {
        QFile::remove(candidate.file);
        QFile::remove(candidate.sidecar);
    }
    const int at = indexOf(id);
    if (at >= 0)
        m_candidates.removeAt(at);
    releaseClaim(id);
    Q_EMIT candidatesChanged();
    Q_EMIT recoverFinished(true, id, QString());
    co_return true;
}
