import QtQuick
import QtQuick.Controls
import Gridkeep

// The player view on the second screen (docs/rules.md §3), from the GM's side: whether it is
// open or blanked, the part of the board it shows, what the GM shares on it, and the fog and
// camera tools with their keys.
Item {
    id: player

    // Its dialogs centre in the window, as the window's own would.
    anchors.fill: parent

    required property Workbench workbench
    required property ApplicationWindow window

    property bool open: false
    property bool blanked: false
    property rect camera: Qt.rect(0, 0, 0, 0)
    property point scaleOrigin: Qt.point(0, 0)
    // True scale is remembered per screen (PlayerScreens), so a TV laid flat stays locked.
    readonly property bool trueScale: playerScreens.currentScreen !== ""
                                      && playerScreens.trueScaleScreens.indexOf(playerScreens.currentScreen) >= 0
    // The GM's fog or camera tool on the board (FogToolLayer.None: the usual editing). It and
    // the board editor's tools take turns: choosing one puts the other back to selecting.
    property int fogTool: FogToolLayer.None
    onFogToolChanged: if (fogTool !== FogToolLayer.None) workbench.boardEditor.tool = BoardEditor.Select
    Connections {
        target: player.workbench.boardEditor
        function onToolChanged() {
            if (player.workbench.boardEditor.tool !== BoardEditor.Select)
                player.fogTool = FogToolLayer.None
        }
    }

    // The player window while it is open, else null.
    readonly property PlayerWindow playerWindow: loader.item
    readonly property alias screens: playerScreens
    readonly property alias sharedOverlays: sharedOverlays
    readonly property alias playerViewAction: playerViewAction
    readonly property alias blankAction: blankAction
    readonly property alias revealToolAction: revealToolAction
    readonly property alias hideToolAction: hideToolAction
    readonly property alias cameraToolAction: cameraToolAction
    readonly property alias handoutAction: handoutAction
    readonly property alias shareAction: shareAction

    // Opens the view, at `size` when one is given (the screenshot mode's --size).
    function openView(size) {
        open = true
        if (size && loader.item) {
            loader.item.width = size.width
            loader.item.height = size.height
        }
    }
    function pan(dx, dy) {
        scaleOrigin = Qt.point(Math.max(0, scaleOrigin.x + dx), Math.max(0, scaleOrigin.y + dy))
        if (!trueScale && camera.width > 0)
            camera = Qt.rect(camera.x + dx, camera.y + dy, camera.width, camera.height)
    }
    // The camera tool's pick: the players see these cells.
    function showCells(cells) {
        camera = cells
        scaleOrigin = Qt.point(cells.x, cells.y)
        fogTool = FogToolLayer.None
    }
    function fitToBoard() {
        camera = Qt.rect(0, 0, 0, 0)
        playerScreens.setTrueScale(playerScreens.currentScreen, false)
    }
    function calibrate() {
        playerWindow.calibrate()
    }
    function pickScreen() {
        screenPicker.open()
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
    // The GM pinged a spot twice: the players' view centres on it, as large as it was.
    function centreOn(x, y) {
        const seen = loader.item ? loader.item.visibleCells : Qt.rect(0, 0, 0, 0)
        const w = seen.width > 0 ? seen.width : workbench.document.boardWidth
        const h = seen.height > 0 ? seen.height : workbench.document.boardHeight
        scaleOrigin = Qt.point(Math.max(0, Math.round(x - w / 2)), Math.max(0, Math.round(y - h / 2)))
        if (!trueScale)
            camera = Qt.rect(x - w / 2, y - h / 2, w, h)
    }
    Connections {
        target: player.workbench.tableShow.pings
        function onCentreRequested(x, y) { player.centreOn(x, y) }
    }
    PlayerScreens {
        id: playerScreens
    }
    Loader {
        id: loader
        active: player.open
        sourceComponent: PlayerWindow {
            transientParent: null
            mirror: player.workbench.playerMirror
            workbench: player.workbench
            fog: player.workbench.fog
            overlays: sharedOverlays
            rulerModel: player.workbench.ruler
            pings: player.workbench.tableShow.pings
            handouts: player.workbench.tableShow.handouts
            screens: playerScreens
            blanked: player.blanked
            betweenScenes: player.workbench.sessionWorkspace.betweenScenes
            sessionTitle: player.workbench.sessionWorkspace.title
            camera: player.camera
            trueScalePixels: player.trueScale && playerScreens.currentScreen !== ""
                             ? (playerScreens.pixelsPerSquareByScreen[playerScreens.currentScreen] ?? 0) : 0
            scaleOrigin: player.scaleOrigin
            onClosing: player.open = false
        }
        onLoaded: playerScreens.place(item, player.window)
    }
    PlayerScreenPicker {
        id: screenPicker
        screens: playerScreens
        anchors.centerIn: parent
    }

    // The players' devices (README "Players' devices") see what the player window shows: the
    // same camera (in true scale, the squares the window shows), cover and title.
    Binding {
        target: player.workbench.share
        property: "camera"
        value: player.trueScale && player.playerWindow ? player.playerWindow.visibleCells : player.camera
    }
    Binding { target: player.workbench.share; property: "blanked"; value: player.blanked }
    Binding {
        target: player.workbench.share
        property: "betweenScenes"
        value: player.workbench.sessionWorkspace.betweenScenes
    }
    Binding {
        target: player.workbench.share
        property: "sessionTitle"
        value: player.workbench.sessionWorkspace.title
    }
    ShareDialog {
        id: shareDialog
        share: player.workbench.share
    }

    Action {
        id: playerViewAction
        text: qsTr("&Player View")
        checkable: true
        checked: player.open
        shortcut: "F9"
        onTriggered: player.open = !player.open
    }
    Action {
        id: blankAction
        text: qsTr("&Blank Player Screen")
        checkable: true
        checked: player.blanked
        shortcut: "Ctrl+B"
        onTriggered: player.blanked = !player.blanked
    }
    Action {
        id: revealToolAction
        text: qsTr("&Reveal Brush")
        checkable: true
        checked: player.fogTool === FogToolLayer.Reveal
        shortcut: "Ctrl+Shift+R"
        onTriggered: player.fogTool = checked ? FogToolLayer.Reveal : FogToolLayer.None
    }
    Action {
        id: hideToolAction
        text: qsTr("&Hide Brush")
        checkable: true
        checked: player.fogTool === FogToolLayer.Hide
        shortcut: "Ctrl+Shift+H"
        onTriggered: player.fogTool = checked ? FogToolLayer.Hide : FogToolLayer.None
    }
    Action {
        id: cameraToolAction
        text: qsTr("&Show Players This…")
        checkable: true
        checked: player.fogTool === FogToolLayer.Camera
        shortcut: "Ctrl+Shift+P"
        onTriggered: player.fogTool = checked ? FogToolLayer.Camera : FogToolLayer.None
    }
    Shortcut {
        sequence: "Escape"
        enabled: player.fogTool !== FogToolLayer.None
        onActivated: player.fogTool = FogToolLayer.None
    }
    // Show to Players: the picked handout fills the players' screen; again, or Escape, takes it
    // down (README "Handouts").
    Action {
        id: handoutAction
        text: player.workbench.tableShow.handouts.shownId !== "" ? qsTr("Hide &Handout") : qsTr("Show &Handout to Players")
        shortcut: "F8"
        enabled: player.workbench.tableShow.handouts.shownId !== "" || player.workbench.tableShow.handouts.currentId !== ""
        onTriggered: player.workbench.tableShow.handouts.toggleCurrent()
    }
    Action {
        id: shareAction
        text: qsTr("Share With Players' &Devices…")
        shortcut: "F7"
        onTriggered: shareDialog.open()
    }
    Shortcut {
        sequence: "Escape"
        enabled: player.workbench.tableShow.handouts.shownId !== "" && player.fogTool === FogToolLayer.None
        onActivated: player.workbench.tableShow.handouts.hide()
    }
    Action { shortcut: "Alt+Left"; onTriggered: player.pan(-1, 0) }
    Action { shortcut: "Alt+Right"; onTriggered: player.pan(1, 0) }
    Action { shortcut: "Alt+Up"; onTriggered: player.pan(0, -1) }
    Action { shortcut: "Alt+Down"; onTriggered: player.pan(0, 1) }
}
