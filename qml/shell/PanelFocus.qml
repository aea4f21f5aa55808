import QtQuick
import QtQuick.Controls
import Gridkeep

// The main panels for the keyboard (docs/input.md): Tab and Shift+Tab walk their controls
// in order, the board being one stop; F6 and Shift+F6 jump to the next or previous panel. The
// panel holding the keyboard wears a thin accent frame (the board draws its own).
Item {
    id: panelFocus

    required property ApplicationWindow window
    // The panels in F6 order; hidden ones are skipped.
    required property var panels
    // Takes the keyboard as one stop (its frame is its own).
    required property Item board

    readonly property Item focusedPanel: panelOf(window.activeFocusItem)

    function panelOf(item) {
        for (let it = item; it; it = it.parent) {
            if (panels.indexOf(it) >= 0)
                return it
        }
        return null
    }
    function focusPanel(delta) {
        const shown = panels.filter(p => p && p.visible)
        if (shown.length === 0)
            return
        const at = shown.indexOf(focusedPanel)
        const next = shown[((at < 0 ? (delta > 0 ? -1 : 0) : at) + delta + shown.length) % shown.length]
        if (next === board) {
            board.forceActiveFocus(Qt.TabFocusReason)
            return
        }
        // The panel's first control that takes Tab, else the panel itself.
        const first = next.nextItemInFocusChain(true)
        if (first && panelOf(first) === next)
            first.forceActiveFocus(Qt.TabFocusReason)
        else
            next.forceActiveFocus(Qt.TabFocusReason)
    }

    Shortcut {
        sequence: "F6"
        onActivated: panelFocus.focusPanel(1)
    }
    Shortcut {
        sequence: "Shift+F6"
        onActivated: panelFocus.focusPanel(-1)
    }
    Rectangle {
        objectName: "panelFocusFrame"
        parent: Overlay.overlay
        readonly property Item panel: panelFocus.focusedPanel !== panelFocus.board ? panelFocus.focusedPanel : null
        readonly property rect box: panel && panel.visible
                                    ? panel.mapToItem(parent, 0, 0, panel.width, panel.height) : Qt.rect(0, 0, 0, 0)
        visible: panel !== null && panel.visible
        x: box.x + 1
        y: box.y + 1
        width: box.width - 2
        height: box.height - 2
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }
}
