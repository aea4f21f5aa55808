#pragma once

#include "document/encounterdocument.h"
#include "engine/fogview.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

// The fog of war as it stands for the committed document (docs/rules.md §3.1): one FogView,
// computed again after each change the document reports (never from a drag preview), that the
// GM's fog layer, the player window's fog layer and the players' mirror all read. In party-sight
// mode it also keeps the exploration record: cells the party saw are added to the file's
// "seen" cells, outside the undo stack, because undo cannot make the players unsee a screen.
class FogTracker : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool enabled READ isEnabled NOTIFY viewChanged)
    // Combat Grid: position id → 0 hidden, 1 explored, 2 visible (empty without fog).
    Q_PROPERTY(QVariantMap positionStates READ positionStates NOTIFY viewChanged)

public:
    explicit FogTracker(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    // The current view; computed now if a change is pending.
    [[nodiscard]] const FogView &view() const;
    [[nodiscard]] bool isEnabled() const { return view().enabled(); }
    [[nodiscard]] QVariantMap positionStates() const;
    // 0 hidden, 1 explored, 2 visible.
    Q_INVOKABLE int cellState(int x, int y) const;

Q_SIGNALS:
    void documentChanged();
    // The view changed (emitted once per batch of document changes).
    void viewChanged();

private:
    void invalidate();
    void refresh();
    void recordExplored(const FogView &view);

    QPointer<EncounterDocument> m_document;
    mutable FogView m_view;
    mutable bool m_dirty = true;
    bool m_refreshQueued = false;
};
