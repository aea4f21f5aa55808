import QtQuick
import QtQuick.Controls
import Gridkeep

// The ruler on the square map (docs/rules.md §9.2): the route from cell centre to cell centre,
// each leg's length at its middle and the whole route's ("7 squares · 14 m") at its end, all
// from RulerModel. With `interactive` (the GM's ruler tool) it measures: press on a cell or a
// token and drag, let go to keep that leg, click to add a waypoint, double-click or right-click
// to finish, Escape to clear. The player window draws it, never measures.
Item {
    id: rulerLayer

    required property RulerModel ruler
    property real cellSize: 48
    property bool interactive: false

    readonly property color ink: "#fdfcf9"
    readonly property color band: "#7048e8"

    function cells(x, y) {
        return Qt.point(x / cellSize, y / cellSize)
    }

    Shortcut {
        sequence: "Escape"
        enabled: rulerLayer.interactive && rulerLayer.ruler.active
        onActivated: rulerLayer.ruler.clear()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: rulerLayer.interactive && rulerLayer.ruler.measuring
        onActivated: rulerLayer.ruler.finish()
    }

    MouseArea {
        id: measuring
        objectName: "rulerGround"
        anchors.fill: parent
        enabled: rulerLayer.interactive
        hoverEnabled: true
        preventStealing: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: Qt.CrossCursor
        // The press began the route: letting go on another cell keeps that first leg.
        property bool began: false
        property point pressCell: Qt.point(-1, -1)
        onPressed: event => {
            const p = rulerLayer.cells(event.x, event.y)
            if (event.button === Qt.RightButton) {
                rulerLayer.ruler.finish()
                return
            }
            began = !rulerLayer.ruler.measuring
            pressCell = Qt.point(Math.floor(p.x), Math.floor(p.y))
            if (began)
                rulerLayer.ruler.start(p.x, p.y)
            else
                rulerLayer.ruler.addWaypoint(p.x, p.y)
        }
        onPositionChanged: event => {
            if (!rulerLayer.ruler.measuring)
                return
            const p = rulerLayer.cells(event.x, event.y)
            rulerLayer.ruler.track(p.x, p.y)
        }
        onReleased: event => {
            if (event.button !== Qt.LeftButton || !began)
                return
            began = false
            const p = rulerLayer.cells(event.x, event.y)
            if (Math.floor(p.x) !== pressCell.x || Math.floor(p.y) !== pressCell.y)
                rulerLayer.ruler.addWaypoint(p.x, p.y)
        }
        onDoubleClicked: rulerLayer.ruler.finish()
    }

    // The legs: a violet band edged in white, from cell centre to cell centre, readable on any
    // ground and unlike every template's colour.
    Repeater {
        model: rulerLayer.ruler.legs
        delegate: Item {
            required property var modelData
            readonly property real x1: (modelData.fromX + 0.5) * rulerLayer.cellSize
            readonly property real y1: (modelData.fromY + 0.5) * rulerLayer.cellSize
            readonly property real dx: (modelData.toX - modelData.fromX) * rulerLayer.cellSize
            readonly property real dy: (modelData.toY - modelData.fromY) * rulerLayer.cellSize
            x: x1
            y: y1 - height / 2
            width: Math.sqrt(dx * dx + dy * dy)
            height: Math.max(7, rulerLayer.cellSize * 0.17)
            transformOrigin: Item.Left
            rotation: Math.atan2(dy, dx) * 180 / Math.PI
            Rectangle {
                anchors.fill: parent
                radius: height / 2
                color: rulerLayer.ink
                border.color: Qt.rgba(0, 0, 0, 0.35)
                border.width: 1
            }
            Rectangle {
                anchors.centerIn: parent
                width: parent.width
                height: parent.height * 0.5
                radius: height / 2
                color: rulerLayer.band
            }
        }
    }

    // The cells it passes: a ring on the first, dots on the waypoints, a ring on the end.
    Repeater {
        model: rulerLayer.ruler.points
        delegate: Rectangle {
            required property var modelData
            required property int index
            readonly property bool ends: index === 0 || index === rulerLayer.ruler.points.length - 1
            objectName: "rulerPoint:" + index
            width: rulerLayer.cellSize * (ends ? 0.42 : 0.24)
            height: width
            radius: width / 2
            x: (modelData.cellX + 0.5) * rulerLayer.cellSize - width / 2
            y: (modelData.cellY + 0.5) * rulerLayer.cellSize - height / 2
            color: ends ? "transparent" : rulerLayer.ink
            border.color: rulerLayer.band
            border.width: ends ? Math.max(3, rulerLayer.cellSize * 0.08) : 3
        }
    }

    // Each leg's length at its middle, when the route has more than one leg.
    Repeater {
        model: rulerLayer.ruler.legs.length > 1 ? rulerLayer.ruler.legs : []
        delegate: Rectangle {
            required property var modelData
            required property int index
            objectName: "rulerLeg:" + index
            x: modelData.midX * rulerLayer.cellSize - width / 2
            y: modelData.midY * rulerLayer.cellSize - height / 2
            width: legLabel.implicitWidth + 10
            height: legLabel.implicitHeight + 4
            radius: height / 2
            color: "#3b2a80"
            border.color: "white"
            border.width: 1
            Label {
                id: legLabel
                anchors.centerIn: parent
                text: parent.modelData.text
                color: "white"
                font.pixelSize: Math.max(11, rulerLayer.cellSize * 0.25)
            }
        }
    }

    // The whole route, beside its end.
    Rectangle {
        objectName: "rulerTotal"
        readonly property var last: rulerLayer.ruler.points.length > 0
                                    ? rulerLayer.ruler.points[rulerLayer.ruler.points.length - 1] : null
        visible: rulerLayer.ruler.text !== "" && last !== null
        x: last ? Math.max(0, Math.min(rulerLayer.width - width, (last.cellX + 1) * rulerLayer.cellSize + 4)) : 0
        y: last ? Math.max(0, (last.cellY + 0.5) * rulerLayer.cellSize - height - rulerLayer.cellSize * 0.3) : 0
        width: totalLabel.implicitWidth + 16
        height: totalLabel.implicitHeight + 8
        radius: 5
        color: rulerLayer.band
        border.color: "white"
        border.width: 1.5
        Label {
            id: totalLabel
            objectName: "rulerText"
            anchors.centerIn: parent
            text: rulerLayer.ruler.text
            color: "white"
            font.bold: true
            font.pixelSize: Math.max(12, rulerLayer.cellSize * 0.3)
        }
    }
}
