#pragma once

#include "model/token.h"

#include <QList>
#include <QUndoCommand>

class EncounterDocument;

// Adds tokens (a dropped miniature, a duplicate) or removes them (delete), undoably. The rows
// are the tokens' indexes in the document with all of them present, in ascending order.
class AddRemoveTokensCommand : public QUndoCommand
{
public:
    enum class Action { Add, Remove };
    struct Row {
        int index = -1;
        Token token;
    };

    AddRemoveTokensCommand(EncounterDocument *document, Action action, QList<Row> rows,
                           const QString &text);

    void undo() override;
    void redo() override;

private:
    void insertAll();
    void removeAll();

    EncounterDocument *m_document;
    Action m_action;
    QList<Row> m_rows;
};
