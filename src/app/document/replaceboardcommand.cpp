#include "document/replaceboardcommand.h"

#include "document/encounterdocument.h"

namespace
{
constexpr int BoardStrokeCommandId = 0x6b01;
} // namespace

ReplaceBoardCommand::ReplaceBoardCommand(EncounterDocument *document, Board before, Board after,
                                         EncounterChange change, const QString &text, int strokeId)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_change(std::move(change)), m_strokeId(strokeId)
{
}

void ReplaceBoardCommand::undo()
{
    m_document->replaceBoard(m_before, m_change);
}

void ReplaceBoardCommand::redo()
{
    m_document->replaceBoard(m_after, m_change);
}

int ReplaceBoardCommand::id() const
{
    return m_strokeId >= 0 ? BoardStrokeCommandId : -1;
}

bool ReplaceBoardCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ReplaceBoardCommand *>(other);
    if (next->m_strokeId != m_strokeId || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    m_change = EncounterChange::merged(m_change, next->m_change);
    return true;
}
