import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Adds a condition from the rule set's list, for a number of rounds that ends at the start or
// end of a chosen combatant's turn (the affected one's or the source's), or until removed.
Popup {
    id: popup

    required property CombatController combat
    property string tokenId: ""
    property string tokenName: ""

    function openFor(id, name) {
        tokenId = id
        tokenName = name
        roundsBox.value = 1
        anchorBox.currentIndex = 0
        open()
        conditionBox.forceActiveFocus()
    }
    function apply() {
        const anchor = anchorBox.currentIndex === 1 ? combat.currentId : tokenId
        combat.addCondition(tokenId, conditionBox.currentValue, roundsBox.value,
                            whenBox.currentValue, anchor)
        close()
    }

    objectName: "conditionPopup"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 16

    GridLayout {
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Add a condition")
        columns: 2
        rowSpacing: 8
        columnSpacing: 10
        Label {
            text: qsTr("Condition on %1").arg(popup.tokenName)
            font.bold: true
            font.pixelSize: Theme.px(15)
            Layout.columnSpan: 2
        }
        Label { text: qsTr("Condition") }
        ComboBox {
            id: conditionBox
            Accessible.name: qsTr("Condition")
            model: popup.combat.terms.conditions
            textRole: "name"
            valueRole: "id"
            Layout.preferredWidth: Theme.px(200)
        }
        //: How many combat rounds the condition lasts.
        Label { text: qsTr("Rounds") }
        SpinBox {
            id: roundsBox
            Accessible.name: qsTr("Rounds")
            from: 0
            to: 99
            editable: true
            textFromValue: value => value === 0 ? qsTr("until removed") : String(value)
            Keys.onReturnPressed: popup.apply()
        }
        Label { text: qsTr("Ends at the"); enabled: roundsBox.value > 0 }
        ComboBox {
            id: whenBox
            Accessible.name: qsTr("Ends at the")
            enabled: roundsBox.value > 0
            textRole: "text"
            valueRole: "value"
            model: [{ text: qsTr("end of the turn of"), value: "end" },
                    { text: qsTr("start of the turn of"), value: "start" }]
            Layout.preferredWidth: Theme.px(200)
        }
        Item { width: 1; height: 1 }
        ComboBox {
            id: anchorBox
            Accessible.name: qsTr("Whose turn counts")
            enabled: roundsBox.value > 0
            model: [popup.tokenName, popup.combat.currentName !== "" ? qsTr("%1 (the source)").arg(popup.combat.currentName) : qsTr("the source")]
            Layout.preferredWidth: Theme.px(200)
        }
        Button {
            text: qsTr("Add")
            highlighted: true
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            onClicked: popup.apply()
        }
    }
}
