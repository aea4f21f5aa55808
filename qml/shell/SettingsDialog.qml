import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Edit ▸ Settings (Ctrl+,): the language, the size of text and controls, the
// high-contrast theme, and the player view on a table (touch, and per screen the miniature
// guard, the view's turn and the overscan, TableSetup). Everything but the language applies
// at once; a new language at the next start, since the rule sets' names are read in it when
// they load.
Dialog {
    id: dialog

    // The window closes (asking about unsaved changes first) and restarts in the new language.
    signal restartRequested()

    readonly property var scales: [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0]
    readonly property bool restartNeeded:
        AppSettings.languageFor(AppSettings.language) !== AppSettings.activeLanguage

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Close
    width: Math.min(Theme.px(500), Overlay.overlay ? Overlay.overlay.width - 40 : Theme.px(500))
    // As tall as its content, up to the window's height; the rest scrolls.
    height: Math.min(implicitHeight, Overlay.overlay ? Overlay.overlay.height - 40 : implicitHeight)

    ScrollView {
        id: scroller
        objectName: "settingsScroller"
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            // Clear of the scroll bar, which lies over the content's right edge.
            width: scroller.availableWidth
                   - (scroller.ScrollBar.vertical.visible ? scroller.ScrollBar.vertical.width + 4 : 0)
            spacing: 14

            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 12
                rowSpacing: 10

                Label {
                    text: qsTr("Language")
                }
                ComboBox {
                    id: language
                    objectName: "languageChoice"
                    Layout.fillWidth: true
                    textRole: "name"
                    valueRole: "code"
                    model: [{ code: "", name: qsTr("System language") }].concat(AppSettings.availableLanguages)
                    Component.onCompleted: currentIndex = indexOfValue(AppSettings.language)
                    onActivated: AppSettings.language = currentValue
                    Accessible.name: qsTr("Language")
                }
                Label {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    visible: dialog.restartNeeded
                    objectName: "restartNote"
                    text: qsTr("The new language shows when Gridkeep starts next.")
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    font.pixelSize: Theme.px(12)
                }
                Button {
                    Layout.columnSpan: 2
                    Layout.alignment: Qt.AlignRight
                    visible: dialog.restartNeeded
                    objectName: "restartButton"
                    text: qsTr("Restart Now")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Closes Gridkeep, asking first about unsaved changes, and opens it again in the new language")
                    onClicked: {
                        dialog.close()
                        dialog.restartRequested()
                    }
                }

                Label {
                    text: qsTr("Text and control size")
                }
                ComboBox {
                    id: scale
                    objectName: "scaleChoice"
                    Layout.fillWidth: true
                    model: dialog.scales.map(s => ({ value: s, name: qsTr("%1 %").arg(Math.round(s * 100)) }))
                    textRole: "name"
                    valueRole: "value"
                    Component.onCompleted: currentIndex = Math.max(0, indexOfValue(AppSettings.uiScale))
                    onActivated: AppSettings.uiScale = currentValue
                    Accessible.name: qsTr("Text and control size")
                    Accessible.description: qsTr("Scales the panels, menus and dialogs; the board keeps its zoom")
                }

                Label {
                    text: qsTr("High contrast")
                }
                Switch {
                    objectName: "highContrastSwitch"
                    checked: AppSettings.highContrast
                    onToggled: AppSettings.highContrast = checked
                    Accessible.name: qsTr("High contrast")
                    Accessible.description: qsTr("Black and white panels, strong board lines and overlays")
                }

                // Touch and table: the player view on a TV laid flat, with miniatures on it. In
                // the same grid as the display settings, so the choices line up.
                Rectangle {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Layout.topMargin: 4
                    implicitHeight: 1
                    color: Theme.separator
                }
                Label {
                    Layout.columnSpan: 2
                    text: qsTr("Touch and table")
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Label {
                    text: qsTr("Touch on the player view")
                }
                ComboBox {
                    objectName: "tableTouchChoice"
                    Layout.fillWidth: true
                    textRole: "name"
                    valueRole: "value"
                    model: [
                        { value: TableSetup.Off, name: qsTr("Off") },
                        { value: TableSetup.PartyOnly, name: qsTr("The party's tokens") },
                        { value: TableSetup.AnyToken, name: qsTr("Any token it shows") }
                    ]
                    // Reads `model` so it follows once the model is there, not only the setting.
                    currentIndex: model.findIndex(choice => choice.value === TableSetup.tableTouch)
                    onActivated: TableSetup.tableTouch = currentValue
                    Accessible.name: qsTr("Touch on the player view")
                    Accessible.description: ToolTip.text
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Lets the players move tokens by touching the player view on the table; each move goes through your undo and shows in the log")
                }
            }

            Repeater {
                model: Qt.application.screens

                GroupBox {
                    id: screenGroup

                    required property var modelData
                    readonly property string screenName: modelData.name
                    readonly property string screenLabel: screenName === "" ? qsTr("This screen") : screenName
                    // Re-read on every change of a screen's settings. The read of revision is used,
                    // not only made: a bare read may be compiled away with the binding's dependency.
                    readonly property var overscan:
                        TableSetup.revision >= 0 ? TableSetup.overscan(screenName) : ({})

                    Layout.fillWidth: true
                    title: screenLabel

                    GridLayout {
                        anchors.left: parent.left
                        anchors.right: parent.right
                        columns: 2
                        columnSpacing: 12
                        rowSpacing: 8

                        Label {
                            text: qsTr("Miniature guard")
                        }
                        Switch {
                            objectName: "touchGuard:" + screenGroup.screenName
                            checked: TableSetup.revision >= 0 && TableSetup.touchGuard(screenGroup.screenName)
                            onToggled: TableSetup.setTouchGuard(screenGroup.screenName, checked)
                            Accessible.name: qsTr("Miniature guard on %1").arg(screenGroup.screenLabel)
                            Accessible.description: ToolTip.text
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("A touch that stays still for more than 1.5 s counts as a miniature standing on the screen: taps, pans and pinches ignore it")
                        }

                        Label {
                            text: qsTr("Turn the player view")
                        }
                        ComboBox {
                            objectName: "tableRotation:" + screenGroup.screenName
                            Layout.fillWidth: true
                            model: [0, 90, 180, 270].map(degrees => qsTr("%1°").arg(degrees))
                            currentIndex: TableSetup.revision >= 0 ? TableSetup.rotation(screenGroup.screenName) / 90 : 0
                            onActivated: index => TableSetup.setRotation(screenGroup.screenName, index * 90)
                            Accessible.name: qsTr("Turn the player view on %1").arg(screenGroup.screenLabel)
                            Accessible.description: ToolTip.text
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Turns the view clockwise, so the map reads the right way up for players sitting at another side of the table")
                        }

                        Label {
                            Layout.alignment: Qt.AlignTop
                            Layout.topMargin: 6
                            text: qsTr("Overscan")
                        }
                        GridLayout {
                            Layout.fillWidth: true
                            columns: 4
                            columnSpacing: 8
                            rowSpacing: 6

                            Label {
                                text: qsTr("Left")
                            }
                            OverscanBox {
                                objectName: "overscanLeft:" + screenGroup.screenName
                                value: screenGroup.overscan.left
                                onValueModified: TableSetup.setOverscan(screenGroup.screenName, value,
                                    screenGroup.overscan.top, screenGroup.overscan.right, screenGroup.overscan.bottom)
                                Accessible.name: qsTr("Overscan at the left edge of %1").arg(screenGroup.screenLabel)
                            }
                            Label {
                                text: qsTr("Top")
                            }
                            OverscanBox {
                                objectName: "overscanTop:" + screenGroup.screenName
                                value: screenGroup.overscan.top
                                onValueModified: TableSetup.setOverscan(screenGroup.screenName, screenGroup.overscan.left,
                                    value, screenGroup.overscan.right, screenGroup.overscan.bottom)
                                Accessible.name: qsTr("Overscan at the top edge of %1").arg(screenGroup.screenLabel)
                            }
                            Label {
                                text: qsTr("Right")
                            }
                            OverscanBox {
                                objectName: "overscanRight:" + screenGroup.screenName
                                value: screenGroup.overscan.right
                                onValueModified: TableSetup.setOverscan(screenGroup.screenName, screenGroup.overscan.left,
                                    screenGroup.overscan.top, value, screenGroup.overscan.bottom)
                                Accessible.name: qsTr("Overscan at the right edge of %1").arg(screenGroup.screenLabel)
                            }
                            Label {
                                text: qsTr("Bottom")
                            }
                            OverscanBox {
                                objectName: "overscanBottom:" + screenGroup.screenName
                                value: screenGroup.overscan.bottom
                                onValueModified: TableSetup.setOverscan(screenGroup.screenName, screenGroup.overscan.left,
                                    screenGroup.overscan.top, screenGroup.overscan.right, value)
                                Accessible.name: qsTr("Overscan at the bottom edge of %1").arg(screenGroup.screenLabel)
                            }
                        }
                    }
                }
            }
        }
    }

    // One edge's overscan in logical pixels.
    component OverscanBox: SpinBox {
        Layout.fillWidth: true
        from: 0
        to: TableSetup.maxOverscan
        editable: true
        Accessible.description: ToolTip.text
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Pixels of this edge the screen's frame hides (a TV's overscan): the player view keeps the map inside them")
    }
}
