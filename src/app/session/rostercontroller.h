#pragma once

#include "combat/combatlogmodel.h"
#include "document/encounterdocument.h"
#include "model/encounter.h"
#include "session/rostertablemodel.h"
#include "session/sessionworkspace.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

// The party's wounds from one encounter of the session to the next in the app (docs/rules.md
// §10): when a fight ends (or the GM leaves the encounter) the party's tokens give the roster
// their state, written to the session file (also when the GM marks the encounter done); when the
// next encounter opens its tokens take the
// roster's, as one undo step with a log line per character. An encounter whose session step has
// carryOver off takes no part. The roster itself is the `roster` table.
class RosterController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        SessionWorkspace *workspace READ workspace WRITE setWorkspace NOTIFY workspaceChanged)
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(RosterTableModel *roster READ roster CONSTANT)
    // What the carry-over did this evening, newest last: "Kara carries 3 Poise damage and Wet
    // from Bridge ambush", "Kara carries 4 Stress out of Mill race". Round 0, never secret.
    Q_PROPERTY(CombatLogModel *log READ log CONSTANT)
    Q_PROPERTY(QStringList lines READ lines NOTIFY linesChanged)
    // The open encounter is a file of the open session folder.
    Q_PROPERTY(bool available READ isAvailable NOTIFY availableChanged)
    // The open encounter takes part in the roster (its session step's carryOver). Setting it
    // writes the session file.
    Q_PROPERTY(bool carryOver READ carryOver WRITE setCarryOver NOTIFY availableChanged)
    // The open encounter's rule set's rest between fights (docs/rules.md §10.1); "" without one.
    Q_PROPERTY(QString restName READ restName NOTIFY rulesChanged)
    Q_PROPERTY(QString restDescription READ restDescription NOTIFY rulesChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    explicit RosterController(QObject *parent = nullptr);

    [[nodiscard]] SessionWorkspace *workspace() const { return m_workspace; }
    void setWorkspace(SessionWorkspace *workspace);
    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] RosterTableModel *roster() const { return m_roster; }
    [[nodiscard]] CombatLogModel *log() const { return m_log; }
    [[nodiscard]] QStringList lines() const { return m_lines; }
    [[nodiscard]] bool isAvailable() const;
    [[nodiscard]] bool carryOver() const;
    void setCarryOver(bool carryOver);
    [[nodiscard]] QString restName() const;
    [[nodiscard]] QString restDescription() const;
    [[nodiscard]] QString errorString() const { return m_error; }

    // The roster takes the open encounter's party as it stands now (the fight's state when one
    // is running). False when there is nothing to take it from, or carry-over is off.
    Q_INVOKABLE bool capture();
    // The open encounter's party takes the roster's state now: one undo step. False when
    // nothing changed, or carry-over is off.
    Q_INVOKABLE bool apply();
    // The rule set's rest for the whole roster (RosterCarry::rest), saved to the session file.
    Q_INVOKABLE bool rest();
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void workspaceChanged();
    void documentChanged();
    void linesChanged();
    // New lines of what the party brought in, for the window to show the GM at once.
    void linesAdded(const QStringList &lines);
    void availableChanged();
    void rulesChanged();
    void errorStringChanged();

private:
    // Lines join the log; RosterCarryCommand's leave it again on undo.
    void addLines(const QStringList &lines);
    void takeBackLines(const QStringList &lines);
    void onEncounterLeaving(const QString &file);
    // Marking the open encounter done ends its part in the roster as leaving it does.
    void onSessionChanged();
    void rememberDone();
    void onEncounterOpened(const QString &file);
    void onEncounterReset();
    void onUndoIndexChanged(int index);
    [[nodiscard]] bool takesPart(const QString &file) const;
    bool captureFrom(const Encounter &encounter);
    void setError(const QString &error);
    void syncLog();

    QPointer<SessionWorkspace> m_workspace;
    QPointer<EncounterDocument> m_document;
    RosterTableModel *m_roster;
    CombatLogModel *m_log;
    QStringList m_lines;
    QString m_error;
    // The encounter as it stood after the last step of a running fight: when the next step
    // ends the fight, the roster is taken from it, while the fight's pools are still there.
    std::optional<Encounter> m_fight;
    int m_undoIndex = 0;
    // The roster was taken from the open encounter since it opened (an ended fight), so leaving
    // it does not take it again from tokens that no longer hold the fight's pools.
    bool m_captured = false;
    // The open session file and whether its step was done, to see it being marked done.
    QString m_doneFile;
    bool m_done = false;
};
