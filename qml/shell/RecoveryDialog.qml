import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Offered on start when an earlier Gridkeep ended without saving (Autosaver): one row per
// recovery file, each with Recover (opens it as an unsaved document), Discard (deletes it) and
// Later (keeps it for the next start). A file that fails to load says why and is kept.
Dialog {
    id: dialog

    required property Autosaver autosaver
    // Called with a function that recovers: the window asks about its own unsaved changes first.
    property var guard: action => action()

    title: qsTr("Recover unsaved changes")
    modal: true
    closePolicy: Popup.NoAutoClose
    width: Math.min(620, parent ? parent.width - 40 : 620)
    anchors.centerIn: parent

    // The dialog closes by itself once every file was answered.
    Connections {
        target: dialog.autosaver
        function onCandidatesChanged() {
            if (dialog.autosaver.candidates.length === 0)
                dialog.close()
        }
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 12

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: dialog.autosaver.candidates.length === 1
                  ? qsTr("Gridkeep ended before these changes were saved. Recover them?")
                  : qsTr("Gridkeep ended before these changes were saved. Recover them? Each one opens as an unsaved encounter.")
        }

        Repeater {
            model: dialog.autosaver.candidates
            delegate: Frame {
                id: row
                Accessible.role: Accessible.Grouping
                Accessible.name: qsTr("%1 — unsaved changes from %2").arg(row.modelData.name).arg(row.modelData.writtenText)
                required property var modelData
                objectName: "recoveryRow"
                Layout.fillWidth: true

                ColumnLayout {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    spacing: 6
                    Label {
                        objectName: "recoveryTitle"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.bold: true
                        text: qsTr("%1 — unsaved changes from %2").arg(row.modelData.name).arg(row.modelData.writtenText)
                    }
                    Label {
                        Layout.fillWidth: true
                        elide: Text.ElideMiddle
                        color: Theme.palette.placeholderText
                        text: row.modelData.fileLabel
                    }
                    Label {
                        objectName: "recoveryError"
                        Layout.fillWidth: true
                        visible: row.modelData.error !== ""
                        wrapMode: Text.Wrap
                        color: Theme.dark ? "#ff9c9c" : "#a31515"
                        text: row.modelData.error
                    }
                    RowLayout {
                        Layout.alignment: Qt.AlignRight
                        spacing: 8
                        Button {
                            objectName: "recoverButton"
                            text: qsTr("Recover")
                            highlighted: true
                            enabled: !dialog.autosaver.recovering
                            onClicked: {
                                const id = row.modelData.id
                                dialog.guard(() => dialog.autosaver.recover(id))
                            }
                        }
                        Button {
                            objectName: "discardButton"
                            text: qsTr("Discard")
                            enabled: !dialog.autosaver.recovering
                            onClicked: dialog.autosaver.discard(row.modelData.id)
                        }
                        Button {
                            objectName: "laterButton"
                            text: qsTr("Later")
                            enabled: !dialog.autosaver.recovering
                            onClicked: dialog.autosaver.later(row.modelData.id)
                        }
                    }
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            text: qsTr("Decide Later")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    onRejected: autosaver.laterAll()
}
