import QtQuick
import QtQuick.Controls
import Gridkeep

// The pin and trap tools on the square map (docs/file-format.md §3.9), the GM's only. Pins: a
// click on open ground places one and opens its card, a click on a pin opens it, a drag moves
// it. Traps: a drag over cells lays one there and opens its card, a click on a trap's cell opens
// it. Each is one undo step; Escape drops a drag. Laid exactly over the map.
Item {
    id: toolLayer

    required property BoardMarks marks
    // "pin" or "trap".
    required property string mode
    property real cellSize: 48
    signal pinCardRequested(string pinId)
    signal trapCardRequested(string trapId)

    function cells(x, y) {
        return Qt.point(x / cellSize, y / cellSize)
    }

    MouseArea {
        id: ground
        objectName: "markGround"
        anchors.fill: parent
        preventStealing: true
        cursorShape: Qt.CrossCursor
        property string pressedPin: ""
        property point pressPoint: Qt.point(0, 0)
        property point pointPoint: Qt.point(0, 0)
        property bool moved: false
        onPressed: event => {
            pressPoint = Qt.point(event.x, event.y)
            pointPoint = pressPoint
            moved = false
            const p = toolLayer.cells(event.x, event.y)
            pressedPin = toolLayer.mode === "pin" ? toolLayer.marks.pinAt(p.x, p.y) : ""
        }
        onPositionChanged: event => {
            pointPoint = Qt.point(event.x, event.y)
            moved = moved || Math.hypot(event.x - pressPoint.x, event.y - pressPoint.y) >= 4
        }
        onReleased: event => {
            const p = toolLayer.cells(event.x, event.y)
            if (toolLayer.mode === "pin") {
                if (pressedPin !== "" && moved)
                    toolLayer.marks.movePin(pressedPin, p.x, p.y)
                else if (pressedPin !== "")
                    toolLayer.pinCardRequested(pressedPin)
                else {
                    const id = toolLayer.marks.addPin(p.x, p.y)
                    if (id !== "")
                        toolLayer.pinCardRequested(id)
                }
            } else {
                const a = toolLayer.cells(pressPoint.x, pressPoint.y)
                const hit = toolLayer.marks.trapAt(Math.floor(a.x), Math.floor(a.y))
                if (!moved && hit !== "") {
                    toolLayer.trapCardRequested(hit)
                } else {
                    const id = toolLayer.marks.addTrap(Math.floor(a.x), Math.floor(a.y), Math.floor(p.x), Math.floor(p.y))
                    if (id !== "")
                        toolLayer.trapCardRequested(id)
                }
            }
            pressedPin = ""
            moved = false
        }
        onCanceled: {
            pressedPin = ""
            moved = false
        }
    }

    // The cells a trap drag covers, or where a dragged pin would go.
    Rectangle {
        visible: ground.pressed && ground.moved && toolLayer.mode === "trap"
        readonly property point a: Qt.point(Math.floor(ground.pressPoint.x / toolLayer.cellSize), Math.floor(ground.pressPoint.y / toolLayer.cellSize))
        readonly property point b: Qt.point(Math.floor(ground.pointPoint.x / toolLayer.cellSize), Math.floor(ground.pointPoint.y / toolLayer.cellSize))
        x: Math.min(a.x, b.x) * toolLayer.cellSize
        y: Math.min(a.y, b.y) * toolLayer.cellSize
        width: (Math.abs(a.x - b.x) + 1) * toolLayer.cellSize
        height: (Math.abs(a.y - b.y) + 1) * toolLayer.cellSize
        color: Qt.rgba(0.78, 0.16, 0.16, 0.18)
        border.color: "#c62828"
        border.width: 2
    }
    Rectangle {
        visible: ground.pressed && ground.moved && ground.pressedPin !== ""
        x: ground.pointPoint.x - width / 2
        y: ground.pointPoint.y - height / 2
        width: toolLayer.cellSize * 0.4
        height: width
        radius: width / 2
        color: "#1565c0"
        border.color: "white"
        border.width: 2
        opacity: 0.8
    }
}
