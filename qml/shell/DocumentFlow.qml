import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Gridkeep

// The File menu's work for one window (docs/architecture.md §4.16): opening, saving, importing
// and exporting, the session folder, and "save changes?" before anything that replaces the
// document. The dialogs live here; the document and its job queue are the workbench's.
Item {
    id: flow

    required property Workbench workbench
    required property ApplicationWindow window
    // Says "Saving…" or "Loading…" while the document is busy.
    required property BoardView boardView
    readonly property EncounterDocument document: workbench.document
    readonly property Exchange exchange: workbench.exchange
    readonly property SessionWorkspace sessionWorkspace: workbench.sessionWorkspace

    readonly property alias recoveryDialog: recoveryDialog
    readonly property alias newAction: newAction
    readonly property alias openAction: openAction
    readonly property alias openSessionAction: openSessionAction
    readonly property alias closeSessionAction: closeSessionAction
    readonly property alias saveAction: saveAction
    readonly property alias saveAsAction: saveAsAction
    readonly property alias importAction: importAction
    readonly property alias quitAction: quitAction
    readonly property alias settingsAction: settingsAction

    // What to do once the GM has answered "save changes?" (and a save, if chosen, finished).
    property var pendingAction: null
    property bool closeApproved: false
    property bool saveThenContinue: false
    property bool closeWhenSaved: false

    signal notice(string text, int milliseconds)

    anchors.fill: parent

    // Runs `action` now, or after the GM saved or discarded unsaved changes.
    function guard(action) {
        if (!document.modified) {
            action()
            return
        }
        pendingAction = action
        unsavedDialog.open()
    }
    function runPending() {
        const action = pendingAction
        pendingAction = null
        if (action)
            action()
    }
    // Saves to the document's file, or asks where (a new encounter, a bundled sample).
    function save() {
        if (document.fileName === "" || document.fileName.startsWith(":/"))
            openSaveAs()
        else
            document.save()
    }
    function openUrl(url) {
        if (exchange.isImportable(url))
            importUrl(url)
        else
            guard(() => document.open(url))
    }
    // Save As, suggesting an imported map's folder and name (Exchange.suggestedSaveUrl).
    function openSaveAs() {
        const suggested = exchange.suggestedSaveUrl
        if (suggested.toString() !== "") {
            saveAsDialog.currentFolder = suggested.toString().replace(/\/[^/]*$/, "")
            saveAsDialog.selectedFile = suggested
        }
        saveAsDialog.open()
    }
    // A Universal VTT map, read as a new unsaved encounter once unsaved changes are dealt with.
    function importUrl(url) {
        guard(() => exchange.importFile(url, ""))
    }
    function exportAs(kind) {
        exportDialog.openFor(kind)
    }
    // Moves between the session's encounters ask "save changes?" as opening a file does.
    function goToEncounter(file) {
        if (file !== "" && file !== sessionWorkspace.currentFile)
            guard(() => sessionWorkspace.goTo(file))
    }
    function openSessionFolder(url) {
        guard(() => sessionWorkspace.openFolder(url))
    }
    // Recovery files while there are unsaved changes, and what earlier sessions left behind
    // (docs/architecture.md §4.8).
    function offerRecovery() {
        if (workbench.autosaver.scan() > 0)
            recoveryDialog.open()
    }
    // The window's onClosing: true when the close waits (for a save in flight, or for the GM's
    // answer about unsaved changes).
    function holdClose(close) {
        if (document.saving) {
            close.accepted = false
            closeWhenSaved = true
            savingNote.restart()
            return true
        }
        if (document.modified && !closeApproved) {
            close.accepted = false
            guard(() => {
                closeApproved = true
                flow.window.close()
            })
            return true
        }
        return false
    }

    // Shown only when a save in flight holds up closing for more than half a second.
    Timer {
        id: savingNote
        interval: 500
        onTriggered: flow.notice(qsTr("Finishing the save before closing…"), 10000)
    }
    Connections {
        target: flow.document
        function onSaveFinished(ok, fileName) {
            flow.boardView.busyText = qsTr("Loading…")
            if (!ok) {
                flow.pendingAction = null
                flow.saveThenContinue = false
                return
            }
            if (flow.saveThenContinue) {
                flow.saveThenContinue = false
                // Edited while it was written: those edits are not in the file, so ask again.
                if (flow.document.modified)
                    flow.guard(flow.pendingAction)
                else
                    flow.runPending()
            }
        }
        function onBusyChanged() {
            if (flow.closeWhenSaved && !flow.document.saving) {
                flow.closeWhenSaved = false
                savingNote.stop()
                flow.window.close()
            }
        }
    }

    Action {
        id: settingsAction
        text: qsTr("&Settings…")
        shortcut: "Ctrl+,"
        onTriggered: settingsDialog.open()
    }
    Action {
        id: newAction
        text: qsTr("&New…")
        icon.source: "qrc:/icons/new.svg"
        shortcut: StandardKey.New
        onTriggered: flow.guard(() => newDialog.open())
    }
    Action {
        id: openAction
        text: qsTr("&Open…")
        icon.source: "qrc:/icons/open.svg"
        shortcut: StandardKey.Open
        onTriggered: flow.guard(() => openDialog.open())
    }
    Action {
        id: openSessionAction
        text: qsTr("Open Session &Folder…")
        shortcut: "Ctrl+Shift+O"
        onTriggered: sessionFolderDialog.open()
    }
    Action {
        id: closeSessionAction
        text: qsTr("&Close Session")
        enabled: flow.sessionWorkspace.open
        onTriggered: flow.sessionWorkspace.close()
    }
    Action {
        id: saveAction
        text: qsTr("&Save")
        icon.source: "qrc:/icons/save.svg"
        shortcut: StandardKey.Save
        enabled: flow.document.loaded && !flow.document.busy
        onTriggered: flow.save()
    }
    Action {
        id: saveAsAction
        text: qsTr("Save &As…")
        shortcut: StandardKey.SaveAs
        enabled: flow.document.loaded && !flow.document.busy
        onTriggered: flow.openSaveAs()
    }
    Action {
        id: importAction
        text: qsTr("&Import…")
        shortcut: "Ctrl+I"
        enabled: !flow.exchange.busy
        onTriggered: flow.guard(() => importDialog.chooseFile())
    }
    Action {
        id: quitAction
        text: qsTr("&Quit")
        shortcut: StandardKey.Quit
        onTriggered: flow.window.close()
    }

    FolderDialog {
        id: sessionFolderDialog
        title: qsTr("Open a session folder")
        onAccepted: flow.openSessionFolder(selectedFolder)
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open an encounter")
        nameFilters: [qsTr("Encounters (*.encounter)"), qsTr("All files (*)")]
        onAccepted: flow.document.open(selectedFile)
    }
    FileDialog {
        id: saveAsDialog
        title: qsTr("Save the encounter as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "encounter"
        nameFilters: [qsTr("Encounters (*.encounter)")]
        onAccepted: {
            flow.boardView.busyText = qsTr("Saving…")
            flow.document.saveAs(selectedFile)
        }
        onRejected: flow.pendingAction = null
    }
    RecoveryDialog {
        id: recoveryDialog
        objectName: "recoveryDialog"
        autosaver: flow.workbench.autosaver
        guard: action => flow.guard(action)
    }
    ImportDialog {
        id: importDialog
        objectName: "importDialog"
        exchange: flow.exchange
    }
    ExportDialog {
        id: exportDialog
        objectName: "exportDialog"
        exchange: flow.exchange
        document: flow.document
    }
    NewEncounterDialog {
        id: newDialog
        document: flow.document
    }
    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        title: qsTr("Unsaved changes")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        width: Theme.px(440)
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            text: qsTr("Save the changes to “%1” first? Otherwise they are lost.").arg(flow.document.name)
        }
        onAccepted: {
            flow.saveThenContinue = true
            flow.boardView.busyText = qsTr("Saving…")
            flow.save()
        }
        onDiscarded: {
            close()
            flow.runPending()
        }
        onRejected: flow.pendingAction = null
    }
    SettingsDialog {
        id: settingsDialog
        objectName: "settingsDialog"
        onRestartRequested: flow.guard(() => {
            flow.closeApproved = true
            AppSettings.restartWhenQuit(flow.document.fileName)
            flow.window.close()
        })
    }

    // .encounter files dropped anywhere on the window open, Universal VTT maps (.dd2vtt, .df2vtt,
    // .uvtt) are imported (the board takes miniatures and images).
    DropArea {
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: drop => {
            for (const url of drop.urls) {
                if (url.toString().toLowerCase().endsWith(".encounter")) {
                    flow.openUrl(url)
                    drop.acceptProposedAction()
                    return
                }
                if (flow.exchange.isImportable(url)) {
                    flow.importUrl(url)
                    drop.acceptProposedAction()
                    return
                }
            }
        }
    }
}
