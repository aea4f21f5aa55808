#include "document/replacelightscommand.h"

#include "document/encounterdocument.h"
#include "engine/encounterchange.h"

namespace
{
constexpr int LightDragCommandId = 0x6b0c;
} // namespace

ReplaceLightsCommand::ReplaceLightsCommand(EncounterDocument *document, State before, State after,
                                           const QString &text, int dragId)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_dragId(dragId)
{
}

ReplaceLightsCommand::State ReplaceLightsCommand::stateOf(const EncounterDocument &document)
{
    const auto &square = document.encounter().board.square;
    return {square.lights, square.ambient};
}

void ReplaceLightsCommand::apply(const State &state)
{
    Board board = m_document->encounter().board;
    board.square.lights = state.lights;
    board.square.ambient = state.ambient;
    // Nothing but light and vision reads these (docs/architecture.md §4.2).
    m_document->replaceBoard(board, EncounterChange::lighting());
}

void ReplaceLightsCommand::undo()
{
    apply(m_before);
}

void ReplaceLightsCommand::redo()
{
    apply(m_after);
}

int ReplaceLightsCommand::id() const
{
    return m_dragId >= 0 ? LightDragCommandId : -1;
}

bool ReplaceLightsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ReplaceLightsCommand *>(other);
    if (next->m_dragId != m_dragId || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    // A drag that ends where it began leaves no step behind.
    setObsolete(m_after == m_before);
    return true;
}
