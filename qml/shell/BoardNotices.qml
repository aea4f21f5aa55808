import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// What sits over the board's corners: the tactical map's and the cover layer's legends, the
// "between scenes" reminder, and an import's or export's progress and warnings.
Item {
    id: notices

    required property Workbench workbench
    required property OverlaySwitches overlays
    property TacticalMapModel tactics: null
    property StealthOverlay stealth: null
    // The Encounters panel is on show (it says "between scenes" itself).
    property bool encountersPanelShown: false
    property bool playerViewOpen: false

    anchors.fill: parent
    z: 50

    HandoutBadge {
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 10
        z: 5
        shelf: notices.workbench.tableShow.handouts
    }
    TacticsLegend {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        tactics: notices.tactics
        onCloseRequested: notices.tactics.clearTarget(notices.tactics.tokenId)
    }
    CoverLegend {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 12
        stealth: notices.stealth
        onCloseRequested: notices.overlays.coverObserver = ""
    }

    // The GM's reminder that the players wait on "Between scenes" (F10 reveals), when the
    // Encounters panel, which says it too, is hidden.
    Rectangle {
        objectName: "betweenScenesChip"
        visible: notices.workbench.sessionWorkspace.betweenScenes && !notices.encountersPanelShown
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 10
        z: 5
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
                text: notices.playerViewOpen ? qsTr("Players see: Between scenes")
                                             : qsTr("Player view: Between scenes")
                color: "white"
            }
            Button {
                text: qsTr("Reveal (F10)")
                highlighted: true
                onClicked: notices.workbench.sessionWorkspace.reveal()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Show this encounter on the player view")
            }
        }
    }

    ExchangeProgress {
        anchors.centerIn: parent
        z: 10
        exchange: notices.workbench.exchange
    }
    ImportWarnings {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 64
        width: Math.min(parent.width - 24, 760)
        z: 5
        exchange: notices.workbench.exchange
    }
}
