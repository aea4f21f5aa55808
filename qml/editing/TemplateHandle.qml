import QtQuick
import QtQuick.Controls
import Gridkeep

// One handle of a template on the map, for TemplateToolLayer: press and drag it (one undo step
// when it is let go), or click it to pick its template; a right click asks for the menu.
// `host` is the item laid over the map, whose coordinates are cells times `cellSize`.
Rectangle {
    id: handle
    Accessible.role: Accessible.Button
    Accessible.name: tip !== "" ? tip : qsTr("Template handle")

    required property TemplateEditor editor
    required property Item host
    required property string templateId
    required property string kind // "move", "aim" or "size"
    required property real cellX
    required property real cellY
    property real cellSize: 48
    property color shade: "white"
    property string tip: ""
    signal menuRequested(string templateId, point scenePosition)

    readonly property bool picked: editor.selectedId === templateId

    function pointer(event) {
        const p = handleMouse.mapToItem(handle.host, event.x, event.y)
        return Qt.point(p.x / handle.cellSize, p.y / handle.cellSize)
    }

    width: kind === "move" ? 16 : 14
    height: width
    radius: kind === "size" ? 3 : width / 2
    x: cellX * cellSize - width / 2
    y: cellY * cellSize - height / 2
    color: kind === "move" ? shade : "#fdfcf9"
    border.color: picked ? Theme.accent : "#1d1f23"
    border.width: picked ? 3 : 2
    ToolTip.visible: handleMouse.containsMouse && !editor.dragging && tip !== ""
    ToolTip.delay: 500
    ToolTip.text: tip

    MouseArea {
        id: handleMouse
        anchors.fill: parent
        anchors.margins: -5
        hoverEnabled: true
        preventStealing: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: handle.kind === "move" ? Qt.SizeAllCursor : Qt.CrossCursor
        onEntered: handle.editor.clearHover()
        onPressed: event => {
            if (event.button === Qt.RightButton) {
                handle.editor.selectedId = handle.templateId
                handle.menuRequested(handle.templateId, mapToItem(null, event.x, event.y))
                return
            }
            const p = handle.pointer(event)
            handle.editor.beginDrag(handle.templateId, handle.kind, p.x, p.y)
        }
        onPositionChanged: event => {
            if (!pressed || !handle.editor.dragging)
                return
            const p = handle.pointer(event)
            handle.editor.dragTo(p.x, p.y, (event.modifiers & (Qt.ShiftModifier | Qt.AltModifier)) !== 0)
        }
        onReleased: event => {
            if (event.button === Qt.LeftButton)
                handle.editor.endDrag()
        }
        onCanceled: handle.editor.cancel()
    }
}
