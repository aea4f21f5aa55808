#include "live/actionpointmodel.h"

#include "engine/movementfield.h"

namespace
{

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

} // namespace

ActionPointModel::ActionPointModel(QObject *parent) : QObject(parent) {}

void ActionPointModel::setLive(LiveAnalysis *live)
{
    if (m_live == live)
        return;
    if (m_live)
        disconnect(m_live, nullptr, this, nullptr);
    clear();
    m_live = live;
    if (m_live)
        connect(m_live, &LiveAnalysis::frameChanged, this, &ActionPointModel::onFrame);
    Q_EMIT liveChanged();
}

const ActionPointModel::Record *ActionPointModel::current() const
{
    if (!m_live)
        return nullptr;
    const auto it = m_records.constFind(m_live->focusToken());
    return it == m_records.cend() ? nullptr : &it.value();
}

QString ActionPointModel::tokenId() const
{
    const Record *r = current();
    return r ? r->tokenId : QString();
}

QPoint ActionPointModel::cell() const
{
    const Record *r = current();
    return r ? r->action : QPoint(-1, -1);
}

double ActionPointModel::speed() const
{
    const Record *r = current();
    return r ? r->speed : 0;
}

double ActionPointModel::before() const
{
    const Record *r = current();
    return r ? r->before : 0;
}

double ActionPointModel::after() const
{
    const Record *r = current();
    return r ? r->spent() - r->before : 0;
}

double ActionPointModel::left() const
{
    const Record *r = current();
    return r ? qMax(0.0, r->speed - r->spent()) : 0;
}

QString ActionPointModel::text() const
{
    const Record *r = current();
    if (!r)
        return {};
    const double afterAction = r->spent() - r->before;
    if (afterAction > 0)
        return tr("Speed %1: %2 before the Action, %3 after, %4 left")
            .arg(number(r->speed), number(r->before), number(afterAction), number(left()));
    return tr("Speed %1: %2 before the Action, %3 left")
        .arg(number(r->speed), number(r->before), number(left()));
}

double ActionPointModel::spent(const QString &tokenId) const
{
    const auto it = m_records.constFind(tokenId);
    return it == m_records.cend() ? 0 : it->spent();
}

bool ActionPointModel::markAction()
{
    if (!m_live || !m_live->isDragging() || !m_live->squareAnalysis())
        return false;
    const QString id = m_live->dragToken();
    if (m_records.contains(id))
        return false; // one Action a turn
    const LiveFrame &frame = m_live->frame();
    const int cost = m_live->pathCost();
    const int index = frame.committed ? frame.committed->tokenIndex(id) : -1;
    if (index < 0 || cost < 0 || cost > frame.budget)
        return false;
    const Token &token = frame.committed->tokens[index];
    Record record;
    record.tokenId = id;
    record.start = QPoint(token.x, token.y);
    record.action = m_live->dragCell();
    record.speed = MovementField::defaultBudget(token, *frame.committed->rules);
    record.before = cost;
    record.steps.append({record.action, double(cost)});
    // The move to the action point is still a preview: the document shows it once dropped.
    record.moving = record.action != record.start;
    m_records.insert(id, record);
    m_seenCommitted = frame.committed.get();
    apply(id);
    Q_EMIT changed();
    return true;
}

void ActionPointModel::recordMove(const QString &tokenId, int cost)
{
    auto it = m_records.find(tokenId);
    if (it == m_records.end() || cost <= 0 || !m_live)
        return;
    const QPoint to = m_live->dragToken() == tokenId ? m_live->dragCell() : QPoint(-1, -1);
    it->steps.append({to, it->spent() + cost});
    it->moving = true;
    if (m_live->frame().committed)
        m_seenCommitted = m_live->frame().committed.get();
    apply(tokenId);
    Q_EMIT changed();
}

void ActionPointModel::clear(const QString &tokenId)
{
    const QStringList ids = tokenId.isEmpty() ? m_records.keys() : QStringList{tokenId};
    bool any = false;
    for (const QString &id : ids) {
        if (m_records.remove(id) == 0)
            continue;
        any = true;
        if (m_live)
            m_live->setSpentMovement(id, 0);
    }
    if (any)
        Q_EMIT changed();
}

void ActionPointModel::apply(const QString &tokenId)
{
    if (m_live)
        m_live->setSpentMovement(tokenId, m_records.value(tokenId).spent());
}

void ActionPointModel::onFrame()
{
    const LiveFrame &frame = m_live->frame();
    const QString focus = m_live->focusToken();
    const bool focusChanged = focus != m_lastFocus;
    m_lastFocus = focus;
    // Only a new document state can undo a move.
    if (frame.committed.get() == m_seenCommitted || m_records.isEmpty()) {
        if (focusChanged)
            Q_EMIT changed();
        return;
    }
    m_seenCommitted = frame.committed.get();
    bool any = false;
    for (auto it = m_records.begin(); it != m_records.end();) {
        const int index = frame.committed ? frame.committed->tokenIndex(it.key()) : -1;
        if (index < 0) {
            const QString id = it.key();
            it = m_records.erase(it);
            m_live->setSpentMovement(id, 0);
            any = true;
            continue;
        }
        const Token &token = frame.committed->tokens[index];
        const QPoint at(token.x, token.y);
        if (it->moving) {
            // The drop the record waits for has arrived.
            it->moving = false;
            if (it->steps.last().anchor.x() < 0)
                it->steps.last().anchor = at;
            ++it;
            continue;
        }
        if (at == it->start && it->action != it->start) {
            // Undone back to the turn's start: the action point goes too.
            const QString id = it.key();
            it = m_records.erase(it);
            m_live->setSpentMovement(id, 0);
            any = true;
            continue;
        }
        // An undo back to where an earlier part of the move ended: what was spent then.
        for (int i = int(it->steps.size()) - 2; i >= 0; --i) {
            if (it->steps[i].anchor == at) {
                it->steps.resize(i + 1);
                any = true;
                const QString id = it.key();
                m_live->setSpentMovement(id, it->spent());
                break;
            }
        }
        ++it;
    }
    if (any || focusChanged)
        Q_EMIT changed();
}
