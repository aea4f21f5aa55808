import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// A dismissable message over the board, for files that could not be opened or saved.
Rectangle {
    id: banner

    property string text
    signal dismissed()

    visible: text !== ""
    height: row.implicitHeight + 20
    radius: 8
    color: Theme.dark ? "#5c1d1d" : "#fde7e7"
    border.color: Theme.dark ? "#a33a3a" : "#e4a0a0"

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10
        Label {
            objectName: "errorText"
            Layout.fillWidth: true
            text: banner.text
            wrapMode: Text.Wrap
            color: Theme.dark ? "#ffdcdc" : "#7a1414"
            font.pixelSize: Theme.px(13)
        }
        ToolButton {
            Accessible.name: qsTr("Dismiss")
            icon.source: "qrc:/icons/close.svg"
            display: AbstractButton.IconOnly
            onClicked: banner.dismissed()
        }
    }
}
