import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The drawing tool's part of the palette (docs/file-format.md §3.10): the kind of mark, its
// colour and width, whether the players see new drawings, and wiping the board. K again steps
// to the next kind; Shift+K takes the eraser.
ColumnLayout {
    id: drawingPalette

    required property DrawingEditor drawingEditor
    spacing: 4

    component Heading: Label {
        font.pixelSize: Theme.px(11)
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
        topPadding: 6
    }

    Heading {
        text: qsTr("Draw")
    }
    GridLayout {
        columns: 4
        columnSpacing: 2
        rowSpacing: 2
        Repeater {
            model: [{ id: "pen", glyph: "✎", tip: qsTr("Pen: draw freehand") },
                    { id: "line", glyph: "╱", tip: qsTr("Line: drag from end to end") },
                    { id: "arrow", glyph: "➚", tip: qsTr("Arrow: drag from its tail to its point") },
                    { id: "rect", glyph: "▭", tip: qsTr("Rectangle: drag from corner to corner") },
                    { id: "ellipse", glyph: "◯", tip: qsTr("Ellipse: drag across its box") },
                    { id: "text", glyph: "T", tip: qsTr("Text: click where it starts, type, Enter") },
                    { id: "eraser", glyph: "⌫", tip: qsTr("Eraser: click or drag over a drawing (Shift+K)") }]
            delegate: ToolButton {
                required property var modelData
                objectName: "drawingTool:" + modelData.id
                Accessible.name: modelData.tip
                text: modelData.glyph
                font.family: "DejaVu Sans"
                font.pixelSize: Theme.px(15)
                checkable: true
                checked: drawingPalette.drawingEditor.tool === modelData.id
                focusPolicy: Qt.NoFocus
                implicitWidth: 34
                onClicked: drawingPalette.drawingEditor.tool = modelData.id
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: modelData.tip
            }
        }
    }
    Label {
        text: qsTr("Colour")
        font.pixelSize: Theme.px(12)
        color: Theme.mutedText
    }
    Flow {
        // As wide as the palette, not as its swatches in one row.
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        spacing: 3
        Repeater {
            model: drawingPalette.drawingEditor.colorChoices
            delegate: AbstractButton {
                id: swatch
                required property var modelData
                objectName: "drawingColor:" + modelData.colorText
                Accessible.role: Accessible.RadioButton
                Accessible.name: modelData.name
                Accessible.checked: checked
                checkable: true
                checked: drawingPalette.drawingEditor.color === modelData.colorText
                focusPolicy: Qt.NoFocus
                implicitWidth: 24
                implicitHeight: 24
                onClicked: drawingPalette.drawingEditor.color = modelData.colorText
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: modelData.name
                background: Rectangle {
                    radius: 4
                    color: swatch.modelData.colorText
                    border.color: swatch.checked ? Theme.accent : Theme.mutedText
                    border.width: swatch.checked ? 3 : 1
                }
            }
        }
    }
    Label {
        text: qsTr("Width")
        font.pixelSize: Theme.px(12)
        color: Theme.mutedText
    }
    ComboBox {
        objectName: "drawingWidth"
        Accessible.name: qsTr("Line width")
        Layout.fillWidth: true
        focusPolicy: Qt.ClickFocus
        model: drawingPalette.drawingEditor.widthChoices
        textRole: "name"
        valueRole: "cells"
        currentIndex: Math.max(0, indexOfValue(drawingPalette.drawingEditor.strokeWidth))
        onActivated: drawingPalette.drawingEditor.strokeWidth = currentValue
    }
    CheckBox {
        objectName: "drawingShared"
        Layout.fillWidth: true
        text: qsTr("Players see them")
        focusPolicy: Qt.NoFocus
        checked: drawingPalette.drawingEditor.shared
        onToggled: drawingPalette.drawingEditor.shared = checked
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Off: what you draw is your own note. On: the player view shows it too. A right click on a drawing changes it later.")
    }
    Label {
        objectName: "drawingCount"
        Layout.fillWidth: true
        visible: drawingPalette.drawingEditor.count > 0
        Layout.preferredWidth: 1
        text: qsTr("%n drawing(s), %1 shown to the players", "", drawingPalette.drawingEditor.count)
                  .arg(drawingPalette.drawingEditor.sharedCount)
        font.pixelSize: Theme.px(12)
        wrapMode: Text.Wrap
    }
    ColumnLayout {
        visible: drawingPalette.drawingEditor.count > 0
        Layout.fillWidth: true
        spacing: 2
        Button {
            objectName: "drawingClearGm"
            Layout.fillWidth: true
            text: qsTr("Clear Mine")
            focusPolicy: Qt.NoFocus
            enabled: drawingPalette.drawingEditor.count > drawingPalette.drawingEditor.sharedCount
            onClicked: drawingPalette.drawingEditor.clear(true)
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Erase the drawings the players do not see")
        }
        Button {
            objectName: "drawingClearAll"
            Layout.fillWidth: true
            text: qsTr("Clear All")
            focusPolicy: Qt.NoFocus
            onClicked: drawingPalette.drawingEditor.clear(false)
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Erase every drawing (Ctrl+Shift+K); Ctrl+Z brings them back")
        }
    }
    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        text: qsTr("Each stroke is one undo step. Ctrl+click anywhere on the board pings that spot for everyone.")
        color: Theme.mutedText
        font.pixelSize: Theme.px(11)
        wrapMode: Text.Wrap
    }
}
