import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// docs/rules.md §7: one full round of each rule set's procedure in the real main window,
// driven from the keyboard as a GM at the table would: F5 starts the fight, N moves the turn
// on, D and H take a number and Enter, R rolls, Shift+R rolls in secret, Ctrl+Z takes a step
// back and Shift+F5 ends the fight.
TestCase {
    id: test
    name: "Combat"
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

    function row(tokenId) {
        const combatants = window.combat.combatants
        for (let i = 0; i < combatants.count; ++i) {
            const r = combatants.get(i)
            if (r.tokenId === tokenId)
                return r
        }
        return null
    }
    function poolValue(tokenId, pool) {
        for (const p of row(tokenId).pools) {
            if (p.id === pool)
                return p.value
        }
        return -1
    }
    function typeAmount(text) {
        const field = findChild(window, "amountField")
        verify(field, "the amount popup")
        tryVerify(() => field.activeFocus, 2000)
        for (const digit of text)
            keyClick(digit)
        keyClick(Qt.Key_Return)
    }

    function test_fullRound_data() {
        return [
            { tag: "paces", example: "bridge-ambush.encounter" },
            { tag: "labyrinthian", example: "churn-clash.encounter" },
            { tag: "meters", example: "crypt-sneak.encounter" },
            { tag: "classic", example: "hill-giant.encounter" }
        ]
    }

    function test_fullRound(data) {
        openWindow(data.example)
        const combat = window.combat
        compare(combat.terms.procedure, data.tag)
        combat.setDiceSeed(2026)

        // F5: the fight begins with every token, and the Fight tab shows it.
        keyClick(Qt.Key_F5)
        tryVerify(() => combat.active, 2000)
        compare(combat.combatants.count, document.tokens.count)
        const panel = findChild(window.contentItem, "combatPanel")
        verify(panel.visible)
        compare(findChild(window.contentItem, "roundLabel").text, combat.roundText)

        // N, turn after turn, until the round is over.
        const firstRound = combat.round
        let turns = 0
        while (combat.round === firstRound && combat.over === "" && turns <= combat.combatants.count + 1) {
            const before = combat.currentId
            keyClick(Qt.Key_N)
            ++turns
            if (combat.round === firstRound)
                verify(combat.currentId !== before, "the turn moved on")
        }
        verify(turns >= 2)
        compare(combat.round, firstRound + 1)
        verify(combat.currentId !== "")

        // D, a number, Enter: the selected token loses it from the damage pool; H gives it back.
        // (A paces minion has one defense instead of poise: pick someone with the pool.)
        const pool = combat.terms.damagePool
        let target = ""
        for (let i = 0; i < combat.combatants.count && target === ""; ++i) {
            const r = combat.combatants.get(i)
            if (poolValue(r.tokenId, pool) > 0)
                target = r.tokenId
        }
        verify(target !== "", "a combatant with " + pool)
        window.selection.ids = [target]
        const before = poolValue(target, pool)
        keyClick(Qt.Key_D)
        typeAmount("1")
        compare(poolValue(target, pool), before - 1)
        keyClick(Qt.Key_H)
        typeAmount("1")
        compare(poolValue(target, pool), before)

        // R and Shift+R: an open roll and a secret one, the secret one marked for the GM only.
        const lines = combat.log.count
        keyClick(Qt.Key_R)
        keyClick(Qt.Key_R, Qt.ShiftModifier)
        compare(combat.log.count, lines + 2)
        const logView = findChild(window.contentItem, "combatLog")
        tryVerify(() => logView.itemAtIndex(lines + 1) !== null, 2000)
        verify(logView.itemAtIndex(lines + 1).text.indexOf("GM only") >= 0)
        verify(logView.itemAtIndex(lines).text.indexOf("GM only") < 0)

        // Ctrl+Z: one step back takes the secret roll away again.
        keySequence(StandardKey.Undo)
        compare(combat.log.count, lines + 1)

        // Shift+F5 ends the fight; Ctrl+Z brings it back as it was.
        const rounds = combat.round
        keyClick(Qt.Key_F5, Qt.ShiftModifier)
        verify(!combat.active)
        keySequence(StandardKey.Undo)
        verify(combat.active)
        compare(combat.round, rounds)

        // The README's picture: a few blows and a condition with a duration first.
        if (screensDir !== "") {
            if (data.tag === "paces") {
                combat.damage("thug", 20)
                combat.damage("bruiser", 12, "momentum")
                combat.addCondition("cutthroat", "wet", 2, "end", "cutthroat")
                combat.damage("kara", 16, "poise")
                window.selection.ids = ["kara"]
            }
            waitForRendering(window.contentItem)
            grabImage(window.contentItem.parent).save(screensDir + "/combat-" + data.tag + ".png")
        }
    }
}
