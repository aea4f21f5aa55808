import QtQuick
import QtQuick.Controls
import Gridkeep

// The Session menu's actions (docs/file-format.md §15): walking the evening's encounters,
// revealing the next scene to the players, the Encounters panel and the party roster.
Item {
    id: session

    // Its dialogs centre in the window, as the window's own would.
    anchors.fill: parent

    required property Workbench workbench
    readonly property SessionWorkspace workspace: workbench.sessionWorkspace
    // The Encounters panel is shown beside the board while a session folder is open.
    property bool panelShown: true

    readonly property alias nextEncounterAction: nextEncounterAction
    readonly property alias previousEncounterAction: previousEncounterAction
    readonly property alias revealSceneAction: revealSceneAction
    readonly property alias encountersPanelAction: encountersPanelAction

    // Another encounter of the session: the window asks "save changes?" first.
    signal encounterRequested(string file)

    function showRoster() {
        rosterTable.open()
    }

    Action {
        id: nextEncounterAction
        text: qsTr("&Next Encounter")
        shortcut: "Ctrl+PgDown"
        enabled: session.workspace.nextFile !== "" && !session.workbench.document.busy
        onTriggered: session.encounterRequested(session.workspace.nextFile)
    }
    Action {
        id: previousEncounterAction
        text: qsTr("&Previous Encounter")
        shortcut: "Ctrl+PgUp"
        enabled: session.workspace.previousFile !== "" && !session.workbench.document.busy
        onTriggered: session.encounterRequested(session.workspace.previousFile)
    }
    Action {
        id: revealSceneAction
        text: qsTr("&Reveal to Players")
        shortcut: "F10"
        enabled: session.workspace.betweenScenes
        onTriggered: session.workspace.reveal()
    }
    Action {
        id: encountersPanelAction
        text: qsTr("&Encounters Panel")
        checkable: true
        checked: session.panelShown
        enabled: session.workspace.open
        shortcut: "Ctrl+Shift+E"
        onTriggered: session.panelShown = !session.panelShown
    }
    RosterTable {
        id: rosterTable
        controller: session.workbench.roster
    }
}
