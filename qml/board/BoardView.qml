import QtQuick
import QtQuick.Controls
import Gridkeep

// The board in a viewport: drag to pan, wheel to zoom about the pointer, and fit. It shows a
// square board or the Combat Grid, whichever the document has, with the tokens on top.
Item {
    id: view

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
    signal templateMenuRequested(string templateId, point scenePosition)
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

    property real zoom: 1
    readonly property real minZoom: 0.05
    readonly property real maxZoom: 4
    // While true the board refits when the viewport changes size; any manual zoom or pan ends it.
    property bool fitted: true
    readonly property Item boardItem: boardLoader.item

    clip: true
    focus: true
    activeFocusOnTab: true

    // Board keys: arrows nudge the selection (Shift: five cells), Delete removes it, Escape
    // cancels a drag or clears the selection, space held pans.
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Space) {
            if (!event.isAutoRepeat)
                view.spaceHeld = true
            event.accepted = true
            return
        }
        const step = (event.modifiers & Qt.ShiftModifier) ? 5 : 1
        const nudges = {
            [Qt.Key_Left]: [-step, 0], [Qt.Key_Right]: [step, 0],
            [Qt.Key_Up]: [0, -step], [Qt.Key_Down]: [0, step]
        }
        if (nudges[event.key] !== undefined && view.selection.count > 0
                && view.document.boardKind === EncounterDocument.Square) {
            view.editor.moveTokens(view.selection.ids, nudges[event.key][0], nudges[event.key][1])
            event.accepted = true
        } else if ((event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace)
                   && view.selection.count > 0) {
            view.editor.removeTokens(view.selection.ids)
            event.accepted = true
        } else if (event.key === Qt.Key_Escape) {
            if (view.live.dragging && boardLoader.item && boardLoader.item.cancelDrag)
                boardLoader.item.cancelDrag()
            else
                view.selection.clear()
            event.accepted = true
        }
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

    // Touchpad and touch-screen pinches zoom about the fingers.
    PinchHandler {
        target: null
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

    Component {
        id: squareBoard
        SquareBoardView {
            document: view.document
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
            onTemplateMenuRequested: (templateId, scenePosition) => view.templateMenuRequested(templateId, scenePosition)
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
            editor: view.editor
            selection: view.selection
            live: view.live
            overlays: view.overlays
            library: view.library
            boardEditor: view.boardEditor
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
        font.pixelSize: 15
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
                font.pixelSize: 14
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
            font.pixelSize: 11
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
