import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Gridkeep

// The Handouts tab (README "Handouts"): the session's or the encounter's pictures and text
// cards, added by dropping picture files on the list, with Add Picture…, by pasting
// (Ctrl+Shift+V) or as a text card; Show to Players (F8, a double click) puts the picked one
// on the players' screen; the history lists what was shown, when and in which encounter, and
// shows any of it again.
ColumnLayout {
    id: panel

    required property HandoutShelf shelf
    spacing: 6

    component Heading: Label {
        font.pixelSize: Theme.px(11)
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
        topPadding: 6
    }

    Label {
        Layout.fillWidth: true
        Layout.margins: 8
        Layout.bottomMargin: 0
        text: panel.shelf.sessionMode ? qsTr("The session's handouts, kept in its handouts folder.")
                                      : qsTr("This encounter's handouts, saved inside it.")
        color: Theme.mutedText
        font.pixelSize: Theme.px(12)
        wrapMode: Text.Wrap
    }
    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: 8
        Layout.rightMargin: 8
        Button {
            objectName: "handoutAddPicture"
            text: qsTr("Add Picture…")
            focusPolicy: Qt.NoFocus
            onClicked: pictureDialog.open()
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("A PNG, JPEG or WebP picture; you can also drop files on the list or paste with Ctrl+Shift+V")
        }
        Button {
            objectName: "handoutAddText"
            text: qsTr("Add Text Card…")
            focusPolicy: Qt.NoFocus
            onClicked: textDialog.openFor("")
        }
    }
    Label {
        objectName: "handoutError"
        Layout.fillWidth: true
        Layout.leftMargin: 8
        Layout.rightMargin: 8
        visible: panel.shelf.errorString !== ""
        text: panel.shelf.errorString
        color: Theme.enemy
        wrapMode: Text.Wrap
    }

    ListView {
        id: list
        objectName: "handoutList"
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Handouts")
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 120
        clip: true
        model: panel.shelf
        currentIndex: -1
        keyNavigationEnabled: true
        Keys.onReturnPressed: panel.shelf.toggleCurrent()

        Label {
            anchors.centerIn: parent
            width: parent.width - 32
            visible: list.count === 0
            text: qsTr("Drop pictures here, or add a text card, to show the players a letter, a map or a riddle.")
            color: Theme.mutedText
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
        }

        DropArea {
            anchors.fill: parent
            keys: ["text/uri-list"]
            onDropped: drop => {
                for (const url of drop.urls)
                    panel.shelf.addImageFile(url)
                drop.accept(Qt.CopyAction)
            }
            Rectangle {
                anchors.fill: parent
                visible: parent.containsDrag
                color: "transparent"
                border.color: Theme.accent
                border.width: 2
            }
        }

        delegate: ItemDelegate {
            id: row
            required property int index
            required property string handoutId
            required property string title
            required property string kind
            required property string problem
            required property string lastShown
            required property bool onScreen
            objectName: "handoutRow:" + handoutId
            width: ListView.view.width
            highlighted: panel.shelf.currentId === handoutId
            Accessible.name: onScreen ? qsTr("%1, on the players' screen").arg(title) : title
            Accessible.description: problem !== "" ? problem : lastShown !== "" ? qsTr("Last shown %1").arg(lastShown) : ""
            onClicked: panel.shelf.currentId = handoutId
            onDoubleClicked: panel.shelf.toggle(handoutId)
            TapHandler {
                acceptedButtons: Qt.RightButton
                onTapped: {
                    panel.shelf.currentId = row.handoutId
                    rowMenu.popup()
                }
            }
            contentItem: RowLayout {
                spacing: 8
                Rectangle {
                    Layout.preferredWidth: 52
                    Layout.preferredHeight: 38
                    color: "black"
                    border.color: row.onScreen ? Theme.accent : "transparent"
                    border.width: 2
                    HandoutPictureItem {
                        anchors.fill: parent
                        anchors.margins: 2
                        visible: row.kind === "image"
                        shelf: panel.shelf
                        handoutId: row.kind === "image" && row.problem === "" ? row.handoutId : ""
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: row.kind === "text" || row.problem !== ""
                        text: row.problem !== "" ? "!" : "¶"
                        color: row.problem !== "" ? Theme.enemy : "#f4ecd8"
                        font.pixelSize: 20
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0
                    Label {
                        Layout.fillWidth: true
                        text: row.title
                        font.bold: row.onScreen
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        text: row.problem !== "" ? row.problem
                              : row.onScreen ? qsTr("On the players' screen")
                              : row.lastShown !== "" ? qsTr("Last shown %1").arg(row.lastShown) : qsTr("Not shown yet")
                        color: row.problem !== "" ? Theme.enemy : Theme.mutedText
                        font.pixelSize: Theme.px(11)
                        elide: Text.ElideRight
                    }
                }
                Button {
                    objectName: "handoutShow:" + row.handoutId
                    text: row.onScreen ? qsTr("Hide") : qsTr("Show")
                    enabled: row.problem === ""
                    focusPolicy: Qt.NoFocus
                    onClicked: panel.shelf.toggle(row.handoutId)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: row.onScreen ? qsTr("Take it down from the players' screen (F8 or Escape)")
                                               : qsTr("Show to Players: it fills their screen (F8)")
                }
            }
        }
    }

    Heading {
        Layout.leftMargin: 8
        visible: panel.shelf.history.length > 0
        text: qsTr("Shown so far")
    }
    ListView {
        objectName: "handoutHistory"
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Handouts shown so far")
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 160)
        visible: panel.shelf.history.length > 0
        clip: true
        model: panel.shelf.history
        delegate: ItemDelegate {
            required property var modelData
            width: ListView.view.width
            topPadding: 2
            bottomPadding: 2
            font.pixelSize: Theme.px(12)
            text: modelData.encounter !== "" ? qsTr("%1 · %2 · %3").arg(modelData.at).arg(modelData.title).arg(modelData.encounter)
                                             : qsTr("%1 · %2").arg(modelData.at).arg(modelData.title)
            Accessible.name: text
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Click to show it again")
            onClicked: panel.shelf.show(modelData.handoutId)
        }
    }

    Shortcut {
        sequence: "Ctrl+Shift+V"
        onActivated: panel.shelf.pasteImage()
    }

    FittedMenu {
        id: rowMenu
        readonly property string handoutId: panel.shelf.currentId
        MenuEntry {
            text: panel.shelf.shownId === rowMenu.handoutId ? qsTr("Hide from the Players") : qsTr("Show to Players")
            onTriggered: panel.shelf.toggle(rowMenu.handoutId)
        }
        MenuEntry {
            text: qsTr("Rename or Edit…")
            onTriggered: textDialog.openFor(rowMenu.handoutId)
        }
        MenuEntry {
            text: qsTr("Remove")
            onTriggered: panel.shelf.remove(rowMenu.handoutId)
        }
    }

    FileDialog {
        id: pictureDialog
        title: qsTr("Add a picture to show the players")
        fileMode: FileDialog.OpenFiles
        nameFilters: [qsTr("Pictures (*.png *.jpg *.jpeg *.webp)"), qsTr("All files (*)")]
        onAccepted: {
            for (const url of selectedFiles)
                panel.shelf.addImageFile(url)
        }
    }

    // A new text card, or an existing handout's title (and a card's text).
    Dialog {
        id: textDialog
        objectName: "handoutTextDialog"
        property string handoutId: ""
        readonly property bool isCard: handoutId === "" || panel.shelf.problemOf(handoutId) === "" && cardText.visible
        title: handoutId === "" ? qsTr("New Text Card") : qsTr("Edit Handout")
        modal: true
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(520, parent ? parent.width - 40 : 520)
        standardButtons: Dialog.Ok | Dialog.Cancel
        function openFor(id) {
            handoutId = id
            let title = "", text = "", card = true
            for (let i = 0; i < panel.shelf.count; ++i) {
                const index = panel.shelf.index(i, 0)
                if (panel.shelf.data(index, HandoutShelf.IdRole) === id) {
                    title = panel.shelf.data(index, HandoutShelf.TitleRole)
                    text = panel.shelf.data(index, HandoutShelf.TextRole)
                    card = panel.shelf.data(index, HandoutShelf.KindRole) === "text"
                }
            }
            cardTitle.text = title
            cardText.text = text
            cardText.visible = card
            open()
            cardTitle.forceActiveFocus()
        }
        onAccepted: {
            if (handoutId === "") {
                panel.shelf.addTextCard(cardTitle.text, cardText.text)
            } else {
                panel.shelf.setTitle(handoutId, cardTitle.text)
                if (cardText.visible)
                    panel.shelf.setText(handoutId, cardText.text)
            }
        }
        ColumnLayout {
            anchors.fill: parent
            TextField {
                id: cardTitle
                objectName: "handoutTitleField"
                Layout.fillWidth: true
                Accessible.name: qsTr("Title")
                placeholderText: qsTr("Title")
            }
            ScrollView {
                Layout.fillWidth: true
                Layout.preferredHeight: 200
                visible: cardText.visible
                TextArea {
                    id: cardText
                    objectName: "handoutTextField"
                    Accessible.name: qsTr("Read-aloud text")
                    placeholderText: qsTr("Read-aloud text: *italics*, **bold**")
                    wrapMode: TextArea.Wrap
                }
            }
        }
    }
}
