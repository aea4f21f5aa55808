import QtQuick
import QtQuick.Controls
import Gridkeep

// The Combat menu's actions, so a round runs from the keyboard alone (docs/input.md), and
// the popups they open. The fight keys act on the selected token, else on whoever has the turn.
Item {
    id: fight

    // Its dialogs centre in the window, as the window's own would.
    anchors.fill: parent

    required property Workbench workbench
    readonly property CombatController combat: workbench.combat
    readonly property TokenSelection selection: workbench.selection
    readonly property bool dragging: workbench.live.dragging

    // The combatant the fight keys act on.
    readonly property string target: selection.current !== "" && combat.combatants.count > 0
                                     ? selection.current : combat.currentId
    // 1 to 9 tick this turn's actions of the target, in the card's order (the reaction last).
    readonly property var cardActions: combat.terms.turnActions.concat(combat.terms.hasReaction ? ["reaction"] : [])

    readonly property alias startCombatAction: startCombatAction
    readonly property alias endCombatAction: endCombatAction
    readonly property alias nextTurnAction: nextTurnAction
    readonly property alias previousTurnAction: previousTurnAction
    readonly property alias delayTurnAction: delayTurnAction
    readonly property alias giveTurnAction: giveTurnAction
    readonly property alias orderUpAction: orderUpAction
    readonly property alias orderDownAction: orderDownAction
    readonly property alias damageAction: damageAction
    readonly property alias healAction: healAction
    readonly property alias rollAction: rollAction
    readonly property alias secretRollAction: secretRollAction
    readonly property alias attackAction: attackAction
    readonly property alias conditionAction: conditionAction
    readonly property alias reactAction: reactAction
    readonly property alias revealCombatantAction: revealCombatantAction

    // Start Combat: the window shows the Fight panel, which starts the fight with its choices.
    signal startRequested()
    signal notice(string text, int milliseconds)

    function nameOf(tokenId) {
        for (let i = 0; i < combat.combatants.count; ++i) {
            const row = combat.combatants.get(i)
            if (row.tokenId === tokenId)
                return row.name
        }
        return tokenId
    }
    // A card's buttons act on that combatant, which becomes the selection.
    function openAmount(tokenId, heal) {
        selection.ids = [tokenId]
        amountPopup.openFor(tokenId, nameOf(tokenId), heal)
    }
    function openCondition(tokenId) {
        selection.ids = [tokenId]
        conditionPopup.openFor(tokenId, nameOf(tokenId))
    }
    function openAttack(tokenId) {
        selection.ids = [tokenId]
        attackPopup.openFor(tokenId, nameOf(tokenId))
    }

    Connections {
        target: fight.combat
        function onSaveRequested(tokenId, tokenName, pool, poolName, modifier, positionName, fromPosition, fromLevel) {
            savingThrowDialog.ask(tokenId, tokenName, pool, poolName, modifier, positionName, fromPosition, fromLevel)
        }
    }

    Action {
        id: startCombatAction
        text: qsTr("&Start Combat")
        shortcut: "F5"
        enabled: fight.combat.available
        onTriggered: fight.startRequested()
    }
    Action {
        id: endCombatAction
        text: qsTr("&End Combat")
        shortcut: "Shift+F5"
        enabled: fight.combat.active
        onTriggered: fight.combat.end()
    }
    Action {
        id: nextTurnAction
        text: qsTr("&Next Turn")
        shortcut: "N"
        enabled: fight.combat.active && !fight.dragging
        onTriggered: fight.combat.nextTurn()
    }
    Action {
        id: previousTurnAction
        text: qsTr("&Previous Turn")
        shortcut: "Shift+N"
        enabled: fight.combat.active && !fight.dragging
        onTriggered: fight.combat.previousTurn()
    }
    Action {
        id: damageAction
        text: qsTr("&Damage…")
        shortcut: "D"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: amountPopup.openFor(fight.target, fight.nameOf(fight.target), false)
    }
    Action {
        id: healAction
        text: qsTr("&Heal…")
        shortcut: "H"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: amountPopup.openFor(fight.target, fight.nameOf(fight.target), true)
    }
    Action {
        id: rollAction
        text: qsTr("&Roll")
        shortcut: "R"
        enabled: fight.combat.available
        onTriggered: fight.notice(fight.combat.roll(fight.target), 0)
    }
    Action {
        id: secretRollAction
        text: qsTr("&Secret Roll (GM only)")
        shortcut: "Shift+R"
        enabled: fight.combat.available
        onTriggered: fight.notice(qsTr("Secret: %1").arg(fight.combat.roll(fight.target, "", true)), 0)
    }
    Action {
        id: delayTurnAction
        text: qsTr("De&lay Turn")
        shortcut: "P"
        enabled: fight.combat.active && fight.combat.currentId !== "" && !fight.dragging
        onTriggered: fight.combat.delayTurn()
    }
    Action {
        id: giveTurnAction
        text: qsTr("&Give the Turn to Selected")
        shortcut: "J"
        enabled: fight.combat.active && fight.selection.current !== "" && !fight.dragging
        onTriggered: fight.combat.nextTurn(fight.selection.current)
    }
    Action {
        id: attackAction
        text: qsTr("&Attack…")
        shortcut: "F"
        enabled: fight.combat.active && fight.target !== ""
                 && (fight.combat.terms.procedure === "paces" || fight.combat.terms.procedure === "classic")
        onTriggered: attackPopup.openFor(fight.target, fight.nameOf(fight.target))
    }
    Action {
        id: conditionAction
        text: qsTr("Add a &Condition…")
        shortcut: "S"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: conditionPopup.openFor(fight.target, fight.nameOf(fight.target))
    }
    Action {
        id: reactAction
        text: qsTr("Reaction: Sei&ze the Initiative")
        shortcut: "Q"
        enabled: fight.combat.active && fight.combat.terms.procedure === "labyrinthian" && fight.target !== ""
        onTriggered: fight.combat.react(fight.target)
    }
    Action {
        id: revealCombatantAction
        text: qsTr("Re&veal to the Players")
        shortcut: "U"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: fight.combat.reveal(fight.target)
    }
    Action {
        id: orderUpAction
        text: qsTr("Move &Up in the Order")
        shortcut: "Shift+PgUp"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: fight.combat.moveInOrder(fight.target, -1)
    }
    Action {
        id: orderDownAction
        text: qsTr("Move D&own in the Order")
        shortcut: "Shift+PgDown"
        enabled: fight.combat.active && fight.target !== ""
        onTriggered: fight.combat.moveInOrder(fight.target, 1)
    }
    Instantiator {
        model: 9
        delegate: Shortcut {
            required property int index
            sequence: String(index + 1)
            enabled: fight.combat.active && fight.target !== "" && index < fight.cardActions.length
            onActivated: fight.combat.toggleAction(fight.target, fight.cardActions[index])
        }
    }

    AmountPopup { id: amountPopup; combat: fight.combat }
    ConditionPopup { id: conditionPopup; combat: fight.combat }
    AttackPopup { id: attackPopup; combat: fight.combat }
    SavingThrowDialog { id: savingThrowDialog; combat: fight.combat }
}
