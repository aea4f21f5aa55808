import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The board edit tools with real mouse and key events: EditToolPalette and SquareToolLayer over
// a SquareBoardItem on bridge-ambush.encounter (24 × 16 cells, 32 px here), offscreen.
TestCase {
    id: test
    name: "SquareTools"
    when: windowShown
    width: 1000
    height: 640
    // TestCase is invisible by default; the tools need a visible scene for mouse and keys.
    visible: true

    readonly property real cell: 32

    EncounterDocument {
        id: doc
    }
    BoardEditor {
        id: ed
        document: doc
    }
    SignalSpy {
        id: loaded
        target: doc
        signalName: "loadFinished"
    }

    Row {
        anchors.fill: parent
        EditToolPalette {
            id: palette
            editor: ed
            height: parent.height
        }
        Item {
            width: map.width
            height: map.height
            SquareBoardItem {
                id: map
                document: doc
                cellSize: test.cell
                width: implicitWidth
                height: implicitHeight
            }
            SquareToolLayer {
                id: tools
                anchors.fill: map
                editor: ed
                cellSize: map.cellSize
            }
        }
    }

    function init() {
        loaded.clear()
        doc.openFile(examplesDir + "/bridge-ambush.encounter")
        loaded.wait(10000)
        compare(loaded.signalArguments[0][0], true)
        ed.tool = BoardEditor.Select
        ed.shape = BoardEditor.Brush
        ed.wallSnap = true
        ed.raise = true
        waitForRendering(map)
    }

    function centre(x, y) {
        return Qt.point((x + 0.5) * cell, (y + 0.5) * cell)
    }

    function test_layerOnlyForEditTools() {
        verify(!tools.enabled)
        ed.tool = BoardEditor.Terrain
        verify(tools.enabled)
        ed.tool = BoardEditor.Background
        verify(!tools.enabled)
    }

    function test_brushStrokeIsOneUndoStep() {
        ed.tool = BoardEditor.Terrain
        ed.terrainKind = "difficult"
        const a = centre(1, 1)
        const b = centre(5, 1)
        mousePress(tools, a.x, a.y)
        mouseMove(tools, (a.x + b.x) / 2, a.y)
        mouseMove(tools, b.x, b.y) // one jump over cells: the editor fills the gap
        verify(ed.strokeActive)
        mouseRelease(tools, b.x, b.y)
        verify(!ed.strokeActive)
        for (let x = 1; x <= 5; ++x)
            compare(ed.terrainAt(x, 1), "difficult", "cell " + x)
        compare(ed.terrainAt(6, 1), "")
        compare(ed.terrainAt(1, 2), "")
    }

    function test_rectDragShowsPreviewThenPaints() {
        ed.tool = BoardEditor.Terrain
        ed.terrainKind = "obstacle"
        ed.shape = BoardEditor.Rect
        const a = centre(2, 10)
        const b = centre(4, 11)
        mousePress(tools, a.x, a.y)
        mouseMove(tools, b.x, b.y)
        compare(tools.previewCells.length, 6)
        mouseRelease(tools, b.x, b.y)
        compare(tools.previewCells.length, 0)
        compare(ed.terrainAt(2, 10), "obstacle")
        compare(ed.terrainAt(4, 11), "obstacle")
        compare(ed.terrainAt(5, 11), "")
        compare(ed.terrainAt(2, 12), "")
    }

    function test_lineDrag() {
        ed.tool = BoardEditor.Erase
        ed.shape = BoardEditor.Line
        // The ford's lower bank: difficult terrain at [0, 13, 9, 3].
        const a = centre(0, 13)
        const b = centre(8, 13)
        mousePress(tools, a.x, a.y)
        mouseMove(tools, b.x, b.y)
        compare(tools.previewCells.length, 9)
        mouseRelease(tools, b.x, b.y)
        for (let x = 0; x <= 8; ++x)
            compare(ed.terrainAt(x, 13), "", "cell " + x)
        compare(ed.terrainAt(0, 14), "difficult")
    }

    function test_wallSnapsToGridCrossings() {
        ed.tool = BoardEditor.Wall
        const count = ed.wallAt(3, 3)
        compare(count, -1)
        mousePress(tools, 2.9 * cell, 3.2 * cell)
        mouseMove(tools, 6.1 * cell, 3.1 * cell)
        mouseRelease(tools, 6.1 * cell, 3.1 * cell)
        const index = ed.wallAt(4.5, 3.05)
        verify(index >= 0)
        const w = ed.wall(index)
        compare(w.x1, 3)
        compare(w.y1, 3)
        compare(w.x2, 6)
        compare(w.y2, 3)

        // Door tool: a click near the wall makes it a door, the next opens it.
        ed.tool = BoardEditor.Door
        mouseClick(tools, 4.5 * cell, 3.1 * cell)
        compare(ed.wall(index).door, "closed")
        mouseClick(tools, 4.5 * cell, 3.1 * cell)
        compare(ed.wall(index).door, "open")
        mouseClick(tools, 4.5 * cell, 3.1 * cell, Qt.RightButton)
        compare(ed.wall(index).door, "none")

        // Wall tool, right-click: the wall goes.
        ed.tool = BoardEditor.Wall
        mouseClick(tools, 4.5 * cell, 3.1 * cell, Qt.RightButton)
        compare(ed.wallAt(4.5, 3.05), -1)
    }

    function test_elevationBrushRaisesOncePerStroke() {
        ed.tool = BoardEditor.Elevation
        ed.elevationStep = 0.5
        const a = centre(1, 5)
        const b = centre(3, 5)
        mousePress(tools, a.x, a.y)
        mouseMove(tools, b.x, b.y)
        mouseMove(tools, a.x, a.y) // back over the same cells
        mouseRelease(tools, a.x, a.y)
        compare(ed.elevationAt(1, 5), 0.5)
        compare(ed.elevationAt(2, 5), 0.5)
        compare(ed.elevationAt(3, 5), 0.5)
        compare(ed.elevationAt(4, 5), 0)
        // A second stroke raises again.
        mouseClick(tools, a.x, a.y)
        compare(ed.elevationAt(1, 5), 1.0)
    }

    function test_shortcutsPickTools() {
        palette.forceActiveFocus()
        keyClick(Qt.Key_B)
        compare(ed.tool, BoardEditor.Terrain)
        compare(ed.shape, BoardEditor.Brush)
        keyClick(Qt.Key_R)
        compare(ed.shape, BoardEditor.Rect)
        keyClick(Qt.Key_L)
        compare(ed.shape, BoardEditor.Line)
        keyClick(Qt.Key_E)
        compare(ed.tool, BoardEditor.Erase)
        keyClick(Qt.Key_H)
        compare(ed.tool, BoardEditor.Elevation)
        keyClick(Qt.Key_X)
        compare(ed.raise, false)
        keyClick(Qt.Key_W)
        compare(ed.tool, BoardEditor.Wall)
        keyClick(Qt.Key_D)
        compare(ed.tool, BoardEditor.Door)
        keyClick(Qt.Key_V)
        compare(ed.tool, BoardEditor.Select)
    }

    function test_paletteShowsTheRuleSetsKinds() {
        ed.tool = BoardEditor.Terrain
        const water = findChild(palette, "kind-water")
        verify(water)
        mouseClick(water)
        compare(ed.terrainKind, "water")
    }
}
