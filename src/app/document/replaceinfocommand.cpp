#include "document/replaceinfocommand.h"

#include "document/encounterdocument.h"

ReplaceInfoCommand::ReplaceInfoCommand(EncounterDocument *document, Info before, Info after,
                                       const QString &text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after))
{
}

void ReplaceInfoCommand::undo()
{
    m_document->replaceInfo(m_before.name, m_before.sides, m_before.allies);
}

void ReplaceInfoCommand::redo()
{
    m_document->replaceInfo(m_after.name, m_after.sides, m_after.allies);
}
