#include "board/keyboardpicker.h"

#include "board/positionboarditem.h"
#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "document/tokenlistmodel.h"
#include "edit/tokenedit.h"
#include "engine/levellanes.h"

#include <QtMath>
#include <cmath>
#include <optional>

namespace
{

// How far a candidate lies along the arrow and across it.
struct Offset {
    qreal along = 0;
    qreal across = 0;
};

Offset offsetAlong(QPointF from, QPointF to, KeyboardPicker::Direction direction)
{
    const qreal dx = to.x() - from.x();
    const qreal dy = to.y() - from.y();
    switch (direction) {
    case KeyboardPicker::Left:
        return {-dx, dy};
    case KeyboardPicker::Right:
        return {dx, dy};
    case KeyboardPicker::Up:
        return {-dy, dx};
    case KeyboardPicker::Down:
        return {dy, dx};
    }
    return {};
}

// Layout coordinates and cells are both far coarser than this.
constexpr qreal Epsilon = 1e-9;

} // namespace

KeyboardPicker::KeyboardPicker(QObject *parent) : QObject(parent) {}

void KeyboardPicker::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    Q_EMIT documentChanged();
}

void KeyboardPicker::setPositionBoard(PositionBoardItem *board)
{
    if (!rebind(m_board, board, this))
        return;
    Q_EMIT positionBoardChanged();
}

int KeyboardPicker::nearest(const QList<Candidate> &candidates, QPointF from, Direction direction)
{
    int best = -1;
    qreal bestDistance = 0;
    qreal bestAngle = 0;
    for (int i = 0; i < candidates.size(); ++i) {
        const Offset offset = offsetAlong(from, candidates[i].centre, direction);
        // In the cone: ahead, and no further across than along (45° either side).
        if (offset.along <= Epsilon || std::abs(offset.across) > offset.along + Epsilon)
            continue;
        const qreal distance = std::hypot(offset.along, offset.across);
        const qreal angle = std::atan2(std::abs(offset.across), offset.along);
        bool better = best < 0;
        if (!better) {
            if (distance < bestDistance - Epsilon)
                better = true;
            else if (distance <= bestDistance + Epsilon) {
                if (angle < bestAngle - Epsilon)
                    better = true;
                else if (angle <= bestAngle + Epsilon)
                    better = candidates[i].id < candidates[best].id;
            }
        }
        if (better) {
            best = i;
            bestDistance = distance;
            bestAngle = angle;
        }
    }
    return best;
}

QList<KeyboardPicker::Candidate> KeyboardPicker::tokenCandidates() const
{
    QList<Candidate> candidates;
    if (!m_document)
        return candidates;
    const Encounter &encounter = m_document->encounter();
    if (encounter.board.isSquare()) {
        for (const Token &token : encounter.tokens) {
            const qreal half = token.footprint() / 2.0;
            candidates.append({token.id, QPointF(token.x + half, token.y + half)});
        }
        return candidates;
    }
    if (!m_board)
        return candidates;
    // The chips' places come from the token model, as the view's delegates read them.
    const TokenListModel *model = m_document->tokens();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row);
        const int lane = model->data(index, TokenListModel::LaneRole).toInt();
        if (lane < 0)
            continue;
        const QRectF chip =
            m_board->chipRect(model->data(index, TokenListModel::PositionRowRole).toInt(), lane,
                              model->data(index, TokenListModel::LaneOrderRole).toInt(),
                              model->data(index, TokenListModel::LaneCountRole).toInt());
        if (chip.isNull())
            continue;
        candidates.append(
            {model->data(index, TokenListModel::TokenIdRole).toString(), chip.center()});
    }
    return candidates;
}

QPointF KeyboardPicker::boardCentre() const
{
    if (!m_document)
        return {};
    const Encounter &encounter = m_document->encounter();
    if (encounter.board.isSquare())
        return {m_document->boardWidth() / 2.0, m_document->boardHeight() / 2.0};
    if (!m_board)
        return {};
    QRectF cards;
    for (const QRectF &card : m_board->layout().cards)
        cards = cards.united(card);
    return cards.center();
}

QString KeyboardPicker::nearestToken(const QString &fromTokenId, int direction) const
{
    const QList<Candidate> candidates = tokenCandidates();
    QPointF from = boardCentre();
    QList<Candidate> others;
    for (const Candidate &candidate : candidates) {
        if (candidate.id == fromTokenId)
            from = candidate.centre;
        else
            others.append(candidate);
    }
    const int picked = nearest(others, from, Direction(direction));
    return picked < 0 ? QString() : others[picked].id;
}

QVariantMap KeyboardPicker::nextPlace(const QString &positionId, const QString &levelId,
                                      int direction) const
{
    if (!m_document || !m_board || !m_document->encounter().rules)
        return {};
    const Encounter &encounter = m_document->encounter();
    const RuleSet &rules = *encounter.rules;
    // Every lane a token may stand in, by its middle; the lane the token is in is the start.
    struct Place {
        QString positionId;
        QString levelId;
        QPointF centre;
    };
    QList<Place> places;
    QList<Candidate> candidates;
    std::optional<QPointF> from;
    for (int row = 0; row < int(rules.positions.size()); ++row) {
        const QString id = rules.positions.at(row).id;
        const QList<LevelLane> lanes = LevelLanes::at(rules, encounter.board.positions, id);
        for (int lane = 0; lane < lanes.size(); ++lane) {
            const QRectF box = m_board->laneRect(row, lane);
            if (box.isNull())
                continue;
            if (id == positionId && lanes[lane].levelId == levelId) {
                from = box.center();
                continue;
            }
            if (!lanes[lane].allowed || !TokenEdit::levelExistsAt(encounter.board.positions, rules,
                                                                  id, lanes[lane].levelId))
                continue;
            // The ghost goes where the lane's chips go, right of its label.
            const qreal label = qMin(m_board->layout().laneLabelWidth, box.width());
            places.append(
                {id, lanes[lane].levelId,
                 QPointF(box.left() + label + (box.width() - label) / 2, box.center().y())});
            // Ids in layout order: a tie goes to the earlier place.
            candidates.append(
                {QString::number(places.size() - 1).rightJustified(4, u'0'), box.center()});
        }
    }
    if (!from)
        return {};
    const int picked = nearest(candidates, *from, Direction(direction));
    if (picked < 0)
        return {};
    Place target = places[picked];
    // Across to another card the token keeps its level there when it can.
    if ((direction == Left || direction == Right) && target.positionId != positionId) {
        for (const Place &place : places) {
            if (place.positionId == target.positionId && place.levelId == levelId) {
                target = place;
                break;
            }
        }
    }
    return {{QStringLiteral("positionId"), target.positionId},
            {QStringLiteral("levelId"), target.levelId},
            {QStringLiteral("centre"), target.centre}};
}
