#pragma once

#include "model/token.h"

#include <QList>
#include <QUndoCommand>

class EncounterDocument;

// One undoable change of existing tokens: a move, a nudge, a rotation, a condition, a side or
// any other property, for one token or a selection. Each token is replaced as a whole.
class ReplaceTokensCommand : public QUndoCommand
{
public:
    struct Change {
        int index = -1;
        Token before;
        Token after;
    };

    ReplaceTokensCommand(EncounterDocument *document, QList<Change> changes, const QString &text);

    void undo() override;
    void redo() override;

private:
    EncounterDocument *m_document;
    QList<Change> m_changes;
};
