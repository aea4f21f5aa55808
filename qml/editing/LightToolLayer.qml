import QtQuick
import QtQuick.Controls
import Gridkeep

// The light tool on the square map (docs/rules.md §8), the GM's only: every light as an icon at
// the point it shines from with its bright and dim rings, a click on empty ground to place a
// light (to the nearest half cell; Shift or Alt: exactly there), an icon to pick and drag, and
// two handles on the picked light's rings to pull its radii. Each drag is one undo step
// (LightEditor.beginDrag … endDrag); Delete removes the picked light, Escape puts a drag back.
// Laid exactly over the map; where things go and how far a ring reaches come from the editor.
Item {
    id: lightTool

    required property LightEditor lightEditor
    property real cellSize: 48

    // Rings wider than the room stop at the map's edge.
    clip: true

    readonly property string selectedId: lightEditor.selectedId
    readonly property color ringColor: "#ffb74d"
    // The pointer in cells, and whether it asks for free placement.
    property point pointer: Qt.point(-1, -1)
    property bool free: false
    // What the pointer is over: a handle of the picked light's rings, or a light.
    property string hoverRing: ""
    property string hoverLight: ""

    function cells(x, y) {
        return Qt.point(x / cellSize, y / cellSize)
    }

    Shortcut {
        sequences: [StandardKey.Delete, "Backspace"]
        enabled: lightTool.visible && lightTool.selectedId !== "" && !lightTool.lightEditor.dragging
        onActivated: lightTool.lightEditor.removeLight(lightTool.selectedId)
    }
    Shortcut {
        sequence: "Escape"
        enabled: lightTool.visible && (lightTool.lightEditor.dragging || lightTool.selectedId !== "")
        onActivated: {
            if (lightTool.lightEditor.dragging)
                lightTool.lightEditor.cancelDrag()
            else
                lightTool.lightEditor.selectedId = ""
        }
    }

    // One pointer area for the whole tool, under the drawings: the icons and handles are
    // rebuilt whenever a light changes, so they hold no drag of their own. A press on a handle
    // of the picked light pulls its ring, on an icon picks the light (and a drag moves a free
    // one), on empty ground places a new light at the release.
    MouseArea {
        id: ground
        objectName: "lightGround"
        anchors.fill: parent
        hoverEnabled: true
        preventStealing: true
        // "", "move", "ring", "place": what the press started.
        property string mode: ""
        property string ring: ""
        property point pressPoint
        property bool moved: false
        cursorShape: {
            if (mode === "move" || mode === "ring")
                return Qt.ClosedHandCursor
            if (lightTool.hoverRing !== "")
                return Qt.SizeAllCursor
            return lightTool.hoverLight !== "" ? Qt.PointingHandCursor : Qt.CrossCursor
        }
        function modifiersFree(event) {
            return (event.modifiers & (Qt.ShiftModifier | Qt.AltModifier)) !== 0
        }
        onPressed: event => {
            const p = lightTool.cells(event.x, event.y)
            pressPoint = Qt.point(event.x, event.y)
            moved = false
            ring = lightTool.lightEditor.ringAt(p.x, p.y)
            if (ring !== "") {
                mode = "ring"
                lightTool.lightEditor.beginDrag(lightTool.selectedId)
                return
            }
            const hit = lightTool.lightEditor.lightAt(p.x, p.y)
            if (hit !== "") {
                lightTool.lightEditor.selectedId = hit
                mode = "move"
                return
            }
            mode = "place"
        }
        onPositionChanged: event => {
            const p = lightTool.cells(event.x, event.y)
            lightTool.pointer = p
            lightTool.free = modifiersFree(event)
            if (!pressed) {
                lightTool.hoverRing = lightTool.lightEditor.ringAt(p.x, p.y)
                lightTool.hoverLight = lightTool.hoverRing === "" ? lightTool.lightEditor.lightAt(p.x, p.y) : ""
                return
            }
            if (!moved && Math.hypot(event.x - pressPoint.x, event.y - pressPoint.y) < 4)
                return
            if (mode === "ring") {
                moved = true
                lightTool.lightEditor.resizeTo(ring, p.x, p.y, lightTool.free)
            } else if (mode === "move" && !lightTool.lightEditor.selected.carried) {
                // A carried light goes where its bearer goes: it is picked, never dragged.
                if (!moved)
                    lightTool.lightEditor.beginDrag(lightTool.selectedId)
                moved = true
                lightTool.lightEditor.dragTo(p.x, p.y, lightTool.free)
            }
        }
        onReleased: event => {
            const p = lightTool.cells(event.x, event.y)
            if (mode === "ring" || (mode === "move" && moved))
                lightTool.lightEditor.endDrag()
            else if (mode === "place" && lightTool.lightEditor.lightAt(p.x, p.y) === "")
                lightTool.lightEditor.addLight(p.x, p.y, modifiersFree(event))
            mode = ""
        }
        onCanceled: {
            if (mode === "ring" || (mode === "move" && moved))
                lightTool.lightEditor.cancelDrag()
            mode = ""
        }
        onExited: {
            lightTool.pointer = Qt.point(-1, -1)
            lightTool.hoverRing = ""
            lightTool.hoverLight = ""
        }
    }

    // Where a click would place the light.
    Rectangle {
        objectName: "lightCursor"
        readonly property point at: lightTool.lightEditor.placePoint(lightTool.pointer.x, lightTool.pointer.y, lightTool.free)
        visible: ground.containsMouse && !ground.pressed && lightTool.pointer.x >= 0
                 && lightTool.hoverLight === "" && lightTool.hoverRing === ""
        width: 12
        height: 12
        radius: 6
        x: at.x * lightTool.cellSize - width / 2
        y: at.y * lightTool.cellSize - height / 2
        color: "transparent"
        border.color: lightTool.ringColor
        border.width: 2
    }

    Repeater {
        model: lightTool.lightEditor.lights
        delegate: Item {
            id: lamp
            required property var modelData
            readonly property bool picked: lightTool.selectedId === modelData.id
            readonly property real cx: modelData.lightX * lightTool.cellSize
            readonly property real cy: modelData.lightY * lightTool.cellSize
            readonly property color glow: modelData.glow
            objectName: "light:" + modelData.id
            anchors.fill: parent

            // The dim ring, then the bright one: thin for every light, stronger when picked.
            Repeater {
                model: [{ ring: "dim", cells: lamp.modelData.dimCells },
                        { ring: "bright", cells: lamp.modelData.brightCells }]
                delegate: Rectangle {
                    required property var modelData
                    readonly property real r: modelData.cells * lightTool.cellSize
                    visible: r > 0
                    x: lamp.cx - r
                    y: lamp.cy - r
                    width: 2 * r
                    height: 2 * r
                    radius: r
                    color: "transparent"
                    border.color: Qt.rgba(lamp.glow.r, lamp.glow.g, lamp.glow.b,
                                          (lamp.picked ? 0.95 : 0.55) * (lamp.modelData.on ? 1 : 0.6))
                    border.width: modelData.ring === "bright" ? (lamp.picked ? 3 : 2) : (lamp.picked ? 2 : 1.5)
                }
            }

            // The icon: a small sun in the light's colour, dark when the light is off.
            Rectangle {
                id: icon
                objectName: "lightHandle:" + lamp.modelData.id
                readonly property real size: Math.max(18, lightTool.cellSize * (lamp.modelData.carried ? 0.4 : 0.6))
                width: size
                height: size
                radius: size / 2
                x: lamp.modelData.iconX * lightTool.cellSize - size / 2
                y: lamp.modelData.iconY * lightTool.cellSize - size / 2
                color: lamp.modelData.on ? lamp.glow : "#37474f"
                border.color: lamp.picked ? Theme.accent : "#1d1f23"
                border.width: lamp.picked ? 3 : 1.5
                Text {
                    anchors.centerIn: parent
                    text: "☀"
                    font.family: "DejaVu Sans"
                    font.pixelSize: icon.size * 0.66
                    color: lamp.modelData.on ? "#3e2723" : "#cfd8dc"
                }
            }

            // The picked light's ring handles: bright up and to the right, dim to the right.
            Repeater {
                model: lamp.picked ? [{ ring: "bright", hx: lamp.modelData.brightHandleX, hy: lamp.modelData.brightHandleY },
                                      { ring: "dim", hx: lamp.modelData.dimHandleX, hy: lamp.modelData.dimHandleY }] : []
                delegate: Rectangle {
                    required property var modelData
                    objectName: "lightRing:" + lamp.modelData.id + ":" + modelData.ring
                    readonly property bool hovered: lightTool.hoverRing === modelData.ring || ground.ring === modelData.ring && ground.mode === "ring"
                    width: hovered ? 18 : 15
                    height: width
                    radius: modelData.ring === "bright" ? width / 2 : 2
                    x: modelData.hx * lightTool.cellSize - width / 2
                    y: modelData.hy * lightTool.cellSize - height / 2
                    color: modelData.ring === "bright" ? "#fff3e0" : lamp.glow
                    border.color: "#1d1f23"
                    border.width: 2
                }
            }

            // The picked light's name and radii.
            Rectangle {
                visible: lamp.picked
                x: icon.x + icon.width / 2 - width / 2
                y: icon.y + icon.height + 4
                width: chip.implicitWidth + 12
                height: chip.implicitHeight + 4
                radius: 3
                color: "#263238"
                opacity: 0.9
                Label {
                    id: chip
                    anchors.centerIn: parent
                    text: qsTr("%1 · %2/%3 sq%4").arg(lamp.modelData.label).arg(lamp.modelData.brightCells)
                              .arg(lamp.modelData.dimCells).arg(lamp.modelData.on ? "" : qsTr(" · off"))
                    color: "white"
                    font.pixelSize: Theme.px(11)
                    font.bold: true
                }
            }
        }
    }
}
