#include "live/liveanalysis.h"

#include "document/rebind.h"
#include "live/overlaytext.h"

LiveAnalysis::LiveAnalysis(QObject *parent)
    : QObject(parent), m_badges(new SurroundedBadgeModel(this)),
      m_relations(new TokenRelationModel(this)), m_positionOverlay(new PositionOverlayModel(this))
{
}

LiveAnalysis::~LiveAnalysis() = default;

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
    m_drag.reset();
    dropPreview();
    rebuildAll();
    if (wasDragging)
        Q_EMIT dragChanged();
    publish();
}

void LiveAnalysis::rebuildAll()
{
    m_square.reset();
    m_positions.reset();
    m_light.reset();
    m_snapshot.reset();
    m_fieldToken.clear(); // the movement field searched the old encounter
    m_field.reset();
    m_placeField.reset();
    m_reachable.clear();
    m_budget = 0;
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules)
        return;
    takeSnapshot();
    if (m_snapshot->board.isSquare()) {
        m_square = std::make_shared<SquareAnalysis>(*m_snapshot, m_perspective);
        m_light = std::make_shared<LightField>();
        m_light->rebuild(m_document->encounter());
    } else {
        m_positions = std::make_shared<PositionAnalysis>(m_perspective);
        m_positions->recomputeAll(*m_snapshot);
    }
}

void LiveAnalysis::takeSnapshot()
{
    auto snapshot = std::make_shared<Encounter>(m_document->encounter());
    // The players' frame never holds a hidden token, so no row, name or count can show one
    // (docs/rules.md §3); their analysis leaves them out the same way.
    if (m_perspective == Perspective::Players)
        snapshot->tokens.removeIf([](const Token &token) { return token.hidden; });
    m_snapshot = std::move(snapshot);
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
    if (m_light)
        m_light->update(next, change);
    if (change.kind == EncounterChange::Kind::Lighting) {
        // Only light moved: the drag preview carries the new lights on.
        if (m_drag && m_scratch && m_previewLight) {
            m_scratch->board = next.board;
            *m_previewLight = *m_light;
            m_lightScratch = next;
            applyDragLight();
        }
        publish();
        return;
    }
    if (change.kind == EncounterChange::Kind::Appearance) {
        // Nothing the rules read changed: the frame only needs the new snapshot.
        if (m_drag && m_scratch)
            m_scratch->board = next.board;
        publish(false);
        return;
    }
    if (change.kind == EncounterChange::Kind::TerrainChanged ||
        change.kind == EncounterChange::Kind::Everything)
        ++m_boardRevision;
    if (m_square)
        m_square->update(*m_snapshot, change);
    else
        m_positions->update(*m_snapshot, change);
    // The movement field searched (and points into) the old state.
    m_fieldToken.clear();
    m_field.reset();
    m_placeField.reset();
    if (m_drag && !restartPreview()) {
        m_drag.reset();
        dropPreview();
        Q_EMIT dragChanged();
    }
    publish();
}

// --- The drag preview ----------------------------------------------------------------------

void LiveAnalysis::dropPreview()
{
    m_scratch.reset();
    m_previewSquare.reset();
    m_previewPositions.reset();
    m_previewLight.reset();
}

bool LiveAnalysis::restartPreview()
{
    dropPreview();
    if (!m_drag || !m_snapshot)
        return false;
    // The committed analysis is the starting point: copying it costs far less than a full
    // recompute, and each frame after that is one incremental update.
    if (m_square)
        m_previewSquare = std::make_shared<SquareAnalysis>(*m_square);
    else if (m_positions)
        m_previewPositions = std::make_shared<PositionAnalysis>(*m_positions);
    else
        return false;
    m_scratch = std::make_shared<Encounter>(*m_snapshot);
    if (m_light) {
        m_previewLight = std::make_shared<LightField>(*m_light);
        m_lightScratch = m_document->encounter();
    }
    return applyDrag();
}

void LiveAnalysis::applyDragLight()
{
    // The light follows the dragged token in the document's whole encounter (a hidden bearer
    // included), whichever perspective this is.
    if (!m_previewLight || !m_drag)
        return;
    const int index = m_lightScratch.tokenIndex(m_drag->tokenId);
    if (index < 0)
        return;
    Token &token = m_lightScratch.tokens[index];
    const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, token);
    token.x = m_drag->cell.x();
    token.y = m_drag->cell.y();
    m_previewLight->update(m_lightScratch, change);
}

bool LiveAnalysis::applyDrag()
{
    const int index = m_scratch->tokenIndex(m_drag->tokenId);
    if (index < 0)
        return false;
    Token &token = m_scratch->tokens[index];
    const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, token);
    if (m_previewSquare) {
        if (token.x == m_drag->cell.x() && token.y == m_drag->cell.y())
            return true;
        token.x = m_drag->cell.x();
        token.y = m_drag->cell.y();
        m_previewSquare->update(*m_scratch, change);
        applyDragLight();
    } else {
        if (token.position == m_drag->position && token.level == m_drag->level)
            return true;
        token.position = m_drag->position;
        token.level = m_drag->level;
        m_previewPositions->update(*m_scratch, change);
    }
    return true;
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
        if (!restartPreview()) {
            m_drag.reset();
            dropPreview();
            return false;
        }
    } else {
        m_drag->cell = cell;
        applyDrag();
    }
    m_pointer = cell;
    Q_EMIT dragChanged();
    publish();
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
        applyDrag();
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
        // No budget: the pointer's cost is worth showing beyond this turn's reach too.
        auto field =
            std::make_shared<MovementField>(*m_snapshot, index, std::nullopt, m_perspective);
        m_budget = qMax(0.0, MovementField::defaultBudget(token, *m_snapshot->rules) -
                                 m_spent.value(focus, 0));
        m_reachable = field->reachable(m_budget);
        m_field = std::move(field);
    } else if (m_positions) {
        m_placeField = std::make_shared<PositionMovement>(
            PositionMovement::forToken(m_positions->graph(), *m_snapshot->rules, token));
        m_budget = PositionMovement::defaultBudget(token);
    }
}

void LiveAnalysis::refreshPath()
{
    m_frame.path.reset();
    m_frame.route.reset();
    if (!m_drag || m_drag->tokenId != m_fieldToken)
        return;
    if (m_field) {
        m_frame.path = m_field->pathTo(m_drag->cell);
    } else if (m_placeField) {
        const auto &graph = m_positions->graph();
        const auto value = graph.levelValue(m_drag->level);
        const int place = graph.indexOf(m_drag->position);
        if (value && place >= 0)
            m_frame.route = m_placeField->routeTo({place, *value});
    }
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
    const QString focus = focusToken();
    const bool focusChanged = focus != m_lastFocus;
    m_lastFocus = focus;
    refreshMovement();

    LiveFrame &frame = m_frame;
    ++frame.serial;
    frame.boardRevision = m_boardRevision;
    frame.perspective = m_perspective;
    frame.committed = m_snapshot;
    frame.committedSquare = m_square;
    frame.encounter = m_scratch ? std::shared_ptr<const Encounter>(m_scratch) : m_snapshot;
    frame.square = m_previewSquare ? m_previewSquare : m_square;
    frame.light = m_previewLight ? m_previewLight : m_light;
    frame.positions = m_previewPositions ? m_previewPositions : m_positions;
    frame.focusToken = focus;
    frame.dragToken = dragToken();
    frame.dragCell = dragCell();
    frame.dragPosition = dragPosition();
    frame.dragLevel = dragLevel();
    frame.field = m_field;
    frame.reachable = m_reachable;
    frame.placeField = m_placeField;
    frame.budget = m_budget;
    frame.pointer = m_pointer;
    frame.unitName = m_snapshot && m_snapshot->rules ? m_snapshot->rules->unitName : QString();
    frame.names = m_names;
    frame.sideColors = m_sideColors;
    refreshPath();
    if (m_drag && m_placeField)
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
