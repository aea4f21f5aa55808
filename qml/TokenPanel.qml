import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The side panel: the sides with their colours, and every token grouped by side.
Pane {
    id: panel

    required property EncounterDocument document

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Label {
            text: qsTr("Sides")
            font.pixelSize: 12
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
                    required property string name
                    required property color sideColor
                    required property int tokenCount
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
                            font.pixelSize: 12
                        }
                    }
                }
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
            font.pixelSize: 12
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
                    font.pixelSize: 12
                    font.bold: true
                    color: Theme.text
                }
            }
            ScrollBar.vertical: ScrollBar {}

            delegate: ItemDelegate {
                id: row

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
                    : qsTr("(%1, %2)").arg(cellX).arg(cellY) + (size > 1 ? qsTr(" · %1×%1").arg(size) : "")

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
                            font.pixelSize: 12
                        }
                    }
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            text: row.name
                            font.pixelSize: 13
                            font.bold: true
                            font.italic: row.hidden
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: row.place + (row.conditionText !== "" ? " · " + row.conditionText : "")
                            font.pixelSize: 11
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
                            font.pixelSize: 10
                            font.bold: true
                        }
                    }
                }
            }
        }
    }
}
