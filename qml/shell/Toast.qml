import QtQuick
import QtQuick.Controls
import Gridkeep

// A short note at the foot of the window ("The token must stay on the map."), also told to
// the screen reader.
Rectangle {
    id: toast

    property Announcer announcer: null
    property alias text: toastLabel.text

    function show(message, duration) {
        text = message
        if (announcer)
            announcer.announce(message)
        opacity = 1
        toastTimer.interval = duration || 2800
        toastTimer.restart()
    }

    objectName: "toast"
    anchors.horizontalCenter: parent.horizontalCenter
    anchors.bottom: parent.bottom
    anchors.bottomMargin: 24
    width: toastLabel.implicitWidth + 28
    height: toastLabel.implicitHeight + 16
    radius: 8
    color: "#263238"
    opacity: 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 180 } }

    Label {
        id: toastLabel
        anchors.centerIn: parent
        color: "white"
    }
    Timer {
        id: toastTimer
        onTriggered: toast.opacity = 0
    }
}
