#include "session/rostercarrycommand.h"

#include <QCoreApplication>

RosterCarryCommand::RosterCarryCommand(EncounterDocument *document,
                                       QList<ReplaceTokensCommand::Change> changes,
                                       QStringList lines, Log log)
    : QUndoCommand(QCoreApplication::translate("RosterCarryCommand", "Carry the party over")),
      m_tokens(document, std::move(changes), EncounterChange::Kind::TokenChanged, text()),
      m_lines(std::move(lines)), m_log(std::move(log))
{
}

void RosterCarryCommand::undo()
{
    m_tokens.undo();
    if (m_log.owner && m_log.takeBack)
        m_log.takeBack(m_lines);
}

void RosterCarryCommand::redo()
{
    m_tokens.redo();
    if (m_log.owner && m_log.add)
        m_log.add(m_lines);
}
