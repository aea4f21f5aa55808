#pragma once

#include <QObject>
#include <QPoint>
#include <QtQml/qqmlregistration.h>

class ActionPointModel;
class AreaEditor;
class Autosaver;
class BoardEditor;
class CombatController;
class EncounterDocument;
class EncounterEditor;
class Exchange;
class FogEditor;
class FogTracker;
class LightEditor;
class LiveAnalysis;
class MiniatureLibraryModel;
class PlayerMirror;
class RecentFiles;
class RosterController;
class RulerModel;
class SessionWorkspace;
class ShareController;
class TableShow;
class TemplateEditor;
class TokenSelection;

// Everything one main window works on, made and wired here (docs/architecture.md §4.16): the
// document with its job queue, the editors, the selection, the live analysis, the fight, the
// action points, the player mirror and fog, the session folder and its roster, autosave,
// import and export, and the recent files. Main.qml receives it as its one required property
// and hands it on to the parts it lays out; the QML only binds to these objects and forwards
// pointer events; every sequence of engine calls (a drop, an action point) is one call here.
class Workbench : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document CONSTANT)
    Q_PROPERTY(EncounterEditor *editor READ editor CONSTANT)
    Q_PROPERTY(TokenSelection *selection READ selection CONSTANT)
    Q_PROPERTY(LiveAnalysis *live READ live CONSTANT)
    Q_PROPERTY(ActionPointModel *actionPoints READ actionPoints CONSTANT)
    Q_PROPERTY(BoardEditor *boardEditor READ boardEditor CONSTANT)
    Q_PROPERTY(AreaEditor *areaEditor READ areaEditor CONSTANT)
    Q_PROPERTY(LightEditor *lightEditor READ lightEditor CONSTANT)
    Q_PROPERTY(TemplateEditor *templateEditor READ templateEditor CONSTANT)
    Q_PROPERTY(RulerModel *ruler READ ruler CONSTANT)
    Q_PROPERTY(CombatController *combat READ combat CONSTANT)
    Q_PROPERTY(FogTracker *fog READ fog CONSTANT)
    Q_PROPERTY(FogEditor *fogEditor READ fogEditor CONSTANT)
    Q_PROPERTY(TableShow *tableShow READ tableShow CONSTANT)
    Q_PROPERTY(PlayerMirror *playerMirror READ playerMirror CONSTANT)
    Q_PROPERTY(SessionWorkspace *sessionWorkspace READ sessionWorkspace CONSTANT)
    Q_PROPERTY(RosterController *roster READ roster CONSTANT)
    Q_PROPERTY(Autosaver *autosaver READ autosaver CONSTANT)
    Q_PROPERTY(Exchange *exchange READ exchange CONSTANT)
    Q_PROPERTY(RecentFiles *recentFiles READ recentFiles CONSTANT)
    Q_PROPERTY(MiniatureLibraryModel *library READ library CONSTANT)
    Q_PROPERTY(ShareController *share READ share CONSTANT)
    // Whether the rule set splits movement around the Action (markActionPoint()).
    Q_PROPERTY(bool splitsMovement READ splitsMovement NOTIFY splitsMovementChanged)

public:
    explicit Workbench(QObject *parent = nullptr);
    ~Workbench() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    [[nodiscard]] EncounterEditor *editor() const { return m_editor; }
    [[nodiscard]] TokenSelection *selection() const { return m_selection; }
    [[nodiscard]] LiveAnalysis *live() const { return m_live; }
    [[nodiscard]] ActionPointModel *actionPoints() const { return m_actionPoints; }
    [[nodiscard]] BoardEditor *boardEditor() const { return m_boardEditor; }
    [[nodiscard]] AreaEditor *areaEditor() const { return m_areaEditor; }
    [[nodiscard]] LightEditor *lightEditor() const { return m_lightEditor; }
    [[nodiscard]] TemplateEditor *templateEditor() const { return m_templateEditor; }
    [[nodiscard]] TableShow *tableShow() const { return m_show; }
    [[nodiscard]] RulerModel *ruler() const { return m_ruler; }
    [[nodiscard]] CombatController *combat() const { return m_combat; }
    [[nodiscard]] FogTracker *fog() const { return m_fog; }
    [[nodiscard]] FogEditor *fogEditor() const { return m_fogEditor; }
    [[nodiscard]] PlayerMirror *playerMirror() const { return m_playerMirror; }
    [[nodiscard]] SessionWorkspace *sessionWorkspace() const { return m_sessionWorkspace; }
    [[nodiscard]] RosterController *roster() const { return m_roster; }
    [[nodiscard]] Autosaver *autosaver() const { return m_autosaver; }
    [[nodiscard]] Exchange *exchange() const { return m_exchange; }
    [[nodiscard]] RecentFiles *recentFiles() const { return m_recentFiles; }
    [[nodiscard]] MiniatureLibraryModel *library() const { return m_library; }
    [[nodiscard]] ShareController *share() const { return m_share; }

    // The drop at the end of a drag, by mouse or keyboard, on either board: the tokens go where
    // the live analysis holds the drag (the whole selection by the lead token's offset on a
    // square board, the token to its place and level on the Combat Grid) as one undo step, the
    // move's cost is booked against the action points, and the preview ends. False when
    // nothing was dragged or nothing moved.
    Q_INVOKABLE bool commitDrag();
    // Classic movement split around the Action (docs/rules.md §1.9): the dragged cell becomes
    // the lead token's action point, the move so far is one undo step, and the drag goes on
    // from there. False where the rule set has no such split or nothing is dragged.
    Q_INVOKABLE bool markActionPoint();
    [[nodiscard]] bool splitsMovement() const;

    // Touch on the table (docs/input.md, "The table"): whether a player's finger may pick up
    // this token there. Only while TableSetup allows it, only a token the players' view shows,
    // and with "the party's tokens" only the party's.
    Q_INVOKABLE [[nodiscard]] bool tableMayMove(const QString &tokenId) const;
    // The drop of a drag made on the table: the token alone goes to `cell` on the GM's board
    // through the same path as the GM's own drop (one undo step, the fight's log and action
    // points). False, and nothing changed, when it may not move there or the GM holds a drag.
    Q_INVOKABLE bool moveFromTable(const QString &tokenId, QPoint cell);

    // Deletes every part but the document, newest first, so that work in flight lets go of it
    // (MainWindowHost then finishes the document's jobs). Once only, as the window closes.
    void releaseParts();

Q_SIGNALS:
    // A short message for the GM (a refused edit, a session error, an export done); the window
    // shows it for `milliseconds` (0: its usual time).
    void notice(const QString &text, int milliseconds);
    void splitsMovementChanged();

private:
    // The selected tokens that move with the dragged one: the selection when it holds it.
    [[nodiscard]] QStringList draggedGroup() const;
    // commitDrag for these tokens, whatever the selection holds.
    bool commitDragOf(const QStringList &group);
    // The dragged token's offset in cells from where it stands; false when it is not dragged
    // on a square board.
    [[nodiscard]] bool dragOffset(int &dx, int &dy) const;
    void wire();

    EncounterDocument *m_document;
    EncounterEditor *m_editor;
    TokenSelection *m_selection;
    LiveAnalysis *m_live;
    ActionPointModel *m_actionPoints;
    BoardEditor *m_boardEditor;
    AreaEditor *m_areaEditor;
    LightEditor *m_lightEditor;
    TemplateEditor *m_templateEditor;
    TableShow *m_show;
    RulerModel *m_ruler;
    CombatController *m_combat;
    FogTracker *m_fog;
    FogEditor *m_fogEditor;
    PlayerMirror *m_playerMirror;
    SessionWorkspace *m_sessionWorkspace;
    RosterController *m_roster;
    Autosaver *m_autosaver;
    Exchange *m_exchange;
    RecentFiles *m_recentFiles;
    MiniatureLibraryModel *m_library;
    ShareController *m_share;
    QString m_actingToken; // whose turn the action points belong to
};
