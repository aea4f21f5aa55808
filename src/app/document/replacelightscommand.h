#pragma once

#include "model/light.h"
#include "model/lightlevel.h"

#include <QList>
#include <QUndoCommand>

class EncounterDocument;

// One undoable change of a square board's lights or its ambient level (docs/rules.md §8): a light
// added, moved, resized, switched, recoloured, handed to a token or deleted, or the ambient level
// set. It reports EncounterChange::lighting(), so only light and vision are recomputed. The
// commands of one drag share a drag id and merge, so a drag undoes as one step.
class ReplaceLightsCommand : public QUndoCommand
{
public:
    struct State {
        QList<Light> lights;
        LightLevel ambient = LightLevel::Bright;

        friend bool operator==(const State &, const State &) = default;
    };

    ReplaceLightsCommand(EncounterDocument *document, State before, State after,
                         const QString &text, int dragId = -1);

    // The document's lights and ambient level now.
    [[nodiscard]] static State stateOf(const EncounterDocument &document);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const State &state);

    EncounterDocument *m_document;
    State m_before;
    State m_after;
    int m_dragId;
};
