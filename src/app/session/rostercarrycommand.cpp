#include "session/rostercarrycommand.h"

#include "session/rostercontroller.h"

#include <QCoreApplication>

RosterCarryCommand::RosterCarryCommand(EncounterDocument *document,
                                       QList<ReplaceTokensCommand::Change> changes,
                                       RosterController *controller, QStringList lines)
    : QUndoCommand(QCoreApplication::translate("RosterCarryCommand", "Carry the party over")),
      m_tokens(document, std::move(changes), EncounterChange::Kind::TokenChanged, text()),
      m_controller(controller), m_lines(std::move(lines))
{
}

void RosterCarryCommand::undo()
{
    m_tokens.undo();
    if (m_controller)
        m_controller->takeBackLines(m_lines);
}

void RosterCarryCommand::redo()
{
    m_tokens.redo();
    if (m_controller)
        m_controller->addLines(m_lines);
}
