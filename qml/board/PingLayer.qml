import QtQuick
import Gridkeep

// The GM's pings (BoardPings): an expanding ring at each, for as long as the ping lives, in
// both windows. It takes no input; the board's pointer makes the pings.
Item {
    id: pingLayer

    required property BoardPings pings
    property real cellSize: 48

    Repeater {
        model: pingLayer.pings.pings
        delegate: Item {
            id: ping
            required property var modelData
            objectName: "ping:" + modelData.pingId
            x: modelData.cellX * pingLayer.cellSize
            y: modelData.cellY * pingLayer.cellSize
            // Three rings that grow and fade one after the other, dark-edged so they read on
            // any map and in any colour vision.
            Repeater {
                model: 3
                delegate: Rectangle {
                    id: ring
                    required property int index
                    readonly property real reach: pingLayer.cellSize * 1.6
                    property real grown: 0
                    x: -width / 2
                    y: -height / 2
                    width: 2 * reach * grown
                    height: width
                    radius: width / 2
                    color: "transparent"
                    border.color: "#ffd400"
                    border.width: Math.max(3, pingLayer.cellSize * 0.08)
                    opacity: 1 - grown
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: -parent.border.width
                        radius: width / 2
                        color: "transparent"
                        border.color: "#202020"
                        border.width: 1.5
                    }
                    SequentialAnimation on grown {
                        running: true
                        PauseAnimation { duration: ring.index * 250 }
                        NumberAnimation {
                            from: 0.05
                            to: 1
                            duration: pingLayer.pings.lifetime - 2 * 250
                            easing.type: Easing.OutCubic
                        }
                    }
                }
            }
            Rectangle {
                x: -width / 2
                y: -height / 2
                width: Math.max(8, pingLayer.cellSize * 0.22)
                height: width
                radius: width / 2
                color: "#ffd400"
                border.color: "#202020"
                border.width: 1.5
            }
        }
    }
}
