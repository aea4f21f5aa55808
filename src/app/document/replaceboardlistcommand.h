#pragma once

#include "document/encounterdocument.h"
#include "engine/encounterchange.h"
#include "model/squareboard.h"

#include <QList>
#include <QUndoCommand>

// One undoable change of one of a square board's lists that no analysis reads: its templates
// (docs/rules.md §9: a measurement, and an anchored one follows its token by itself), its
// drawings (docs/file-format.md §3.10), its pins, or its traps (docs/rules.md §12: read only by
// the path label and the fight, from the frame's snapshot). It reports
// EncounterChange::appearance(): the analyses keep every result and only the frame and the board
// layer take the new snapshot (docs/architecture.md §4.2). A drag or a stroke is one command,
// pushed when it ends (the editor keeps the preview meanwhile), so nothing merges.
template<auto List> class ReplaceBoardListCommand : public QUndoCommand
{
public:
    using Items = std::remove_cvref_t<decltype(std::declval<SquareBoard>().*List)>;

    ReplaceBoardListCommand(EncounterDocument *document, Items before, Items after,
                            const QString &text)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after))
    {
    }

    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }

private:
    void apply(const Items &items)
    {
        Board board = m_document->encounter().board;
        board.square.*List = items;
        m_document->replaceBoard(board, EncounterChange::appearance());
    }

    EncounterDocument *m_document;
    Items m_before;
    Items m_after;
};

using ReplaceTemplatesCommand = ReplaceBoardListCommand<&SquareBoard::templates>;
using ReplaceDrawingsCommand = ReplaceBoardListCommand<&SquareBoard::drawings>;
using ReplacePinsCommand = ReplaceBoardListCommand<&SquareBoard::pins>;
using ReplaceTrapsCommand = ReplaceBoardListCommand<&SquareBoard::traps>;
