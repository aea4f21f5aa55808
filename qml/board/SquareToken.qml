import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Gridkeep

// One token on a square board: a disc in its side's colour covering its footprint, with its
// name. Tokens hidden from the players are drawn faded with a dashed ring for the GM.
Item {
    id: token

    required property string tokenId
    required property string name
    required property string initials
    required property string sideName
    required property color sideColor
    required property string sideId
    required property int size
    required property int cellX
    required property int cellY
    required property bool hidden
    required property string conditionText
    required property url portraitUrl
    required property real altitude
    property real cellSize: 48
    // The encounter's sides: the side ring's pattern follows the side's place among them.
    property SideListModel sides: null
    property bool selected: false
    // Whose turn it is in a fight: an amber ring, drawn under the selection ring.
    property bool acting: false
    required property real facing
    // Draw which way the token faces (rule sets with a field of view, or a token turned).
    property bool showFacing: facing !== 0
    // What a screen reader says about it (TokenSpeech; "" while none listens), and whether it
    // is the selection's current token.
    property string reading: ""
    property bool current: false

    objectName: "token:" + tokenId
    Accessible.role: Accessible.ListItem
    Accessible.name: reading !== "" ? reading : name
    Accessible.description: tipText
    Accessible.selectable: true
    Accessible.selected: selected
    Accessible.focusable: true
    Accessible.focused: current
    x: cellX * cellSize
    y: cellY * cellSize
    width: size * cellSize
    height: size * cellSize
    z: 1

    readonly property real discSize: width - cellSize * 0.14
    readonly property real ringBand: Math.max(2.5, cellSize * Theme.ringBand)
    readonly property color ink: Theme.onColor(sideColor)

    Rectangle {
        visible: token.acting
        objectName: "turnRing"
        anchors.centerIn: disc
        width: disc.width + 2 * token.ringBand + token.cellSize * 0.34
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.turn
        border.width: Math.max(3, token.cellSize * 0.07)
    }

    // The selection: a glowing ring around the footprint.
    Rectangle {
        visible: token.selected
        objectName: "selectionRing"
        anchors.centerIn: disc
        width: disc.width + 2 * token.ringBand + token.cellSize * 0.16
        height: width
        radius: width / 2
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.25)
        border.color: Theme.accent
        border.width: Math.max(3, token.cellSize * 0.08)
    }

    // Soft shadow under the disc.
    Rectangle {
        anchors.centerIn: disc
        anchors.verticalCenterOffset: token.cellSize * 0.04
        width: disc.width + 2
        height: width
        radius: width / 2
        color: Qt.rgba(0, 0, 0, token.hidden ? 0.12 : 0.28)
    }

    Rectangle {
        id: disc
        anchors.centerIn: parent
        width: token.discSize
        height: width
        radius: width / 2
        opacity: token.hidden ? 0.55 : 1
        border.width: Math.max(2, token.cellSize * 0.05)
        border.color: Theme.dark ? "#f0f0f0" : "#ffffff"
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(token.sideColor, 1.25) }
            GradientStop { position: 1; color: Qt.darker(token.sideColor, 1.15) }
        }

        Text {
            anchors.centerIn: parent
            visible: portrait.status !== Image.Ready
            Accessible.ignored: true
            text: token.initials
            color: token.ink
            font.bold: true
            font.pixelSize: Math.min(token.discSize * 0.42, 40)
        }

        Image {
            id: portrait
            anchors.fill: parent
            // Inset so the side-coloured disc stays visible as a ring around an opaque portrait.
            anchors.margins: Math.max(disc.border.width, token.discSize * 0.09)
            visible: token.portraitUrl.toString() !== ""
            source: token.portraitUrl
            sourceSize: Qt.size(256, 256)
            smooth: true
            mipmap: true
        }
    }

    // The side's ring: its colour in its pattern, so colour is never the only cue (SideRing).
    SideRingItem {
        objectName: "sideRing"
        anchors.centerIn: disc
        width: disc.width + 2 * band
        height: width
        band: token.ringBand
        color: token.sideColor
        sides: token.sides
        sideId: token.sideId
    }

    // Facing: a notch on the rim, pointing the way the token looks.
    Item {
        objectName: "facingMarker"
        visible: token.showFacing
        anchors.centerIn: disc
        width: disc.width
        height: disc.height
        rotation: token.facing
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            y: -height * 0.55
            width: Math.max(8, token.cellSize * 0.2)
            height: width
            rotation: 45
            color: Theme.dark ? "#f0f0f0" : "#263238"
            border.color: "white"
            border.width: 1.5
        }
    }

    // Hidden from the players: a dashed ring and an eye badge, for the GM only.
    Shape {
        anchors.fill: disc
        visible: token.hidden
        ShapePath {
            strokeColor: Theme.dark && !Theme.highContrast ? "#ffffff" : "#222222"
            strokeWidth: 2
            strokeStyle: ShapePath.DashLine
            dashPattern: [3, 2]
            fillColor: "transparent"
            PathAngleArc {
                centerX: disc.width / 2
                centerY: disc.height / 2
                radiusX: disc.width / 2 + token.ringBand + 2
                radiusY: disc.height / 2 + token.ringBand + 2
                startAngle: 0
                sweepAngle: 360
            }
        }
    }

    Rectangle {
        visible: token.hidden
        objectName: "hiddenBadge"
        anchors.right: disc.right
        anchors.top: disc.top
        anchors.rightMargin: -4
        anchors.topMargin: -4
        width: Math.max(16, token.cellSize * 0.36)
        height: width
        radius: width / 2
        color: "#263238"
        border.color: "#ffffff"
        border.width: 1.5
        Image {
            anchors.centerIn: parent
            source: "qrc:/icons/hidden.svg"
            sourceSize: Qt.size(parent.width * 0.7, parent.width * 0.7)
        }
    }

    // Conditions, above the disc.
    Rectangle {
        visible: token.conditionText !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: disc.top
        anchors.bottomMargin: -height / 2
        width: conditionLabel.implicitWidth + 8
        height: conditionLabel.implicitHeight + 2
        radius: height / 2 - 0.5
        color: "#f9a825"
        border.color: "#ffffff"
        Text {
            id: conditionLabel
            anchors.centerIn: parent
            Accessible.ignored: true
            text: token.conditionText
            font.pixelSize: 10
            font.bold: true
            color: "#3e2723"
        }
    }

    // Altitude (flying), beside the disc.
    Rectangle {
        visible: token.altitude !== 0
        anchors.left: disc.left
        anchors.top: disc.top
        anchors.leftMargin: -4
        anchors.topMargin: -4
        width: altitudeLabel.implicitWidth + 8
        height: altitudeLabel.implicitHeight + 2
        radius: height / 2 - 0.5
        color: "#0277bd"
        Text {
            id: altitudeLabel
            anchors.centerIn: parent
            Accessible.ignored: true
            text: (token.altitude > 0 ? "↑" : "↓") + Math.abs(token.altitude) + " m"
            font.pixelSize: 10
            font.bold: true
            color: "white"
        }
    }

    // The name, on a plate across the bottom of the disc.
    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: disc.bottom
        anchors.verticalCenterOffset: -2
        width: Math.min(nameLabel.implicitWidth + 10, Math.max(token.width + token.cellSize * 0.6, 60))
        height: nameLabel.implicitHeight + 3
        radius: 4
        color: Qt.rgba(0.08, 0.08, 0.09, token.hidden ? 0.6 : 0.82)
        Text {
            id: nameLabel
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.width - 8)
            Accessible.ignored: true
            text: token.name
            elide: Text.ElideRight
            color: "white"
            font.pixelSize: Math.max(11, Math.min(token.cellSize * 0.26, 15)) + (token.size > 1 ? 2 : 0)
            font.bold: true
            font.italic: token.hidden
        }
    }

    // What the board's hover note says about the token (a ToolTip would take the press).
    readonly property string tipText: token.name + " · " + token.sideName
                                      + (token.hidden ? qsTr(" · hidden from players") : "")
                                      + (token.conditionText !== "" ? " · " + token.conditionText : "")
    readonly property bool hovered: hover.hovered
    HoverHandler {
        id: hover
    }
}
