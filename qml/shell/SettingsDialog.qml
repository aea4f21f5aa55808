import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Edit ▸ Settings (Ctrl+,): the language, the size of text and controls, and the
// high-contrast theme. Size and contrast apply at once; a new language at the next start,
// since the rule sets' names are read in it when they load.
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
    width: Math.min(Theme.px(460), Overlay.overlay ? Overlay.overlay.width - 40 : Theme.px(460))

    GridLayout {
        width: parent.width
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
    }
}
