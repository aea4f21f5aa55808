import QtQuick
import Gridkeep

// A small coloured badge for a mark on a Combat Grid position (difficult, water …).
Rectangle {
    id: mark

    property string label
    property url icon
    property color tint

    height: 20
    width: visible ? row.implicitWidth + 12 : 0
    radius: height / 2 - 0.5
    color: tint

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 3
        Image {
            anchors.verticalCenter: parent.verticalCenter
            source: mark.icon
            sourceSize: Qt.size(14, 14)
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: mark.label
            color: "white"
            font.pixelSize: 11
            font.bold: true
        }
    }
}
