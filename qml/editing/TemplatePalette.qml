import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The template tool's part of the palette (docs/rules.md §9): the four shapes a click places,
// the new template's size, and the board's templates to pick. C again steps to the next shape.
ColumnLayout {
    id: templatePalette

    required property TemplateEditor templateEditor

    readonly property string shape: templateEditor.placeShape
    spacing: 4

    component Heading: Label {
        font.pixelSize: Theme.px(11)
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
        topPadding: 6
    }

    Heading {
        text: qsTr("Template")
    }
    RowLayout {
        spacing: 2
        Repeater {
            model: [{ id: "circle", glyph: "●", tip: qsTr("Circle: a burst round a point (drag: radius)") },
                    { id: "cone", glyph: "◀", tip: qsTr("Cone: as wide as it is far (drag: its direction and length)") },
                    { id: "line", glyph: "━", tip: qsTr("Line: a bolt from a point (drag: its direction and length)") },
                    { id: "square", glyph: "■", tip: qsTr("Square: along the grid (drag: from corner to corner)") }]
            delegate: ToolButton {
                required property var modelData
                objectName: "templateShape:" + modelData.id
                text: modelData.glyph
                font.family: "DejaVu Sans"
                font.pixelSize: Theme.px(15)
                checkable: true
                checked: templatePalette.shape === modelData.id
                focusPolicy: Qt.NoFocus
                implicitWidth: 34
                onClicked: templatePalette.templateEditor.placeShape = modelData.id
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: modelData.tip
            }
        }
    }
    // The new template's radius, length or side, in half squares.
    Label {
        text: templatePalette.shape === "circle" ? qsTr("Radius")
              //: The length of a square template's side.
              : templatePalette.shape === "square" ? qsTr("Side") : qsTr("Length")
        font.pixelSize: Theme.px(12)
        color: Theme.mutedText
    }
    SpinBox {
        objectName: "templatePlaceSize"
        Accessible.name: qsTr("Template size")
        Layout.fillWidth: true
        from: 1
        to: 200
        editable: true
        focusPolicy: Qt.ClickFocus
        value: Math.round(templatePalette.templateEditor.placeSize * 2)
        onValueModified: templatePalette.templateEditor.placeSize = value / 2
        textFromValue: (value, locale) => qsTr("%1 sq").arg(Number(value / 2).toLocaleString(locale, "f", value % 2 ? 1 : 0))
        valueFromText: (text, locale) => Math.round(Number.fromLocaleString(locale, text.replace(/[^0-9.,]/g, "")) * 2)
    }
    Label {
        visible: templatePalette.shape === "line"
        text: qsTr("Width")
        font.pixelSize: Theme.px(12)
        color: Theme.mutedText
    }
    SpinBox {
        objectName: "templatePlaceWidth"
        Accessible.name: qsTr("Line width")
        visible: templatePalette.shape === "line"
        Layout.fillWidth: true
        from: 1
        to: 40
        editable: true
        focusPolicy: Qt.ClickFocus
        value: Math.round(templatePalette.templateEditor.placeWidth * 2)
        onValueModified: templatePalette.templateEditor.placeWidth = value / 2
        textFromValue: (value, locale) => qsTr("%1 sq").arg(Number(value / 2).toLocaleString(locale, "f", value % 2 ? 1 : 0))
        valueFromText: (text, locale) => Math.round(Number.fromLocaleString(locale, text.replace(/[^0-9.,]/g, "")) * 2)
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Click to place, drag to aim or size it (Shift: off the half squares). Drag a dot to move it, onto a token to make it follow. Del deletes.")
        color: Theme.mutedText
        font.pixelSize: Theme.px(11)
        wrapMode: Text.Wrap
    }

    Heading {
        visible: templatePalette.templateEditor.count > 0
        text: qsTr("Templates")
    }
    Repeater {
        model: templatePalette.templateEditor.templates
        delegate: ItemDelegate {
            id: row
            Accessible.name: modelData.shared ? qsTr("%1, shown to the players").arg(modelData.name) : modelData.name
            Accessible.description: modelData.caughtText
            Accessible.selected: highlighted
            required property var modelData
            objectName: "templateRow-" + modelData.id
            Layout.fillWidth: true
            focusPolicy: Qt.NoFocus
            highlighted: templatePalette.templateEditor.selectedId === modelData.id
            topPadding: 3
            bottomPadding: 3
            leftPadding: 6
            font.pixelSize: Theme.px(12)
            onClicked: templatePalette.templateEditor.selectedId = modelData.id
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: modelData.caughtText
            contentItem: RowLayout {
                spacing: 6
                Rectangle {
                    implicitWidth: 10
                    implicitHeight: 10
                    radius: 5
                    color: row.modelData.shade
                }
                Label {
                    Layout.fillWidth: true
                    text: row.modelData.name + (row.modelData.caughtIds.length > 0 ? " · " + row.modelData.caughtIds.length : "")
                    elide: Text.ElideRight
                    font.pixelSize: Theme.px(12)
                }
                Label {
                    visible: row.modelData.shared
                    // Shown to the players.
                    text: "◉"
                    font.family: "DejaVu Sans"
                    font.pixelSize: Theme.px(11)
                    color: Theme.mutedText
                }
            }
        }
    }
}
