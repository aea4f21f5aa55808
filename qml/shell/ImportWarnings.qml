import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// What an import noticed without refusing the map (docs/file-format.md §12.2), until the GM
// dismisses it.
Rectangle {
    id: banner

    required property Exchange exchange

    objectName: "importWarnings"
    visible: exchange.warnings.length > 0
    height: row.implicitHeight + 20
    radius: 8
    color: Theme.dark ? "#4a3b12" : "#fff4d6"
    border.color: Theme.dark ? "#8f7424" : "#e3c56b"

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.dark ? "#ffe9b0" : "#5a4300"
            font.pixelSize: Theme.px(13)
            textFormat: Text.PlainText
            //: Above the list of warnings the import wrote.
            text: qsTr("Imported, with %n note(s):", "", banner.exchange.warnings.length)
                  + "\n• " + banner.exchange.warnings.join("\n• ")
        }
        ToolButton {
            Accessible.name: qsTr("Dismiss")
            icon.source: "qrc:/icons/close.svg"
            display: AbstractButton.IconOnly
            onClicked: banner.exchange.clearWarnings()
        }
    }
}
