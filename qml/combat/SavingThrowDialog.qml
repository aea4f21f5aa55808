import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// labyrinthian: entering a Difficult or Turbulent position with an energy modifier asks for a
// Saving Throw (docs/rules.md §7.2). A failure puts the token back, knocked prone.
Dialog {
    id: dialog

    required property CombatController combat
    property string tokenId: ""
    property string pool: ""
    property int modifier: 0
    property string fromPosition: ""
    property string fromLevel: ""

    objectName: "savingThrowDialog"
    title: qsTr("Saving Throw")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Cancel
    width: Theme.px(440)
    // The roll is what the GM came for: Enter or Space rolls it at once.
    onOpened: rollButton.forceActiveFocus()

    function ask(id, name, poolId, poolName, mod, positionName, from, level) {
        tokenId = id
        pool = poolId
        modifier = mod
        fromPosition = from
        fromLevel = level
        text.text = qsTr("%1 enters %2 (+%3 %4). Roll %5 + current %4: it must beat %4 + %3, or %1 cannot pass and is knocked prone.")
            .arg(name).arg(positionName).arg(mod).arg(poolName).arg(combat.terms.saveDie)
        open()
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        Label {
            id: text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            id: rollButton
            text: qsTr("Roll the Saving Throw")
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            highlighted: true
            Layout.alignment: Qt.AlignRight
            onClicked: {
                dialog.combat.savingThrow(dialog.tokenId, dialog.pool, dialog.modifier,
                                          dialog.fromPosition, dialog.fromLevel)
                dialog.close()
            }
        }
    }
}
