import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Handouts in the real main window and player view (README "Handouts"), on
// ashfang-lair.encounter: a picture shown to the players fills their window in its own colours
// and is gone once F8 or Escape takes it down; the GM's window shows a badge meanwhile; a text
// card shows as a card; the Handouts tab lists them and their history. With
// GRIDKEEP_SCREENS_DIR set it saves handout-player.png and handouts.png.
TestCase {
    id: test
    name: "Handouts"
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

    function isMagenta(c) { return c.hsvSaturation > 0.9 && c.hsvValue > 0.9 && Math.abs(c.hsvHue - 0.833) < 0.02 }
    function isParchment(c) { return Math.abs(c.r - 0xf4 / 255) < 0.03 && Math.abs(c.g - 0xec / 255) < 0.03 && Math.abs(c.b - 0xd8 / 255) < 0.03 }
    // The share of points on a 4-pixel lattice that pass `test`.
    function share(image, test) {
        let n = 0, all = 0
        for (let y = 0; y < image.height; y += 4) {
            for (let x = 0; x < image.width; x += 4) {
                ++all
                if (test(image.pixel(x, y)))
                    ++n
            }
        }
        return n / all
    }
    function settle(item) {
        wait(150)
        waitForRendering(item)
    }
    // tests/data/handout-magenta.png: pure magenta, 4 by 3, with a dark bar; nothing else on
    // the board comes near that colour.
    function addPicture(shelf) {
        const id = shelf.addImageFile("file://" + testDataDir + "/handout-magenta.png")
        compare(shelf.errorString, "")
        verify(id !== "")
        return id
    }

    function test_pictureFillsThePlayersWindowUntilTakenDown() {
        openWindow("ashfang-lair.encounter")
        const shelf = window.workbench.tableShow.handouts
        const players = openPlayers()
        const id = addPicture(shelf)
        compare(shelf.currentId, id)
        // The keys are the GM's window's.
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        settle(players.contentItem)
        compare(share(grabImage(players.contentItem), isMagenta), 0, "nothing shown yet")

        // F8 shows the picked handout: fitted, letterboxed, in its own colours.
        keyClick(Qt.Key_F8)
        compare(shelf.shownId, id)
        settle(players.contentItem)
        const shown = share(grabImage(players.contentItem), isMagenta)
        verify(shown > 0.75, "the picture fills the players' window: " + shown)
        // The GM sees the badge with what the players see.
        const badge = findChild(window.contentItem, "handoutBadge")
        verify(badge && badge.visible)
        compare(findChild(badge, "handoutBadgeText").text, "Players see: handout-magenta")

        // F8 again takes it down: no pixel of it left.
        keyClick(Qt.Key_F8)
        compare(shelf.shownId, "")
        settle(players.contentItem)
        compare(share(grabImage(players.contentItem), isMagenta), 0)
        verify(!badge.visible)

        // Escape takes it down too.
        verify(shelf.show(id))
        settle(players.contentItem)
        verify(share(grabImage(players.contentItem), isMagenta) > 0.75)
        keyClick(Qt.Key_Escape)
        compare(shelf.shownId, "")
        settle(players.contentItem)
        compare(share(grabImage(players.contentItem), isMagenta), 0)
        compare(shelf.history.length, 2)
    }

    function test_textCardAndTheHandoutsTab() {
        openWindow("ashfang-lair.encounter")
        const shelf = window.workbench.tableShow.handouts
        const players = openPlayers()
        const card = shelf.addTextCard("The riddle on the door", "*Speak, friend*, and **enter**.")
        verify(card !== "")
        const tabs = findChild(window.contentItem, "sideTabs")
        tabs.currentIndex = 3
        const row = findChild(window.contentItem, "handoutRow:" + card)
        verify(row)
        // The row's button shows it; the card covers the map in parchment.
        mouseClick(findChild(row.contentItem, "handoutShow:" + card))
        compare(shelf.shownId, card)
        settle(players.contentItem)
        verify(share(grabImage(players.contentItem), isParchment) > 0.12)
        verify(findChild(players.contentItem, "handoutCard").visible)
        mouseClick(findChild(row.contentItem, "handoutShow:" + card))
        compare(shelf.shownId, "")
        // Undo takes the card away, and with it its showings.
        compare(window.editor.undoText, "Show The riddle on the door to the players")
    }

    function test_screens() {
        if (screensDir === "")
            skip("GRIDKEEP_SCREENS_DIR is not set")
        openWindow("ashfang-lair.encounter")
        const shelf = window.workbench.tableShow.handouts
        const card = shelf.addTextCard("The riddle on the door", "*Speak, friend*, and **enter**.\n\nThe door stays shut to those who shout.")
        addPicture(shelf)
        const tabs = findChild(window.contentItem, "sideTabs")
        tabs.currentIndex = 3
        const players = openPlayers()
        verify(shelf.show(card))
        settle(players.contentItem)
        wait(300)
        grabImage(players.contentItem).save(screensDir + "/handout-player.png")
        waitForRendering(window.contentItem)
        grabImage(window.contentItem).save(screensDir + "/handouts.png")
    }
}
