#include "document/encounterdocument.h"

#include "document/encounterio.h"
#include "io/dataurl.h"
#include "render/boardrenderer.h"

#include "model/rulesetregistry.h"

#include <QFileInfo>
#include <QPointer>
#include <QUndoStack>

EncounterDocument::EncounterDocument(QObject *parent)
    : QObject(parent), m_jobs(new DocumentJobs(this)), m_undoStack(new QUndoStack(this)),
      m_tokens(new TokenListModel(this)), m_sides(new SideListModel(this)), m_tokensBySide(nullptr),
      m_positions(new PositionListModel(this))
{
    m_tokensBySide = new SideSortedTokenModel(this);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &EncounterDocument::modifiedChanged);
    // Undo and redo call the primitive edits, which count themselves; this also counts a
    // command whose redo changes nothing visible.
    connect(m_undoStack, &QUndoStack::indexChanged, this, &EncounterDocument::noteEdit);
    connect(m_jobs, &DocumentJobs::pendingChanged, this, &EncounterDocument::busyChanged);
}

EncounterDocument::~EncounterDocument() = default;

QUrl EncounterDocument::fileUrl() const
{
    if (m_fileName.startsWith(QLatin1String(":/")))
        return QUrl(QStringLiteral("qrc") + m_fileName);
    return m_fileName.isEmpty() ? QUrl() : QUrl::fromLocalFile(m_fileName);
}

bool EncounterDocument::isModified() const
{
    return !m_undoStack->isClean();
}

QString EncounterDocument::rulesName() const
{
    return m_encounter.rules ? m_encounter.rules->name : m_encounter.rulesId;
}

QString EncounterDocument::rulesDescription() const
{
    return m_encounter.rules ? m_encounter.rules->description : QString();
}

QString EncounterDocument::unitName() const
{
    return m_encounter.rules ? m_encounter.rules->unitName : QString();
}

EncounterDocument::BoardKind EncounterDocument::boardKind() const
{
    if (!m_loaded)
        return BoardKind::None;
    return m_encounter.board.isSquare() ? BoardKind::Square : BoardKind::Positions;
}

int EncounterDocument::boardWidth() const
{
    return m_loaded && m_encounter.board.isSquare() ? m_encounter.board.square.width : 0;
}

int EncounterDocument::boardHeight() const
{
    return m_loaded && m_encounter.board.isSquare() ? m_encounter.board.square.height : 0;
}

bool EncounterDocument::skyward() const
{
    return m_loaded && !m_encounter.board.isSquare() && m_encounter.board.positions.skyward;
}

QColor EncounterDocument::sideColor(const QString &sideId) const
{
    return m_sideColors.value(sideId, QColor(Qt::gray));
}

void EncounterDocument::resetEncounter(Encounter encounter, const QString &fileName,
                                       QImage background)
{
    Q_EMIT encounterAboutToReset();
    // Results of jobs started for the encounter before this one are dropped from here on.
    m_jobs->noteReplaced();
    m_encounter = std::move(encounter);
    m_background = std::move(background);
    m_otherBackground = {};
    m_otherBackgroundSource.clear();
    m_loaded = true;
    assignSideColors();
    m_undoStack->clear();
    m_undoStack->setClean();
    if (m_fileName != fileName) {
        m_fileName = fileName;
        Q_EMIT fileNameChanged();
    }
    Q_EMIT encounterReset();
    Q_EMIT combatChanged();
    Q_EMIT fogChanged();
    Q_EMIT nameChanged();
    Q_EMIT notesChanged();
    Q_EMIT boardChanged();
    Q_EMIT modifiedChanged();
}

QVariantList EncounterDocument::ruleSetChoices() const
{
    QVariantList choices;
    auto &registry = RuleSetRegistry::instance();
    for (const auto &id : registry.availableIds()) {
        const auto rules = registry.find(id);
        if (!rules)
            continue;
        choices << QVariantMap{{QStringLiteral("id"), rules->id},
                               {QStringLiteral("name"), rules->name},
                               {QStringLiteral("description"), rules->description},
                               {QStringLiteral("square"), rules->isSquare()},
                               {QStringLiteral("unit"), rules->unitName}};
    }
    return choices;
}

QList<Side> EncounterDocument::startingSides()
{
    //: The two sides (teams) of a new encounter.
    return {Side{QStringLiteral("party"), tr("Party"), QColor(0x15, 0x65, 0xc0), {}},
            Side{QStringLiteral("foes"), tr("Foes"), QColor(0xc6, 0x28, 0x28), {}}};
}

bool EncounterDocument::newEncounter(const QString &rulesId, int width, int height)
{
    QString error;
    auto rules = RuleSetRegistry::instance().find(rulesId, &error);
    if (!rules) {
        setErrorString(tr("Cannot start a new encounter: %1").arg(error));
        return false;
    }
    constexpr int MaxSide = 500;
    if (rules->isSquare() && (width < 1 || height < 1 || width > MaxSide || height > MaxSide)) {
        setErrorString(tr("A map is 1 to %1 cells on each side.").arg(MaxSide));
        return false;
    }
    Encounter encounter;
    encounter.name = tr("New encounter");
    encounter.rulesId = rules->id;
    encounter.rules = rules;
    if (rules->isSquare()) {
        encounter.board.kind = Board::Kind::Square;
        encounter.board.square.width = width;
        encounter.board.square.height = height;
        encounter.board.square.rebuild(*rules);
    } else {
        encounter.board.kind = Board::Kind::Positions;
    }
    encounter.sides = startingSides();
    setErrorString({});
    // Supersedes a load still in flight: it would replace this new encounter unasked.
    (void)m_jobs->beginReplacement();
    resetEncounter(std::move(encounter), QString());
    return true;
}

void EncounterDocument::replaceToken(int index, const Token &token, EncounterChange::Kind kind)
{
    Q_ASSERT(index >= 0 && index < m_encounter.tokens.size());
    Q_ASSERT(kind == EncounterChange::Kind::TokenMoved ||
             kind == EncounterChange::Kind::TokenChanged);
    // A new id is a different token as far as any analysis knows.
    const EncounterChange change = m_encounter.tokens[index].id == token.id
                                       ? EncounterChange::ofToken(kind, m_encounter.tokens[index])
                                       : EncounterChange::everything();
    m_encounter.tokens[index] = token;
    noteEdit();
    Q_EMIT tokenChanged(index);
    Q_EMIT changed(change);
}

void EncounterDocument::replaceCombat(const std::optional<CombatState> &combat)
{
    if (m_encounter.combat == combat)
        return;
    m_encounter.combat = combat;
    noteEdit();
    Q_EMIT combatChanged();
}

void EncounterDocument::replaceFog(const FogOfWar &fog)
{
    if (m_encounter.fog == fog)
        return;
    m_encounter.fog = fog;
    noteEdit();
    Q_EMIT fogChanged();
}

void EncounterDocument::replaceNotes(const QString &notes)
{
    if (m_encounter.notes == notes)
        return;
    m_encounter.notes = notes;
    noteEdit();
    Q_EMIT notesChanged();
}

void EncounterDocument::replaceHandouts(const QList<Handout> &handouts)
{
    if (m_encounter.handouts == handouts)
        return;
    m_encounter.handouts = handouts;
    noteEdit();
    Q_EMIT handoutsChanged();
}

void EncounterDocument::insertToken(int index, const Token &token)
{
    Q_ASSERT(index >= 0 && index <= m_encounter.tokens.size());
    Q_EMIT tokenAboutToBeInserted(index);
    m_encounter.tokens.insert(index, token);
    noteEdit();
    Q_EMIT tokenInserted(index);
    EncounterChange change;
    change.kind = EncounterChange::Kind::TokenAdded;
    change.tokenId = token.id;
    Q_EMIT changed(change);
}

void EncounterDocument::removeToken(int index)
{
    Q_ASSERT(index >= 0 && index < m_encounter.tokens.size());
    const EncounterChange change =
        EncounterChange::ofToken(EncounterChange::Kind::TokenRemoved, m_encounter.tokens[index]);
    Q_EMIT tokenAboutToBeRemoved(index);
    m_encounter.tokens.removeAt(index);
    noteEdit();
    Q_EMIT tokenRemoved(index);
    Q_EMIT changed(change);
}

void EncounterDocument::replaceBoard(const Board &board, const EncounterChange &change)
{
    const QString oldImage =
        m_encounter.board.isSquare() ? m_encounter.board.square.background.image : QString();
    const QString newImage = board.isSquare() ? board.square.background.image : QString();
    if (newImage != oldImage) {
        // Undo and redo swap between two pictures: keep the other one decoded.
        if (!newImage.isEmpty() && newImage == m_otherBackgroundSource) {
            std::swap(m_background, m_otherBackground);
        } else {
            m_otherBackground = m_background;
            m_background = newImage.isEmpty() ? QImage() : DataUrl::decodeImage(newImage);
        }
        m_otherBackgroundSource = oldImage;
    }
    m_encounter.board = board;
    noteEdit();
    // The engine and the board item read the per-cell rasters, not the entries.
    if (m_encounter.board.isSquare() && m_encounter.rules)
        m_encounter.board.square.rebuild(*m_encounter.rules);
    Q_EMIT boardChanged();
    Q_EMIT changed(change);
}

void EncounterDocument::replaceInfo(const QString &name, const QList<Side> &sides,
                                    const QList<QPair<QString, QString>> &allies)
{
    Q_EMIT infoAboutToChange();
    m_encounter.name = name;
    m_encounter.sides = sides;
    m_encounter.allies = allies;
    noteEdit();
    assignSideColors();
    Q_EMIT infoChanged();
    // Allies decide who is an enemy (docs/rules.md §1.3): any result may change.
    Q_EMIT changed(EncounterChange::everything());
    Q_EMIT nameChanged();
}

void EncounterDocument::assignSideColors()
{
    // The same colours the battle sheet and PNG exports print (BoardRenderer).
    m_sideColors = BoardRenderer::sideColors(m_encounter);
}

void EncounterDocument::setErrorString(const QString &error)
{
    if (m_errorString == error)
        return;
    m_errorString = error;
    Q_EMIT errorStringChanged();
}

void EncounterDocument::clearError()
{
    setErrorString({});
}

QCoro::Task<bool> EncounterDocument::load(QString fileName)
{
    // `this` may be gone when the worker finishes (the window closed): check before touching it.
    QPointer<EncounterDocument> self(this);
    const quint64 ticket = m_jobs->beginReplacement();
    const DocumentJobs::Stamp stamp = m_jobs->stamp();
    // Tasks are made before they are awaited (docs/architecture.md §5.6).
    auto task = m_jobs->run(DocumentJobs::Kind::Load, &EncounterIo::readBlocking, fileName);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    co_return self->applyLoadResult(ticket, stamp, std::move(result));
}

bool EncounterDocument::mayReplace(quint64 ticket, DocumentJobs::Stamp stamp,
                                   const QString &fileName)
{
    if (!m_jobs->isLatestReplacement(ticket))
        return false; // a newer Open, New or import was asked for meanwhile; it decides
    if (m_jobs->isUnchangedSince(stamp) || !isModified())
        return true;
    // The guard asked about unsaved changes before the file was read; these came after.
    setErrorString(tr("%1 was not opened: the encounter was edited while it was read, and those "
                      "changes are kept. Open it again to save or discard them first.")
                       .arg(QFileInfo(fileName).fileName()));
    return false;
}

bool EncounterDocument::applyLoadResult(quint64 ticket, DocumentJobs::Stamp stamp,
                                        EncounterIo::LoadResult result)
{
    if (!mayReplace(ticket, stamp, result.fileName)) {
        if (m_jobs->isLatestReplacement(ticket))
            Q_EMIT loadFinished(false, result.fileName);
        return false;
    }
    if (!result.encounter) {
        setErrorString(result.error);
        Q_EMIT loadFinished(false, result.fileName);
        return false;
    }
    setErrorString({});
    resetEncounter(std::move(*result.encounter), result.fileName, std::move(result.background));
    Q_EMIT loadFinished(true, result.fileName);
    return true;
}

QCoro::Task<bool> EncounterDocument::recover(QString recoveryFile, QString fileName)
{
    QPointer<EncounterDocument> self(this);
    const quint64 ticket = m_jobs->beginReplacement();
    const DocumentJobs::Stamp stamp = m_jobs->stamp();
    auto task = m_jobs->run(DocumentJobs::Kind::Load, &EncounterIo::readBlocking, recoveryFile);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    co_return self->applyRecoveryResult(ticket, stamp, std::move(result), fileName);
}

bool EncounterDocument::applyRecoveryResult(quint64 ticket, DocumentJobs::Stamp stamp,
                                            EncounterIo::LoadResult result, const QString &fileName)
{
    if (!mayReplace(ticket, stamp, result.fileName))
        return false;
    if (!result.encounter) {
        setErrorString(tr("Cannot recover the unsaved changes (the recovery file is kept): %1")
                           .arg(result.error));
        return false;
    }
    setErrorString({});
    resetEncounter(std::move(*result.encounter), fileName, std::move(result.background));
    // Unsaved until the GM saves: no undo step leads back to a clean state.
    m_undoStack->resetClean();
    return true;
}

QCoro::Task<bool> EncounterDocument::saveTo(QString fileName)
{
    QPointer<EncounterDocument> self(this);
    const DocumentJobs::Stamp stamp = m_jobs->stamp();
    // The worker gets its own copy: edits made while it writes do not race with it.
    auto task =
        m_jobs->run(DocumentJobs::Kind::Save, &EncounterIo::writeBlocking, m_encounter, fileName);
    auto result = co_await std::move(task);
    if (!self)
        co_return false;
    co_return self->applySaveResult(stamp, std::move(result));
}

bool EncounterDocument::applySaveResult(DocumentJobs::Stamp stamp, EncounterIo::SaveResult result)
{
    if (!m_jobs->isSameDocument(stamp)) {
        // Written for an encounter that was replaced meanwhile: its file name and clean state
        // are not this one's. A failure is still worth knowing.
        if (!result.ok)
            setErrorString(result.error);
        return result.ok;
    }
    if (!result.ok) {
        // Still modified, so the recovery copy stays (Autosaver) and closing asks.
        setErrorString(result.error);
        Q_EMIT saveFinished(false, result.fileName);
        return false;
    }
    setErrorString({});
    if (m_fileName != result.fileName) {
        m_fileName = result.fileName;
        Q_EMIT fileNameChanged();
    }
    if (m_jobs->isUnchangedSince(stamp)) {
        m_undoStack->setClean();
    } else {
        // Edited while it was written: the file holds an older state than the one open, and
        // the state that was clean before is no longer the file's either.
        m_undoStack->resetClean();
    }
    Q_EMIT saveFinished(true, result.fileName);
    return true;
}

void EncounterDocument::open(const QUrl &url)
{
    openFile(url.isLocalFile()                      ? url.toLocalFile()
             : url.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + url.path()
                                                    : url.toString());
}

void EncounterDocument::openFile(const QString &fileName)
{
    QCoro::connect(load(fileName), this, [](bool) {});
}

void EncounterDocument::save()
{
    if (m_fileName.isEmpty() || m_fileName.startsWith(QLatin1String(":/"))) {
        setErrorString(tr("Choose where to save this encounter (Save As)."));
        return;
    }
    QCoro::connect(saveTo(m_fileName), this, [](bool) {});
}

void EncounterDocument::saveAs(const QUrl &url)
{
    QCoro::connect(saveTo(url.isLocalFile() ? url.toLocalFile() : url.toString()), this,
                   [](bool) {});
}
