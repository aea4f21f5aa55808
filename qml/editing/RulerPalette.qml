import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The ruler's part of the palette (docs/rules.md §9.2): what it measures now, and whether the
// players see it.
ColumnLayout {
    id: rulerPalette

    required property RulerModel ruler
    spacing: 4

    Label {
        text: qsTr("Ruler")
        font.pixelSize: Theme.px(11)
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
        topPadding: 6
    }
    Label {
        objectName: "rulerPaletteText"
        Layout.fillWidth: true
        text: rulerPalette.ruler.text !== "" ? rulerPalette.ruler.text : qsTr("Drag from a cell or a token")
        font.bold: rulerPalette.ruler.text !== ""
        wrapMode: Text.Wrap
    }
    CheckBox {
        objectName: "rulerShare"
        Layout.fillWidth: true
        text: qsTr("Share with players")
        focusPolicy: Qt.NoFocus
        checked: rulerPalette.ruler.shared
        onToggled: rulerPalette.ruler.shared = checked
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Share the ruler with the players: their view draws the route and its length too")
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Click to add a waypoint, double-click to finish, Esc clears. M or V leaves the ruler.")
        color: Theme.mutedText
        font.pixelSize: Theme.px(11)
        wrapMode: Text.Wrap
    }
}
