import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The acting combatant attacks the chosen target. paces: the target defends (threat minus
// armor against a pool at least that high) or yields (the damage dice + brawn for melee −
// armor). classic: damage dice by level, exploding, magic bonus on the original dice only,
// + bonus − Defense Points; a sneak attack is direct damage.
Popup {
    id: popup

    required property CombatController combat
    property string targetId: ""
    property string targetName: ""
    property string message: ""

    function openFor(id, name) {
        targetId = id
        targetName = name
        message = ""
        // The attacker's own numbers, where its stats give them.
        const attacker = combat.currentId
        levelBox.value = combat.tokenStat(attacker, "level", 1)
        bonusBox.value = combat.tokenStat(attacker, "str", 0)
        magicBox.value = combat.tokenStat(attacker, "magic", 0)
        open()
    }

    objectName: "attackPopup"
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    padding: 16

    ColumnLayout {
        Accessible.role: Accessible.Dialog
        Accessible.name: qsTr("Attack")
        spacing: 8
        Label {
            text: qsTr("%1 attacks %2").arg(popup.combat.currentName !== "" ? popup.combat.currentName : qsTr("The acting combatant")).arg(popup.targetName)
            font.bold: true
            font.pixelSize: Theme.px(15)
        }

        // paces
        GridLayout {
            visible: popup.combat.terms.procedure === "paces"
            columns: 2
            Label { text: qsTr("Threat") }
            SpinBox { id: threatBox; from: 0; to: 99; value: 6; editable: true; Accessible.name: qsTr("Threat") }
            Label { text: qsTr("Defense / damage type") }
            ComboBox {
                id: pacesPool
                Accessible.name: qsTr("Defense / damage type")
                model: popup.combat.terms.pools.filter(p => p.id !== "stress")
                textRole: "name"
                valueRole: "id"
            }
            Label { text: qsTr("Yield dice") }
            TextField { id: yieldDice; text: "2d6" }
            CheckBox { id: meleeBox; text: qsTr("Melee or thrown (adds brawn)"); checked: true; Layout.columnSpan: 2 }
            Button {
                //: A game term: the target defends against the attack.
                text: qsTr("Defend")
                onClicked: {
                    popup.message = popup.combat.defend(popup.targetId, threatBox.value, pacesPool.currentValue)
                    if (popup.message === "")
                        popup.close()
                }
            }
            Button {
                //: A game term: the target yields to the attack.
                text: qsTr("Yield")
                highlighted: true
                onClicked: {
                    if (popup.combat.yieldTo(popup.combat.currentId, popup.targetId, yieldDice.text,
                                             meleeBox.checked, pacesPool.currentValue))
                        popup.close()
                }
            }
        }

        // classic
        GridLayout {
            visible: popup.combat.terms.procedure === "classic"
            columns: 2
            //: The attacker's character level (a game term).
            Label { text: qsTr("Level") }
            SpinBox { id: levelBox; from: 1; to: 30; value: 1; editable: true }
            Label { text: qsTr("Damage die") }
            ComboBox { id: dieBox; model: [4, 6, 8, 10, 12]; currentIndex: 1 }
            Label { text: qsTr("Magic bonus a die") }
            SpinBox { id: magicBox; from: 0; to: 10; editable: true }
            Label { text: qsTr("STR / DEX / WIS bonus") }
            SpinBox { id: bonusBox; from: -10; to: 30; editable: true }
            CheckBox { id: powerBox; text: qsTr("Power Attack (double dice)"); enabled: !sneakBox.checked }
            CheckBox { id: sneakBox; text: qsTr("Sneak attack (direct damage)"); enabled: !powerBox.checked }
            Label {
                Layout.columnSpan: 2
                color: Theme.mutedText
                text: qsTr("%1d%2, exploding").arg(popup.combat.classicDiceCount(levelBox.value) * (powerBox.checked ? 2 : 1)).arg(dieBox.currentValue)
            }
            Button {
                text: qsTr("Roll damage")
                highlighted: true
                Layout.columnSpan: 2
                onClicked: {
                    if (popup.combat.classicAttack(popup.combat.currentId, popup.targetId, levelBox.value,
                                                   dieBox.currentValue, magicBox.value, bonusBox.value,
                                                   powerBox.checked, sneakBox.checked) >= 0)
                        popup.close()
                }
            }
        }
        Label {
            visible: popup.message !== ""
            text: popup.message
            color: Theme.enemy
            wrapMode: Text.Wrap
            Layout.maximumWidth: Theme.px(360)
        }
    }
}
