import QtQuick
import QtQuick.Controls
import Gridkeep

// The handout the GM shows, over the whole player window (README "Handouts"): a picture fitted
// and letterboxed in its own colours, or a text card. Nothing of the map shows around it.
Rectangle {
    id: overlay
    objectName: "handoutOverlay"

    required property HandoutShelf shelf
    readonly property var shown: shelf.shown

    visible: shelf.shownId !== ""
    color: "black"
    Accessible.role: Accessible.Graphic
    Accessible.name: visible ? qsTr("Handout: %1").arg(shown.title || "") : ""

    HandoutPictureItem {
        objectName: "handoutPicture"
        anchors.fill: parent
        visible: overlay.shown.kind === "image"
        shelf: overlay.shelf
        handoutId: overlay.visible && overlay.shown.kind === "image" ? overlay.shelf.shownId : ""
    }

    // A text card: parchment-coloured, the title large, the words with their emphasis.
    Rectangle {
        objectName: "handoutCard"
        visible: overlay.shown.kind === "text"
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, 1100)
        height: Math.min(parent.height * 0.85, cardColumn.implicitHeight + 80)
        radius: 8
        color: "#f4ecd8"
        border.color: "#8d6e63"
        border.width: 3
        Column {
            id: cardColumn
            anchors.fill: parent
            anchors.margins: 40
            spacing: 24
            Label {
                width: parent.width
                text: overlay.shown.title || ""
                color: "#3e2723"
                font.pixelSize: Math.max(28, overlay.height / 16)
                font.bold: true
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
            Text {
                width: parent.width
                text: overlay.shown.text || ""
                // *words* and **words**: the simple emphasis a read-aloud text needs.
                textFormat: Text.MarkdownText
                color: "#3e2723"
                font.pixelSize: Math.max(20, overlay.height / 28)
                wrapMode: Text.Wrap
                lineHeight: 1.2
            }
        }
    }
}
