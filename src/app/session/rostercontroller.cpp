#include "session/rostercontroller.h"

#include "combat/rostercarry.h"
#include "session/rostercarrycommand.h"

#include <QUndoStack>

RosterController::RosterController(QObject *parent)
    : QObject(parent), m_roster(new RosterTableModel(this)), m_log(new CombatLogModel(true, this))
{
}

void RosterController::setWorkspace(SessionWorkspace *workspace)
{
    if (m_workspace == workspace)
        return;
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &SessionWorkspace::encounterLeaving, this,
                &RosterController::onEncounterLeaving);
        connect(m_workspace, &SessionWorkspace::encounterOpened, this,
                &RosterController::onEncounterOpened);
        connect(m_workspace, &SessionWorkspace::sessionChanged, this,
                &RosterController::onSessionChanged);
        connect(m_workspace, &SessionWorkspace::currentFileChanged, this, [this] {
            rememberDone();
            Q_EMIT availableChanged();
        });
        connect(m_workspace, &SessionWorkspace::folderChanged, this,
                &RosterController::availableChanged);
    }
    m_roster->setWorkspace(m_workspace);
    rememberDone();
    Q_EMIT workspaceChanged();
    Q_EMIT availableChanged();
}

void RosterController::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    }
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this,
                &RosterController::onEncounterReset);
        connect(m_document->undoStack(), &QUndoStack::indexChanged, this,
                &RosterController::onUndoIndexChanged);
    }
    onEncounterReset();
    Q_EMIT documentChanged();
}

bool RosterController::isAvailable() const
{
    return m_workspace && m_workspace->isOpen() && !m_workspace->currentFile().isEmpty();
}

bool RosterController::carryOver() const
{
    return isAvailable() && takesPart(m_workspace->currentFile());
}

void RosterController::setCarryOver(bool carryOver)
{
    if (!isAvailable() || carryOver == this->carryOver())
        return;
    if (!m_workspace->setCarryOver(m_workspace->currentFile(), carryOver))
        setError(m_workspace->errorString());
    Q_EMIT availableChanged();
}

QString RosterController::restName() const
{
    const auto *e = m_document ? &m_document->encounter() : nullptr;
    return e && e->rules ? e->rules->carryOver.restName : QString();
}

QString RosterController::restDescription() const
{
    const auto *e = m_document ? &m_document->encounter() : nullptr;
    return e && e->rules ? e->rules->carryOver.restDescription : QString();
}

bool RosterController::takesPart(const QString &file) const
{
    // docs/rules.md §10.1 "Carry over off": such an encounter neither takes nor gives.
    return m_workspace && m_workspace->isOpen() && !file.isEmpty() &&
           m_workspace->session().step(file).carryOver;
}

bool RosterController::capture()
{
    if (!m_document || !m_document->isLoaded() || !carryOver())
        return false;
    return captureFrom(m_document->encounter());
}

bool RosterController::captureFrom(const Encounter &encounter)
{
    if (!encounter.rules || !m_workspace)
        return false;
    const auto result = RosterCarry::capture(encounter, m_workspace->session().roster);
    Session session = m_workspace->session();
    const bool changed = result.roster != session.roster;
    m_captured = true;
    if (changed) {
        session.roster = result.roster;
        if (!m_workspace->setSession(session)) {
            setError(m_workspace->errorString());
            return false;
        }
    }
    // Taking stock is not an edit of the encounter, so these lines are not undone with one.
    addLines(result.log);
    return changed;
}

bool RosterController::apply()
{
    if (!m_document || !m_document->isLoaded() || !carryOver())
        return false;
    const Encounter &encounter = m_document->encounter();
    const auto &roster = m_workspace->session().roster;
    if (!encounter.rules || roster.isEmpty())
        return false;
    const auto applied = RosterCarry::apply(encounter, roster, *encounter.rules);
    QList<ReplaceTokensCommand::Change> changes;
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        if (applied.encounter.tokens[i] != encounter.tokens[i])
            changes.append({i, encounter.tokens[i], applied.encounter.tokens[i]});
    }
    if (changes.isEmpty()) {
        // Already as the roster says (opened again): the lines still tell the GM who carries what.
        addLines(applied.log);
        return false;
    }
    RosterCarryCommand::Log log{this, [this](const QStringList &lines) { addLines(lines); },
                                [this](const QStringList &lines) { takeBackLines(lines); }};
    m_document->undoStack()->push(
        new RosterCarryCommand(m_document, std::move(changes), applied.log, std::move(log)));
    return true;
}

bool RosterController::rest()
{
    const auto *e = m_document ? &m_document->encounter() : nullptr;
    if (!m_workspace || !m_workspace->isOpen() || !e || !e->rules || !e->rules->carryOver.hasRest())
        return false;
    const auto result = RosterCarry::rest(m_workspace->session().roster, *e->rules);
    Session session = m_workspace->session();
    session.roster = result.roster;
    if (session.roster != m_workspace->session().roster && !m_workspace->setSession(session)) {
        setError(m_workspace->errorString());
        return false;
    }
    addLines(result.log);
    return true;
}

void RosterController::clearError()
{
    setError({});
}

void RosterController::addLines(const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    m_lines << lines;
    syncLog();
    Q_EMIT linesAdded(lines);
}

void RosterController::takeBackLines(const QStringList &lines)
{
    // The newest copy of each line goes: the command's own, added last.
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const auto at = m_lines.lastIndexOf(*it);
        if (at >= 0)
            m_lines.removeAt(at);
    }
    syncLog();
}

void RosterController::onEncounterLeaving(const QString &file)
{
    if (!m_document || !m_document->isLoaded() || !takesPart(file))
        return;
    // docs/rules.md §10.1 "Out of a fight": a fight still running gives the roster its state;
    // so does an encounter left without one (new characters join). After an ended fight the
    // roster already holds it, and the tokens no longer do.
    if (m_document->encounter().combat || !m_captured)
        captureFrom(m_document->encounter());
}

void RosterController::onSessionChanged()
{
    const QString before = m_doneFile;
    const bool wasDone = m_done;
    rememberDone();
    // docs/rules.md §10.1: "when the GM ends it or marks the encounter done". Only the same
    // encounter turning done counts, not a move to one done earlier.
    if (m_done && !wasDone && !m_doneFile.isEmpty() && m_doneFile == before)
        onEncounterLeaving(m_doneFile);
    Q_EMIT availableChanged();
}

void RosterController::rememberDone()
{
    m_doneFile = m_workspace && m_workspace->isOpen() ? m_workspace->currentFile() : QString();
    m_done = !m_doneFile.isEmpty() && m_workspace->session().step(m_doneFile).done;
}

void RosterController::onEncounterOpened(const QString &file)
{
    m_captured = false;
    Q_EMIT availableChanged();
    if (takesPart(file))
        apply();
}

void RosterController::onEncounterReset()
{
    m_captured = false;
    m_fight.reset();
    m_undoIndex = m_document ? m_document->undoStack()->index() : 0;
    if (m_document && m_document->encounter().combat)
        m_fight = m_document->encounter();
    m_roster->setRules(m_document ? m_document->encounter().rules : nullptr);
    Q_EMIT rulesChanged();
    Q_EMIT availableChanged();
}

void RosterController::onUndoIndexChanged(int index)
{
    if (!m_document)
        return;
    const bool forward = index > m_undoIndex;
    m_undoIndex = index;
    const Encounter &encounter = m_document->encounter();
    if (encounter.combat) {
        m_fight = encounter;
        return;
    }
    // A step forward ended the fight (End combat, or its redo): the roster takes the party as
    // the fight left it (docs/rules.md §10.1). Undoing the start of a fight is no ending.
    if (m_fight && forward && isAvailable() && takesPart(m_workspace->currentFile())) {
        const Encounter ended = *m_fight;
        m_fight.reset();
        captureFrom(ended);
        return;
    }
    m_fight.reset();
}

void RosterController::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorStringChanged();
}

void RosterController::syncLog()
{
    QList<CombatState::LogEntry> entries;
    for (const auto &line : std::as_const(m_lines))
        entries.append({0, line, false});
    m_log->setEntries(entries);
    Q_EMIT linesChanged();
}
