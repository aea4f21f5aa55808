import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// File ▸ Export ▸ PNG / PDF Battle Sheet / Universal VTT: the choices that apply to the
// format, then where to write it. Exchange does the work off the UI thread.
Dialog {
    id: dialog

    required property Exchange exchange
    required property EncounterDocument document

    // "png", "pdf" or "uvtt".
    property string kind: "png"
    readonly property bool pdf: kind === "pdf"
    readonly property var options: pdf
        ? { players: playersView.checked, paper: paper.currentValue, square: square.currentValue }
        : { players: playersView.checked, cellPixels: cellPixels.value }

    function openFor(format) {
        kind = format
        paper.currentIndex = paper.indexOfValue(exchange.defaultPaper)
        open()
    }

    title: kind === "pdf" ? qsTr("Export a PDF Battle Sheet")
         : kind === "uvtt" ? qsTr("Export a Universal VTT Map")
         : qsTr("Export a PNG Picture")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel
    width: Theme.px(480)

    Component.onCompleted: standardButton(Dialog.Ok).text = qsTr("Export…")

    onAccepted: {
        saveDialog.exportOptions = dialog.options
        saveDialog.exportKind = dialog.kind
        const suggested = dialog.exchange.suggestedExportUrl(dialog.kind)
        saveDialog.currentFolder = suggested.toString().replace(/\/[^/]*$/, "")
        saveDialog.selectedFile = suggested
        saveDialog.open()
    }

    FileDialog {
        id: saveDialog
        property string exportKind
        property var exportOptions
        title: dialog.title
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Export")
        defaultSuffix: exportKind === "pdf" ? "pdf" : exportKind === "uvtt" ? "dd2vtt" : "png"
        nameFilters: exportKind === "pdf" ? [qsTr("PDF documents (*.pdf)")]
                   : exportKind === "uvtt" ? [qsTr("Universal VTT maps (*.dd2vtt *.uvtt)")]
                   : [qsTr("PNG pictures (*.png)")]
        onAccepted: {
            if (exportKind === "pdf")
                dialog.exchange.exportPdf(selectedFile, exportOptions)
            else if (exportKind === "uvtt")
                dialog.exchange.exportUvtt(selectedFile, exportOptions)
            else
                dialog.exchange.exportPng(selectedFile, exportOptions)
        }
    }

    GridLayout {
        width: parent.width
        columns: 2
        columnSpacing: 14
        rowSpacing: 8

        Label { text: qsTr("View"); Layout.alignment: Qt.AlignTop | Qt.AlignLeft; topPadding: 8 }
        ColumnLayout {
            spacing: 0
            RadioButton {
                id: gmView
                objectName: "exportGmView"
                text: qsTr("Game master: everything on the board")
                checked: true
            }
            RadioButton {
                id: playersView
                objectName: "exportPlayersView"
                text: qsTr("Players: only what the players may see")
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: 30
                visible: playersView.checked
                text: qsTr("Hidden tokens are left out and unrevealed fog is black; nothing under it is in the file.")
                wrapMode: Text.Wrap
                color: Theme.mutedText
                font.pixelSize: Theme.px(12)
            }
        }

        Label { text: qsTr("Pixels per square"); visible: !dialog.pdf }
        SpinBox {
            id: cellPixels
            objectName: "exportCellPixels"
            Accessible.name: qsTr("Pixels per square")
            visible: !dialog.pdf
            from: 8
            to: 400
            value: 70
            editable: true
        }

        Label { text: qsTr("Square size"); visible: dialog.pdf }
        ComboBox {
            id: square
            objectName: "exportSquare"
            Accessible.name: qsTr("Square size")
            visible: dialog.pdf
            Layout.preferredWidth: Theme.px(200)
            textRole: "text"
            valueRole: "value"
            model: [{ text: qsTr("1 inch"), value: "inch" }, { text: qsTr("25 mm"), value: "25mm" }]
        }

        Label { text: qsTr("Paper"); visible: dialog.pdf }
        ComboBox {
            id: paper
            objectName: "exportPaper"
            Accessible.name: qsTr("Paper")
            visible: dialog.pdf
            Layout.preferredWidth: Theme.px(200)
            textRole: "text"
            valueRole: "value"
            model: [{ text: qsTr("Letter"), value: "letter" }, { text: qsTr("A4"), value: "a4" }]
        }

        Label { text: dialog.pdf ? qsTr("Sheets") : qsTr("Size") }
        Label {
            objectName: "exportSize"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: dialog.visible ? dialog.exchange.exportSizeText(dialog.kind, dialog.options) : ""
        }

        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: dialog.kind === "uvtt"
            wrapMode: Text.Wrap
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            text: qsTr("The map picture shows the background, terrain and walls, without tokens or grid; walls and doors go in as line of sight and portals. Gridkeep keeps the whole encounter inside, so importing the file gives it back.")
        }
        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: dialog.pdf
            wrapMode: Text.Wrap
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
            text: qsTr("True scale, tiled over the sheets with overlap strips and crop marks. The first page is the legend with a test square: print at 100% and check it.")
        }
    }
}
