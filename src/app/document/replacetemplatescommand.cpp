#include "document/replacetemplatescommand.h"

#include "document/encounterdocument.h"
#include "engine/encounterchange.h"

ReplaceTemplatesCommand::ReplaceTemplatesCommand(EncounterDocument *document,
                                                 QList<BoardTemplate> before,
                                                 QList<BoardTemplate> after, const QString &text)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after))
{
}

void ReplaceTemplatesCommand::apply(const QList<BoardTemplate> &templates)
{
    Board board = m_document->encounter().board;
    board.square.templates = templates;
    // A template is a measurement on the map: no cover, sight, cost or zone reads it
    // (docs/rules.md §9), and an anchored one follows its token by itself.
    m_document->replaceBoard(board, EncounterChange::appearance());
}

void ReplaceTemplatesCommand::undo()
{
    apply(m_before);
}

void ReplaceTemplatesCommand::redo()
{
    apply(m_after);
}
