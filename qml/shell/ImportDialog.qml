import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// File ▸ Import: a Universal VTT map (.dd2vtt, .df2vtt, .uvtt) as a new encounter. The file
// is read first (Exchange); a Gridkeep export opens with its own rule set, any other map asks
// here which square rule set it uses.
Dialog {
    id: dialog

    required property Exchange exchange

    // The map waiting for its rule set.
    property url fileUrl
    property string displayName

    title: qsTr("Import a Map")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel
    width: Theme.px(440)

    readonly property var choices: exchange.importRuleChoices()
    readonly property var chosen: choices[rules.currentIndex] || ({})

    // Asks for the file, then imports it.
    function chooseFile() {
        fileDialog.open()
    }

    Component.onCompleted: standardButton(Dialog.Ok).text = qsTr("Import")

    Connections {
        target: dialog.exchange
        function onRulesWanted(url, name) {
            dialog.fileUrl = url
            dialog.displayName = name
            // Paces unless the GM picks another.
            rules.currentIndex = Math.max(0, dialog.choices.findIndex(c => c.id === "paces"))
            dialog.open()
        }
    }

    onAccepted: exchange.importFile(fileUrl, chosen.id)
    onRejected: exchange.dropPendingImport()

    FileDialog {
        id: fileDialog
        title: qsTr("Import a Universal VTT map")
        nameFilters: [qsTr("Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)"), qsTr("All files (*)")]
        onAccepted: dialog.exchange.importFile(selectedFile, "")
    }

    ColumnLayout {
        width: parent.width
        spacing: 10

        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("“%1” becomes a new encounter: its picture as the background, its walls and doors. Which rules does it use?").arg(dialog.displayName)
        }
        ComboBox {
            id: rules
            objectName: "importRuleSet"
            Accessible.name: qsTr("Rule set")
            Layout.fillWidth: true
            model: dialog.choices
            textRole: "name"
        }
        Label {
            Layout.fillWidth: true
            text: dialog.chosen.description || ""
            visible: text !== ""
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
    }
}
