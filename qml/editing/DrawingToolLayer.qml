import QtQuick
import QtQuick.Controls
import Gridkeep

// The drawing tool on the square map (docs/file-format.md §3.10), the GM's only: press, drag and
// let go draws a stroke, line, arrow, rectangle or ellipse; a click with the text tool opens a
// field for a line of text; the eraser removes what it touches. Each stroke is one undo step;
// Escape drops a stroke in progress. A right click on a drawing offers to share, hide or erase
// it. Laid exactly over the map; the editor decides what is drawn.
Item {
    id: toolLayer

    required property DrawingEditor drawingEditor
    property real cellSize: 48

    function cells(x, y) {
        return Qt.point(x / cellSize, y / cellSize)
    }

    Component.onDestruction: toolLayer.drawingEditor.cancel()

    Shortcut {
        sequence: "Escape"
        enabled: toolLayer.visible && (toolLayer.drawingEditor.drawing || textBox.visible)
        onActivated: {
            toolLayer.drawingEditor.cancel()
            textBox.close()
        }
    }

    MouseArea {
        id: ground
        objectName: "drawingGround"
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        cursorShape: toolLayer.drawingEditor.tool === "eraser" ? Qt.PointingHandCursor
                   : toolLayer.drawingEditor.tool === "text" ? Qt.IBeamCursor : Qt.CrossCursor
        onPressed: event => {
            const p = toolLayer.cells(event.x, event.y)
            if (event.button === Qt.RightButton) {
                const hit = toolLayer.drawingEditor.drawingAt(p.x, p.y)
                if (hit !== "") {
                    drawingMenu.drawingId = hit
                    drawingMenu.popup()
                }
                return
            }
            const tool = toolLayer.drawingEditor.tool
            if (tool === "eraser")
                toolLayer.drawingEditor.eraseAt(p.x, p.y)
            else if (tool === "text")
                textBox.openAt(event.x, event.y)
            else
                toolLayer.drawingEditor.begin(p.x, p.y)
        }
        onPositionChanged: event => {
            const p = toolLayer.cells(event.x, event.y)
            if (toolLayer.drawingEditor.tool === "eraser")
                toolLayer.drawingEditor.eraseAt(p.x, p.y)
            else
                toolLayer.drawingEditor.extend(p.x, p.y)
        }
        onReleased: event => {
            // The stroke ends where the pointer was let go.
            const p = toolLayer.cells(event.x, event.y)
            if (toolLayer.drawingEditor.drawing)
                toolLayer.drawingEditor.extend(p.x, p.y)
            toolLayer.drawingEditor.end()
        }
        onCanceled: toolLayer.drawingEditor.cancel()
    }

    // A line of text, written where the GM clicked.
    Popup {
        id: textBox
        objectName: "drawingTextBox"
        property point at: Qt.point(0, 0)
        function openAt(x, y) {
            at = toolLayer.cells(x, y)
            textBox.x = x
            textBox.y = y
            textField.text = ""
            open()
            textField.forceActiveFocus()
        }
        padding: 4
        TextField {
            id: textField
            objectName: "drawingTextField"
            Accessible.name: qsTr("Text to write on the board")
            placeholderText: qsTr("Text, then Enter")
            implicitWidth: 220
            onAccepted: {
                toolLayer.drawingEditor.addText(textBox.at.x, textBox.at.y, text)
                textBox.close()
            }
        }
    }

    FittedMenu {
        id: drawingMenu
        objectName: "drawingMenu"
        property string drawingId: ""
        readonly property bool shared: drawingId !== "" && toolLayer.drawingEditor.isDrawingShared(drawingId)
        MenuEntry {
            text: drawingMenu.shared ? qsTr("Hide from the Players") : qsTr("Show to the Players")
            onTriggered: toolLayer.drawingEditor.setDrawingShared(drawingMenu.drawingId, !drawingMenu.shared)
        }
        MenuEntry {
            text: qsTr("Erase")
            onTriggered: toolLayer.drawingEditor.removeDrawing(drawingMenu.drawingId)
        }
    }
}
