import QtQuick
import QtQuick.Controls
import Gridkeep

// One token on the Combat Grid: a chip in its side's colour, in its position's altitude lane.
// Tokens sharing a lane line up side by side and narrow to fit.
Item {
    id: token

    required property string tokenId
    required property string name
    required property string initials
    required property string sideName
    required property color sideColor
    required property string sideId
    required property string positionName
    required property string levelName
    required property int positionRow
    required property int lane
    required property int laneOrder
    required property int laneCount
    required property bool hidden
    required property bool fillsPosition
    required property string conditionText
    required property url portraitUrl
    required property PositionBoardItem board
    // The encounter's sides: the side ring's pattern follows the side's place among them.
    property SideListModel sides: null
    readonly property real ringBand: Theme.highContrast ? 4 : 3
    property bool selected: false
    // Whose turn it is in a fight.
    property bool acting: false
    // How the token stands to the focus token ("engaged · volley -10"), and the whole sentence.
    property string relationText: ""
    property string relationTip: ""
    // The token being dragged stays faded in its old lane.
    property bool dimmed: false
    // What a screen reader says about it (TokenSpeech; "" while none listens), and whether it
    // is the selection's current token.
    property string reading: ""
    property bool current: false

    readonly property rect place: board.layout.chipRect(positionRow, lane, laneOrder, laneCount)
    readonly property real chipHeight: place.height

    objectName: "token:" + tokenId
    Accessible.role: Accessible.ListItem
    Accessible.name: reading !== "" ? reading : qsTr("%1, %2, at %3").arg(name).arg(sideName).arg(positionName)
    Accessible.description: relationTip
    Accessible.selectable: true
    Accessible.selected: selected
    Accessible.focusable: true
    Accessible.focused: current
    visible: lane >= 0
    x: place.x
    y: place.y
    width: place.width
    height: place.height
    z: 2

    Rectangle {
        visible: token.acting
        objectName: "turnRing"
        anchors.fill: parent
        anchors.margins: -(token.ringBand + 8)
        radius: height / 2 - 0.5
        color: "transparent"
        border.width: 3
        border.color: Theme.turn
    }

    Rectangle {
        visible: token.selected
        objectName: "selectionRing"
        anchors.fill: parent
        anchors.margins: -(token.ringBand + 5)
        radius: height / 2 - 0.5
        color: "transparent"
        border.width: 3
        border.color: Theme.accent
    }

    Rectangle {
        visible: token.relationText !== ""
        objectName: "relation"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.top
        width: relationLabel.implicitWidth + 8
        height: relationLabel.implicitHeight + 2
        radius: height / 2 - 0.5
        z: 1
        color: "#37474f"
        border.color: "white"
        Text {
            Accessible.ignored: true
            id: relationLabel
            anchors.centerIn: parent
            text: token.relationText
            color: "white"
            font.pixelSize: 9
            font.bold: true
        }
    }

    Rectangle {
        id: chip
        anchors.fill: parent
        // A hair under half the height: Qt Quick's software renderer smears full pills.
        radius: height / 2 - 0.5
        opacity: token.dimmed ? 0.35 : token.hidden ? 0.6 : 1
        color: token.sideColor
        border.width: token.hidden ? 0 : 1
        border.color: Qt.darker(token.sideColor, 1.3)

        Rectangle {
            id: disc
            x: 2
            anchors.verticalCenter: parent.verticalCenter
            width: parent.height - 4
            height: width
            radius: width / 2
            color: Qt.lighter(token.sideColor, 1.35)
            Text {
                Accessible.ignored: true
                anchors.centerIn: parent
                visible: portrait.status !== Image.Ready
                text: token.initials
                font.pixelSize: Math.max(7, parent.height * 0.48)
                font.bold: true
                color: Qt.darker(token.sideColor, 1.6)
            }
            Image {
                id: portrait
                anchors.fill: parent
                visible: token.portraitUrl.toString() !== ""
                source: token.portraitUrl
                sourceSize: Qt.size(96, 96)
                smooth: true
            }
        }

        Text {
            Accessible.ignored: true
            anchors.left: disc.right
            anchors.leftMargin: 5
            anchors.right: parent.right
            anchors.rightMargin: token.hidden ? parent.height : parent.height * 0.4
            anchors.verticalCenter: parent.verticalCenter
            text: token.name + (token.conditionText !== "" ? " · " + token.conditionText : "")
            elide: Text.ElideRight
            color: Theme.onColor(token.sideColor)
            font.pixelSize: Math.max(8, Math.min(13, token.chipHeight * 0.5))
            font.bold: true
            font.italic: token.hidden
        }
    }

    // The side's ring: its colour in its pattern, so colour is never the only cue (SideRing).
    SideRingItem {
        objectName: "sideRing"
        anchors.fill: parent
        anchors.margins: -band
        opacity: token.dimmed ? 0.35 : 1
        band: token.ringBand
        color: token.sideColor
        sides: token.sides
        sideId: token.sideId
    }

    // Hidden from the players: a dashed outline and an eye, for the GM only.
    Rectangle {
        visible: token.hidden
        anchors.fill: parent
        anchors.margins: -(token.ringBand + 2)
        radius: height / 2 - 0.5
        color: "transparent"
        border.width: 2
        border.color: Theme.dark ? "#ffffff" : "#263238"
        opacity: 0.8
    }
    Image {
        visible: token.hidden
        anchors.right: parent.right
        anchors.rightMargin: 5
        anchors.verticalCenter: parent.verticalCenter
        source: Theme.onColor(token.sideColor) === "#ffffff" ? "qrc:/icons/hidden.svg" : "qrc:/icons/hidden-dark.svg"
        sourceSize: Qt.size(token.chipHeight * 0.6, token.chipHeight * 0.6)
    }

    // What the board's hover note says about the token (a ToolTip would take the press).
    readonly property string tipText: token.name + " · " + token.sideName + " · " + token.positionName + ", " + token.levelName
                                      + (token.hidden ? qsTr(" · hidden from players") : "")
                                      + (token.conditionText !== "" ? " · " + token.conditionText : "")
                                      + (token.relationTip !== "" ? "\n" + token.relationTip : "")
    readonly property bool hovered: hover.hovered
    HoverHandler {
        id: hover
    }
}
