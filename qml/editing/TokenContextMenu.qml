import QtQuick
import QtQuick.Controls
import Gridkeep

// A token's menu (right click): conditions, side, hidden from players, ZoC weapon, reach,
// facing, duplicate and delete. It acts on the whole selection; check marks show the state
// of the token that was clicked.
FittedMenu {
    id: tokenMenu
    objectName: "tokenMenu"

    required property EncounterDocument document
    required property EncounterEditor editor
    required property TokenSelection selection
    property string tokenId: ""
    signal inspectRequested()
    // The library keeps the token's stat block as a creature (docs/file-format.md §16.3).
    signal saveAsCreatureRequested(string tokenId, string tokenName)
    // The board's tactical map (docs/rules.md §1.10), or null (the Combat Grid).
    property TacticalMapModel tactics: null
    // The targets offered for the token, read when the menu opens.
    property var tacticsCandidates: []
    readonly property string tacticsTarget: tactics ? (tactics.targets[tokenId] || "") : ""

    readonly property var details: editor.details[tokenId] || ({})
    readonly property var ids: selection.ids.length > 0 ? selection.ids : [tokenId]

    // From the keyboard (the Menu key, Shift+F10) the first item is highlighted, so the arrows,
    // Enter and Escape work at once; the item that had the keyboard gets it back on close.
    property Item returnFocus: null
    function openFor(id, scenePosition, keyboard) {
        tokenId = id
        tacticsCandidates = tactics ? tactics.candidatesFor(id) : []
        returnFocus = keyboard === true && tokenMenu.parent ? tokenMenu.parent.Window.activeFocusItem : null
        // popup() places the menu in its parent's coordinates, below the menu and header bars.
        const at = tokenMenu.parent ? tokenMenu.parent.mapFromItem(null, scenePosition.x, scenePosition.y)
                                    : scenePosition
        popup(at.x, at.y)
        if (keyboard === true)
            currentIndex = 0
    }
    onClosed: {
        if (returnFocus)
            returnFocus.forceActiveFocus()
        returnFocus = null
    }

    title: details.name || ""

    MenuEntry {
        objectName: "inspectItem"
        text: qsTr("Inspect…")
        onTriggered: tokenMenu.inspectRequested()
    }
    FittedMenu {
        id: tacticsMenu
        objectName: "tacticsMenu"
        title: qsTr("Tactical Map Against")
        enabled: tokenMenu.tacticsCandidates.length > 0
        Repeater {
            model: tokenMenu.tacticsCandidates
            delegate: MenuEntry {
                required property var modelData
                text: modelData.enemy ? modelData.name : qsTr("%1 (not an enemy)").arg(modelData.name)
                checkable: true
                checked: tokenMenu.tacticsTarget === modelData.tokenId
                onTriggered: tokenMenu.tactics.toggleTarget(tokenMenu.tokenId, modelData.tokenId)
            }
        }
    }
    MenuEntry {
        text: qsTr("Clear Tactical Map (Esc)")
        visible: tokenMenu.tacticsTarget !== ""
        height: visible ? implicitHeight : 0
        onTriggered: tokenMenu.tactics.clearTarget(tokenMenu.tokenId)
    }
    MenuSeparator {}

    FittedMenu {
        title: qsTr("Conditions")
        Repeater {
            model: tokenMenu.editor.conditionChoices
            delegate: MenuEntry {
                required property var modelData
                text: modelData.name + (modelData.suppressesZoc ? qsTr(" (no ZoC)") : "")
                checkable: true
                checked: (tokenMenu.details.conditions || []).indexOf(modelData.id) >= 0
                onTriggered: tokenMenu.editor.setCondition(tokenMenu.ids, modelData.id, checked)
            }
        }
    }
    FittedMenu {
        //: Menu: the side (team) the token fights on.
        title: qsTr("Side")
        Repeater {
            model: tokenMenu.document.sides
            delegate: MenuEntry {
                required property string sideId
                required property string name
                required property color sideColor
                text: name
                checkable: true
                checked: tokenMenu.details.side === sideId
                onTriggered: tokenMenu.editor.setSide(tokenMenu.ids, sideId)
            }
        }
    }
    MenuEntry {
        text: qsTr("Hidden from Players")
        checkable: true
        checked: tokenMenu.details.hidden === true
        onTriggered: tokenMenu.editor.setHidden(tokenMenu.ids, checked)
    }
    MenuEntry {
        text: qsTr("ZoC Weapon")
        checkable: true
        checked: tokenMenu.details.zoc === true
        onTriggered: tokenMenu.editor.setZoc(tokenMenu.ids, checked)
    }
    FittedMenu {
        //: Menu: how many squares the token's zone of control reaches (a game term).
        title: qsTr("Reach")
        MenuEntry {
            text: qsTr("Rule set default (%1)").arg(tokenMenu.editor.defaultReach)
            checkable: true
            checked: tokenMenu.details.reach === -1
            onTriggered: tokenMenu.editor.setReach(tokenMenu.ids, -1)
        }
        Repeater {
            model: 4
            delegate: MenuEntry {
                required property int index
                text: qsTr("%n square(s)", "", index + 1)
                checkable: true
                checked: tokenMenu.details.reach === index + 1
                onTriggered: tokenMenu.editor.setReach(tokenMenu.ids, index + 1)
            }
        }
    }
    MenuSeparator {}
    MenuEntry {
        text: qsTr("Turn Left 45°")
        enabled: tokenMenu.details.square === true
        onTriggered: tokenMenu.editor.rotateFacing(tokenMenu.ids, -45)
    }
    MenuEntry {
        text: qsTr("Turn Right 45°")
        enabled: tokenMenu.details.square === true
        onTriggered: tokenMenu.editor.rotateFacing(tokenMenu.ids, 45)
    }
    MenuEntry {
        objectName: "saveAsCreature"
        text: qsTr("Save as Creature…")
        onTriggered: tokenMenu.saveAsCreatureRequested(tokenMenu.tokenId, tokenMenu.details.name || "")
    }
    MenuEntry {
        text: qsTr("Duplicate")
        onTriggered: tokenMenu.selection.ids = tokenMenu.editor.duplicateTokens(tokenMenu.ids)
    }
    MenuEntry {
        text: qsTr("Delete")
        onTriggered: tokenMenu.editor.removeTokens(tokenMenu.ids)
    }
}
