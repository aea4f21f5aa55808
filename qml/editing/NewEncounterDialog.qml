import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// File ▸ New: the rule set, and for square rule sets the map size. The Labyrinthian rule set
// always uses its 21-position Combat Grid.
Dialog {
    id: dialog

    required property EncounterDocument document

    title: qsTr("New Encounter")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent

    readonly property var choices: document.ruleSetChoices()
    readonly property var chosen: choices[rules.currentIndex] || ({})

    onAccepted: document.newEncounter(chosen.id, width_.value, height_.value)

    GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 8

        Label { text: qsTr("Rule set") }
        ComboBox {
            id: rules
            objectName: "newRuleSet"
            Accessible.name: qsTr("Rule set")
            Layout.preferredWidth: Theme.px(260)
            model: dialog.choices
            textRole: "name"
        }

        Item { width: 1; height: 1 }
        Label {
            objectName: "newRuleSetDescription"
            text: dialog.chosen.description || ""
            visible: text !== ""
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.preferredWidth: Theme.px(260)
        }

        Label { text: qsTr("Board") }
        Label {
            text: dialog.chosen.square ? qsTr("Square grid, in %1s").arg(dialog.chosen.unit)
                                       : qsTr("The 21-position Combat Grid")
            color: Theme.mutedText
        }

        Label { text: qsTr("Width"); enabled: dialog.chosen.square === true }
        SpinBox { id: width_; Accessible.name: qsTr("Width"); from: 1; to: 500; value: 24; editable: true; enabled: dialog.chosen.square === true }
        Label { text: qsTr("Height"); enabled: dialog.chosen.square === true }
        SpinBox { id: height_; Accessible.name: qsTr("Height"); from: 1; to: 500; value: 16; editable: true; enabled: dialog.chosen.square === true }
    }
}
