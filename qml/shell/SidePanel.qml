import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The panel beside the board: the miniature library, the tokens, the inspector, the handouts
// and the fight.
// A picked area, light or template (docs/rules.md §8, §9) shows in the inspector, and a fight
// that starts shows the Fight tab.
ColumnLayout {
    id: side

    required property Workbench workbench
    // The fight keys' popups, which the combatant cards open too.
    required property CombatActions fight

    spacing: 0

    function showInspector() {
        sideTabs.currentIndex = 2
    }
    // A token's card in a fight it takes part in, otherwise its inspector (a double tap).
    function showTokenDetails(tokenId) {
        if (combatPanel.showCombatant(tokenId))
            sideTabs.currentIndex = 4
        else
            showInspector()
    }
    // Shows the Fight tab and starts a fight with its choices, unless one runs.
    function startFight() {
        sideTabs.currentIndex = 4
        if (!workbench.combat.active)
            combatPanel.startFight()
    }
    function showHandouts() {
        sideTabs.currentIndex = 3
    }
    function showMiniature(miniatureId) {
        libraryPanel.showMiniature(miniatureId)
    }

    Connections {
        target: side.workbench.areaEditor
        function onSelectedIdChanged() {
            if (side.workbench.areaEditor.selectedId !== "")
                side.showInspector()
        }
    }
    Connections {
        target: side.workbench.lightEditor
        function onSelectedIdChanged() {
            if (side.workbench.lightEditor.selectedId !== "")
                side.showInspector()
        }
    }
    Connections {
        target: side.workbench.templateEditor
        function onSelectedIdChanged() {
            if (side.workbench.templateEditor.selectedId !== "")
                side.showInspector()
        }
    }
    Connections {
        target: side.workbench.combat
        function onActiveChanged() {
            if (side.workbench.combat.active)
                sideTabs.currentIndex = 4
        }
    }

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
            objectName: "handoutsTab"
            text: qsTr("Handouts")
            Accessible.name: text
            width: implicitWidth + sideTabs.spare
        }
        TabButton {
            objectName: "combatTab"
            Accessible.name: side.workbench.combat.active ? qsTr("Fight, in progress") : qsTr("Fight")
            text: side.workbench.combat.active ? qsTr("Fight ●") : qsTr("Fight")
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
            library: side.workbench.library
        }
        TokenPanel {
            document: side.workbench.document
            editor: side.workbench.editor
            selection: side.workbench.selection
        }
        InspectorPanel {
            objectName: "inspector"
            document: side.workbench.document
            editor: side.workbench.editor
            selection: side.workbench.selection
            areaEditor: side.workbench.areaEditor
            lightEditor: side.workbench.lightEditor
            templateEditor: side.workbench.templateEditor
        }
        HandoutsPanel {
            objectName: "handoutsPanel"
            shelf: side.workbench.tableShow.handouts
        }
        CombatPanel {
            id: combatPanel
            objectName: "combatPanel"
            combat: side.workbench.combat
            selection: side.workbench.selection
            onAmountRequested: (tokenId, heal) => side.fight.openAmount(tokenId, heal)
            onConditionRequested: tokenId => side.fight.openCondition(tokenId)
            onAttackRequested: tokenId => side.fight.openAttack(tokenId)
        }
    }
}
