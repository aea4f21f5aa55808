import QtQuick
import QtQuick.Controls
import Gridkeep

// The marks of one Combat Grid position (docs/file-format.md §4), and whether
// the board allows Skyward. The checks read the editor's positionFlags; each toggle is one
// undo step through the editor.
FittedMenu {
    id: menu

    required property BoardEditor editor
    property string positionId

    readonly property EncounterDocument document: editor.document
    readonly property var flags: editor.positionFlags[positionId] || ({})
    // The GM wants to set the energy modifier of a Difficult or Turbulent position.
    signal saveRequested(string positionId)

    MenuEntry {
        objectName: "flagDifficult"
        //: Difficult terrain (a game term).
        text: qsTr("Difficult")
        checkable: true
        checked: menu.flags.difficult === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "difficult")
    }
    MenuEntry {
        objectName: "flagTurbulent"
        text: qsTr("Turbulent")
        checkable: true
        checked: menu.flags.turbulent === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "turbulent")
    }
    MenuEntry {
        objectName: "flagWater"
        text: qsTr("Water")
        checkable: true
        checked: menu.flags.water === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "water")
    }
    MenuEntry {
        objectName: "flagFills"
        text: qsTr("Fills position")
        checkable: true
        checked: menu.flags.fillsPosition === true
        onTriggered: menu.editor.togglePositionFlag(menu.positionId, "fillsPosition")
    }
    MenuEntry {
        objectName: "flagSave"
        text: menu.flags.saveEnergy ? qsTr("Saving Throw: %1…").arg(menu.flags.saveText) : qsTr("Saving Throw on Entering…")
        enabled: menu.flags.difficult === true || menu.flags.turbulent === true
        onTriggered: menu.saveRequested(menu.positionId)
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "flagSkyward"
        text: qsTr("Skyward allowed")
        checkable: true
        checked: menu.document ? menu.document.skyward : false
        onTriggered: menu.editor.setSkyward(!menu.document.skyward)
    }
}
