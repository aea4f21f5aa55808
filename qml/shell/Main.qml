import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// The main window: header, the tool palette, the board with pan and zoom and the live
// overlays, and the side panel (miniature library, tokens, inspector).
ApplicationWindow {
    id: window

    // Everything this window works on (docs/architecture.md §4.16); the window binds to it.
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

    readonly property EncounterEditor editor: workbench.editor
    readonly property TokenSelection selection: workbench.selection
    readonly property LiveAnalysis live: workbench.live
    readonly property alias overlays: overlays
    readonly property MiniatureLibraryModel library: workbench.library
    readonly property BoardEditor boardEditor: workbench.boardEditor
    readonly property AreaEditor areaEditor: workbench.areaEditor
    readonly property LightEditor lightEditor: workbench.lightEditor
    readonly property TemplateEditor templateEditor: workbench.templateEditor
    readonly property RulerModel ruler: workbench.ruler
    readonly property alias boardView: boardView
    readonly property CombatController combat: workbench.combat
    readonly property FogTracker fog: workbench.fog
    readonly property FogEditor fogEditor: workbench.fogEditor
    readonly property PlayerMirror playerMirror: workbench.playerMirror
    readonly property alias sharedOverlays: sharedOverlays
    readonly property alias playerScreens: playerScreens
    readonly property Autosaver autosaver: workbench.autosaver
    readonly property alias recoveryDialog: recoveryDialog
    // The session folder the GM runs the evening from (docs/file-format.md §15).
    readonly property SessionWorkspace sessionWorkspace: workbench.sessionWorkspace
    readonly property RosterController rosterController: workbench.roster
    readonly property RecentFiles recent: workbench.recentFiles
    // The Encounters panel is shown beside the board while a session folder is open.
    property bool encountersPanelShown: true
    // The player window while it is open, else null.
    readonly property PlayerWindow playerWindow: playerLoader.item

    // The player view (docs/rules.md §3): open or not, blanked, what it shows.
    property bool playerViewOpen: false
    property bool playerBlanked: false
    property rect playerCamera: Qt.rect(0, 0, 0, 0)
    // True scale is remembered per screen (PlayerScreens), so a TV laid flat stays locked.
    readonly property bool playerTrueScale: playerScreens.currentScreen !== ""
                                            && playerScreens.trueScaleScreens.indexOf(playerScreens.currentScreen) >= 0
    property point playerScaleOrigin: Qt.point(0, 0)
    // The GM's fog or camera tool on the board (FogToolLayer.None: the usual editing). It and
    // the board editor's tools take turns: choosing one puts the other back to selecting.
    property int fogTool: FogToolLayer.None
    onFogToolChanged: if (fogTool !== FogToolLayer.None) window.boardEditor.tool = BoardEditor.Select
    Connections {
        target: window.boardEditor
        function onToolChanged() {
            if (window.boardEditor.tool !== BoardEditor.Select)
                window.fogTool = FogToolLayer.None
        }
    }

    // What to do once the GM has answered "save changes?" (and a save, if chosen, finished).
    property var pendingAction: null
    property bool closeApproved: false
    property bool saveThenContinue: false
    property bool closeWhenSaved: false

    // Shown only when a save in flight holds up closing for more than half a second.
    Timer {
        id: savingNote
        interval: 500
        onTriggered: toast.show(qsTr("Finishing the save before closing…"), 10000)
    }

    OverlaySwitches {
        id: overlays
        // Lines to every token on small maps; only to nearby ones on big crowded maps.
        sightRange: window.document.boardWidth * window.document.boardHeight > 2500
                    && window.document.tokens.count > 60 ? 25 : 0
    }
    // FIELD and ZONE areas (`meters`): picking one shows it in the inspector; picking a token
    // puts the token back there.
    // What the workbench tells the GM in passing.
    Connections {
        target: window.workbench
        function onNotice(text, milliseconds) {
            toast.show(text, milliseconds)
        }
    }
    // A picked area, light or template (docs/rules.md §8, §9) shows in the inspector; picking a
    // token puts the token back there (Workbench).
    Connections {
        target: window.areaEditor
        function onSelectedIdChanged() {
            if (window.areaEditor.selectedId !== "")
                sideTabs.currentIndex = 2
        }
    }
    Connections {
        target: window.lightEditor
        function onSelectedIdChanged() {
            if (window.lightEditor.selectedId !== "")
                sideTabs.currentIndex = 2
        }
    }
    Connections {
        target: window.templateEditor
        function onSelectedIdChanged() {
            if (window.templateEditor.selectedId !== "")
                sideTabs.currentIndex = 2
        }
    }
    // Recovery files while there are unsaved changes, and what earlier sessions left behind
    // (docs/architecture.md §4.8). The program calls offerRecovery() once the window is up.
    function offerRecovery() {
        if (window.autosaver.scan() > 0)
            recoveryDialog.open()
    }
    RosterTable {
        id: rosterTable
        controller: window.rosterController
    }
    SaveCreatureDialog {
        id: saveCreatureDialog
        library: window.library
        document: window.document
        sessionOpen: window.sessionWorkspace.open
        onSaved: creatureId => libraryPanel.showMiniature(creatureId)
    }
    // Moves between the session's encounters ask "save changes?" as opening a file does.
    function goToEncounter(file) {
        if (file !== "" && file !== window.sessionWorkspace.currentFile)
            guard(() => window.sessionWorkspace.goTo(file))
    }
    function openSessionFolder(url) {
        guard(() => window.sessionWorkspace.openFolder(url))
    }
    // What the GM shares with the players: nothing until the GM turns it on.
    OverlaySwitches {
        id: sharedOverlays
        zones: false
        surrounded: false
        sight: false
        highGround: false
        movement: false
        backstab: false
        meleeReach: false
    }
    PlayerScreens {
        id: playerScreens
    }
    Loader {
        id: playerLoader
        active: window.playerViewOpen
        sourceComponent: PlayerWindow {
            transientParent: null
            mirror: window.playerMirror
            fog: window.fog
            overlays: sharedOverlays
            rulerModel: window.ruler
            screens: playerScreens
            blanked: window.playerBlanked
            betweenScenes: window.sessionWorkspace.betweenScenes
            sessionTitle: window.sessionWorkspace.title
            camera: window.playerCamera
            trueScalePixels: window.playerTrueScale && playerScreens.currentScreen !== ""
                             ? (playerScreens.pixelsPerSquareByScreen[playerScreens.currentScreen] ?? 0) : 0
            scaleOrigin: window.playerScaleOrigin
            onClosing: window.playerViewOpen = false
        }
        onLoaded: playerScreens.place(item, window)
    }
    // Opens the player view (F9), at `size` when one is given (the screenshot mode's --size).
    function openPlayerView(size) {
        playerViewOpen = true
        if (size && playerLoader.item) {
            playerLoader.item.width = size.width
            playerLoader.item.height = size.height
        }
    }
    function panPlayerView(dx, dy) {
        playerScaleOrigin = Qt.point(Math.max(0, playerScaleOrigin.x + dx), Math.max(0, playerScaleOrigin.y + dy))
        if (!playerTrueScale && playerCamera.width > 0)
            playerCamera = Qt.rect(playerCamera.x + dx, playerCamera.y + dy, playerCamera.width, playerCamera.height)
    }
    Connections {
        target: window.combat
        function onSaveRequested(tokenId, tokenName, pool, poolName, modifier, positionName, fromPosition, fromLevel) {
            savingThrowDialog.ask(tokenId, tokenName, pool, poolName, modifier, positionName, fromPosition, fromLevel)
        }
        function onActiveChanged() {
            if (window.combat.active)
                sideTabs.currentIndex = 3
        }
    }

    // The combatant the fight keys act on: the selected token, else whoever has the turn.
    readonly property string combatTarget: window.selection.current !== "" && window.combat.combatants.count > 0
                                           ? window.selection.current : window.combat.currentId
    function combatTargetName() {
        for (let i = 0; i < window.combat.combatants.count; ++i) {
            const r = window.combat.combatants.get(i)
            if (r.tokenId === combatTarget)
                return r.name
        }
        return combatTarget
    }

    Connections {
        target: window.document
        function onSaveFinished(ok, fileName) {
            boardView.busyText = qsTr("Loading…")
            if (!ok) {
                window.pendingAction = null
                window.saveThenContinue = false
                return
            }
            if (window.saveThenContinue) {
                window.saveThenContinue = false
                // Edited while it was written: those edits are not in the file, so ask again.
                if (window.document.modified)
                    window.guard(window.pendingAction)
                else
                    window.runPending()
            }
        }
        function onBusyChanged() {
            if (window.closeWhenSaved && !window.document.saving) {
                window.closeWhenSaved = false
                savingNote.stop()
                window.close()
            }
        }
    }

    // Runs `action` now, or after the GM saved or discarded unsaved changes.
    function guard(action) {
        if (!document.modified) {
            action()
            return
        }
        pendingAction = action
        unsavedDialog.open()
    }
    function runPending() {
        const action = pendingAction
        pendingAction = null
        if (action)
            action()
    }
    // Saves to the document's file, or asks where (a new encounter, a bundled sample).
    function save() {
        if (document.fileName === "" || document.fileName.startsWith(":/"))
            window.openSaveAs()
        else
            document.save()
    }
    function openUrl(url) {
        if (window.exchange.isImportable(url)) {
            importUrl(url)
            return
        }
        guard(() => document.open(url))
    }
    // Save As, suggesting an imported map's folder and name (Exchange.suggestedSaveUrl).
    function openSaveAs() {
        const suggested = window.exchange.suggestedSaveUrl
        if (suggested.toString() !== "") {
            saveAsDialog.currentFolder = suggested.toString().replace(/\/[^/]*$/, "")
            saveAsDialog.selectedFile = suggested
        }
        saveAsDialog.open()
    }
    // A Universal VTT map, read as a new unsaved encounter once unsaved changes are dealt with.
    function importUrl(url) {
        guard(() => window.exchange.importFile(url, ""))
    }

    // File ▸ Import and File ▸ Export, off the UI thread (docs/architecture.md §3.3).
    readonly property Exchange exchange: workbench.exchange

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
        // A save in flight finishes first; then unsaved changes are asked about as usual.
        if (document.saving) {
            close.accepted = false
            closeWhenSaved = true
            savingNote.restart()
            return
        }
        if (document.modified && !closeApproved) {
            close.accepted = false
            guard(() => {
                closeApproved = true
                window.close()
            })
            return
        }
        // The player window must not keep the program running without the GM's.
        window.playerViewOpen = false
    }

    Action {
        id: settingsAction
        text: qsTr("&Settings…")
        shortcut: "Ctrl+,"
        onTriggered: settingsDialog.open()
    }
    Action {
        id: newAction
        text: qsTr("&New…")
        icon.source: "qrc:/icons/new.svg"
        shortcut: StandardKey.New
        onTriggered: window.guard(() => newDialog.open())
    }
    Action {
        id: openAction
        text: qsTr("&Open…")
        icon.source: "qrc:/icons/open.svg"
        shortcut: StandardKey.Open
        onTriggered: window.guard(() => openDialog.open())
    }
    Action {
        id: openSessionAction
        text: qsTr("Open Session &Folder…")
        shortcut: "Ctrl+Shift+O"
        onTriggered: sessionFolderDialog.open()
    }
    Action {
        id: closeSessionAction
        text: qsTr("&Close Session")
        enabled: window.sessionWorkspace.open
        onTriggered: window.sessionWorkspace.close()
    }
    Action {
        id: nextEncounterAction
        text: qsTr("&Next Encounter")
        shortcut: "Ctrl+PgDown"
        enabled: window.sessionWorkspace.nextFile !== "" && !window.document.busy
        onTriggered: window.goToEncounter(window.sessionWorkspace.nextFile)
    }
    Action {
        id: previousEncounterAction
        text: qsTr("&Previous Encounter")
        shortcut: "Ctrl+PgUp"
        enabled: window.sessionWorkspace.previousFile !== "" && !window.document.busy
        onTriggered: window.goToEncounter(window.sessionWorkspace.previousFile)
    }
    Action {
        id: revealSceneAction
        text: qsTr("&Reveal to Players")
        shortcut: "F10"
        enabled: window.sessionWorkspace.betweenScenes
        onTriggered: window.sessionWorkspace.reveal()
    }
    Action {
        id: encountersPanelAction
        text: qsTr("&Encounters Panel")
        checkable: true
        checked: window.encountersPanelShown
        enabled: window.sessionWorkspace.open
        shortcut: "Ctrl+Shift+E"
        onTriggered: window.encountersPanelShown = !window.encountersPanelShown
    }
    Action {
        id: saveAction
        text: qsTr("&Save")
        icon.source: "qrc:/icons/save.svg"
        shortcut: StandardKey.Save
        enabled: window.document.loaded && !window.document.busy
        onTriggered: window.save()
    }
    Action {
        id: saveAsAction
        text: qsTr("Save &As…")
        shortcut: StandardKey.SaveAs
        enabled: window.document.loaded && !window.document.busy
        onTriggered: window.openSaveAs()
    }
    Action {
        id: importAction
        text: qsTr("&Import…")
        shortcut: "Ctrl+I"
        enabled: !window.exchange.busy
        onTriggered: window.guard(() => importDialog.chooseFile())
    }
    Action {
        id: quitAction
        text: qsTr("&Quit")
        shortcut: StandardKey.Quit
        onTriggered: window.close()
    }
    Action {
        id: undoAction
        text: window.editor.undoText !== "" ? qsTr("&Undo %1").arg(window.editor.undoText) : qsTr("&Undo")
        icon.source: "qrc:/icons/undo.svg"
        shortcut: StandardKey.Undo
        enabled: window.editor.canUndo && !window.live.dragging
        onTriggered: window.editor.undo()
    }
    Action {
        id: redoAction
        text: window.editor.redoText !== "" ? qsTr("&Redo %1").arg(window.editor.redoText) : qsTr("&Redo")
        icon.source: "qrc:/icons/redo.svg"
        shortcut: StandardKey.Redo
        enabled: window.editor.canRedo && !window.live.dragging
        onTriggered: window.editor.redo()
    }
    Action {
        id: duplicateAction
        text: qsTr("D&uplicate")
        shortcut: "Ctrl+D"
        enabled: window.selection.count > 0
        onTriggered: window.selection.ids = window.editor.duplicateTokens(window.selection.ids)
    }
    Action {
        id: deleteAction
        text: qsTr("&Delete")
        enabled: window.selection.count > 0
        onTriggered: window.editor.removeTokens(window.selection.ids)
    }
    Action {
        id: selectAllAction
        text: qsTr("Select &All")
        shortcut: StandardKey.SelectAll
        onTriggered: window.selection.selectAll()
    }
    Action {
        id: turnLeftAction
        text: qsTr("Turn &Left 45°")
        shortcut: "["
        enabled: window.selection.count > 0 && window.document.boardKind === EncounterDocument.Square
        onTriggered: window.editor.rotateFacing(window.selection.ids, -45)
    }
    Action {
        id: turnRightAction
        text: qsTr("Turn &Right 45°")
        shortcut: "]"
        enabled: window.selection.count > 0 && window.document.boardKind === EncounterDocument.Square
        onTriggered: window.editor.rotateFacing(window.selection.ids, 45)
    }
    Action {
        id: startCombatAction
        text: qsTr("&Start Combat")
        shortcut: "F5"
        enabled: window.combat.available
        onTriggered: {
            sideTabs.currentIndex = 3
            if (!window.combat.active)
                combatPanel.startFight()
        }
    }
    Action {
        id: endCombatAction
        text: qsTr("&End Combat")
        shortcut: "Shift+F5"
        enabled: window.combat.active
        onTriggered: window.combat.end()
    }
    Action {
        id: nextTurnAction
        text: qsTr("&Next Turn")
        shortcut: "N"
        enabled: window.combat.active && !window.live.dragging
        onTriggered: window.combat.nextTurn()
    }
    Action {
        id: previousTurnAction
        text: qsTr("&Previous Turn")
        shortcut: "Shift+N"
        enabled: window.combat.active && !window.live.dragging
        onTriggered: window.combat.previousTurn()
    }
    Action {
        id: damageAction
        text: qsTr("&Damage…")
        shortcut: "D"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: amountPopup.openFor(window.combatTarget, window.combatTargetName(), false)
    }
    Action {
        id: healAction
        text: qsTr("&Heal…")
        shortcut: "H"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: amountPopup.openFor(window.combatTarget, window.combatTargetName(), true)
    }
    Action {
        id: rollAction
        text: qsTr("&Roll")
        shortcut: "R"
        enabled: window.combat.available
        onTriggered: toast.show(window.combat.roll(window.combatTarget))
    }
    Action {
        id: secretRollAction
        text: qsTr("&Secret Roll (GM only)")
        shortcut: "Shift+R"
        enabled: window.combat.available
        onTriggered: toast.show(qsTr("Secret: %1").arg(window.combat.roll(window.combatTarget, "", true)))
    }
    // The rest of the fight's actions, so a round runs from the keyboard alone (docs/keyboard.md).
    Action {
        id: delayTurnAction
        text: qsTr("De&lay Turn")
        shortcut: "P"
        enabled: window.combat.active && window.combat.currentId !== "" && !window.live.dragging
        onTriggered: window.combat.delayTurn()
    }
    Action {
        id: giveTurnAction
        text: qsTr("&Give the Turn to Selected")
        shortcut: "J"
        enabled: window.combat.active && window.selection.current !== "" && !window.live.dragging
        onTriggered: window.combat.nextTurn(window.selection.current)
    }
    Action {
        id: attackAction
        text: qsTr("&Attack…")
        shortcut: "F"
        enabled: window.combat.active && window.combatTarget !== ""
                 && (window.combat.terms.procedure === "paces" || window.combat.terms.procedure === "classic")
        onTriggered: attackPopup.openFor(window.combatTarget, window.combatTargetName())
    }
    Action {
        id: conditionAction
        text: qsTr("Add a &Condition…")
        shortcut: "S"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: conditionPopup.openFor(window.combatTarget, window.combatTargetName())
    }
    Action {
        id: reactAction
        text: qsTr("Reaction: Sei&ze the Initiative")
        shortcut: "Q"
        enabled: window.combat.active && window.combat.terms.procedure === "labyrinthian" && window.combatTarget !== ""
        onTriggered: window.combat.react(window.combatTarget)
    }
    Action {
        id: revealCombatantAction
        text: qsTr("Re&veal to the Players")
        shortcut: "U"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: window.combat.reveal(window.combatTarget)
    }
    Action {
        id: orderUpAction
        text: qsTr("Move &Up in the Order")
        shortcut: "Shift+PgUp"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: window.combat.moveInOrder(window.combatTarget, -1)
    }
    Action {
        id: orderDownAction
        text: qsTr("Move D&own in the Order")
        shortcut: "Shift+PgDown"
        enabled: window.combat.active && window.combatTarget !== ""
        onTriggered: window.combat.moveInOrder(window.combatTarget, 1)
    }
    // 1 to 9 tick this turn's actions of the combatant the keys act on, in the card's order
    // (the reaction last).
    readonly property var cardActions: window.combat.terms.turnActions.concat(window.combat.terms.hasReaction ? ["reaction"] : [])
    Instantiator {
        model: 9
        delegate: Shortcut {
            required property int index
            sequence: String(index + 1)
            enabled: window.combat.active && window.combatTarget !== "" && index < window.cardActions.length
            onActivated: window.combat.toggleAction(window.combatTarget, window.cardActions[index])
        }
    }
    Action {
        id: playerViewAction
        text: qsTr("&Player View")
        checkable: true
        checked: window.playerViewOpen
        shortcut: "F9"
        onTriggered: window.playerViewOpen = !window.playerViewOpen
    }
    Action {
        id: blankPlayerAction
        text: qsTr("&Blank Player Screen")
        checkable: true
        checked: window.playerBlanked
        shortcut: "Ctrl+B"
        onTriggered: window.playerBlanked = !window.playerBlanked
    }
    Action {
        id: revealToolAction
        text: qsTr("&Reveal Brush")
        checkable: true
        checked: window.fogTool === FogToolLayer.Reveal
        shortcut: "Ctrl+Shift+R"
        onTriggered: window.fogTool = checked ? FogToolLayer.Reveal : FogToolLayer.None
    }
    Action {
        id: hideToolAction
        text: qsTr("&Hide Brush")
        checkable: true
        checked: window.fogTool === FogToolLayer.Hide
        shortcut: "Ctrl+Shift+H"
        onTriggered: window.fogTool = checked ? FogToolLayer.Hide : FogToolLayer.None
    }
    Action {
        id: cameraToolAction
        text: qsTr("&Show Players This…")
        checkable: true
        checked: window.fogTool === FogToolLayer.Camera
        shortcut: "Ctrl+Shift+P"
        onTriggered: window.fogTool = checked ? FogToolLayer.Camera : FogToolLayer.None
    }
    Shortcut {
        sequence: "Escape"
        enabled: window.fogTool !== FogToolLayer.None
        onActivated: window.fogTool = FogToolLayer.None
    }
    Action { shortcut: "Alt+Left"; onTriggered: window.panPlayerView(-1, 0) }
    Action { shortcut: "Alt+Right"; onTriggered: window.panPlayerView(1, 0) }
    Action { shortcut: "Alt+Up"; onTriggered: window.panPlayerView(0, -1) }
    Action { shortcut: "Alt+Down"; onTriggered: window.panPlayerView(0, 1) }
    // The cover heat layer (docs/rules.md §1.9) as the selected token sees it; again to hide it.
    readonly property StealthOverlay stealth: boardView.boardItem && boardView.boardItem.stealth
                                              ? boardView.boardItem.stealth : null
    Action {
        id: coverAction
        readonly property bool switching: window.selection.current !== "" && window.selection.current !== overlays.coverObserver
        text: switching ? qsTr("Show &Cover from %1").arg((window.editor.details[window.selection.current] || {}).name || window.selection.current)
                        : overlays.coverObserver !== "" ? qsTr("Hide &Cover Layer") : qsTr("Show &Cover from Selected Token")
        shortcut: "Ctrl+Shift+C"
        enabled: overlays.coverObserver !== "" || (switching && window.stealth !== null && window.stealth.coverAvailable)
        onTriggered: overlays.coverObserver = switching ? window.selection.current : ""
    }
    // Another encounter: its tokens are not the observer's.
    Connections {
        target: window.document
        function onEncounterReset() { overlays.coverObserver = "" }
    }
    // The tactical map (docs/rules.md §1.10): T with a token under the pointer makes it the
    // selected token's target (again: off); Escape clears it.
    readonly property TacticalMapModel tactics: boardView.boardItem && boardView.boardItem.tactics
                                                ? boardView.boardItem.tactics : null
    Shortcut {
        sequence: "T"
        enabled: window.tactics !== null && window.selection.current !== ""
        onActivated: {
            const hovered = window.live.pointerCell.x >= 0 ? window.editor.tokenAt(window.live.pointerCell.x, window.live.pointerCell.y) : ""
            if (hovered !== "" && hovered !== window.selection.current)
                window.tactics.toggleTarget(window.selection.current, hovered)
            else
                window.tactics.clearTarget(window.selection.current)
        }
    }
    Shortcut {
        sequence: "Escape"
        enabled: window.tactics !== null && window.tactics.active && !window.live.dragging
                 && window.fogTool === FogToolLayer.None
        onActivated: window.tactics.clearTarget(window.tactics.tokenId)
    }
    // Melee reach is on by default on classic boards.
    Connections {
        target: window.document
        function onEncounterReset() {
            overlays.meleeReach = window.document.rulesId === "classic"
        }
    }
    Action {
        id: zoomInAction
        text: qsTr("Zoom &In")
        icon.source: "qrc:/icons/zoom-in.svg"
        onTriggered: boardView.zoomIn()
    }
    Action {
        id: zoomOutAction
        text: qsTr("Zoom &Out")
        icon.source: "qrc:/icons/zoom-out.svg"
        onTriggered: boardView.zoomOut()
    }
    Action {
        id: fitAction
        text: qsTr("&Fit Board")
        icon.source: "qrc:/icons/zoom-fit.svg"
        onTriggered: boardView.fit()
    }

    // Several keys per action: StandardKey.ZoomIn is Ctrl++, which needs Shift on many
    // keyboards, so Ctrl+= works too. Where a platform's standard key equals one listed here
    // the two collide, which Qt reports as ambiguous: that still means the same action.
    Shortcut {
        sequences: [StandardKey.ZoomIn, "Ctrl+="]
        onActivated: zoomInAction.trigger()
        onActivatedAmbiguously: zoomInAction.trigger()
    }
    Shortcut {
        sequences: [StandardKey.ZoomOut, "Ctrl+-"]
        onActivated: zoomOutAction.trigger()
        onActivatedAmbiguously: zoomOutAction.trigger()
    }
    Shortcut {
        sequence: "Ctrl+0"
        onActivated: fitAction.trigger()
        onActivatedAmbiguously: fitAction.trigger()
    }
    Shortcut {
        // Ctrl+Y redoes too, as on Windows-minded keyboards.
        sequence: "Ctrl+Y"
        onActivated: redoAction.trigger()
    }

    menuBar: MenuBar {
        Accessible.name: qsTr("Menu")
        // The menus' names without their mnemonic marks ("&File" reads "File").
        delegate: MenuBarItem {
            Accessible.name: text.replace("&", "")
        }
        FittedMenu {
            title: qsTr("&File")
            MenuEntry { action: newAction; text: qsTr("&New…\tCtrl+N") }
            MenuEntry { action: openAction; text: qsTr("&Open…\tCtrl+O") }
            FittedMenu {
                id: recentMenu
                title: qsTr("Open &Recent")
                enabled: window.recent.files.length > 0
                Repeater {
                    model: window.recent.entries
                    delegate: MenuEntry {
                        required property var modelData
                        text: modelData.name
                        ToolTip.visible: hovered
                        ToolTip.text: modelData.path
                        onTriggered: window.openUrl(modelData.url)
                    }
                }
                MenuSeparator {}
                MenuEntry {
                    text: qsTr("Clear List")
                    onTriggered: window.recent.clear()
                }
            }
            MenuSeparator {}
            MenuEntry { action: openSessionAction; text: qsTr("Open Session &Folder…\tCtrl+Shift+O") }
            FittedMenu {
                id: recentSessionsMenu
                title: qsTr("Recent Sess&ions")
                enabled: window.recent.sessions.length > 0
                Repeater {
                    model: window.recent.sessionEntries
                    delegate: MenuEntry {
                        required property var modelData
                        text: modelData.name
                        ToolTip.visible: hovered
                        ToolTip.text: modelData.path
                        onTriggered: window.openSessionFolder(modelData.url)
                    }
                }
                MenuSeparator {}
                MenuEntry {
                    text: qsTr("Clear List")
                    onTriggered: window.recent.clearSessions()
                }
            }
            MenuEntry { action: closeSessionAction }
            MenuSeparator {}
            MenuEntry { action: saveAction; text: qsTr("&Save\tCtrl+S") }
            MenuEntry { action: saveAsAction; text: qsTr("Save &As…\tCtrl+Shift+S") }
            MenuSeparator {}
            MenuEntry { action: importAction; text: qsTr("&Import…\tCtrl+I") }
            FittedMenu {
                id: exportMenu
                objectName: "exportMenu"
                title: qsTr("&Export")
                                readonly property bool available: window.exchange.canExport && !window.exchange.busy
                readonly property string reason: window.exchange.busy ? qsTr("An export is running.") : window.exchange.exportBlockedReason
                ExportMenuItem {
                    text: qsTr("&PNG Picture…")
                    available: exportMenu.available
                    reason: exportMenu.reason
                    onChosen: exportDialog.openFor("png")
                    onRefused: reason => toast.show(reason)
                }
                ExportMenuItem {
                    text: qsTr("PDF &Battle Sheet…")
                    available: exportMenu.available
                    reason: exportMenu.reason
                    onChosen: exportDialog.openFor("pdf")
                    onRefused: reason => toast.show(reason)
                }
                ExportMenuItem {
                    text: qsTr("&Universal VTT Map…")
                    available: exportMenu.available
                    reason: exportMenu.reason
                    onChosen: exportDialog.openFor("uvtt")
                    onRefused: reason => toast.show(reason)
                }
            }
            MenuSeparator {}
            MenuEntry { action: quitAction; text: qsTr("&Quit\tCtrl+Q") }
        }
        FittedMenu {
            title: qsTr("&Edit")
            MenuEntry { action: undoAction; text: undoAction.text + "\tCtrl+Z" }
            MenuEntry { action: redoAction; text: redoAction.text + "\tCtrl+Shift+Z" }
            MenuSeparator {}
            MenuEntry { action: duplicateAction; text: qsTr("D&uplicate\tCtrl+D") }
            MenuEntry { action: deleteAction; text: qsTr("&Delete\tDel") }
            MenuEntry { action: turnLeftAction; text: qsTr("Turn &Left 45°\t[") }
            MenuEntry { action: turnRightAction; text: qsTr("Turn &Right 45°\t]") }
            MenuSeparator {}
            MenuEntry { action: selectAllAction; text: qsTr("Select &All\tCtrl+A") }
            MenuSeparator {}
            MenuEntry { action: settingsAction; text: qsTr("&Settings…\tCtrl+,") }
        }
        FittedMenu {
            title: qsTr("&View")
            MenuEntry { action: zoomInAction; text: qsTr("Zoom &In\tCtrl+=") }
            MenuEntry { action: zoomOutAction; text: qsTr("Zoom &Out\tCtrl+-") }
            MenuEntry { action: fitAction; text: qsTr("&Fit Board\tCtrl+0") }
            MenuSeparator {}
            FittedMenu {
                title: qsTr("&Overlays")
                MenuEntry { text: qsTr("&Zones of Control"); checkable: true; checked: overlays.zones; onToggled: overlays.zones = checked }
                MenuEntry { text: qsTr("&Surrounded"); checkable: true; checked: overlays.surrounded; onToggled: overlays.surrounded = checked }
                MenuEntry { text: qsTr("Line of &Sight and Cover"); checkable: true; checked: overlays.sight; onToggled: overlays.sight = checked }
                MenuEntry { text: qsTr("&High Ground"); checkable: true; checked: overlays.highGround; onToggled: overlays.highGround = checked }
                MenuEntry { text: qsTr("&Movement and Path"); checkable: true; checked: overlays.movement; onToggled: overlays.movement = checked }
                MenuEntry { text: qsTr("&Facing and Backstab"); checkable: true; checked: overlays.backstab; onToggled: overlays.backstab = checked }
                MenuEntry { text: qsTr("Melee &Reach"); checkable: true; checked: overlays.meleeReach; onToggled: overlays.meleeReach = checked }
                MenuEntry { action: coverAction; text: coverAction.text + "\tCtrl+Shift+C" }
            }
            MenuSeparator {}
            MenuEntry { action: playerViewAction; text: qsTr("&Player View\tF9") }
            FittedMenu {
                title: qsTr("Player View &Options")
                                MenuEntry { action: blankPlayerAction; text: qsTr("&Blank Player Screen\tCtrl+B") }
                MenuEntry { action: cameraToolAction; text: qsTr("&Show Players This\tCtrl+Shift+P") }
                MenuEntry {
                    text: qsTr("&Fit Player View to Board")
                    onTriggered: {
                        window.playerCamera = Qt.rect(0, 0, 0, 0)
                        playerScreens.setTrueScale(playerScreens.currentScreen, false)
                    }
                }
                MenuEntry {
                    text: qsTr("&True Scale (Pan with Alt+Arrows)")
                    checkable: true
                    enabled: window.playerWindow !== null
                    checked: window.playerTrueScale
                    onToggled: {
                        playerScreens.setTrueScale(playerScreens.currentScreen, checked)
                        checked = Qt.binding(() => window.playerTrueScale)
                    }
                }
                MenuEntry {
                    text: qsTr("&Calibrate True Scale…")
                    enabled: window.playerWindow !== null
                    onTriggered: window.playerWindow.calibrate()
                }
                MenuEntry { text: qsTr("Player View &Screen…"); onTriggered: screenPicker.open() }
                MenuSeparator {}
                MenuEntry { text: qsTr("Share &Zones of Control"); checkable: true; checked: sharedOverlays.zones; onToggled: sharedOverlays.zones = checked }
                MenuEntry { text: qsTr("Share S&urrounded"); checkable: true; checked: sharedOverlays.surrounded; onToggled: sharedOverlays.surrounded = checked }
                MenuEntry { text: qsTr("Share Sight and &Cover"); checkable: true; checked: sharedOverlays.sight; onToggled: sharedOverlays.sight = checked }
                MenuEntry { text: qsTr("Share &High Ground"); checkable: true; checked: sharedOverlays.highGround; onToggled: sharedOverlays.highGround = checked }
                MenuEntry { text: qsTr("Share the &Reach of Whoever Acts"); checkable: true; checked: sharedOverlays.movement; onToggled: sharedOverlays.movement = checked }
            }
        }
        FittedMenu {
            title: qsTr("Sessio&n")
                        MenuEntry { action: nextEncounterAction; text: qsTr("&Next Encounter\tCtrl+PgDown") }
            MenuEntry { action: previousEncounterAction; text: qsTr("&Previous Encounter\tCtrl+PgUp") }
            MenuEntry { action: revealSceneAction; text: qsTr("&Reveal to Players\tF10") }
            MenuSeparator {}
            MenuEntry {
                text: qsTr("Mark Current as &Done")
                enabled: window.sessionWorkspace.currentFile !== ""
                onTriggered: window.sessionWorkspace.setDone(window.sessionWorkspace.currentFile, true)
            }
            MenuEntry {
                text: qsTr("Duplicate Current as &Variant")
                enabled: window.sessionWorkspace.currentFile !== ""
                onTriggered: window.sessionWorkspace.duplicateAsVariant(window.sessionWorkspace.currentFile)
            }
            MenuEntry {
                objectName: "carryOverMenuItem"
                text: qsTr("&Carry the Party Over")
                checkable: true
                enabled: window.rosterController.available
                checked: window.rosterController.carryOver
                onToggled: window.rosterController.carryOver = checked
            }
            MenuEntry {
                text: qsTr("Party &Roster…")
                enabled: window.sessionWorkspace.open
                onTriggered: rosterTable.open()
            }
            MenuSeparator {}
            MenuEntry { action: encountersPanelAction; text: qsTr("&Encounters Panel\tCtrl+Shift+E") }
            MenuEntry { action: openSessionAction; text: qsTr("Open Session &Folder…\tCtrl+Shift+O") }
            MenuEntry { action: closeSessionAction }
        }
        FittedMenu {
            title: qsTr("F&og")
                        MenuEntry {
                objectName: "fogEnabledItem"
                text: qsTr("&Fog of War")
                checkable: true
                checked: window.fogEditor.enabled
                onTriggered: window.fogEditor.enabled = checked
            }
            MenuEntry {
                text: qsTr("Reveal What the &Party Sees")
                checkable: true
                checked: window.fogEditor.partySight
                onTriggered: window.fogEditor.partySight = checked
            }
            MenuEntry {
                text: qsTr("Keep &Explored Areas Dimmed")
                checkable: true
                enabled: window.fogEditor.partySight
                checked: window.fogEditor.keepExplored
                onTriggered: window.fogEditor.keepExplored = checked
            }
            MenuSeparator {}
            MenuEntry { action: revealToolAction; text: qsTr("&Reveal Brush\tCtrl+Shift+R") }
            MenuEntry { action: hideToolAction; text: qsTr("&Hide Brush\tCtrl+Shift+H") }
            MenuSeparator {}
            MenuEntry { text: qsTr("Reveal &All"); onTriggered: window.fogEditor.revealAll() }
            MenuEntry { text: qsTr("Hide A&ll"); onTriggered: window.fogEditor.hideAll() }
            MenuEntry { text: qsTr("&Forget Explored Areas"); enabled: window.fogEditor.partySight; onTriggered: window.fogEditor.forgetExplored() }
        }
        FittedMenu {
            title: qsTr("&Combat")
            MenuEntry { action: startCombatAction; text: qsTr("&Start Combat\tF5"); enabled: window.combat.available && !window.combat.active }
            MenuEntry { action: endCombatAction; text: qsTr("&End Combat\tShift+F5") }
            MenuSeparator {}
            MenuEntry { action: nextTurnAction; text: qsTr("&Next Turn\tN") }
            MenuEntry { action: previousTurnAction; text: qsTr("&Previous Turn\tShift+N") }
            MenuEntry { action: delayTurnAction; text: qsTr("De&lay Turn\tP") }
            MenuEntry { action: giveTurnAction; text: qsTr("&Give the Turn to Selected\tJ") }
            MenuEntry { action: orderUpAction; text: qsTr("Move &Up in the Order\tShift+PgUp") }
            MenuEntry { action: orderDownAction; text: qsTr("Move D&own in the Order\tShift+PgDown") }
            MenuSeparator {}
            MenuEntry { action: damageAction; text: qsTr("&Damage Selected…\tD") }
            MenuEntry { action: healAction; text: qsTr("&Heal Selected…\tH") }
            MenuEntry { action: rollAction; text: qsTr("&Roll for Selected\tR") }
            MenuEntry { action: secretRollAction; text: qsTr("&Secret Roll\tShift+R") }
            MenuEntry { action: attackAction; text: qsTr("&Attack…\tF") }
            MenuEntry { action: conditionAction; text: qsTr("Add a &Condition…\tS") }
            MenuEntry { action: reactAction; text: qsTr("Reaction: Sei&ze the Initiative\tQ") }
            MenuEntry { action: revealCombatantAction; text: qsTr("Re&veal to the Players\tU") }
        }
        FittedMenu {
            id: boardMenu
            title: qsTr("&Board")
            enabled: window.document.boardKind !== EncounterDocument.None
            readonly property bool square: window.document.boardKind === EncounterDocument.Square
            MenuEntry {
                text: qsTr("&Skyward Allowed")
                visible: !boardMenu.square
                height: visible ? implicitHeight : 0
                checkable: true
                checked: window.document.skyward
                onTriggered: window.boardEditor.setSkyward(checked)
            }
            // The ambient level (docs/rules.md §8): one undo step each.
            FittedMenu {
                title: qsTr("&Ambient Light")
                enabled: boardMenu.square
                MenuEntry {
                    objectName: "ambientBright"
                    text: qsTr("&Bright")
                    checkable: true
                    checked: window.lightEditor.ambient === "bright"
                    onTriggered: {
                        window.lightEditor.setAmbient("bright")
                        checked = Qt.binding(() => window.lightEditor.ambient === "bright")
                    }
                }
                MenuEntry {
                    objectName: "ambientDim"
                    text: qsTr("&Dim")
                    checkable: true
                    checked: window.lightEditor.ambient === "dim"
                    onTriggered: {
                        window.lightEditor.setAmbient("dim")
                        checked = Qt.binding(() => window.lightEditor.ambient === "dim")
                    }
                }
                MenuEntry {
                    objectName: "ambientDark"
                    text: qsTr("D&ark")
                    checkable: true
                    checked: window.lightEditor.ambient === "dark"
                    onTriggered: {
                        window.lightEditor.setAmbient("dark")
                        checked = Qt.binding(() => window.lightEditor.ambient === "dark")
                    }
                }
            }
        }
    }

    header: HeaderBar {
        document: window.document
        editor: window.editor
        view: boardView
        newAction: newAction
        openAction: openAction
        saveAction: saveAction
        undoAction: undoAction
        redoAction: redoAction
        zoomInAction: zoomInAction
        zoomOutAction: zoomOutAction
        fitAction: fitAction
    }

    FolderDialog {
        id: sessionFolderDialog
        title: qsTr("Open a session folder")
        onAccepted: window.openSessionFolder(selectedFolder)
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open an encounter")
        nameFilters: [qsTr("Encounters (*.encounter)"), qsTr("All files (*)")]
        onAccepted: window.document.open(selectedFile)
    }
    FileDialog {
        id: saveAsDialog
        title: qsTr("Save the encounter as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "encounter"
        nameFilters: [qsTr("Encounters (*.encounter)")]
        onAccepted: {
            boardView.busyText = qsTr("Saving…")
            window.document.saveAs(selectedFile)
        }
        onRejected: window.pendingAction = null
    }
    RecoveryDialog {
        id: recoveryDialog
        objectName: "recoveryDialog"
        autosaver: window.autosaver
        guard: action => window.guard(action)
    }
    ImportDialog {
        id: importDialog
        objectName: "importDialog"
        exchange: window.exchange
    }
    ExportDialog {
        id: exportDialog
        objectName: "exportDialog"
        exchange: window.exchange
        document: window.document
    }
    NewEncounterDialog {
        id: newDialog
        document: window.document
    }
    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        title: qsTr("Unsaved changes")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        width: Theme.px(440)
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("Save the changes to “%1” first? Otherwise they are lost.").arg(window.document.name)
        }
        onAccepted: {
            window.saveThenContinue = true
            boardView.busyText = qsTr("Saving…")
            window.save()
        }
        onDiscarded: {
            close()
            window.runPending()
        }
        onRejected: window.pendingAction = null
    }

    SettingsDialog {
        id: settingsDialog
        objectName: "settingsDialog"
        onRestartRequested: window.guard(() => {
            window.closeApproved = true
            AppSettings.restartWhenQuit(window.document.fileName)
            window.close()
        })
    }

    TokenContextMenu {
        id: tokenMenu
        tactics: window.tactics
        document: window.document
        editor: window.editor
        selection: window.selection
        onInspectRequested: sideTabs.currentIndex = 2
        onSaveAsCreatureRequested: (tokenId, tokenName) => saveCreatureDialog.openFor(tokenId, tokenName)
    }
    PositionFlagsMenu {
        id: positionMenu
        editor: window.boardEditor
        onSaveRequested: positionId => positionSaveDialog.openFor(positionId)
    }
    PositionSaveDialog {
        id: positionSaveDialog
        editor: window.boardEditor
    }
    PlayerScreenPicker {
        id: screenPicker
        screens: playerScreens
        anchors.centerIn: parent
    }

    // .encounter files dropped anywhere on the window open, Universal VTT maps (.dd2vtt, .df2vtt,
    // .uvtt) are imported (the board takes miniatures and images).
    DropArea {
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: drop => {
            for (const url of drop.urls) {
                if (url.toString().toLowerCase().endsWith(".encounter")) {
                    window.openUrl(url)
                    drop.acceptProposedAction()
                    return
                }
                if (window.exchange.isImportable(url)) {
                    window.importUrl(url)
                    drop.acceptProposedAction()
                    return
                }
            }
        }
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
            visible: window.sessionWorkspace.open && window.encountersPanelShown
            workspace: window.sessionWorkspace
            onOpenRequested: file => window.goToEncounter(file)
            onNextRequested: nextEncounterAction.trigger()
            onPreviousRequested: previousEncounterAction.trigger()
            onNewEncounterRequested: afterRow => window.guard(() => window.sessionWorkspace.createEncounter(afterRow, ""))
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
            fogTool: window.fogTool
            onFogToolChosen: tool => window.fogTool = tool
        }

        BoardView {
            id: boardView
            objectName: "boardView"
            announces: true
            onAnnouncement: text => announcer.announce(text)
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
            onTemplateMenuRequested: (templateId, scenePosition) => templateMenu.openFor(templateId, scenePosition)
            doorClicks: window.combat.active
            actingToken: window.combat.currentId
            fog: window.fog
            fogEditor: window.fogEditor
            fogTool: window.fogTool
            playerViewCells: window.playerWindow ? window.playerWindow.visibleCells : Qt.rect(0, 0, 0, 0)
            onCameraPicked: cells => {
                window.playerCamera = cells
                window.playerScaleOrigin = Qt.point(cells.x, cells.y)
                window.fogTool = FogToolLayer.None
            }
            onOpenRequested: fileUrl => window.openUrl(fileUrl)
            onContextMenuRequested: (tokenId, scenePosition) => tokenMenu.openFor(tokenId, scenePosition)
            onKeyboardMenuRequested: (tokenId, scenePosition) => tokenMenu.openFor(tokenId, scenePosition, true)
            onPositionMenuRequested: (positionId, scenePosition) => {
                positionMenu.positionId = positionId
                // popup() places the menu in its parent's coordinates, below the bars.
                const at = positionMenu.parent.mapFromItem(null, scenePosition.x, scenePosition.y)
                positionMenu.popup(at.x, at.y)
            }
        }

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.separator
        }

        ColumnLayout {
            id: sidePanel
            objectName: "sidePanel"
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.px(330)
            Layout.maximumWidth: Theme.px(330)
            spacing: 0

            TabBar {
                id: sideTabs
                objectName: "sideTabs"
                Accessible.name: qsTr("Side panel")
                Layout.fillWidth: true
                // Each tab as wide as its label, the room left shared out, so that a longer
                // translation or a larger text size is not elided.
                readonly property real spare: {
                    let used = 0
                    for (let i = 0; i < count; ++i)
                        used += itemAt(i) ? itemAt(i).implicitWidth : 0
                    return Math.max(0, (width - used) / Math.max(1, count))
                }
                TabButton { text: qsTr("Library"); Accessible.name: text; width: implicitWidth + sideTabs.spare }
                TabButton { text: qsTr("Tokens"); Accessible.name: text; width: implicitWidth + sideTabs.spare }
                TabButton { text: qsTr("Inspector"); Accessible.name: text; width: implicitWidth + sideTabs.spare }
                TabButton {
                    objectName: "combatTab"
                    Accessible.name: window.combat.active ? qsTr("Fight, in progress") : qsTr("Fight")
                    text: window.combat.active ? qsTr("Fight ●") : qsTr("Fight")
                    width: implicitWidth + sideTabs.spare
                }
            }
            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: sideTabs.currentIndex
                MiniatureLibraryPanel {
                    id: libraryPanel
                    objectName: "libraryPanel"
                    library: window.library
                }
                TokenPanel {
                    document: window.document
                    editor: window.editor
                    selection: window.selection
                }
                InspectorPanel {
                    objectName: "inspector"
                    document: window.document
                    editor: window.editor
                    selection: window.selection
                    areaEditor: window.areaEditor
                    lightEditor: window.lightEditor
                    templateEditor: window.templateEditor
                }
                CombatPanel {
                    id: combatPanel
                    objectName: "combatPanel"
                    combat: window.combat
                    selection: window.selection
                    onAmountRequested: (tokenId, heal) => {
                        window.selection.ids = [tokenId]
                        amountPopup.openFor(tokenId, window.combatTargetName(), heal)
                    }
                    onConditionRequested: tokenId => {
                        window.selection.ids = [tokenId]
                        conditionPopup.openFor(tokenId, window.combatTargetName())
                    }
                    onAttackRequested: tokenId => {
                        window.selection.ids = [tokenId]
                        attackPopup.openFor(tokenId, window.combatTargetName())
                    }
                }
            }
        }
    }

    // The main panels for the keyboard (docs/keyboard.md): Tab and Shift+Tab walk their controls
    // in this order, the board being one stop; F6 and Shift+F6 jump to the next or previous
    // panel. The panel holding the keyboard wears a thin accent frame (the board draws its own).
    readonly property var focusPanels: [window.header, encountersPanel, toolPalette, boardView, sidePanel]
    function panelOf(item) {
        for (let it = item; it; it = it.parent) {
            if (focusPanels.indexOf(it) >= 0)
                return it
        }
        return null
    }
    readonly property Item focusedPanel: panelOf(window.activeFocusItem)
    function focusPanel(delta) {
        const shown = focusPanels.filter(p => p && p.visible)
        if (shown.length === 0)
            return
        const at = shown.indexOf(focusedPanel)
        const next = shown[((at < 0 ? (delta > 0 ? -1 : 0) : at) + delta + shown.length) % shown.length]
        if (next === boardView) {
            boardView.forceActiveFocus(Qt.TabFocusReason)
            return
        }
        // The panel's first control that takes Tab, else the panel itself.
        const first = next.nextItemInFocusChain(true)
        if (first && panelOf(first) === next)
            first.forceActiveFocus(Qt.TabFocusReason)
        else
            next.forceActiveFocus(Qt.TabFocusReason)
    }
    Shortcut {
        sequence: "F6"
        onActivated: window.focusPanel(1)
    }
    Shortcut {
        sequence: "Shift+F6"
        onActivated: window.focusPanel(-1)
    }
    Rectangle {
        objectName: "panelFocusFrame"
        parent: Overlay.overlay
        readonly property Item panel: window.focusedPanel !== boardView ? window.focusedPanel : null
        readonly property rect box: panel && panel.visible
                                    ? panel.mapToItem(parent, 0, 0, panel.width, panel.height) : Qt.rect(0, 0, 0, 0)
        visible: panel !== null && panel.visible
        x: box.x + 1
        y: box.y + 1
        width: box.width - 2
        height: box.height - 2
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }

    TacticsLegend {
        parent: boardView
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        z: 50
        tactics: window.tactics
        onCloseRequested: window.tactics.clearTarget(window.tactics.tokenId)
    }

    // The GM's reminder that the players wait on "Between scenes" (F10 reveals), when the
    // Encounters panel, which says it too, is hidden.
    Rectangle {
        objectName: "betweenScenesChip"
        parent: boardView
        visible: window.sessionWorkspace.betweenScenes && !encountersPanel.visible
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 10
        z: 55
        width: chipRow.implicitWidth + 24
        height: chipRow.implicitHeight + 12
        radius: height / 2
        color: "#263238"
        opacity: 0.94
        RowLayout {
            id: chipRow
            anchors.centerIn: parent
            spacing: 10
            Label {
                text: window.playerViewOpen ? qsTr("Players see: Between scenes")
                                            : qsTr("Player view: Between scenes")
                color: "white"
            }
            Button {
                text: qsTr("Reveal (F10)")
                highlighted: true
                onClicked: window.sessionWorkspace.reveal()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Show this encounter on the player view")
            }
        }
    }

    CoverLegend {
        parent: boardView
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        z: 50
        stealth: window.stealth
        onCloseRequested: overlays.coverObserver = ""
    }

    // A template's menu and the fight's actions on everyone it catches.
    TemplateContextMenu {
        id: templateMenu
        templateEditor: window.templateEditor
        combat: window.combat
        onActionRequested: (kind, templateId) => templateAction.openFor(kind, templateId)
        onEditRequested: templateId => {
            window.boardEditor.tool = BoardEditor.Template
            window.templateEditor.selectedId = templateId
        }
    }
    TemplateActionPopup {
        id: templateAction
        combat: window.combat
        templateEditor: window.templateEditor
    }

    AmountPopup { id: amountPopup; combat: window.combat }
    ConditionPopup { id: conditionPopup; combat: window.combat }
    AttackPopup { id: attackPopup; combat: window.combat }
    SavingThrowDialog { id: savingThrowDialog; combat: window.combat }

    ExchangeProgress {
        parent: boardView
        anchors.centerIn: parent
        z: 60
        exchange: window.exchange
    }
    ImportWarnings {
        parent: boardView
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 64
        width: Math.min(parent.width - 24, 760)
        z: 55
        exchange: window.exchange
    }

    // What the screen reader is told outside the focus (issue #25): turns, a token's changed
    // status, where a drop landed, refused edits. The status line shows the last of it.
    Announcer {
        id: announcer
        statusItem: statusBar
    }
    readonly property alias announcer: announcer
    footer: Rectangle {
        id: statusBar
        objectName: "statusBar"
        implicitHeight: statusLine.implicitHeight + 6
        color: Theme.window
        Accessible.role: Accessible.StatusBar
        Accessible.name: announcer.text !== "" ? announcer.text : qsTr("Status")
        Rectangle {
            anchors.top: parent.top
            width: parent.width
            height: 1
            color: Theme.separator
        }
        Label {
            id: statusLine
            objectName: "statusLine"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            text: announcer.text
            elide: Text.ElideRight
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            Accessible.ignored: true
        }
    }

    // Short notes for refused edits ("The token must stay on the map.").
    Rectangle {
        id: toast
        objectName: "toast"
        property alias text: toastLabel.text
        function show(message, duration) {
            text = message
            announcer.announce(message)
            opacity = 1
            toastTimer.interval = duration || 2800
            toastTimer.restart()
        }
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        width: toastLabel.implicitWidth + 28
        height: toastLabel.implicitHeight + 16
        radius: 8
        color: "#263238"
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 180 } }
        Label {
            id: toastLabel
            anchors.centerIn: parent
            color: "white"
        }
        Timer {
            id: toastTimer
            onTriggered: toast.opacity = 0
        }
    }
}
