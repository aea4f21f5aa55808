import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Drawings and pings in the real main window (docs/file-format.md §3.10, README "Drawings and
// pings"), on ashfang-lair.encounter (classic, 20 × 14). K takes the drawing tool and a mouse
// drag draws a stroke, one undo step; a drawing the GM keeps has no pixel in the player view,
// a shared one shows in both windows; Ctrl+click pings a spot in both windows for about two
// seconds, and pinging it again centres the player view there. With GRIDKEEP_SCREENS_DIR set
// it saves drawings.png and drawings-player.png.
TestCase {
    id: test
    name: "Drawings"
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

    // Pixels of a hue, counted on a 2-pixel lattice; nothing else on this board is magenta.
    function isMagenta(c) { return c.hsvSaturation > 0.45 && c.hsvValue > 0.5 && Math.abs(c.hsvHue - 0.833) < 0.04 }
    // The ping's yellow ring (#ffd400).
    function isPingYellow(c) { return c.hsvSaturation > 0.8 && c.hsvValue > 0.85 && Math.abs(c.hsvHue - 0.139) < 0.015 }
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
    function settle(item) {
        wait(150)
        waitForRendering(item)
    }

    function test_strokeWithTheMouseIsOneStep() {
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        const cell = map.cellSize
        const drawings = window.workbench.tableShow.drawings
        verify(findChild(root, "toolDraw").visible)
        keyClick(Qt.Key_K)
        compare(window.boardEditor.tool, BoardEditor.Draw)
        compare(drawings.tool, "pen")
        const ground = findChild(root, "drawingGround")
        verify(ground)
        mousePress(ground, 2 * cell, 2 * cell)
        for (let i = 1; i <= 20; ++i)
            mouseMove(ground, (2 + i * 0.25) * cell, (2 + Math.sin(i / 3)) * cell, 5, Qt.LeftButton)
        verify(drawings.drawing)
        mouseRelease(ground, 7 * cell, 3 * cell)
        compare(drawings.count, 1)
        compare(window.editor.undoText, "Draw stroke")
        // K again: the next kind, a line.
        keyClick(Qt.Key_K)
        compare(drawings.tool, "line")
        // Shift+K: the eraser takes the stroke off, one step.
        keyClick(Qt.Key_K, Qt.ShiftModifier)
        compare(drawings.tool, "eraser")
        mouseClick(ground, 7 * cell, 3 * cell)
        compare(drawings.count, 0)
        window.editor.undo()
        compare(drawings.count, 1)
        // Escape drops a stroke in progress: nothing is drawn.
        drawings.tool = "arrow"
        mousePress(ground, 3 * cell, 8 * cell)
        mouseMove(ground, 6 * cell, 8 * cell, 5, Qt.LeftButton)
        keyClick(Qt.Key_Escape)
        verify(!drawings.drawing)
        mouseRelease(ground, 6 * cell, 8 * cell)
        compare(drawings.count, 1)
    }

    function test_sharedDrawingInBothWindowsUnsharedInTheGmsOnly() {
        openWindow("ashfang-lair.encounter")
        const drawings = window.workbench.tableShow.drawings
        drawings.color = "#ff00ff"
        drawings.strokeWidth = 0.4
        drawings.tool = "rect"
        verify(drawings.begin(8, 2))
        verify(drawings.extend(13, 6))
        verify(drawings.end())
        const players = openPlayers()
        settle(players.contentItem)
        settle(window.contentItem)
        verify(count(grabImage(window.contentItem), isMagenta) > 20, "the GM sees the rectangle")
        compare(count(grabImage(players.contentItem), isMagenta), 0, "no pixel of it for the players")

        // Shared, it shows (so the count above could have seen it) ...
        verify(drawings.setDrawingShared("drawing-1", true))
        settle(players.contentItem)
        tryVerify(() => count(grabImage(players.contentItem), isMagenta) > 20, 3000, "shared, it shows")
        verify(count(grabImage(window.contentItem), isMagenta) > 20)
        // ... and hidden again with Ctrl+Z, it is gone from the players' screen.
        window.editor.undo()
        settle(players.contentItem)
        tryVerify(() => count(grabImage(players.contentItem), isMagenta) === 0, 3000)
    }

    function test_pingRingsInBothWindowsAndASecondCentresThePlayers() {
        openWindow("ashfang-lair.encounter")
        const root = window.contentItem
        const map = findChild(root, "board")
        const cell = map.cellSize
        const players = openPlayers()
        settle(players.contentItem)
        const before = count(grabImage(players.contentItem), isPingYellow)
        const gmBefore = count(grabImage(root), isPingYellow)
        // Ctrl+click on the board pings; it is not an undo step.
        const steps = window.editor.undoText
        const pointer = findChild(root, "boardPointer")
        mouseClick(pointer, 15.5 * cell, 10.5 * cell, Qt.LeftButton, Qt.ControlModifier)
        compare(window.workbench.tableShow.pings.pings.length, 1)
        compare(window.editor.undoText, steps)
        compare(window.boardEditor.tool, BoardEditor.Select)
        wait(500)
        tryVerify(() => count(grabImage(players.contentItem), isPingYellow) > before + 10, 1500, "the players see it")
        verify(count(grabImage(root), isPingYellow) > gmBefore + 10, "and so does the GM")
        // About two seconds later it is gone from both.
        tryVerify(() => window.workbench.tableShow.pings.pings.length === 0, 4000)
        settle(players.contentItem)
        tryVerify(() => count(grabImage(players.contentItem), isPingYellow) <= before, 2000)

        // Pinged twice, the player view centres on the spot.
        const cells = players.visibleCells
        verify(15.5 > cells.x + cells.width * 0.6 || cells.width >= 20, "the spot starts off centre")
        mouseClick(pointer, 15.5 * cell, 10.5 * cell, Qt.LeftButton, Qt.ControlModifier)
        mouseClick(pointer, 15.6 * cell, 10.4 * cell, Qt.LeftButton, Qt.ControlModifier)
        tryVerify(() => Math.abs(players.camera.x + players.camera.width / 2 - 15.6) < 0.01, 2000)
        tryVerify(() => Math.abs(players.camera.y + players.camera.height / 2 - 10.4) < 0.01, 2000)
    }

    // docs/file-format.md §3.9: a GM-only pin and a hidden trap leave the player window's pixels
    // exactly as they were; a shared pin and a revealed trap change them.
    function test_gmOnlyPinAndHiddenTrapLeaveNoPixelInThePlayerView() {
        openWindow("ashfang-lair.encounter")
        const marks = window.workbench.tableShow.marks
        const players = openPlayers()
        settle(players.contentItem)
        const before = grabImage(players.contentItem)
        const pin = marks.addPin(9.5, 6.5)
        verify(marks.editPin(pin, "Secret lever", "Pull twice", false, "", ""))
        const pit = marks.addTrap(6, 6, 7, 7)
        verify(marks.editTrap(pit, "Pit trap", "enter", true, "10 ft"))
        settle(players.contentItem)
        settle(window.contentItem)
        verify(grabImage(players.contentItem).equals(before), "no pixel of them for the players")
        // Shared and revealed, they show (so the comparison above could have seen them).
        verify(marks.editPin(pin, "Secret lever", "Pull twice", true, "", ""))
        verify(marks.editTrap(pit, "Pit trap", "enter", false, "10 ft"))
        settle(players.contentItem)
        tryVerify(() => !grabImage(players.contentItem).equals(before), 3000)
    }

    // The evening's last step (README "Pins and traps"): a token dragged across a hidden pit
    // names it to the GM only, and in a fight the move sets it off.
    function test_hiddenPitNamedToTheGmAndSetOffInAFight() {
        openWindow("bridge-ambush.encounter")
        const marks = window.workbench.tableShow.marks
        const editor = window.editor
        const combat = window.combat
        verify(combat.start())
        if (combat.currentId === "")
            verify(combat.nextTurn())
        const mover = combat.currentId
        const at = editor.tokenDetails(mover)
        // Two free squares in a row beside the mover: the pit on the first.
        let step = null
        for (const d of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
            if (editor.canPlace(mover, at.x + d[0], at.y + d[1]) && editor.canPlace(mover, at.x + 2 * d[0], at.y + 2 * d[1])) {
                step = d
                break
            }
        }
        verify(step !== null, "room to walk")
        const pitX = at.x + step[0], pitY = at.y + step[1]
        const pit = marks.addTrap(pitX, pitY, pitX, pitY)
        verify(marks.editTrap(pit, "Pit trap", "enter", true, "10 ft drop onto spikes"))
        const door = marks.addPin(at.x + 0.5, at.y + 0.5)
        verify(marks.editPin(door, "Door", "Barred from inside", true, "", ""))
        const players = openPlayers()
        window.requestActivate()
        tryVerify(() => window.active, 5000)

        verify(window.live.setDrag(mover, Qt.point(at.x + 2 * step[0], at.y + 2 * step[1])))
        tryVerify(() => window.live.pathText.indexOf("enters Pit trap at " + pitX + "," + pitY) >= 0, 3000,
                  "the GM's label names the pit: " + window.live.pathText)
        compare(players.live.pathText, "", "the players see no drag at all")
        if (screensDir !== "") {
            waitForRendering(window.contentItem)
            grabImage(window.contentItem).save(screensDir + "/evening-pit-gm.png")
            waitForRendering(players.contentItem)
            grabImage(players.contentItem).save(screensDir + "/evening-pit-players.png")
        }
        verify(window.workbench.commitDrag())
        verify(combat.areaAlerts.join("\n").indexOf("sets off Pit trap: 10 ft drop onto spikes") >= 0)
        compare(window.editor.undoText, "Move " + at.name)
    }

    // The pin's and the trap's cards, opened as a click on the board opens them.
    function test_markCards() {
        openWindow("ashfang-lair.encounter")
        const marks = window.workbench.tableShow.marks
        const pin = marks.addPin(9.5, 6.5)
        verify(marks.editPin(pin, "Secret door", "Opens when the lever is pulled twice", true, "ashfang", ""))
        window.boardView.markCardRequested("pin", pin)
        const pinCard = findChild(window, "pinDialog")
        tryVerify(() => pinCard && pinCard.opened, 2000)
        compare(findChild(pinCard.contentItem, "pinTitle").text, "Secret door")
        if (screensDir !== "") {
            wait(300)
            grabImage(window.contentItem).save(screensDir + "/pin-card.png")
        }
        pinCard.close()
        const pit = marks.addTrap(6, 6, 7, 6)
        window.boardView.markCardRequested("trap", pit)
        const trapCard = findChild(window, "trapDialog")
        tryVerify(() => trapCard && trapCard.opened, 2000)
        findChild(trapCard.contentItem, "trapName").text = "Pit trap"
        trapCard.accept()
        compare(marks.trap(pit).name, "Pit trap")
        compare(window.editor.undoText, "Edit trap Pit trap")
    }

    function test_screens() {
        if (screensDir === "")
            skip("GRIDKEEP_SCREENS_DIR is not set")
        openWindow("ashfang-lair.encounter")
        const drawings = window.workbench.tableShow.drawings
        keyClick(Qt.Key_K)
        drawings.shared = true
        drawings.color = "#0072b2"
        drawings.strokeWidth = 0.2
        drawings.tool = "arrow"
        verify(drawings.begin(3, 11))
        verify(drawings.extend(9.5, 7.5))
        verify(drawings.end())
        drawings.tool = "text"
        verify(drawings.addText(3, 11.3, "Charge!") !== "")
        drawings.shared = false
        drawings.color = "#d55e00"
        drawings.strokeWidth = 0.1
        drawings.tool = "ellipse"
        verify(drawings.begin(14, 2))
        verify(drawings.extend(18, 5))
        verify(drawings.end())
        drawings.tool = "text"
        verify(drawings.addText(14, 5.2, "Ashfang flees here") !== "")
        window.workbench.tableShow.pings.ping(9.5, 7.5)
        const players = openPlayers()
        wait(600)
        waitForRendering(window.contentItem)
        grabImage(window.contentItem).save(screensDir + "/drawings.png")
        waitForRendering(players.contentItem)
        grabImage(players.contentItem).save(screensDir + "/drawings-player.png")
    }
}
