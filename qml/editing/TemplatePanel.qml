import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The picked template in the inspector (docs/rules.md §9): its name, colour, size and direction,
// the token it follows, whether walls spare cells and whether the players see it, and whom it
// catches. Each change is one undo step (TemplateEditor); a refused value snaps back.
ColumnLayout {
    id: panel

    required property TemplateEditor templateEditor
    readonly property var row: templateEditor.selected
    readonly property string templateId: row.id !== undefined ? row.id : ""
    readonly property bool farPoint: row.shape === "cone" || row.shape === "line"

    spacing: 8

    // A size field in cells: commits on Enter or when focus leaves, snaps back when refused.
    component CellsField: TextField {
        id: cellsField
        property real value
        signal committed(real cells)
        text: String(Math.round(value * 100) / 100)
        validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation }
        selectByMouse: true
        Layout.fillWidth: true
        onEditingFinished: {
            const parsed = Number(text.replace(",", "."))
            if (!isNaN(parsed))
                committed(parsed)
            text = Qt.binding(() => String(Math.round(cellsField.value * 100) / 100))
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Rectangle {
            implicitWidth: 12
            implicitHeight: 12
            radius: 6
            color: panel.row.shade || "transparent"
        }
        Label {
            Layout.fillWidth: true
            text: panel.row.name || ""
            font.bold: true
            elide: Text.ElideRight
        }
        ToolButton {
            objectName: "templateClose"
            Accessible.name: qsTr("Done: back to the token inspector")
            text: "✕"
            focusPolicy: Qt.NoFocus
            onClicked: panel.templateEditor.selectedId = ""
        }
    }

    TextField {
        objectName: "templateLabel"
        Accessible.name: qsTr("Name")
        Layout.fillWidth: true
        placeholderText: qsTr("Name (Fireball, Breath…)")
        text: panel.row.label || ""
        selectByMouse: true
        onEditingFinished: {
            if (text !== (panel.row.label || ""))
                panel.templateEditor.setLabel(panel.templateId, text)
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: panel.templateEditor.colorChoices
            delegate: Rectangle {
                required property var modelData
                objectName: "templateColor:" + (modelData.colorText || "default")
                readonly property bool current: (panel.row.colorText || "") === modelData.colorText
                Accessible.role: Accessible.RadioButton
                Accessible.name: modelData.colorText === "" ? qsTr("Automatic colour") : qsTr("Colour %1").arg(modelData.colorText)
                Accessible.checkable: true
                Accessible.checked: current
                width: 22
                height: 22
                radius: 4
                color: modelData.colorText !== "" ? modelData.colorText : Theme.card
                border.color: current ? Theme.accent : Theme.separator
                border.width: current ? 3 : 1
                Text {
                    anchors.centerIn: parent
                    visible: parent.modelData.colorText === ""
                    text: "↺"
                    font.family: "DejaVu Sans"
                    color: Theme.text
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: panel.templateEditor.setColor(panel.templateId, parent.modelData.colorText)
                }
                ToolTip.visible: colorMouse.hovered
                ToolTip.text: modelData.name
                HoverHandler { id: colorMouse }
            }
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        rowSpacing: 4
        Label {
            visible: panel.row.shape !== "cone"
            text: panel.row.shape === "circle" ? qsTr("Radius") : panel.row.shape === "line" ? qsTr("Width")
                  //: The length of a square template's side.
                  : qsTr("Side")
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
        }
        CellsField {
            objectName: "templateSize"
            Accessible.name: panel.row.shape === "circle" ? qsTr("Radius") : panel.row.shape === "line" ? qsTr("Width") : qsTr("Side")
            visible: panel.row.shape !== "cone"
            value: panel.row.sizeCells || 0
            onCommitted: cells => panel.templateEditor.setSize(panel.templateId, cells)
        }
        Label {
            visible: panel.farPoint
            text: qsTr("Length")
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
        }
        CellsField {
            objectName: "templateLength"
            Accessible.name: qsTr("Length")
            visible: panel.farPoint
            value: panel.row.lengthCells || 0
            onCommitted: cells => panel.templateEditor.setLength(panel.templateId, cells)
        }
        Label {
            visible: panel.farPoint
            //: Rotate the template (not a combat turn).
            text: qsTr("Turn")
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
        }
        RowLayout {
            visible: panel.farPoint
            spacing: 2
            Button {
                objectName: "templateTurnLeft"
                Accessible.name: qsTr("Turn 45° anticlockwise")
                text: "⟲ 45°"
                font.family: "DejaVu Sans"
                focusPolicy: Qt.NoFocus
                onClicked: panel.templateEditor.rotateTemplate(panel.templateId, -45)
            }
            Button {
                objectName: "templateTurnRight"
                Accessible.name: qsTr("Turn 45° clockwise")
                text: "⟳ 45°"
                font.family: "DejaVu Sans"
                focusPolicy: Qt.NoFocus
                onClicked: panel.templateEditor.rotateTemplate(panel.templateId, 45)
            }
        }
        Label {
            //: The token the template moves with.
            text: qsTr("Follows")
            color: Theme.mutedText
            font.pixelSize: Theme.px(12)
        }
        ComboBox {
            id: anchorBox
            objectName: "templateAnchor"
            Accessible.name: qsTr("Anchored to")
            Layout.fillWidth: true
            model: panel.templateEditor.tokenChoices
            textRole: "name"
            valueRole: "id"
            focusPolicy: Qt.NoFocus
            // The row of the token it follows ("": nobody, the first).
            function choiceOf(id) {
                const choices = panel.templateEditor.tokenChoices
                for (let i = 0; i < choices.length; ++i) {
                    if (choices[i].id === id)
                        return i
                }
                return 0
            }
            currentIndex: choiceOf(panel.row.anchor || "")
            onActivated: {
                panel.templateEditor.setAnchor(panel.templateId, currentValue)
                currentIndex = Qt.binding(() => anchorBox.choiceOf(panel.row.anchor || ""))
            }
        }
    }

    CheckBox {
        objectName: "templateShared"
        text: qsTr("Show to players")
        focusPolicy: Qt.NoFocus
        checked: panel.row.shared === true
        onToggled: {
            panel.templateEditor.setShared(panel.templateId, checked)
            checked = Qt.binding(() => panel.row.shared === true)
        }
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Dashed on your map until the players see it; never shown while it follows a token they cannot see")
    }
    CheckBox {
        objectName: "templateWallsBlock"
        text: qsTr("Walls block it")
        focusPolicy: Qt.NoFocus
        checked: panel.row.wallsBlock === true
        onToggled: {
            panel.templateEditor.setWallsBlock(panel.templateId, checked)
            checked = Qt.binding(() => panel.row.wallsBlock === true)
        }
    }
    Label {
        objectName: "templateCaught"
        Layout.fillWidth: true
        text: panel.row.caughtText || ""
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(12)
    }
    Button {
        objectName: "templateDelete"
        text: qsTr("Delete")
        focusPolicy: Qt.NoFocus
        onClicked: panel.templateEditor.removeTemplate(panel.templateId)
    }
    Item {
        Layout.fillHeight: true
    }
}
