import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// A trap's card (docs/rules.md §12): its name, what sets it off, whether the players know of it,
// and the GM's note the fight's alert shows. OK saves it as one undo step.
Dialog {
    id: dialog
    objectName: "trapDialog"

    required property BoardMarks marks
    property string trapId: ""

    title: qsTr("Trap")
    modal: true
    width: Math.min(480, parent ? parent.width - 40 : 480)
    standardButtons: Dialog.Ok | Dialog.Cancel

    function openFor(id) {
        const row = marks.trap(id)
        if (!row.trapId)
            return
        trapId = id
        nameField.text = row.name
        triggerBox.currentIndex = Math.max(0, triggerBox.indexOfValue(row.trigger))
        hiddenBox.checked = row.hidden
        noteField.text = row.note
        open()
        nameField.forceActiveFocus()
    }
    onAccepted: marks.editTrap(trapId, nameField.text, triggerBox.currentValue, hiddenBox.checked, noteField.text)

    GridLayout {
        anchors.fill: parent
        columns: 2
        Label { text: qsTr("Name") }
        TextField {
            id: nameField
            objectName: "trapName"
            Accessible.name: qsTr("Trap name")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Fires") }
        ComboBox {
            id: triggerBox
            objectName: "trapTrigger"
            Accessible.name: qsTr("What sets the trap off")
            Layout.fillWidth: true
            textRole: "name"
            valueRole: "id"
            model: [{ id: "enter", name: qsTr("When a token enters it") },
                    { id: "cross", name: qsTr("When a path crosses it") },
                    { id: "turn", name: qsTr("When a turn starts in it") }]
        }
        Label { text: qsTr("Note"); Layout.alignment: Qt.AlignTop }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: 120
            TextArea {
                id: noteField
                objectName: "trapNote"
                Accessible.name: qsTr("What happens, the GM's only")
                placeholderText: qsTr("What happens when it fires")
                wrapMode: TextArea.Wrap
                background: Rectangle {
                    color: Theme.base
                    border.color: noteField.activeFocus ? Theme.accent : Theme.separator
                    border.width: noteField.activeFocus ? 2 : 1
                }
            }
        }
        CheckBox {
            id: hiddenBox
            objectName: "trapHidden"
            Layout.columnSpan: 2
            text: qsTr("Hidden from the players")
        }
        Button {
            Layout.columnSpan: 2
            text: qsTr("Remove Trap")
            onClicked: {
                dialog.marks.removeTrap(dialog.trapId)
                dialog.reject()
            }
        }
    }
}
