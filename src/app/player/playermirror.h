#pragma once

#include "document/encounterdocument.h"
#include "player/fogtracker.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

// The players' copy of the open encounter (docs/rules.md §3.2): a second, read-only
// EncounterDocument that holds PlayersEncounter::of(the GM's committed encounter), so the player
// window can use the very board items and live analysis the GM's window uses while nothing the
// GM hides is in its data at all. It follows the GM's document through the same primitive
// edits (only what differs), so the players' LiveAnalysis updates incrementally; drags are
// previews of the GM's LiveAnalysis and never reach the document, so they never reach here.
class PlayerMirror : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *source READ source WRITE setSource NOTIFY sourceChanged)
    Q_PROPERTY(FogTracker *fog READ fog WRITE setFog NOTIFY fogChanged)
    Q_PROPERTY(EncounterDocument *document READ document CONSTANT)
    // Between scenes (SessionWorkspace::betweenScenes): while held the mirror stops following
    // the GM's document, so the next encounter is not in the players' data at all until the GM
    // reveals it; letting go takes the GM's encounter afresh.
    Q_PROPERTY(bool held READ isHeld WRITE setHeld NOTIFY heldChanged)

public:
    explicit PlayerMirror(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *source() const { return m_source; }
    void setSource(EncounterDocument *source);
    [[nodiscard]] FogTracker *fog() const { return m_fog; }
    void setFog(FogTracker *fog);
    [[nodiscard]] EncounterDocument *document() const { return m_mirror; }
    [[nodiscard]] bool isHeld() const { return m_held; }
    void setHeld(bool held);

    // Brings the mirror up to date now (it otherwise does so once per batch of changes).
    Q_INVOKABLE void sync();

Q_SIGNALS:
    void sourceChanged();
    void fogChanged();
    void heldChanged();

private:
    void schedule();
    void reset();
    void applyTokens(const QList<Token> &tokens);

    QPointer<EncounterDocument> m_source;
    QPointer<FogTracker> m_fog;
    EncounterDocument *m_mirror;
    bool m_resetPending = true;
    bool m_syncQueued = false;
    bool m_held = false;
};
