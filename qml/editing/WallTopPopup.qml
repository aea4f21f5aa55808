import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The top of one wall or door (docs/rules.md §13, docs/file-format.md §3.12), opened by a click
// on it with the Wall tool: full height or meters, absolute like elevations. The choice is
// staged here and Set makes it one undo step (BoardEditor::setWallTopAt).
Popup {
    id: popup
    objectName: "wallTopPopup"

    required property BoardEditor editor
    property int wallIndex: -1
    readonly property var wall: wallIndex >= 0 ? editor.wall(wallIndex) : ({})
    readonly property bool door: wall.door !== undefined && wall.door !== "none"
    // The staged choice.
    property bool full: true
    property real meters: 1

    function openFor(index, x, y) {
        wallIndex = index
        const w = editor.wall(index)
        full = w.fullHeight !== false
        meters = w.fullHeight === false ? w.top : editor.wallTop
        popup.x = x
        popup.y = y
        open()
    }
    function apply() {
        choice.commit()
        if (wallIndex >= 0)
            editor.setWallTopAt(wallIndex, full, meters)
        close()
    }

    modal: false
    focus: true
    padding: 10
    onClosed: wallIndex = -1

    contentItem: ColumnLayout {
        spacing: 6
        // Enter anywhere in the pop-up sets the top; Escape closes it (Popup's closePolicy).
        Keys.onReturnPressed: popup.apply()
        Keys.onEnterPressed: popup.apply()
        Label {
            //: The title of the pop-up that sets how high a door (a wall) reaches.
            text: popup.door ? qsTr("Top of this door") : qsTr("Top of this wall")
            font.bold: true
        }
        HeightChoice {
            id: choice
            objectName: "wallTopChoice"
            Layout.fillWidth: true
            Layout.preferredWidth: Theme.px(170)
            lowest: -100
            what: qsTr("Top in meters, like elevations")
            full: popup.full
            meters: popup.meters
            onFullChosen: full => popup.full = full
            onMetersChosen: meters => popup.meters = meters
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 6
            Button {
                text: qsTr("Cancel")
                onClicked: popup.close()
            }
            Button {
                objectName: "wallTopApply"
                //: Apply the chosen top to the wall (a verb).
                text: qsTr("Set")
                highlighted: true
                // Taking the focus on press commits a number still being typed in the box.
                onClicked: popup.apply()
            }
        }
    }
}
