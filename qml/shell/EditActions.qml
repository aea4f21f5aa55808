import QtQuick
import QtQuick.Controls
import Gridkeep

// The Edit menu's actions and their keys (docs/input.md): every one is an undoable edit
// through the encounter editor.
Item {
    id: edits

    required property Workbench workbench
    readonly property EncounterEditor editor: workbench.editor
    readonly property TokenSelection selection: workbench.selection
    readonly property bool square: workbench.document.boardKind === EncounterDocument.Square

    readonly property alias undoAction: undoAction
    readonly property alias redoAction: redoAction
    readonly property alias duplicateAction: duplicateAction
    readonly property alias deleteAction: deleteAction
    readonly property alias selectAllAction: selectAllAction
    readonly property alias turnLeftAction: turnLeftAction
    readonly property alias turnRightAction: turnRightAction
    readonly property alias clearDrawingsAction: clearDrawingsAction

    Action {
        id: undoAction
        text: edits.editor.undoText !== "" ? qsTr("&Undo %1").arg(edits.editor.undoText) : qsTr("&Undo")
        icon.source: "qrc:/icons/undo.svg"
        shortcut: StandardKey.Undo
        enabled: edits.editor.canUndo && !edits.workbench.live.dragging
        onTriggered: edits.editor.undo()
    }
    Action {
        id: redoAction
        text: edits.editor.redoText !== "" ? qsTr("&Redo %1").arg(edits.editor.redoText) : qsTr("&Redo")
        icon.source: "qrc:/icons/redo.svg"
        shortcut: StandardKey.Redo
        enabled: edits.editor.canRedo && !edits.workbench.live.dragging
        onTriggered: edits.editor.redo()
    }
    Action {
        // Every drawing on the board, one step (docs/file-format.md §3.10).
        id: clearDrawingsAction
        text: qsTr("Clear &Drawings")
        shortcut: "Ctrl+Shift+K"
        enabled: edits.square && edits.workbench.tableShow.drawings.count > 0
        onTriggered: edits.workbench.tableShow.drawings.clear(false)
    }
    Shortcut {
        // Ctrl+Y redoes too, as on Windows-minded keyboards.
        sequence: "Ctrl+Y"
        onActivated: redoAction.trigger()
    }
    Action {
        id: duplicateAction
        text: qsTr("D&uplicate")
        shortcut: "Ctrl+D"
        enabled: edits.selection.count > 0
        onTriggered: edits.selection.ids = edits.editor.duplicateTokens(edits.selection.ids)
    }
    Action {
        id: deleteAction
        text: qsTr("&Delete")
        enabled: edits.selection.count > 0
        onTriggered: edits.editor.removeTokens(edits.selection.ids)
    }
    Action {
        id: selectAllAction
        text: qsTr("Select &All")
        shortcut: StandardKey.SelectAll
        onTriggered: edits.selection.selectAll()
    }
    Action {
        id: turnLeftAction
        text: qsTr("Turn &Left 45°")
        shortcut: "["
        enabled: edits.selection.count > 0 && edits.square
        onTriggered: edits.editor.rotateFacing(edits.selection.ids, -45)
    }
    Action {
        id: turnRightAction
        text: qsTr("Turn &Right 45°")
        shortcut: "]"
        enabled: edits.selection.count > 0 && edits.square
        onTriggered: edits.editor.rotateFacing(edits.selection.ids, 45)
    }
}
