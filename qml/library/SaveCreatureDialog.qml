import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// "Save as creature" (docs/file-format.md §16.3): a token's stat block under the encounter's
// rule set goes into the library as a creature, in the GM's own library or in the open session's
// folder. The name defaults to the token's without its number ("Ghoul 3" → "Ghoul").
Dialog {
    id: dialog

    required property MiniatureLibraryModel library
    required property EncounterDocument document
    property bool sessionOpen: false
    property string tokenId

    // The library id of the creature saved last, for the panel to show it.
    signal saved(string creatureId)

    function openFor(id, tokenName) {
        tokenId = id
        nameField.text = library.creatureNameFor(tokenName)
        inSession.checked = sessionOpen
        open()
        nameField.selectAll()
        nameField.forceActiveFocus()
    }

    readonly property string existing: library.existingCreature(nameField.text, inSession.checked)

    objectName: "saveCreatureDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    title: qsTr("Save as creature")
    standardButtons: Dialog.Save | Dialog.Cancel

    // No name, no creature: Save waits for one.
    onOpened: standardButton(Dialog.Save).enabled = Qt.binding(() => nameField.text.trim() !== "")
    onAccepted: {
        const id = library.saveCreature(document, tokenId, nameField.text, inSession.checked)
        if (id !== "")
            saved(id)
    }

    ColumnLayout {
        spacing: 8

        Label {
            text: qsTr("Name")
        }
        TextField {
            id: nameField
            objectName: "creatureName"
            Accessible.name: qsTr("Name")
            implicitWidth: Theme.px(300)
            selectByMouse: true
            placeholderText: qsTr("Ghoul")
            onAccepted: if (text.trim() !== "") dialog.accept()
        }
        RadioButton {
            text: qsTr("In my library")
            checked: !inSession.checked
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Kept with your own miniatures, for every session")
        }
        RadioButton {
            id: inSession
            objectName: "creatureInSession"
            text: qsTr("In this session's folder")
            enabled: dialog.sessionOpen
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: dialog.sessionOpen ? qsTr("Saved under creatures/ in the session folder, so the evening travels with its monsters")
                                             : qsTr("Open a session folder to keep creatures with it")
        }
        Label {
            Layout.preferredWidth: Theme.px(300)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(11)
            color: Theme.mutedText
            text: dialog.existing !== ""
                  ? qsTr("“%1” is already a creature: its %2 stats are replaced, its other rule sets kept.")
                        .arg(nameField.text.trim()).arg(dialog.document.rulesName)
                  : qsTr("Size, speed, reach, pools, stats, conditions and notes for %1 are saved; "
                         + "each token dragged in from it gets the next number.").arg(dialog.document.rulesName)
        }
    }
}
