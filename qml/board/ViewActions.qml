import QtQuick
import QtQuick.Controls
import Gridkeep

// The View menu's board actions and keys (docs/input.md): zoom, the cover heat layer
// (docs/rules.md §1.9) and the tactical map's target (docs/rules.md §1.10).
Item {
    id: view

    required property Workbench workbench
    required property BoardView boardView
    required property OverlaySwitches overlays
    // The fog or camera tool is on: Escape is its.
    property bool fogToolActive: false

    readonly property TokenSelection selection: workbench.selection
    readonly property LiveAnalysis live: workbench.live
    // The board's cover layer and tactical map, where the board has them.
    readonly property StealthOverlay stealth: boardView.boardItem && boardView.boardItem.stealth
                                              ? boardView.boardItem.stealth : null
    readonly property TacticalMapModel tactics: boardView.boardItem && boardView.boardItem.tactics
                                                ? boardView.boardItem.tactics : null

    readonly property alias zoomInAction: zoomInAction
    readonly property alias zoomOutAction: zoomOutAction
    readonly property alias fitAction: fitAction
    readonly property alias coverAction: coverAction

    Action {
        id: zoomInAction
        text: qsTr("Zoom &In")
        icon.source: "qrc:/icons/zoom-in.svg"
        onTriggered: view.boardView.zoomIn()
    }
    Action {
        id: zoomOutAction
        text: qsTr("Zoom &Out")
        icon.source: "qrc:/icons/zoom-out.svg"
        onTriggered: view.boardView.zoomOut()
    }
    Action {
        id: fitAction
        text: qsTr("&Fit Board")
        icon.source: "qrc:/icons/zoom-fit.svg"
        onTriggered: view.boardView.fit()
    }
    // Several keys per action: StandardKey.ZoomIn is Ctrl++, which needs Shift on many
    // keyboards, so Ctrl+= works too. Where a platform's standard key equals one listed here
    // the two collide, which Qt reports as ambiguous: that still means the same action.
    Shortcut {
        sequences: [StandardKey.ZoomIn, "Ctrl+="]
        onActivated: zoomInAction.trigger()
        onActivatedAmbiguously: zoomInAction.trigger()
    }
    Shortcut {
        sequences: [StandardKey.ZoomOut, "Ctrl+-"]
        onActivated: zoomOutAction.trigger()
        onActivatedAmbiguously: zoomOutAction.trigger()
    }
    Shortcut {
        sequence: "Ctrl+0"
        onActivated: fitAction.trigger()
        onActivatedAmbiguously: fitAction.trigger()
    }

    // The cover heat layer as the selected token sees it; again to hide it.
    Action {
        id: coverAction
        readonly property bool switching: view.selection.current !== "" && view.selection.current !== view.overlays.coverObserver
        text: switching ? qsTr("Show &Cover from %1").arg((view.workbench.editor.details[view.selection.current] || {}).name || view.selection.current)
                        : view.overlays.coverObserver !== "" ? qsTr("Hide &Cover Layer") : qsTr("Show &Cover from Selected Token")
        shortcut: "Ctrl+Shift+C"
        enabled: view.overlays.coverObserver !== "" || (switching && view.stealth !== null && view.stealth.coverAvailable)
        onTriggered: view.overlays.coverObserver = switching ? view.selection.current : ""
    }
    // Another encounter: its tokens are not the observer's, and melee reach is on by default
    // on classic boards.
    Connections {
        target: view.workbench.document
        function onEncounterReset() {
            view.overlays.coverObserver = ""
            view.overlays.meleeReach = view.workbench.document.rulesId === "classic"
        }
    }
    // T with a token under the pointer makes it the selected token's target (again: off);
    // Escape clears it.
    Shortcut {
        sequence: "T"
        enabled: view.tactics !== null && view.selection.current !== ""
        onActivated: {
            const cell = view.live.pointerCell
            const hovered = cell.x >= 0 ? view.workbench.editor.tokenAt(cell.x, cell.y) : ""
            if (hovered !== "" && hovered !== view.selection.current)
                view.tactics.toggleTarget(view.selection.current, hovered)
            else
                view.tactics.clearTarget(view.selection.current)
        }
    }
    Shortcut {
        sequence: "Escape"
        enabled: view.tactics !== null && view.tactics.active && !view.live.dragging && !view.fogToolActive
        onActivated: view.tactics.clearTarget(view.tactics.tokenId)
    }
}
