import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Damage or heal one combatant: type a number, Enter applies it (D and H open this).
Popup {
    id: popup

    required property CombatController combat
    property string tokenId: ""
    property string tokenName: ""
    property bool heal: false

    function openFor(id, name, healing) {
        tokenId = id
        tokenName = name
        heal = healing
        amountField.text = ""
        poolBox.currentIndex = Math.max(0, poolBox.indexOfValue(combat.terms.damagePool))
        open()
        amountField.forceActiveFocus()
    }
    function apply() {
        const value = Number(amountField.text)
        if (!(value > 0))
            return
        if (heal)
            combat.heal(tokenId, value, poolBox.currentValue)
        else
            combat.damage(tokenId, value, poolBox.currentValue)
        close()
    }

    objectName: "amountPopup"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 16

    ColumnLayout {
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Damage or heal")
        spacing: 8
        Label {
            text: popup.heal ? qsTr("Heal %1").arg(popup.tokenName) : qsTr("Damage %1").arg(popup.tokenName)
            font.bold: true
            font.pixelSize: Theme.px(15)
        }
        RowLayout {
            TextField {
                id: amountField
                objectName: "amountField"
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
        Label {
            text: qsTr("Enter applies, Esc cancels. Undo with Ctrl+Z.")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
        }
    }
}
