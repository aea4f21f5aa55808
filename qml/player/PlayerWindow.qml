import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Gridkeep

// The player view: a second top-level window for the players' monitor (docs/rules.md §3).
// Everything in it comes from the PlayerMirror's document, the players' encounter, which holds
// nothing the GM hides; its overlays come from a second LiveAnalysis in the players'
// perspective, and only those the GM shares. It edits nothing.
Window {
    id: playerWindow
    objectName: "playerWindow"

    required property PlayerMirror mirror
    required property FogTracker fog
    // The overlays the GM shares with the players.
    required property OverlaySwitches overlays
    property PlayerScreens screens: null
    // The GM's ruler: drawn here while the GM shares it (docs/rules.md §9.2).
    property RulerModel rulerModel: null
    // The GM's pings: rung here too.
    property BoardPings pings: null
    // The GM's handouts: the one shown covers the map.
    property HandoutShelf handouts: null
    // Covers the whole screen while the GM changes scenes.
    property bool blanked: false
    // Between two encounters of a session (SessionWorkspace): a caption and no map until the GM
    // reveals the next one. The board is unloaded, not just covered, and the mirror is held, so
    // nothing of the next map is drawn or even held here meanwhile.
    property bool betweenScenes: false
    property string sessionTitle: ""
    // The cells the GM asked the players to see; an empty rect fits the whole board.
    property rect camera: Qt.rect(0, 0, 0, 0)
    // True scale: pixels per square on this screen, or 0 to fit. The view then starts at
    // `scaleOrigin` (a cell) and moves one whole square at a time.
    property real trueScalePixels: 0
    property point scaleOrigin: Qt.point(0, 0)

    readonly property EncounterDocument document: mirror.document
    readonly property alias live: playersLive
    readonly property alias fight: playersFight
    readonly property Item boardItem: boardLoader.item
    // What the window shows, in cells, for the outline in the GM's window.
    readonly property rect visibleCells: {
        if (!boardLoader.item || !isSquare || zoom <= 0)
            return Qt.rect(0, 0, 0, 0)
        const cell = boardLoader.item.cellSize
        const x0 = (-content.x / zoom - ruler) / cell
        const y0 = (-content.y / zoom - ruler) / cell
        const x1 = x0 + viewport.width / zoom / cell
        const y1 = y0 + viewport.height / zoom / cell
        const left = Math.max(0, x0), top = Math.max(0, y0)
        const right = Math.min(document.boardWidth, x1), bottom = Math.min(document.boardHeight, y1)
        return right > left && bottom > top ? Qt.rect(left, top, right - left, bottom - top)
                                            : Qt.rect(0, 0, 0, 0)
    }

    // The table (docs/input.md, "The table"): on this screen the view may be turned to face the
    // players and kept clear of the edges a TV's frame hides, and the players may move tokens
    // by touch when the GM allows it (TableSetup, per screen).
    property Workbench workbench: null
    readonly property string screenName: playerWindow.screen ? playerWindow.screen.name : ""
    readonly property int tableRotation: TableSetup.revision >= 0 ? TableSetup.rotation(screenName) : 0
    readonly property var overscan: TableSetup.revision >= 0 ? TableSetup.overscan(screenName) : ({})
    readonly property bool tableTouch: workbench !== null && TableSetup.tableTouch !== TableSetup.Off
    readonly property alias touchArea: tableTouchArea

    readonly property bool isSquare: document.boardKind === EncounterDocument.Square
    readonly property real ruler: 22
    property real zoom: 1

    title: qsTr("Gridkeep — Player View")
    color: "black"
    width: 1024
    height: 700

    // The board views need these; nothing in this window calls them to edit.
    EncounterEditor { id: readOnlyEditor; document: playerWindow.document }
    TokenSelection { id: noSelection; document: playerWindow.document }
    LiveAnalysis {
        id: playersLive
        document: playerWindow.document
        perspective: LiveAnalysis.Players
        // The reach the GM shares is the acting combatant's.
        selectedToken: playerWindow.overlays.movement ? playersFight.currentId : ""
    }
    // Read for the turn strip only.
    CombatController { id: playersFight; document: playerWindow.document }

    // Places the board: the camera rectangle (or the whole board) fitted, or true scale.
    function layout() {
        const item = boardLoader.item
        if (!item || viewport.width <= 0 || viewport.height <= 0)
            return
        const cell = isSquare ? item.cellSize : 1
        if (isSquare && trueScalePixels > 0) {
            zoom = trueScalePixels / cell
            content.x = -(ruler + scaleOrigin.x * cell) * zoom
            content.y = -(ruler + scaleOrigin.y * cell) * zoom
            return
        }
        let area = Qt.rect(0, 0, item.implicitWidth, item.implicitHeight)
        if (isSquare && camera.width > 0 && camera.height > 0)
            area = Qt.rect(ruler + camera.x * cell, ruler + camera.y * cell,
                           camera.width * cell, camera.height * cell)
        else if (isSquare)
            area = Qt.rect(ruler, ruler, item.implicitWidth - 2 * ruler, item.implicitHeight - 2 * ruler)
        const margin = 12
        zoom = Math.min((viewport.width - 2 * margin) / area.width, (viewport.height - 2 * margin) / area.height)
        content.x = viewport.width / 2 - (area.x + area.width / 2) * zoom
        content.y = viewport.height / 2 - (area.y + area.height / 2) * zoom
    }
    onCameraChanged: Qt.callLater(layout)
    onTrueScalePixelsChanged: Qt.callLater(layout)
    onScaleOriginChanged: Qt.callLater(layout)
    Connections {
        target: playerWindow.document
        function onEncounterReset() { Qt.callLater(playerWindow.layout) }
        function onBoardChanged() { Qt.callLater(playerWindow.layout) }
    }

    // Zooms by `factor` about (px, py) in the viewport; touch on the table.
    function zoomAt(factor, px, py) {
        const next = Math.max(0.05, Math.min(8, zoom * factor))
        const k = next / zoom
        content.x = px - (px - content.x) * k
        content.y = py - (py - content.y) * k
        zoom = next
    }
    function panBy(dx, dy) {
        content.x += dx
        content.y += dy
    }

    // Inside the edges the frame hides.
    Item {
        id: frame
        anchors.fill: parent
        anchors.leftMargin: playerWindow.overscan.left ?? 0
        anchors.topMargin: playerWindow.overscan.top ?? 0
        anchors.rightMargin: playerWindow.overscan.right ?? 0
        anchors.bottomMargin: playerWindow.overscan.bottom ?? 0
    }
    // Turned about its centre to face the players; everything the players read is on it.
    Item {
        id: turntable
        objectName: "playerTurntable"
        readonly property bool sideways: playerWindow.tableRotation % 180 !== 0
        x: frame.x + (frame.width - width) / 2
        y: frame.y + (frame.height - height) / 2
        width: sideways ? frame.height : frame.width
        height: sideways ? frame.width : frame.height
        rotation: playerWindow.tableRotation
        onWidthChanged: Qt.callLater(playerWindow.layout)
        onHeightChanged: Qt.callLater(playerWindow.layout)
    }

    Item {
        id: viewport
        objectName: "playerViewport"
        parent: turntable
        anchors.fill: parent
        anchors.topMargin: strip.visible ? strip.height : 0
        clip: true
        onWidthChanged: Qt.callLater(playerWindow.layout)
        onHeightChanged: Qt.callLater(playerWindow.layout)

        Rectangle {
            anchors.fill: parent
            color: playerWindow.isSquare ? (Theme.highContrast ? "#000000" : "#15171a") : Theme.positionBackdrop
        }

        Item {
            id: content
            width: boardLoader.item ? boardLoader.item.implicitWidth : 0
            height: boardLoader.item ? boardLoader.item.implicitHeight : 0
            transformOrigin: Item.TopLeft
            scale: playerWindow.zoom

            Loader {
                id: boardLoader
                active: !playerWindow.betweenScenes
                sourceComponent: playerWindow.document.boardKind === EncounterDocument.Square ? squareBoard
                               : playerWindow.document.boardKind === EncounterDocument.Positions ? positionBoard
                               : null
                onLoaded: Qt.callLater(playerWindow.layout)
            }
        }

        // Fingers on the table, when the GM allows it: a drag moves a token the players may
        // move (through the GM's undo and log), other drags and two fingers pan, a pinch zooms
        // unless true scale holds the zoom, a hold pings.
        BoardTouch {
            id: tableTouchArea
            objectName: "tableTouch"
            anchors.fill: parent
            board: boardLoader.item
            enabled: playerWindow.tableTouch && playerWindow.isSquare && boardLoader.item !== null
                     && !playerWindow.blanked && !playerWindow.betweenScenes
            guard: TableSetup.revision >= 0 && TableSetup.touchGuard(playerWindow.screenName)
            pinchEnabled: playerWindow.trueScalePixels <= 0
            onPanRequested: (dx, dy) => playerWindow.panBy(dx, dy)
            onZoomRequested: (factor, x, y) => playerWindow.zoomAt(factor, x, y)
        }
    }

    Component {
        id: squareBoard
        SquareBoardView {
            document: playerWindow.document
            editor: readOnlyEditor
            selection: noSelection
            live: playersLive
            overlays: playerWindow.overlays
            readOnly: true
            fog: playerWindow.fog
            fogForPlayers: true
            actingToken: playersFight.currentId
            viewScale: playerWindow.zoom
            rulerModel: playerWindow.rulerModel
            pings: playerWindow.pings
            tableTouch: playerWindow.tableTouch
            tableWorkbench: playerWindow.workbench
        }
    }
    Component {
        id: positionBoard
        PositionBoardView {
            document: playerWindow.document
            editor: readOnlyEditor
            selection: noSelection
            live: playersLive
            overlays: playerWindow.overlays
            readOnly: true
            fog: playerWindow.fog
            fogForPlayers: true
            actingToken: playersFight.currentId
        }
    }

    // The fight as the players may follow it: the round and the visible combatants in order,
    // whoever acts ringed. While someone they cannot see acts, the mirror holds the last turn.
    Rectangle {
        id: strip
        objectName: "playerTurnStrip"
        parent: turntable
        z: 1
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Turn order")
        visible: playersFight.active && !playerWindow.betweenScenes
        anchors.left: parent.left
        anchors.right: parent.right
        height: 64
        color: "#1d1f23"
        Row {
            anchors.fill: parent
            anchors.leftMargin: 16
            spacing: 12
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: playersFight.roundText
                color: "white"
                font.pixelSize: 22
                font.bold: true
            }
            Repeater {
                model: playersFight.combatants
                delegate: Rectangle {
                    required property string tokenId
                    required property string name
                    required property color sideColor
                    required property bool current
                    required property bool defeated
                    objectName: "playerTurnChip:" + tokenId
                    Accessible.role: Accessible.ListItem
                    Accessible.name: current ? qsTr("%1, acting").arg(name) : defeated ? qsTr("%1, defeated").arg(name) : name
                    anchors.verticalCenter: parent.verticalCenter
                    width: chipLabel.implicitWidth + 40
                    height: 40
                    radius: 20
                    color: current ? "#3a3320" : "#2a2d33"
                    border.color: current ? Theme.turn : "transparent"
                    border.width: 3
                    opacity: defeated ? 0.45 : 1
                    Rectangle {
                        x: 10
                        anchors.verticalCenter: parent.verticalCenter
                        width: 14
                        height: 14
                        radius: 7
                        color: sideColor
                    }
                    Label {
                        id: chipLabel
                        x: 30
                        anchors.verticalCenter: parent.verticalCenter
                        text: name
                        color: "white"
                        font.pixelSize: 16
                        font.strikeout: defeated
                    }
                }
            }
        }
    }

    // Drawn on the players' screen, where the GM holds the ruler.
    function calibrate() {
        calibration.open()
    }
    CalibrationDialog {
        id: calibration
        screens: playerWindow.screens
        screenName: playerWindow.screens ? playerWindow.screens.currentScreen : ""
        anchors.centerIn: parent
    }

    // A handout the GM shows covers everything but the blank screen; Escape here takes it down
    // too, for a GM standing at the players' screen.
    Loader {
        parent: turntable
        z: 2
        anchors.fill: parent
        active: playerWindow.handouts !== null
        sourceComponent: HandoutOverlay {
            shelf: playerWindow.handouts
        }
    }
    Shortcut {
        sequence: "Escape"
        enabled: playerWindow.handouts !== null && playerWindow.handouts.shownId !== ""
        onActivated: playerWindow.handouts.hide()
    }

    Rectangle {
        objectName: "playerBetweenScenes"
        parent: turntable
        z: 3
        anchors.fill: parent
        visible: playerWindow.betweenScenes && !playerWindow.blanked
        color: "#101114"
        Column {
            anchors.centerIn: parent
            spacing: 14
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Between scenes")
                color: "#d8d4cc"
                font.pixelSize: Math.max(28, Math.min(playerWindow.width, playerWindow.height) / 12)
                font.weight: Font.Light
            }
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                width: 120
                height: 2
                color: Theme.turn
                opacity: 0.7
            }
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                visible: text !== ""
                text: playerWindow.sessionTitle
                color: "#8d8a84"
                font.pixelSize: 20
            }
        }
    }

    Rectangle {
        objectName: "playerBlank"
        anchors.fill: parent
        visible: playerWindow.blanked
        color: "black"
    }
}
