import QtQuick
import QtQuick.Shapes
import Gridkeep

// One ground position of the Combat Grid: its name and marks in the header, and its altitude
// strip (skyward at the top, deep at the bottom) as lanes the tokens stand in.
Item {
    id: card
    Accessible.role: Accessible.Grouping
    Accessible.name: tokenCount > 0 ? qsTr("%1, %n token(s)", "", tokenCount).arg(name) : name

    required property int index
    required property string positionId
    required property string name
    required property string half
    required property int band
    required property bool difficult
    required property bool turbulent
    required property bool water
    required property bool fillsPosition
    required property string save
    required property int tokenCount
    required property LevelLaneModel lanes
    required property PositionBoardItem board

    readonly property rect box: board.layout.cardRect(index)
    readonly property color halfColor: Theme.halfColor(half)
    readonly property bool onDivide: half !== "enemy" && half !== "ally"
    readonly property real radius: 10
    readonly property real labelWidth: board.laneLabelWidth

    objectName: "position:" + positionId
    x: box.x
    y: box.y
    width: box.width
    height: box.height

    // Shadow.
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 3
        anchors.bottomMargin: -3
        radius: card.radius
        color: Qt.rgba(0, 0, 0, Theme.dark ? 0.35 : 0.10)
    }

    Rectangle {
        anchors.fill: parent
        radius: card.radius
        color: Theme.card
    }

    // Header: the half's colour, the position's name and its marks. Opaque colours (Qt.tint),
    // so the square filler that straightens its lower corners does not show as a seam.
    Rectangle {
        id: header
        width: parent.width
        height: card.board.headerHeight
        radius: card.radius
        color: Qt.tint(Theme.card, Qt.rgba(card.halfColor.r, card.halfColor.g, card.halfColor.b, Theme.dark ? 0.30 : 0.14))
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: card.radius
            color: parent.color
        }

        Text {
            anchors.left: parent.left
            anchors.leftMargin: 10
            anchors.right: marks.left
            anchors.rightMargin: 6
            anchors.verticalCenter: parent.verticalCenter
            text: card.name
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: 14
            font.bold: true
        }

        Row {
            id: marks
            anchors.right: parent.right
            anchors.rightMargin: 6
            anchors.verticalCenter: parent.verticalCenter
            spacing: 4
            PositionMark { visible: card.difficult; objectName: "mark:difficult"; label: card.save !== "" && !card.turbulent ? qsTr("%1 Difficult").arg(card.save) : qsTr("Difficult"); icon: "qrc:/icons/difficult.svg"; tint: Theme.difficult }
            PositionMark { visible: card.turbulent; objectName: "mark:turbulent"; label: card.save !== "" ? qsTr("%1 Turbulent").arg(card.save) : qsTr("Turbulent"); icon: "qrc:/icons/turbulent.svg"; tint: Theme.turbulent }
            PositionMark { visible: card.water; objectName: "mark:water"; label: qsTr("Water"); icon: "qrc:/icons/water.svg"; tint: Theme.water }
            PositionMark { visible: card.fillsPosition; objectName: "mark:fills"; label: qsTr("Filled"); icon: "qrc:/icons/fills.svg"; tint: Theme.fills }
        }
    }

    // The altitude strip: one lane per level that exists here.
    Repeater {
        model: card.lanes
        delegate: Item {
            id: lane

            required property int index
            required property string name
            required property int value
            required property bool allowed
            required property bool water
            required property int tokenCount

            readonly property rect box: card.board.layout.laneRect(card.index, index)
            readonly property bool last: index === card.lanes.count - 1
            x: 0
            y: box.y - card.box.y
            width: card.width
            height: box.height

            Rectangle {
                id: laneBackground
                anchors.fill: parent
                radius: lane.last ? card.radius : 0
                color: Qt.tint(Theme.card, Theme.laneColor(lane.value, lane.water, lane.allowed))
                Rectangle {
                    visible: lane.last
                    width: parent.width
                    height: Math.min(card.radius, parent.height / 2)
                    color: parent.color
                }
            }
            Image {
                anchors.fill: parent
                anchors.bottomMargin: lane.last ? card.radius : 0
                visible: !lane.allowed
                source: "qrc:/icons/forbidden-hatch.svg"
                fillMode: Image.Tile
                sourceSize: Qt.size(12, 12)
            }
            // The surface line of a water position.
            Rectangle {
                visible: lane.water && lane.value === 0
                anchors.bottom: parent.bottom
                width: parent.width
                height: 2
                color: Qt.rgba(0.12, 0.5, 0.82, 0.7)
            }
            Rectangle {
                visible: lane.index > 0
                width: parent.width
                height: 1
                color: Theme.separator
            }
            Text {
                anchors.left: parent.left
                anchors.leftMargin: 10
                anchors.verticalCenter: parent.verticalCenter
                width: card.labelWidth - 12
                text: lane.allowed ? lane.name : lane.name + " ✕"
                elide: Text.ElideRight
                color: lane.allowed ? Theme.mutedText : Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.35)
                font.pixelSize: Math.min(12, Math.max(9, lane.height - 4))
                font.italic: !lane.allowed
                font.capitalization: Font.SmallCaps
                font.letterSpacing: 0.3
            }
        }
    }

    // Marks on the token area: hatching for difficult ground, waves for turbulent, a rock for
    // a position-filling obstacle. Kept inside the rounded corners.
    Image {
        visible: card.difficult
        x: card.labelWidth
        y: header.height
        width: parent.width - x - 2
        height: parent.height - y - 6
        source: "qrc:/icons/difficult-hatch.svg"
        fillMode: Image.Tile
        sourceSize: Qt.size(10, 10)
    }
    Image {
        visible: card.turbulent
        x: card.labelWidth
        y: header.height
        width: parent.width - x - 2
        height: parent.height - y - 6
        source: "qrc:/icons/turbulent-waves.svg"
        fillMode: Image.Tile
        sourceSize: Qt.size(16, 8)
    }
    Image {
        visible: card.fillsPosition
        anchors.right: parent.right
        anchors.rightMargin: 10
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 6
        height: Math.min(parent.height - header.height - 10, 64)
        width: height
        source: "qrc:/icons/fills-mark.svg"
        sourceSize: Qt.size(width, height)
    }

    // The Divide runs through the Churn (docs/rules.md §2.1).
    Shape {
        visible: card.onDivide
        anchors.fill: parent
        ShapePath {
            strokeColor: Theme.divide
            strokeWidth: 2.5
            strokeStyle: ShapePath.DashLine
            dashPattern: [4, 3]
            fillColor: "transparent"
            startX: card.labelWidth - 4
            startY: card.height / 2
            PathLine { x: card.width; y: card.height / 2 }
        }
    }

    // The frame on top, so no inner corner shows outside it.
    Rectangle {
        anchors.fill: parent
        radius: card.radius
        color: "transparent"
        border.width: card.onDivide ? 2.5 : 2
        border.color: Qt.rgba(card.halfColor.r, card.halfColor.g, card.halfColor.b, card.onDivide ? 0.9 : 0.55)
    }
}
