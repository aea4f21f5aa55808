import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The party roster of the open session (docs/rules.md §10): a row per character with what it
// carries into the next fight, each pool and lasting condition editable, the encounter's
// carry-over switch, the rule set's rest, and what the carry-over did tonight. Every edit is
// written to the session file at once by RosterTableModel; nothing here is a game rule.
Dialog {
    id: dialog

    required property RosterController controller
    readonly property RosterTableModel table: controller.roster

    objectName: "rosterTable"
    parent: Overlay.overlay
    anchors.centerIn: parent
    // Wide enough for its row of buttons in any language and text size, within the window.
    width: Math.min(parent ? parent.width - 80 : Theme.px(760),
                    Math.max(Theme.px(760), implicitContentWidth + leftPadding + rightPadding))
    height: Math.min(parent ? parent.height - 80 : Theme.px(560), Theme.px(560))
    modal: true
    title: qsTr("Party roster")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            Switch {
                objectName: "rosterCarryOver"
                text: qsTr("This encounter carries over")
                enabled: dialog.controller.available
                checked: dialog.controller.carryOver
                onToggled: dialog.controller.carryOver = checked
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("On: the party arrives with the roster's wounds, and the roster "
                                   + "takes theirs when the fight ends. Off for a flashback, a "
                                   + "dream or a sparring match.")
            }
            Item { Layout.fillWidth: true }
            Button {
                text: qsTr("Take the Party Now")
                enabled: dialog.controller.carryOver
                onClicked: dialog.controller.capture()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The roster takes the party's tokens as they stand now")
            }
            Button {
                text: qsTr("Carry Over Now")
                enabled: dialog.controller.carryOver && dialog.table.count > 0
                onClicked: dialog.controller.apply()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The party's tokens take the roster's wounds (one undo step)")
            }
            Button {
                objectName: "rosterRest"
                text: dialog.controller.restName !== "" ? qsTr("Rest: %1").arg(dialog.controller.restName)
                                                        //: Button: the party rests and recovers what the rule set says (a game term).
                                                        : qsTr("Rest")
                enabled: dialog.controller.restName !== "" && dialog.table.count > 0
                onClicked: dialog.controller.rest()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: dialog.controller.restName !== "" ? dialog.controller.restDescription
                                                                : qsTr("This rule set has no rest between fights")
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            // The banner sets its height, not its implicit one: give the layout the wrapped text's.
            Layout.preferredHeight: visible ? children[0].implicitHeight + 20 : 0
            text: dialog.table.errorString !== "" ? dialog.table.errorString : dialog.controller.errorString
            onDismissed: {
                dialog.table.clearError()
                dialog.controller.clearError()
            }
        }

        // Column heads.
        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 4
            spacing: 8
            Repeater {
                model: [[qsTr("Character"), 140], [qsTr("Pools"), 270], [qsTr("Lasting conditions"), 170],
                        [qsTr("Carries"), -1]]
                delegate: Label {
                    required property var modelData
                    text: modelData[0]
                    font.bold: true
                    font.pixelSize: Theme.px(11)
                    color: Theme.mutedText
                    Layout.preferredWidth: modelData[1] > 0 ? modelData[1] : -1
                    Layout.fillWidth: modelData[1] < 0
                }
            }
            Item { Layout.preferredWidth: 28 }
        }

        ListView {
            id: rows
            objectName: "rosterRows"
            Accessible.name: qsTr("Party roster")
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: dialog.table
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}

            delegate: Rectangle {
                id: row

                required property int index
                required property string characterId
                required property string name
                required property var pools
                required property list<string> conditions
                required property string carriedText
                required property string statsText
                required property string from

                width: rows.width
                height: Math.max(44, content.implicitHeight + 10)
                color: index % 2 === 0 ? Theme.card : "transparent"
                radius: 4

                RowLayout {
                    id: content
                    anchors.fill: parent
                    anchors.margins: 4
                    spacing: 8

                    TextField {
                        Layout.preferredWidth: Theme.px(140)
                        text: row.name
                        selectByMouse: true
                        onEditingFinished: if (text !== row.name) dialog.table.rename(row.index, text)
                        ToolTip.visible: hovered && row.statsText !== ""
                        ToolTip.delay: 600
                        ToolTip.text: row.statsText
                    }

                    // Two pools a line: labyrinthian's four take two.
                    Flow {
                        Layout.preferredWidth: Theme.px(270)
                        spacing: 6
                        Repeater {
                            model: row.pools
                            delegate: RowLayout {
                                required property var modelData
                                spacing: 2
                                Label {
                                    text: modelData.shortName
                                    font.pixelSize: Theme.px(11)
                                    color: modelData.carries ? Theme.text : Theme.mutedText
                                }
                                SpinBox {
                                    implicitWidth: 90
                                    Accessible.name: modelData.name
                                    from: 0
                                    to: modelData.unbounded ? 999 : Math.max(0, Math.round(modelData.max))
                                    value: Math.round(modelData.value)
                                    editable: true
                                    onValueModified: dialog.table.setPoolValue(row.index, modelData.id, value)
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 600
                                    ToolTip.text: modelData.unbounded
                                                  ? qsTr("%1: %2, counting up").arg(modelData.name).arg(modelData.value)
                                                  : qsTr("%1: %2 of %3").arg(modelData.name).arg(modelData.value).arg(modelData.max)
                                }
                            }
                        }
                    }

                    Flow {
                        Layout.preferredWidth: Theme.px(170)
                        spacing: 2
                        Repeater {
                            model: dialog.table.conditionChoices
                            delegate: CheckBox {
                                required property var modelData
                                text: modelData.name
                                font.pixelSize: Theme.px(11)
                                checked: row.conditions.indexOf(modelData.id) >= 0
                                onToggled: dialog.table.setCondition(row.index, modelData.id, checked)
                                ToolTip.visible: hovered && modelData.description !== ""
                                ToolTip.delay: 600
                                ToolTip.text: modelData.description
                            }
                        }
                    }

                    Label {
                        Layout.fillWidth: true
                        text: row.from !== "" ? qsTr("%1\nfrom %2").arg(row.carriedText).arg(row.from)
                                              : row.carriedText
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(11)
                        color: Theme.mutedText
                    }

                    ToolButton {
                        text: "✕"
                        onClicked: dialog.table.remove(row.index)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Remove %1 from the roster").arg(row.name)
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 40
                visible: rows.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.mutedText
                text: dialog.controller.workspace && dialog.controller.workspace.open
                      ? qsTr("No characters yet. The party side's tokens join when a fight ends.")
                      : qsTr("Open a session folder to keep a party roster.")
            }
        }

        Label {
            text: qsTr("Tonight")
            font.bold: true
            font.pixelSize: Theme.px(11)
            color: Theme.mutedText
            visible: dialog.controller.lines.length > 0
        }
        ListView {
            objectName: "rosterLog"
            Accessible.name: qsTr("Tonight")
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 96)
            visible: count > 0
            clip: true
            model: dialog.controller.log
            ScrollBar.vertical: ScrollBar {}
            onCountChanged: positionViewAtEnd()
            delegate: Label {
                required property int index
                width: ListView.view.width
                text: dialog.controller.lines[index] || ""
                font.pixelSize: Theme.px(11)
                elide: Text.ElideRight
            }
        }
    }
}
