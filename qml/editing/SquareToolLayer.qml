import QtQuick
import Gridkeep

// The mouse side of the edit tools, laid exactly over the painted map (same origin, one cell
// is cellSize pixels). It turns presses and drags into BoardEditor calls (brush strokes, rect
// and line drags, walls, doors) and draws the cursor cell and the live previews. It decides
// nothing itself: which cells a shape covers and where a wall snaps come from the editor.
Item {
    id: toolLayer

    required property BoardEditor editor
    // FIELD and ZONE areas, for the Area tool.
    property AreaEditor areaEditor: null
    property real cellSize: 48

    readonly property int tool: editor.tool // a BoardEditor.Tool
    readonly property bool cellTool: tool === BoardEditor.Terrain || tool === BoardEditor.Erase
                                     || tool === BoardEditor.Elevation || tool === BoardEditor.Lighting
    readonly property bool active: cellTool || tool === BoardEditor.Wall
                                   || tool === BoardEditor.Door
                                   || (tool === BoardEditor.Area && areaEditor !== null)
    // How the drag applies: the palette's shape, except that the lighting brush paints and
    // Shift+drag makes a rectangle (as the fog brushes do); fixed when a drag starts.
    property int dragShape: BoardEditor.Brush
    readonly property int shape: dragging ? dragShape
                                          : (tool === BoardEditor.Lighting ? BoardEditor.Brush : editor.shape)

    // The pointer in cells (fractional) and the cell under it; (-1, -1) off the map.
    property point pointer: Qt.point(-1, -1)
    property point hoverCell: Qt.point(-1, -1)
    // A drag in progress: its start cell (rect, line) or start point (wall).
    property bool dragging: false
    property point dragStartCell: Qt.point(-1, -1)
    property point dragStart: Qt.point(0, 0)
    property var previewCells: []
    property int hoverWall: -1
    property var hoverWallGeometry: ({})
    // The wall under the pointer when a Wall tool drag began: a click on it (no wall drawn)
    // opens its top (docs/rules.md §13).
    property int pressWall: -1
    // A click on a wall with the Wall tool: the window opens its top (BoardMenus).
    signal wallTopRequested(int wallIndex, point scenePosition)

    enabled: active && editor.squareBoard
    visible: enabled

    readonly property color previewColor: {
        if (tool === BoardEditor.Erase)
            return Theme.ground
        if (tool === BoardEditor.Elevation)
            return editor.raise ? "#f5f0e1" : "#3b3631"
        if (tool === BoardEditor.Lighting) {
            const levels = editor.lightingLevels
            for (let i = 0; i < levels.length; ++i) {
                if (levels[i].id === editor.lightingLevel)
                    return levels[i].color.a > 0 ? Qt.rgba(levels[i].color.r, levels[i].color.g, levels[i].color.b, 1)
                                                 : "#fff6d5" // bright light: a warm white
            }
        }
        const kinds = editor.terrainKinds
        for (let i = 0; i < kinds.length; ++i) {
            if (kinds[i].id === editor.terrainKind)
                return kinds[i].color
        }
        return Theme.accent
    }

    function cellOf(x, y) {
        const cx = Math.floor(x / cellSize)
        const cy = Math.floor(y / cellSize)
        const doc = editor.document
        if (!doc || cx < 0 || cy < 0 || cx >= doc.boardWidth || cy >= doc.boardHeight)
            return Qt.point(-1, -1)
        return Qt.point(cx, cy)
    }
    function onMap(cell) {
        return cell.x >= 0 && cell.y >= 0
    }
    function updateHover(x, y) {
        pointer = Qt.point(x / cellSize, y / cellSize)
        hoverCell = cellOf(x, y)
        if (tool === BoardEditor.Door || tool === BoardEditor.Wall) {
            hoverWall = editor.wallAt(pointer.x, pointer.y)
            hoverWallGeometry = hoverWall >= 0 ? editor.wall(hoverWall) : ({})
        } else {
            hoverWall = -1
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        cursorShape: toolLayer.tool === BoardEditor.Door ? (toolLayer.hoverWall >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor)
                                           : Qt.CrossCursor

        onExited: {
            toolLayer.hoverCell = Qt.point(-1, -1)
            toolLayer.hoverWall = -1
        }
        onPositionChanged: function(event) {
            toolLayer.updateHover(event.x, event.y)
            if (!toolLayer.dragging)
                return
            if (toolLayer.cellTool && toolLayer.shape === BoardEditor.Brush) {
                // Off the map the editor breaks the run; back on it, painting goes on.
                toolLayer.editor.applyAt(Math.floor(event.x / toolLayer.cellSize),
                                     Math.floor(event.y / toolLayer.cellSize))
            } else if (toolLayer.cellTool && toolLayer.onMap(toolLayer.hoverCell)) {
                toolLayer.previewCells = toolLayer.editor.shapeCells(toolLayer.shape,
                    toolLayer.dragStartCell.x, toolLayer.dragStartCell.y, toolLayer.hoverCell.x, toolLayer.hoverCell.y)
            }
        }
        onPressed: function(event) {
            toolLayer.updateHover(event.x, event.y)
            if (event.button === Qt.RightButton) {
                // Right-click: remove the wall under the pointer, or make a door a plain wall.
                if (toolLayer.hoverWall >= 0) {
                    if (toolLayer.tool === BoardEditor.Wall)
                        toolLayer.editor.removeWall(toolLayer.hoverWall)
                    else if (toolLayer.tool === BoardEditor.Door)
                        toolLayer.editor.makePlainWall(toolLayer.hoverWall)
                    toolLayer.updateHover(event.x, event.y)
                }
                return
            }
            if (toolLayer.tool === BoardEditor.Door) {
                if (toolLayer.hoverWall >= 0)
                    toolLayer.editor.toggleDoor(toolLayer.hoverWall)
                toolLayer.updateHover(event.x, event.y)
                return
            }
            if (toolLayer.tool === BoardEditor.Area) {
                // A click on an area's centre picks it; anywhere else places a new one.
                if (!toolLayer.onMap(toolLayer.hoverCell) || !toolLayer.areaEditor)
                    return
                const hit = toolLayer.areaEditor.areaAt(toolLayer.hoverCell.x, toolLayer.hoverCell.y)
                const picked = hit !== "" ? toolLayer.areaEditor.areas.find(a => a.id === hit) : undefined
                if (picked && picked.centreX === toolLayer.hoverCell.x && picked.centreY === toolLayer.hoverCell.y)
                    toolLayer.areaEditor.selectedId = hit
                else
                    toolLayer.areaEditor.addArea(toolLayer.hoverCell.x, toolLayer.hoverCell.y)
                return
            }
            if (toolLayer.tool === BoardEditor.Wall) {
                toolLayer.dragging = true
                toolLayer.dragStart = toolLayer.editor.wallPoint(toolLayer.pointer.x, toolLayer.pointer.y)
                toolLayer.pressWall = toolLayer.hoverWall
                return
            }
            if (!toolLayer.onMap(toolLayer.hoverCell))
                return
            toolLayer.dragShape = toolLayer.tool !== BoardEditor.Lighting ? toolLayer.editor.shape
                                  : (event.modifiers & Qt.ShiftModifier) ? BoardEditor.Rect : BoardEditor.Brush
            toolLayer.dragging = true
            toolLayer.dragStartCell = toolLayer.hoverCell
            if (toolLayer.shape === BoardEditor.Brush) {
                toolLayer.editor.beginStroke()
                toolLayer.editor.applyAt(toolLayer.hoverCell.x, toolLayer.hoverCell.y)
            } else {
                toolLayer.previewCells = toolLayer.editor.shapeCells(toolLayer.shape,
                    toolLayer.hoverCell.x, toolLayer.hoverCell.y, toolLayer.hoverCell.x, toolLayer.hoverCell.y)
            }
        }
        onReleased: function(event) {
            if (!toolLayer.dragging || event.button !== Qt.LeftButton)
                return
            const shape = toolLayer.shape // the drag's, before it ends
            toolLayer.dragging = false
            toolLayer.updateHover(event.x, event.y)
            if (toolLayer.tool === BoardEditor.Wall) {
                const end = toolLayer.editor.wallPoint(toolLayer.pointer.x, toolLayer.pointer.y)
                if (end.x === toolLayer.dragStart.x && end.y === toolLayer.dragStart.y && toolLayer.pressWall >= 0)
                    toolLayer.wallTopRequested(toolLayer.pressWall, mouse.mapToItem(null, event.x, event.y))
                else
                    toolLayer.editor.addWall(toolLayer.dragStart.x, toolLayer.dragStart.y, end.x, end.y)
                toolLayer.pressWall = -1
            } else if (shape === BoardEditor.Brush) {
                toolLayer.editor.endStroke()
            } else {
                const end = toolLayer.onMap(toolLayer.hoverCell) ? toolLayer.hoverCell : toolLayer.previewEnd()
                if (shape === BoardEditor.Rect)
                    toolLayer.editor.applyRect(toolLayer.dragStartCell.x, toolLayer.dragStartCell.y, end.x, end.y)
                else
                    toolLayer.editor.applyLine(toolLayer.dragStartCell.x, toolLayer.dragStartCell.y, end.x, end.y)
            }
            toolLayer.previewCells = []
        }
        onCanceled: {
            if (toolLayer.dragging && toolLayer.cellTool && toolLayer.shape === BoardEditor.Brush)
                toolLayer.editor.endStroke()
            toolLayer.dragging = false
            toolLayer.previewCells = []
        }
    }

    // The last cell the preview reached, when the drag ends off the map.
    function previewEnd() {
        if (previewCells.length === 0)
            return dragStartCell
        if (shape === BoardEditor.Line)
            return previewCells[previewCells.length - 1]
        let far = previewCells[0]
        for (const c of previewCells) {
            if (Math.abs(c.x - dragStartCell.x) + Math.abs(c.y - dragStartCell.y)
                    > Math.abs(far.x - dragStartCell.x) + Math.abs(far.y - dragStartCell.y))
                far = c
        }
        return far
    }

    // Rect and line preview: the cells the drag would paint.
    Repeater {
        model: toolLayer.dragging && toolLayer.cellTool && toolLayer.shape !== BoardEditor.Brush ? toolLayer.previewCells : []
        delegate: Rectangle {
            required property var modelData
            x: modelData.x * toolLayer.cellSize
            y: modelData.y * toolLayer.cellSize
            width: toolLayer.cellSize
            height: toolLayer.cellSize
            color: Qt.rgba(toolLayer.previewColor.r, toolLayer.previewColor.g, toolLayer.previewColor.b, 0.55)
            border.color: Theme.accent
            border.width: 1
        }
    }
    // The rectangle's outline, over its cells.
    Rectangle {
        visible: toolLayer.dragging && toolLayer.cellTool && toolLayer.shape === BoardEditor.Rect
                 && toolLayer.previewCells.length > 0
        readonly property var first: toolLayer.previewCells.length > 0 ? toolLayer.previewCells[0] : Qt.point(0, 0)
        readonly property var last: toolLayer.previewCells.length > 0 ? toolLayer.previewCells[toolLayer.previewCells.length - 1] : Qt.point(0, 0)
        x: first.x * toolLayer.cellSize
        y: first.y * toolLayer.cellSize
        width: (last.x - first.x + 1) * toolLayer.cellSize
        height: (last.y - first.y + 1) * toolLayer.cellSize
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }

    // The cursor cell for the cell tools: the brush's colour, or a raise/lower mark.
    Rectangle {
        objectName: "cursorCell"
        visible: toolLayer.cellTool && toolLayer.onMap(toolLayer.hoverCell)
        x: toolLayer.hoverCell.x * toolLayer.cellSize
        y: toolLayer.hoverCell.y * toolLayer.cellSize
        width: toolLayer.cellSize
        height: toolLayer.cellSize
        color: Qt.rgba(toolLayer.previewColor.r, toolLayer.previewColor.g, toolLayer.previewColor.b, 0.35)
        border.color: Theme.accent
        border.width: 2
        // The step of the elevation brush, or the height the terrain brush paints (rules §13).
        Text {
            id: cursorLabel
            readonly property bool terrainHeight: toolLayer.tool === BoardEditor.Terrain
                                                  && toolLayer.editor.terrainHeightApplies
                                                  && !toolLayer.editor.terrainFullHeight
            anchors.centerIn: parent
            visible: toolLayer.tool === BoardEditor.Elevation || cursorLabel.terrainHeight
            text: cursorLabel.terrainHeight ? toolLayer.editor.terrainHeight + " m"
                                : (toolLayer.editor.raise ? "+" : "−") + toolLayer.editor.elevationStep
            color: Theme.heightLabel
            font.pixelSize: toolLayer.cellSize * 0.3
            font.bold: true
        }
    }

    // Area tool: the cells a new area of radius 2 would cover around the cursor.
    Rectangle {
        objectName: "areaCursor"
        visible: toolLayer.tool === BoardEditor.Area && toolLayer.onMap(toolLayer.hoverCell)
        readonly property int r: 2
        x: (toolLayer.hoverCell.x - r) * toolLayer.cellSize
        y: (toolLayer.hoverCell.y - r) * toolLayer.cellSize
        width: (2 * r + 1) * toolLayer.cellSize
        height: width
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
        border.color: Theme.accent
        border.width: 2
        Rectangle {
            x: parent.r * toolLayer.cellSize
            y: x
            width: toolLayer.cellSize
            height: width
            color: "transparent"
            border.color: Theme.accent
            border.width: 2
        }
    }

    // Wall tool: where the end would go (a grid-line crossing when snapping), and the wall
    // being drawn.
    Rectangle {
        objectName: "wallCursor"
        visible: toolLayer.tool === BoardEditor.Wall && mouse.containsMouse
        readonly property point at: toolLayer.editor.wallPoint(toolLayer.pointer.x, toolLayer.pointer.y)
        width: 10
        height: 10
        radius: 5
        x: at.x * toolLayer.cellSize - width / 2
        y: at.y * toolLayer.cellSize - height / 2
        color: Theme.accent
        border.color: Theme.base
    }
    Rectangle {
        objectName: "wallPreview"
        visible: toolLayer.dragging && toolLayer.tool === BoardEditor.Wall
        readonly property point end: toolLayer.editor.wallPoint(toolLayer.pointer.x, toolLayer.pointer.y)
        readonly property real dx: (end.x - toolLayer.dragStart.x) * toolLayer.cellSize
        readonly property real dy: (end.y - toolLayer.dragStart.y) * toolLayer.cellSize
        x: toolLayer.dragStart.x * toolLayer.cellSize
        y: toolLayer.dragStart.y * toolLayer.cellSize - height / 2
        width: Math.sqrt(dx * dx + dy * dy)
        height: 5
        radius: 2.5
        transformOrigin: Item.Left
        rotation: Math.atan2(dy, dx) * 180 / Math.PI
        color: Theme.wall
        opacity: 0.8
    }

    // Door and wall tools: the wall the click would act on.
    Rectangle {
        objectName: "wallHighlight"
        visible: (toolLayer.tool === BoardEditor.Door || toolLayer.tool === BoardEditor.Wall) && !toolLayer.dragging
                 && toolLayer.hoverWall >= 0 && toolLayer.hoverWallGeometry.x1 !== undefined
        readonly property var w: toolLayer.hoverWallGeometry
        readonly property real dx: visible ? (w.x2 - w.x1) * toolLayer.cellSize : 0
        readonly property real dy: visible ? (w.y2 - w.y1) * toolLayer.cellSize : 0
        x: visible ? w.x1 * toolLayer.cellSize : 0
        y: visible ? w.y1 * toolLayer.cellSize - height / 2 : 0
        width: Math.sqrt(dx * dx + dy * dy)
        height: 9
        radius: 4.5
        transformOrigin: Item.Left
        rotation: Math.atan2(dy, dx) * 180 / Math.PI
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.35)
        border.color: Theme.accent
        border.width: 2
    }
}
