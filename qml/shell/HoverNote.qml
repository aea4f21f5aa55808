import QtQuick
import QtQuick.Controls
import Gridkeep

// The board's hover note: who a token is, why it is surrounded. Unlike a ToolTip (a popup in
// the window's overlay, which would take the press that starts a drag), it is a plain item
// that never takes the pointer, and it keeps its size whatever the zoom.
Rectangle {
    id: note
    Accessible.role: Accessible.ToolTip
    Accessible.name: text

    property string text: ""
    // Where the note points, in the parent's coordinates: it sits above this point.
    property point anchorPoint

    objectName: "hoverNote"
    visible: text !== "" && opacity > 0
    enabled: false
    z: 100
    width: Math.min(label.implicitWidth + 16, 420)
    height: label.implicitHeight + 10
    radius: 5
    color: Theme.dark ? "#eceff1" : "#263238"
    x: Math.max(4, Math.min((parent ? parent.width : 0) - width - 4, anchorPoint.x - width / 2))
    y: anchorPoint.y - height - 6 < 4 ? anchorPoint.y + 26 : anchorPoint.y - height - 6

    Label {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, 404)
        text: note.text
        wrapMode: Text.Wrap
        color: Theme.dark ? "#263238" : "white"
        font.pixelSize: Theme.px(12)
    }
}
