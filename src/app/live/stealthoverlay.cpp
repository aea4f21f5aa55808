#include "live/stealthoverlay.h"

#include "document/workerthread.h"
#include "live/overlaytext.h"

#include "engine/backstab.h"
#include "engine/sneakrating.h"

#include <QCoro/QCoroTask>
#include <QVariantMap>

StealthOverlay::StealthOverlay(QObject *parent) : QObject(parent) {}

void StealthOverlay::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    refresh();
}

void StealthOverlay::setCoverObserver(const QString &tokenId)
{
    if (m_observer == tokenId)
        return;
    m_observer = tokenId;
    Q_EMIT coverObserverChanged();
    refresh();
}

void StealthOverlay::setShowBackstab(bool on)
{
    if (m_showBackstab == on)
        return;
    m_showBackstab = on;
    Q_EMIT showBackstabChanged();
    refresh();
}

void StealthOverlay::setEnabled(bool on)
{
    if (m_enabled == on)
        return;
    m_enabled = on;
    Q_EMIT enabledChanged();
    refresh();
}

bool StealthOverlay::coverAvailable() const
{
    const Encounter *encounter = m_frame.encounter.get();
    return m_enabled && encounter && encounter->rules && encounter->board.isSquare() &&
           !encounter->rules->coverLevels.isEmpty() &&
           m_frame.perspective == Perspective::GameMaster;
}

QString StealthOverlay::observerName() const
{
    return m_wanted ? m_frame.tokenName(m_wanted->observer) : QString();
}

// --- What a frame shows -------------------------------------------------------------------

void StealthOverlay::refresh()
{
    const bool on =
        m_enabled && m_frame.isValid() && m_frame.square && m_frame.encounter->board.isSquare();
    m_stealth.sneak = on ? sneakRatings(m_frame) : QVector<StealthFrame::Sneak>();
    m_stealth.backstabs.clear();
    m_stealth.showFacing = false;
    if (on && m_showBackstab) {
        const Token *focus = m_frame.encounter->token(m_frame.focusToken);
        const RuleSet &rules = *m_frame.encounter->rules;
        if (focus && rules.usesFacing) {
            m_stealth.showFacing = true;
            m_stealth.facingFrom = QRectF(focus->footprintRect());
            m_stealth.facing = focus->facing;
            m_stealth.fieldOfView = rules.fieldOfViewDegrees;
            m_stealth.backstabs = backstabs(m_frame);
        }
    }
    refreshCover();
    publish();
}

QVector<StealthFrame::Sneak> StealthOverlay::sneakRatings(const LiveFrame &frame)
{
    QVector<StealthFrame::Sneak> ratings;
    // Ratings against tokens the players may not see must not reach them: none at all there.
    if (frame.perspective != Perspective::GameMaster || !frame.isDragging() || !frame.path ||
        !frame.field || !frame.encounter || !frame.encounter->rules ||
        !frame.encounter->board.isSquare() || frame.encounter->rules->coverLevels.isEmpty())
        return ratings;
    const Encounter &encounter = *frame.encounter;
    const Token *dragged = encounter.token(frame.dragToken);
    if (!dragged)
        return ratings;
    const auto &board = encounter.board.square;
    const RuleSet &rules = *encounter.rules;
    const auto cells = SneakRating::cellsCrossed(frame.path->steps, frame.field->footprintSize());
    // The lights of the shown state (the lantern the sneaker passes counts, §8.1).
    LightField fallback;
    if (!frame.light)
        fallback.rebuild(encounter);
    const auto lighting =
        SneakRating::lightingOf(board, rules, frame.light ? *frame.light : fallback);
    for (const Token &observer : encounter.tokens) {
        if (observer.id == dragged->id || !encounter.areEnemies(*dragged, observer))
            continue;
        const auto rating =
            SneakRating::rate(cells, observer.footprintRect(), board, rules, lighting);
        StealthFrame::Sneak sneak;
        sneak.observerId = observer.id;
        sneak.observerName = frame.tokenName(observer.id);
        sneak.color = frame.sideColor(observer.side);
        sneak.seen = rating.seen;
        sneak.cell = rating.cell.value_or(QPoint(-1, -1));
        sneak.level = rating.cover.name;
        sneak.advantage = rating.advantage;
        sneak.lighting = rating.lighting;
        ratings << sneak;
    }
    return ratings;
}

QVector<StealthFrame::Backstab> StealthOverlay::backstabs(const LiveFrame &frame)
{
    QVector<StealthFrame::Backstab> marks;
    if (!frame.encounter || !frame.encounter->rules || !frame.encounter->rules->usesFacing)
        return marks;
    const Encounter &encounter = *frame.encounter;
    const RuleSet &rules = *encounter.rules;
    const Token *focus = encounter.token(frame.focusToken);
    if (!focus)
        return marks;
    // The frame's encounter is this perspective's: the players' never holds a hidden token.
    StealthFrame::Backstab own{focus->id, focus->footprintRect(), {}, {}};
    QStringList ownTargets;
    for (const Token &other : encounter.tokens) {
        if (other.id == focus->id || !encounter.areEnemies(*focus, other))
            continue;
        if (Backstab::isBackstab(*focus, other, rules)) {
            own.targetIds << other.id;
            ownTargets << frame.tokenName(other.id);
        }
        if (Backstab::isBackstab(other, *focus, rules)) {
            marks << StealthFrame::Backstab{other.id,
                                            other.footprintRect(),
                                            {focus->id},
                                            OverlayText::backstabOn({frame.tokenName(focus->id)})};
        }
    }
    if (!own.targetIds.isEmpty()) {
        own.text = OverlayText::backstabOn(ownTargets);
        marks.prepend(own);
    }
    return marks;
}

// --- The heat layer -----------------------------------------------------------------------

void StealthOverlay::refreshCover()
{
    std::optional<Key> wanted;
    const Encounter *encounter = m_frame.encounter.get();
    // A GM's tool: the players' window never computes it.
    if (m_enabled && !m_observer.isEmpty() && encounter && encounter->rules &&
        encounter->board.isSquare() && !encounter->rules->coverLevels.isEmpty() &&
        m_frame.perspective == Perspective::GameMaster) {
        if (const Token *observer = encounter->token(m_observer)) {
            wanted = Key{observer->id, observer->footprintRect(), m_frame.boardRevision,
                         encounter->rules.get()};
        }
    }
    m_wanted = wanted;
    if (!wanted) {
        m_stealth.heat = {};
        m_shownKey.reset();
        m_wantedBoard = {};
        m_wantedRules.reset();
        return;
    }
    // Another observer's layer would mislead while the new one computes: none meanwhile. The
    // same observer's layer stays until the new one replaces it.
    if (m_shownKey && m_shownKey->observer != wanted->observer) {
        m_stealth.heat = {};
        m_shownKey.reset();
    }
    if (m_shownKey == wanted)
        return; // cached
    m_wantedBoard = encounter->board.square;
    m_wantedRules = encounter->rules;
    startCover(); // a job running now starts the next when it ends
}

void StealthOverlay::startCover()
{
    if (m_running || !m_wanted)
        return;
    m_running = true;
    Q_EMIT computingChanged();
    const Key key = *m_wanted;
    // The board and rules go by value: the job touches no QObject (docs/architecture.md §5.6).
    auto task = WorkerThread::run(&CoverHeat::computeShared, key.observer, key.footprint,
                                  m_wantedBoard, m_wantedRules);
    QCoro::connect(std::move(task), this, [this, key](CoverHeat heat) {
        m_running = false;
        Q_EMIT computingChanged();
        if (m_wanted && *m_wanted == key) {
            m_stealth.heat = std::move(heat);
            m_shownKey = key;
            publish();
        } else {
            startCover(); // the newest wins: what is wanted now, if anything
        }
    });
}

// --- Text and publishing ------------------------------------------------------------------

QString StealthOverlay::coverNote(const CoverHeat &heat, QPoint cell, const LiveFrame &frame)
{
    const Encounter *encounter = frame.encounter.get();
    const CoverHeat::Cell *rated = heat.at(cell);
    if (!rated || rated->level < 0 || !encounter || !encounter->rules ||
        !encounter->board.isSquare())
        return {};
    const auto &board = encounter->board.square;
    const RuleSet &rules = *encounter->rules;
    QString lightingName;
    if (!rules.lightingLevels.isEmpty() && board.contains(cell.x(), cell.y())) {
        const int painted = board.lightingAt(cell.x(), cell.y());
        const int index = frame.light && frame.light->width() == board.width
                              ? frame.light->effectiveIndex(board, rules, cell.x(), cell.y())
                              : painted;
        lightingName = rules.lightingLevels[index >= 0 ? index : 0].name;
    }
    QStringList blocked;
    QStringList clear;
    for (int i = 0; i < CoverLevel::Lines; ++i)
        ((rated->lines >> i) & 1u ? blocked : clear) << OverlayText::coverLine(i);
    return OverlayText::coverNote(
        frame.tokenName(heat.observer()), CoverHeat::levelName(rated->level, rules),
        CoverHeat::seen(*rated), rated->advantage, lightingName,
        CoverHeat::lighting(*rated, cell, board, rules, frame.light.get()), blocked, clear);
}

void StealthOverlay::refreshNote()
{
    const QString note = m_stealth.heat.isValid() && !m_frame.isDragging()
                             ? coverNote(m_stealth.heat, m_frame.pointer, m_frame)
                             : QString();
    const QPoint cell = note.isEmpty() ? QPoint(-1, -1) : m_frame.pointer;
    if (note == m_pointerNote && cell == m_pointerNoteCell)
        return;
    m_pointerNote = note;
    m_pointerNoteCell = cell;
    Q_EMIT pointerNoteChanged();
}

void StealthOverlay::publish()
{
    refreshNote();
    Q_EMIT stealthChanged();
    // The lists QML builds items from change only when their content does.
    const QVariantList legend = makeLegend();
    if (legend != m_legend) {
        m_legend = legend;
        Q_EMIT legendChanged();
    }
    const QVariantList marks = makeBackstabMarks();
    if (marks != m_backstabMarks) {
        m_backstabMarks = marks;
        Q_EMIT backstabMarksChanged();
    }
}

QVariantList StealthOverlay::makeLegend() const
{
    QVariantList entries;
    const Encounter *encounter = m_frame.encounter.get();
    if (!m_wanted || !encounter || !encounter->rules)
        return entries;
    const RuleSet &rules = *encounter->rules;
    const int count = CoverHeat::levelCount(rules);
    for (int level = 0; level < count; ++level) {
        QColor color = CoverHeat::shade(level, count);
        // The legend's swatches sit on the panel, not the board: a little stronger.
        color.setAlphaF(qMax(0.25, color.alphaF() * 1.4));
        const int advantage =
            level == 0 ? rules.openFieldAdvantage : rules.coverLevels[level - 1].advantage;
        entries << QVariantMap{{QStringLiteral("name"), CoverHeat::levelName(level, rules)},
                               {QStringLiteral("color"), color},
                               {QStringLiteral("advantage"), OverlayText::signedNumber(advantage)}};
    }
    return entries;
}

QVariantList StealthOverlay::makeBackstabMarks() const
{
    QVariantList marks;
    for (const auto &mark : m_stealth.backstabs) {
        marks << QVariantMap{{QStringLiteral("tokenId"), mark.attackerId},
                             {QStringLiteral("x"), mark.attacker.x()},
                             {QStringLiteral("y"), mark.attacker.y()},
                             {QStringLiteral("size"), mark.attacker.width()},
                             {QStringLiteral("text"), mark.text}};
    }
    return marks;
}
