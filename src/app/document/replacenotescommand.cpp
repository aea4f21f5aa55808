#include "document/replacenotescommand.h"

#include "document/encounterdocument.h"

#include <QCoreApplication>

namespace
{
constexpr int NotesCommandId = 0x6b03;
} // namespace

ReplaceNotesCommand::ReplaceNotesCommand(EncounterDocument *document, QString before, QString after,
                                         int editId)
    : QUndoCommand(QCoreApplication::translate("ReplaceNotesCommand", "Edit GM notes")),
      m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_editId(editId)
{
}

void ReplaceNotesCommand::undo()
{
    m_document->replaceNotes(m_before);
}

void ReplaceNotesCommand::redo()
{
    m_document->replaceNotes(m_after);
}

int ReplaceNotesCommand::id() const
{
    return NotesCommandId;
}

bool ReplaceNotesCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ReplaceNotesCommand *>(other);
    if (next->m_editId != m_editId || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    return true;
}
