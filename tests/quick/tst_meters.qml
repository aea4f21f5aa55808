import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Sneaking and backstab in the main window (docs/rules.md §1.9, §5.14): the cover heat layer
// from a chosen observer (Ctrl+Shift+C), the hover note that explains a cell, the focus token's
// facing cone and a backstab marker, and the sneak ratings of a drag. Saves meters-cover.png,
// meters-backstab.png and meters-sneak.png to GRIDKEEP_SCREENS_DIR when it is set.
TestCase {
    id: test
    name: "Meters"
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
        tryVerify(() => window.stealth !== null, 5000)
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

    // The heat layer's shades blended over the light board: gold (open field, about 42°),
    // and magenta (half cover, about 337°); counted on a 2-pixel lattice.
    function isGold(c) { return c.hsvSaturation > 0.4 && c.hsvHue > 0.10 && c.hsvHue < 0.13 }
    function isMagenta(c) { return c.hsvSaturation > 0.3 && c.hsvHue > 0.91 && c.hsvHue < 0.96 }
    function isBackstabPurple(c) { return c.hsvSaturation > 0.6 && c.hsvValue > 0.3 && c.hsvValue < 0.7 && Math.abs(c.hsvHue - 0.742) < 0.03 }
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

    function test_coverHeatLayer() {
        openWindow("crypt-sneak.encounter")
        window.selection.select("ghoul1")
        waitForRendering(window.contentItem)
        const before = grabImage(window.contentItem)
        const goldBefore = count(before, isGold)
        const magentaBefore = count(before, isMagenta)

        // The selected token's view, from the keyboard.
        keyClick(Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier)
        compare(window.overlays.coverObserver, "ghoul1")
        tryVerify(() => window.stealth.coverActive && !window.stealth.computing
                        && window.stealth.stealth.coverShown, 5000)
        compare(window.stealth.observerName, "Ghoul")
        const legend = findChild(window.contentItem.parent, "coverLegend")
        verify(legend && legend.visible, "the legend shows")
        waitForRendering(window.contentItem)
        const after = grabImage(window.contentItem)
        const gold = count(after, isGold) - goldBefore
        const magenta = count(after, isMagenta) - magentaBefore
        verify(gold > 400, "open-field shade: " + gold)
        verify(magenta > 100, "half-cover shade: " + magenta)
        // Half cover in the far room, left of and below where the board starts in the window:
        // the software renderer's clip once cut the heat off there.
        const far = pointer().mapToItem(window.contentItem, cellCenter(1, 8).x, cellCenter(1, 8).y)
        verify(isMagenta(after.pixel(far.x, far.y)), "half cover at (1, 8): " + after.pixel(far.x, far.y))

        // The cell under the pointer says why.
        const board = pointer()
        const at = cellCenter(3, 4)
        mouseMove(board, at.x, at.y)
        mouseMove(board, at.x + 2, at.y + 2)
        tryVerify(() => window.stealth.pointerNote !== "", 2000)
        const note = findChild(window.contentItem, "hoverNote")
        verify(note)
        tryVerify(() => note.visible && note.text.indexOf("from Ghoul") >= 0, 2000, note.text)
        verify(note.text.indexOf("Advantage") >= 0, note.text)
        verify(note.text.indexOf("lines") >= 0, note.text)
        save("meters-cover.png")

        // Again: off.
        keyClick(Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier)
        compare(window.overlays.coverObserver, "")
        verify(!window.stealth.coverActive)
        tryVerify(() => !legend.visible)
    }

    function test_facingConeAndBackstab() {
        openWindow("crypt-sneak.encounter")
        // The ghoul looks right, away from Sable; the warden keeps looking up.
        verify(window.editor.setTokenField("ghoul1", "facing", 90))
        window.selection.select("rogue")
        waitForRendering(window.contentItem)
        verify(window.stealth.stealth !== undefined)
        tryVerify(() => findChild(window.contentItem, "backstabBadge:rogue") !== null, 2000)
        const badge = findChild(window.contentItem, "backstabBadge:rogue")
        verify(badge.visible)
        const image = grabImage(window.contentItem)
        verify(count(image, isBackstabPurple) > 20, "the backstab badge is drawn")
        // Its note names the targets.
        mouseMove(badge, badge.width / 2, badge.height / 2)
        const note = findChild(window.contentItem, "hoverNote")
        tryVerify(() => note.visible && note.text.indexOf("Backstab on") >= 0, 2000, note.text)
        verify(note.text.indexOf("Ghoul") >= 0, note.text)
        save("meters-backstab.png")

        // The facing has a key: ] turns the selection 45° to the right, and the cone follows.
        keyClick(Qt.Key_BracketRight)
        compare(window.editor.tokenDetails("rogue").facing, 45)
        tryVerify(() => window.stealth.stealth.facing === 45, 2000)
    }

    function test_sneakRatingWhileDragging() {
        openWindow("crypt-sneak.encounter")
        const board = pointer()
        const a = cellCenter(2, 6)
        const b = cellCenter(4, 4)
        mousePress(board, a.x, a.y)
        for (let i = 1; i <= 10; ++i)
            mouseMove(board, a.x + (b.x - a.x) * i / 10, a.y + (b.y - a.y) * i / 10, 5, Qt.LeftButton)
        tryVerify(() => window.live.dragging, 2000)
        verify(window.stealth.stealth.sneakCount > 0, "ratings against the undead")
        save("meters-sneak.png")
        mouseRelease(board, b.x, b.y)
    }
}
