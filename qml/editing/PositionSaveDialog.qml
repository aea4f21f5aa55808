import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// "+15 Stamina Difficult": the energy and modifier a Difficult or Turbulent position asks a
// Saving Throw against (docs/rules.md §7.2). One undo step through the board editor.
Dialog {
    id: dialog

    required property BoardEditor editor
    property string positionId: ""

    objectName: "positionSaveDialog"
    title: qsTr("Saving Throw on entering")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Ok | Dialog.Cancel

    function openFor(id) {
        positionId = id
        const flags = editor.positionFlags[id] || ({})
        energyBox.model = [{ id: "", name: qsTr("None") }].concat(editor.energyChoices())
        energyBox.currentIndex = Math.max(0, energyBox.indexOfValue(flags.saveEnergy || ""))
        modifierBox.value = flags.saveModifier || 10
        open()
    }
    onAccepted: editor.setPositionSave(positionId, energyBox.currentValue, modifierBox.value)

    GridLayout {
        columns: 2
        columnSpacing: 10
        Label {
            text: qsTr("A combatant entering this Difficult or Turbulent position rolls the Saving Throw against its current energy plus the modifier; on a failure it stays out and falls prone.")
            wrapMode: Text.Wrap
            Layout.columnSpan: 2
            Layout.maximumWidth: Theme.px(360)
        }
        Label { text: qsTr("Energy") }
        ComboBox {
            id: energyBox
            Accessible.name: qsTr("Energy")
            textRole: "name"
            valueRole: "id"
            Layout.preferredWidth: Theme.px(180)
        }
        Label { text: qsTr("Modifier"); enabled: energyBox.currentValue !== "" }
        SpinBox {
            id: modifierBox
            Accessible.name: qsTr("Modifier")
            enabled: energyBox.currentValue !== ""
            from: -99
            to: 99
            editable: true
        }
    }
}
