#include "live/liveanalysis.h"

#include "document/rebind.h"
#include "live/dragpreviewworker.h"
#include "live/overlaytext.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <utility>

LiveAnalysis::LiveAnalysis(QObject *parent)
    : QObject(parent), m_badges(new SurroundedBadgeModel(this)),
      m_relations(new TokenRelationModel(this)), m_positionOverlay(new PositionOverlayModel(this))
{
}

LiveAnalysis::~LiveAnalysis() = default;

bool LiveAnalysis::asynchronousByDefault()
{
    // GRIDKEEP_LIVE_SYNC=1 turns it off in the program too, to compare in --bench-drag.
    return !QStandardPaths::isTestModeEnabled() &&
           qEnvironmentVariableIntValue("GRIDKEEP_LIVE_SYNC") == 0;
}

void LiveAnalysis::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &LiveAnalysis::onReset);
        // Every edit says what it changed (docs/architecture.md §4).
        connect(m_document, &EncounterDocument::changed, this, &LiveAnalysis::onChanged);
        // The guard is already null when `destroyed` arrives: forget the results directly.
        connect(m_document, &QObject::destroyed, this, [this]() {
            m_document.clear();
            Q_EMIT documentChanged();
            onReset();
        });
    }
    Q_EMIT documentChanged();
    onReset();
}

void LiveAnalysis::setView(View view)
{
    const Perspective perspective =
        view == View::Players ? Perspective::Players : Perspective::GameMaster;
    if (m_perspective == perspective)
        return;
    m_perspective = perspective;
    Q_EMIT perspectiveChanged();
    onReset();
}

void LiveAnalysis::setSelectedToken(const QString &tokenId)
{
    if (m_selected == tokenId)
        return;
    m_selected = tokenId;
    Q_EMIT selectedTokenChanged();
    publish();
}

// --- The document's changes -----------------------------------------------------------------

void LiveAnalysis::onReset()
{
    const bool wasDragging = m_drag.has_value();
    ++m_boardRevision;
    ++m_generation;
    m_drag.reset();
    dropPreview();
    rebuildAll();
    if (wasDragging)
        Q_EMIT dragChanged();
    publish();
    refreshUpdating();
}

void LiveAnalysis::rebuildAll()
{
    m_square.reset();
    m_positions.reset();
    m_light.reset();
    m_snapshot.reset();
    m_whole.reset();
    m_fieldToken.clear(); // the movement field searched the old encounter
    m_field.reset();
    m_placeField.reset();
    m_reachable.clear();
    m_budget = 0;
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules)
        return;
    takeSnapshot();
    if (m_snapshot->board.isSquare()) {
        m_square = std::make_shared<const SquareAnalysis>(*m_snapshot, m_perspective);
        auto light = std::make_shared<LightField>();
        light->rebuild(*m_whole);
        m_light = std::move(light);
    } else {
        auto positions = std::make_shared<PositionAnalysis>(m_perspective);
        positions->recomputeAll(*m_snapshot);
        m_positions = std::move(positions);
    }
}

void LiveAnalysis::takeSnapshot()
{
    auto whole = std::make_shared<const Encounter>(m_document->encounter());
    // The players' frame never holds a hidden token, so no row, name or count can show one
    // (docs/rules.md §3); their analysis leaves them out the same way.
    if (m_perspective == Perspective::Players) {
        auto snapshot = std::make_shared<Encounter>(*whole);
        snapshot->tokens.removeIf([](const Token &token) { return token.hidden; });
        m_snapshot = std::move(snapshot);
    } else {
        m_snapshot = whole;
    }
    m_whole = std::move(whole);
    m_names.clear();
    for (const auto &token : m_snapshot->tokens)
        m_names.insert(token.id, token.name.isEmpty() ? token.id : token.name);
    m_sideColors.clear();
    for (const auto &side : m_snapshot->sides)
        m_sideColors.insert(side.id, m_document->sideColor(side.id));
}

void LiveAnalysis::onChanged(const EncounterChange &change)
{
    if (!m_document || (!m_square && !m_positions))
        return onReset();
    const Encounter &next = m_document->encounter();
    // A new board kind or rule set needs a new analysis, whatever the change says.
    if (!next.rules || next.rules != m_snapshot->rules || next.board.kind != m_snapshot->board.kind)
        return onReset();
    takeSnapshot();
    // A preview step of the state before this one is of no use any more.
    ++m_generation;
    // Frames may still hold the committed results: each is replaced by an updated copy.
    if (m_light) {
        auto light = std::make_shared<LightField>(*m_light);
        light->update(*m_whole, change);
        m_light = std::move(light);
    }
    const bool rulesRead = change.kind != EncounterChange::Kind::Lighting &&
                           change.kind != EncounterChange::Kind::Appearance;
    if (rulesRead) {
        if (change.kind == EncounterChange::Kind::TerrainChanged ||
            change.kind == EncounterChange::Kind::Everything)
            ++m_boardRevision;
        if (m_square) {
            auto square = std::make_shared<SquareAnalysis>(*m_square);
            square->update(*m_snapshot, change);
            m_square = std::move(square);
        } else {
            auto positions = std::make_shared<PositionAnalysis>(*m_positions);
            positions->update(*m_snapshot, change);
            m_positions = std::move(positions);
        }
        // The movement field searched (and points into) the old state.
        m_fieldToken.clear();
        m_field.reset();
        m_placeField.reset();
    }
    if (m_drag && !restartPreview()) {
        m_drag.reset();
        dropPreview();
        Q_EMIT dragChanged();
    }
    // Looks alone: the overlay models have nothing new to read.
    publish(change.kind != EncounterChange::Kind::Appearance);
    refreshUpdating();
}

// --- The drag preview ----------------------------------------------------------------------

void LiveAnalysis::dropPreview()
{
    m_shown.reset();
    m_preview.clear();
    if (m_worker)
        m_worker->release();
    m_positionScratch.reset();
    m_previewPositions.reset();
}

bool LiveAnalysis::restartPreview()
{
    if (!m_drag || !m_snapshot || m_snapshot->tokenIndex(m_drag->tokenId) < 0)
        return false;
    if (m_square) {
        // The step shown belongs to the old state; the new one follows (at once when
        // synchronous).
        m_shown.reset();
        refreshMovement();
        requestSquarePreview();
        return true;
    }
    if (!m_positions)
        return false;
    // The committed analysis is the starting point: copying it costs far less than a full
    // recompute, and each move after that is one incremental update.
    m_positionScratch = std::make_shared<Encounter>(*m_snapshot);
    m_previewPositions = m_positions;
    return applyPositionDrag();
}

bool LiveAnalysis::applyPositionDrag()
{
    const int index = m_positionScratch->tokenIndex(m_drag->tokenId);
    if (index < 0)
        return false;
    Token &token = m_positionScratch->tokens[index];
    if (token.position == m_drag->position && token.level == m_drag->level)
        return true;
    const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, token);
    token.position = m_drag->position;
    token.level = m_drag->level;
    // A copy per move: the last frame may still hold the previous preview (the graph is small).
    auto positions = std::make_shared<PositionAnalysis>(*m_previewPositions);
    positions->update(*m_positionScratch, change);
    m_previewPositions = std::move(positions);
    return true;
}

void LiveAnalysis::requestSquarePreview()
{
    DragPreview::Request request;
    request.serial = ++m_requestSerial;
    request.generation = m_generation;
    request.tokenId = m_drag->tokenId;
    request.cell = m_drag->cell;
    request.encounter = m_snapshot;
    request.analysis = m_square;
    request.whole = m_whole;
    request.light = m_light;
    // The path needs the dragged token's field (refreshMovement made it the focus's).
    if (m_fieldToken == m_drag->tokenId)
        request.field = m_field;
    if (!m_asynchronous) {
        (void)acceptPreview(m_preview.step(request));
        return;
    }
    if (!m_worker) {
        m_worker = std::make_unique<DragPreviewWorker>();
        m_worker->setGate(m_workerGate);
        connect(m_worker.get(), &DragPreviewWorker::finished, this,
                [this](const DragPreview::Result &result) {
                    if (!acceptPreview(result))
                        return;
                    publish();
                    refreshUpdating();
                });
    }
    m_worker->request(std::move(request));
}

bool LiveAnalysis::acceptPreview(const DragPreview::Result &result)
{
    // A step for an older state, another drag (of the same token too: a step asked before this
    // drag began) or a token that is gone shows nothing.
    if (!result.ok || !m_drag || result.generation != m_generation ||
        result.tokenId != m_drag->tokenId || result.serial < m_dragFirstSerial ||
        (m_shown && m_shown->serial >= result.serial))
        return false;
    m_shown = result;
    return true;
}

void LiveAnalysis::setWorkerGate(std::shared_ptr<WorkerGate> gate)
{
    m_workerGate = std::move(gate);
    if (m_worker)
        m_worker->setGate(m_workerGate);
}

void LiveAnalysis::refreshUpdating()
{
    const bool updating = m_drag && hasSquare() && (!m_shown || m_shown->serial != m_requestSerial);
    if (updating == m_updating)
        return;
    m_updating = updating;
    Q_EMIT updatingChanged();
}

void LiveAnalysis::setAsynchronous(bool on)
{
    if (m_asynchronous == on)
        return;
    m_asynchronous = on;
    Q_EMIT asynchronousChanged();
    // A move still on the worker is asked for again, here.
    if (!on && m_drag && m_updating && hasSquare()) {
        requestSquarePreview();
        publish();
        refreshUpdating();
    }
}

bool LiveAnalysis::setDrag(const QString &tokenId, QPoint cell)
{
    if (!hasSquare() || m_snapshot->tokenIndex(tokenId) < 0 ||
        !m_snapshot->board.square.contains(cell.x(), cell.y()))
        return false;
    const bool starting = !m_drag || m_drag->tokenId != tokenId;
    if (!starting && m_drag->cell == cell && m_pointer == cell)
        return true;
    if (starting) {
        m_drag = Drag{tokenId, cell, {}, {}};
        m_shown.reset();
        m_dragFirstSerial = m_requestSerial + 1; // requestSquarePreview's, below
        // The path is searched in the dragged token's field (the selected token's, usually).
        refreshMovement();
    } else {
        m_drag->cell = cell;
    }
    m_pointer = cell;
    requestSquarePreview();
    Q_EMIT dragChanged();
    // Without a new step the frame is the old one: it follows when the worker is done.
    if (starting || !m_asynchronous)
        publish();
    refreshUpdating();
    return true;
}

bool LiveAnalysis::setDragPosition(const QString &tokenId, const QString &position,
                                   const QString &level)
{
    if (!hasPositions() || m_snapshot->tokenIndex(tokenId) < 0 ||
        !m_snapshot->rules->position(position) || !m_snapshot->rules->level(level))
        return false;
    const bool starting = !m_drag || m_drag->tokenId != tokenId;
    if (!starting && m_drag->position == position && m_drag->level == level)
        return true;
    if (starting) {
        m_drag = Drag{tokenId, {-1, -1}, position, level};
        if (!restartPreview()) {
            m_drag.reset();
            dropPreview();
            return false;
        }
    } else {
        m_drag->position = position;
        m_drag->level = level;
        applyPositionDrag();
    }
    Q_EMIT dragChanged();
    publish();
    return true;
}

void LiveAnalysis::clearDrag()
{
    if (!m_drag)
        return;
    m_drag.reset();
    dropPreview();
    Q_EMIT dragChanged();
    publish();
    refreshUpdating();
}

// --- Movement -----------------------------------------------------------------------------

void LiveAnalysis::setPointerCell(QPoint cell)
{
    if (m_pointer == cell)
        return;
    m_pointer = cell;
    publish(false);
}

void LiveAnalysis::refreshMovement()
{
    const QString focus = focusToken();
    if (focus == m_fieldToken && (m_field || m_placeField))
        return;
    m_fieldToken = focus;
    m_field.reset();
    m_placeField.reset();
    m_reachable.clear();
    m_budget = 0;
    const int index = m_snapshot ? m_snapshot->tokenIndex(focus) : -1;
    if (index < 0)
        return;
    const Token &token = m_snapshot->tokens[index];
    if (m_square) {
        // No budget: the pointer's cost is worth showing beyond this turn's reach too. The
        // field points into the snapshot, so it keeps that snapshot alive: a light edit
        // replaces the snapshot and keeps the field.
        using Holder = std::pair<std::shared_ptr<const Encounter>, MovementField>;
        auto holder = std::make_shared<Holder>(
            m_snapshot, MovementField(*m_snapshot, index, std::nullopt, m_perspective));
        m_budget = qMax(0.0, MovementField::defaultBudget(token, *m_snapshot->rules) -
                                 m_spent.value(focus, 0));
        m_reachable = holder->second.reachable(m_budget);
        m_field = std::shared_ptr<const MovementField>(holder, &holder->second);
    } else if (m_positions) {
        m_placeField = std::make_shared<PositionMovement>(
            PositionMovement::forToken(m_positions->graph(), *m_snapshot->rules, token));
        m_budget = PositionMovement::defaultBudget(token);
    }
}

int LiveAnalysis::pathCost() const
{
    // The dragged cell's cost is a look-up in the field, exact at once even while the frame's
    // path trails the pointer: ActionPointModel reads it as the token is dropped.
    if (m_drag && m_square && m_field && m_fieldToken == m_drag->tokenId)
        return m_field->cost(m_drag->cell).value_or(-1);
    return m_frame.path ? m_frame.path->cost : -1;
}

QStringList LiveAnalysis::pathHinderedBy() const
{
    return m_frame.path ? m_frame.tokenNames(m_frame.path->hinderedBy) : QStringList();
}

QString LiveAnalysis::pathText() const
{
    return OverlayText::pathText(m_frame);
}

// --- Publishing ---------------------------------------------------------------------------

void LiveAnalysis::publish(bool results)
{
    QElapsedTimer timer;
    timer.start();
    const QString focus = focusToken();
    const bool focusChanged = focus != m_lastFocus;
    m_lastFocus = focus;
    refreshMovement();

    // A square drag shows the newest finished step, which may trail the pointer.
    const DragPreview::Result *shown = m_drag && m_square && m_shown ? &*m_shown : nullptr;
    LiveFrame &frame = m_frame;
    ++frame.serial;
    frame.boardRevision = m_boardRevision;
    frame.perspective = m_perspective;
    frame.committed = m_snapshot;
    frame.committedSquare = m_square;
    frame.encounter = shown               ? shown->encounter
                      : m_positionScratch ? std::shared_ptr<const Encounter>(m_positionScratch)
                                          : m_snapshot;
    frame.square = shown ? shown->analysis : m_square;
    frame.light = shown && shown->light ? shown->light : m_light;
    frame.positions = m_previewPositions ? m_previewPositions : m_positions;
    frame.focusToken = focus;
    const bool positionDrag = m_drag && m_positions;
    frame.dragToken = shown ? shown->tokenId : positionDrag ? m_drag->tokenId : QString();
    frame.dragCell = shown ? shown->cell : QPoint(-1, -1);
    frame.dragPosition = dragPosition();
    frame.dragLevel = dragLevel();
    frame.dragRequest = shown ? shown->serial : 0;
    frame.field = m_field;
    frame.reachable = m_reachable;
    frame.placeField = m_placeField;
    frame.budget = m_budget;
    frame.pointer = m_pointer;
    frame.unitName = m_snapshot && m_snapshot->rules ? m_snapshot->rules->unitName : QString();
    frame.names = m_names;
    frame.sideColors = m_sideColors;
    frame.path.reset();
    frame.route.reset();
    if (shown && shown->tokenId == m_fieldToken) {
        frame.path = shown->path;
    } else if (positionDrag && m_drag->tokenId == m_fieldToken && m_placeField) {
        const auto &graph = m_positions->graph();
        const auto value = graph.levelValue(m_drag->level);
        const int place = graph.indexOf(m_drag->position);
        if (value && place >= 0)
            frame.route = m_placeField->routeTo({place, *value});
    }
    if (positionDrag && m_placeField)
        frame.pointerCost = frame.route ? frame.route->cost : -1;
    else if (m_field && m_pointer.x() >= 0)
        frame.pointerCost = m_field->cost(m_pointer).value_or(-1);
    else
        frame.pointerCost = -1;

    if (focusChanged)
        Q_EMIT focusTokenChanged();
    if (results) {
        m_badges->setFrame(frame);
        m_relations->setFrame(frame);
        m_positionOverlay->setFrame(frame);
    }
    Q_EMIT frameChanged();
    m_publishMilliseconds = double(timer.nsecsElapsed()) / 1e6;
}

// --- Look-ups -----------------------------------------------------------------------------

void LiveAnalysis::setSpentMovement(const QString &tokenId, double spent)
{
    if (m_spent.value(tokenId, 0) == spent)
        return;
    if (spent > 0)
        m_spent.insert(tokenId, spent);
    else
        m_spent.remove(tokenId);
    if (tokenId == m_fieldToken)
        m_fieldToken.clear(); // the budget changed: refreshMovement() runs again
    publish();
}

QString LiveAnalysis::surroundedReason(const QString &tokenId) const
{
    const auto *result = m_frame.square ? m_frame.square->token(tokenId) : nullptr;
    if (!result || !result->surrounded())
        return {};
    return OverlayText::surroundedReason(result->surroundedRule,
                                         m_frame.tokenNames(result->surroundedBy));
}
