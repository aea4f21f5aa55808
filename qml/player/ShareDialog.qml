import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// View ▸ Share With Players' Devices… (README "Players' devices", docs/sharing.md): before
// sharing, the network and port to listen on; while sharing, the address and its QR code for
// the players to scan, the devices watching, and Stop Sharing. Closing the dialog leaves the
// sharing on. ShareController does all the work; this only binds to it.
Dialog {
    id: dialog

    required property ShareController share

    // Starts sharing with the port as typed, even before Enter or a click has confirmed it.
    function start() {
        const typed = parseInt(port.contentItem.text, 10)
        if (!isNaN(typed))
            port.value = typed
        dialog.share.port = port.value
        dialog.share.start()
    }

    objectName: "shareDialog"
    title: qsTr("Share With Players' Devices")
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 32 : Theme.px(640), Theme.px(640))

    // The networks as they are now; the one chosen before, or this computer only.
    onAboutToShow: {
        dialog.share.refreshInterfaces()
        const index = network.indexOfValue(dialog.share.address)
        network.currentIndex = Math.max(0, index)
        if (index < 0 && !dialog.share.running)
            dialog.share.address = network.currentValue
    }
    onOpened: (dialog.share.running ? startStop : network).forceActiveFocus()

    // Enter starts sharing from anywhere in the dialog (not while a list is open over it).
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: dialog.opened && !dialog.share.running
        onActivated: dialog.start()
    }

    footer: DialogButtonBox {
        Button {
            id: startStop
            objectName: "shareStartStop"
            text: dialog.share.running ? qsTr("Stop Sharing") : qsTr("Start Sharing")
            highlighted: !dialog.share.running
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: dialog.share.running ? dialog.share.stop() : dialog.start()
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: dialog.share.running
                          ? qsTr("Stop serving the player view; every device is disconnected")
                          : qsTr("Serve the player view on the chosen network with a new join code (Enter)")
        }
        Button {
            objectName: "shareClose"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: dialog.share.running ? qsTr("Close this window; the sharing goes on (Esc)")
                                               : qsTr("Close this window (Esc)")
        }
    }

    ColumnLayout {
        width: parent.width
        spacing: 10

        // Before sharing: where to listen.
        Label {
            Layout.fillWidth: true
            visible: !dialog.share.running
            wrapMode: Text.Wrap
            text: qsTr("The players follow the player view in a web browser on their phones, tablets or laptops. They see only what the player window shows, and can change nothing.")
        }
        GridLayout {
            Layout.fillWidth: true
            visible: !dialog.share.running
            columns: 2
            columnSpacing: 14
            rowSpacing: 8

            Label { text: qsTr("Network") }
            ComboBox {
                id: network
                objectName: "shareNetwork"
                Accessible.name: qsTr("Network")
                Layout.fillWidth: true
                model: dialog.share.interfaces
                textRole: "name"
                valueRole: "address"
                displayText: currentIndex >= 0 ? currentText + " (" + currentValue + ")" : ""
                delegate: ItemDelegate {
                    required property var modelData
                    required property int index
                    width: ListView.view ? ListView.view.width : implicitWidth
                    text: modelData.name + " (" + modelData.address + ")"
                    highlighted: network.highlightedIndex === index
                }
                onActivated: dialog.share.address = currentValue
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The network the players' devices are on. “This computer only” is for trying it out here.")
            }

            Label { text: qsTr("Port") }
            SpinBox {
                id: port
                objectName: "sharePort"
                Accessible.name: qsTr("Port")
                from: 0
                to: 65535
                editable: true
                value: dialog.share.port
                // A port reads without thousands separators.
                textFromValue: (value, locale) => String(value)
                valueFromText: (text, locale) => parseInt(text, 10)
                validator: IntValidator { bottom: 0; top: 65535 }
                onValueModified: dialog.share.port = value
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The port the devices connect to; 0 takes any free one")
            }
        }

        // While sharing: where the devices go, and who is there.
        RowLayout {
            Layout.fillWidth: true
            visible: dialog.share.running
            spacing: 16

            // Drawn at its own size, one whole pixel a dot, so a phone reads it at a glance.
            Image {
                id: qrCode
                objectName: "shareQrCode"
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: Math.max(240, implicitWidth)
                Layout.preferredHeight: Math.max(240, implicitHeight)
                source: dialog.share.qrCode
                fillMode: Image.PreserveAspectFit
                smooth: false
                Accessible.role: Accessible.Graphic
                Accessible.name: qsTr("QR code of the address")
                HoverHandler { id: qrHover }
                ToolTip.visible: qrHover.hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The players scan this with their phone's camera to open the player view")
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 8

                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.mutedText
                    text: qsTr("The players scan the code, or open this address on the same network:")
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    // Read-only, but selectable: the GM may copy a part of it too.
                    TextArea {
                        id: url
                        objectName: "shareUrl"
                        Accessible.name: qsTr("Address")
                        Layout.fillWidth: true
                        text: dialog.share.url
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.WrapAnywhere
                        textFormat: TextEdit.PlainText
                        font.family: "monospace"
                        padding: 0
                        leftPadding: 0
                        rightPadding: 0
                        background: null
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("The address with its join code; anyone who has it can watch")
                    }
                    Button {
                        objectName: "shareCopy"
                        Layout.alignment: Qt.AlignTop
                        text: qsTr("Copy")
                        onClicked: {
                            url.selectAll()
                            url.copy()
                            url.deselect()
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Copy the address to the clipboard, to send it to the players")
                    }
                }

                Label {
                    Layout.topMargin: 6
                    font.bold: true
                    text: qsTr("Devices watching: %1").arg(dialog.share.devices.length)
                }
                Label {
                    Layout.fillWidth: true
                    visible: dialog.share.devices.length === 0
                    wrapMode: Text.Wrap
                    color: Theme.mutedText
                    text: qsTr("None yet.")
                }
                ListView {
                    objectName: "shareDevices"
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Devices watching")
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(contentHeight, Theme.px(150))
                    visible: count > 0
                    clip: true
                    spacing: 4
                    model: dialog.share.devices
                    ScrollBar.vertical: ScrollBar {}
                    delegate: RowLayout {
                        required property var modelData
                        width: ListView.view.width
                        spacing: 8
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: qsTr("%1, since %2").arg(modelData.address)
                                      .arg(new Date(modelData.since).toLocaleTimeString(Qt.locale(), Locale.ShortFormat))
                        }
                        Button {
                            objectName: "shareDisconnect:" + modelData.deviceId
                            text: qsTr("Disconnect")
                            onClicked: dialog.share.disconnectDevice(modelData.deviceId)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Disconnect this device; its page stays away until the player reloads it (Stop Sharing makes a new address)")
                        }
                    }
                }
            }
        }

        CheckBox {
            objectName: "sharePings"
            text: qsTr("Allow pings from devices")
            checked: dialog.share.pingsAllowed
            onToggled: dialog.share.pingsAllowed = checked
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("A tap on a device's board rings there in your window and on every screen, as your own pings do")
        }

        Label {
            objectName: "shareError"
            Layout.fillWidth: true
            visible: dialog.share.errorString !== ""
            text: dialog.share.errorString
            color: Theme.enemy
            wrapMode: Text.Wrap
        }
    }
}
