import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// One combatant in the combat panel: portrait, name, roll, pools as bars, conditions as icons
// with tooltips, and this turn's actions. Clicking selects the token; a double click gives it
// the turn; the context menu holds the rest.
Rectangle {
    id: card
    // A reader hears the name, whose turn it is and the pools.
    Accessible.role: Accessible.ListItem
    Accessible.name: row.current ? qsTr("%1, acting").arg(row.name) : row.defeated ? qsTr("%1, defeated").arg(row.name) : row.name
    Accessible.description: (row.pools || []).map(p => p.unbounded ? qsTr("%1 %2").arg(p.value).arg(p.name) : qsTr("%1 of %2 %3").arg(p.value).arg(p.max).arg(p.name)).join(", ")
    Accessible.selectable: true
    Accessible.selected: selected
    Accessible.focusable: true

    required property CombatController combat
    required property var row
    property bool selected: false
    signal selectRequested()
    signal menuRequested(point scenePosition)

    implicitHeight: content.implicitHeight + 14
    radius: 8
    color: row.current ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.16)
                       : Theme.card
    border.width: row.current || selected ? 2 : 1
    border.color: row.current ? Theme.accent
                              : selected ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.6)
                                         : Theme.separator
    opacity: row.defeated ? 0.55 : row.acted && !row.current ? 0.78 : 1

    TapHandler {
        acceptedButtons: Qt.LeftButton
        onTapped: card.selectRequested()
        onDoubleTapped: card.combat.nextTurn(card.row.tokenId)
    }
    TapHandler {
        acceptedButtons: Qt.RightButton
        onTapped: eventPoint => {
            card.selectRequested()
            card.menuRequested(card.mapToItem(null, eventPoint.position))
        }
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 7
        spacing: 4

        RowLayout {
            spacing: 8
            Layout.fillWidth: true

            // Portrait in a ring of the side's colour.
            Rectangle {
                Layout.preferredWidth: 34
                Layout.preferredHeight: 34
                radius: 17
                color: card.row.sideColor
                Image {
                    anchors.fill: parent
                    anchors.margins: 2
                    source: card.row.portraitUrl
                    visible: status === Image.Ready
                    fillMode: Image.PreserveAspectCrop
                    smooth: true
                    layer.enabled: false
                }
                Label {
                    anchors.centerIn: parent
                    visible: card.row.portraitUrl.toString() === ""
                    text: card.row.name.charAt(0)
                    font.bold: true
                    color: Theme.onColor(card.row.sideColor)
                }
            }

            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                RowLayout {
                    spacing: 5
                    Label {
                        text: card.row.current ? "▶ " + card.row.name : card.row.name
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.maximumWidth: Theme.px(150)
                    }
                    Badge { visible: card.row.suggested && !card.row.current; text: qsTr("next"); tint: Theme.accent }
                    Badge { visible: card.row.hidden; text: qsTr("hidden"); tint: "#7e57c2"; tip: qsTr("Hidden from the players; revealed on its first turn") }
                    Badge { visible: card.row.delayed; text: qsTr("delayed"); tint: "#8d6e63" }
                    Badge { visible: card.row.defeated; text: qsTr("defeated"); tint: Theme.enemy }
                    Badge { visible: card.row.acted && !card.row.current && !card.row.defeated; text: "✓"; tint: "#43a047"; tip: qsTr("Has acted this round") }
                }
                Label {
                    visible: text !== ""
                    text: {
                        const parts = []
                        if (card.row.dice !== "")
                            parts.push(qsTr("Roll %1 = %2").arg(card.row.dice).arg(card.row.initiative))
                        else if (card.combat.terms.procedure === "meters")
                            parts.push(qsTr("Initiative %1").arg(card.row.initiative))
                        if (card.row.turns !== "")
                            parts.push(qsTr("turns %1").arg(card.row.turns))
                        for (const note of card.row.notes)
                            parts.push(note)
                        return parts.join(" · ")
                    }
                    color: Theme.mutedText
                    font.pixelSize: Theme.px(11)
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        // Pools as bars.
        Repeater {
            model: card.row.pools
            delegate: RowLayout {
                required property var modelData
                spacing: 6
                Layout.fillWidth: true
                Label {
                    text: modelData.short
                    font.pixelSize: Theme.px(10)
                    font.bold: true
                    color: Theme.mutedText
                    // Room for a three-letter short name ("SCH") at any text size; the same
                    // on every row, so the bars line up.
                    Layout.preferredWidth: Theme.px(28)
                }
                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 8
                    radius: 4
                    color: Theme.separator
                    Rectangle {
                        width: parent.width * (modelData.unbounded
                                               ? Math.min(1, modelData.value / 10)
                                               : modelData.max > 0 ? Math.min(1, modelData.value / modelData.max) : 0)
                        height: parent.height
                        radius: 4
                        color: modelData.color
                    }
                    HoverHandler { id: barHover }
                    ToolTip.visible: barHover.hovered
                    ToolTip.text: modelData.unbounded ? qsTr("%1: %2").arg(modelData.name).arg(modelData.value)
                                                      : qsTr("%1: %2 of %3").arg(modelData.name).arg(modelData.value).arg(modelData.max)
                }
                Label {
                    text: modelData.unbounded ? String(modelData.value) : modelData.value + "/" + modelData.max
                    font.pixelSize: Theme.px(10)
                    font.family: "monospace"
                    Layout.preferredWidth: 44
                    horizontalAlignment: Text.AlignRight
                }
            }
        }

        // Conditions as icons, and this turn's actions as checkboxes.
        Flow {
            Layout.fillWidth: true
            spacing: 4
            visible: card.row.conditions.length > 0 || card.row.actions.length > 0
            Repeater {
                model: card.row.conditions
                delegate: Rectangle {
                    required property var modelData
                    width: 22
                    height: 22
                    radius: 11
                    color: "#37474f"
                    Label {
                        anchors.centerIn: parent
                        text: modelData.icon
                        color: "white"
                        font.pixelSize: Theme.px(12)
                    }
                    Rectangle {
                        visible: modelData.timer !== ""
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        width: 8
                        height: 8
                        radius: 4
                        color: "#ffb300"
                    }
                    HoverHandler { id: conditionHover }
                    ToolTip.visible: conditionHover.hovered
                    ToolTip.text: modelData.name + (modelData.description !== "" ? "\n" + modelData.description : "")
                                  + (modelData.timer !== "" ? "\n" + modelData.timer : "")
                                  + "\n" + qsTr("Middle click removes it; S adds a condition")
                    TapHandler {
                        acceptedButtons: Qt.MiddleButton
                        onTapped: card.combat.removeCondition(card.row.tokenId, modelData.id)
                    }
                }
            }
            Repeater {
                model: card.row.actions
                delegate: CheckBox {
                    required property var modelData
                    objectName: "action:" + card.row.tokenId + ":" + modelData.id
                    text: modelData.name
                    checked: modelData.used
                    font.pixelSize: Theme.px(10)
                    padding: 0
                    topPadding: 0
                    bottomPadding: 0
                    focusPolicy: Qt.NoFocus
                    onClicked: card.combat.toggleAction(card.row.tokenId, modelData.id)
                    ToolTip.visible: hovered
                    // The number key that ticks it for the combatant the keys act on (Main.qml).
                    required property int index
                    ToolTip.text: (modelData.id === "reaction" ? qsTr("One reaction during every other combatant's turn")
                                                               : qsTr("Spent this turn; clears when the turn starts"))
                                  + "\n" + qsTr("Key: %1 (for the selected combatant)").arg(index + 1)
                }
            }
        }
    }

    component Badge: Rectangle {
        property alias text: badgeLabel.text
        property color tint: Theme.accent
        property string tip: ""
        implicitWidth: badgeLabel.implicitWidth + 10
        implicitHeight: 16
        radius: 8
        color: Qt.rgba(tint.r, tint.g, tint.b, 0.18)
        border.color: Qt.rgba(tint.r, tint.g, tint.b, 0.6)
        Label {
            id: badgeLabel
            anchors.centerIn: parent
            font.pixelSize: Theme.px(10)
            color: Theme.text
        }
        HoverHandler { id: badgeHover }
        ToolTip.visible: tip !== "" && badgeHover.hovered
        ToolTip.text: tip
    }
}
