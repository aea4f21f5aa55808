import QtQuick
import Gridkeep

// A faint ring under each miniature standing on the glass (BoardTouchArea.restingPoints): the
// board has seen it and ignores it until it is lifted (docs/input.md, "Touch"). And an accent
// ring around a finger held long enough that lifting it opens the menu.
Item {
    id: rings
    required property BoardTouchArea touchArea

    // A finger held long enough: lifting it now opens the menu.
    Rectangle {
        objectName: "holdRing"
        visible: rings.touchArea.holding
        x: rings.touchArea.holdPoint.x - width / 2
        y: rings.touchArea.holdPoint.y - height / 2
        width: 88
        height: 88
        radius: 44
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.15)
        border.color: Theme.accent
        border.width: 3
    }

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
