import QtQuick
import QtQuick.Controls
import Gridkeep

// A template's menu (right click on it, docs/rules.md §9): whom it catches; in a fight, damage,
// heal or a condition for all of them at once (one undo step, one log line each); whether the
// players see it and walls spare cells; the token it follows; edit and delete.
FittedMenu {
    id: templateMenu
    objectName: "templateMenu"

    required property TemplateEditor templateEditor
    required property CombatController combat
    property string templateId: ""
    // "damage", "heal" or "condition" for everyone the template catches.
    signal actionRequested(string kind, string templateId)
    signal editRequested(string templateId)

    readonly property var row: templateEditor.selectedId === templateId ? templateEditor.selected : ({})
    readonly property bool catches: row.caughtIds !== undefined && row.caughtIds.length > 0
    readonly property bool fighting: combat.active && catches

    function openFor(id, scenePosition) {
        templateId = id
        templateEditor.selectedId = id
        // popup() places the menu in its parent's coordinates, below the menu and header bars.
        const at = parent ? parent.mapFromItem(null, scenePosition.x, scenePosition.y) : scenePosition
        popup(at.x, at.y)
    }

    title: row.name || ""

    MenuEntry {
        objectName: "templateMenuCaught"
        text: row.caughtText || ""
        enabled: false
    }
    MenuSeparator {}
    MenuEntry {
        objectName: "templateDamageAll"
        text: qsTr("Damage All Caught…")
        enabled: templateMenu.fighting
        onTriggered: templateMenu.actionRequested("damage", templateMenu.templateId)
    }
    MenuEntry {
        objectName: "templateHealAll"
        text: qsTr("Heal All Caught…")
        enabled: templateMenu.fighting
        onTriggered: templateMenu.actionRequested("heal", templateMenu.templateId)
    }
    MenuEntry {
        objectName: "templateConditionAll"
        text: qsTr("Set a Condition on All Caught…")
        enabled: templateMenu.fighting
        onTriggered: templateMenu.actionRequested("condition", templateMenu.templateId)
    }
    MenuSeparator {}
    MenuEntry {
        text: qsTr("Show to Players")
        checkable: true
        checked: templateMenu.row.shared === true
        onTriggered: templateMenu.templateEditor.setShared(templateMenu.templateId, checked)
    }
    MenuEntry {
        text: qsTr("Walls Block It")
        checkable: true
        checked: templateMenu.row.wallsBlock === true
        onTriggered: templateMenu.templateEditor.setWallsBlock(templateMenu.templateId, checked)
    }
    FittedMenu {
        objectName: "templateAnchorMenu"
        title: qsTr("Anchor to Token…")
        Repeater {
            model: templateMenu.templateEditor.tokenChoices
            delegate: MenuEntry {
                required property var modelData
                // The first choice, nobody, is the item below.
                visible: modelData.id !== ""
                height: visible ? implicitHeight : 0
                text: modelData.name
                checkable: true
                checked: templateMenu.row.anchor === modelData.id
                onTriggered: templateMenu.templateEditor.setAnchor(templateMenu.templateId, modelData.id)
            }
        }
    }
    MenuEntry {
        text: qsTr("Let Go of %1").arg(templateMenu.row.anchorName || "")
        visible: (templateMenu.row.anchor || "") !== ""
        height: visible ? implicitHeight : 0
        onTriggered: templateMenu.templateEditor.setAnchor(templateMenu.templateId, "")
    }
    MenuSeparator {}
    MenuEntry {
        text: qsTr("Edit…")
        onTriggered: templateMenu.editRequested(templateMenu.templateId)
    }
    MenuEntry {
        text: qsTr("Delete")
        onTriggered: templateMenu.templateEditor.removeTemplate(templateMenu.templateId)
    }
}
