import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The GM's editor through the real main window (Main.qml), offscreen, driven with synthetic
// mouse and key events on bridge-ambush.encounter (a 24 × 16 paces map, cells of 48 px).
TestCase {
    id: test
    name: "Editor"
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
    Component {
        id: editorComponent
        EncounterEditor {}
    }
    SignalSpy {
        id: loaded
        signalName: "loadFinished"
    }
    SignalSpy {
        id: saved
        signalName: "saveFinished"
    }

    function openExample(doc, name) {
        loaded.target = doc
        loaded.clear()
        doc.openFile(examplesDir + "/" + name)
        loaded.wait(10000)
        compare(loaded.signalArguments[0][0], true, "loaded " + name)
    }

    function init() {
        workbench = createTemporaryObject(workbenchComponent, test)
        document = workbench.document
        const main = Qt.createComponent("qrc:/Gridkeep/Main.qml")
        compare(main.status, Component.Ready, main.errorString())
        window = createTemporaryObject(main, test, { workbench: workbench, width: 1440, height: 900 })
        verify(window)
        openExample(document, "bridge-ambush.encounter")
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        tryVerify(() => findChild(window.contentItem, "boardPointer") !== null, 5000)
        waitForRendering(window.contentItem)
    }

    function cleanup() {
        // Closing must not ask about changes the test made; the window goes before its document.
        window.closeApproved = true
        window.destroy()
        wait(0)
    }

    function pointer() {
        return findChild(window.contentItem, "boardPointer")
    }
    function cellCenter(x, y) {
        return Qt.point((x + 0.5) * 48, (y + 0.5) * 48)
    }
    // Presses at cell `from`, moves in small steps to cell `to`, and leaves the button down.
    function pressAndDrag(from, to) {
        const area = pointer()
        const a = cellCenter(from.x, from.y)
        const b = cellCenter(to.x, to.y)
        mousePress(area, a.x, a.y, Qt.LeftButton)
        const steps = 12
        for (let i = 1; i <= steps; ++i)
            mouseMove(area, a.x + (b.x - a.x) * i / steps, a.y + (b.y - a.y) * i / steps, 5, Qt.LeftButton)
        return b
    }

    // Seed 002 (paces): "A creature is Surrounded if it has no way out"; Kara stepping west
    // leaves the Bruiser's way out open, and her path west passes the Cutthroat and the Thug.
    function test_dragTokenShowsTheOverlaysAtThePointer() {
        verify(window.live.surroundedReason("bruiser") !== "", "the Bruiser starts surrounded")
        verify(findChild(window.contentItem, "surroundedBadge:bruiser") !== null)

        const end = pressAndDrag(Qt.point(7, 7), Qt.point(4, 7))
        verify(window.live.dragging)
        compare(window.live.dragToken, "kara")
        compare(window.live.dragCell, Qt.point(4, 7))
        compare(window.live.pointerCell, Qt.point(4, 7))
        verify(window.live.pathCost > 0)
        verify(window.live.pointerWithinBudget)
        compare(window.live.pathHinderedBy.length, 2)
        verify(window.live.pathText.indexOf("hindered") >= 0, window.live.pathText)
        verify(findChild(window.contentItem, "dragGhost").visible)
        compare(window.live.surroundedReason("bruiser"), "")
        tryVerify(() => findChild(window.contentItem, "surroundedBadge:bruiser") === null)
        // The document has not moved yet: the drag is a preview.
        compare(window.editor.tokenDetails("kara").x, 7)

        mouseRelease(pointer(), end.x, end.y, Qt.LeftButton)
        verify(!window.live.dragging)
        compare(window.editor.tokenDetails("kara").x, 4)
        compare(window.editor.undoText, "Move Kara")
        verify(document.modified)
    }

    function test_undoAndRedoAWholeDragFromTheKeyboard() {
        const end = pressAndDrag(Qt.point(7, 7), Qt.point(10, 3))
        mouseRelease(pointer(), end.x, end.y, Qt.LeftButton)
        compare(window.editor.tokenDetails("kara").x, 10)
        compare(window.editor.tokenDetails("kara").y, 3)

        keySequence(StandardKey.Undo)
        compare(window.editor.tokenDetails("kara").x, 7)
        compare(window.editor.tokenDetails("kara").y, 7)
        verify(!document.modified)
        keySequence(StandardKey.Redo)
        compare(window.editor.tokenDetails("kara").x, 10)

        // Ctrl+arrows nudge the selection, one undo step each (plain arrows pick tokens).
        mouseClick(pointer(), cellCenter(10, 3).x, cellCenter(10, 3).y)
        compare(window.selection.current, "kara")
        keyClick(Qt.Key_Right, Qt.ControlModifier)
        keyClick(Qt.Key_Down, Qt.ControlModifier)
        compare(window.editor.tokenDetails("kara").x, 11)
        compare(window.editor.tokenDetails("kara").y, 4)
        keySequence(StandardKey.Undo)
        compare(window.editor.tokenDetails("kara").y, 3)
    }

    function test_dragAMiniatureFromTheLibraryOntoTheBoard() {
        const tile = findChild(window.contentItem, "miniature:fighter")
        verify(tile)
        const before = document.tokens.count
        const start = tile.mapToItem(window.contentItem, tile.width / 2, tile.height / 2)
        const target = pointer().mapToItem(window.contentItem, cellCenter(2, 2).x, cellCenter(2, 2).y)
        mousePress(window.contentItem, start.x, start.y, Qt.LeftButton)
        const steps = 20
        for (let i = 1; i <= steps; ++i)
            mouseMove(window.contentItem, start.x + (target.x - start.x) * i / steps,
                      start.y + (target.y - start.y) * i / steps, 10, Qt.LeftButton)
        mouseRelease(window.contentItem, target.x, target.y, Qt.LeftButton)

        tryCompare(document.tokens, "count", before + 1)
        const id = window.selection.current
        verify(id !== "")
        const token = window.editor.tokenDetails(id)
        compare(token.name, "Fighter")
        compare(token.x, 2)
        compare(token.y, 2)
        keySequence(StandardKey.Undo)
        compare(document.tokens.count, before)
    }

    function test_rubberBandSelectsAndDeleteRemoves() {
        // From an empty cell (2, 5) to (7, 9): Ilsa (3, 8), Brom (6, 9), Thug (6, 6), Kara (7, 7), Bruiser (7, 6).
        const end = pressAndDrag(Qt.point(2, 5), Qt.point(7, 9))
        mouseRelease(pointer(), end.x, end.y, Qt.LeftButton)
        compare(window.selection.count, 5)
        keyClick(Qt.Key_Delete)
        compare(document.tokens.count, 3)
        keySequence(StandardKey.Undo)
        compare(document.tokens.count, 8)
    }

    function test_saveThenReopen() {
        const end = pressAndDrag(Qt.point(7, 7), Qt.point(9, 12))
        mouseRelease(pointer(), end.x, end.y, Qt.LeftButton)
        verify(document.modified)

        saved.target = document
        saved.clear()
        const url = "file://" + scratchDir + "/saved.encounter"
        document.saveAs(url)
        saved.wait(10000)
        compare(saved.signalArguments[0][0], true)
        verify(!document.modified)

        const reopened = createTemporaryObject(workbenchComponent, test).document
        loaded.target = reopened
        loaded.clear()
        reopened.openFile(scratchDir + "/saved.encounter")
        loaded.wait(10000)
        compare(loaded.signalArguments[0][0], true)
        const reader = createTemporaryObject(editorComponent, test, { document: reopened })
        compare(reopened.tokens.count, 8)
        compare(reader.tokenDetails("kara").x, 9)
        compare(reader.tokenDetails("kara").y, 12)
        compare(reader.tokenDetails("ogre").size, 2)
    }

    function test_closingWithChangesAsksFirst() {
        const end = pressAndDrag(Qt.point(7, 7), Qt.point(7, 10))
        mouseRelease(pointer(), end.x, end.y, Qt.LeftButton)
        window.close()
        const dialog = findChild(window.contentItem, "unsavedDialog") || findChild(window, "unsavedDialog")
        verify(dialog)
        tryVerify(() => dialog.opened)
        verify(window.visible)
        dialog.standardButton(Dialog.Discard).clicked()
        tryVerify(() => !window.visible)
    }

    // A drop from the file manager: the board's DropArea hands the urls and the cell under
    // the pointer to dropUrls (an offscreen test cannot start a platform drag).
    function dropFiles(uri, cell) {
        window.boardView.boardItem.dropUrls([uri], cell.x, cell.y)
    }

    function test_droppingAnImageFileMakesAMiniatureAndAToken() {
        const picture = scratchDir + "/owlbear.png"
        grabImage(findChild(window.contentItem, "miniature:beast")).save(picture)
        const before = document.tokens.count
        const librarySize = window.library.count
        dropFiles("file://" + picture, Qt.point(3, 2))
        tryCompare(document.tokens, "count", before + 1)
        compare(window.library.count, librarySize + 1)
        const token = window.editor.tokenDetails(window.selection.current)
        compare(token.name, "Owlbear")
        compare(token.x, 3)
        compare(token.y, 2)
    }

    function test_droppingAnEncounterFileOpensIt() {
        dropFiles("file://" + examplesDir + "/crypt-sneak.encounter", Qt.point(3, 2))
        tryCompare(document, "name", "Crypt of the sleeping warden", 5000)
        compare(document.tokens.count, 5)
    }
}
