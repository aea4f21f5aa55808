import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The session's encounters in running order (docs/file-format.md §15): a thumbnail and what
// each file holds, done flags, drag to reorder, a search over names, token names and notes, and
// the moves between encounters. Everything it shows and changes goes through SessionWorkspace.
Pane {
    id: panel
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Encounters")

    required property SessionWorkspace workspace
    // Moving to another encounter asks "save changes?" first: Main.qml does that.
    signal openRequested(string file)
    signal nextRequested()
    signal previousRequested()
    signal newEncounterRequested(int afterRow)

    padding: 0

    // The row being dragged, and where it would go (dragging needs an empty search, so these
    // are rows of the running order too).
    property int dragFrom: -1
    property int dragTo: -1

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 8
            Layout.topMargin: 10
            spacing: 6
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    text: qsTr("Session")
                    font.pixelSize: Theme.px(12)
                    font.bold: true
                    font.capitalization: Font.AllUppercase
                    color: Theme.mutedText
                }
                Label {
                    objectName: "sessionTitle"
                    Layout.fillWidth: true
                    text: panel.workspace.title
                    font.pixelSize: Theme.px(15)
                    font.bold: true
                    elide: Text.ElideRight
                    ToolTip.visible: titleHover.hovered
                    ToolTip.text: panel.workspace.folder
                    HoverHandler { id: titleHover }
                }
            }
            BusyIndicator {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 22
                running: panel.workspace.scanning
                visible: running
            }
            ToolButton {
                objectName: "previousEncounter"
                text: "‹"
                font.pixelSize: Theme.px(20)
                enabled: panel.workspace.previousFile !== ""
                onClicked: panel.previousRequested()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Previous encounter (Ctrl+PgUp)")
            }
            ToolButton {
                objectName: "nextEncounter"
                text: "›"
                font.pixelSize: Theme.px(20)
                enabled: panel.workspace.nextFile !== ""
                onClicked: panel.nextRequested()
                ToolTip.visible: hovered
                ToolTip.delay: 400
                ToolTip.text: qsTr("Next encounter (Ctrl+PgDown)")
            }
        }

        // The players wait on the caption until the GM is ready.
        Rectangle {
            objectName: "betweenScenesBar"
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            Layout.topMargin: 6
            Layout.preferredHeight: revealRow.implicitHeight + 12
            visible: panel.workspace.betweenScenes
            radius: 6
            color: Qt.rgba(1, 0.7, 0, Theme.dark ? 0.18 : 0.16)
            border.color: Qt.rgba(1, 0.7, 0, 0.6)
            RowLayout {
                id: revealRow
                anchors.fill: parent
                anchors.leftMargin: 10
                anchors.rightMargin: 6
                spacing: 8
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Players see “Between scenes”")
                    elide: Text.ElideRight
                    font.pixelSize: Theme.px(12)
                }
                Button {
                    objectName: "revealButton"
                    text: qsTr("Reveal (F10)")
                    onClicked: panel.workspace.reveal()
                    ToolTip.visible: hovered
                    ToolTip.delay: 400
                    ToolTip.text: qsTr("Show this encounter on the player view; until then it shows no map.")
                }
            }
        }

        TextField {
            id: search
            objectName: "encounterSearch"
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            Layout.topMargin: 8
            placeholderText: qsTr("Search names, tokens and notes")
            selectByMouse: true
            text: panel.workspace.filtered.query
            onTextEdited: panel.workspace.filtered.query = text
            Keys.onEscapePressed: {
                text = ""
                panel.workspace.filtered.query = ""
            }
        }

        ErrorBanner {
            objectName: "sessionError"
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            Layout.topMargin: 8
            text: panel.workspace.errorString
            onDismissed: panel.workspace.clearError()
        }

        Label {
            objectName: "missingFiles"
            Layout.fillWidth: true
            Layout.leftMargin: 14
            Layout.rightMargin: 12
            Layout.topMargin: 6
            visible: panel.workspace.missingFiles.length > 0
            text: qsTr("Not in the folder (kept in the running order): %1").arg(panel.workspace.missingFiles.join(", "))
            wrapMode: Text.Wrap
            font.pixelSize: Theme.px(11)
            color: Theme.mutedText
        }

        ListView {
            id: list
            objectName: "encounterList"
            Accessible.name: qsTr("Encounters in running order")
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 8
            clip: true
            model: panel.workspace.filtered
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            keyNavigationEnabled: true
            focus: true
            // A broken file does not open; its row says why.
            Keys.onReturnPressed: if (currentItem && !currentItem.broken) panel.openRequested(currentItem.file)
            Keys.onEnterPressed: if (currentItem && !currentItem.broken) panel.openRequested(currentItem.file)
            Keys.onSpacePressed: if (currentItem) panel.workspace.setDone(currentItem.file, !currentItem.done)

            delegate: Item {
                id: row
                required property int index
                required property string file
                required property string name
                required property string rulesName
                required property string boardText
                required property string sidesText
                required property string lastChangeText
                required property bool done
                required property bool carryOver
                required property string error
                required property bool broken
                required property url thumbnail
                required property bool current

                objectName: "encounterRow:" + file
                Accessible.role: Accessible.ListItem
                Accessible.name: [name, rulesName, boardText, done ? qsTr("done") : "", current ? qsTr("open now") : "", error].filter(t => t !== "").join(", ")
                Accessible.selectable: true
                Accessible.selected: ListView.isCurrentItem
                width: ListView.view.width
                height: 84

                Rectangle {
                    anchors.fill: parent
                    anchors.leftMargin: 6
                    anchors.rightMargin: 6
                    anchors.topMargin: 2
                    anchors.bottomMargin: 2
                    radius: 6
                    color: row.current ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.16)
                         : row.ListView.isCurrentItem && list.activeFocus ? Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.07)
                         : rowHover.hovered ? Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.04)
                         : "transparent"
                    border.color: row.current ? Theme.accent : "transparent"
                    border.width: 1
                }
                // Where a dragged row would land.
                Rectangle {
                    visible: panel.dragFrom >= 0 && panel.dragTo === row.index && panel.dragTo !== panel.dragFrom
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.leftMargin: 8
                    anchors.rightMargin: 8
                    y: panel.dragTo < panel.dragFrom ? 0 : parent.height - height
                    height: 3
                    radius: 1.5
                    color: Theme.accent
                    z: 5
                }
                HoverHandler { id: rowHover }

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 8
                    anchors.rightMargin: 10
                    spacing: 8

                    // Drag handle: reordering the filtered list would be ambiguous, so the
                    // search must be empty.
                    Label {
                        objectName: "dragHandle"
                        // A glyph for the mouse: the row itself says what it is.
                        Accessible.ignored: true
                        text: "⋮⋮"
                        color: Theme.mutedText
                        opacity: panel.workspace.filtered.filtering ? 0.3 : 1
                        font.pixelSize: Theme.px(14)
                        Layout.preferredWidth: 12
                        MouseArea {
                            anchors.fill: parent
                            anchors.margins: -6
                            enabled: !panel.workspace.filtered.filtering
                            cursorShape: pressed ? Qt.ClosedHandCursor : Qt.OpenHandCursor
                            preventStealing: true
                            onPressed: {
                                panel.dragFrom = row.index
                                panel.dragTo = row.index
                            }
                            onPositionChanged: mouse => {
                                const p = mapToItem(list.contentItem, mouse.x, mouse.y)
                                const at = list.indexAt(10, p.y)
                                if (at >= 0)
                                    panel.dragTo = at
                            }
                            onReleased: {
                                // The move may rebuild this very delegate: read and reset first.
                                const from = panel.dragFrom
                                const to = panel.dragTo
                                panel.dragFrom = -1
                                panel.dragTo = -1
                                if (from >= 0 && to >= 0 && to !== from)
                                    panel.workspace.moveEncounter(from, to)
                            }
                            onCanceled: {
                                panel.dragFrom = -1
                                panel.dragTo = -1
                            }
                        }
                        ToolTip.visible: handleHover.hovered
                        ToolTip.delay: 500
                        ToolTip.text: panel.workspace.filtered.filtering ? qsTr("Clear the search to reorder")
                                                                          : qsTr("Drag to change the running order")
                        HoverHandler { id: handleHover }
                    }

                    Rectangle {
                        Layout.preferredWidth: 86
                        Layout.preferredHeight: 62
                        radius: 4
                        color: row.broken ? (Theme.dark ? "#4a2020" : "#f6dede") : Theme.cardHeader
                        border.color: Theme.separator
                        clip: true
                        Image {
                            objectName: "thumbnail"
                            anchors.fill: parent
                            anchors.margins: 1
                            source: row.thumbnail
                            fillMode: Image.PreserveAspectCrop
                            asynchronous: true
                            smooth: true
                            visible: status === Image.Ready
                        }
                        Label {
                            anchors.centerIn: parent
                            width: parent.width - 8
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            visible: row.broken || (row.boardText === qsTr("Combat Grid"))
                            text: row.broken ? "⚠" : qsTr("Combat Grid")
                            font.pixelSize: row.broken ? 22 : 11
                            color: row.broken ? (Theme.dark ? "#ffb4b4" : "#a12020") : Theme.mutedText
                        }
                        // The thumbnail is on its way (drawn off the UI thread).
                        BusyIndicator {
                            anchors.centerIn: parent
                            width: 24
                            height: 24
                            running: visible
                            visible: !row.broken && row.thumbnail.toString() === "" && row.boardText !== qsTr("Combat Grid")
                        }
                        Rectangle {
                            visible: row.done
                            anchors.fill: parent
                            color: Qt.rgba(0, 0, 0, 0.35)
                            radius: 4
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 1
                        Label {
                            objectName: "encounterName"
                            Layout.fillWidth: true
                            text: row.name
                            font.bold: true
                            font.strikeout: row.done
                            elide: Text.ElideRight
                            color: row.done ? Theme.mutedText : Theme.text
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: !row.broken
                            text: [row.rulesName, row.boardText].filter(t => t !== "").join(" · ")
                            font.pixelSize: Theme.px(11)
                            elide: Text.ElideRight
                            color: Theme.mutedText
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: !row.broken && row.sidesText !== ""
                            text: row.sidesText
                            font.pixelSize: Theme.px(11)
                            elide: Text.ElideRight
                            color: Theme.mutedText
                        }
                        Label {
                            objectName: "encounterError"
                            Layout.fillWidth: true
                            visible: row.broken
                            text: row.error
                            font.pixelSize: Theme.px(11)
                            wrapMode: Text.Wrap
                            maximumLineCount: 3
                            elide: Text.ElideRight
                            color: Theme.dark ? "#ffb4b4" : "#a12020"
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Changed %1").arg(row.lastChangeText) + (row.carryOver ? "" : qsTr(" · no carry-over"))
                            font.pixelSize: Theme.px(10)
                            elide: Text.ElideRight
                            color: Theme.mutedText
                        }
                    }

                    CheckBox {
                        objectName: "doneBox"
                        Accessible.name: qsTr("Done")
                        Accessible.description: ToolTip.text
                        checked: row.done
                        onToggled: {
                            panel.workspace.setDone(row.file, checked)
                            checked = Qt.binding(() => row.done)
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 400
                        ToolTip.text: row.done ? qsTr("Run already; click to mark it as still to run")
                                               : qsTr("Mark as done (Space)")
                    }
                }

                TapHandler {
                    acceptedButtons: Qt.LeftButton
                    onTapped: {
                        list.currentIndex = row.index
                        list.forceActiveFocus()
                    }
                    onDoubleTapped: if (!row.current && !row.broken) panel.openRequested(row.file)
                }
                TapHandler {
                    acceptedButtons: Qt.RightButton
                    onTapped: (point) => {
                        list.currentIndex = row.index
                        rowMenu.file = row.file
                        rowMenu.sourceRow = panel.workspace.filtered.sourceRow(row.index)
                        rowMenu.done = row.done
                        rowMenu.carryOver = row.carryOver
                        rowMenu.broken = row.broken
                        rowMenu.isCurrent = row.current
                        rowMenu.popup()
                    }
                }
                ToolTip.visible: rowHover.hovered && row.broken
                ToolTip.delay: 600
                ToolTip.text: row.error
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 40
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: list.count === 0 && !panel.workspace.scanning
                color: Theme.mutedText
                text: panel.workspace.filtered.filtering ? qsTr("No encounter matches “%1”.").arg(search.text)
                                                         : qsTr("No .encounter files in this folder yet.")
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.separator
        }
        Button {
            objectName: "newEncounterAtEnd"
            Layout.fillWidth: true
            Layout.margins: 8
            flat: true
            text: qsTr("+ New Encounter at the End")
            onClicked: panel.newEncounterRequested(panel.workspace.encounters.count - 1)
            ToolTip.visible: hovered
            ToolTip.delay: 400
            ToolTip.text: qsTr("An empty encounter with the open encounter’s rule set, saved in this folder")
        }
    }

    FittedMenu {
        id: rowMenu
        property string file
        property int sourceRow: -1
        property bool done
        property bool carryOver
        property bool broken
        property bool isCurrent
        width: Theme.px(260)
        MenuEntry {
            //: Menu: open this encounter of the session.
            text: qsTr("&Open")
            enabled: !rowMenu.isCurrent && !rowMenu.broken
            onTriggered: panel.openRequested(rowMenu.file)
        }
        MenuEntry {
            text: rowMenu.done ? qsTr("Mark as &Not Done") : qsTr("Mark as &Done")
            onTriggered: panel.workspace.setDone(rowMenu.file, !rowMenu.done)
        }
        MenuEntry {
            text: qsTr("&Carry the Roster Over")
            checkable: true
            checked: rowMenu.carryOver
            onTriggered: panel.workspace.setCarryOver(rowMenu.file, !rowMenu.carryOver)
        }
        MenuSeparator {}
        MenuEntry {
            text: qsTr("Duplicate as &Variant")
            enabled: !rowMenu.broken
            onTriggered: panel.workspace.duplicateAsVariant(rowMenu.file)
        }
        MenuEntry {
            text: qsTr("&New Encounter Here")
            onTriggered: panel.newEncounterRequested(rowMenu.sourceRow)
        }
        MenuSeparator {}
        MenuEntry {
            text: qsTr("Move &Up")
            enabled: rowMenu.sourceRow > 0 && !panel.workspace.filtered.filtering
            onTriggered: panel.workspace.moveEncounter(rowMenu.sourceRow, rowMenu.sourceRow - 1)
        }
        MenuEntry {
            text: qsTr("Move Do&wn")
            enabled: rowMenu.sourceRow >= 0 && rowMenu.sourceRow < panel.workspace.encounters.count - 1
                     && !panel.workspace.filtered.filtering
            onTriggered: panel.workspace.moveEncounter(rowMenu.sourceRow, rowMenu.sourceRow + 1)
        }
    }
}
