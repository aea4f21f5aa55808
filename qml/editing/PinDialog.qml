import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// A map pin's card (docs/file-format.md §3.9): its title, its text (read-aloud text and
// secrets alike, never the players'), whom it is about and the handout it goes with, and
// whether the players see the pin (and its title, never the text). OK saves it as one undo step;
// Show Handout puts the linked handout on the players' screen.
Dialog {
    id: dialog
    objectName: "pinDialog"

    required property BoardMarks marks
    required property HandoutShelf handouts
    property string pinId: ""

    title: qsTr("Map Pin")
    modal: true
    width: Math.min(480, parent ? parent.width - 40 : 480)
    standardButtons: Dialog.Ok | Dialog.Cancel

    function openFor(id) {
        const row = marks.pin(id)
        if (!row.pinId)
            return
        pinId = id
        titleField.text = row.title
        textField.text = row.text
        sharedBox.checked = row.shared
        tokenBox.currentIndex = Math.max(0, tokenBox.indexOfValue(row.token))
        handoutBox.currentIndex = Math.max(0, handoutBox.indexOfValue(row.handout))
        open()
        titleField.forceActiveFocus()
    }
    onAccepted: marks.editPin(pinId, titleField.text, textField.text, sharedBox.checked,
                              tokenBox.currentValue ?? "", handoutBox.currentValue ?? "")

    // The handouts a pin may name: none first, then the shelf's.
    readonly property var handoutChoices: {
        const rows = [{ id: "", name: qsTr("None") }]
        for (let i = 0; i < handouts.count; ++i) {
            const index = handouts.index(i, 0)
            rows.push({ id: handouts.data(index, HandoutShelf.IdRole), name: handouts.data(index, HandoutShelf.TitleRole) })
        }
        return rows
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        Label { text: qsTr("Title") }
        TextField {
            id: titleField
            objectName: "pinTitle"
            Accessible.name: qsTr("Pin title")
            Layout.fillWidth: true
        }
        Label { text: qsTr("Text"); Layout.alignment: Qt.AlignTop }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: 140
            TextArea {
                id: textField
                objectName: "pinText"
                Accessible.name: qsTr("Pin text, the GM's only")
                placeholderText: qsTr("Read-aloud text and secrets")
                wrapMode: TextArea.Wrap
                background: Rectangle {
                    color: Theme.base
                    border.color: textField.activeFocus ? Theme.accent : Theme.separator
                    border.width: textField.activeFocus ? 2 : 1
                }
            }
        }
        Label { text: qsTr("About") }
        ComboBox {
            id: tokenBox
            objectName: "pinToken"
            Accessible.name: qsTr("The creature the pin is about")
            Layout.fillWidth: true
            model: dialog.marks.tokenChoices
            textRole: "name"
            valueRole: "id"
        }
        Label { text: qsTr("Handout") }
        RowLayout {
            Layout.fillWidth: true
            ComboBox {
                id: handoutBox
                objectName: "pinHandout"
                Accessible.name: qsTr("The handout that goes with the pin")
                Layout.fillWidth: true
                model: dialog.handoutChoices
                textRole: "name"
                valueRole: "id"
            }
            Button {
                text: qsTr("Show")
                enabled: (handoutBox.currentValue ?? "") !== ""
                onClicked: dialog.handouts.show(handoutBox.currentValue)
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Show the handout to the players (F8 takes it down)")
            }
        }
        CheckBox {
            id: sharedBox
            objectName: "pinShared"
            Layout.columnSpan: 2
            text: qsTr("The players see this pin and its title (never its text)")
        }
        Button {
            Layout.columnSpan: 2
            text: qsTr("Remove Pin")
            onClicked: {
                dialog.marks.removePin(dialog.pinId)
                dialog.reject()
            }
        }
    }
}
