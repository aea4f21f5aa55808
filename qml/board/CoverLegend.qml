import QtQuick
import QtQuick.Controls
import Gridkeep

// The cover heat layer's key (docs/rules.md §1.9): whose view it is, each level's shade and
// Advantage, and a button that turns the layer off. It floats over the board at a fixed size.
Rectangle {
    id: legend

    // The board's StealthOverlay, or null.
    property StealthOverlay stealth: null
    signal closeRequested()

    objectName: "coverLegend"
    visible: stealth !== null && stealth.coverActive
    width: column.implicitWidth + 20
    height: column.implicitHeight + 14
    radius: 6
    color: Qt.rgba(Theme.window.r, Theme.window.g, Theme.window.b, 0.94)
    border.color: Theme.separator

    HoverHandler { id: legendHover }
    ToolTip.visible: legendHover.hovered
    ToolTip.delay: 600
    ToolTip.text: qsTr("Cover of each square as %1 sees it: open field, no cover, half, full or total "
                       + "cover, with the sneaker's Advantage (lighting included) in the corner. "
                       + "Point at a square to see its five lines. Ctrl+Shift+C turns it off.")
                  .arg(stealth ? stealth.observerName : "")

    Column {
        id: column
        x: 10
        y: 7
        spacing: 3
        Row {
            spacing: 8
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Cover from %1").arg(legend.stealth ? legend.stealth.observerName : "")
                font.bold: true
                font.pixelSize: Theme.px(13)
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                visible: legend.stealth !== null && legend.stealth.computing
                text: qsTr("computing…")
                color: Theme.mutedText
                font.pixelSize: Theme.px(11)
            }
            ToolButton {
                objectName: "coverLegendClose"
                Accessible.name: qsTr("Close the legend")
                anchors.verticalCenter: parent.verticalCenter
                implicitWidth: 22
                implicitHeight: 22
                text: "✕"
                font.pixelSize: Theme.px(11)
                onClicked: legend.closeRequested()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Hide the cover layer (Ctrl+Shift+C)")
            }
        }
        Repeater {
            model: legend.stealth ? legend.stealth.legend : []
            delegate: Row {
                required property var modelData
                spacing: 6
                Rectangle {
                    width: 16
                    height: 14
                    radius: 2
                    color: modelData.color
                    border.color: Theme.separator
                }
                Label {
                    text: modelData.name + "  " + modelData.advantage
                    font.pixelSize: Theme.px(12)
                }
            }
        }
    }
}
