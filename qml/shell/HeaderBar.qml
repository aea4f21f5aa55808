import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The header: what is open (name, rule set, board) and the view's controls.
ToolBar {
    id: bar
    Accessible.name: qsTr("Encounter and view")

    required property EncounterDocument document
    required property BoardView view
    required property Action openAction
    required property Action zoomInAction
    required property Action zoomOutAction
    required property Action fitAction
    // Renames the encounter when the GM edits the title (double click); null: read-only.
    property EncounterEditor editor: null
    property Action newAction: null
    property Action saveAction: null
    property Action undoAction: null
    property Action redoAction: null

    readonly property string boardSummary: {
        if (document.boardKind === EncounterDocument.Square)
            return qsTr("%1 × %2 squares").arg(document.boardWidth).arg(document.boardHeight)
        if (document.boardKind === EncounterDocument.Positions)
            return document.skyward ? qsTr("Combat Grid · Skyward allowed")
                                    : qsTr("Combat Grid · no Skyward")
        return ""
    }

    contentHeight: 52

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 10

        Image {
            source: "qrc:/icons/gridkeep.svg"
            sourceSize: Qt.size(34, 34)
            Layout.preferredWidth: 34
            Layout.preferredHeight: 34
        }

        ColumnLayout {
            spacing: 1
            Layout.fillWidth: true
            Label {
                objectName: "encounterName"
                visible: !nameField.visible
                text: bar.document.loaded ? bar.document.name : qsTr("No encounter open")
                font.pixelSize: Theme.px(17)
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
                HoverHandler { id: nameHover; enabled: bar.editor !== null && bar.document.loaded }
                TapHandler {
                    enabled: bar.editor !== null && bar.document.loaded
                    onDoubleTapped: {
                        nameField.text = bar.document.name
                        nameField.visible = true
                        nameField.forceActiveFocus()
                        nameField.selectAll()
                    }
                }
                ToolTip.visible: nameHover.hovered
                ToolTip.delay: 800
                ToolTip.text: qsTr("Double-click to rename the encounter")
            }
            TextField {
                id: nameField
                Accessible.name: qsTr("Encounter name")
                visible: false
                font.pixelSize: Theme.px(15)
                font.bold: true
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.px(420)
                onAccepted: {
                    bar.editor.setEncounterName(text)
                    visible = false
                }
                onActiveFocusChanged: if (!activeFocus) visible = false
                Keys.onEscapePressed: visible = false
            }
            RowLayout {
                spacing: 8
                visible: bar.document.loaded
                Rectangle {
                    radius: 8
                    color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.16)
                    HoverHandler { id: rulesHover }
                    ToolTip.visible: rulesHover.hovered && bar.document.rulesDescription !== ""
                    ToolTip.text: bar.document.rulesDescription
                    ToolTip.delay: 400
                    implicitWidth: rulesLabel.implicitWidth + 14
                    implicitHeight: rulesLabel.implicitHeight + 4
                    Label {
                        id: rulesLabel
                        anchors.centerIn: parent
                        objectName: "rulesName"
                        text: bar.document.rulesName
                        font.pixelSize: Theme.px(12)
                        font.bold: true
                        color: Theme.text
                    }
                }
                Label {
                    text: bar.boardSummary + " · " + qsTr("%n token(s)", "", bar.document.tokens.count)
                    font.pixelSize: Theme.px(12)
                    color: Theme.mutedText
                }
                Label {
                    visible: bar.document.fileName !== ""
                    text: "· " + bar.document.fileName.replace(/^.*[\\/]/, "")
                    font.pixelSize: Theme.px(12)
                    color: Theme.mutedText
                    elide: Text.ElideMiddle
                    Layout.maximumWidth: Theme.px(260)
                }
            }
        }

        ToolButton {
            Accessible.name: qsTr("New encounter")
            Accessible.description: ToolTip.text
            visible: bar.newAction !== null
            action: bar.newAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: qsTr("New encounter (Ctrl+N)")
        }
        ToolButton {
            action: bar.openAction
            display: AbstractButton.TextBesideIcon
            //: Button: open an encounter file.
            text: qsTr("Open")
        }
        ToolButton {
            Accessible.name: qsTr("Save")
            Accessible.description: ToolTip.text
            visible: bar.saveAction !== null
            action: bar.saveAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Save (Ctrl+S)")
        }
        ToolSeparator {}
        ToolButton {
            Accessible.name: qsTr("Undo")
            Accessible.description: ToolTip.text
            visible: bar.undoAction !== null
            objectName: "undoButton"
            action: bar.undoAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: bar.undoAction ? bar.undoAction.text.replace("&", "") + " (Ctrl+Z)" : ""
        }
        ToolButton {
            Accessible.name: qsTr("Redo")
            Accessible.description: ToolTip.text
            visible: bar.redoAction !== null
            objectName: "redoButton"
            action: bar.redoAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: bar.redoAction ? bar.redoAction.text.replace("&", "") + " (Ctrl+Shift+Z)" : ""
        }
        ToolSeparator {}
        ToolButton {
            Accessible.name: qsTr("Zoom out")
            Accessible.description: ToolTip.text
            action: bar.zoomOutAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Zoom out (Ctrl+-)")
        }
        Label {
            objectName: "zoomLabel"
            text: Math.round(bar.view.zoom * 100) + "%"
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.px(12)
            Layout.preferredWidth: 44
        }
        ToolButton {
            Accessible.name: qsTr("Zoom in")
            Accessible.description: ToolTip.text
            action: bar.zoomInAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Zoom in (Ctrl+=)")
        }
        ToolButton {
            Accessible.name: qsTr("Fit the board")
            Accessible.description: ToolTip.text
            action: bar.fitAction
            display: AbstractButton.IconOnly
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Fit the board (Ctrl+0)")
        }
    }
}
