#include "document/replacehandoutscommand.h"

#include "document/encounterdocument.h"

ReplaceHandoutsCommand::ReplaceHandoutsCommand(EncounterDocument *document, QList<Handout> before,
                                               QList<Handout> after, const QString &text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after))
{
}

void ReplaceHandoutsCommand::undo()
{
    m_document->replaceHandouts(m_before);
}

void ReplaceHandoutsCommand::redo()
{
    m_document->replaceHandouts(m_after);
}
