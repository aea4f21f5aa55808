import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The running import or export over the board: what it does, its progress (PDF pages) or a
// busy indicator, and Cancel for exports. The rest of the window stays usable meanwhile.
Rectangle {
    id: panel
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Import and export progress")

    required property Exchange exchange

    objectName: "exchangeProgress"
    visible: exchange.busy
    width: Theme.px(360)
    height: column.implicitHeight + 28
    radius: 12
    color: Qt.rgba(Theme.window.r, Theme.window.g, Theme.window.b, 0.95)
    border.color: Theme.separator

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 14
        spacing: 10

        RowLayout {
            spacing: 12
            BusyIndicator {
                running: panel.exchange.busy
                Layout.preferredWidth: 32
                Layout.preferredHeight: 32
            }
            Label {
                Layout.fillWidth: true
                text: panel.exchange.activity
                elide: Text.ElideMiddle
                font.pixelSize: Theme.px(14)
            }
        }
        ProgressBar {
            objectName: "exchangeProgressBar"
            Accessible.name: qsTr("Progress")
            Layout.fillWidth: true
            visible: panel.exchange.cancellable
            indeterminate: panel.exchange.total <= 0
            from: 0
            to: Math.max(1, panel.exchange.total)
            value: panel.exchange.progress
        }
        RowLayout {
            visible: panel.exchange.cancellable
            Label {
                Layout.fillWidth: true
                text: panel.exchange.total > 0
                      ? qsTr("Page %1 of %2").arg(panel.exchange.progress).arg(panel.exchange.total)
                      : ""
                color: Theme.mutedText
            }
            Button {
                objectName: "exchangeCancel"
                text: qsTr("Cancel")
                onClicked: panel.exchange.cancel()
            }
        }
    }
}
