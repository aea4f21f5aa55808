import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Damage, heal or a condition for everyone a template catches (docs/rules.md §9): one undo step
// with one log line per token (CombatController::damageAll, healAll, addConditionAll). The
// tokens are read when it opens.
Popup {
    id: popup
    objectName: "templateActionPopup"

    required property CombatController combat
    required property TemplateEditor templateEditor
    // "damage", "heal" or "condition".
    property string kind: "damage"
    property string templateId: ""
    property var tokenIds: []
    property string sourceName: ""
    property string caughtText: ""

    function openFor(what, id) {
        kind = what
        templateId = id
        templateEditor.selectedId = id
        const row = templateEditor.selected
        tokenIds = templateEditor.caughtIds(id)
        sourceName = row.name || ""
        caughtText = row.caughtText || ""
        amountField.text = ""
        poolBox.currentIndex = Math.max(0, poolBox.indexOfValue(combat.terms.damagePool))
        roundsBox.value = 1
        open()
        if (kind === "condition")
            conditionBox.forceActiveFocus()
        else
            amountField.forceActiveFocus()
    }
    function apply() {
        if (kind === "condition") {
            combat.addConditionAll(tokenIds, conditionBox.currentValue, roundsBox.value,
                                   whenBox.currentValue, "", sourceName)
            close()
            return
        }
        const value = Number(amountField.text.replace(",", "."))
        if (!(value > 0))
            return
        if (kind === "heal")
            combat.healAll(tokenIds, value, poolBox.currentValue, sourceName)
        else
            combat.damageAll(tokenIds, value, poolBox.currentValue, sourceName)
        close()
    }

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 16

    ColumnLayout {
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Act on the tokens in the template")
        spacing: 8
        Label {
            text: popup.kind === "heal" ? qsTr("Heal everyone %1 catches").arg(popup.sourceName)
                  : popup.kind === "condition" ? qsTr("A condition on everyone %1 catches").arg(popup.sourceName)
                  : qsTr("Damage everyone %1 catches").arg(popup.sourceName)
            font.bold: true
            font.pixelSize: Theme.px(15)
        }
        Label {
            Layout.maximumWidth: Theme.px(360)
            text: popup.caughtText
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        RowLayout {
            visible: popup.kind !== "condition"
            TextField {
                id: amountField
                objectName: "templateAmount"
                Accessible.name: qsTr("Amount")
                placeholderText: qsTr("Amount")
                validator: DoubleValidator { bottom: 0 }
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: Theme.px(110)
                Keys.onReturnPressed: popup.apply()
                Keys.onEnterPressed: popup.apply()
            }
            ComboBox {
                id: poolBox
                Accessible.name: qsTr("Pool")
                model: popup.combat.terms.pools
                textRole: "name"
                valueRole: "id"
                Layout.preferredWidth: Theme.px(160)
            }
        }
        GridLayout {
            visible: popup.kind === "condition"
            columns: 2
            rowSpacing: 8
            columnSpacing: 10
            Label { text: qsTr("Condition") }
            ComboBox {
                id: conditionBox
                objectName: "templateCondition"
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
                model: [{ text: qsTr("end of each one's turn"), value: "end" },
                        { text: qsTr("start of each one's turn"), value: "start" }]
                Layout.preferredWidth: Theme.px(200)
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Label {
                text: qsTr("One undo step for all of them.")
                color: Theme.mutedText
                font.pixelSize: Theme.px(11)
            }
            Button {
                objectName: "templateApply"
                text: popup.kind === "heal" ? qsTr("Heal") : popup.kind === "condition" ? qsTr("Set") : qsTr("Damage")
                highlighted: true
                onClicked: popup.apply()
            }
        }
    }
}
