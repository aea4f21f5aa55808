import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The side view of a sight line over heights (docs/rules.md §13) in the real main window, on
// watchtower-ridge.encounter (paces, 16 × 10, sight over heights on): with Kara selected, the
// pointer resting on her line to the goblin scout shows its profile, which names the 2 m ledge
// that hides the scout; moving off the line takes it away, and the player window never shows
// it. With GRIDKEEP_SCREENS_DIR set it saves side-view.png.
TestCase {
    id: test
    name: "SideView"
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

    function pointer() {
        return findChild(window.contentItem, "boardPointer")
    }

    function test_sideViewNamesWhatHidesTheLine() {
        openWindow("watchtower-ridge.encounter")
        window.selection.select("kara")
        waitForRendering(window.contentItem)
        const board = pointer()
        verify(board)
        const side = findChild(window.contentItem, "sightSideView")
        verify(side)
        verify(!side.visible)

        // A point on Kara's line (centre 5.5, 7.5) to the scout (centre 13.5, 4.5), a third of
        // the way along, in board pixels.
        const cell = board.width / 16
        const x = (5.5 + 8 / 3) * cell
        const y = (7.5 - 3 / 3) * cell
        mouseMove(board, x, y)
        mouseMove(board, x + 1, y)
        tryVerify(() => side.active, 2000)
        tryVerify(() => side.visible, 2000)
        compare(side.target, "scout")
        verify(side.summary.indexOf("terrace") >= 0, side.summary)
        waitForRendering(window.contentItem)
        if (screensDir !== "") {
            wait(100)
            grabImage(window.contentItem.parent).save(screensDir + "/side-view.png")
        }

        // Off every line, it goes.
        mouseMove(board, 0.5 * cell, 0.5 * cell)
        tryVerify(() => !side.active, 2000)
        verify(!side.visible)
    }

    function test_playersNeverGetASideView() {
        openWindow("watchtower-ridge.encounter")
        window.openPlayerView(Qt.size(1000, 700))
        const players = window.playerWindow
        verify(players)
        tryVerify(() => players.visible, 5000)
        const theirs = findChild(players.contentItem, "sightSideView")
        // The player window's board is read-only: its side view never shows.
        if (theirs)
            verify(!theirs.visible)
    }
}
