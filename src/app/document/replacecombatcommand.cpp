#include "document/replacecombatcommand.h"

#include "document/encounterdocument.h"

ReplaceCombatCommand::ReplaceCombatCommand(EncounterDocument *document,
                                           std::optional<CombatState> before,
                                           std::optional<CombatState> after,
                                           QList<ReplaceTokensCommand::Change> tokens,
                                           const QString &text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_tokens(std::move(tokens))
{
}

void ReplaceCombatCommand::undo()
{
    for (const auto &change : m_tokens)
        m_document->replaceToken(change.index, change.before);
    m_document->replaceCombat(m_before);
}

void ReplaceCombatCommand::redo()
{
    for (const auto &change : m_tokens)
        m_document->replaceToken(change.index, change.after);
    m_document->replaceCombat(m_after);
}
