import QtQuick
import QtQuick.Controls
import Gridkeep

// Templates and the ruler over the square map's tokens (docs/rules.md §9): the templates' name
// chips (TemplateOverlayItem draws the shapes under the tokens and publishes the chips), the
// template tool while it is chosen, and the ruler. In the player window it shows the chips of
// the shared templates and the ruler when the GM shares it, and takes no input.
Item {
    id: boardLayer

    required property TemplateOverlayItem overlay
    property TemplateEditor templateEditor: null
    property RulerModel ruler: null
    property real cellSize: 48
    property bool readOnly: false
    // The GM's tools, as the board editor has them.
    property bool templateTool: false
    property bool rulerTool: false
    signal templateMenuRequested(string templateId, point scenePosition)

    // The name chips, above the top middle of each outline.
    Repeater {
        model: boardLayer.overlay.labels
        delegate: Rectangle {
            id: chip
            required property var modelData
            objectName: "templateChip:" + (modelData.id !== "" ? modelData.id : "draft")
            x: Math.max(0, Math.min(boardLayer.width - width, modelData.labelX * boardLayer.cellSize - width / 2))
            y: Math.max(0, modelData.labelY * boardLayer.cellSize - height - 4)
            width: chipText.implicitWidth + 14
            height: chipText.implicitHeight + 6
            radius: height / 2
            color: Qt.darker(modelData.shade, 1.6)
            opacity: modelData.draft ? 0.85 : 0.95
            border.color: modelData.picked ? "white" : modelData.shade
            border.width: modelData.picked ? 2 : 1.5
            Label {
                id: chipText
                objectName: "templateChipText"
                anchors.centerIn: parent
                text: chip.modelData.text
                color: "white"
                font.pixelSize: Math.max(11, boardLayer.cellSize * 0.25)
                font.bold: chip.modelData.picked
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: boardLayer.templateTool && !boardLayer.readOnly && boardLayer.templateEditor !== null
        sourceComponent: TemplateToolLayer {
            templateEditor: boardLayer.templateEditor
            cellSize: boardLayer.cellSize
            onMenuRequested: (templateId, scenePosition) => boardLayer.templateMenuRequested(templateId, scenePosition)
        }
    }

    Loader {
        anchors.fill: parent
        active: boardLayer.ruler !== null && (boardLayer.readOnly ? boardLayer.ruler.shared && boardLayer.ruler.active
                                                                  : boardLayer.rulerTool)
        sourceComponent: RulerLayer {
            objectName: boardLayer.readOnly ? "playerRuler" : "gmRuler"
            ruler: boardLayer.ruler
            cellSize: boardLayer.cellSize
            interactive: boardLayer.rulerTool && !boardLayer.readOnly
            // Leaving the tool puts the ruler away.
            Component.onDestruction: if (!boardLayer.readOnly && boardLayer.ruler) boardLayer.ruler.clear()
        }
    }
}
