import QtQuick
import QtQuick.Controls
import Gridkeep

// The tactical map's key (docs/rules.md §1.10): whose map against whom, the colour ramp from
// the poorest to the best score, the best score reached, and a button that clears the target.
// It floats over the board at a fixed size.
Rectangle {
    id: legend

    // The board's TacticalMapModel, or null.
    property TacticalMapModel tactics: null
    signal closeRequested()

    objectName: "tacticsLegend"
    visible: tactics !== null && tactics.active
    width: column.implicitWidth + 20
    height: column.implicitHeight + 14
    radius: 6
    color: Qt.rgba(Theme.window.r, Theme.window.g, Theme.window.b, 0.94)
    border.color: Theme.separator

    HoverHandler { id: legendHover }
    ToolTip.visible: legendHover.hovered
    ToolTip.delay: 600
    ToolTip.text: qsTr("Each square %1 can reach this turn, scored against %2 as if it stood there: "
                       + "line of sight, target exposed, own cover, high ground, not surrounded, "
                       + "no other zone of control, unhindered path. Point at a square for its "
                       + "reasons. T over another token picks a new target; Esc clears it.")
                  .arg(tactics ? tactics.tokenName : "").arg(tactics ? tactics.targetName : "")

    Column {
        id: column
        x: 10
        y: 7
        spacing: 4
        Row {
            spacing: 8
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: legend.tactics ? qsTr("Tactical map: %1 → %2").arg(legend.tactics.tokenName)
                                                                   .arg(legend.tactics.targetName) : ""
                font.bold: true
                font.pixelSize: Theme.px(13)
            }
            ToolButton {
                objectName: "tacticsLegendClose"
                Accessible.name: qsTr("Close the legend")
                anchors.verticalCenter: parent.verticalCenter
                implicitWidth: 22
                implicitHeight: 22
                text: "✕"
                font.pixelSize: Theme.px(11)
                onClicked: legend.closeRequested()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Clear the target (Esc)")
            }
        }
        Row {
            spacing: 6
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("poor")
                font.pixelSize: Theme.px(11)
                color: Theme.mutedText
            }
            Row {
                anchors.verticalCenter: parent.verticalCenter
                Repeater {
                    model: legend.tactics ? legend.tactics.maxScore + 1 : 0
                    delegate: Rectangle {
                        required property int index
                        width: Math.max(8, Math.round(150 / (legend.tactics.maxScore + 1)))
                        height: 14
                        color: legend.tactics.scoreColor(index)
                        border.color: index === legend.tactics.bestScore ? Theme.text : "transparent"
                        border.width: 2
                    }
                }
            }
            Label {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("best")
                font.pixelSize: Theme.px(11)
                color: Theme.mutedText
            }
        }
        Label {
            text: legend.tactics ? qsTr("Best here %1/%2 (outlined) · %n square(s)", "", legend.tactics.cellCount)
                                   .arg(legend.tactics.bestScore).arg(legend.tactics.maxScore) : ""
            font.pixelSize: Theme.px(11)
        }
    }
}
