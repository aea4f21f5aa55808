import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Pictures of the editor in use, for the README and for looking at what a GM sees: set
// GRIDKEEP_SCREENS_DIR to a folder to write them; without it every case skips.
TestCase {
    id: test
    name: "Screens"
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
    SignalSpy {
        id: backgroundLoaded
        signalName: "backgroundLoaded"
    }

    function open(name) {
        if (screensDir === "")
            skip("GRIDKEEP_SCREENS_DIR is not set")
        workbench = createTemporaryObject(workbenchComponent, test)
        document = workbench.document
        const main = Qt.createComponent("qrc:/Gridkeep/Main.qml")
        window = createTemporaryObject(main, test, { workbench: workbench, width: 1440, height: 900 })
        loaded.target = document
        loaded.clear()
        if (name !== "") {
            document.openFile(examplesDir + "/" + name)
            loaded.wait(10000)
        }
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        wait(200)
    }
    function cleanup() {
        if (window) {
            window.closeApproved = true
            window.destroy()
            window = null
            wait(0)
        }
    }
    function save(fileName) {
        wait(150)
        const image = grabImage(window.contentItem.parent)
        image.save(screensDir + "/" + fileName) // (returns nothing in Qt 6.4)
    }
    function pointer() {
        return findChild(window.contentItem, "boardPointer")
    }
    function cellCenter(x, y) {
        return Qt.point((x + 0.5) * 48, (y + 0.5) * 48)
    }

    function test_dragOnTheSquareBoard() {
        open("bridge-ambush.encounter")
        const a = cellCenter(7, 7)
        const b = cellCenter(11, 8)
        mousePress(pointer(), a.x, a.y)
        for (let i = 1; i <= 12; ++i)
            mouseMove(pointer(), a.x + (b.x - a.x) * i / 12 + 9, a.y + (b.y - a.y) * i / 12 + 6, 5, Qt.LeftButton)
        save("editor-drag.png")
        mouseRelease(pointer(), b.x, b.y)
    }

    function test_contextMenuAndInspector() {
        open("bridge-ambush.encounter")
        const a = cellCenter(7, 7)
        mouseClick(pointer(), a.x, a.y)
        findChild(window.contentItem, "sideTabs").currentIndex = 2
        mouseClick(pointer(), a.x, a.y, Qt.RightButton)
        save("editor-menu-inspector.png")
        keyClick(Qt.Key_Escape)
    }

    function test_terrainTools() {
        open("crypt-sneak.encounter")
        window.boardEditor.tool = BoardEditor.Terrain
        const kinds = window.boardEditor.terrainKinds
        window.boardEditor.terrainKind = kinds[kinds.length - 1].id
        window.boardEditor.beginStroke()
        for (let x = 2; x < 9; ++x)
            window.boardEditor.applyAt(x, 1)
        window.boardEditor.endStroke()
        save("editor-terrain.png")
        window.boardEditor.tool = BoardEditor.Select
    }

    function test_combatGridDrag() {
        open("churn-clash.encounter")
        const tile = findChild(window.contentItem, "token:veyra")
        verify(tile)
        const board = pointer()
        const start = tile.mapToItem(board, tile.width / 2, tile.height / 2)
        const card = findChild(window.contentItem, "position:enemy-flank-left")
        const end = card.mapToItem(board, card.width / 2, card.height - 10)
        mousePress(board, start.x, start.y)
        for (let i = 1; i <= 15; ++i)
            mouseMove(board, start.x + (end.x - start.x) * i / 15, start.y + (end.y - start.y) * i / 15, 5, Qt.LeftButton)
        save("editor-combat-grid-drag.png")
        mouseRelease(board, end.x, end.y)
    }

    function test_newEncounterBuiltByDragging() {
        open("")
        verify(document.newEncounter("classic", 16, 10))
        tryVerify(() => pointer() !== null)
        wait(200)
        for (const [id, x, y] of [["fighter", 3, 3], ["archer", 2, 5], ["brute", 9, 4]]) {
            const created = window.editor.addMiniature(window.library, id, x, y, id === "brute" ? "foes" : "party")
            verify(created !== "")
        }
        window.selection.select("fighter")
        save("editor-new-encounter.png")
    }

    function test_backgroundImage() {
        open("hill-giant.encounter")
        // Any picture will do: the library's own tiles, grabbed.
        const picture = scratchDir + "/map.png"
        grabImage(findChild(window.contentItem, "libraryPanel")).save(picture)
        backgroundLoaded.target = window.boardEditor
        window.boardEditor.setBackground("file://" + picture)
        backgroundLoaded.wait(10000)
        compare(backgroundLoaded.signalArguments[0][0], true)
        verify(window.boardEditor.setBackgroundFit(0, 0, 0, 0.5))
        save("editor-background.png")
    }
}
