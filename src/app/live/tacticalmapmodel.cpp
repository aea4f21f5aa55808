#include "live/tacticalmapmodel.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cmath>

namespace
{

// Chebyshev distance between two footprints, in cells (0 when they touch or overlap).
int gap(const QRect &a, const QRect &b)
{
    const int dx = std::max({0, b.left() - a.right() - 1, a.left() - b.right() - 1});
    const int dy = std::max({0, b.top() - a.bottom() - 1, a.top() - b.bottom() - 1});
    return std::max(dx, dy);
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

TacticalMapModel::TacticalMapModel(QObject *parent) : QObject(parent) {}

void TacticalMapModel::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    refresh();
}

void TacticalMapModel::setEnabled(bool on)
{
    if (m_enabled == on)
        return;
    m_enabled = on;
    Q_EMIT enabledChanged();
    refresh();
}

QString TacticalMapModel::tokenName() const
{
    return m_tokenId.isEmpty() ? QString() : m_frame.tokenName(m_tokenId);
}

QString TacticalMapModel::targetName() const
{
    return m_targetId.isEmpty() ? QString() : m_frame.tokenName(m_targetId);
}

QVariantMap TacticalMapModel::targets() const
{
    QVariantMap map;
    for (auto it = m_targets.cbegin(); it != m_targets.cend(); ++it)
        map.insert(it.key(), it.value());
    return map;
}

bool TacticalMapModel::setTarget(const QString &tokenId, const QString &targetId)
{
    if (targetId.isEmpty()) {
        clearTarget(tokenId);
        return true;
    }
    const Encounter *encounter = m_frame.committed.get();
    if (!encounter || tokenId == targetId || encounter->tokenIndex(tokenId) < 0 ||
        encounter->tokenIndex(targetId) < 0)
        return false;
    if (m_targets.value(tokenId) != targetId) {
        m_targets.insert(tokenId, targetId);
        Q_EMIT targetsChanged();
        refresh();
    }
    return true;
}

void TacticalMapModel::clearTarget(const QString &tokenId)
{
    if (m_targets.remove(tokenId) == 0)
        return;
    Q_EMIT targetsChanged();
    refresh();
}

bool TacticalMapModel::toggleTarget(const QString &tokenId, const QString &targetId)
{
    if (!targetId.isEmpty() && m_targets.value(tokenId) == targetId) {
        clearTarget(tokenId);
        return true;
    }
    return setTarget(tokenId, targetId);
}

QString TacticalMapModel::targetOf(const QString &tokenId) const
{
    return m_targets.value(tokenId);
}

QVariantList TacticalMapModel::candidatesFor(const QString &tokenId, int limit) const
{
    const Encounter *encounter = m_frame.committed.get();
    const int index = encounter ? encounter->tokenIndex(tokenId) : -1;
    if (index < 0 || !encounter->board.isSquare())
        return {};
    const Token &token = encounter->tokens[index];
    struct Candidate {
        const Token *other;
        bool enemy;
        int distance;
    };
    QVector<Candidate> list;
    for (const Token &other : encounter->tokens) {
        if (other.id != token.id)
            list.append({&other, encounter->areEnemies(token, other),
                         gap(token.footprintRect(), other.footprintRect())});
    }
    std::stable_sort(list.begin(), list.end(), [](const Candidate &a, const Candidate &b) {
        return a.enemy != b.enemy ? a.enemy : a.distance < b.distance;
    });
    QVariantList out;
    for (const auto &c : list) {
        if (out.size() >= limit)
            break;
        out.append(QVariantMap{{QStringLiteral("tokenId"), c.other->id},
                               {QStringLiteral("name"), m_frame.tokenName(c.other->id)},
                               {QStringLiteral("enemy"), c.enemy}});
    }
    return out;
}

QVariantMap TacticalMapModel::cellAt(int x, int y) const
{
    const int i = m_cellIndex.value(QPoint(x, y), -1);
    if (i < 0)
        return {};
    const auto &cell = m_cells[i];
    return {{QStringLiteral("score"), cell.score},
            {QStringLiteral("maxScore"), m_maxScore},
            {QStringLiteral("cost"), cell.cost},
            {QStringLiteral("reasons"), cell.reasons}};
}

QColor TacticalMapModel::rampColor(double t)
{
    // A sequential ramp: deep red, orange, yellow, yellow-green, green.
    static const QColor stops[] = {QColor(0xb7, 0x1c, 0x1c), QColor(0xef, 0x6c, 0x00),
                                   QColor(0xfd, 0xd8, 0x35), QColor(0x9c, 0xcc, 0x3d),
                                   QColor(0x1b, 0x9e, 0x3e)};
    constexpr int last = int(std::size(stops)) - 1;
    const double at = std::clamp(t, 0.0, 1.0) * last;
    const int i = std::min(last - 1, int(std::floor(at)));
    return mix(stops[i], stops[i + 1], at - i);
}

QColor TacticalMapModel::scoreColor(int score) const
{
    return rampColor(m_maxScore > 0 ? double(score) / m_maxScore : 0);
}

// --- The map -----------------------------------------------------------------------------

void TacticalMapModel::clearMap()
{
    const bool had = !m_cells.isEmpty() || !m_tokenId.isEmpty();
    m_ofEncounter.reset();
    m_ofField.reset();
    m_ofBudget = -1;
    m_tokenId.clear();
    m_targetId.clear();
    m_cells.clear();
    m_cellIndex.clear();
    m_targetRect = {};
    m_bestScore = 0;
    if (had)
        Q_EMIT mapChanged();
}

void TacticalMapModel::refresh()
{
    const Encounter *encounter = m_frame.committed.get();
    // A target whose token or target left the document is forgotten.
    if (encounter) {
        bool dropped = false;
        for (auto it = m_targets.begin(); it != m_targets.end();) {
            if (encounter->tokenIndex(it.key()) < 0 || encounter->tokenIndex(it.value()) < 0) {
                it = m_targets.erase(it);
                dropped = true;
            } else {
                ++it;
            }
        }
        if (dropped)
            Q_EMIT targetsChanged();
    }
    const QString focus = m_frame.focusToken;
    const QString target = m_targets.value(focus);
    const bool shown = m_enabled && m_frame.perspective == Perspective::GameMaster && encounter &&
                       encounter->board.isSquare() && encounter->rules && m_frame.field &&
                       !target.isEmpty();
    if (!shown) {
        clearMap();
        refreshPointerNote();
        return;
    }
    // The same start, board, tokens, target and budget: the cells stand (a drag moves only the
    // preview, never the committed encounter the field searched).
    if (m_frame.committed == m_ofEncounter && m_frame.field == m_ofField && focus == m_tokenId &&
        target == m_targetId && m_frame.budget == m_ofBudget) {
        refreshPointerNote();
        return;
    }
    const int tokenIndex = encounter->tokenIndex(focus);
    const int targetIndex = encounter->tokenIndex(target);
    QElapsedTimer timer;
    timer.start();
    m_cells =
        TacticalMap::compute(*encounter, tokenIndex, targetIndex, *m_frame.field, m_frame.budget);
    m_milliseconds = timer.nsecsElapsed() / 1e6;
    ++m_computeCount;
    m_ofEncounter = m_frame.committed;
    m_ofField = m_frame.field;
    m_ofBudget = m_frame.budget;
    m_tokenId = focus;
    m_targetId = target;
    m_maxScore = encounter->rules->tactics.total();
    m_bestScore = 0;
    m_cellIndex.clear();
    m_cellIndex.reserve(m_cells.size());
    for (int i = 0; i < m_cells.size(); ++i) {
        m_cellIndex.insert(m_cells[i].anchor, i);
        m_bestScore = std::max(m_bestScore, m_cells[i].score);
    }
    m_targetRect = encounter->tokens[targetIndex].footprintRect();
    Q_EMIT mapChanged();
    refreshPointerNote();
}

// --- The hover note ----------------------------------------------------------------------

void TacticalMapModel::refreshPointerNote()
{
    QString note;
    QPoint at{-1, -1};
    // While dragging the note stays away (the path label speaks then).
    const int i = m_frame.isDragging() ? -1 : m_cellIndex.value(m_frame.pointer, -1);
    if (i >= 0) {
        note = noteFor(m_cells[i]);
        at = m_cells[i].anchor;
    }
    if (note == m_pointerNote && at == m_pointerNoteCell)
        return;
    m_pointerNote = note;
    m_pointerNoteCell = at;
    Q_EMIT pointerNoteChanged();
}

QString TacticalMapModel::noteFor(const TacticalMap::Cell &cell) const
{
    const Encounter &encounter = *m_ofEncounter;
    const int tokenIndex = encounter.tokenIndex(m_tokenId);
    if (tokenIndex < 0)
        return {};
    const Token &token = encounter.tokens[tokenIndex];
    const QString target = targetName();
    const auto holds = [&](const char *id) { return cell.reasons.contains(QLatin1String(id)); };
    const auto mark = [](bool yes, const QString &text) {
        return (yes ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + text;
    };
    QStringList parts;
    parts << mark(holds("line-of-sight"),
                  holds("line-of-sight") ? tr("line of sight") : tr("no line of sight"));
    parts << mark(holds("target-exposed"), holds("target-exposed")
                                               ? tr("%1 exposed").arg(target)
                                               : tr("%1 has cover").arg(target));
    parts << mark(holds("token-covered"), holds("token-covered") ? tr("covered from %1").arg(target)
                                                                 : tr("exposed to %1").arg(target));
    parts << mark(holds("high-ground"),
                  holds("high-ground") ? tr("high ground") : tr("no high ground"));
    parts << mark(holds("not-surrounded"),
                  holds("not-surrounded") ? tr("not surrounded") : tr("surrounded"));
    if (holds("no-extra-zoc")) {
        parts << mark(true, tr("no other zone of control"));
    } else {
        // Zones do not depend on the token's place (docs/rules.md §5.4): the committed ones.
        QStringList holders;
        const QRect footprint = token.footprintAt(cell.anchor);
        const auto *analysis = m_frame.committedSquare.get();
        for (const Token &other : encounter.tokens) {
            if (other.id == token.id || other.id == m_targetId ||
                !encounter.areEnemies(token, other) || !analysis)
                continue;
            const auto *result = analysis->token(other.id);
            if (!result || !result->hasZoc)
                continue;
            const bool inside = std::any_of(result->zone.cbegin(), result->zone.cend(),
                                            [&](QPoint p) { return footprint.contains(p); });
            if (inside)
                holders << m_frame.tokenName(other.id);
        }
        parts << mark(false, holders.isEmpty()
                                 ? tr("in another zone of control")
                                 : tr("in the zone of %1").arg(holders.join(QStringLiteral(", "))));
    }
    if (holds("unhindered")) {
        parts << mark(true, tr("unhindered"));
    } else {
        const auto path = m_ofField ? m_ofField->pathTo(cell.anchor) : std::nullopt;
        parts << mark(
            false, path && !path->hinderedBy.isEmpty()
                       ? tr("hindered by %1")
                             .arg(m_frame.tokenNames(path->hinderedBy).join(QStringLiteral(", ")))
                       : tr("hindered"));
    }
    return tr("Against %1: %2/%3 · move %4\n%5")
        .arg(target)
        .arg(cell.score)
        .arg(m_maxScore)
        .arg(cell.cost)
        .arg(parts.join(QStringLiteral(", ")));
}
