import QtQuick
import QtQuick.Controls
import Gridkeep

// The GM's FIELD and ZONE areas on the square map, under the tokens: each area's cells
// (AreaEditor.areas, from RadiusArea::cells) tinted in its kind's colour, outlined, with a
// name chip that lists the tokens inside on hover. The selected area, and any area the
// dragged token would enter, stand out. Laid exactly over the map; it computes nothing.
Item {
    id: areaLayer

    required property AreaEditor areaEditor
    required property LiveAnalysis live
    property real cellSize: 48
    // Show `text` in the view's hover note above `anchor` ("" hides it).
    signal noteRequested(string text, Item anchor)

    readonly property color fieldColor: "#e8590c"
    readonly property color zoneColor: "#7048e8"

    // The drag the analysis previews is what the areas follow.
    Binding {
        target: areaLayer.areaEditor
        property: "dragToken"
        value: areaLayer.live.dragToken
    }
    Binding {
        target: areaLayer.areaEditor
        property: "dragCell"
        value: areaLayer.live.dragCell
    }

    Repeater {
        model: areaLayer.areaEditor.areas
        delegate: Rectangle {
            id: area
            required property var modelData
            readonly property color kindColor: modelData.kind === "field" ? areaLayer.fieldColor : areaLayer.zoneColor
            readonly property bool selected: areaLayer.areaEditor.selectedId === modelData.id
            readonly property bool entered: areaLayer.areaEditor.enteredAreas.indexOf(modelData.id) >= 0
            objectName: "area:" + modelData.id
            x: modelData.cellsX * areaLayer.cellSize
            y: modelData.cellsY * areaLayer.cellSize
            width: modelData.cellsWidth * areaLayer.cellSize
            height: modelData.cellsHeight * areaLayer.cellSize
            color: Qt.rgba(kindColor.r, kindColor.g, kindColor.b, entered ? 0.34 : selected ? 0.24 : 0.14)
            border.color: kindColor
            border.width: entered || selected ? 4 : 2

            // The centre cell.
            Rectangle {
                x: (area.modelData.centreX - area.modelData.cellsX) * areaLayer.cellSize + areaLayer.cellSize * 0.35
                y: (area.modelData.centreY - area.modelData.cellsY) * areaLayer.cellSize + areaLayer.cellSize * 0.35
                width: areaLayer.cellSize * 0.3
                height: width
                radius: width / 2
                color: "transparent"
                border.color: area.kindColor
                border.width: 2
            }

            Rectangle {
                id: chip
                objectName: "areaChip:" + area.modelData.id
                x: 4
                y: 4
                width: chipLabel.implicitWidth + 12 // may run past a small area: the name stays whole
                height: chipLabel.implicitHeight + 4
                radius: 3
                color: area.kindColor
                opacity: 0.92
                Label {
                    id: chipLabel
                    anchors.verticalCenter: parent.verticalCenter
                    x: 6
                    text: area.modelData.tokens.length > 0
                          //: An area's chip: its name, its kind (FIELD or ZONE), how many tokens are in it.
                          ? qsTr("%1 · %2 · %n in", "", area.modelData.tokens.length).arg(area.modelData.name).arg(area.modelData.kindName)
                          : qsTr("%1 · %2").arg(area.modelData.name).arg(area.modelData.kindName)
                    color: "white"
                    font.pixelSize: 11
                    font.bold: true
                }
                HoverHandler {
                    onHoveredChanged: areaLayer.noteRequested(
                        hovered ? (area.modelData.tokensText !== ""
                                   ? qsTr("%1 (%2), radius %3: %4").arg(area.modelData.name).arg(area.modelData.kindName)
                                         .arg(area.modelData.radiusCells).arg(area.modelData.tokensText)
                                   : qsTr("%1 (%2), radius %3: no token inside").arg(area.modelData.name)
                                         .arg(area.modelData.kindName).arg(area.modelData.radiusCells))
                                : "", chip)
                }
            }
        }
    }
}
