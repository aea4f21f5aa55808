import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The GM's reminder, over the board's top right corner, of the handout on the players' screen:
// a small picture of it, its title, and Hide (F8 or Escape).
Rectangle {
    id: badge
    objectName: "handoutBadge"

    required property HandoutShelf shelf
    readonly property var shown: shelf.shown

    visible: shelf.shownId !== ""
    width: badgeRow.implicitWidth + 20
    height: badgeRow.implicitHeight + 12
    radius: 8
    color: "#263238"
    opacity: 0.95
    Accessible.role: Accessible.StaticText
    Accessible.name: visible ? qsTr("The players see the handout %1").arg(shown.title || "") : ""

    RowLayout {
        id: badgeRow
        anchors.centerIn: parent
        spacing: 10
        Rectangle {
            Layout.preferredWidth: 56
            Layout.preferredHeight: 40
            color: "black"
            HandoutPictureItem {
                anchors.fill: parent
                anchors.margins: 1
                visible: badge.shown.kind === "image"
                shelf: badge.shelf
                handoutId: badge.visible && badge.shown.kind === "image" ? badge.shelf.shownId : ""
            }
            Label {
                anchors.centerIn: parent
                visible: badge.shown.kind === "text"
                text: "¶"
                color: "#f4ecd8"
                font.pixelSize: 22
            }
        }
        Label {
            objectName: "handoutBadgeText"
            text: qsTr("Players see: %1").arg(badge.shown.title || "")
            color: "white"
            elide: Text.ElideRight
            Layout.maximumWidth: 320
        }
        Button {
            objectName: "handoutBadgeHide"
            text: qsTr("Hide")
            focusPolicy: Qt.NoFocus
            onClicked: badge.shelf.hide()
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Take the handout down (F8 or Escape)")
        }
    }
}
