import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Where the player view goes: full screen on one of the connected screens, or a normal window
// next to the GM's. The choice is remembered (PlayerScreens.chosenScreen).
Dialog {
    id: dialog

    required property PlayerScreens screens
    // The screen name ticked while the dialog is open; empty is the window on the GM's screen.
    property string selection: ""

    objectName: "playerScreenPicker"
    title: qsTr("Player View Screen")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    anchors.centerIn: parent

    onAboutToShow: selection = screens.chosenScreen
    onAccepted: screens.chosenScreen = selection

    ButtonGroup { id: choices }

    ColumnLayout {
        spacing: 6

        Label {
            text: qsTr("Show the player view on")
            color: Theme.mutedText
        }

        Repeater {
            model: dialog.screens.screens

            RadioButton {
                required property var modelData

                objectName: "playerScreen_" + modelData.name
                text: modelData.primary ? qsTr("%1 (main screen)").arg(modelData.label) : modelData.label
                ButtonGroup.group: choices
                checked: dialog.selection === modelData.name
                onCheckedChanged: if (checked) dialog.selection = modelData.name
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Full screen on %1, for the players' monitor or TV").arg(modelData.name)
            }
        }

        RadioButton {
            objectName: "playerScreenWindow"
            text: qsTr("A window on this screen")
            ButtonGroup.group: choices
            checked: dialog.selection === ""
            onCheckedChanged: if (checked) dialog.selection = ""
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("A normal window next to yours, to move and resize by hand")
        }

        Label {
            visible: dialog.screens.screens.length < 2
            text: qsTr("Connect the players' monitor or TV to show the view there full screen.")
            color: Theme.mutedText
        }
    }
}
