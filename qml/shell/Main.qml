import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The main window: menus, header, the tool palette, the board with pan and zoom and the live
// overlays, and the side panel. The window lays its parts out and binds them to the workbench
// (docs/architecture.md §4.16); each part's actions and dialogs live in its own file.
ApplicationWindow {
    id: window

    // Everything this window works on; the window binds to it.
    required property Workbench workbench
    readonly property EncounterDocument document: workbench.document

    visible: true
    minimumWidth: 900
    minimumHeight: 560
    title: (document.modified ? "• " : "")
           + (document.loaded ? qsTr("%1 — Gridkeep").arg(document.name) : qsTr("Gridkeep"))
    color: Theme.window
    // Settings → Text and control size scales every control's font (and so its size) at once.
    font.pointSize: Qt.application.font.pointSize > 0 ? Qt.application.font.pointSize * Theme.scale
                                                      : -1

    // The controls take the same system palette the board's colours come from, so the
    // header, menus and panel turn dark together with the board.
    palette.window: Theme.palette.window
    palette.windowText: Theme.palette.windowText
    palette.base: Theme.palette.base
    palette.alternateBase: Theme.palette.alternateBase
    palette.text: Theme.palette.text
    palette.button: Theme.palette.button
    palette.buttonText: Theme.palette.buttonText
    palette.highlight: Theme.palette.highlight
    palette.highlightedText: Theme.palette.highlightedText
    palette.light: Theme.palette.light
    palette.midlight: Theme.palette.midlight
    palette.mid: Theme.palette.mid
    palette.dark: Theme.palette.dark
    palette.shadow: Theme.palette.shadow
    palette.placeholderText: Theme.palette.placeholderText

    // The workbench's parts under short names, for the bindings below and for tests.
    readonly property EncounterEditor editor: workbench.editor
    readonly property TokenSelection selection: workbench.selection
    readonly property LiveAnalysis live: workbench.live
    readonly property MiniatureLibraryModel library: workbench.library
    readonly property BoardEditor boardEditor: workbench.boardEditor
    readonly property AreaEditor areaEditor: workbench.areaEditor
    readonly property LightEditor lightEditor: workbench.lightEditor
    readonly property TemplateEditor templateEditor: workbench.templateEditor
    readonly property RulerModel ruler: workbench.ruler
    readonly property CombatController combat: workbench.combat
    readonly property FogTracker fog: workbench.fog
    readonly property FogEditor fogEditor: workbench.fogEditor
    readonly property PlayerMirror playerMirror: workbench.playerMirror
    readonly property SessionWorkspace sessionWorkspace: workbench.sessionWorkspace
    readonly property Autosaver autosaver: workbench.autosaver
    // The window's own parts.
    readonly property alias overlays: overlays
    readonly property alias boardView: boardView
    readonly property alias recoveryDialog: flow.recoveryDialog
    readonly property Announcer announcer: statusBar.announcer
    readonly property StealthOverlay stealth: viewActions.stealth
    readonly property TacticalMapModel tactics: viewActions.tactics
    property alias closeApproved: flow.closeApproved
    // The player view: open or not, its window, and what the GM shares on it.
    property alias playerViewOpen: player.open
    readonly property PlayerWindow playerWindow: player.playerWindow
    readonly property alias sharedOverlays: player.sharedOverlays

    // The program calls these once the window is up (the screenshot mode's --player, --size).
    function offerRecovery() {
        flow.offerRecovery()
    }
    function openPlayerView(size) {
        player.openView(size)
    }

    // The screenshot mode's state: select a token, and optionally hold it dragged to a cell
    // (square boards: "X,Y") or a place (the Combat Grid: "POSITION,LEVEL"). Returns "" or why not.
    function applyScreenshotState(tokenId, dragTo) {
        if (tokenId === "")
            return dragTo === "" ? "" : qsTr("--drag-to needs --select TOKEN")
        if (document.tokens.indexOf(tokenId) < 0)
            return qsTr("--select: no token \"%1\" in this encounter").arg(tokenId)
        window.selection.select(tokenId)
        if (dragTo === "")
            return ""
        const parts = dragTo.split(",")
        const board = boardView.boardItem
        if (parts.length !== 2 || !board)
            return qsTr("--drag-to: expected X,Y or POSITION,LEVEL, got \"%1\"").arg(dragTo)
        if (document.boardKind === EncounterDocument.Square) {
            const x = parseInt(parts[0]), y = parseInt(parts[1])
            if (isNaN(x) || isNaN(y) || !board.previewDrag(tokenId, x, y))
                return qsTr("--drag-to: %1 cannot stand at (%2)").arg(tokenId).arg(dragTo)
        } else if (!board.previewDragTo(tokenId, parts[0], parts[1])) {
            return qsTr("--drag-to: %1 cannot stand at %2").arg(tokenId).arg(dragTo)
        }
        window.live.pointerCell = document.boardKind === EncounterDocument.Square
                ? Qt.point(parseInt(parts[0]), parseInt(parts[1])) : Qt.point(-1, -1)
        return ""
    }

    onClosing: close => {
        if (flow.holdClose(close))
            return
        // The player window must not keep the program running without the GM's.
        player.open = false
    }

    // The GM's overlay switches.
    OverlaySwitches {
        id: overlays
        // Lines to every token on small maps; only to nearby ones on big crowded maps.
        sightRange: window.document.boardWidth * window.document.boardHeight > 2500
                    && window.document.tokens.count > 60 ? 25 : 0
    }
    // Under the board, so the board takes its own drops first.
    DocumentFlow {
        id: flow
        workbench: window.workbench
        window: window
        boardView: boardView
        onNotice: (text, milliseconds) => toast.show(text, milliseconds)
    }
    EditActions {
        id: editActions
        workbench: window.workbench
    }
    ViewActions {
        id: viewActions
        workbench: window.workbench
        boardView: boardView
        overlays: overlays
        fogToolActive: player.fogTool !== FogToolLayer.None
    }
    PlayerViewControl {
        id: player
        workbench: window.workbench
        window: window
    }
    SessionActions {
        id: session
        workbench: window.workbench
        onEncounterRequested: file => flow.goToEncounter(file)
    }
    CombatActions {
        id: fight
        workbench: window.workbench
        onStartRequested: sidePanel.startFight()
        onNotice: (text, milliseconds) => toast.show(text, milliseconds)
    }
    Connections {
        target: window.workbench
        function onNotice(text, milliseconds) {
            toast.show(text, milliseconds)
        }
    }

    menuBar: MainMenuBar {
        workbench: window.workbench
        flow: flow
        edits: editActions
        view: viewActions
        player: player
        session: session
        fight: fight
        overlays: overlays
        onNotice: text => toast.show(text, 0)
    }
    header: HeaderBar {
        document: window.document
        editor: window.editor
        view: boardView
        newAction: flow.newAction
        openAction: flow.openAction
        saveAction: flow.saveAction
        undoAction: editActions.undoAction
        redoAction: editActions.redoAction
        zoomInAction: viewActions.zoomInAction
        zoomOutAction: viewActions.zoomOutAction
        fitAction: viewActions.fitAction
    }
    footer: StatusBar {
        id: statusBar
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        EncountersPanel {
            id: encountersPanel
            objectName: "encountersPanel"
            Layout.fillHeight: true
            // Narrower in a small window, so the board keeps most of it.
            Layout.preferredWidth: Math.max(260, Math.min(340, window.width * 0.24))
            visible: window.sessionWorkspace.open && session.panelShown
            workspace: window.sessionWorkspace
            onOpenRequested: file => flow.goToEncounter(file)
            onNextRequested: session.nextEncounterAction.trigger()
            onPreviousRequested: session.previousEncounterAction.trigger()
            onNewEncounterRequested: afterRow => flow.guard(() => window.sessionWorkspace.createEncounter(afterRow, ""))
        }
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            visible: encountersPanel.visible
            color: Theme.separator
        }

        EditToolPalette {
            id: toolPalette
            Layout.fillHeight: true
            visible: window.document.boardKind === EncounterDocument.Square
            editor: window.boardEditor
            areaEditor: window.areaEditor
            lightEditor: window.lightEditor
            templateEditor: window.templateEditor
            ruler: window.ruler
            drawingEditor: window.workbench.tableShow.drawings
            fogTool: player.fogTool
            onFogToolChosen: tool => player.fogTool = tool
        }

        BoardView {
            id: boardView
            objectName: "boardView"
            announces: true
            onAnnouncement: text => window.announcer.announce(text)
            Layout.fillWidth: true
            Layout.fillHeight: true
            document: window.document
            editor: window.editor
            selection: window.selection
            live: window.live
            overlays: overlays
            library: window.library
            boardEditor: window.boardEditor
            areaEditor: window.areaEditor
            lightEditor: window.lightEditor
            templateEditor: window.templateEditor
            rulerModel: window.ruler
            workbench: window.workbench
            onTemplateMenuRequested: (templateId, scenePosition) => boardMenus.openTemplateMenu(templateId, scenePosition)
            onWallTopRequested: (wallIndex, scenePosition) => boardMenus.openWallTop(wallIndex, scenePosition)
            onMarkCardRequested: (kind, markId) => boardMenus.openMarkCard(kind, markId)
            doorClicks: window.combat.active
            actingToken: window.combat.currentId
            fog: window.fog
            fogEditor: window.fogEditor
            fogTool: player.fogTool
            playerViewCells: window.playerWindow ? window.playerWindow.visibleCells : Qt.rect(0, 0, 0, 0)
            onCameraPicked: cells => player.showCells(cells)
            onOpenRequested: fileUrl => flow.openUrl(fileUrl)
            onContextMenuRequested: (tokenId, scenePosition) => boardMenus.openTokenMenu(tokenId, scenePosition, false)
            onInspectRequested: tokenId => sidePanel.showTokenDetails(tokenId)
            onKeyboardMenuRequested: (tokenId, scenePosition) => boardMenus.openTokenMenu(tokenId, scenePosition, true)
            onPositionMenuRequested: (positionId, scenePosition) => boardMenus.openPositionMenu(positionId, scenePosition)
        }

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.separator
        }

        SidePanel {
            id: sidePanel
            objectName: "sidePanel"
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.px(330)
            Layout.maximumWidth: Theme.px(330)
            workbench: window.workbench
            fight: fight
        }
    }

    BoardMenus {
        id: boardMenus
        workbench: window.workbench
        tactics: viewActions.tactics
        onInspectRequested: sidePanel.showInspector()
        onCreatureSaved: creatureId => sidePanel.showMiniature(creatureId)
    }
    BoardNotices {
        parent: boardView
        workbench: window.workbench
        overlays: overlays
        tactics: viewActions.tactics
        stealth: viewActions.stealth
        encountersPanelShown: encountersPanel.visible
        playerViewOpen: player.open
    }
    PanelFocus {
        window: window
        panels: [window.header, encountersPanel, toolPalette, boardView, sidePanel]
        board: boardView
    }
    Toast {
        id: toast
        announcer: window.announcer
    }
}
