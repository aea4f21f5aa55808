import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The picked light in the inspector (docs/rules.md §8): on or off, its colour, its bright and
// dim radii, the rule set's presets, who carries it, and Delete. Each change is one undo step
// (LightEditor); a refused value snaps back to the light's.
ColumnLayout {
    id: lightPanel

    required property LightEditor lightEditor
    required property EncounterDocument document
    readonly property var light: lightEditor.selected
    readonly property string lightId: light.id !== undefined ? light.id : ""

    spacing: 8

    component FieldLabel: Label {
        color: Theme.mutedText
        font.pixelSize: Theme.px(12)
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    }
    // A radius in half squares, shown in squares.
    component RadiusBox: SpinBox {
        from: 0
        to: 200
        editable: true
        focusPolicy: Qt.ClickFocus
        Layout.fillWidth: true
        textFromValue: function(value, locale) {
            return qsTr("%1 sq").arg(Number(value / 2).toLocaleString(locale, "f", value % 2 ? 1 : 0))
        }
        valueFromText: function(text, locale) {
            return Math.round(Number.fromLocaleString(locale, text.replace(/[^0-9.,]/g, "")) * 2)
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: qsTr("Light")
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
        }
        ToolButton {
            objectName: "lightClose"
            Accessible.name: qsTr("Done: back to the token inspector")
            text: "✕"
            focusPolicy: Qt.NoFocus
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Done: back to the token inspector")
            onClicked: lightPanel.lightEditor.selectedId = ""
        }
    }
    Label {
        Layout.fillWidth: true
        text: lightPanel.light.label || ""
        font.pixelSize: Theme.px(16)
        font.bold: true
        elide: Text.ElideRight
    }

    // A hidden bearer's lit light still shines on the players' screen.
    Rectangle {
        objectName: "lightHiddenWarning"
        visible: lightPanel.light.hiddenCarrier === true && lightPanel.light.on === true
        Layout.fillWidth: true
        implicitHeight: warning.implicitHeight + 12
        radius: 4
        color: "#fff3e0"
        border.color: "#ef6c00"
        Label {
            id: warning
            anchors.fill: parent
            anchors.margins: 6
            wrapMode: Text.WordWrap
            color: "#5d4037"
            font.pixelSize: Theme.px(12)
            text: qsTr("%1 is hidden, but the players will see the glow of this light.").arg(lightPanel.light.tokenName || "")
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        rowSpacing: 6

        //: Whether the light is on.
        FieldLabel { text: qsTr("Lit") }
        CheckBox {
            objectName: "lightOn"
            text: checked ? qsTr("On") : qsTr("Off")
            focusPolicy: Qt.NoFocus
            checked: lightPanel.light.on === true
            onToggled: {
                lightPanel.lightEditor.setOn(lightPanel.lightId, checked)
                checked = Qt.binding(() => lightPanel.light.on === true)
            }
        }

        //: The radius of bright light, in squares.
        FieldLabel { text: qsTr("Bright") }
        RadiusBox {
            objectName: "lightBright"
            Accessible.name: qsTr("Bright")
            value: Math.round((lightPanel.light.brightCells || 0) * 2)
            onValueModified: lightPanel.lightEditor.setBright(lightPanel.lightId, value / 2)
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Bright light reaches this far (squares)")
        }

        //: The radius of dim light, in squares.
        FieldLabel { text: qsTr("Dim") }
        RadiusBox {
            objectName: "lightDim"
            Accessible.name: qsTr("Dim")
            value: Math.round((lightPanel.light.dimCells || 0) * 2)
            onValueModified: lightPanel.lightEditor.setDim(lightPanel.lightId, value / 2)
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Dim light reaches this far (squares)")
        }

        FieldLabel { text: qsTr("Preset") }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: lightPanel.lightEditor.presets
                delegate: Button {
                    required property var modelData
                    objectName: "lightPreset:" + modelData.id
                    text: modelData.name
                    checkable: true
                    checked: lightPanel.light.preset === modelData.id
                    focusPolicy: Qt.NoFocus
                    onClicked: {
                        lightPanel.lightEditor.applyPreset(lightPanel.lightId, modelData.id)
                        checked = Qt.binding(() => lightPanel.light.preset === modelData.id)
                    }
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Bright %1, dim %2 squares").arg(modelData.brightCells).arg(modelData.dimCells)
                }
            }
        }

        FieldLabel { text: qsTr("Colour") }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            // The default (a flame) and a few common colours; the field takes any other.
            Repeater {
                model: ["", "#ffd180", "#fff8e1", "#80d8ff", "#b9f6ca", "#ff8a80", "#ea80fc"]
                delegate: Rectangle {
                    id: swatch
                    required property string modelData
                    readonly property bool current: (lightPanel.light.color || "").toLowerCase() === modelData
                    objectName: "lightColour:" + (modelData === "" ? "default" : modelData)
                    Accessible.role: Accessible.RadioButton
                    Accessible.name: modelData === "" ? qsTr("Automatic colour") : qsTr("Colour %1").arg(modelData)
                    Accessible.checkable: true
                    Accessible.checked: current
                    width: 22
                    height: 22
                    radius: 11
                    color: modelData === "" ? "#ffb457" : modelData
                    border.color: current ? Theme.accent : Theme.separator
                    border.width: current ? 3 : 1
                    Text {
                        visible: swatch.modelData === ""
                        anchors.centerIn: parent
                        //: One letter on the default colour's swatch, short for "automatic".
                        text: qsTr("A")
                        font.pixelSize: Theme.px(10)
                        font.bold: true
                        color: "#3e2723"
                    }
                    MouseArea {
                        anchors.fill: parent
                        cursorShape: Qt.PointingHandCursor
                        onClicked: lightPanel.lightEditor.setColor(lightPanel.lightId, swatch.modelData)
                    }
                    ToolTip.visible: swatchHover.hovered
                    ToolTip.delay: 500
                    ToolTip.text: modelData === "" ? qsTr("Default: a flame's colour") : modelData
                    HoverHandler { id: swatchHover }
                }
            }
            TextField {
                objectName: "lightColourText"
                Accessible.name: qsTr("Colour")
                implicitWidth: 96
                text: lightPanel.light.color || ""
                placeholderText: "#RRGGBB"
                selectByMouse: true
                onEditingFinished: {
                    if (text !== (lightPanel.light.color || "") && !lightPanel.lightEditor.setColor(lightPanel.lightId, text))
                        text = Qt.binding(() => lightPanel.light.color || "")
                }
            }
        }

        FieldLabel { text: qsTr("Carried by") }
        ComboBox {
            id: carrier
            objectName: "lightCarrier"
            Accessible.name: qsTr("Carried by")
            Layout.fillWidth: true
            model: lightPanel.lightEditor.carrierChoices
            textRole: "name"
            function carrierIndex() {
                const token = lightPanel.light.token || ""
                return Math.max(0, lightPanel.lightEditor.carrierChoices.findIndex(c => c.id === token))
            }
            currentIndex: carrierIndex()
            onActivated: index => {
                lightPanel.lightEditor.setCarrier(lightPanel.lightId, lightPanel.lightEditor.carrierChoices[index].id)
                currentIndex = Qt.binding(carrierIndex)
            }
        }
        FieldLabel { text: qsTr("Point") }
        Label {
            text: lightPanel.light.lightX !== undefined
                  ? qsTr("x %1, y %2").arg(lightPanel.light.lightX).arg(lightPanel.light.lightY) : ""
        }

        // Where it shines from, in absolute meters (docs/rules.md §13); empty: automatic.
        //: The light's height, absolute like elevations.
        FieldLabel { text: qsTr("Height (z)") }
        TextField {
            id: zField
            objectName: "lightZ"
            Accessible.name: qsTr("Height (z)")
            Accessible.description: ToolTip.text
            Layout.fillWidth: true
            readonly property string current: lightPanel.light.zAuto === false ? String(lightPanel.light.zMeters) : ""
            text: zField.current
            //: An empty light height: where it shines from then, %1 meters.
            placeholderText: qsTr("auto: %1 m").arg(Number(lightPanel.light.autoZMeters || 0).toLocaleString(Qt.locale(), "f", 2))
            // Empty text is a value too (automatic), so Enter commits it.
            validator: RegularExpressionValidator { regularExpression: /-?[0-9]{0,6}([.,][0-9]*)?/ }
            selectByMouse: true
            onEditingFinished: {
                if (text.trim() !== zField.current && !lightPanel.lightEditor.setZ(lightPanel.lightId, text))
                    text = Qt.binding(() => zField.current)
            }
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("In meters, like elevations; empty: its bearer's eyes, or eye height above the ground")
        }
    }

    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.px(11)
        color: Theme.mutedText
        text: lightPanel.light.carried
              ? qsTr("It shines from the middle of its bearer, wherever it goes.")
              : qsTr("Drag the light to move it, its rings' handles to resize it (Shift: off the half squares).")
    }
    Button {
        objectName: "lightDelete"
        text: qsTr("Delete Light")
        focusPolicy: Qt.NoFocus
        onClicked: lightPanel.lightEditor.removeLight(lightPanel.lightId)
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Del")
    }
    Item {
        Layout.fillHeight: true
    }
}
