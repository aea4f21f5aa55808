#pragma once

#include "model/handout.h"

#include <QList>
#include <QUndoCommand>

class EncounterDocument;

// One undoable change of the encounter's own handouts (docs/file-format.md §3.11): one added,
// renamed, rewritten or removed, or a showing recorded. A session's handouts live in its file
// and are written there instead (HandoutShelf).
class ReplaceHandoutsCommand : public QUndoCommand
{
public:
    ReplaceHandoutsCommand(EncounterDocument *document, QList<Handout> before, QList<Handout> after,
                           const QString &text);

    void undo() override;
    void redo() override;

private:
    EncounterDocument *m_document;
    QList<Handout> m_before;
    QList<Handout> m_after;
};
