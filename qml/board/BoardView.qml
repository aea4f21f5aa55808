import QtQuick
import QtQuick.Controls
import Gridkeep

// The board in a viewport: drag to pan, wheel to zoom about the pointer, and fit. It shows a
// square board or the Combat Grid, whichever the document has, with the tokens on top.
Item {
    id: view
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Board view")

    required property EncounterDocument document
    required property EncounterEditor editor
    required property TokenSelection selection
    required property LiveAnalysis live
    required property OverlaySwitches overlays
    property MiniatureLibraryModel library: null
    property BoardEditor boardEditor: null
    // FIELD and ZONE areas, drawn on the square board for the GM.
    property AreaEditor areaEditor: null
    // Lights, for the light tool (square boards, the GM's only).
    property LightEditor lightEditor: null
    // A click on a door opens or closes it (in a fight).
    property bool doorClicks: false
    // Templates and the ruler (docs/rules.md §9), square boards only.
    property TemplateEditor templateEditor: null
    property RulerModel rulerModel: null
    // What a drop and an action point go through (docs/architecture.md §4.16).
    property Workbench workbench: null
    signal templateMenuRequested(string templateId, point scenePosition)
    // A click on a wall with the Wall tool: its top (docs/rules.md §13).
    signal wallTopRequested(int wallIndex, point scenePosition)
    // A pin's or a trap's card: `kind` is "pin" or "trap".
    signal markCardRequested(string kind, string markId)
    // The token whose turn it is in a fight, ringed on the board.
    property string actingToken: ""
    property string busyText: qsTr("Loading…")
    // The fog of war as the GM sees it, the fog and camera tools, and the player view's outline.
    property FogTracker fog: null
    property FogEditor fogEditor: null
    property int fogTool: FogToolLayer.None
    property rect playerViewCells: Qt.rect(0, 0, 0, 0)
    signal cameraPicked(rect cells)
    // Space held: a left drag pans the board instead of editing it.
    property bool spaceHeld: false

    signal openRequested(url fileUrl)
    signal contextMenuRequested(string tokenId, point scenePosition)
    signal positionMenuRequested(string positionId, point scenePosition)
    // A double tap on a token: its inspector, or its card in a fight.
    signal inspectRequested(string tokenId)
    // Tells what changes for a screen reader (the GM's window): turns, tokens' status, drops.
    property bool announces: false
    signal announcement(string text)

    property real zoom: 1
    readonly property real minZoom: 0.05
    readonly property real maxZoom: 4
    // While true the board refits when the viewport changes size; any manual zoom or pan ends it.
    property bool fitted: true
    readonly property Item boardItem: boardLoader.item

    clip: true
    focus: true
    activeFocusOnTab: true

    // Board keys (docs/input.md). Arrows pick the nearest token that way (Shift: add it to
    // the selection); Ctrl+arrows nudge the selection (Ctrl+Shift: five cells); Enter grabs the
    // selection, then arrows (and Home, End, Page Up, Page Down diagonally on a square board)
    // move it with the drag's live preview, Enter drops it and Escape puts it back; the Menu
    // key or Shift+F10 opens the token's menu; Delete removes the selection; Escape clears it;
    // space held pans.
    readonly property bool keyboardGrab: boardLoader.item !== null && boardLoader.item.keyboardGrab === true
    signal keyboardMenuRequested(string tokenId, point scenePosition)
    // A grabbed token in a classic fight marks its action point with A, as a dragged one does.
    Keys.onShortcutOverride: event => {
        if (event.key === Qt.Key_A && view.keyboardGrab && boardLoader.item.splitsMovement)
            event.accepted = true
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Space) {
            if (!event.isAutoRepeat)
                view.spaceHeld = true
            event.accepted = true
            return
        }
        const board = boardLoader.item
        if (!board || !view.document.loaded)
            return
        const square = view.document.boardKind === EncounterDocument.Square
        const directions = {
            [Qt.Key_Left]: KeyboardPicker.Left, [Qt.Key_Right]: KeyboardPicker.Right,
            [Qt.Key_Up]: KeyboardPicker.Up, [Qt.Key_Down]: KeyboardPicker.Down
        }
        const steps = {
            [Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, -1], [Qt.Key_Down]: [0, 1],
            [Qt.Key_Home]: [-1, -1], [Qt.Key_PageUp]: [1, -1],
            [Qt.Key_End]: [-1, 1], [Qt.Key_PageDown]: [1, 1]
        }
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter
        if (view.keyboardGrab) {
            if (enter) {
                board.dropGrab()
            } else if (event.key === Qt.Key_Escape) {
                board.cancelDrag()
            } else if (event.key === Qt.Key_A && board.splitsMovement) {
                board.markActionPoint()
            } else if (steps[event.key] !== undefined) {
                if (square)
                    board.stepGrab(steps[event.key][0], steps[event.key][1])
                else if (directions[event.key] !== undefined)
                    board.stepGrab(directions[event.key])
            } else {
                return
            }
            view.revealToken(view.live.dragToken)
            event.accepted = true
            return
        }
        if (directions[event.key] !== undefined && (event.modifiers & Qt.ControlModifier)) {
            if (square && view.selection.count > 0) {
                const far = (event.modifiers & Qt.ShiftModifier) ? 5 : 1
                view.editor.moveTokens(view.selection.ids, steps[event.key][0] * far, steps[event.key][1] * far)
            }
            event.accepted = true
        } else if (directions[event.key] !== undefined) {
            const picked = board.pickToken(directions[event.key])
            if (picked !== "") {
                if (event.modifiers & Qt.ShiftModifier)
                    view.selection.ids = view.selection.ids.concat([picked])
                else
                    view.selection.select(picked)
                view.revealToken(picked)
            }
            event.accepted = true
        } else if (enter && view.selection.count > 0) {
            if (board.grab())
                view.revealToken(view.selection.current)
            event.accepted = true
        } else if ((event.key === Qt.Key_Menu || (event.key === Qt.Key_F10 && (event.modifiers & Qt.ShiftModifier)))
                   && view.selection.count > 0) {
            const id = view.selection.current
            view.revealToken(id)
            view.keyboardMenuRequested(id, board.tokenScenePoint(id))
            event.accepted = true
        } else if ((event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace)
                   && view.selection.count > 0) {
            view.editor.removeTokens(view.selection.ids)
            event.accepted = true
        } else if (event.key === Qt.Key_O && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
                   && board.pingHere) {
            board.pingHere()
            event.accepted = true
        } else if (event.key === Qt.Key_Escape) {
            if (view.live.dragging && board.cancelDrag)
                board.cancelDrag()
            else
                view.selection.clear()
            event.accepted = true
        }
    }
    // Scrolls the board so a token picked or moved from the keyboard stays in sight.
    function revealToken(tokenId) {
        const board = boardLoader.item
        const item = board && tokenId !== "" ? board.itemOfToken(tokenId) : null
        if (!item)
            return
        const margin = 24
        const box = item.mapToItem(view, 0, 0, item.width, item.height)
        let dx = 0
        let dy = 0
        if (box.x < margin)
            dx = margin - box.x
        else if (box.x + box.width > width - margin)
            dx = width - margin - box.x - box.width
        if (box.y < margin)
            dy = margin - box.y
        else if (box.y + box.height > height - margin)
            dy = height - margin - box.y - box.height
        if (dx !== 0 || dy !== 0) {
            content.x += dx
            content.y += dy
            fitted = false
        }
    }
    // A thin accent frame while the board has the keyboard (Tab moves it between panels).
    Rectangle {
        objectName: "boardFocusFrame"
        anchors.fill: parent
        z: 100
        visible: view.activeFocus || (boardLoader.item !== null && boardLoader.item.activeFocus)
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }
    Keys.onReleased: event => {
        if (event.key === Qt.Key_Space && !event.isAutoRepeat) {
            view.spaceHeld = false
            event.accepted = true
        }
    }

    function clampZoom(z) {
        return Math.max(minZoom, Math.min(maxZoom, z))
    }

    // Zooms by `factor` keeping the board point under (px, py) where it is.
    function zoomAt(factor, px, py) {
        const next = clampZoom(zoom * factor)
        const k = next / zoom
        content.x = px - (px - content.x) * k
        content.y = py - (py - content.y) * k
        zoom = next
        fitted = false
    }

    function panBy(dx, dy) {
        content.x += dx
        content.y += dy
        fitted = false
    }

    function zoomIn() {
        zoomAt(1.25, width / 2, height / 2)
    }

    function zoomOut() {
        zoomAt(1 / 1.25, width / 2, height / 2)
    }

    function showNote(text, anchor) {
        hoverNote.text = text
        if (text !== "" && anchor)
            hoverNote.anchorPoint = anchor.mapToItem(view, anchor.width / 2, 0)
    }

    function fit() {
        if (!boardLoader.item || boardLoader.item.implicitWidth <= 0 || width <= 0)
            return
        const margin = 24
        const w = boardLoader.item.implicitWidth
        const h = boardLoader.item.implicitHeight
        zoom = clampZoom(Math.min((width - 2 * margin) / w, (height - 2 * margin) / h, 2.5))
        content.x = (width - w * zoom) / 2
        content.y = (height - h * zoom) / 2
        fitted = true
    }

    onWidthChanged: if (fitted) Qt.callLater(fit)
    onHeightChanged: if (fitted) Qt.callLater(fit)

    Connections {
        target: view.document
        function onEncounterReset() {
            view.fitted = true
            Qt.callLater(view.fit)
        }
    }

    Rectangle {
        anchors.fill: parent
        color: view.document.boardKind === EncounterDocument.Positions ? Theme.positionBackdrop
                                                                     : Theme.boardBackdrop
    }

    // Below the board, so items on the board can take the pointer first.
    MouseArea {
        id: panArea
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.MiddleButton
        cursorShape: drag.active ? Qt.ClosedHandCursor : Qt.OpenHandCursor
        onPressed: view.forceActiveFocus()
        onClicked: mouse => {
            // A click beside the board clears the selection.
            if (mouse.button === Qt.LeftButton && !(mouse.modifiers & Qt.ShiftModifier))
                view.selection.clear()
        }
        drag.target: content
        drag.threshold: 2
        drag.smoothed: false // the board stays under the pointer, threshold included
        drag.onActiveChanged: if (drag.active) view.fitted = false
        onWheel: wheel => {
            const steps = wheel.angleDelta.y / 120
            if (steps !== 0)
                view.zoomAt(Math.pow(1.15, steps), wheel.x, wheel.y)
        }
    }

    // Touchpad pinches zoom about the fingers (a touch screen's are the BoardTouchArea's).
    PinchHandler {
        target: null
        acceptedDevices: PointerDevice.TouchPad
        property real lastScale: 1
        onActiveChanged: lastScale = 1
        onActiveScaleChanged: {
            if (!active)
                return
            view.zoomAt(activeScale / lastScale, centroid.position.x, centroid.position.y)
            lastScale = activeScale
        }
    }

    Item {
        id: content
        objectName: "boardContent"
        width: boardLoader.item ? boardLoader.item.implicitWidth : 0
        height: boardLoader.item ? boardLoader.item.implicitHeight : 0
        transformOrigin: Item.TopLeft
        scale: view.zoom

        Loader {
            id: boardLoader
            sourceComponent: view.document.boardKind === EncounterDocument.Square ? squareBoard
                           : view.document.boardKind === EncounterDocument.Positions ? positionBoard
                           : null
            onLoaded: Qt.callLater(view.fit)
        }
    }

    // Fingers on the glass (docs/input.md, "Touch"), over the board and under the notices: a tap
    // selects, one finger drags a token (or pans off the tokens), two pan, a pinch zooms, a
    // hold opens the menu and a double tap the inspector. The editing tools but Select take a
    // finger as a mouse, so it is off while one is chosen.
    BoardTouch {
        objectName: "boardTouch"
        anchors.fill: parent
        board: view.boardItem
        enabled: view.boardItem !== null && view.boardItem.touchSurface !== undefined
                 && (!view.boardEditor || view.boardEditor.tool === BoardEditor.Select)
                 && view.fogTool === FogToolLayer.None
        guard: TableSetup.revision >= 0 && TableSetup.touchGuard(view.Window.window && view.Window.window.screen
                                                                 ? view.Window.window.screen.name : "")
        onTouched: view.forceActiveFocus()
        onPanRequested: (dx, dy) => view.panBy(dx, dy)
        onZoomRequested: (factor, x, y) => view.zoomAt(factor, x, y)
        onInspectRequested: tokenId => view.inspectRequested(tokenId)
    }

    Component {
        id: squareBoard
        SquareBoardView {
            document: view.document
            announces: view.announces
            onAnnouncement: text => view.announcement(text)
            editor: view.editor
            selection: view.selection
            live: view.live
            overlays: view.overlays
            library: view.library
            boardEditor: view.boardEditor
            areaEditor: view.areaEditor
            lightEditor: view.lightEditor
            doorClicks: view.doorClicks
            templateEditor: view.templateEditor
            rulerModel: view.rulerModel
            workbench: view.workbench
            onTemplateMenuRequested: (templateId, scenePosition) => view.templateMenuRequested(templateId, scenePosition)
            onWallTopRequested: (wallIndex, scenePosition) => view.wallTopRequested(wallIndex, scenePosition)
            onMarkCardRequested: (kind, markId) => view.markCardRequested(kind, markId)
            actingToken: view.actingToken
            panning: view.spaceHeld
            viewScale: view.zoom
            fog: view.fog
            fogEditor: view.fogEditor
            fogTool: view.fogTool
            playerViewCells: view.playerViewCells
            onCameraPicked: cells => view.cameraPicked(cells)
            onOpenRequested: fileUrl => view.openRequested(fileUrl)
            onContextMenuRequested: (tokenId, scenePosition) => view.contextMenuRequested(tokenId, scenePosition)
            onNoteRequested: (text, anchor) => view.showNote(text, anchor)
            // A dropped token lands elsewhere, and the note that pointed at it would stay
            // behind over whatever is there now; the next hover brings a fresh one.
            onDraggingChanged: if (!dragging) view.showNote("", null)
        }
    }

    Component {
        id: positionBoard
        PositionBoardView {
            document: view.document
            announces: view.announces
            onAnnouncement: text => view.announcement(text)
            editor: view.editor
            selection: view.selection
            live: view.live
            overlays: view.overlays
            library: view.library
            boardEditor: view.boardEditor
            workbench: view.workbench
            actingToken: view.actingToken
            fog: view.fog
            fogEditor: view.fogEditor
            fogTool: view.fogTool
            onContextMenuRequested: (tokenId, scenePosition) => view.contextMenuRequested(tokenId, scenePosition)
            onPositionMenuRequested: (positionId, scenePosition) => view.positionMenuRequested(positionId, scenePosition)
            onNoteRequested: (text, anchor) => view.showNote(text, anchor)
        }
    }

    // Empty state and progress.
    Label {
        anchors.centerIn: parent
        visible: !view.document.loaded && !view.document.busy
        text: qsTr("Start a new encounter (Ctrl+N) or open one (Ctrl+O).")
        color: Theme.mutedText
        font.pixelSize: Theme.px(15)
    }

    Rectangle {
        anchors.centerIn: parent
        visible: view.document.busy
        width: busyRow.implicitWidth + 32
        height: busyRow.implicitHeight + 24
        radius: 12
        color: Qt.rgba(Theme.window.r, Theme.window.g, Theme.window.b, 0.92)
        border.color: Theme.separator
        Row {
            id: busyRow
            anchors.centerIn: parent
            spacing: 12
            BusyIndicator {
                objectName: "busyIndicator"
                running: view.document.busy
                width: 36
                height: 36
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: view.busyText
                font.pixelSize: Theme.px(14)
            }
        }
    }

    HoverNote {
        id: hoverNote
        opacity: view.live.dragging ? 0 : 1
    }

    // The overlays trail the dragged token: the engine is still on a newer pointer move
    // (docs/architecture.md §4.13). Static, so it costs no frames of its own.
    Rectangle {
        objectName: "liveUpdatingMark"
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 10
        visible: view.live.updating
        width: updatingLabel.implicitWidth + 16
        height: updatingLabel.implicitHeight + 6
        radius: height / 2
        color: Qt.rgba(Theme.window.r, Theme.window.g, Theme.window.b, 0.85)
        border.color: Theme.separator
        ToolTip.visible: updatingHover.hovered
        ToolTip.delay: 400
        ToolTip.text: qsTr("The overlays are catching up with the dragged token")
        HoverHandler {
            id: updatingHover
        }
        Label {
            id: updatingLabel
            anchors.centerIn: parent
            text: qsTr("↻ updating")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
        }
    }

    ErrorBanner {
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 12
        width: Math.min(parent.width - 24, 760)
        text: view.document.errorString
        onDismissed: view.document.clearError()
    }
}
