import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The combat panel (docs/rules.md §7): before a fight, how to start it; during one, the round,
// whose turn it is and who is next, every combatant with pools, conditions and actions, and
// the log. Every button is one undo step; every action has a key, in Main.qml (docs/input.md).
Pane {
    id: panel
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Fight")

    required property CombatController combat
    required property TokenSelection selection
    // Opens the damage / heal / condition / attack popups; Main.qml owns them.
    signal amountRequested(string tokenId, bool heal)
    signal conditionRequested(string tokenId)
    signal attackRequested(string tokenId)

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // Before the fight.
        ColumnLayout {
            visible: !panel.combat.active
            Layout.fillWidth: true
            Layout.margins: 14
            spacing: 8

            Label {
                text: panel.combat.available ? qsTr("No fight yet") : qsTr("This rule set has no combat procedure")
                font.pixelSize: Theme.px(16)
                font.bold: true
            }
            Label {
                visible: panel.combat.available
                text: qsTr("Every token on the board joins. Hidden tokens join hidden and are revealed on their first turn.")
                wrapMode: Text.Wrap
                color: Theme.mutedText
                Layout.fillWidth: true
            }
            Label { text: qsTr("The players' side"); visible: panel.combat.available }
            ComboBox {
                id: partyBox
                objectName: "partySide"
                Accessible.name: qsTr("The players' side")
                visible: panel.combat.available
                Layout.fillWidth: true
                model: panel.combat.terms.sides
                textRole: "name"
                valueRole: "id"
            }
            //: Combat: a round before the first, in which only the surprising side acts.
            Label { text: qsTr("Surprise round"); visible: panel.combat.terms.procedure === "classic" }
            ComboBox {
                id: surpriseBox
                objectName: "surprise"
                Accessible.name: qsTr("Surprise round")
                visible: panel.combat.terms.procedure === "classic"
                Layout.fillWidth: true
                textRole: "text"
                valueRole: "value"
                model: [
                    { text: qsTr("None"), value: "none" },
                    { text: qsTr("Roll a d6 (1: opponents, 6: party)"), value: "roll" },
                    { text: qsTr("The party surprises"), value: "party" },
                    { text: qsTr("The opponents surprise"), value: "opponents" }
                ]
            }
            Button {
                objectName: "startCombat"
                Accessible.name: qsTr("Start combat")
                Accessible.description: qsTr("F5")
                visible: panel.combat.available
                text: qsTr("Start combat  (F5)")
                highlighted: true
                Layout.fillWidth: true
                onClicked: panel.startFight()
            }
        }
        Item {
            visible: !panel.combat.active
            Layout.fillHeight: true
        }

        // During the fight.
        ColumnLayout {
            visible: panel.combat.active
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                Layout.leftMargin: 12
                Layout.rightMargin: 12
                Layout.topMargin: 10
                Label {
                    objectName: "roundLabel"
                    text: panel.combat.roundText
                    font.pixelSize: Theme.px(19)
                    font.bold: true
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                ToolButton {
                    text: qsTr("End fight")
                    objectName: "endCombat"
                    onClicked: panel.combat.end()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("End combat (Shift+F5); Ctrl+Z brings it back")
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.leftMargin: 12
                Layout.rightMargin: 12
                spacing: 6
                Button {
                    text: qsTr("◀ Back")
                    objectName: "previousTurn"
                    Accessible.name: qsTr("Previous turn")
                    Accessible.description: ToolTip.text
                    onClicked: panel.combat.previousTurn()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Previous turn (Shift+N)")
                }
                Button {
                    text: qsTr("Next turn ▶")
                    objectName: "nextTurn"
                    Accessible.name: qsTr("Next turn")
                    Accessible.description: ToolTip.text
                    highlighted: true
                    Layout.fillWidth: true
                    onClicked: panel.combat.nextTurn()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("End this turn and start the suggested one (N). Double-click a combatant to give it the turn instead.")
                }
                Button {
                    //: Combat: the acting combatant delays its turn (a game term).
                    text: qsTr("Delay")
                    enabled: panel.combat.currentId !== ""
                    onClicked: panel.combat.delayTurn()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Delay this turn (P): the combatant waits and is suggested last")
                }
            }
            Label {
                objectName: "combatStatus"
                text: panel.combat.status
                wrapMode: Text.Wrap
                color: panel.combat.over !== "" ? Theme.enemy : Theme.mutedText
                Layout.fillWidth: true
                Layout.leftMargin: 12
                Layout.rightMargin: 12
            }

            ListView {
                id: combatantList
                objectName: "combatants"
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Combatants")
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 160
                clip: true
                spacing: 6
                leftMargin: 10
                rightMargin: 10
                model: panel.combat.combatants
                ScrollBar.vertical: ScrollBar {}
                // Whose turn it is stays in sight when the turn moves on.
                property string shownTurn: ""
                function showCombatant(tokenId) {
                    const row = panel.combat.combatants.indexOf(tokenId)
                    if (row >= 0)
                        Qt.callLater(() => combatantList.positionViewAtIndex(row, ListView.Contain))
                    return row >= 0
                }
                Connections {
                    target: panel.combat
                    function onStateChanged() {
                        if (panel.combat.currentId === combatantList.shownTurn)
                            return
                        combatantList.shownTurn = panel.combat.currentId
                        combatantList.showCombatant(panel.combat.currentId)
                    }
                }
                delegate: CombatantCard {
                    required property var model
                    width: combatantList.width - 20
                    combat: panel.combat
                    row: model
                    selected: panel.selection.contains(model.tokenId) && panel.selection.count > 0
                    onSelectRequested: panel.selection.ids = [model.tokenId]
                    onMenuRequested: scenePosition => {
                        cardMenu.tokenId = model.tokenId
                        cardMenu.hiddenToken = model.hidden
                        cardMenu.popup()
                    }
                }
            }

            // meters: this turn's moves into FIELD and ZONE areas (the turn-start alerts are in
            // the log), for the GM to apply the effect.
            Repeater {
                model: panel.combat.areaAlerts
                delegate: Rectangle {
                    required property string modelData
                    objectName: "areaAlert"
                    Layout.fillWidth: true
                    Layout.leftMargin: 12
                    Layout.rightMargin: 12
                    implicitHeight: alertText.implicitHeight + 12
                    radius: 4
                    color: Qt.rgba(1, 0.7, 0, 0.16)
                    border.color: Theme.turn
                    Label {
                        id: alertText
                        x: 8
                        y: 6
                        width: parent.width - 16
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(11)
                        text: modelData
                    }
                }
            }

            Rectangle { Layout.fillWidth: true; Layout.preferredHeight: 1; color: Theme.separator }
            RowLayout {
                Layout.fillWidth: true
                Layout.leftMargin: 12
                Layout.rightMargin: 12
                Label {
                    text: qsTr("Log")
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                    font.capitalization: Font.AllUppercase
                    color: Theme.mutedText
                }
                Item { Layout.fillWidth: true }
                Label {
                    text: panel.combat.lastRoll
                    font.pixelSize: Theme.px(11)
                    elide: Text.ElideLeft
                    Layout.maximumWidth: Theme.px(200)
                }
            }
            ListView {
                id: logView
                objectName: "combatLog"
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Combat log")
                Layout.fillWidth: true
                Layout.preferredHeight: 170
                clip: true
                model: panel.combat.log
                leftMargin: 12
                rightMargin: 12
                ScrollBar.vertical: ScrollBar {}
                onCountChanged: Qt.callLater(positionViewAtEnd)
                delegate: Label {
                    required property var model
                    width: logView.width - 24
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.px(11)
                    font.italic: model.secret
                    color: model.secret ? "#7e57c2" : Theme.text
                    //: A combat log line the players never see: R%1 is the round ("R" for round), %2 the line.
                    text: (model.secret ? qsTr("[GM only] R%1  %2")
                                        //: A combat log line: R%1 is the round ("R" for round), %2 the line.
                                        : qsTr("R%1  %2")).arg(model.round).arg(model.text)
                }
            }
        }
    }

    // Scrolls a combatant's card into sight; false when the token is not in the fight.
    function showCombatant(tokenId) {
        return panel.combat.active && combatantList.showCombatant(tokenId)
    }

    function startFight() {
        combat.start(partyBox.currentValue ?? "", surpriseBox.currentValue ?? "none",
                     selection.count > 0 && combat.terms.procedure === "paces" ? selection.current : "")
    }

    FittedMenu {
        id: cardMenu
        property string tokenId: ""
        property bool hiddenToken: false
        MenuEntry { text: qsTr("Give the turn\tJ"); onTriggered: panel.combat.nextTurn(cardMenu.tokenId) }
        MenuEntry { text: qsTr("Damage…\tD"); onTriggered: panel.amountRequested(cardMenu.tokenId, false) }
        MenuEntry { text: qsTr("Heal…\tH"); onTriggered: panel.amountRequested(cardMenu.tokenId, true) }
        MenuEntry {
            text: panel.combat.terms.procedure === "paces" ? qsTr("Attack: defend or yield…\tF")
                                                     : qsTr("Attack…\tF")
            visible: panel.combat.terms.procedure === "paces" || panel.combat.terms.procedure === "classic"
            height: visible ? implicitHeight : 0
            onTriggered: panel.attackRequested(cardMenu.tokenId)
        }
        MenuEntry { text: qsTr("Add a condition…\tS"); onTriggered: panel.conditionRequested(cardMenu.tokenId) }
        MenuEntry { text: qsTr("Roll\tR"); onTriggered: panel.combat.roll(cardMenu.tokenId) }
        MenuEntry { text: qsTr("Secret roll (GM only)\tShift+R"); onTriggered: panel.combat.roll(cardMenu.tokenId, "", true) }
        MenuEntry {
            text: qsTr("Reaction: seize the Initiative\tQ")
            visible: panel.combat.terms.procedure === "labyrinthian"
            height: visible ? implicitHeight : 0
            onTriggered: panel.combat.react(cardMenu.tokenId)
        }
        MenuEntry {
            text: qsTr("Reveal to the players\tU")
            enabled: cardMenu.hiddenToken
            onTriggered: panel.combat.reveal(cardMenu.tokenId)
        }
        MenuEntry {
            text: qsTr("Move up in the order\tShift+PgUp")
            onTriggered: panel.combat.moveInOrder(cardMenu.tokenId, -1)
        }
        MenuEntry {
            text: qsTr("Move down in the order\tShift+PgDown")
            onTriggered: panel.combat.moveInOrder(cardMenu.tokenId, 1)
        }
    }
}
