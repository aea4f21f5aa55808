import QtQuick
import QtQuick.Controls
import Gridkeep

// The board's context menus (a token's, a template's, a position's), the dialogs they open,
// the cards of the map's pins and traps, and a wall's top.
Item {
    id: menus

    required property Workbench workbench
    // The tactical map of the board on show, if it has one (a token's menu picks targets).
    property TacticalMapModel tactics: null

    // Inspect: the window shows the inspector.
    signal inspectRequested()
    // A creature saved to the library: the window shows it there.
    signal creatureSaved(string creatureId)

    anchors.fill: parent

    function openTokenMenu(tokenId, scenePosition, fromKeyboard) {
        tokenMenu.openFor(tokenId, scenePosition, fromKeyboard === true)
    }
    function openTemplateMenu(templateId, scenePosition) {
        templateMenu.openFor(templateId, scenePosition)
    }
    // A pin's or a trap's card: `kind` is "pin" or "trap".
    function openMarkCard(kind, markId) {
        if (kind === "pin")
            pinDialog.openFor(markId)
        else
            trapDialog.openFor(markId)
    }
    // A wall's or door's top (docs/rules.md §13), beside the click.
    function openWallTop(wallIndex, scenePosition) {
        const at = mapFromItem(null, scenePosition.x, scenePosition.y)
        wallTop.openFor(wallIndex, Math.min(at.x + 8, width - wallTop.implicitWidth),
                        Math.min(at.y + 8, height - wallTop.implicitHeight))
    }
    function openPositionMenu(positionId, scenePosition) {
        positionMenu.positionId = positionId
        // popup() places the menu in its parent's coordinates, below the bars.
        const at = mapFromItem(null, scenePosition.x, scenePosition.y)
        positionMenu.popup(at.x, at.y)
    }

    TokenContextMenu {
        id: tokenMenu
        tactics: menus.tactics
        document: menus.workbench.document
        editor: menus.workbench.editor
        selection: menus.workbench.selection
        onInspectRequested: menus.inspectRequested()
        onSaveAsCreatureRequested: (tokenId, tokenName) => saveCreatureDialog.openFor(tokenId, tokenName)
    }
    SaveCreatureDialog {
        id: saveCreatureDialog
        library: menus.workbench.library
        document: menus.workbench.document
        sessionOpen: menus.workbench.sessionWorkspace.open
        onSaved: creatureId => menus.creatureSaved(creatureId)
    }
    // A template's menu and the fight's actions on everyone it catches.
    PinDialog {
        id: pinDialog
        anchors.centerIn: parent
        marks: menus.workbench.tableShow.marks
        handouts: menus.workbench.tableShow.handouts
    }
    TrapDialog {
        id: trapDialog
        anchors.centerIn: parent
        marks: menus.workbench.tableShow.marks
    }
    TemplateContextMenu {
        id: templateMenu
        templateEditor: menus.workbench.templateEditor
        combat: menus.workbench.combat
        onActionRequested: (kind, templateId) => templateAction.openFor(kind, templateId)
        onEditRequested: templateId => {
            menus.workbench.boardEditor.tool = BoardEditor.Template
            menus.workbench.templateEditor.selectedId = templateId
        }
    }
    TemplateActionPopup {
        id: templateAction
        combat: menus.workbench.combat
        templateEditor: menus.workbench.templateEditor
    }
    WallTopPopup {
        id: wallTop
        editor: menus.workbench.boardEditor
    }
    PositionFlagsMenu {
        id: positionMenu
        editor: menus.workbench.boardEditor
        onSaveRequested: positionId => positionSaveDialog.openFor(positionId)
    }
    PositionSaveDialog {
        id: positionSaveDialog
        editor: menus.workbench.boardEditor
    }
}
