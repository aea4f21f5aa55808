#include "document/addremovetokenscommand.h"

#include "document/encounterdocument.h"

#include <algorithm>

AddRemoveTokensCommand::AddRemoveTokensCommand(EncounterDocument *document, Action action,
                                               QList<Row> rows, const QString &text)
    : QUndoCommand(text), m_document(document), m_action(action), m_rows(std::move(rows))
{
    std::sort(m_rows.begin(), m_rows.end(),
              [](const Row &a, const Row &b) { return a.index < b.index; });
}

void AddRemoveTokensCommand::undo()
{
    if (m_action == Action::Add)
        removeAll();
    else
        insertAll();
}

void AddRemoveTokensCommand::redo()
{
    if (m_action == Action::Add)
        insertAll();
    else
        removeAll();
}

void AddRemoveTokensCommand::insertAll()
{
    // Ascending, so each index is already right when its token goes in.
    for (const auto &row : m_rows)
        m_document->insertToken(row.index, row.token);
}

void AddRemoveTokensCommand::removeAll()
{
    // Descending, so the indexes still to come do not shift.
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it)
        m_document->removeToken(it->index);
}
