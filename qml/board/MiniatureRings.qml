import QtQuick
import Gridkeep

// A faint ring under each miniature standing on the glass (BoardTouchArea.restingPoints): the
// board has seen it and ignores it until it is lifted (docs/input.md, "Touch").
Item {
    id: rings
    required property BoardTouchArea touchArea

    Repeater {
        model: rings.touchArea.restingPoints
        delegate: Rectangle {
            required property point modelData
            objectName: "miniatureRing"
            x: modelData.x - width / 2
            y: modelData.y - height / 2
            width: 64
            height: 64
            radius: 32
            color: "transparent"
            border.color: Qt.rgba(1, 1, 1, 0.55)
            border.width: 2
            Rectangle {
                anchors.centerIn: parent
                width: 72
                height: 72
                radius: 36
                color: "transparent"
                border.color: Qt.rgba(0, 0, 0, 0.35)
                border.width: 2
            }
        }
    }
}
