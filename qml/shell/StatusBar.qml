import QtQuick
import QtQuick.Controls
import Gridkeep

// The window's status line: the last thing the screen reader was told outside the focus
// (issue #25: turns, a token's changed status, where a drop landed, refused edits).
Rectangle {
    id: bar

    // Says what happened; the bar is its status item.
    readonly property Announcer announcer: Announcer {
        statusItem: bar
    }

    objectName: "statusBar"
    implicitHeight: statusLine.implicitHeight + 6
    color: Theme.window
    Accessible.role: Accessible.StatusBar
    Accessible.name: announcer.text !== "" ? announcer.text : qsTr("Status")

    Rectangle {
        anchors.top: parent.top
        width: parent.width
        height: 1
        color: Theme.separator
    }
    Label {
        id: statusLine
        objectName: "statusLine"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        text: bar.announcer.text
        elide: Text.ElideRight
        color: Theme.mutedText
        font.pixelSize: Theme.px(12)
        Accessible.ignored: true
    }
}
