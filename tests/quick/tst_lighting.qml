import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The lighting brush and FIELD/ZONE areas in the real main window (crypt-sneak.encounter,
// `meters`): darkness painted with the mouse darkens the map's pixels, in the player view too
// (lighting is no secret); a Shift+drag paints a rectangle; each stroke is one undo step. An area
// placed with the Area tool is drawn for the GM and never for the players. With
// GRIDKEEP_SCREENS_DIR set it saves both windows.
TestCase {
    id: test
    name: "Lighting"
    when: windowShown
    width: 10
    height: 10

    property var window: null
    property EncounterDocument document: null
    property Workbench workbench: null

    Component {
        id: workbenchComponent
        Workbench {}
    }
    SignalSpy {
        id: loaded
        signalName: "loadFinished"
    }

    function openWindow(example) {
        workbench = createTemporaryObject(workbenchComponent, test)
        document = workbench.document
        const main = Qt.createComponent("qrc:/Gridkeep/Main.qml")
        compare(main.status, Component.Ready, main.errorString())
        window = createTemporaryObject(main, test, { workbench: workbench, width: 1440, height: 900 })
        verify(window)
        loaded.target = document
        loaded.clear()
        document.openFile(examplesDir + "/" + example)
        loaded.wait(10000)
        compare(loaded.signalArguments[0][0], true, "loaded " + example)
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        waitForRendering(window.contentItem)
    }

    function cleanup() {
        if (!window)
            return
        window.playerViewOpen = false
        window.closeApproved = true
        window.destroy()
        window = null
        wait(0)
    }

    // The brightness of a cell's centre as the window shows it (0 to 1).
    function lightness(root, map, x, y) {
        const p = map.mapToItem(root, (x + 0.5) * map.cellSize, (y + 0.3) * map.cellSize)
        const image = grabImage(root)
        return image.pixel(Math.round(p.x), Math.round(p.y)).hslLightness
    }

    function test_paintDarknessAndPlaceAnArea() {
        openWindow("crypt-sneak.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        verify(map)
        const cell = map.cellSize

        // The palette shows the lighting tool for `meters`; G picks it, darkness first.
        const button = findChild(root, "toolLighting")
        verify(button && button.visible)
        mouseClick(button)
        compare(window.boardEditor.tool, BoardEditor.Lighting)
        compare(window.boardEditor.lightingLevel, "darkness")
        waitForRendering(root)

        // Cells (2, 2) to (4, 2) and then (4, 3): plain floor away from the tokens.
        const before = lightness(root, map, 3, 2)
        const untouched = lightness(root, map, 3, 4)
        mousePress(map, 2.5 * cell, 2.5 * cell)
        mouseMove(map, 3.5 * cell, 2.5 * cell)
        mouseMove(map, 4.5 * cell, 2.5 * cell)
        mouseMove(map, 4.5 * cell, 3.5 * cell)
        mouseRelease(map, 4.5 * cell, 3.5 * cell)
        compare(window.boardEditor.lightingAt(3, 2), "darkness")
        compare(window.boardEditor.lightingAt(4, 3), "darkness")
        compare(window.boardEditor.lightingAt(3, 3), "bright")
        waitForRendering(root)
        const after = lightness(root, map, 3, 2)
        verify(after < before - 0.2, "darkness darkens the cell: " + before + " → " + after)
        fuzzyCompare(lightness(root, map, 3, 4), untouched, 0.02)

        // Shift+drag: dim light over a rectangle, one more step.
        window.boardEditor.lightingLevel = "dim"
        mousePress(map, 8.5 * cell, 9.5 * cell, Qt.LeftButton, Qt.ShiftModifier)
        mouseMove(map, 10.5 * cell, 10.5 * cell, -1, Qt.LeftButton, Qt.ShiftModifier)
        mouseRelease(map, 10.5 * cell, 10.5 * cell, Qt.LeftButton, Qt.ShiftModifier)
        compare(window.boardEditor.lightingAt(8, 9), "dim")
        compare(window.boardEditor.lightingAt(10, 10), "dim")
        compare(window.boardEditor.lightingAt(11, 10), "bright")
        waitForRendering(root)
        const dim = lightness(root, map, 9, 9)
        verify(dim < untouched - 0.05 && dim > after, "dim is between: " + dim)

        // The Area tool: a click places "Area 1", drawn for the GM and shown in the inspector.
        keyClick(Qt.Key_A)
        compare(window.boardEditor.tool, BoardEditor.Area)
        mouseClick(map, 12.5 * cell, 6.5 * cell)
        compare(window.areaEditor.count, 1)
        tryVerify(() => findChild(root, "area:area-1") !== null, 2000)
        // Radius 2 around (12, 6): columns 10 to 14, rows 4 to 8.
        const drawn = findChild(root, "area:area-1")
        compare(drawn.x, 10 * cell)
        compare(drawn.y, 4 * cell)
        compare(drawn.width, 5 * cell)
        compare(drawn.height, 5 * cell)
        tryVerify(() => findChild(root, "areaPanel") !== null, 2000)
        compare(window.areaEditor.tokensInside("area-1"), ["ghoul1"])
        window.boardEditor.tool = BoardEditor.Select

        // The player view: the shade is there, the area is not.
        window.openPlayerView(Qt.size(1000, 700))
        const players = window.playerWindow
        verify(players)
        tryVerify(() => players.visible, 5000)
        const mirror = window.playerMirror.document
        tryVerify(() => mirror.loaded, 5000)
        waitForRendering(players.contentItem)
        wait(200)
        const playerMap = findChild(players.contentItem, "board")
        verify(playerMap)
        const shown = lightness(players.contentItem, playerMap, 3, 2)
        const plain = lightness(players.contentItem, playerMap, 3, 4)
        verify(shown < plain - 0.2, "the players see the darkness: " + plain + " → " + shown)
        compare(findChild(players.contentItem, "area:area-1"), null)

        if (screensDir !== "") {
            grabImage(window.contentItem.parent).save(screensDir + "/lighting-areas-gm.png")
            grabImage(players.contentItem).save(screensDir + "/lighting-areas-players.png")
        }
    }
}
