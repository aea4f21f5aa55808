#pragma once

#include "document/replacetokenscommand.h"
#include "model/combatstate.h"

#include <QUndoCommand>
#include <optional>

class EncounterDocument;

// One undoable combat action: the fight's whole state before and after, and the tokens it
// changed (conditions, hidden, the round's Movement). Undo restores both exactly, timers and
// the log included (docs/architecture.md §4).
class ReplaceCombatCommand : public QUndoCommand
{
public:
    ReplaceCombatCommand(EncounterDocument *document, std::optional<CombatState> before,
                         std::optional<CombatState> after,
                         QList<ReplaceTokensCommand::Change> tokens, const QString &text);

    void undo() override;
    void redo() override;

private:
    EncounterDocument *m_document;
    std::optional<CombatState> m_before;
    std::optional<CombatState> m_after;
    QList<ReplaceTokensCommand::Change> m_tokens;
};
