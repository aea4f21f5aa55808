import QtQuick
import QtQuick.Controls
import Gridkeep

// The template tool on the square map (docs/rules.md §9), the GM's only. A ghost of the chosen
// shape follows the pointer, showing the cells it would cover and whom it would catch; a click
// places it, and pressing and dragging aims a cone or line, pulls a circle's radius or a
// square's corner first (Shift or Alt: off the half squares). Each template has a dot that
// picks and moves it (dropped on a token, it follows the token); the picked one has handles
// to aim and resize it. Each gesture is one undo step; Delete removes the picked template,
// Escape drops a gesture. Laid exactly over the map; the editor decides where things go.
Item {
    id: toolLayer

    required property TemplateEditor templateEditor
    property real cellSize: 48
    // A right click on a template asks for its menu.
    signal menuRequested(string templateId, point scenePosition)

    readonly property string selectedId: templateEditor.selectedId
    readonly property var picked: templateEditor.selected

    function cells(x, y) {
        return Qt.point(x / cellSize, y / cellSize)
    }
    function freeOf(event) {
        return (event.modifiers & (Qt.ShiftModifier | Qt.AltModifier)) !== 0
    }

    Component.onDestruction: {
        toolLayer.templateEditor.cancel()
        toolLayer.templateEditor.selectedId = ""
    }

    Shortcut {
        sequences: [StandardKey.Delete, "Backspace"]
        enabled: toolLayer.visible && toolLayer.selectedId !== "" && !toolLayer.templateEditor.dragging
        onActivated: toolLayer.templateEditor.removeTemplate(toolLayer.selectedId)
    }
    Shortcut {
        sequence: "Escape"
        enabled: toolLayer.visible && (toolLayer.templateEditor.dragging || toolLayer.selectedId !== "")
        onActivated: {
            if (toolLayer.templateEditor.dragging)
                toolLayer.templateEditor.cancel()
            else
                toolLayer.templateEditor.selectedId = ""
        }
    }

    // The ground: the ghost follows the pointer; press, drag and release places a template.
    MouseArea {
        id: ground
        objectName: "templateGround"
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        cursorShape: Qt.CrossCursor
        onPositionChanged: event => {
            const p = toolLayer.cells(event.x, event.y)
            if (pressed && toolLayer.templateEditor.dragging)
                toolLayer.templateEditor.dragPlace(p.x, p.y, toolLayer.freeOf(event))
            else if (!pressed)
                toolLayer.templateEditor.hover(p.x, p.y, toolLayer.freeOf(event))
        }
        onEntered: {
            const p = toolLayer.cells(mouseX, mouseY)
            toolLayer.templateEditor.hover(p.x, p.y)
        }
        onExited: toolLayer.templateEditor.clearHover()
        onPressed: event => {
            const p = toolLayer.cells(event.x, event.y)
            if (event.button === Qt.RightButton) {
                const hit = toolLayer.templateEditor.templateAt(p.x, p.y)
                if (hit !== "") {
                    toolLayer.templateEditor.selectedId = hit
                    toolLayer.menuRequested(hit, mapToItem(null, event.x, event.y))
                }
                return
            }
            toolLayer.templateEditor.beginPlace(p.x, p.y, toolLayer.freeOf(event))
        }
        onReleased: event => {
            if (event.button !== Qt.LeftButton)
                return
            toolLayer.templateEditor.endPlace()
            const p = toolLayer.cells(event.x, event.y)
            toolLayer.templateEditor.hover(p.x, p.y, toolLayer.freeOf(event))
        }
        onCanceled: toolLayer.templateEditor.cancel()
    }

    // Every template's dot, where it is moved from.
    Repeater {
        model: toolLayer.templateEditor.templates
        delegate: TemplateHandle {
            required property var modelData
            editor: toolLayer.templateEditor
            host: toolLayer
            cellSize: toolLayer.cellSize
            onMenuRequested: (templateId, scenePosition) => toolLayer.menuRequested(templateId, scenePosition)
            readonly property var row: toolLayer.selectedId === modelData.id && toolLayer.picked.id !== undefined
                                       ? toolLayer.picked : modelData
            objectName: "templateMove:" + modelData.id
            templateId: modelData.id
            kind: "move"
            cellX: row.moveX
            cellY: row.moveY
            shade: modelData.shade
            tip: modelData.anchor !== ""
                 ? qsTr("%1 follows %2: drag it off to set it down").arg(modelData.name).arg(modelData.anchorName)
                 : qsTr("%1: drag to move it, onto a token to make it follow (Shift: exactly there)").arg(modelData.name)
        }
    }

    // The picked template's aim (cones and lines) and size handles.
    TemplateHandle {
        editor: toolLayer.templateEditor
        host: toolLayer
        cellSize: toolLayer.cellSize
        objectName: "templateAim:" + toolLayer.selectedId
        visible: toolLayer.picked.id !== undefined && (toolLayer.picked.shape === "cone" || toolLayer.picked.shape === "line")
        templateId: toolLayer.selectedId
        kind: "aim"
        cellX: toolLayer.picked.aimX !== undefined ? toolLayer.picked.aimX : 0
        cellY: toolLayer.picked.aimY !== undefined ? toolLayer.picked.aimY : 0
        tip: qsTr("Drag to turn it and change its length")
    }
    TemplateHandle {
        editor: toolLayer.templateEditor
        host: toolLayer
        cellSize: toolLayer.cellSize
        objectName: "templateSize:" + toolLayer.selectedId
        visible: toolLayer.picked.id !== undefined && toolLayer.picked.shape !== "cone"
        templateId: toolLayer.selectedId
        kind: "size"
        cellX: toolLayer.picked.sizeX !== undefined ? toolLayer.picked.sizeX : 0
        cellY: toolLayer.picked.sizeY !== undefined ? toolLayer.picked.sizeY : 0
        tip: toolLayer.picked.shape === "circle" ? qsTr("Drag to change the radius")
             : toolLayer.picked.shape === "line" ? qsTr("Drag to change the width")
             : qsTr("Drag to change the side")
    }
}
