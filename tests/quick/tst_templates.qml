import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Spell templates and the ruler in the real main window (docs/rules.md §9), on
// ashfang-lair.encounter (classic, 20 × 14): a shared Fireball over three kobolds and a hidden
// sneak, Ashfang's fire breath that follows him, Mira's lightning bolt and a web. The template
// tool places, turns and anchors a template with the mouse, each one undo step; in a fight a
// right click on a template damages all it catches in one step; a template the GM has not shared
// never reaches a pixel of the player view; and the ruler measures 1-2-1-2 in feet. With
// GRIDKEEP_SCREENS_DIR set it saves docs/screenshots/templates.png and ruler.png.
TestCase {
    id: test
    name: "Templates"
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

    function row(id) {
        const rows = window.templateEditor.templates
        for (let i = 0; i < rows.length; ++i) {
            if (rows[i].id === id)
                return rows[i]
        }
        return null
    }

    // Pixels of a hue, counted on a 2-pixel lattice; nothing else on this board is magenta.
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

    function test_placeTurnAnchorUndo() {
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        verify(map)
        const cell = map.cellSize
        const templates = window.templateEditor
        const editor = window.editor
        compare(templates.count, 4)

        // C picks the template tool; the ghost follows the pointer and counts whom it catches.
        verify(findChild(root, "toolTemplate").visible)
        keyClick(Qt.Key_C)
        compare(window.boardEditor.tool, BoardEditor.Template)
        compare(templates.placeShape, "circle")
        const ground = findChild(root, "templateGround")
        verify(ground)
        // At (7, 11), a corner between four cells, off the Fireball's dot.
        mouseMove(ground, 6.8 * cell, 10.8 * cell)
        mouseMove(ground, 6.9 * cell, 10.9 * cell)
        tryVerify(() => templates.draft.active, 2000)
        compare(templates.draftRow.originX, 7)
        compare(templates.draftRow.originY, 11)
        compare(templates.draftRow.caughtIds.length, 4)
        tryVerify(() => findChild(root, "templateChip:draft") !== null, 2000)

        // C again: a cone. Pressed at (1, 7) and pulled three squares east, it is placed there.
        keyClick(Qt.Key_C)
        compare(templates.placeShape, "cone")
        mousePress(ground, 1.1 * cell, 7.1 * cell)
        for (let i = 1; i <= 6; ++i)
            mouseMove(ground, (1 + i * 0.5) * cell, 7 * cell, 5, Qt.LeftButton)
        mouseRelease(ground, 4 * cell, 7 * cell)
        compare(templates.count, 5)
        const id = templates.selectedId
        verify(id !== "")
        compare(editor.undoText, "Place cone")
        let cone = row(id)
        compare(cone.originX, 1)
        compare(cone.originY, 7)
        compare(cone.farX, 4)
        compare(cone.farY, 7)
        // The panel shows the picked template.
        tryVerify(() => findChild(root, "templatePanel") !== null, 2000)

        // Its aim handle turns it to point south: one step however long the drag.
        const aim = findChild(root, "templateAim:" + id)
        verify(aim)
        mousePress(aim, aim.width / 2, aim.height / 2)
        for (let i = 1; i <= 6; ++i)
            mouseMove(map, (4 - i * 0.5) * cell, (7 + i * 0.5) * cell, 5, Qt.LeftButton)
        mouseRelease(map, 1 * cell, 10 * cell)
        compare(editor.undoText, "Turn cone")
        cone = row(id)
        compare(cone.farX, 1)
        compare(cone.farY, 10)

        // Dragged by its dot onto Mira (at (3, 4)), it follows her.
        const dot = findChild(root, "templateMove:" + id)
        verify(dot)
        mousePress(dot, dot.width / 2, dot.height / 2)
        for (let i = 1; i <= 5; ++i)
            mouseMove(map, (1 + i * 0.5) * cell, (7 - i * 0.5) * cell, 5, Qt.LeftButton)
        mouseRelease(map, 3.5 * cell, 4.5 * cell)
        compare(editor.undoText, "Anchor cone to Mira")
        compare(row(id).anchor, "mira")
        compare(row(id).originX, 3.5)
        verify(editor.moveToken("mira", 2, 2))
        compare(row(id).originX, 2.5)
        compare(row(id).originY, 2.5)
        // Still pointing south, three squares.
        compare(row(id).farY, 5.5)

        // Undo: Mira back, the anchor off, the turn back, the cone gone; redo brings them back.
        editor.undo()
        editor.undo()
        compare(row(id).anchor, "")
        compare(row(id).originX, 1)
        editor.undo()
        compare(row(id).farX, 4)
        editor.undo()
        compare(row(id), null)
        compare(templates.count, 4)
        editor.redo()
        editor.redo()
        compare(row(id).farY, 10)

        // Delete removes the picked one; undo brings it back.
        templates.selectedId = id
        keyClick(Qt.Key_Delete)
        compare(templates.count, 4)
        editor.undo()
        compare(templates.count, 5)

        // Escape leaves the picked template; V leaves the tool.
        keyClick(Qt.Key_V)
        compare(window.boardEditor.tool, BoardEditor.Select)
        compare(templates.selectedId, "")
        verify(findChild(root, "templateGround") === null)
    }

    function test_damageAllCaughtInAFight() {
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        const cell = map.cellSize
        verify(window.combat.start("party"))
        const log = window.combat.log
        const lines = log.count

        // A right click on the Fireball, off the tokens, opens its menu.
        const pointer = findChild(root, "boardPointer")
        verify(pointer)
        mouseClick(pointer, 6.5 * cell, 10.5 * cell, Qt.RightButton)
        tryVerify(() => window.templateEditor.selectedId === "fireball", 2000)
        const menu = findChild(window, "templateMenu")
        verify(menu)
        tryVerify(() => menu.opened, 2000)
        verify(findChild(window, "templateDamageAll").enabled)
        menu.close()
        const caught = window.templateEditor.selected.caughtIds
        compare(caught.length, 4)

        // Damage all caught: one step, one log line for each of the four (the sneak included).
        const popup = findChild(window, "templateActionPopup")
        verify(popup)
        popup.openFor("damage", "fireball")
        tryVerify(() => popup.opened, 2000)
        const amount = findChild(window, "templateAmount")
        verify(amount)
        amount.text = "2"
        popup.apply()
        compare(window.editor.undoText, "Fireball: damage 2")
        compare(log.count, lines + 4)
        window.editor.undo()
        compare(log.count, lines)
        window.editor.redo()
        compare(log.count, lines + 4)

        // A condition on all of them, one step.
        popup.openFor("condition", "fireball")
        tryVerify(() => popup.opened, 2000)
        popup.apply()
        compare(log.count, lines + 8)
        window.editor.undo()
        compare(log.count, lines + 4)
    }

    function test_unsharedTemplateNeverReachesThePlayers() {
        openWindow("ashfang-lair.encounter")
        const templates = window.templateEditor
        // The web is the GM's: magenta, a colour nothing else on this board has.
        verify(templates.setColor("web", "#ff00ff"))
        compare(row("web").shared, false)
        const players = openPlayers()
        tryVerify(() => window.playerMirror.document.loaded, 5000)
        waitForRendering(players.contentItem)
        waitForRendering(window.contentItem)
        wait(200)
        verify(count(grabImage(window.contentItem), isMagenta) > 20, "the GM sees the web")
        compare(count(grabImage(players.contentItem), isMagenta), 0, "no pixel of it for the players")

        // Shared, it shows (so the count above could have seen it) ...
        verify(templates.setShared("web", true))
        wait(200)
        waitForRendering(players.contentItem)
        tryVerify(() => count(grabImage(players.contentItem), isMagenta) > 20, 3000, "shared, it shows")
        // ... and unshared again, it is gone.
        window.editor.undo()
        wait(200)
        waitForRendering(players.contentItem)
        tryVerify(() => count(grabImage(players.contentItem), isMagenta) === 0, 3000)

        // Shared but following the hidden sneak, it would show where he stands: it stays the GM's.
        verify(templates.setAnchor("web", "sneak"))
        verify(templates.setShared("web", true))
        wait(200)
        waitForRendering(players.contentItem)
        waitForRendering(window.contentItem)
        verify(count(grabImage(window.contentItem), isMagenta) > 20)
        compare(count(grabImage(players.contentItem), isMagenta), 0)
    }

    function test_ruler() {
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        const cell = map.cellSize
        const ruler = window.ruler

        // M picks the ruler; press on (2, 2) and drag to (5, 5): three diagonals, 1 + 2 + 1.
        keyClick(Qt.Key_M)
        compare(window.boardEditor.tool, BoardEditor.Ruler)
        const ground = findChild(root, "rulerGround")
        verify(ground)
        mousePress(ground, 2.5 * cell, 2.5 * cell)
        for (let i = 1; i <= 6; ++i)
            mouseMove(ground, (2.5 + i * 0.5) * cell, (2.5 + i * 0.5) * cell, 5, Qt.LeftButton)
        mouseRelease(ground, 5.5 * cell, 5.5 * cell)
        compare(ruler.squares, 4)
        compare(ruler.text, "4 squares · 20 ft")
        // A click adds a waypoint: two more diagonals go on counting, 2 + 1, and two straight.
        mouseMove(ground, 7.5 * cell, 9.5 * cell)
        mouseClick(ground, 7.5 * cell, 9.5 * cell)
        compare(ruler.legs.length, 2)
        compare(ruler.legs[1].squares, 5)
        compare(ruler.text, "9 squares · 45 ft")
        verify(findChild(root, "rulerTotal").visible)

        // Shared, the players see it too.
        const players = openPlayers()
        verify(findChild(players.contentItem, "playerRuler") === null)
        ruler.shared = true
        tryVerify(() => findChild(players.contentItem, "playerRuler") !== null, 2000)
        window.requestActivate()
        tryVerify(() => window.active, 5000)

        // Escape clears it; M again leaves the tool.
        mouseDoubleClickSequence(ground, 7.5 * cell, 9.5 * cell)
        verify(!ruler.measuring)
        keyClick(Qt.Key_Escape)
        verify(!ruler.active)
        tryVerify(() => findChild(players.contentItem, "playerRuler") === null, 2000)
        keyClick(Qt.Key_M)
        compare(window.boardEditor.tool, BoardEditor.Select)
    }

    function test_screens() {
        if (screensDir === "")
            skip("GRIDKEEP_SCREENS_DIR is not set")
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        const cell = map.cellSize
        keyClick(Qt.Key_C)
        window.templateEditor.selectedId = "fireball"
        waitForRendering(root)
        wait(300)
        grabImage(root.parent).save(screensDir + "/templates.png")

        // The ruler's picture keeps only the Fireball, so the route reads clearly.
        for (const id of ["bolt", "breath", "web"])
            verify(window.templateEditor.removeTemplate(id))
        keyClick(Qt.Key_M)
        verify(window.ruler.setRoute([Qt.point(3, 4), Qt.point(7, 8), Qt.point(11, 8), Qt.point(14, 5)]))
        window.ruler.shared = true
        waitForRendering(root)
        wait(300)
        grabImage(root.parent).save(screensDir + "/ruler.png")
        // What the players see of it (not one of the docs' pictures).
        const players = openPlayers()
        waitForRendering(players.contentItem)
        wait(300)
        grabImage(players.contentItem).save(screensDir + "/ruler-player.png")
    }
}
