import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Sight over heights in the real main window (docs/rules.md §13), on bridge-ambush.encounter:
// Board ▸ Sight Over Heights switches it on as one undo step, the token inspector sets Kara's
// eye height, the palette paints a crate-high obstacle, a click on a wall with the Wall tool
// sets its top, and the light inspector (torchlit-crypt) a brazier's height. With
// GRIDKEEP_SCREENS_DIR set it saves the menu, the palette, the wall's top and the inspectors
// (heights-board-menu.png, heights-terrain.png, heights-wall-top.png, heights-inspector.png,
// heights-light.png).
TestCase {
    id: test
    name: "Heights"
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
        window.closeApproved = true
        window.destroy()
        window = null
        wait(0)
    }

    function save(name) {
        if (screensDir === "")
            return
        waitForRendering(window.contentItem)
        // The whole window: the menu bar and its open menu too.
        grabImage(window.contentItem.parent).save(screensDir + "/" + name)
    }

    // The open menu's entry with that objectName.
    function menuEntry(menu, name) {
        for (let i = 0; i < menu.count; ++i) {
            const entry = menu.itemAt(i)
            if (entry && entry.objectName === name)
                return entry
        }
        return null
    }

    function boardMenu() {
        const menu = findChild(window.menuBar, "boardMenu")
        verify(menu, "the Board menu")
        return menu
    }

    function test_boardMenuSwitch() {
        openWindow("bridge-ambush.encounter")
        const editor = window.boardEditor
        verify(!editor.sightOverHeights)
        let menu = boardMenu()
        menu.open()
        tryVerify(() => menu.opened, 2000)
        let entry = menuEntry(menu, "sightOverHeightsItem")
        verify(entry, "Board ▸ Sight Over Heights")
        verify(entry.visible)
        verify(entry.checkable)
        verify(!entry.checked)
        compare(entry.ToolTip.text, "Lines of sight run over low walls, crates and terraces")
        save("heights-board-menu.png")
        // The menu lays its entries out on the next frame.
        waitForRendering(window.contentItem)
        mouseClick(entry)
        tryVerify(() => editor.sightOverHeights, 2000)
        tryVerify(() => !menu.visible, 2000)
        compare(window.editor.undoText, "Turn on sight over heights")

        // Ctrl+Z takes it back, in one step, and Ctrl+Y brings it again; the menu follows.
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        verify(!editor.sightOverHeights)
        menu.open()
        tryVerify(() => menu.opened, 2000)
        entry = menuEntry(menu, "sightOverHeightsItem")
        verify(!entry.checked)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !menu.visible, 2000)
        keyClick(Qt.Key_Y, Qt.ControlModifier)
        tryVerify(() => editor.sightOverHeights, 2000)
    }

    function test_boardMenuOnTheCombatGrid() {
        // The Combat Grid has no lines to lift: the entry is not there.
        openWindow("churn-clash.encounter")
        const menu = boardMenu()
        menu.open()
        tryVerify(() => menu.opened, 2000)
        verify(!menuEntry(menu, "sightOverHeightsItem").visible)
        keyClick(Qt.Key_Escape)
    }

    function test_tokenEyeHeightInTheInspector() {
        openWindow("bridge-ambush.encounter")
        window.selection.select("kara")
        findChild(window.contentItem, "sideTabs").currentIndex = 2
        const field = findChild(window.contentItem, "inspectorEyeHeight")
        verify(field)
        tryVerify(() => field.visible, 2000)
        waitForRendering(window.contentItem)
        compare(field.text, "")
        compare(field.placeholderText, "auto: 1.50 m")
        save("heights-inspector.png")

        // Typed and committed with Enter: one undo step.
        mouseClick(field)
        keyClick(Qt.Key_A, Qt.ControlModifier)
        for (const c of "1.8")
            keyClick(c)
        keyClick(Qt.Key_Return)
        compare(window.editor.details["kara"].eyeHeight, 1.8)
        compare(window.editor.undoText, "Edit Kara")
        window.editor.undo()
        compare(window.editor.details["kara"].eyeHeight, -1)
        tryCompare(field, "text", "")
        window.editor.redo()
        tryCompare(field, "text", "1.8")

        // Emptied: the rule set's again, one more step.
        mouseClick(field)
        keyClick(Qt.Key_A, Qt.ControlModifier)
        keyClick(Qt.Key_Delete)
        keyClick(Qt.Key_Return)
        compare(window.editor.details["kara"].eyeHeight, -1)
        window.editor.undo()
        compare(window.editor.details["kara"].eyeHeight, 1.8)
    }

    function test_paletteHeightAndWallTop() {
        openWindow("bridge-ambush.encounter")
        const editor = window.boardEditor
        const root = window.contentItem
        // B: the terrain brush. Walls block sight: the height shows, at full height.
        keyClick(Qt.Key_B)
        compare(editor.tool, BoardEditor.Terrain)
        editor.terrainKind = "wall"
        const full = findChild(root, "terrainHeightFull")
        const meters = findChild(root, "terrainHeightMeters")
        verify(full)
        verify(meters)
        tryVerify(() => full.visible, 2000)
        verify(full.checked)
        verify(!meters.enabled)
        mouseClick(full)
        verify(!editor.terrainFullHeight)
        verify(meters.enabled)
        meters.value = 120
        meters.valueModified()
        compare(editor.terrainHeight, 1.2)
        compare(meters.displayText, "1.20 m")
        // Difficult ground stands in no line's way: no height for it.
        editor.terrainKind = "difficult"
        tryVerify(() => !full.visible, 2000)
        editor.terrainKind = "obstacle"
        tryVerify(() => full.visible, 2000)
        save("heights-terrain.png")
        verify(editor.applyAt(2, 2))
        compare(editor.terrainHeightAt(2, 2), 1.2)

        // W: walls. New walls take the palette's top; a click on one opens its own.
        keyClick(Qt.Key_W)
        compare(editor.tool, BoardEditor.Wall)
        const wallFull = findChild(root, "wallTopFull")
        verify(wallFull)
        tryVerify(() => wallFull.visible, 2000)
        const board = findChild(root, "board")
        verify(board)
        const cell = board.cellSize
        // The bridge's north rail runs from (10, 7) to (14, 7).
        const index = editor.wallAt(12, 7)
        verify(index >= 0)
        verify(editor.wall(index).fullHeight)
        const layer = findChild(root, "wallCursor").parent
        mouseClick(layer, 12 * cell, 7 * cell)
        const popup = findChild(window, "wallTopPopup")
        verify(popup)
        tryVerify(() => popup.opened, 2000)
        const choiceFull = findChild(popup.contentItem, "wallTopChoiceFull")
        const choiceMeters = findChild(popup.contentItem, "wallTopChoiceMeters")
        verify(choiceFull.checked)
        mouseClick(choiceFull)
        verify(!choiceFull.checked)
        choiceMeters.value = 250
        choiceMeters.valueModified()
        save("heights-wall-top.png")
        mouseClick(findChild(popup.contentItem, "wallTopApply"))
        tryVerify(() => !popup.visible, 2000)
        compare(editor.wall(index).fullHeight, false)
        compare(editor.wall(index).top, 2.5)
        compare(window.editor.undoText, "Set wall top")
        window.editor.undo()
        verify(editor.wall(index).fullHeight)

        // From the keyboard: a number typed in the box, Enter sets it.
        mouseClick(layer, 12 * cell, 7 * cell)
        tryVerify(() => popup.opened, 2000)
        mouseClick(choiceFull)
        mouseClick(choiceMeters)
        keyClick(Qt.Key_A, Qt.ControlModifier)
        for (const c of "1.75")
            keyClick(c)
        keyClick(Qt.Key_Return)
        tryVerify(() => !popup.visible, 2000)
        compare(editor.wall(index).top, 1.75)
        compare(window.editor.undoText, "Set wall top")
        keyClick(Qt.Key_V)
    }

    function test_lightHeightInTheInspector() {
        openWindow("torchlit-crypt.encounter")
        const lights = window.lightEditor
        lights.selectedId = "light-1"
        findChild(window.contentItem, "sideTabs").currentIndex = 2
        let field = null
        tryVerify(() => (field = findChild(window.contentItem, "lightZ")) !== null && field.visible, 2000)
        compare(field.text, "")
        compare(field.placeholderText, "auto: 1.50 m")
        mouseClick(field)
        keySequence("3")
        keyClick(Qt.Key_Return)
        compare(lights.selected.zMeters, 3)
        compare(lights.selected.zAuto, false)
        save("heights-light.png")
        // Emptied with Enter: automatic again, one more step.
        keyClick(Qt.Key_A, Qt.ControlModifier)
        keyClick(Qt.Key_Delete)
        keyClick(Qt.Key_Return)
        compare(lights.selected.zAuto, true)
        window.editor.undo()
        compare(lights.selected.zMeters, 3)
        window.editor.undo()
        compare(lights.selected.zAuto, true)
    }
}
