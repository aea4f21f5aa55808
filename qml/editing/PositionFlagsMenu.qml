import QtQuick
import QtQuick.Controls
import Gridkeep

// The marks of one Combat Grid position (docs/file-format.md §4), and whether
// the board allows Skyward. The checks read the document's position model; each toggle is one
// undo step through the editor.
Menu {
    id: menu

    required property BoardEditor editor
    property string positionId

    readonly property EncounterDocument document: editor.document
    // Row of the position in document.positions; re-read whenever the board changes.
    property int revision: 0
    readonly property var flags: {
        revision // dependency: the model's rows change in place
        const model = document ? document.positions : null
        if (!model || positionId.length === 0)
            return ({})
        return {
            difficult: editor.positionFlag(positionId, "difficult"),
            turbulent: editor.positionFlag(positionId, "turbulent"),
            water: editor.positionFlag(positionId, "water"),
            fillsPosition: editor.positionFlag(positionId, "fillsPosition")
        }
    }

    Connections {
        target: menu.document
        function onBoardChanged() { menu.revision++ }
    }
    onAboutToShow: revision++

    MenuItem {
        objectName: "flagDifficult"
        text: qsTr("Difficult")
        checkable: true
        checked: menu.flags.difficult === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "difficult")
    }
    MenuItem {
        objectName: "flagTurbulent"
        text: qsTr("Turbulent")
        checkable: true
        checked: menu.flags.turbulent === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "turbulent")
    }
    MenuItem {
        objectName: "flagWater"
        text: qsTr("Water")
        checkable: true
        checked: menu.flags.water === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "water")
    }
    MenuItem {
        objectName: "flagFills"
        text: qsTr("Fills position")
        checkable: true
        checked: menu.flags.fillsPosition === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "fillsPosition")
    }
    MenuSeparator {}
    MenuItem {
        objectName: "flagSkyward"
        text: qsTr("Skyward allowed")
        checkable: true
        checked: menu.document ? menu.document.skyward : false
        onTriggered: menu.editor.setSkyward(!menu.document.skyward)
    }
}
