#include "liveanalysis.h"

#include "encounterdocument.h"
#include "positionoverlaymodel.h"
#include "surroundedbadgemodel.h"
#include "tokenrelationmodel.h"

#include "model/fixedpoint.h"

#include <algorithm>

namespace
{

QRect footprintOf(const Token &token)
{
    return QRect(token.x, token.y, token.footprint(), token.footprint());
}

bool sameWall(const WallSegment &a, const WallSegment &b)
{
    return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2 && a.door == b.door;
}

qint64 floorCell(qint64 micro)
{
    return micro >= 0 ? micro / FixedPoint::Scale
                      : -((-micro + FixedPoint::Scale - 1) / FixedPoint::Scale);
}

// The cells a wall segment touches, closed cells included: a cell [c, c+1] meets the span
// [lo, hi] when c <= hi and c + 1 >= lo.
QRect wallCells(const WallSegment &wall)
{
    auto first = [](qint64 a, qint64 b) {
        const qint64 lo = qMin(a, b);
        const qint64 cell = floorCell(lo);
        return int(cell * FixedPoint::Scale == lo ? cell - 1 : cell);
    };
    auto last = [](qint64 a, qint64 b) { return int(floorCell(qMax(a, b))); };
    return QRect(QPoint(first(wall.x1, wall.x2), first(wall.y1, wall.y2)),
                 QPoint(last(wall.x1, wall.x2), last(wall.y1, wall.y2)));
}

// Where two square boards of the same size differ: terrain or elevation cells, and the cells
// around walls that are in one and not the other. Null when they are the same.
QRect squareDifference(const SquareBoard &before, const SquareBoard &after)
{
    QRect area;
    for (int y = 0; y < after.height; ++y) {
        for (int x = 0; x < after.width; ++x) {
            if (before.terrainAt(x, y) != after.terrainAt(x, y) ||
                before.elevationAt(x, y) != after.elevationAt(x, y))
                area |= QRect(x, y, 1, 1);
        }
    }
    if (!before.walls.isSharedWith(after.walls)) {
        auto addUnmatched = [&](const QList<WallSegment> &from, const QList<WallSegment> &in) {
            for (const auto &wall : from) {
                const bool matched = std::any_of(
                    in.begin(), in.end(), [&](const WallSegment &w) { return sameWall(w, wall); });
                if (!matched)
                    area |= wallCells(wall);
            }
        };
        addUnmatched(before.walls, after.walls);
        addUnmatched(after.walls, before.walls);
    }
    return area;
}

} // namespace

LiveAnalysis::LiveAnalysis(QObject *parent)
    : QObject(parent), m_badges(new SurroundedBadgeModel(this)),
      m_relations(new TokenRelationModel(this)), m_positionOverlay(new PositionOverlayModel(this))
{
}

LiveAnalysis::~LiveAnalysis() = default;

void LiveAnalysis::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &LiveAnalysis::onReset);
        connect(m_document, &EncounterDocument::boardChanged, this, &LiveAnalysis::onBoardChanged);
        // Allies decide who is an enemy (rules.md §1.3): everything may change.
        connect(m_document, &EncounterDocument::infoChanged, this, &LiveAnalysis::onReset);
        connect(m_document, &EncounterDocument::tokenChanged, this, &LiveAnalysis::onTokenChanged);
        connect(m_document, &EncounterDocument::tokenInserted, this,
                &LiveAnalysis::onTokenInserted);
        connect(m_document, &EncounterDocument::tokenRemoved, this, &LiveAnalysis::onTokenRemoved);
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

void LiveAnalysis::setSelectedToken(const QString &tokenId)
{
    if (m_selected == tokenId)
        return;
    m_selected = tokenId;
    Q_EMIT selectedTokenChanged();
    publish();
}

QString LiveAnalysis::unitName() const
{
    return m_committed.rules ? m_committed.rules->unitName : QString();
}

bool LiveAnalysis::isSquare() const
{
    return m_analysis && m_committed.board.isSquare() && m_committed.rules;
}

bool LiveAnalysis::isPositions() const
{
    return m_analysis && !m_committed.board.isSquare() && m_committed.rules;
}

// --- The document's changes -----------------------------------------------------------------

void LiveAnalysis::onReset()
{
    m_drag.reset();
    m_preview.reset();
    m_scratch = {};
    rebuildAll();
    Q_EMIT dragChanged();
    publish();
}

void LiveAnalysis::rebuildAll()
{
    m_analysis.reset();
    m_committed = {};
    m_fieldToken.clear(); // the movement field searched the old encounter
    m_field.reset();
    m_placeField.reset();
    m_reachable.clear();
    m_budget = 0;
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules)
        return;
    m_committed = m_document->encounter();
    m_analysis = Analysis::create(m_committed, Perspective::GameMaster);
}

void LiveAnalysis::onBoardChanged()
{
    if (!m_document)
        return;
    const Encounter &next = m_document->encounter();
    if (!m_analysis || !next.rules) {
        onReset();
        return;
    }
    const Board &before = m_committed.board;
    const Board &after = next.board;
    EncounterChange change; // Everything unless the difference is known to be local
    if (before.kind == after.kind && after.isSquare() &&
        before.square.width == after.square.width && before.square.height == after.square.height) {
        const QRect area = squareDifference(before.square, after.square);
        if (area.isNull()) {
            // Nothing the rules read changed (the background, say, or the reset's own
            // boardChanged): no work, only the new state to compare the next change with.
            // The movement field points into m_committed and reads the same values after.
            m_committed = next;
            if (m_drag)
                m_scratch.board = next.board;
            return;
        }
        change.kind = EncounterChange::Kind::TerrainChanged;
        change.area = area;
    } else if (before.kind == after.kind && !after.isSquare() &&
               before.positions.skyward == after.positions.skyward &&
               before.positions.positions.isSharedWith(after.positions.positions)) {
        m_committed = next;
        if (m_drag)
            m_scratch.board = next.board;
        return;
    }
    commit(change);
}

void LiveAnalysis::onTokenChanged(int index)
{
    if (!m_document || !m_analysis || index < 0 || index >= m_committed.tokens.size())
        return onReset();
    const Token &before = m_committed.tokens[index];
    const Token &after = m_document->encounter().tokens[index];
    EncounterChange change;
    change.tokenId = after.id;
    change.before = footprintOf(before);
    change.beforePosition = before.position;
    if (before.id != after.id) {
        change.kind = EncounterChange::Kind::Everything;
    } else {
        // A move changes only the place; anything else is a property change.
        Token moved = before;
        moved.x = after.x;
        moved.y = after.y;
        moved.position = after.position;
        moved.level = after.level;
        change.kind = moved == after ? EncounterChange::Kind::TokenMoved
                                     : EncounterChange::Kind::TokenChanged;
    }
    commit(change);
}

void LiveAnalysis::onTokenInserted(int index)
{
    if (!m_document || !m_analysis)
        return onReset();
    EncounterChange change;
    change.kind = EncounterChange::Kind::TokenAdded;
    change.tokenId = m_document->encounter().tokens.value(index).id;
    commit(change);
}

void LiveAnalysis::onTokenRemoved(int index)
{
    if (!m_document || !m_analysis || index < 0 || index >= m_committed.tokens.size())
        return onReset();
    const Token &before = m_committed.tokens[index];
    EncounterChange change;
    change.kind = EncounterChange::Kind::TokenRemoved;
    change.tokenId = before.id;
    change.before = footprintOf(before);
    change.beforePosition = before.position;
    commit(change);
}

void LiveAnalysis::commit(const EncounterChange &change)
{
    const bool kindChanged = m_committed.board.kind != m_document->encounter().board.kind ||
                             m_committed.rules != m_document->encounter().rules;
    m_committed = m_document->encounter();
    if (kindChanged || !m_analysis)
        m_analysis = Analysis::create(m_committed, Perspective::GameMaster);
    else
        m_analysis->update(m_committed, change);
    // The movement field searched (and points into) the old state.
    m_fieldToken.clear();
    m_field.reset();
    m_placeField.reset();
    if (m_drag && !restartPreview()) {
        m_drag.reset();
        m_preview.reset();
        Q_EMIT dragChanged();
    }
    publish();
}

// --- The drag preview ----------------------------------------------------------------------

bool LiveAnalysis::restartPreview()
{
    m_preview.reset();
    if (!m_drag || !m_analysis)
        return false;
    // The committed analysis is the starting point: copying it costs far less than a full
    // recompute, and each frame after that is one incremental update.
    if (const auto *square = committedSquareAnalysis())
        m_preview = std::make_unique<SquareAnalysis>(*square);
    else if (const auto *positions = committedPositionAnalysis())
        m_preview = std::make_unique<PositionAnalysis>(*positions);
    else
        return false;
    m_scratch = m_committed;
    return applyDrag();
}

bool LiveAnalysis::applyDrag()
{
    const int index = m_scratch.tokenIndex(m_drag->tokenId);
    if (index < 0)
        return false;
    Token &token = m_scratch.tokens[index];
    EncounterChange change;
    change.kind = EncounterChange::Kind::TokenMoved;
    change.tokenId = token.id;
    change.before = footprintOf(token);
    change.beforePosition = token.position;
    if (m_scratch.board.isSquare()) {
        if (token.x == m_drag->cell.x() && token.y == m_drag->cell.y())
            return true;
        token.x = m_drag->cell.x();
        token.y = m_drag->cell.y();
    } else {
        if (token.position == m_drag->position && token.level == m_drag->level)
            return true;
        token.position = m_drag->position;
        token.level = m_drag->level;
    }
    m_preview->update(m_scratch, change);
    return true;
}

bool LiveAnalysis::setDrag(const QString &tokenId, QPoint cell)
{
    if (!isSquare() || m_committed.tokenIndex(tokenId) < 0 ||
        !m_committed.board.square.contains(cell.x(), cell.y()))
        return false;
    const bool starting = !m_drag || m_drag->tokenId != tokenId;
    if (!starting && m_drag->cell == cell && m_pointer == cell)
        return true;
    if (starting) {
        m_drag = Drag{tokenId, cell, {}, {}};
        if (!restartPreview()) {
            m_drag.reset();
            m_preview.reset();
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
    if (!isPositions() || m_committed.tokenIndex(tokenId) < 0 ||
        !m_committed.rules->position(position) || !m_committed.rules->level(level))
        return false;
    const bool starting = !m_drag || m_drag->tokenId != tokenId;
    if (!starting && m_drag->position == position && m_drag->level == level)
        return true;
    if (starting) {
        m_drag = Drag{tokenId, {-1, -1}, position, level};
        if (!restartPreview()) {
            m_drag.reset();
            m_preview.reset();
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
    m_preview.reset();
    m_scratch = {};
    m_path.reset();
    m_route.reset();
    Q_EMIT dragChanged();
    publish();
}

// --- Movement -----------------------------------------------------------------------------

void LiveAnalysis::setPointerCell(QPoint cell)
{
    if (m_pointer == cell)
        return;
    m_pointer = cell;
    Q_EMIT movementChanged();
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
    const int index = m_committed.tokenIndex(focus);
    if (index < 0 || !m_analysis)
        return;
    const Token &token = m_committed.tokens[index];
    if (isSquare()) {
        // No budget: the pointer's cost is worth showing beyond this turn's reach too.
        m_field = std::make_unique<MovementField>(m_committed, index, std::nullopt,
                                                  Perspective::GameMaster);
        m_budget = MovementField::defaultBudget(token, *m_committed.rules);
        m_reachable = m_field->reachable(m_budget);
    } else if (const auto *positions = committedPositionAnalysis()) {
        m_placeField = std::make_unique<PositionMovement>(
            PositionMovement::forToken(positions->graph(), *m_committed.rules, token));
        m_budget = PositionMovement::defaultBudget(token);
    }
}

void LiveAnalysis::refreshPath()
{
    m_path.reset();
    m_route.reset();
    if (!m_drag || m_drag->tokenId != m_fieldToken)
        return;
    if (m_field) {
        m_path = m_field->pathTo(m_drag->cell);
    } else if (m_placeField) {
        const auto *positions = committedPositionAnalysis();
        const auto value = positions->graph().levelValue(m_drag->level);
        const int place = positions->graph().indexOf(m_drag->position);
        if (value && place >= 0)
            m_route = m_placeField->routeTo({place, *value});
    }
}

int LiveAnalysis::pointerCost() const
{
    if (m_drag && m_placeField) {
        return m_route ? m_route->cost : -1;
    }
    if (!m_field || m_pointer.x() < 0)
        return -1;
    return m_field->cost(m_pointer).value_or(-1);
}

bool LiveAnalysis::pointerWithinBudget() const
{
    const int cost = pointerCost();
    return cost >= 0 && cost <= m_budget;
}

QStringList LiveAnalysis::pathHinderedBy() const
{
    return m_path ? tokenNames(m_path->hinderedBy) : QStringList();
}

QString LiveAnalysis::pathText() const
{
    const int cost = m_path ? m_path->cost : (m_route ? m_route->cost : -1);
    if (!m_drag)
        return {};
    if (cost < 0)
        return tr("Cannot end a move here");
    const QString budget = QString::number(m_budget, 'g', 6);
    QString text = cost <= m_budget ? tr("Move %1 of %2").arg(cost).arg(budget)
                                    : tr("Move %1 — over this turn's %2").arg(cost).arg(budget);
    const QStringList hinder = pathHinderedBy();
    if (!hinder.isEmpty())
        text += tr(" · hindered by %1").arg(hinder.join(QStringLiteral(", ")));
    return text;
}

// --- Publishing ---------------------------------------------------------------------------

void LiveAnalysis::publish()
{
    const QString focus = focusToken();
    if (focus != m_lastFocus) {
        m_lastFocus = focus;
        Q_EMIT focusTokenChanged();
    }
    refreshMovement();
    refreshPath();
    ++m_revision;
    m_badges->refresh();
    m_relations->refresh();
    m_positionOverlay->refresh();
    Q_EMIT resultsChanged();
    Q_EMIT movementChanged();
}

// --- Look-ups -----------------------------------------------------------------------------

const Encounter *LiveAnalysis::shownEncounter() const
{
    if (!m_analysis)
        return nullptr;
    return m_preview ? &m_scratch : &m_committed;
}

const SquareAnalysis *LiveAnalysis::squareAnalysis() const
{
    return dynamic_cast<const SquareAnalysis *>(m_preview ? m_preview.get() : m_analysis.get());
}

const PositionAnalysis *LiveAnalysis::positionAnalysis() const
{
    return dynamic_cast<const PositionAnalysis *>(m_preview ? m_preview.get() : m_analysis.get());
}

const SquareAnalysis *LiveAnalysis::committedSquareAnalysis() const
{
    return dynamic_cast<const SquareAnalysis *>(m_analysis.get());
}

const PositionAnalysis *LiveAnalysis::committedPositionAnalysis() const
{
    return dynamic_cast<const PositionAnalysis *>(m_analysis.get());
}

QColor LiveAnalysis::sideColor(const QString &sideId) const
{
    return m_document ? m_document->sideColor(sideId) : QColor(Qt::gray);
}

QString LiveAnalysis::tokenName(const QString &tokenId) const
{
    const Encounter *encounter = shownEncounter();
    const Token *token = encounter ? encounter->token(tokenId) : nullptr;
    return token && !token->name.isEmpty() ? token->name : tokenId;
}

QStringList LiveAnalysis::tokenNames(const QStringList &tokenIds) const
{
    QStringList names;
    names.reserve(tokenIds.size());
    for (const auto &id : tokenIds)
        names << tokenName(id);
    return names;
}

QString LiveAnalysis::surroundedReason(const QString &tokenId) const
{
    const auto *analysis = squareAnalysis();
    const auto *result = analysis ? analysis->token(tokenId) : nullptr;
    if (!result || !result->surrounded())
        return {};
    return SurroundedBadgeModel::reasonText(result->surroundedRule,
                                            tokenNames(result->surroundedBy));
}
