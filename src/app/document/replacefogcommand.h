#pragma once

#include "model/fogofwar.h"

#include <QUndoCommand>

class EncounterDocument;

// One undoable change of the fog of war: a brush dab, a rectangle, a mode switch. The
// commands of one brush stroke share a stroke id and merge, so a stroke undoes at once.
class ReplaceFogCommand : public QUndoCommand
{
public:
    ReplaceFogCommand(EncounterDocument *document, FogOfWar before, FogOfWar after,
                      const QString &text, int strokeId = -1);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    EncounterDocument *m_document;
    FogOfWar m_before;
    FogOfWar m_after;
    int m_strokeId;
};
