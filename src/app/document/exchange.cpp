#include "document/exchange.h"

#include "document/encounterdocument.h"
#include "io/atomicsave.h"
#include "io/dataurl.h"
#include "io/uvttreader.h"
#include "io/uvttwriter.h"
#include "model/rulesetregistry.h"
#include "render/battlesheet.h"
#include "render/boardrenderer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QLocale>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <cmath>

struct Exchange::ImportResult {
    QString fileName;
    std::optional<UvttImport> imported; // empty when the file was refused
    QImage background;                  // the decoded background picture, if any
    QString error;                      // "PATH: MESSAGE" (the JSON path)
};

namespace
{

QString localFile(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

QString displayName(const QString &fileName)
{
    return QFileInfo(fileName).fileName();
}

Exchange::ImportResult importBlocking(const QString &fileName, const QString &rulesId)
{
    Exchange::ImportResult result;
    result.fileName = fileName;
    auto read = UvttReader::readFile(fileName, rulesId);
    if (auto *error = std::get_if<LoadError>(&read)) {
        // The caller names the file: the path in the JSON and what was expected.
        result.error = error->path.isEmpty() ? error->message
                                             : error->path + QStringLiteral(": ") + error->message;
        return result;
    }
    result.imported = std::move(std::get<UvttImport>(read));
    // The picture is decoded here too, off the UI thread, as loading an encounter does.
    const auto &board = result.imported->encounter.board;
    if (board.isSquare() && !board.square.background.isEmpty())
        result.background = DataUrl::decodeImage(board.square.background.image);
    return result;
}

struct ExportResult {
    bool ok = false;
    bool cancelled = false;
    QString error;
    QString summary; // "6 pages", "1680 × 1120 pixels"
};

QString pixelsText(const QSize &size)
{
    return QCoreApplication::translate("Exchange", "%1 × %2 pixels")
        .arg(size.width())
        .arg(size.height());
}

bool writeImage(const QImage &image, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("Exchange", "cannot write %1: %2")
                     .arg(fileName, file.errorString());
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        file.cancelWriting();
        *error = QCoreApplication::translate("Exchange", "cannot write %1 as a PNG: %2")
                     .arg(fileName, writer.errorString());
        return false;
    }
    if (!AtomicSave::commit(file)) {
        *error = QCoreApplication::translate("Exchange", "cannot write %1: %2")
                     .arg(fileName, file.errorString());
        return false;
    }
    return true;
}

// Runs in a worker thread: `gm` is the worker's own copy of the encounter.
ExportResult exportBlocking(Exchange::Kind kind, const Encounter &gm,
                            const Exchange::ExportOptions &options, const QString &fileName,
                            const std::shared_ptr<Exchange::ExportState> &state)
{
    ExportResult result;
    auto cancelled = [&]() {
        if (!state->cancelled.load())
            return false;
        result.cancelled = true;
        result.error = QCoreApplication::translate("Exchange", "cancelled");
        return true;
    };
    if (!gm.board.isSquare()) {
        result.error = QCoreApplication::translate(
            "Exchange", "exports need a square board; the Combat Grid has none");
        return result;
    }
    if (cancelled())
        return result;

    if (kind == Exchange::Kind::Pdf) {
        BattleSheet::Options sheet;
        sheet.players = options.players;
        sheet.paper = options.a4 ? BattleSheet::Paper::A4 : BattleSheet::Paper::Letter;
        sheet.square =
            options.millimetres ? BattleSheet::Square::Millimetres25 : BattleSheet::Square::Inch;
        int pages = 0;
        const bool ok = BattleSheet::write(gm, sheet, fileName, &result.error, &pages,
                                           [&](int done, int total) {
                                               state->total.store(total);
                                               state->done.store(done);
                                               return !state->cancelled.load();
                                           });
        if (!ok) {
            result.cancelled = state->cancelled.load();
            return result;
        }
        result.ok = true;
        //: What a battle-sheet export wrote.
        result.summary = QCoreApplication::translate("Exchange", "%n page(s)", nullptr, pages);
        return result;
    }

    BoardRenderer::Options render;
    render.cellPixels = options.cellPixels;
    render.players = options.players;
    if (kind == Exchange::Kind::Uvtt) {
        // The map as a VTT wants it: background, terrain and walls, no tokens and no grid (the
        // VTT draws its own), as gridkeep-cli export --uvtt writes it.
        render.grid = false;
        render.tokens = false;
    }
    const QImage image = BoardRenderer::renderImage(gm, render);
    if (image.isNull()) {
        result.error = QCoreApplication::translate(
                           "Exchange", "the board is too large for an image at %1 pixels per cell; "
                                       "choose fewer pixels per cell")
                           .arg(options.cellPixels);
        return result;
    }
    if (cancelled())
        return result;
    if (kind == Exchange::Kind::Png) {
        if (!writeImage(image, fileName, &result.error))
            return result;
    } else {
        // The players' file holds the players' encounter only, cut down to what the fog shows.
        const Encounter written = options.players ? BoardRenderer::forPlayersFile(gm) : gm;
        UvttWriter writer;
        if (!writer.writeFile(written, image, options.cellPixels, fileName)) {
            result.error = writer.errorString();
            return result;
        }
    }
    result.ok = true;
    result.summary = pixelsText(image.size());
    return result;
}

} // namespace

Exchange::Exchange(QObject *parent) : QObject(parent), m_progressTimer(new QTimer(this))
{
    // The worker reports through atomics; the UI thread reads them a few times a second.
    m_progressTimer->setInterval(50);
    connect(m_progressTimer, &QTimer::timeout, this, &Exchange::pollProgress);
}

Exchange::~Exchange()
{
    // A worker still writing stops at its next page and removes its file.
    if (m_exportState)
        m_exportState->cancelled.store(true);
}

void Exchange::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, [this]() {
            if (!m_replacing)
                setSuggestedSaveUrl({});
            Q_EMIT canExportChanged();
        });
        connect(m_document, &EncounterDocument::boardChanged, this, &Exchange::canExportChanged);
        // Saved under a name of its own: the suggestion has done its job.
        connect(m_document, &EncounterDocument::fileNameChanged, this, [this]() {
            if (!m_replacing && !m_document->fileName().isEmpty())
                setSuggestedSaveUrl({});
        });
    }
    Q_EMIT documentChanged();
    Q_EMIT canExportChanged();
}

bool Exchange::canExport() const
{
    return m_document && m_document->isLoaded() && m_document->encounter().board.isSquare();
}

QString Exchange::exportBlockedReason() const
{
    if (!m_document || !m_document->isLoaded())
        return tr("Open an encounter to export it.");
    if (!m_document->encounter().board.isSquare())
        return tr("Maps and battle sheets need a square board; the Combat Grid has none.");
    return {};
}

QString Exchange::defaultPaper()
{
    const QLocale locale;
    return locale.measurementSystem() == QLocale::ImperialUSSystem ||
                   locale.territory() == QLocale::Canada
               ? QStringLiteral("letter")
               : QStringLiteral("a4");
}

bool Exchange::isImportable(const QUrl &url)
{
    const QString suffix = QFileInfo(url.path()).suffix().toLower();
    return suffix == QLatin1String("dd2vtt") || suffix == QLatin1String("df2vtt") ||
           suffix == QLatin1String("uvtt");
}

Exchange::ExportOptions Exchange::exportOptions(const QVariantMap &options)
{
    ExportOptions result;
    result.players = options.value(QStringLiteral("players"), false).toBool();
    result.cellPixels = std::clamp(options.value(QStringLiteral("cellPixels"), 70).toInt(),
                                   MinCellPixels, MaxCellPixels);
    result.a4 = options.value(QStringLiteral("paper"), defaultPaper()).toString().toLower() ==
                QLatin1String("a4");
    result.millimetres =
        options.value(QStringLiteral("square")).toString().toLower() == QLatin1String("25mm");
    return result;
}

QVariantList Exchange::importRuleChoices() const
{
    QVariantList choices;
    auto &registry = RuleSetRegistry::instance();
    for (const auto &id : registry.availableIds()) {
        const auto rules = registry.find(id);
        if (!rules || !rules->isSquare())
            continue;
        choices << QVariantMap{{QStringLiteral("id"), rules->id},
                               {QStringLiteral("name"), rules->name},
                               {QStringLiteral("description"), rules->description},
                               {QStringLiteral("unit"), rules->unitName}};
    }
    return choices;
}

QString Exchange::exportSizeText(const QString &kind, const QVariantMap &options) const
{
    if (!canExport())
        return {};
    const auto chosen = exportOptions(options);
    const auto &board = m_document->encounter().board.square;
    if (kind == QLatin1String("pdf")) {
        BattleSheet::Options sheet;
        sheet.paper = chosen.a4 ? BattleSheet::Paper::A4 : BattleSheet::Paper::Letter;
        sheet.square =
            chosen.millimetres ? BattleSheet::Square::Millimetres25 : BattleSheet::Square::Inch;
        const QSize squares = BattleSheet::squaresPerPage(sheet);
        return tr("%1 × %2 squares a sheet; the board is %3 × %4 squares")
            .arg(squares.width())
            .arg(squares.height())
            .arg(board.width)
            .arg(board.height);
    }
    const qint64 width = qint64(board.width) * chosen.cellPixels;
    const qint64 height = qint64(board.height) * chosen.cellPixels;
    if (width * height > BoardRenderer::MaxImagePixels)
        return tr("%1 × %2 pixels: too large; choose fewer pixels per cell").arg(width).arg(height);
    return pixelsText(QSize(int(width), int(height)));
}

QString Exchange::suggestedExportName(const QString &kind) const
{
    QString base;
    if (m_document) {
        const QString fileName = m_document->fileName();
        base = fileName.isEmpty() ? m_document->name() : QFileInfo(fileName).completeBaseName();
    }
    if (base.isEmpty())
        base = QStringLiteral("encounter");
    const QString extension = kind == QLatin1String("pdf")    ? QStringLiteral(".pdf")
                              : kind == QLatin1String("uvtt") ? QStringLiteral(".dd2vtt")
                                                              : QStringLiteral(".png");
    return base + extension;
}

QUrl Exchange::suggestedExportUrl(const QString &kind) const
{
    QString folder;
    if (m_document && !m_document->fileName().isEmpty() && m_document->fileUrl().isLocalFile())
        folder = QFileInfo(m_document->fileName()).absolutePath();
    else if (m_suggestedSaveUrl.isLocalFile())
        folder = QFileInfo(m_suggestedSaveUrl.toLocalFile()).absolutePath();
    else
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(QDir(folder).filePath(suggestedExportName(kind)));
}

void Exchange::begin(const QString &activity, std::shared_ptr<ExportState> state)
{
    // A message of an earlier import or export is out of date now.
    if (!m_errorString.isEmpty()) {
        if (m_document && m_document->errorString() == m_errorString)
            m_document->reportError({});
        setErrorString({});
    }
    m_busy = true;
    m_activity = activity;
    m_exportState = std::move(state);
    m_progress = 0;
    m_total = 0;
    Q_EMIT progressChanged();
    if (m_exportState)
        m_progressTimer->start();
    Q_EMIT busyChanged();
}

void Exchange::end()
{
    m_progressTimer->stop();
    pollProgress();
    m_busy = false;
    m_activity.clear();
    m_exportState.reset();
    Q_EMIT busyChanged();
}

void Exchange::pollProgress()
{
    if (!m_exportState)
        return;
    const int done = m_exportState->done.load();
    const int total = m_exportState->total.load();
    if (done == m_progress && total == m_total)
        return;
    m_progress = done;
    m_total = total;
    Q_EMIT progressChanged();
}

void Exchange::cancel()
{
    if (m_exportState)
        m_exportState->cancelled.store(true);
}

void Exchange::dropPendingImport()
{
    m_pending.reset();
}

void Exchange::setErrorString(const QString &error)
{
    if (m_errorString == error)
        return;
    m_errorString = error;
    Q_EMIT errorStringChanged();
}

void Exchange::setWarnings(const QStringList &warnings)
{
    if (m_warnings == warnings)
        return;
    m_warnings = warnings;
    Q_EMIT warningsChanged();
}

void Exchange::clearWarnings()
{
    setWarnings({});
}

void Exchange::setSuggestedSaveUrl(const QUrl &url)
{
    if (m_suggestedSaveUrl == url)
        return;
    m_suggestedSaveUrl = url;
    Q_EMIT suggestedSaveUrlChanged();
}

void Exchange::reportFailure(const QString &message)
{
    setErrorString(message);
    // The document's banner shows it, as it shows files that could not be opened or saved.
    if (m_document)
        m_document->reportError(message);
    Q_EMIT finished(false, message);
}

void Exchange::importFile(const QUrl &url, const QString &rulesId)
{
    QCoro::connect(importTask(localFile(url), rulesId), this, [](bool) {});
}

QCoro::Task<bool> Exchange::importTask(QString fileName, QString rulesId)
{
    if (m_busy || !m_document) {
        reportFailure(tr("Cannot import %1: another import or export is running.")
                          .arg(displayName(fileName)));
        co_return false;
    }
    // The GM kept the default rule set for a map already read with it: nothing to read again.
    DocumentJobs *jobs = m_document->jobs();
    if (m_pending && m_pending->fileName == fileName &&
        rulesId == QLatin1String(UvttReader::DefaultRules)) {
        auto pending = std::move(m_pending);
        co_return applyImport(std::move(*pending), rulesId, jobs->beginReplacement(),
                              jobs->stamp());
    }
    m_pending.reset();

    QPointer<Exchange> self(this);
    // Supersedes a load in flight; an edit made while the map is read stops the import.
    const quint64 ticket = jobs->beginReplacement();
    const DocumentJobs::Stamp stamp = jobs->stamp();
    begin(tr("Importing %1…").arg(displayName(fileName)), nullptr);
    auto task = jobs->run(DocumentJobs::Kind::Import, &importBlocking, fileName, rulesId);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    self->end();
    co_return self->applyImport(std::move(result), rulesId, ticket, stamp);
}

bool Exchange::applyImport(ImportResult result, const QString &rulesId, quint64 ticket,
                           DocumentJobs::Stamp stamp)
{
    if (!result.imported) {
        reportFailure(tr("Cannot import %1: %2").arg(displayName(result.fileName), result.error));
        return false;
    }
    if (!m_document)
        return false;
    const DocumentJobs *jobs = m_document->jobs();
    if (!jobs->isLatestReplacement(ticket)) {
        // Another Open, New or import was asked for while this map was read: that one decides.
        Q_EMIT finished(false, tr("%1 was not imported: another encounter was opened meanwhile")
                                   .arg(displayName(result.fileName)));
        return false;
    }
    if (!jobs->isUnchangedSince(stamp) && m_document->isModified()) {
        // The guard asked about unsaved changes before the map was read; these came after.
        reportFailure(tr("%1 was not imported: the encounter was edited while the map was read, "
                         "and those changes are kept. Import it again to save or discard them "
                         "first.")
                          .arg(displayName(result.fileName)));
        return false;
    }
    if (rulesId.isEmpty() && !result.imported->restored) {
        // A map from another program: the GM picks the rule set first.
        m_pending = std::make_shared<ImportResult>(std::move(result));
        Q_EMIT rulesWanted(QUrl::fromLocalFile(m_pending->fileName),
                           displayName(m_pending->fileName));
        return false;
    }

    const QFileInfo info(result.fileName);
    const Encounter &imported = result.imported->encounter;
    const auto &board = imported.board.square;
    int doors = 0;
    for (const auto &wall : board.walls)
        doors += wall.door != WallSegment::Door::None;
    const QString message =
        result.imported->restored
            ? tr("Imported %1 (a Gridkeep export, restored whole)").arg(info.fileName())
            //: %2 × %3 is the board's size; %4 counts the walls ("12 walls"), %5 the doors.
            : tr("Imported %1: %2 × %3 squares, %4, %5")
                  .arg(info.fileName(), QString::number(board.width), QString::number(board.height),
                       tr("%n wall(s)", nullptr, int(board.walls.size() - doors)),
                       tr("%n door(s)", nullptr, doors));

    setErrorString({});
    m_document->reportError({});
    m_replacing = true;
    m_document->resetEncounter(std::move(result.imported->encounter), QString(),
                               std::move(result.background));
    // New and unsaved: no undo step leads back to a clean state, so closing asks to save.
    m_document->undoStack()->resetClean();
    m_replacing = false;
    setSuggestedSaveUrl(QUrl::fromLocalFile(
        info.dir().filePath(info.completeBaseName() + QStringLiteral(".encounter"))));
    setWarnings(result.imported->warnings);
    Q_EMIT finished(true, message);
    return true;
}

void Exchange::exportPng(const QUrl &url, const QVariantMap &options)
{
    QCoro::connect(exportTask(Kind::Png, localFile(url), exportOptions(options)), this,
                   [](bool) {});
}

void Exchange::exportPdf(const QUrl &url, const QVariantMap &options)
{
    QCoro::connect(exportTask(Kind::Pdf, localFile(url), exportOptions(options)), this,
                   [](bool) {});
}

void Exchange::exportUvtt(const QUrl &url, const QVariantMap &options)
{
    QCoro::connect(exportTask(Kind::Uvtt, localFile(url), exportOptions(options)), this,
                   [](bool) {});
}

QCoro::Task<bool> Exchange::exportTask(Kind kind, QString fileName, ExportOptions options)
{
    const QString name = displayName(fileName);
    if (m_busy) {
        reportFailure(tr("Cannot export %1: another import or export is running.").arg(name));
        co_return false;
    }
    if (!canExport()) {
        reportFailure(tr("Cannot export %1: %2").arg(name, exportBlockedReason()));
        co_return false;
    }
    options.cellPixels = std::clamp(options.cellPixels, MinCellPixels, MaxCellPixels);

    QPointer<Exchange> self(this);
    auto state = std::make_shared<ExportState>();
    begin(tr("Exporting %1…").arg(name), state);
    // The worker gets its own copy: edits made while it writes do not race with it.
    auto task = m_document->jobs()->run(DocumentJobs::Kind::Export, &exportBlocking, kind,
                                        m_document->encounter(), options, fileName, state);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    self->end();
    if (result.ok) {
        self->setErrorString({});
        Q_EMIT self->finished(true, tr("Exported %1 (%2)").arg(name, result.summary));
        co_return true;
    }
    if (result.cancelled) {
        Q_EMIT self->finished(false, tr("Export cancelled; %1 was not written").arg(name));
        co_return false;
    }
    self->reportFailure(tr("Cannot export %1: %2").arg(name, result.error));
    co_return false;
}
