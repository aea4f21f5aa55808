#pragma once

#include "engine/encounterchange.h"
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

    // `kind` says whether the command only moves the tokens (EncounterChange::Kind::TokenMoved)
    // or may change anything of them (TokenChanged); undo and redo report the same.
    ReplaceTokensCommand(EncounterDocument *document, QList<Change> changes,
                         EncounterChange::Kind kind, const QString &text);

    void undo() override;
    void redo() override;

private:
    EncounterDocument *m_document;
    QList<Change> m_changes;
    EncounterChange::Kind m_kind;
};
