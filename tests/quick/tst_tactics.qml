import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The tactical map (docs/rules.md §1.10), classic melee reach and the action point (§1.9) in
// the main window, on classic-reach.encounter (18 × 13 classic squares, cells of 48 px): T
// with the Ogre under the pointer makes it the spearman's target, the reachable cells are
// shaded on the red–yellow–green ramp, a cell's note gives its reasons, Escape clears it; the
// spearman's reach-2 band marks the goblin in reach; A while dragging splits the Speed. Saves
// tactical-map.png and classic-reach.png to GRIDKEEP_SCREENS_DIR when it is set.
TestCase {
    id: test
    name: "Tactics"
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
        tryVerify(() => window.tactics !== null, 5000)
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

    function pointer() {
        return findChild(window.contentItem, "boardPointer")
    }
    function cellCenter(x, y) {
        return Qt.point((x + 0.5) * 48, (y + 0.5) * 48)
    }
    function save(fileName) {
        if (screensDir === "")
            return
        wait(100)
        grabImage(window.contentItem.parent).save(screensDir + "/" + fileName)
    }

    // The ramp's shades blended over the board: green (best), yellow–orange (middle), red (poor).
    function isRampGreen(c) { return c.hsvSaturation > 0.35 && c.hsvHue > 0.22 && c.hsvHue < 0.42 }
    function isRampYellow(c) { return c.hsvSaturation > 0.35 && c.hsvHue > 0.08 && c.hsvHue < 0.17 }
    function isRampRed(c) { return c.hsvSaturation > 0.4 && (c.hsvHue < 0.04 || c.hsvHue > 0.97) }
    function count(image, check) {
        let n = 0
        for (let y = 0; y < image.height; y += 2) {
            for (let x = 0; x < image.width; x += 2) {
                if (check(image.pixel(x, y)))
                    ++n
            }
        }
        return n
    }

    function test_tacticalMap() {
        openWindow("classic-reach.encounter")
        window.selection.select("spearman")
        waitForRendering(window.contentItem)
        const before = grabImage(window.contentItem)

        // T with the Ogre (9, 4) under the pointer.
        const board = pointer()
        const ogre = cellCenter(9, 4)
        mouseMove(board, ogre.x, ogre.y)
        mouseMove(board, ogre.x + 2, ogre.y + 2)
        tryCompare(window.live.pointerCell, "x", 9)
        keyClick(Qt.Key_T)
        tryVerify(() => window.tactics.active, 2000)
        compare(window.tactics.tokenId, "spearman")
        compare(window.tactics.targetId, "ogre")
        verify(window.tactics.maxScore > 0)
        verify(window.tactics.cellCount > 20, "cells: " + window.tactics.cellCount)
        const legend = findChild(window.contentItem.parent, "tacticsLegend")
        verify(legend && legend.visible, "the legend shows")

        waitForRendering(window.contentItem)
        const after = grabImage(window.contentItem)
        const green = count(after, isRampGreen) - count(before, isRampGreen)
        const yellow = count(after, isRampYellow) - count(before, isRampYellow)
        verify(green > 60 && yellow > 60, "ramp shades: green " + green + ", yellow " + yellow)

        // A reachable square's note lists the reasons and the score.
        const cell = cellCenter(4, 7)
        mouseMove(board, cell.x, cell.y)
        mouseMove(board, cell.x + 1, cell.y + 1)
        const note = findChild(window.contentItem, "hoverNote")
        tryVerify(() => note.visible && note.text.indexOf("Against Ogre") >= 0, 2000, note.text)
        verify(note.text.indexOf("/" + window.tactics.maxScore) >= 0, note.text)
        verify(note.text.indexOf("line of sight") >= 0, note.text)
        verify(note.text.indexOf("✓") >= 0 || note.text.indexOf("✗") >= 0, note.text)
        save("tactical-map.png")

        // The player window's board never shows it.
        verify(window.tactics.enabled)

        // Escape clears it.
        keyClick(Qt.Key_Escape)
        tryVerify(() => !window.tactics.active, 2000)
        compare(window.tactics.targetOf("spearman"), "")
        tryVerify(() => !legend.visible)
    }

    function test_classicReach() {
        openWindow("classic-reach.encounter")
        compare(window.overlays.meleeReach, true)
        window.selection.select("spearman")
        const reach = findChild(window.contentItem, "reachCells")
        verify(reach && reach.visible)
        tryCompare(reach, "reach", 2)
        verify(reach.cellCount > 15, "melee cells: " + reach.cellCount)
        // Goblin 1 at (6, 4) is two squares off: in reach of the spear; the Ogre is not.
        tryVerify(() => findChild(window.contentItem, "inReachBadge:goblin1") !== null, 2000)
        compare(findChild(window.contentItem, "inReachBadge:ogre"), null)
        save("classic-reach.png")

        // The switch turns it off.
        window.overlays.meleeReach = false
        verify(!reach.visible)
        tryVerify(() => findChild(window.contentItem, "inReachBadge:goblin1") === null, 2000)
    }

    function test_actionPoint() {
        openWindow("classic-reach.encounter")
        window.selection.select("spearman")
        const board = pointer()
        const actions = window.boardView.boardItem.actionPoints
        verify(actions)
        compare(window.live.movementBudget, 6)
        // Two squares down, A, then one more: 2 before the Action, 1 after, 3 left.
        const a = cellCenter(5, 6)
        mousePress(board, a.x, a.y, Qt.LeftButton)
        for (let i = 1; i <= 8; ++i)
            mouseMove(board, a.x, a.y + 96 * i / 8, 5, Qt.LeftButton)
        tryCompare(window.live.dragCell, "y", 8)
        compare(window.live.pathCost, 2)
        keyClick(Qt.Key_A)
        tryVerify(() => actions.active, 2000)
        compare(actions.before, 2)
        compare(window.live.movementBudget, 4)
        for (let i = 1; i <= 8; ++i)
            mouseMove(board, a.x + 48 * i / 8, a.y + 96, 5, Qt.LeftButton)
        tryCompare(window.live.dragCell, "x", 6)
        compare(window.live.pathCost, 1)
        mouseRelease(board, a.x + 48, a.y + 96, Qt.LeftButton)
        tryVerify(() => window.editor.tokenDetails("spearman").x === 6, 2000)
        compare(window.editor.tokenDetails("spearman").y, 8)
        compare(actions.text, "Speed 6: 2 before the Action, 1 after, 3 left")
        compare(window.live.movementBudget, 3)
        const marker = findChild(window.contentItem, "actionPoint")
        verify(marker && marker.visible)
    }
}
