#include "player/fogtracker.h"

#include "document/rebind.h"

#include <QTimer>

FogTracker::FogTracker(QObject *parent) : QObject(parent) {}

void FogTracker::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        // Anything may change what the party sees or who the party is.
        connect(m_document, &EncounterDocument::changed, this, &FogTracker::invalidate);
        connect(m_document, &EncounterDocument::encounterReset, this, &FogTracker::invalidate);
        connect(m_document, &EncounterDocument::fogChanged, this, &FogTracker::invalidate);
        connect(m_document, &EncounterDocument::combatChanged, this, &FogTracker::invalidate);
    }
    invalidate();
    Q_EMIT documentChanged();
}

const FogView &FogTracker::view() const
{
    if (m_dirty) {
        m_view =
            m_document && m_document->isLoaded() ? FogView::of(m_document->encounter()) : FogView();
        m_dirty = false;
    }
    return m_view;
}

void FogTracker::invalidate()
{
    m_dirty = true;
    // A macro of several edits reports several changes: publish once, after the last.
    if (!m_refreshQueued) {
        m_refreshQueued = true;
        QTimer::singleShot(0, this, &FogTracker::refresh);
    }
}

void FogTracker::refresh()
{
    m_refreshQueued = false;
    const FogView &current = view();
    recordExplored(current);
    Q_EMIT viewChanged();
}

void FogTracker::recordExplored(const FogView &view)
{
    if (!m_document || !view.enabled())
        return;
    const auto &fog = m_document->encounter().fog;
    if (fog.mode != FogOfWar::Mode::PartySight || fog.explored.contains(view.partySight()))
        return;
    FogOfWar grown = fog;
    grown.explored.unite(view.partySight());
    // fogChanged invalidates again; the next view has nothing new to record.
    m_document->replaceFog(grown);
}

QVariantMap FogTracker::positionStates() const
{
    QVariantMap states;
    const auto &v = view();
    if (!v.enabled() || !m_document || !m_document->encounter().rules)
        return states;
    for (const auto &p : m_document->encounter().rules->positions)
        states.insert(p.id, int(v.position(p.id)));
    return states;
}

int FogTracker::cellState(int x, int y) const
{
    return int(view().cell({x, y}));
}
