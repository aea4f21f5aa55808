#pragma once

#include "engine/encounterchange.h"
#include "model/board.h"

#include <QUndoCommand>

class EncounterDocument;

// One undoable change of the board (terrain, walls, elevation, background, position flags).
// The commands of one brush stroke share a stroke id and merge, so a stroke undoes at once.
class ReplaceBoardCommand : public QUndoCommand
{
public:
    // `change` is what the edit reported (the touched cells); undo and redo report the same,
    // and a merged stroke reports the union of its commands' areas.
    ReplaceBoardCommand(EncounterDocument *document, Board before, Board after,
                        EncounterChange change, const QString &text, int strokeId = -1);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    EncounterDocument *m_document;
    Board m_before;
    Board m_after;
    EncounterChange m_change;
    int m_strokeId;
};
