#pragma once

#include "document/replacetokenscommand.h"

#include <QPointer>
#include <QStringList>
#include <QUndoCommand>
#include <functional>

// The party taking the roster's state into an encounter (docs/rules.md §10.1, "Into the next
// encounter"): every matched token's `roster`, `carried` and lasting conditions in one undo step,
// and the log lines that say so, which undo takes back out of the roster's log.
class RosterCarryCommand : public QUndoCommand
{
public:
    // Where the lines go: `add` on redo, `takeBack` on undo (RosterController's log). Each is
    // called only while `owner` lives, since the undo stack may outlive the log's keeper.
    struct Log {
        QPointer<QObject> owner;
        std::function<void(const QStringList &)> add;
        std::function<void(const QStringList &)> takeBack;
    };

    RosterCarryCommand(EncounterDocument *document, QList<ReplaceTokensCommand::Change> changes,
                       QStringList lines, Log log);

    void undo() override;
    void redo() override;

private:
    ReplaceTokensCommand m_tokens;
    QStringList m_lines;
    Log m_log;
};
