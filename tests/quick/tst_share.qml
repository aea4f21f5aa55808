import QtQuick
import QtQuick.Controls
import QtTest
import Gridkeep

// Sharing the player view with the players' devices (README "Players' devices") from the real
// main window: View ▸ Share With Players' Devices… (F7) opens the dialog; on "This computer
// only" and port 0 (a free port) Start Sharing serves the view, shows the address and its QR
// code, and Stop Sharing ends it. The share follows the player view's cover. With
// GRIDKEEP_SCREENS_DIR set it saves share-dialog.png, the dialog while sharing.
TestCase {
    id: test
    name: "Share"
    when: windowShown
    width: 10
    height: 10

    property var window: null
    property EncounterDocument document: null
    property Workbench workbench: null

    Component {
        id: workbenchComponent
        Workbench {}
    }
    SignalSpy {
        id: loaded
        signalName: "loadFinished"
    }

    function openWindow(example) {
        workbench = createTemporaryObject(workbenchComponent, test)
        document = workbench.document
        const main = Qt.createComponent("qrc:/Gridkeep/Main.qml")
        compare(main.status, Component.Ready, main.errorString())
        window = createTemporaryObject(main, test, { workbench: workbench, width: 1440, height: 900 })
        verify(window)
        loaded.target = document
        loaded.clear()
        document.openFile(examplesDir + "/" + example)
        loaded.wait(10000)
        compare(loaded.signalArguments[0][0], true, "loaded " + example)
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        waitForRendering(window.contentItem)
    }

    function cleanup() {
        if (!window)
            return
        window.workbench.share.stop()
        window.closeApproved = true
        window.destroy()
        window = null
        wait(0)
    }

    function shareDialog() {
        const dialog = findChild(window, "shareDialog")
        verify(dialog, "the share dialog")
        return dialog
    }
    function control(dialog, name) {
        const item = findChild(dialog.contentItem, name) || findChild(dialog.footer, name)
        verify(item, name)
        return item
    }
    // The open menu's entry with that objectName.
    function menuEntry(menu, name) {
        for (let i = 0; i < menu.count; ++i) {
            const entry = menu.itemAt(i)
            if (entry && entry.objectName === name)
                return entry
        }
        return null
    }

    function test_startAndStopFromTheDialog() {
        openWindow("bridge-ambush.encounter")
        const share = window.workbench.share
        verify(!share.running)
        const dialog = shareDialog()

        // View ▸ Share With Players' Devices… opens it.
        const menu = findChild(window.menuBar, "viewMenu")
        verify(menu, "the View menu")
        menu.open()
        tryVerify(() => menu.opened, 2000)
        waitForRendering(window.contentItem)
        const entry = menuEntry(menu, "shareMenuItem")
        verify(entry, "View ▸ Share With Players' Devices…")
        compare(entry.label, "Share With Players' &Devices…")
        mouseClick(entry)
        tryVerify(() => dialog.opened, 2000)

        // Esc closes it; F7 opens it again.
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible, 2000)
        keyClick(Qt.Key_F7)
        tryVerify(() => dialog.opened, 2000)

        // Before sharing: the network (this computer only by default), the port, the pings.
        const network = control(dialog, "shareNetwork")
        const port = control(dialog, "sharePort")
        const pings = control(dialog, "sharePings")
        const startStop = control(dialog, "shareStartStop")
        verify(network.visible && port.visible && pings.visible)
        compare(network.currentIndex, 0)
        compare(network.currentValue, "127.0.0.1")
        compare(network.currentText, "This computer only")
        compare(port.value, 8787)
        compare(port.displayText, "8787")
        compare(startStop.text, "Start Sharing")
        verify(!control(dialog, "shareQrCode").visible)
        verify(!control(dialog, "shareError").visible)

        // The pings checkbox is the controller's switch.
        verify(!share.pingsAllowed)
        mouseClick(pings)
        verify(share.pingsAllowed)
        mouseClick(pings)
        verify(!share.pingsAllowed)

        // Port 0, typed: Enter starts with it, on a free port.
        network.currentIndex = 0
        network.activated(0)
        compare(share.address, "127.0.0.1")
        port.forceActiveFocus()
        port.contentItem.selectAll()
        keyClick(Qt.Key_0)
        keyClick(Qt.Key_Return)
        tryVerify(() => share.running, 5000)
        compare(share.port, 0)
        compare(share.errorString, "")
        verify(share.url.startsWith("http://127.0.0.1:"), share.url)
        verify(!share.url.startsWith("http://127.0.0.1:0/"), share.url)
        verify(share.qrCode.startsWith("data:image/png;base64,"))
        verify(dialog.opened, "the dialog stays open, showing the address")

        // While sharing: the address to copy, the code to scan, no device yet, Stop Sharing.
        const url = control(dialog, "shareUrl")
        const qrCode = control(dialog, "shareQrCode")
        verify(url.visible)
        compare(url.text, share.url)
        tryVerify(() => qrCode.status === Image.Ready, 5000)
        verify(qrCode.visible)
        verify(qrCode.width >= 240 && qrCode.height >= 240, qrCode.width + " × " + qrCode.height)
        // Copy puts the whole address on the clipboard and leaves nothing selected.
        mouseClick(control(dialog, "shareCopy"))
        compare(url.selectedText, "")
        const pasted = createTemporaryQmlObject("import QtQuick; TextEdit {}", test)
        pasted.paste()
        compare(pasted.text, share.url)
        verify(!network.visible && !port.visible)
        verify(pings.visible)
        compare(control(dialog, "shareDevices").count, 0)
        compare(startStop.text, "Stop Sharing")
        // Enter does not start it again.
        const code = share.url
        keyClick(Qt.Key_Return)
        compare(share.url, code)

        if (screensDir !== "") {
            wait(200)
            waitForRendering(window.contentItem)
            grabImage(dialog.contentItem.parent).save(screensDir + "/share-dialog.png")
        }

        // Closing the dialog leaves the sharing on; Stop Sharing ends it.
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible, 2000)
        verify(share.running)
        // The shared view follows the player view's cover (Ctrl+B) and camera.
        verify(!share.blanked)
        keyClick(Qt.Key_B, Qt.ControlModifier)
        verify(share.blanked)
        keyClick(Qt.Key_B, Qt.ControlModifier)
        verify(!share.blanked)
        window.boardView.cameraPicked(Qt.rect(2, 3, 8, 5))
        compare(share.camera, Qt.rect(2, 3, 8, 5))
        keyClick(Qt.Key_F7)
        tryVerify(() => dialog.opened, 2000)
        verify(url.visible)
        mouseClick(startStop)
        tryVerify(() => !share.running, 5000)
        compare(share.url, "")
        compare(share.qrCode, "")
        compare(startStop.text, "Start Sharing")
        verify(network.visible && port.visible)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible, 2000)
    }

    // An address that is none: the error shows in the dialog, in red, and nothing is shared.
    function test_errorShowsInTheDialog() {
        openWindow("bridge-ambush.encounter")
        const share = window.workbench.share
        const dialog = shareDialog()
        const error = control(dialog, "shareError")
        keyClick(Qt.Key_F7)
        tryVerify(() => dialog.opened, 2000)
        verify(!error.visible)
        share.address = "not an address"
        verify(!share.start())
        verify(!share.running)
        verify(error.visible)
        compare(error.text, share.errorString)
        verify(error.text.indexOf("not an address") >= 0, error.text)
        compare(error.color, Theme.enemy)
        share.address = "127.0.0.1"
        keyClick(Qt.Key_Escape)
        tryVerify(() => !dialog.visible, 2000)
    }
}
