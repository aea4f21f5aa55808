import QtQuick
import Gridkeep

// The GM's fog and camera tools over a square map (same origin as the map, one cell is
// cellSize pixels). Reveal and Hide paint cells with a brush (one undo step a stroke); with
// Shift held, a drag paints the rectangle it spans. Camera drags out the rectangle the player
// window shows. The editor decides what changes; this only turns the mouse into cells.
Item {
    id: layer

    enum Tool { None, Reveal, Hide, Camera }

    property int tool: FogToolLayer.None
    property FogEditor editor: null
    property real cellSize: 48
    property int columns: 0
    property int rows: 0

    signal cameraPicked(rect cells)

    property point startCell: Qt.point(-1, -1)
    property point endCell: Qt.point(-1, -1)
    property bool spanning: false

    enabled: tool !== FogToolLayer.None && (tool === FogToolLayer.Camera || editor !== null)
    visible: enabled

    function cellOf(x, y) {
        return Qt.point(Math.max(0, Math.min(columns - 1, Math.floor(x / cellSize))),
                        Math.max(0, Math.min(rows - 1, Math.floor(y / cellSize))))
    }
    readonly property rect span: Qt.rect(Math.min(startCell.x, endCell.x), Math.min(startCell.y, endCell.y),
                                         Math.abs(endCell.x - startCell.x) + 1, Math.abs(endCell.y - startCell.y) + 1)

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        preventStealing: true
        cursorShape: Qt.CrossCursor
        onPressed: mouse => {
            layer.startCell = layer.cellOf(mouse.x, mouse.y)
            layer.endCell = layer.startCell
            layer.spanning = layer.tool === FogToolLayer.Camera || (mouse.modifiers & Qt.ShiftModifier)
            if (!layer.spanning) {
                layer.editor.beginStroke()
                layer.editor.paintCell(layer.startCell.x, layer.startCell.y, layer.tool === FogToolLayer.Reveal)
            }
        }
        onPositionChanged: mouse => {
            if (!pressed)
                return
            const cell = layer.cellOf(mouse.x, mouse.y)
            if (cell === layer.endCell)
                return
            layer.endCell = cell
            if (!layer.spanning)
                layer.editor.paintCell(cell.x, cell.y, layer.tool === FogToolLayer.Reveal)
        }
        onReleased: {
            if (layer.tool === FogToolLayer.Camera)
                layer.cameraPicked(layer.span)
            else if (layer.spanning)
                layer.editor.paintRect(layer.span.x, layer.span.y, layer.span.width, layer.span.height,
                                       layer.tool === FogToolLayer.Reveal)
            else
                layer.editor.endStroke()
            layer.spanning = false
            layer.startCell = Qt.point(-1, -1)
        }
    }

    // The rectangle being spanned.
    Rectangle {
        visible: layer.spanning && layer.startCell.x >= 0
        x: layer.span.x * layer.cellSize
        y: layer.span.y * layer.cellSize
        width: layer.span.width * layer.cellSize
        height: layer.span.height * layer.cellSize
        color: layer.tool === FogToolLayer.Hide ? Qt.rgba(0, 0, 0, 0.35) : Qt.rgba(1, 1, 1, 0.2)
        border.color: layer.tool === FogToolLayer.Camera ? Theme.turn : Theme.accent
        border.width: 2
    }
}
