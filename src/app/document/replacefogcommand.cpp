#include "document/replacefogcommand.h"

#include "document/encounterdocument.h"

namespace
{
constexpr int FogStrokeCommandId = 0x6b02;

// `to`, with the exploration record of `current` changed only as going from `from` to `to`
// changes it. The record grows outside the undo stack (docs/rules.md §3.1: "undoing a move does
// not make the players unsee what was on their screen"), so undoing or redoing a GM fog edit
// keeps what the party saw since that edit, and takes out or puts back only the cells the edit
// itself hid or forgot.
template<typename T>
QSet<T> replayed(const QSet<T> &current, const QSet<T> &from, const QSet<T> &to)
{
    return (current - (from - to)) | (to - from);
}

FogOfWar replayedFog(const FogOfWar &current, const FogOfWar &from, const FogOfWar &to)
{
    FogOfWar fog = to;
    fog.explored = replayed(current.explored, from.explored, to.explored);
    fog.exploredPositions =
        replayed(current.exploredPositions, from.exploredPositions, to.exploredPositions);
    return fog;
}
} // namespace

ReplaceFogCommand::ReplaceFogCommand(EncounterDocument *document, FogOfWar before, FogOfWar after,
                                     const QString &text, int strokeId)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)),
      m_after(std::move(after)), m_strokeId(strokeId)
{
}

void ReplaceFogCommand::undo()
{
    m_document->replaceFog(replayedFog(m_document->encounter().fog, m_after, m_before));
}

void ReplaceFogCommand::redo()
{
    m_document->replaceFog(replayedFog(m_document->encounter().fog, m_before, m_after));
}

int ReplaceFogCommand::id() const
{
    return m_strokeId >= 0 ? FogStrokeCommandId : -1;
}

bool ReplaceFogCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ReplaceFogCommand *>(other);
    if (next->m_strokeId != m_strokeId || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    return true;
}
