import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Lights and vision in the real main window (docs/rules.md §8), on torchlit-crypt.encounter: a
// dark crypt (classic) with a brazier, Brann's torch, a blue light in the tomb and an unlit
// candle. The light tool places, drags, resizes and deletes a light, each one undo step, and
// the map's pixels follow; in a dark room the player view shows no pixel of a token in an
// unlit cell outside every party token's darkvision, until a torch comes near; during a fight a
// click on a door opens it, and light and sight come through. With GRIDKEEP_SCREENS_DIR set it
// saves both windows (docs/screenshots/lights-gm.png, lights-player.png).
TestCase {
    id: test
    name: "Lights"
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

    function openPlayers() {
        window.openPlayerView(Qt.size(1000, 700))
        const players = window.playerWindow
        verify(players)
        tryVerify(() => players.visible, 5000)
        tryVerify(() => window.playerMirror.document.loaded, 5000)
        return players
    }

    // The brightness of a point of a cell (0 to 1) as the window shows it.
    function lightness(root, map, x, y) {
        const p = map.mapToItem(root, x * map.cellSize, y * map.cellSize)
        return grabImage(root).pixel(Math.round(p.x), Math.round(p.y)).hslLightness
    }

    function isMagenta(c) { return c.hsvSaturation > 0.45 && c.hsvValue > 0.5 && Math.abs(c.hsvHue - 0.833) < 0.04 }
    function count(image, test) {
        let n = 0
        for (let y = 0; y < image.height; y += 2) {
            for (let x = 0; x < image.width; x += 2) {
                if (test(image.pixel(x, y)))
                    ++n
            }
        }
        return n
    }

    function test_lightTool() {
        openWindow("torchlit-crypt.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        verify(map)
        const cell = map.cellSize
        const lights = window.lightEditor
        compare(lights.count, 4)

        // I picks the light tool; the icons and rings show.
        verify(findChild(root, "toolLight").visible)
        keyClick(Qt.Key_I)
        compare(window.boardEditor.tool, BoardEditor.Light)
        tryVerify(() => findChild(root, "lightHandle:light-1") !== null, 2000)
        waitForRendering(root)

        // A click on dark ground places a torch on the nearest half cell, and lights the map.
        const dark = lightness(root, map, 16.5, 10.3)
        const ground = findChild(root, "lightGround")
        verify(ground)
        mouseClick(ground, 16.3 * cell, 10.2 * cell)
        compare(lights.count, 5)
        compare(lights.selectedId, "light-5")
        compare(lights.selected.lightX, 16.5)
        compare(lights.selected.lightY, 10)
        compare(window.editor.undoText, "Add torch")
        waitForRendering(root)
        const lit = lightness(root, map, 16.5, 10.3)
        verify(lit > dark + 0.2, "the torch lights its cell: " + dark + " → " + lit)
        // The inspector shows the picked light.
        tryVerify(() => findChild(root, "lightPanel") !== null, 2000)

        // Dragging the icon moves the light: one undo step however far it goes.
        verify(findChild(root, "lightHandle:light-5"))
        mousePress(map, 16.5 * cell, 10 * cell)
        for (let i = 1; i <= 6; ++i)
            mouseMove(map, (16.5 + i * 0.5) * cell, (10 + i * 1 / 6) * cell, 5, Qt.LeftButton)
        mouseRelease(map, 19.5 * cell, 11 * cell)
        compare(lights.selected.lightX, 19.5)
        compare(lights.selected.lightY, 11)
        compare(window.editor.undoText, "Move Torch")
        window.editor.undo()
        compare(lights.selected.lightX, 16.5)
        window.editor.redo()
        compare(lights.selected.lightX, 19.5)

        // Pulling the dim ring's handle resizes it, to half a square.
        verify(findChild(root, "lightRing:light-5:dim"))
        // Nine squares of map to the right are too few: the handle sits to the left.
        compare(lights.selected.dimHandleX, 19.5 - 8)
        mousePress(map, lights.selected.dimHandleX * cell, lights.selected.dimHandleY * cell)
        mouseMove(map, (19.5 + 6) * cell, 11 * cell, 5, Qt.LeftButton)
        mouseMove(map, (19.5 + 5.2) * cell, 11 * cell, 5, Qt.LeftButton)
        mouseRelease(map, (19.5 + 5.2) * cell, 11 * cell)
        compare(lights.selected.dimCells, 5)
        compare(lights.selected.brightCells, 4)
        compare(window.editor.undoText, "Resize Torch")
        window.editor.undo()
        compare(lights.selected.dimCells, 8)

        // Del deletes the picked light; undo brings it back.
        keyClick(Qt.Key_Delete)
        compare(lights.count, 4)
        compare(lights.selectedId, "")
        window.editor.undo()
        compare(lights.count, 5)

        // The ambient level from the palette, one step; back with undo.
        mouseClick(findChild(root, "ambient:bright"))
        compare(lights.ambient, "bright")
        window.editor.undo()
        compare(lights.ambient, "dark")
    }

    function test_darkRoomHidesWhatNobodySees() {
        openWindow("torchlit-crypt.encounter")
        const editor = window.editor
        // Skeleton 2 stands in an unlit cell, eight squares from Ilsa, whose darkvision is six.
        const lurkers = editor.addSide("Lurkers")
        verify(editor.setSideColor(lurkers, "#ff00ff"))
        verify(editor.setSide(["skeleton2"], lurkers))
        const players = openPlayers()
        const mirror = window.playerMirror.document
        tryVerify(() => mirror.tokens.indexOf("ilsa") >= 0 && mirror.tokens.indexOf("skeleton1") >= 0, 5000)
        compare(mirror.tokens.indexOf("skeleton2"), -1)
        waitForRendering(players.contentItem)
        waitForRendering(window.contentItem)
        wait(200)
        verify(count(grabImage(window.contentItem.parent), isMagenta) > 20, "the GM sees the skeleton")
        compare(count(grabImage(players.contentItem), isMagenta), 0, "no pixel of it for the players")

        // Brann walks up with his torch: it is lit, and the players see it.
        verify(editor.moveToken("brann", 6, 13))
        tryVerify(() => mirror.tokens.indexOf("skeleton2") >= 0, 5000)
        waitForRendering(players.contentItem)
        wait(200)
        verify(count(grabImage(players.contentItem), isMagenta) > 20, "lit, it shows")

        // The torch goes out: dark again, and gone from the players' screen.
        verify(window.lightEditor.setOn("light-2", false))
        tryVerify(() => mirror.tokens.indexOf("skeleton2") < 0, 5000)
        waitForRendering(players.contentItem)
        wait(200)
        compare(count(grabImage(players.contentItem), isMagenta), 0)

        // Darkvision twelve squares reaches it in the dark.
        verify(editor.setTokenField("ilsa", "darkvision", 12))
        tryVerify(() => mirror.tokens.indexOf("skeleton2") >= 0, 5000)
    }

    function test_doorClickInAFight() {
        openWindow("torchlit-crypt.encounter")
        const root = window.contentItem
        // Outside a fight a door is the door tool's.
        compare(findChild(root, "doorClick:0"), null)
        verify(window.combat.start("party"))
        tryVerify(() => findChild(root, "doorClick:0") !== null, 2000)
        compare(window.boardEditor.wall(0).door, "closed")
        // Behind the closed door the brazier's light and the party's sight stop.
        tryCompare(window.fog, "enabled", true)
        compare(window.fog.cellState(12, 7), 0)

        mouseClick(findChild(root, "doorClick:0"))
        compare(window.boardEditor.wall(0).door, "open")
        compare(window.editor.undoText, "Open door")
        // Dim light from the brazier comes through, and the party sees the cell.
        tryVerify(() => window.fog.cellState(12, 7) === 2, 2000)

        mouseClick(findChild(root, "doorClick:0"))
        compare(window.boardEditor.wall(0).door, "closed")
        compare(window.editor.undoText, "Close door")
        tryVerify(() => window.fog.cellState(12, 7) !== 2, 2000)
        window.editor.undo()
        compare(window.boardEditor.wall(0).door, "open")
        tryVerify(() => window.fog.cellState(12, 7) === 2, 2000)
    }

    function test_screens() {
        if (screensDir === "")
            skip("GRIDKEEP_SCREENS_DIR is not set")
        openWindow("torchlit-crypt.encounter")
        const root = window.contentItem
        keyClick(Qt.Key_I)
        window.lightEditor.selectedId = "light-1"
        const players = openPlayers()
        waitForRendering(players.contentItem)
        waitForRendering(root)
        wait(300)
        grabImage(root.parent).save(screensDir + "/lights-gm.png")
        grabImage(players.contentItem).save(screensDir + "/lights-player.png")
    }
}
