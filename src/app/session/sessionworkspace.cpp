#include "session/sessionworkspace.h"

#include "document/workerthread.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "io/sessionreader.h"
#include "io/sessionwriter.h"
#include "model/rulesetregistry.h"
#include "session/thumbnailrenderer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QRegularExpression>
#include <algorithm>

namespace
{

const auto Extension = QStringLiteral(".encounter");

// A folder scan with what the search field looks through, done on a worker thread.
struct ScanResult {
    SessionFolder::Scan scan;
    QHash<QString, QString> searchText; // file → name, token names, notes and pins, lower case
    QHash<QString, QByteArray> contentHash; // file → the SHA-1 of its bytes (those that read)
};

ScanResult scanFolder(QString folder)
{
    ScanResult result;
    const QDir dir(folder);
    result.scan = SessionFolder::scan(folder, [&](const QString &file, const Encounter &e) {
        QStringList words{e.name, e.notes};
        for (const auto &token : e.tokens)
            words << token.name;
        // The GM's pins are found by their title and text (docs/file-format.md §3.9).
        for (const auto &pin : e.board.square.pins)
            words << pin.title << pin.text;
        result.searchText.insert(file, words.join(QLatin1Char('\n')).toLower());
        // Which bytes a thumbnail must show: a change may keep the file's modification time.
        QFile in(dir.filePath(file));
        if (in.open(QIODevice::ReadOnly))
            result.contentHash.insert(file, ThumbnailRenderer::contentHash(in.readAll()));
    });
    for (const auto &item : std::as_const(result.scan.encounters)) {
        if (!result.searchText.contains(item.file))
            result.searchText.insert(item.file,
                                     (item.name + QLatin1Char('\n') + item.file).toLower());
    }
    return result;
}

// docs/file-format.md §15.2: ignoring case first, then by case, the same on every machine.
bool alphabetically(const QString &a, const QString &b)
{
    const int folded = QString::compare(a, b, Qt::CaseInsensitive);
    return folded != 0 ? folded < 0 : a < b;
}

QString stemOf(const QString &file)
{
    return file.endsWith(Extension, Qt::CaseInsensitive) ? file.chopped(Extension.size()) : file;
}

// "Bridge (variant 2)" → "Bridge": a variant of a variant is numbered, not nested.
QString withoutVariant(const QString &text)
{
    static const QRegularExpression suffix(QStringLiteral("\\s*\\(variant(?: \\d+)?\\)$"));
    QString plain = text;
    plain.remove(suffix);
    return plain.isEmpty() ? text : plain;
}

// " (variant)", " (variant 2)", …
QString variantSuffix(int n)
{
    return n == 1 ? QStringLiteral(" (variant)") : QStringLiteral(" (variant %1)").arg(n);
}

} // namespace

SessionWorkspace::SessionWorkspace(QObject *parent)
    : QObject(parent), m_encounters(new EncounterListModel(this)),
      m_filtered(new EncounterFilterModel(this)), m_thumbnails(new ThumbnailRenderer(this))
{
    m_filtered->setSourceModel(m_encounters);
    m_rescanTimer.setSingleShot(true);
    m_rescanTimer.setInterval(RescanDelayMs);
    connect(&m_rescanTimer, &QTimer::timeout, this, &SessionWorkspace::rescan);
    connect(m_thumbnails, &ThumbnailRenderer::finished, this, &SessionWorkspace::onThumbnail);
}

SessionWorkspace::~SessionWorkspace() = default;

void SessionWorkspace::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::fileNameChanged, this,
                &SessionWorkspace::updateCurrentFile);
        connect(m_document, &EncounterDocument::loadFinished, this,
                &SessionWorkspace::onDocumentLoaded);
    }
    updateCurrentFile();
    Q_EMIT documentChanged();
}

QString SessionWorkspace::title() const
{
    if (!m_session.name.isEmpty())
        return m_session.name;
    return isOpen() ? QFileInfo(m_folder).fileName() : QString();
}

int SessionWorkspace::currentIndex() const
{
    return m_currentFile.isEmpty() ? -1 : m_encounters->rowOf(m_currentFile);
}

QString SessionWorkspace::nextFile() const
{
    // Broken files are skipped: they do not open (the panel shows why).
    const auto &rows = m_encounters->rows();
    const int row = currentIndex();
    for (int i = row + 1; i < rows.size(); ++i) {
        // With none of the folder's encounters open, "next" is the first one still to run.
        if (rows[i].item.error.isEmpty() && (row >= 0 || !rows[i].item.done))
            return rows[i].item.file;
    }
    return {};
}

QString SessionWorkspace::previousFile() const
{
    const auto &rows = m_encounters->rows();
    for (int i = currentIndex() - 1; i >= 0; --i) {
        if (rows[i].item.error.isEmpty())
            return rows[i].item.file;
    }
    return {};
}

QString SessionWorkspace::filePath(const QString &file) const
{
    return QDir(m_folder).filePath(file);
}

bool SessionWorkspace::setSession(const Session &session)
{
    if (!isOpen()) {
        setError(tr("No session folder is open."));
        return false;
    }
    SessionWriter writer;
    if (!writer.writeFile(session, SessionFolder::sessionFilePath(m_folder))) {
        setError(tr("The running order could not be saved: %1").arg(writer.errorString()));
        return false;
    }
    m_session = session;
    // A scan already running read the old file: drop it; the watcher's rescan follows.
    ++m_scanTicket;
    setScanning(false);
    reorderRows();
    m_rescanTimer.start();
    Q_EMIT sessionChanged();
    Q_EMIT currentFileChanged(); // the neighbours may have moved
    return true;
}

void SessionWorkspace::reorderRows()
{
    QList<EncounterListModel::Row> rows = m_encounters->rows();
    QList<EncounterListModel::Row> ordered;
    for (const auto &step : std::as_const(m_session.order)) {
        for (int i = 0; i < rows.size(); ++i) {
            if (rows[i].item.file == step.file) {
                auto row = rows.takeAt(i);
                row.item.done = step.done;
                row.item.carryOver = step.carryOver;
                row.item.inOrder = true;
                ordered << row;
                break;
            }
        }
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return alphabetically(a.item.file, b.item.file);
    });
    for (auto &row : rows) {
        row.item.done = false;
        row.item.carryOver = true;
        row.item.inOrder = false;
        ordered << row;
    }
    m_encounters->setRows(ordered);
}

QCoro::Task<bool> SessionWorkspace::openFolderTask(QString folder, bool openFirst)
{
    QPointer<SessionWorkspace> self(this);
    const QFileInfo info(folder);
    if (!info.isDir()) {
        setError(tr("%1: not a folder").arg(folder));
        co_return false;
    }
    if (!QDir(folder).isReadable()) {
        setError(tr("%1: the folder cannot be read").arg(folder));
        co_return false;
    }
    const QString path = info.canonicalFilePath();
    if (path != m_folder) {
        close();
        m_folder = path;
        watch();
        updateCurrentFile();
        Q_EMIT folderChanged();
        Q_EMIT sessionChanged();
    }
    clearError();
    co_await rescanTask();
    if (!self || self->m_folder != path)
        co_return false;
    if (!self->m_error.isEmpty() && self->m_encounters->count() == 0 && !QDir(path).exists()) {
        self->close();
        co_return false;
    }
    // An encounter of this folder already open stays open: the GM opened the folder around it.
    if (!openFirst || self->m_encounters->count() == 0 || !self->m_currentFile.isEmpty())
        co_return true;
    // The evening goes on where it stopped: the first encounter not run yet.
    QString first;
    for (const auto &row : self->m_encounters->rows()) {
        if (!row.item.done && row.item.error.isEmpty()) {
            first = row.item.file;
            break;
        }
    }
    if (first.isEmpty())
        first = self->m_encounters->fileAt(0);
    if (first == self->m_currentFile)
        co_return true;
    co_await self->goToTask(first);
    co_return true;
}

void SessionWorkspace::openFolder(const QUrl &folder)
{
    openFolderPath(folder.isLocalFile() ? folder.toLocalFile() : folder.toString());
}

void SessionWorkspace::openFolderPath(const QString &folder)
{
    QCoro::connect(openFolderTask(folder), this, [](bool) {});
}

void SessionWorkspace::close()
{
    if (!isOpen())
        return;
    m_thumbnails->cancelAll();
    m_thumbnailsInFlight.clear();
    m_rescanTimer.stop();
    ++m_scanTicket;
    setScanning(false);
    delete m_watcher;
    m_watcher = nullptr;
    m_folder.clear();
    m_session = Session{};
    m_missing.clear();
    m_encounters->clear();
    setBetweenScenes(false);
    updateCurrentFile();
    Q_EMIT folderChanged();
    Q_EMIT sessionChanged();
    Q_EMIT listingChanged();
}

void SessionWorkspace::watch()
{
    delete m_watcher;
    m_watcher = new QFileSystemWatcher(this);
    // Renames, additions and removals show on the folder; saves by other programs that write
    // in place show only on the files themselves.
    m_watcher->addPath(m_folder);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this,
            [this] { m_rescanTimer.start(); });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { m_rescanTimer.start(); });
}

QCoro::Task<void> SessionWorkspace::rescanTask()
{
    if (!isOpen())
        co_return;
    QPointer<SessionWorkspace> self(this);
    const quint64 ticket = ++m_scanTicket;
    setScanning(true);
    ScanResult result = co_await WorkerThread::run(&scanFolder, m_folder);
    if (!self || ticket != self->m_scanTicket)
        co_return; // closed, another folder, or a newer scan
    self->setScanning(false);
    self->applyScan(result.scan, result.searchText, result.contentHash);
}

void SessionWorkspace::rescan()
{
    QCoro::connect(rescanTask(), this, [] {});
}

void SessionWorkspace::applyScan(const SessionFolder::Scan &scan,
                                 const QHash<QString, QString> &searchText,
                                 const QHash<QString, QByteArray> &contentHashes)
{
    if (!scan.error.isEmpty()) {
        setError(scan.error);
        m_encounters->clear();
        Q_EMIT listingChanged();
        return;
    }
    const bool sessionMoved = !(m_session == scan.session);
    m_session = scan.session;
    if (!scan.sessionError.isEmpty())
        setError(tr("The session file was refused, so the folder opened in the default order: %1")
                     .arg(scan.sessionError));
    QList<EncounterListModel::Row> rows;
    for (const auto &item : scan.encounters)
        rows << EncounterListModel::Row{
            item, searchText.value(item.file), {}, {}, contentHashes.value(item.file)};
    m_encounters->setRows(rows);
    m_missing = scan.missing;
    if (m_watcher) {
        const QStringList watched = m_watcher->files();
        if (!watched.isEmpty())
            m_watcher->removePaths(watched);
        QStringList files;
        for (const auto &item : scan.encounters)
            files << filePath(item.file);
        if (!files.isEmpty())
            m_watcher->addPaths(files);
    }
    m_encounters->setCurrentFile(m_currentFile);
    requestThumbnails();
    if (sessionMoved)
        Q_EMIT sessionChanged();
    Q_EMIT listingChanged();
    Q_EMIT currentFileChanged(); // its neighbours may be others now
}

void SessionWorkspace::requestThumbnails()
{
    for (const auto &row : m_encounters->rows()) {
        if (!row.thumbnail.isEmpty() || !row.item.error.isEmpty() ||
            row.item.boardKind != QLatin1String("square"))
            continue;
        const QString path = filePath(row.item.file);
        if (m_thumbnailsInFlight.contains(path))
            continue;
        m_thumbnailsInFlight.insert(path, {m_thumbnails->request(path), row.contentHash});
    }
}

void SessionWorkspace::onThumbnail(const ThumbnailRenderer::Result &result)
{
    // Only the job asked last for the file counts. A job of a folder closed since (opened again,
    // perhaps) or one asked before is not it, and its answer, cancelled or late, changes
    // nothing: it must not take the entry of the job that is.
    const auto asked = m_thumbnailsInFlight.constFind(result.file);
    if (asked == m_thumbnailsInFlight.constEnd() || asked->job != result.job)
        return;
    const QByteArray askedHash = asked->contentHash;
    m_thumbnailsInFlight.erase(asked);
    if (result.cancelled)
        return;
    if (!result.error.isEmpty()) {
        qWarning("thumbnail: %s", qPrintable(result.error));
        return;
    }
    const QString file = QFileInfo(result.file).fileName();
    const int row = m_encounters->rowOf(file);
    if (QFileInfo(result.file).absolutePath() != m_folder || row < 0)
        return;
    const QByteArray listed = m_encounters->rows()[row].contentHash;
    if (result.contentHash == listed || listed.isEmpty()) {
        m_encounters->setThumbnail(
            file, result.imagePath.isEmpty() ? QUrl() : QUrl::fromLocalFile(result.imagePath));
        return;
    }
    // The bytes drawn are not those the listing holds: the file changed while it was drawn.
    if (listed != askedHash)
        requestThumbnails(); // the listing has seen the change since: draw the bytes it read
    else
        m_rescanTimer.start(); // the drawing read newer bytes: list the folder again, then draw
}

QCoro::Task<bool> SessionWorkspace::goToTask(QString file)
{
    QPointer<SessionWorkspace> self(this);
    if (!m_document || !isOpen() || !SessionReader::isEncounterFileName(file))
        co_return false;
    if (file == m_currentFile && !m_document->isModified())
        co_return true;
    if (!m_currentFile.isEmpty())
        Q_EMIT encounterLeaving(m_currentFile);
    if (!self)
        co_return false;
    setBetweenScenes(true);
    QPointer<EncounterDocument> document = m_document;
    const bool ok = co_await document->load(filePath(file));
    // encounterOpened came from the document's loadFinished (onDocumentLoaded).
    co_return ok &&self;
}

void SessionWorkspace::goTo(const QString &file)
{
    QCoro::connect(goToTask(file), this, [](bool) {});
}

void SessionWorkspace::goNext()
{
    const QString file = nextFile();
    if (!file.isEmpty())
        goTo(file);
}

void SessionWorkspace::goPrevious()
{
    const QString file = previousFile();
    if (!file.isEmpty())
        goTo(file);
}

void SessionWorkspace::reveal()
{
    setBetweenScenes(false);
}

void SessionWorkspace::onDocumentLoaded(bool ok, const QString &fileName)
{
    updateCurrentFile();
    if (!ok || !isOpen())
        return;
    const QFileInfo info(fileName);
    if (info.absolutePath() != m_folder && info.canonicalPath() != m_folder)
        return;
    Q_EMIT encounterOpened(info.fileName());
}

QString SessionWorkspace::fileOfDocument() const
{
    if (!m_document || !isOpen())
        return {};
    const QString name = m_document->fileName();
    if (name.isEmpty() || name.startsWith(QLatin1Char(':')))
        return {};
    const QFileInfo info(name);
    if (info.absolutePath() != m_folder && info.canonicalPath() != m_folder)
        return {};
    return SessionReader::isEncounterFileName(info.fileName()) ? info.fileName() : QString();
}

void SessionWorkspace::updateCurrentFile()
{
    const QString file = fileOfDocument();
    if (file == m_currentFile)
        return;
    m_currentFile = file;
    m_encounters->setCurrentFile(file);
    Q_EMIT currentFileChanged();
}

Session SessionWorkspace::sessionInShownOrder() const
{
    Session session = m_session;
    session.reorder(m_encounters->files());
    return session;
}

bool SessionWorkspace::moveEncounter(int from, int to)
{
    QStringList files = m_encounters->files();
    if (from < 0 || from >= files.size() || to < 0 || to >= files.size() || from == to)
        return false;
    files.move(from, to);
    Session session = m_session;
    session.reorder(files);
    return setSession(session);
}

bool SessionWorkspace::setDone(const QString &file, bool done)
{
    Session session = sessionInShownOrder();
    const int i = session.stepIndex(file);
    if (i < 0)
        return false;
    session.order[i].done = done;
    return setSession(session);
}

bool SessionWorkspace::setCarryOver(const QString &file, bool carryOver)
{
    Session session = sessionInShownOrder();
    const int i = session.stepIndex(file);
    if (i < 0)
        return false;
    session.order[i].carryOver = carryOver;
    return setSession(session);
}

QString SessionWorkspace::uniqueFileName(const std::function<QString(int)> &stemFor) const
{
    // A name the running order still holds for a file that is gone is taken too (§15.2).
    const QDir dir(m_folder);
    for (int n = 1;; ++n) {
        const QString file = stemFor(n) + Extension;
        if (!dir.exists(file) && m_session.stepIndex(file) < 0)
            return file;
    }
}

bool SessionWorkspace::insertIntoOrder(const QString &file, int afterRow)
{
    QStringList files = m_encounters->files();
    files.removeAll(file);
    files.insert(std::clamp(afterRow + 1, 0, int(files.size())), file);
    Session session = m_session;
    session.reorder(files);
    return setSession(session);
}

QString SessionWorkspace::duplicateAsVariant(const QString &file)
{
    if (!isOpen() || m_encounters->rowOf(file) < 0)
        return {};
    EncounterReader reader;
    auto encounter = reader.readFile(filePath(file));
    if (!encounter) {
        setError(tr("%1 cannot be duplicated: %2").arg(file, reader.error().toString()));
        return {};
    }
    const QString stem = withoutVariant(stemOf(file));
    int number = 1;
    const QString target = uniqueFileName([&](int n) {
        number = n;
        return stem + variantSuffix(n);
    });
    encounter->name =
        withoutVariant(encounter->name.isEmpty() ? stem : encounter->name) + variantSuffix(number);
    EncounterWriter writer; // atomic (QSaveFile)
    if (!writer.writeFile(*encounter, filePath(target))) {
        setError(tr("%1 could not be written: %2").arg(target, writer.errorString()));
        return {};
    }
    const int row = m_encounters->rowOf(file);
    // Listed at once, before the watcher's rescan reads it properly.
    auto rows = m_encounters->rows();
    EncounterListModel::Row copy = rows[row];
    copy.item.file = target;
    copy.item.name = encounter->name;
    copy.item.done = false;
    rows.insert(row + 1, copy);
    m_encounters->setRows(rows);
    insertIntoOrder(target, row);
    rescan();
    return target;
}

QCoro::Task<QString> SessionWorkspace::createEncounterTask(int after, QString rulesId)
{
    QPointer<SessionWorkspace> self(this);
    if (!m_document || !isOpen())
        co_return QString();
    if (rulesId.isEmpty())
        rulesId = m_document->rulesId();
    if (rulesId.isEmpty()) {
        // Nothing open yet: the first rule set a new encounter can use, as File ▸ New offers.
        const QVariantList choices = m_document->ruleSetChoices();
        rulesId = choices.isEmpty()
                      ? QString()
                      : choices.front().toMap().value(QStringLiteral("id")).toString();
    }
    QString refusal;
    if (!RuleSetRegistry::instance().find(rulesId, &refusal)) {
        setError(tr("Cannot start a new encounter: %1").arg(refusal));
        co_return QString();
    }
    const QString stem = tr("New encounter");
    const QString target = uniqueFileName(
        [&stem](int n) { return n == 1 ? stem : QStringLiteral("%1 %2").arg(stem).arg(n); });
    QPointer<EncounterDocument> document = m_document;
    if (!m_currentFile.isEmpty())
        Q_EMIT encounterLeaving(m_currentFile);
    if (!self || !document)
        co_return QString();
    setBetweenScenes(true);
    // As File ▸ New does, with NewEncounterDialog's default size.
    if (!document->newEncounter(rulesId, 24, 16))
        co_return QString();
    const bool saved = co_await document->saveTo(filePath(target));
    if (!self || !document)
        co_return QString();
    if (!saved) {
        setError(document->errorString());
        co_return QString();
    }
    const int row = std::min(after, int(m_encounters->count()) - 1);
    auto rows = m_encounters->rows();
    EncounterListModel::Row fresh;
    fresh.item.file = target;
    fresh.item.name = document->name();
    fresh.item.rules = rulesId;
    rows.insert(row + 1, fresh);
    m_encounters->setRows(rows);
    insertIntoOrder(target, row);
    updateCurrentFile();
    rescan();
    Q_EMIT encounterOpened(target);
    co_return target;
}

void SessionWorkspace::createEncounter(int after, const QString &rulesId)
{
    QCoro::connect(createEncounterTask(after, rulesId), this, [](const QString &) {});
}

void SessionWorkspace::clearError()
{
    setError({});
}

void SessionWorkspace::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    Q_EMIT errorStringChanged();
}

void SessionWorkspace::setScanning(bool scanning)
{
    if (m_scanning == scanning)
        return;
    m_scanning = scanning;
    Q_EMIT scanningChanged();
}

void SessionWorkspace::setBetweenScenes(bool between)
{
    if (m_betweenScenes == between)
        return;
    m_betweenScenes = between;
    Q_EMIT betweenScenesChanged();
}
