#include "shell/workbench.h"

#include "combat/combatcontroller.h"
#include "document/autosaver.h"
#include "document/encounterdocument.h"
#include "document/exchange.h"
#include "editing/areaeditor.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"
#include "editing/lighteditor.h"
#include "editing/rulermodel.h"
#include "editing/templateeditor.h"
#include "editing/tokenselection.h"
#include "engine/traptriggers.h"
#include "library/miniaturelibrarymodel.h"
#include "live/actionpointmodel.h"
#include "live/liveanalysis.h"
#include "player/fogeditor.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"
#include "player/tablesetup.h"
#include "player/tableshow.h"
#include "session/rostercontroller.h"
#include "session/sessionworkspace.h"
#include "share/sharecontroller.h"
#include "shell/appsettings.h"
#include "shell/recentfiles.h"

#include <QUndoStack>

Workbench::Workbench(QObject *parent)
    : QObject(parent), m_document(new EncounterDocument(this)), m_editor(new EncounterEditor(this)),
      m_selection(new TokenSelection(this)), m_live(new LiveAnalysis(this)),
      m_actionPoints(new ActionPointModel(this)), m_boardEditor(new BoardEditor(this)),
      m_areaEditor(new AreaEditor(this)), m_lightEditor(new LightEditor(this)),
      m_templateEditor(new TemplateEditor(this)), m_show(new TableShow(this)),
      m_ruler(new RulerModel(this)), m_combat(new CombatController(this)),
      m_fog(new FogTracker(this)), m_fogEditor(new FogEditor(this)),
      m_playerMirror(new PlayerMirror(this)), m_sessionWorkspace(new SessionWorkspace(this)),
      m_roster(new RosterController(this)), m_autosaver(new Autosaver(this)),
      m_exchange(new Exchange(this)), m_recentFiles(new RecentFiles(this)),
      m_library(new MiniatureLibraryModel(this)), m_share(new ShareController(this))
{
    wire();
}

Workbench::~Workbench()
{
    releaseParts();
}

void Workbench::releaseParts()
{
    // Newest first: each part goes before the parts it was wired to, and all of them before
    // the document. An export in flight is cancelled, the autosaver unlocks its files once
    // its write ended, and the drag preview worker is joined.
    auto release = [](auto *&part) {
        delete part;
        part = nullptr;
    };
    release(m_share); // stops sharing: its thread ends before the parts it reads go
    release(m_library);
    release(m_recentFiles);
    release(m_exchange);
    release(m_autosaver);
    release(m_roster);
    release(m_sessionWorkspace);
    release(m_playerMirror);
    release(m_fogEditor);
    release(m_fog);
    release(m_combat);
    release(m_ruler);
    release(m_show);
    release(m_templateEditor);
    release(m_lightEditor);
    release(m_areaEditor);
    release(m_boardEditor);
    release(m_actionPoints);
    release(m_live);
    release(m_selection);
    release(m_editor);
}

void Workbench::wire()
{
    m_editor->setDocument(m_document);
    m_selection->setDocument(m_document);
    m_live->setDocument(m_document);
    m_actionPoints->setLive(m_live);
    m_boardEditor->setDocument(m_document);
    m_areaEditor->setDocument(m_document);
    m_lightEditor->setDocument(m_document);
    m_templateEditor->setDocument(m_document);
    m_show->setDocument(m_document);
    m_ruler->setDocument(m_document);
    m_combat->setDocument(m_document);
    m_fog->setDocument(m_document);
    m_fogEditor->setDocument(m_document);
    m_playerMirror->setSource(m_document);
    m_playerMirror->setFog(m_fog);
    m_share->setSources(m_document, m_playerMirror, m_show->pings(), m_show->handouts());
    m_sessionWorkspace->setDocument(m_document);
    m_roster->setWorkspace(m_sessionWorkspace);
    m_show->setWorkspace(m_sessionWorkspace);
    m_roster->setDocument(m_document);
    m_autosaver->setDocument(m_document);
    m_exchange->setDocument(m_document);

    // The overlays follow the selected token; picking a token puts areas, lights and templates
    // down.
    connect(m_selection, &TokenSelection::selectionChanged, this, [this] {
        const QString current = m_selection->current();
        m_live->setSelectedToken(current);
        if (!current.isEmpty()) {
            m_areaEditor->setSelectedId(QString());
            m_lightEditor->setSelectedId(QString());
            m_templateEditor->setSelectedId(QString());
        }
    });

    // A new turn in a fight forgets the last one's action points.
    connect(m_combat, &CombatController::stateChanged, this, [this] {
        const QString acting = m_combat->currentId();
        if (acting != m_actingToken) {
            m_actingToken = acting;
            m_actionPoints->clear();
        }
    });

    // The miniatures shown: the app's language, the encounter's rule set, and the session's
    // own creatures (docs/file-format.md §16).
    auto *settings = AppSettings::instance();
    m_library->setLanguage(settings->activeLanguage());
    connect(settings, &AppSettings::languageChanged, m_library,
            [this, settings] { m_library->setLanguage(settings->activeLanguage()); });
    auto followDocument = [this] {
        m_library->setRulesId(m_document->rulesId());
        Q_EMIT splitsMovementChanged();
    };
    followDocument();
    connect(m_document, &EncounterDocument::encounterReset, this, followDocument);
    auto followSession = [this] {
        m_library->setSessionFolder(m_sessionWorkspace->isOpen() ? m_sessionWorkspace->folder()
                                                                 : QString());
        if (m_sessionWorkspace->isOpen())
            m_recentFiles->addSession(m_sessionWorkspace->folder());
    };
    connect(m_sessionWorkspace, &SessionWorkspace::folderChanged, this, followSession);
    // Between scenes the players' copy does not follow the GM to the next map.
    connect(m_sessionWorkspace, &SessionWorkspace::betweenScenesChanged, this,
            [this] { m_playerMirror->setHeld(m_sessionWorkspace->betweenScenes()); });

    auto remember = [this](bool ok, const QString &fileName) {
        if (ok)
            m_recentFiles->add(fileName);
    };
    connect(m_document, &EncounterDocument::loadFinished, this, remember);
    connect(m_document, &EncounterDocument::saveFinished, this, remember);

    // What the GM is told in passing.
    auto say = [this](const QString &text) { Q_EMIT notice(text, 0); };
    connect(m_editor, &EncounterEditor::refused, this, say);
    connect(m_boardEditor, &BoardEditor::refused, this, say);
    connect(m_areaEditor, &AreaEditor::refused, this, say);
    connect(m_lightEditor, &LightEditor::refused, this, say);
    connect(m_templateEditor, &TemplateEditor::refused, this, say);
    connect(m_show->drawings(), &DrawingEditor::refused, this, say);
    connect(m_show->marks(), &BoardMarks::refused, this, say);
    connect(m_combat, &CombatController::refused, this, say);
    connect(m_combat, &CombatController::areaAlert, this,
            [this](const QString &, const QStringList &texts) {
                Q_EMIT notice(texts.join(QLatin1Char('\n')), 0);
            });
    connect(m_sessionWorkspace, &SessionWorkspace::errorStringChanged, this, [this] {
        if (!m_sessionWorkspace->errorString().isEmpty())
            Q_EMIT notice(m_sessionWorkspace->errorString(), 0);
    });
    connect(m_roster, &RosterController::errorStringChanged, this, [this] {
        if (!m_roster->errorString().isEmpty())
            Q_EMIT notice(m_roster->errorString(), 0);
    });
    connect(m_roster, &RosterController::linesAdded, this, [this](const QStringList &lines) {
        Q_EMIT notice(lines.join(QLatin1Char('\n')), 2800 + 1200 * int(lines.size()));
    });
    // Failures show in the document's error banner; successes and cancels as a note.
    connect(m_exchange, &Exchange::finished, this, [this](bool ok, const QString &message) {
        if (ok || m_exchange->errorString() != message)
            Q_EMIT notice(message, 0);
    });
}

QStringList Workbench::draggedGroup() const
{
    const QString lead = m_live->dragToken();
    return m_selection->contains(lead) ? m_selection->ids() : QStringList{lead};
}

bool Workbench::dragOffset(int &dx, int &dy) const
{
    if (!m_live->isDragging() || m_document->boardKind() != EncounterDocument::BoardKind::Square)
        return false;
    const Token *token = m_document->encounter().token(m_live->dragToken());
    if (!token)
        return false;
    const QPoint cell = m_live->dragCell();
    dx = cell.x() - token->x;
    dy = cell.y() - token->y;
    return true;
}

bool Workbench::commitDrag()
{
    return commitDragOf(draggedGroup());
}

bool Workbench::commitDragOf(const QStringList &group)
{
    if (!m_live->isDragging())
        return false;
    bool moved = false;
    const QString lead = m_live->dragToken();
    if (m_document->boardKind() == EncounterDocument::BoardKind::Square) {
        int dx = 0;
        int dy = 0;
        if (dragOffset(dx, dy)) {
            // After its Action a token's moves spend what is left of its Speed.
            m_actionPoints->recordMove(lead, m_live->pathCost());
            // In a fight, the traps the acting combatant's path sets off are logged with the
            // move, one undo step (docs/rules.md §12).
            const Token *mover = m_document->encounter().token(lead);
            QList<TrapTriggers::Sprung> sprung;
            if (m_combat->isActive() && m_combat->currentId() == lead && mover && m_live->path())
                sprung = TrapTriggers::alongPath(m_document->encounter().board.square,
                                                 m_live->path()->steps, mover->footprint(), true);
            auto *stack = m_document->undoStack();
            const bool logged = !sprung.isEmpty() && (dx != 0 || dy != 0);
            if (logged)
                stack->beginMacro(tr("Move %1").arg(mover->name));
            if (dx != 0 || dy != 0)
                moved = m_editor->moveTokens(group, dx, dy);
            if (logged) {
                if (moved)
                    m_combat->logTrapsSetOff(lead, sprung);
                stack->endMacro();
            }
        }
    } else {
        const Token *token = m_document->encounter().token(lead);
        const QString position = m_live->dragPosition();
        const QString level = m_live->dragLevel();
        if (token && !position.isEmpty() && (position != token->position || level != token->level))
            moved = m_editor->placeToken(lead, position, level);
    }
    m_live->clearDrag();
    return moved;
}

bool Workbench::tableMayMove(const QString &tokenId) const
{
    const auto rule = TableSetup::instance()->tableTouch();
    if (rule == TableSetup::TableTouch::Off ||
        m_document->boardKind() != EncounterDocument::BoardKind::Square)
        return false;
    // The players' encounter holds only what they see: no hidden token, none under the fog.
    const Token *shown = m_playerMirror->document()->encounter().token(tokenId);
    const Token *token = m_document->encounter().token(tokenId);
    if (!shown || !token || token->hidden)
        return false;
    return rule == TableSetup::TableTouch::AnyToken ||
           token->side == m_document->encounter().partySide();
}

bool Workbench::moveFromTable(const QString &tokenId, QPoint cell)
{
    // The GM's own drag wins: the table waits rather than drop the GM's preview.
    if (!tableMayMove(tokenId) || m_live->isDragging())
        return false;
    if (!m_live->setDrag(tokenId, cell))
        return false;
    return commitDragOf({tokenId});
}

bool Workbench::splitsMovement() const
{
    const auto &rules = m_document->encounter().rules;
    return rules && rules->combat.procedure == CombatRules::Procedure::Classic;
}

bool Workbench::markActionPoint()
{
    int dx = 0;
    int dy = 0;
    if (!splitsMovement() || !dragOffset(dx, dy) || !m_actionPoints->markAction())
        return false;
    if (dx != 0 || dy != 0)
        m_editor->moveTokens(draggedGroup(), dx, dy);
    return true;
}
