import QtQuick
import QtQuick.Controls
import Gridkeep

// The window's menus (docs/architecture.md §9.2). Each entry names its shortcut in a right-hand
// column (MenuEntry); the actions and their keys live with what they act on.
MenuBar {
    id: bar

    required property Workbench workbench
    required property DocumentFlow flow
    required property EditActions edits
    required property ViewActions view
    required property PlayerViewControl player
    required property SessionActions session
    required property CombatActions fight
    // The GM's overlay switches.
    required property OverlaySwitches overlays

    // An export refused, and why.
    signal notice(string text)

    Accessible.name: qsTr("Menu")
    // The menus' names without their mnemonic marks ("&File" reads "File").
    delegate: MenuBarItem {
        Accessible.name: text.replace("&", "")
    }
    FittedMenu {
        title: qsTr("&File")
        MenuEntry { action: bar.flow.newAction; text: qsTr("&New…\tCtrl+N") }
        MenuEntry { action: bar.flow.openAction; text: qsTr("&Open…\tCtrl+O") }
        FittedMenu {
            id: recentMenu
            title: qsTr("Open &Recent")
            enabled: bar.workbench.recentFiles.files.length > 0
            Repeater {
                model: bar.workbench.recentFiles.entries
                delegate: MenuEntry {
                    required property var modelData
                    text: modelData.name
                    ToolTip.visible: hovered
                    ToolTip.text: modelData.path
                    onTriggered: bar.flow.openUrl(modelData.url)
                }
            }
            MenuSeparator {}
            MenuEntry {
                text: qsTr("Clear List")
                onTriggered: bar.workbench.recentFiles.clear()
            }
        }
        MenuSeparator {}
        MenuEntry { action: bar.flow.openSessionAction; text: qsTr("Open Session &Folder…\tCtrl+Shift+O") }
        FittedMenu {
            id: recentSessionsMenu
            title: qsTr("Recent Sess&ions")
            enabled: bar.workbench.recentFiles.sessions.length > 0
            Repeater {
                model: bar.workbench.recentFiles.sessionEntries
                delegate: MenuEntry {
                    required property var modelData
                    text: modelData.name
                    ToolTip.visible: hovered
                    ToolTip.text: modelData.path
                    onTriggered: bar.flow.openSessionFolder(modelData.url)
                }
            }
            MenuSeparator {}
            MenuEntry {
                text: qsTr("Clear List")
                onTriggered: bar.workbench.recentFiles.clearSessions()
            }
        }
        MenuEntry { action: bar.flow.closeSessionAction }
        MenuSeparator {}
        MenuEntry { action: bar.flow.saveAction; text: qsTr("&Save\tCtrl+S") }
        MenuEntry { action: bar.flow.saveAsAction; text: qsTr("Save &As…\tCtrl+Shift+S") }
        MenuSeparator {}
        MenuEntry { action: bar.flow.importAction; text: qsTr("&Import…\tCtrl+I") }
        FittedMenu {
            id: exportMenu
            objectName: "exportMenu"
            title: qsTr("&Export")
            readonly property bool available: bar.workbench.exchange.canExport && !bar.workbench.exchange.busy
            readonly property string reason: bar.workbench.exchange.busy ? qsTr("An export is running.") : bar.workbench.exchange.exportBlockedReason
            ExportMenuItem {
                text: qsTr("&PNG Picture…")
                available: exportMenu.available
                reason: exportMenu.reason
                onChosen: bar.flow.exportAs("png")
                onRefused: reason => bar.notice(reason)
            }
            ExportMenuItem {
                text: qsTr("PDF &Battle Sheet…")
                available: exportMenu.available
                reason: exportMenu.reason
                onChosen: bar.flow.exportAs("pdf")
                onRefused: reason => bar.notice(reason)
            }
            ExportMenuItem {
                text: qsTr("&Universal VTT Map…")
                available: exportMenu.available
                reason: exportMenu.reason
                onChosen: bar.flow.exportAs("uvtt")
                onRefused: reason => bar.notice(reason)
            }
        }
        MenuSeparator {}
        MenuEntry { action: bar.flow.quitAction; text: qsTr("&Quit\tCtrl+Q") }
    }
    FittedMenu {
        title: qsTr("&Edit")
        MenuEntry { action: bar.edits.undoAction; text: bar.edits.undoAction.text + "\tCtrl+Z" }
        MenuEntry { action: bar.edits.redoAction; text: bar.edits.redoAction.text + "\tCtrl+Shift+Z" }
        MenuSeparator {}
        MenuEntry { action: bar.edits.duplicateAction; text: qsTr("D&uplicate\tCtrl+D") }
        MenuEntry { action: bar.edits.deleteAction; text: qsTr("&Delete\tDel") }
        MenuEntry { action: bar.edits.turnLeftAction; text: qsTr("Turn &Left 45°\t[") }
        MenuEntry { action: bar.edits.turnRightAction; text: qsTr("Turn &Right 45°\t]") }
        MenuSeparator {}
        MenuEntry { action: bar.edits.selectAllAction; text: qsTr("Select &All\tCtrl+A") }
        MenuSeparator {}
        MenuEntry { action: bar.flow.settingsAction; text: qsTr("&Settings…\tCtrl+,") }
    }
    FittedMenu {
        objectName: "viewMenu"
        title: qsTr("&View")
        MenuEntry { action: bar.view.zoomInAction; text: qsTr("Zoom &In\tCtrl+=") }
        MenuEntry { action: bar.view.zoomOutAction; text: qsTr("Zoom &Out\tCtrl+-") }
        MenuEntry { action: bar.view.fitAction; text: qsTr("&Fit Board\tCtrl+0") }
        MenuSeparator {}
        FittedMenu {
            title: qsTr("&Overlays")
            MenuEntry { text: qsTr("&Zones of Control"); checkable: true; checked: bar.overlays.zones; onToggled: bar.overlays.zones = checked }
            MenuEntry { text: qsTr("&Surrounded"); checkable: true; checked: bar.overlays.surrounded; onToggled: bar.overlays.surrounded = checked }
            MenuEntry { text: qsTr("Line of &Sight and Cover"); checkable: true; checked: bar.overlays.sight; onToggled: bar.overlays.sight = checked }
            MenuEntry { text: qsTr("&High Ground"); checkable: true; checked: bar.overlays.highGround; onToggled: bar.overlays.highGround = checked }
            MenuEntry { text: qsTr("&Movement and Path"); checkable: true; checked: bar.overlays.movement; onToggled: bar.overlays.movement = checked }
            MenuEntry { text: qsTr("&Facing and Backstab"); checkable: true; checked: bar.overlays.backstab; onToggled: bar.overlays.backstab = checked }
            MenuEntry { text: qsTr("Melee &Reach"); checkable: true; checked: bar.overlays.meleeReach; onToggled: bar.overlays.meleeReach = checked }
            MenuEntry { action: bar.view.coverAction; text: bar.view.coverAction.text + "\tCtrl+Shift+C" }
        }
        MenuSeparator {}
        MenuEntry { action: bar.player.playerViewAction; text: qsTr("&Player View\tF9") }
        MenuEntry { action: bar.player.handoutAction; text: bar.player.handoutAction.text + "\tF8" }
        MenuEntry {
            objectName: "shareMenuItem"
            action: bar.player.shareAction
            text: qsTr("Share With Players' &Devices…\tF7")
        }
        FittedMenu {
            title: qsTr("Player View &Options")
            MenuEntry { action: bar.player.blankAction; text: qsTr("&Blank Player Screen\tCtrl+B") }
            MenuEntry { action: bar.player.cameraToolAction; text: qsTr("&Show Players This\tCtrl+Shift+P") }
            MenuEntry {
                text: qsTr("&Fit Player View to Board")
                onTriggered: bar.player.fitToBoard()
            }
            MenuEntry {
                text: qsTr("&True Scale (Pan with Alt+Arrows)")
                checkable: true
                enabled: bar.player.playerWindow !== null
                checked: bar.player.trueScale
                onToggled: {
                    bar.player.screens.setTrueScale(bar.player.screens.currentScreen, checked)
                    checked = Qt.binding(() => bar.player.trueScale)
                }
            }
            MenuEntry {
                text: qsTr("&Calibrate True Scale…")
                enabled: bar.player.playerWindow !== null
                onTriggered: bar.player.calibrate()
            }
            MenuEntry { text: qsTr("Player View &Screen…"); onTriggered: bar.player.pickScreen() }
            // A TV laid flat: the map faces the players (docs/input.md, "The table").
            MenuEntry {
                objectName: "turnTableItem"
                text: qsTr("T&urn Player View a Quarter")
                enabled: bar.player.playerWindow !== null
                onTriggered: TableSetup.turn(bar.player.screens.currentScreen)
            }
            MenuSeparator {}
            MenuEntry { text: qsTr("Share &Zones of Control"); checkable: true; checked: bar.player.sharedOverlays.zones; onToggled: bar.player.sharedOverlays.zones = checked }
            MenuEntry { text: qsTr("Share S&urrounded"); checkable: true; checked: bar.player.sharedOverlays.surrounded; onToggled: bar.player.sharedOverlays.surrounded = checked }
            MenuEntry { text: qsTr("Share Sight and &Cover"); checkable: true; checked: bar.player.sharedOverlays.sight; onToggled: bar.player.sharedOverlays.sight = checked }
            MenuEntry { text: qsTr("Share &High Ground"); checkable: true; checked: bar.player.sharedOverlays.highGround; onToggled: bar.player.sharedOverlays.highGround = checked }
            MenuEntry { text: qsTr("Share the &Reach of Whoever Acts"); checkable: true; checked: bar.player.sharedOverlays.movement; onToggled: bar.player.sharedOverlays.movement = checked }
        }
    }
    FittedMenu {
        title: qsTr("Sessio&n")
        MenuEntry { action: bar.session.nextEncounterAction; text: qsTr("&Next Encounter\tCtrl+PgDown") }
        MenuEntry { action: bar.session.previousEncounterAction; text: qsTr("&Previous Encounter\tCtrl+PgUp") }
        MenuEntry { action: bar.session.revealSceneAction; text: qsTr("&Reveal to Players\tF10") }
        MenuSeparator {}
        MenuEntry {
            text: qsTr("Mark Current as &Done")
            enabled: bar.workbench.sessionWorkspace.currentFile !== ""
            onTriggered: bar.workbench.sessionWorkspace.setDone(bar.workbench.sessionWorkspace.currentFile, true)
        }
        MenuEntry {
            text: qsTr("Duplicate Current as &Variant")
            enabled: bar.workbench.sessionWorkspace.currentFile !== ""
            onTriggered: bar.workbench.sessionWorkspace.duplicateAsVariant(bar.workbench.sessionWorkspace.currentFile)
        }
        MenuEntry {
            objectName: "carryOverMenuItem"
            text: qsTr("&Carry the Party Over")
            checkable: true
            enabled: bar.workbench.roster.available
            checked: bar.workbench.roster.carryOver
            onToggled: bar.workbench.roster.carryOver = checked
        }
        MenuEntry {
            text: qsTr("Party &Roster…")
            enabled: bar.workbench.sessionWorkspace.open
            onTriggered: bar.session.showRoster()
        }
        MenuSeparator {}
        MenuEntry { action: bar.session.encountersPanelAction; text: qsTr("&Encounters Panel\tCtrl+Shift+E") }
        MenuEntry { action: bar.flow.openSessionAction; text: qsTr("Open Session &Folder…\tCtrl+Shift+O") }
        MenuEntry { action: bar.flow.closeSessionAction }
    }
    FittedMenu {
        title: qsTr("F&og")
        MenuEntry {
            objectName: "fogEnabledItem"
            text: qsTr("&Fog of War")
            checkable: true
            checked: bar.workbench.fogEditor.enabled
            onTriggered: bar.workbench.fogEditor.enabled = checked
        }
        MenuEntry {
            text: qsTr("Reveal What the &Party Sees")
            checkable: true
            checked: bar.workbench.fogEditor.partySight
            onTriggered: bar.workbench.fogEditor.partySight = checked
        }
        MenuEntry {
            text: qsTr("Keep &Explored Areas Dimmed")
            checkable: true
            enabled: bar.workbench.fogEditor.partySight
            checked: bar.workbench.fogEditor.keepExplored
            onTriggered: bar.workbench.fogEditor.keepExplored = checked
        }
        MenuSeparator {}
        MenuEntry { action: bar.player.revealToolAction; text: qsTr("&Reveal Brush\tCtrl+Shift+R") }
        MenuEntry { action: bar.player.hideToolAction; text: qsTr("&Hide Brush\tCtrl+Shift+H") }
        MenuSeparator {}
        MenuEntry { text: qsTr("Reveal &All"); onTriggered: bar.workbench.fogEditor.revealAll() }
        MenuEntry { text: qsTr("Hide A&ll"); onTriggered: bar.workbench.fogEditor.hideAll() }
        MenuEntry { text: qsTr("&Forget Explored Areas"); enabled: bar.workbench.fogEditor.partySight; onTriggered: bar.workbench.fogEditor.forgetExplored() }
    }
    FittedMenu {
        title: qsTr("&Combat")
        MenuEntry { action: bar.fight.startCombatAction; text: qsTr("&Start Combat\tF5"); enabled: bar.workbench.combat.available && !bar.workbench.combat.active }
        MenuEntry { action: bar.fight.endCombatAction; text: qsTr("&End Combat\tShift+F5") }
        MenuSeparator {}
        MenuEntry { action: bar.fight.nextTurnAction; text: qsTr("&Next Turn\tN") }
        MenuEntry { action: bar.fight.previousTurnAction; text: qsTr("&Previous Turn\tShift+N") }
        MenuEntry { action: bar.fight.delayTurnAction; text: qsTr("De&lay Turn\tP") }
        MenuEntry { action: bar.fight.giveTurnAction; text: qsTr("&Give the Turn to Selected\tJ") }
        MenuEntry { action: bar.fight.orderUpAction; text: qsTr("Move &Up in the Order\tShift+PgUp") }
        MenuEntry { action: bar.fight.orderDownAction; text: qsTr("Move D&own in the Order\tShift+PgDown") }
        MenuSeparator {}
        MenuEntry { action: bar.fight.damageAction; text: qsTr("&Damage Selected…\tD") }
        MenuEntry { action: bar.fight.healAction; text: qsTr("&Heal Selected…\tH") }
        MenuEntry { action: bar.fight.rollAction; text: qsTr("&Roll for Selected\tR") }
        MenuEntry { action: bar.fight.secretRollAction; text: qsTr("&Secret Roll\tShift+R") }
        MenuEntry { action: bar.fight.attackAction; text: qsTr("&Attack…\tF") }
        MenuEntry { action: bar.fight.conditionAction; text: qsTr("Add a &Condition…\tS") }
        MenuEntry { action: bar.fight.reactAction; text: qsTr("Reaction: Sei&ze the Initiative\tQ") }
        MenuEntry { action: bar.fight.revealCombatantAction; text: qsTr("Re&veal to the Players\tU") }
    }
    FittedMenu {
        id: boardMenu
        objectName: "boardMenu"
        title: qsTr("&Board")
        enabled: bar.workbench.document.boardKind !== EncounterDocument.None
        readonly property bool square: bar.workbench.document.boardKind === EncounterDocument.Square
        MenuEntry {
            text: qsTr("&Skyward Allowed")
            visible: !boardMenu.square
            height: visible ? implicitHeight : 0
            checkable: true
            checked: bar.workbench.document.skyward
            onTriggered: bar.workbench.boardEditor.setSkyward(checked)
        }
        MenuEntry {
            action: bar.edits.clearDrawingsAction
            text: qsTr("Clear &Drawings\tCtrl+Shift+K")
            visible: boardMenu.square
            height: visible ? implicitHeight : 0
        }
        // docs/rules.md §13: lines of sight in three dimensions; one undo step.
        MenuEntry {
            objectName: "sightOverHeightsItem"
            text: qsTr("Sight &Over Heights")
            visible: boardMenu.square
            height: visible ? implicitHeight : 0
            checkable: true
            checked: bar.workbench.boardEditor.sightOverHeights
            Accessible.description: ToolTip.text
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Lines of sight run over low walls, crates and terraces")
            onTriggered: {
                bar.workbench.boardEditor.setSightOverHeights(checked)
                checked = Qt.binding(() => bar.workbench.boardEditor.sightOverHeights)
            }
        }
        // The ambient level (docs/rules.md §8): one undo step each.
        FittedMenu {
            title: qsTr("&Ambient Light")
            enabled: boardMenu.square
            MenuEntry {
                objectName: "ambientBright"
                text: qsTr("&Bright")
                checkable: true
                checked: bar.workbench.lightEditor.ambient === "bright"
                onTriggered: {
                    bar.workbench.lightEditor.setAmbient("bright")
                    checked = Qt.binding(() => bar.workbench.lightEditor.ambient === "bright")
                }
            }
            MenuEntry {
                objectName: "ambientDim"
                text: qsTr("&Dim")
                checkable: true
                checked: bar.workbench.lightEditor.ambient === "dim"
                onTriggered: {
                    bar.workbench.lightEditor.setAmbient("dim")
                    checked = Qt.binding(() => bar.workbench.lightEditor.ambient === "dim")
                }
            }
            MenuEntry {
                objectName: "ambientDark"
                text: qsTr("D&ark")
                checkable: true
                checked: bar.workbench.lightEditor.ambient === "dark"
                onTriggered: {
                    bar.workbench.lightEditor.setAmbient("dark")
                    checked = Qt.binding(() => bar.workbench.lightEditor.ambient === "dark")
                }
            }
        }
    }
}
