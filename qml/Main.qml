import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// The main window: header, the board with pan and zoom, and the token list.
ApplicationWindow {
    id: window

    required property EncounterDocument document

    visible: true
    minimumWidth: 720
    minimumHeight: 480
    title: document.loaded ? qsTr("%1 — Gridkeep").arg(document.name) : qsTr("Gridkeep")
    color: Theme.window

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

    Action {
        id: openAction
        text: qsTr("&Open…")
        icon.source: "qrc:/icons/open.svg"
        shortcut: StandardKey.Open
        onTriggered: openDialog.open()
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
    Action {
        id: quitAction
        text: qsTr("&Quit")
        shortcut: StandardKey.Quit
        onTriggered: Qt.quit()
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

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            MenuItem { action: openAction }
            MenuSeparator {}
            MenuItem { action: quitAction }
        }
        Menu {
            title: qsTr("&View")
            MenuItem { action: zoomInAction; text: qsTr("Zoom &In\tCtrl+=") }
            MenuItem { action: zoomOutAction; text: qsTr("Zoom &Out\tCtrl+-") }
            MenuItem { action: fitAction; text: qsTr("&Fit Board\tCtrl+0") }
        }
    }

    header: HeaderBar {
        document: window.document
        view: boardView
        openAction: openAction
        zoomInAction: zoomInAction
        zoomOutAction: zoomOutAction
        fitAction: fitAction
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open an encounter")
        nameFilters: [qsTr("Encounters (*.encounter)"), qsTr("All files (*)")]
        onAccepted: window.document.open(selectedFile)
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        BoardView {
            id: boardView
            objectName: "boardView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            document: window.document
        }

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.separator
        }

        TokenPanel {
            Layout.fillHeight: true
            Layout.preferredWidth: 290
            document: window.document
        }
    }
}
