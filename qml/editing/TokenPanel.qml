import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The side panel: the sides with their colours, and every token grouped by side.
Pane {
    id: panel
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Tokens")

    required property EncounterDocument document
    // Side edits (add, rename, allies, remove); null: the sides are read-only.
    property EncounterEditor editor: null
    // Clicking a row selects the token on the board.
    property TokenSelection selection: null

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Label {
            text: qsTr("Sides")
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
            Layout.leftMargin: 14
            Layout.topMargin: 12
            Layout.bottomMargin: 6
        }

        Flow {
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            spacing: 6
            Repeater {
                model: panel.document.sides
                delegate: Rectangle {
                    id: sideChip
                    required property string sideId
                    required property string name
                    required property color sideColor
                    required property int tokenCount
                    objectName: "side:" + sideId
                    Accessible.role: Accessible.Button
                    Accessible.name: qsTr("%1, %n token(s)", "", tokenCount).arg(name)
                    Accessible.description: qsTr("Right click to rename or recolour")
                    TapHandler {
                        enabled: panel.editor !== null
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onTapped: sideMenu.openFor(sideChip.sideId, sideChip.name)
                    }
                    height: 24
                    width: sideRow.implicitWidth + 16
                    radius: height / 2 - 0.5
                    color: Qt.rgba(sideColor.r, sideColor.g, sideColor.b, 0.14)
                    border.color: Qt.rgba(sideColor.r, sideColor.g, sideColor.b, 0.5)
                    Row {
                        id: sideRow
                        anchors.centerIn: parent
                        spacing: 6
                        Rectangle {
                            anchors.verticalCenter: parent.verticalCenter
                            width: 10
                            height: 10
                            radius: 5
                            color: sideChip.sideColor
                        }
                        Label {
                            anchors.verticalCenter: parent.verticalCenter
                            text: sideChip.name + "  " + sideChip.tokenCount
                            font.pixelSize: Theme.px(12)
                        }
                    }
                }
            }
            RoundButton {
                objectName: "addSide"
                visible: panel.editor !== null && panel.document.loaded
                height: 24
                width: 24
                padding: 0
                text: "+"
                onClicked: sideDialog.openFor("", "")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Add a side")
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.topMargin: 12
            Layout.preferredHeight: 1
            color: Theme.separator
        }

        Label {
            text: qsTr("Tokens (%1)").arg(panel.document.tokens.count)
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
            Layout.leftMargin: 14
            Layout.topMargin: 10
            Layout.bottomMargin: 4
        }

        ListView {
            id: list
            objectName: "tokenList"
            Accessible.name: qsTr("Tokens by side")
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.document.tokensBySide
            section.property: "sideName"
            section.criteria: ViewSection.FullString
            section.delegate: Item {
                required property string section
                width: ListView.view.width
                height: 26
                Label {
                    anchors.left: parent.left
                    anchors.leftMargin: 14
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 3
                    text: parent.section
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                    color: Theme.text
                }
            }
            ScrollBar.vertical: ScrollBar {}

            delegate: ItemDelegate {
                id: row
                Accessible.name: hidden ? qsTr("%1, hidden from the players").arg(name) : name
                Accessible.description: conditionText
                Accessible.selectable: true
                Accessible.selected: highlighted
                highlighted: panel.selection !== null && panel.selection.ids.indexOf(tokenId) >= 0
                onClicked: if (panel.selection) panel.selection.select(tokenId)

                required property string tokenId
                required property string name
                required property string initials
                required property color sideColor
                required property int size
                required property int cellX
                required property int cellY
                required property string positionName
                required property string levelName
                required property string level
                required property bool hidden
                required property string conditionText
                required property url portraitUrl

                width: ListView.view.width
                height: 48
                objectName: "tokenRow:" + tokenId
                leftPadding: 14
                rightPadding: 10
                background: Rectangle {
                    color: row.hovered ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.10) : "transparent"
                }

                readonly property string place: panel.document.boardKind === EncounterDocument.Positions
                    ? positionName + (level !== "ground" ? " · " + levelName : "")
                    : size > 1
                      //: A token's cell (%1, %2) and its size in squares (%3×%3).
                      ? qsTr("(%1, %2) · %3×%3").arg(cellX).arg(cellY).arg(size)
                      //: A token's cell.
                      : qsTr("(%1, %2)").arg(cellX).arg(cellY)

                contentItem: RowLayout {
                    spacing: 10
                    Rectangle {
                        Layout.preferredWidth: 30
                        Layout.preferredHeight: 30
                        radius: 15
                        color: row.sideColor
                        opacity: row.hidden ? 0.55 : 1
                        border.color: Qt.darker(row.sideColor, 1.3)
                        Image {
                            anchors.fill: parent
                            anchors.margins: 3 // keep the side colour visible as a ring
                            visible: row.portraitUrl.toString() !== ""
                            source: row.portraitUrl
                            sourceSize: Qt.size(64, 64)
                        }
                        Text {
                            anchors.centerIn: parent
                            visible: row.portraitUrl.toString() === ""
                            text: row.initials
                            color: Theme.onColor(row.sideColor)
                            font.bold: true
                            font.pixelSize: Theme.px(12)
                        }
                    }
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            text: row.name
                            font.pixelSize: Theme.px(13)
                            font.bold: true
                            font.italic: row.hidden
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: row.place + (row.conditionText !== "" ? " · " + row.conditionText : "")
                            font.pixelSize: Theme.px(11)
                            color: Theme.mutedText
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                    Rectangle {
                        visible: row.hidden
                        Layout.preferredWidth: hiddenLabel.implicitWidth + 12
                        Layout.preferredHeight: 20
                        radius: height / 2 - 0.5
                        color: "#263238"
                        Label {
                            id: hiddenLabel
                            anchors.centerIn: parent
                            text: qsTr("hidden")
                            color: "white"
                            font.pixelSize: Theme.px(10)
                            font.bold: true
                        }
                    }
                }
            }
        }
    }

    FittedMenu {
        id: sideMenu
        property string sideId
        property string sideName
        function openFor(id, name) {
            sideId = id
            sideName = name
            popup()
        }
        MenuEntry {
            text: qsTr("Rename…")
            onTriggered: sideDialog.openFor(sideMenu.sideId, sideMenu.sideName)
        }
        FittedMenu {
            title: qsTr("Allied With")
            Repeater {
                model: panel.document.sides
                delegate: MenuEntry {
                    required property string sideId
                    required property string name
                    required property var allyIds
                    visible: sideId !== sideMenu.sideId
                    height: visible ? implicitHeight : 0
                    text: name
                    checkable: true
                    checked: allyIds.indexOf(sideMenu.sideId) >= 0
                    onTriggered: panel.editor.setAllied(sideMenu.sideId, sideId, checked)
                }
            }
        }
        FittedMenu {
            title: qsTr("Colour")
            Repeater {
                model: ["#1565c0", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#ad1457", "#5d4037"]
                delegate: MenuEntry {
                    required property string modelData
                    text: " "
                    onTriggered: panel.editor.setSideColor(sideMenu.sideId, modelData)
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: 4
                        radius: 3
                        color: parent.modelData
                    }
                }
            }
        }
        MenuSeparator {}
        MenuEntry {
            text: qsTr("Remove Side")
            onTriggered: panel.editor.removeSide(sideMenu.sideId)
        }
    }

    Dialog {
        id: sideDialog
        property string sideId
        function openFor(id, name) {
            sideId = id
            sideName.text = name
            open()
            sideName.forceActiveFocus()
        }
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: sideId === "" ? qsTr("Add a side") : qsTr("Rename side")
        standardButtons: Dialog.Ok | Dialog.Cancel
        TextField {
            id: sideName
            Accessible.name: qsTr("Side name")
            width: Theme.px(260)
            placeholderText: qsTr("Side name, e.g. Bandits")
            onAccepted: sideDialog.accept()
        }
        onAccepted: {
            if (sideId === "")
                panel.editor.addSide(sideName.text)
            else
                panel.editor.renameSide(sideId, sideName.text)
        }
    }
}
