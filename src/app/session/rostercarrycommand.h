#pragma once

#include "document/replacetokenscommand.h"

#include <QPointer>
#include <QStringList>
#include <QUndoCommand>

class RosterController;

// The party taking the roster's state into an encounter (docs/rules.md §10.1, "Into the next
// encounter"): every matched token's `roster`, `carried` and lasting conditions in one undo step,
// and the log lines that say so, which undo takes back out of the roster's log.
class RosterCarryCommand : public QUndoCommand
{
public:
    RosterCarryCommand(EncounterDocument *document, QList<ReplaceTokensCommand::Change> changes,
                       RosterController *controller, QStringList lines);

    void undo() override;
    void redo() override;

private:
    ReplaceTokensCommand m_tokens;
    QPointer<RosterController> m_controller;
    QStringList m_lines;
};
