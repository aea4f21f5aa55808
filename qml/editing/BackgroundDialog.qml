import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// The map image under a square board: pick a file, then fit it to the grid (image pixels per
// cell, offset in cells, opacity). Changes show on the map at once; the whole visit is one
// undo step, and Cancel puts the board back as it was.
Dialog {
    id: dialog

    required property BoardEditor editor

    title: qsTr("Map background")
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel
    closePolicy: Popup.CloseOnEscape

    property string loadError: ""
    // While the dialog writes a value itself, the editor's echo must not write it back.
    property bool syncing: false

    function syncFromEditor() {
        syncing = true
        scaleBox.value = Math.round(editor.backgroundPlacement.cellPixels * 10)
        offsetXBox.value = Math.round(editor.backgroundPlacement.offsetX * 100)
        offsetYBox.value = Math.round(editor.backgroundPlacement.offsetY * 100)
        opacitySlider.value = editor.backgroundPlacement.opacity
        syncing = false
    }
    function applyFit() {
        if (syncing)
            return
        editor.setBackgroundFit(scaleBox.value / 10, offsetXBox.value / 100,
                                offsetYBox.value / 100, opacitySlider.value)
    }

    onAboutToShow: {
        loadError = ""
        editor.beginStroke()
        syncFromEditor()
    }
    onAccepted: editor.endStroke()
    onRejected: editor.cancelStroke()

    Connections {
        target: dialog.editor
        function onBackgroundChanged() {
            if (dialog.visible)
                dialog.syncFromEditor()
        }
        function onBackgroundLoaded(ok, error) {
            dialog.loadError = ok ? "" : error
        }
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Choose a map image")
        nameFilters: [qsTr("Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)"), qsTr("All files (*)")]
        onAccepted: dialog.editor.setBackground(selectedFile)
    }

    contentItem: GridLayout {
        columns: 2
        columnSpacing: 12
        rowSpacing: 8

        Label {
            text: qsTr("Image")
        }
        RowLayout {
            spacing: 6
            Button {
                objectName: "chooseImage"
                text: dialog.editor.backgroundPlacement.present ? qsTr("Replace…") : qsTr("Choose…")
                onClicked: fileDialog.open()
            }
            Button {
                objectName: "removeImage"
                text: qsTr("Remove")
                enabled: dialog.editor.backgroundPlacement.present
                onClicked: dialog.editor.clearBackground()
            }
            Label {
                visible: dialog.editor.backgroundPlacement.present && dialog.editor.backgroundPlacement.imageSize.width > 0
                text: qsTr("%1 × %2 px").arg(dialog.editor.backgroundPlacement.imageSize.width)
                                         .arg(dialog.editor.backgroundPlacement.imageSize.height)
                color: Theme.mutedText
            }
        }

        Label {
            Layout.columnSpan: 2
            Layout.maximumWidth: Theme.px(420)
            visible: dialog.loadError.length > 0
            text: dialog.loadError
            color: Theme.enemy
            wrapMode: Text.Wrap
        }

        Label {
            text: qsTr("Pixels per cell")
            enabled: dialog.editor.backgroundPlacement.present
        }
        RowLayout {
            enabled: dialog.editor.backgroundPlacement.present
            SpinBox {
                id: scaleBox
                objectName: "cellPixels"
                Accessible.name: qsTr("Pixels per square")
                // Tenths of a pixel; 0 stretches the image over the whole board.
                from: 0
                to: 100000
                stepSize: 10
                editable: true
                textFromValue: function(value, locale) {
                    return value === 0 ? qsTr("stretch") : Number(value / 10).toLocaleString(locale, "f", 1)
                }
                valueFromText: function(text, locale) {
                    const n = Number.fromLocaleString(locale, text)
                    return isNaN(n) ? 0 : Math.round(n * 10)
                }
                onValueModified: dialog.applyFit()
            }
            Button {
                objectName: "fitBoard"
                text: qsTr("Fit to board")
                onClicked: dialog.editor.fitBackgroundToBoard()
            }
        }

        Label {
            text: qsTr("Offset (cells)")
            enabled: dialog.editor.backgroundPlacement.present
        }
        RowLayout {
            enabled: dialog.editor.backgroundPlacement.present
            Label { text: "x" ; color: Theme.mutedText }
            SpinBox {
                id: offsetXBox
                objectName: "offsetX"
                Accessible.name: qsTr("Offset x")
                // Hundredths of a cell.
                from: -100000
                to: 100000
                stepSize: 5
                editable: true
                textFromValue: function(value, locale) { return Number(value / 100).toLocaleString(locale, "f", 2) }
                valueFromText: function(text, locale) { return Math.round(Number.fromLocaleString(locale, text) * 100) }
                onValueModified: dialog.applyFit()
            }
            Label { text: "y" ; color: Theme.mutedText }
            SpinBox {
                id: offsetYBox
                objectName: "offsetY"
                Accessible.name: qsTr("Offset y")
                from: -100000
                to: 100000
                stepSize: 5
                editable: true
                textFromValue: function(value, locale) { return Number(value / 100).toLocaleString(locale, "f", 2) }
                valueFromText: function(text, locale) { return Math.round(Number.fromLocaleString(locale, text) * 100) }
                onValueModified: dialog.applyFit()
            }
        }

        Label {
            text: qsTr("Opacity")
            enabled: dialog.editor.backgroundPlacement.present
        }
        RowLayout {
            enabled: dialog.editor.backgroundPlacement.present
            Slider {
                id: opacitySlider
                objectName: "opacity"
                Accessible.name: qsTr("Opacity")
                from: 0
                to: 1
                stepSize: 0.05
                onMoved: dialog.applyFit()
            }
            Label {
                text: Math.round(opacitySlider.value * 100) + " %"
                color: Theme.mutedText
            }
        }
    }
}
