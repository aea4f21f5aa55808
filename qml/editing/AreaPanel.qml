import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The selected FIELD or ZONE area in the inspector: its name, kind and radius (each change one
// undo step, AreaEditor), the tokens inside it, what seed 003 says the kind does, and Delete.
ColumnLayout {
    id: areaPanel

    required property AreaEditor areaEditor
    readonly property var area: areaEditor.selected
    readonly property string areaId: area.id !== undefined ? area.id : ""

    spacing: 8

    component FieldLabel: Label {
        color: Theme.mutedText
        font.pixelSize: Theme.px(12)
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: areaPanel.area.kind === "field" ? qsTr("FIELD area") : qsTr("ZONE area")
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
        }
        ToolButton {
            objectName: "areaClose"
            Accessible.name: qsTr("Done: back to the token inspector")
            text: "✕"
            focusPolicy: Qt.NoFocus
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Done: back to the token inspector")
            onClicked: areaPanel.areaEditor.selectedId = ""
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        rowSpacing: 6

        FieldLabel { text: qsTr("Name") }
        TextField {
            objectName: "areaName"
            Accessible.name: qsTr("Name")
            Layout.fillWidth: true
            text: areaPanel.area.name !== undefined ? areaPanel.area.name : ""
            selectByMouse: true
            onEditingFinished: {
                if (!areaPanel.areaEditor.setName(areaPanel.areaId, text))
                    text = Qt.binding(() => areaPanel.area.name !== undefined ? areaPanel.area.name : "")
            }
        }

        FieldLabel { text: qsTr("Kind") }
        RowLayout {
            spacing: 2
            Button {
                objectName: "areaKindField"
                //: The FIELD spell keyword (a game term, written in capitals).
                text: qsTr("FIELD")
                checkable: true
                checked: areaPanel.area.kind === "field"
                focusPolicy: Qt.NoFocus
                onClicked: areaPanel.areaEditor.setKind(areaPanel.areaId, "field")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Triggers for every square entered within the radius")
            }
            Button {
                objectName: "areaKindZone"
                //: The ZONE spell keyword (a game term, written in capitals).
                text: qsTr("ZONE")
                checkable: true
                checked: areaPanel.area.kind === "zone"
                focusPolicy: Qt.NoFocus
                onClicked: areaPanel.areaEditor.setKind(areaPanel.areaId, "zone")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Triggers when a creature enters the radius")
            }
        }

        FieldLabel { text: qsTr("Radius") }
        SpinBox {
            objectName: "areaRadius"
            Accessible.name: qsTr("Radius")
            Layout.fillWidth: true
            from: 0
            to: 100
            editable: true
            focusPolicy: Qt.ClickFocus
            value: areaPanel.area.radiusCells !== undefined ? areaPanel.area.radiusCells : 0
            onValueModified: areaPanel.areaEditor.setRadius(areaPanel.areaId, value)
            textFromValue: function(value) {
                return qsTr("%n square(s)", "", value)
            }
            valueFromText: function(text) {
                return parseInt(text.replace(/[^0-9]/g, "")) || 0
            }
        }

        FieldLabel { text: qsTr("Centre") }
        Label {
            text: areaPanel.area.centreX !== undefined ? qsTr("column %1, row %2").arg(areaPanel.area.centreX).arg(areaPanel.area.centreY) : ""
        }
    }

    Label {
        text: qsTr("Tokens inside")
        font.pixelSize: Theme.px(12)
        font.bold: true
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
    }
    Label {
        objectName: "areaTokens"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: areaPanel.area.tokensText ? areaPanel.area.tokensText : qsTr("None")
        color: areaPanel.area.tokensText ? Theme.text : Theme.mutedText
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.px(11)
        font.italic: true
        color: Theme.mutedText
        text: areaPanel.area.kind === "field"
              ? qsTr("Seed 003: FIELD spells “trigger their effect when a creature enters a square within the radius … The effect is triggered again for every subsequent square entered.”")
              : qsTr("Seed 003: ZONE spells “trigger their effect when a creature enters the radius.”")
    }
    Button {
        objectName: "areaDelete"
        text: qsTr("Delete Area")
        focusPolicy: Qt.NoFocus
        onClicked: areaPanel.areaEditor.removeArea(areaPanel.areaId)
    }
    Item {
        Layout.fillHeight: true
    }
}
