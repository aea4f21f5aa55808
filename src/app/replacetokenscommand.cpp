#include "replacetokenscommand.h"

#include "encounterdocument.h"

ReplaceTokensCommand::ReplaceTokensCommand(EncounterDocument *document, QList<Change> changes,
                                           const QString &text)
    : QUndoCommand(text), m_document(document), m_changes(std::move(changes))
{
}

void ReplaceTokensCommand::undo()
{
    for (const auto &change : m_changes)
        m_document->replaceToken(change.index, change.before);
}

void ReplaceTokensCommand::redo()
{
    for (const auto &change : m_changes)
        m_document->replaceToken(change.index, change.after);
}
