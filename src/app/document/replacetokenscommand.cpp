#include "document/replacetokenscommand.h"

#include "document/encounterdocument.h"

ReplaceTokensCommand::ReplaceTokensCommand(EncounterDocument *document, QList<Change> changes,
                                           EncounterChange::Kind kind, const QString &text)
    : QUndoCommand(text), m_document(document), m_changes(std::move(changes)), m_kind(kind)
{
}

void ReplaceTokensCommand::undo()
{
    for (const auto &change : m_changes)
        m_document->replaceToken(change.index, change.before, m_kind);
}

void ReplaceTokensCommand::redo()
{
    for (const auto &change : m_changes)
        m_document->replaceToken(change.index, change.after, m_kind);
}
