import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// The player view never leaks (docs/rules.md §3): with a hidden token on a side of its own
// colour and a fogged token on another, both windows are grabbed and compared pixel by pixel.
// Whatever the GM sees of those two colours, the players see none of it. And docs/rules.md §3:
// "The players' analysis is computed on the encounter with hidden tokens removed, as if they
// were not there": a token the hidden one surrounds shows no surrounded badge to the players.
TestCase {
    id: test
    name: "PlayerView"
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

    // Pixels of a hue, counted on a 2-pixel lattice: the test colours are picked so that nothing
    // else on a board is near them, even drawn faded (hidden) or under the GM's fog shade.
    function isMagenta(c) { return c.hsvSaturation > 0.45 && c.hsvValue > 0.5 && Math.abs(c.hsvHue - 0.833) < 0.04 }
    // #76ff03 is 92°: no side, terrain or badge of the board comes near it (the bandits'
    // vermillion is 26°, the board's amber badges 37° and up).
    function isLime(c) { return c.hsvSaturation > 0.8 && c.hsvValue > 0.4 && c.hsvHue > 0.22 && c.hsvHue < 0.30 }
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

    function test_hiddenAndFoggedNeverReachThePlayers() {
        openWindow("bridge-ambush.encounter")
        const editor = window.editor
        // The cutthroat completes Kara's surrounding; hidden, on a magenta side with the archer.
        const lurkers = editor.addSide("Lurkers")
        verify(editor.setSideColor(lurkers, "#ff00ff"))
        verify(editor.setSide(["cutthroat", "archer"], lurkers))
        verify(editor.setHidden(["cutthroat"], true))
        // The ogre, visible but under the fog, on a lime side.
        const brutes = editor.addSide("Brutes")
        verify(editor.setSideColor(brutes, "#76ff03"))
        verify(editor.setSide(["ogre"], brutes))
        window.fogEditor.enabled = true
        verify(window.fogEditor.revealAll())
        const ogre = editor.tokenDetails("ogre")
        verify(window.fogEditor.paintRect(ogre.x - 1, ogre.y - 1, ogre.size + 2, ogre.size + 2, false))
        window.sharedOverlays.surrounded = true

        window.openPlayerView(Qt.size(1000, 700))
        const players = window.playerWindow
        verify(players)
        tryVerify(() => players.visible, 5000)
        const mirror = window.playerMirror.document
        tryVerify(() => mirror.tokens.indexOf("ogre") < 0 && mirror.tokens.indexOf("cutthroat") < 0
                  && mirror.tokens.indexOf("kara") >= 0, 5000)
        compare(mirror.tokens.indexOf("archer"), -1)
        waitForRendering(players.contentItem)
        waitForRendering(window.contentItem)
        wait(200)

        // The GM sees Kara surrounded; the players' own analysis does not.
        verify(findChild(window.boardView, "surroundedBadge:kara"), "the GM's badge")
        compare(findChild(players.contentItem, "surroundedBadge:kara"), null)
        verify(findChild(players.contentItem, "surroundedBadge:bruiser"), "a badge the players may see")

        const gm = grabImage(window.contentItem.parent)
        const view = grabImage(players.contentItem)
        verify(count(gm, isMagenta) > 20, "the GM sees the hidden tokens: " + count(gm, isMagenta))
        verify(count(gm, isLime) > 20, "the GM sees the fogged ogre: " + count(gm, isLime))
        compare(count(view, isMagenta), 0, "no hidden token's colour in the player view")
        compare(count(view, isLime), 0, "nothing under the fog in the player view")

        // A committed move reaches the players; a drag preview does not.
        const kara = findChild(players.contentItem, "token:kara")
        verify(kara)
        const cell = kara.cellSize
        verify(editor.moveToken("kara", 2, 2))
        tryCompare(kara, "x", 2 * cell)
        verify(window.live.setDrag("kara", Qt.point(5, 12)))
        wait(50)
        compare(kara.x, 2 * cell)
        window.live.clearDrag()
        // The hidden token moving changes nothing the players can see.
        verify(editor.moveToken("cutthroat", 3, 12))
        wait(50)
        compare(count(grabImage(players.contentItem), isMagenta), 0)

        // In a fight the players follow the turns of the combatants they can see, and never
        // the GM's secret rolls.
        verify(window.combat.start())
        verify(window.combat.nextTurn("kara"))
        verify(window.combat.roll("ogre", "1d20", true) !== "")
        tryVerify(() => findChild(players.contentItem, "playerTurnChip:kara") !== null, 5000)
        compare(findChild(players.contentItem, "playerTurnChip:cutthroat"), null)
        compare(findChild(players.contentItem, "playerTurnChip:archer"), null)
        compare(findChild(players.contentItem, "playerTurnChip:ogre"), null)
        compare(players.fight.currentId, "kara")
        compare(players.fight.log.count, 0)
        verify(findChild(players.contentItem, "token:kara").acting)
        waitForRendering(players.contentItem)
        wait(100)
        compare(count(grabImage(players.contentItem), isMagenta), 0)
        if (screensDir !== "") {
            grabImage(window.contentItem.parent).save(screensDir + "/player-view-gm.png")
            grabImage(players.contentItem).save(screensDir + "/player-view-players.png")
        }
    }

    // The Combat Grid: fog per position, the same promise.
    function test_combatGridFog() {
        openWindow("churn-clash.encounter")
        const editor = window.editor
        const watchers = editor.addSide("Watchers")
        verify(editor.setSideColor(watchers, "#ff00ff"))
        verify(editor.setSide(["zealot"], watchers))
        window.fogEditor.enabled = true
        verify(window.fogEditor.revealAll())
        verify(window.fogEditor.paintPosition("enemy-flank-center", false))
        window.openPlayerView(Qt.size(1000, 700))
        const players = window.playerWindow
        tryVerify(() => players && players.visible, 5000)
        tryVerify(() => window.playerMirror.document.tokens.indexOf("zealot") < 0
                  && window.playerMirror.document.tokens.indexOf("veyra") >= 0, 5000)
        waitForRendering(players.contentItem)
        wait(200)
        verify(findChild(players.contentItem, "positionFog:enemy-flank-center").visible)
        verify(count(grabImage(window.contentItem), isMagenta) > 20, "the GM sees the zealot")
        compare(count(grabImage(players.contentItem), isMagenta), 0)
        // Undo takes the fog off the position again, and the zealot shows.
        window.editor.undo()
        tryVerify(() => window.playerMirror.document.tokens.indexOf("zealot") >= 0, 5000)
    }
}
