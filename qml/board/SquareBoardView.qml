import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Gridkeep

// A square board with its tokens: the painted map, the live overlays under and over the
// tokens, the surrounded badges, and the column and row numbers around it. The GM selects
// (click, shift-click, rubber band), drags tokens (snapping to cells, a ghost at the
// pointer), drops miniatures and image files, and opens a token's menu with a right click.
Item {
    id: root

    required property EncounterDocument document
    required property EncounterEditor editor
    required property TokenSelection selection
    required property LiveAnalysis live
    required property OverlaySwitches overlays
    property MiniatureLibraryModel library: null
    property BoardEditor boardEditor: null
    // The GM's FIELD and ZONE areas; null (the player window) draws none.
    property AreaEditor areaEditor: null
    // The GM's lights, for the light tool's icons and handles; null (the player window) shows
    // none. Light and darkness themselves come from the frame, in both windows.
    property LightEditor lightEditor: null
    // During a fight a click on a door opens or closes it (one undo step).
    property bool doorClicks: false
    // Templates and the ruler (docs/rules.md §9): the GM's editor (null in the player window,
    // which draws the shared templates from its frame) and the ruler, drawn for the players when
    // the GM shares it.
    property TemplateEditor templateEditor: null
    property RulerModel rulerModel: null
    // The GM's pings, rung in both windows; the player window passes the GM's.
    property BoardPings pings: root.workbench ? root.workbench.tableShow.pings : null
    readonly property DrawingEditor drawingEditor: root.workbench ? root.workbench.tableShow.drawings : null
    readonly property BoardMarks marks: root.workbench ? root.workbench.tableShow.marks : null
    // The GM's window: what a drop and an action point go through (docs/architecture.md §4.16);
    // null in the player view, which moves nothing.
    property Workbench workbench: null
    signal templateMenuRequested(string templateId, point scenePosition)
    // A click on a wall with the Wall tool: its top (docs/rules.md §13).
    signal wallTopRequested(int wallIndex, point scenePosition)
    // A click on a pin, or the pin and trap tools: open its card ("pin" or "trap").
    signal markCardRequested(string kind, string markId)
    // The token whose turn it is in a fight, or "".
    property string actingToken: ""
    // True while the view pans with space held: the board leaves the left button alone.
    property bool panning: false
    // The player window shows the board without any editing: no selection, drags or drops.
    property bool readOnly: false
    // The fog of war: drawn opaque for the players, as a hatched shade for the GM.
    property FogTracker fog: null
    property bool fogForPlayers: false
    // The GM's fog and camera tools (FogToolLayer.Reveal, Hide, Camera; None otherwise).
    property int fogTool: FogToolLayer.None
    property FogEditor fogEditor: null
    // What the player window shows, in cells, outlined for the GM (an empty rect: nothing).
    property rect playerViewCells: Qt.rect(0, 0, 0, 0)
    signal cameraPicked(rect cells)
    // The view's zoom: the overlays repaint on every drag frame, so their textures follow the
    // size on screen (a power of two, so small zoom steps do not repaint) instead of the map's.
    property real viewScale: 1
    readonly property int overlayTextureSide: Math.min(4096, Math.max(512,
        Math.pow(2, Math.ceil(Math.log2(Math.max(map.width, map.height) * viewScale * Screen.devicePixelRatio)))))

    // Asks the window to open a dropped .encounter file (it may need to ask about unsaved changes).
    signal openRequested(url fileUrl)
    signal contextMenuRequested(string tokenId, point scenePosition)
    // Show `text` in the view's hover note, above the top middle of `anchor` ("" hides it).
    signal noteRequested(string text, Item anchor)

    readonly property real ruler: 22
    readonly property alias cellSize: map.cellSize
    // Sneaking and backstab (docs/rules.md §1.9): the cover heat layer, sneak ratings of a drag,
    // facing cones and backstab markers; the GM's only.
    readonly property alias stealth: stealthOverlay
    // Every coordinate on small maps, every fifth on large ones.
    readonly property int rulerStep: Math.max(root.document.boardWidth, root.document.boardHeight) > 40 ? 5 : 1
    // The group drag under way: the lead token and the offset in cells of every selected token.
    readonly property bool dragging: pointer.dragToken !== ""
    readonly property point dragOffset: Qt.point(pointer.dx, pointer.dy)

    implicitWidth: map.implicitWidth + 2 * ruler
    implicitHeight: map.implicitHeight + 2 * ruler

    function cellAt(x, y) {
        return Qt.point(Math.floor(x / map.cellSize), Math.floor(y / map.cellSize))
    }

    // Ends a drag without moving anything (Escape).
    function cancelDrag() {
        pointer.reset()
        root.live.clearDrag()
    }

    // Keyboard play (docs/input.md). The arrows pick the nearest token that way; Enter grabs
    // the selection, each arrow moves it a cell (Home, End, Page Up and Page Down diagonally)
    // through the same live.setDrag a mouse drag calls, so the overlays are the same, and Enter
    // drops it as one undo step.
    // O: pings the cell under the pointer, else the selected token, for both windows.
    function pingHere() {
        if (!root.pings || root.readOnly)
            return
        const cell = root.live.pointerCell
        if (cell.x >= 0 && cell.y >= 0) {
            root.pings.ping(cell.x + 0.5, cell.y + 0.5)
        } else if (root.selection.current !== "") {
            const details = root.editor.tokenDetails(root.selection.current)
            const side = details.size || 1
            root.pings.ping(details.x + side / 2, details.y + side / 2)
        }
    }
    readonly property bool keyboardGrab: pointer.keyboard
    KeyboardPicker {
        id: picker
        document: root.document
    }
    function pickToken(direction) {
        return picker.nearestToken(root.selection.current, direction)
    }
    function grab() {
        const lead = root.selection.current
        if (lead === "" || root.dragging || !pointer.enabled)
            return false
        pointer.pickUp(lead, 0, 0)
        pointer.keyboard = true
        root.live.pointerCell = pointer.pressAnchor
        return true
    }
    function stepGrab(stepX, stepY) {
        if (!pointer.keyboard)
            return false
        const nx = pointer.dx + stepX
        const ny = pointer.dy + stepY
        const cell = Qt.point(pointer.pressAnchor.x + nx, pointer.pressAnchor.y + ny)
        // Off the map the grab holds its last good cell, as a drag does.
        if (root.live.setDrag(pointer.dragToken, cell)) {
            pointer.dx = nx
            pointer.dy = ny
            // The ghost sits this far from where the grab (or the last action point) began.
            pointer.pointerPoint = Qt.point(pointer.pressPoint.x + nx * map.cellSize,
                                            pointer.pressPoint.y + ny * map.cellSize)
            root.live.pointerCell = cell
        }
        return true
    }
    function dropGrab() {
        if (!pointer.keyboard)
            return false
        pointer.finishDrag()
        return true
    }
    // Touch (docs/input.md, "Touch"): a BoardTouchArea over the view calls these with points in
    // the map's coordinates (touchSurface). A touch drag is the mouse drag itself (`pointer`),
    // so it shows the same live overlays and drops as one undo step. On the table (tableTouch)
    // the preview is the players' own analysis and the drop goes to the GM's board through
    // Workbench.moveFromTable.
    property bool tableTouch: false
    // The GM's workbench, which judges and makes the table's moves. Not `workbench`: that
    // would give the players' view the GM's editors.
    property Workbench tableWorkbench: null
    readonly property Item touchSurface: map
    function touchTokenAt(x, y) {
        const cell = root.cellAt(x, y)
        return root.editor.tokenAt(cell.x, cell.y)
    }
    // A tap selects the token under it; on open ground it clears the selection, or opens the
    // pin there.
    function touchTap(x, y) {
        if (root.readOnly)
            return
        const hit = touchTokenAt(x, y)
        if (hit !== "") {
            root.selection.select(hit)
            return
        }
        root.selection.clear()
        const pin = root.marks ? root.marks.pinAt(x / map.cellSize, y / map.cellSize) : ""
        if (pin !== "")
            root.markCardRequested("pin", pin)
    }
    // A hold opens the token's menu; on open ground it pings, as a long mouse press does, and
    // on the table too.
    function touchHold(x, y) {
        const hit = root.readOnly ? "" : touchTokenAt(x, y)
        if (hit !== "") {
            if (!root.selection.contains(hit))
                root.selection.select(hit)
            root.contextMenuRequested(hit, map.mapToItem(null, x, y))
        } else if (root.pings && (!root.readOnly || root.tableTouch)) {
            root.pings.ping(x / map.cellSize, y / map.cellSize)
        }
    }
    // Picks up the token under the finger: its id, or "" when there is none or it may not move
    // here (the finger pans instead).
    function touchDragStart(x, y) {
        if (root.dragging)
            return ""
        const hit = touchTokenAt(x, y)
        const movable = root.tableTouch ? root.tableWorkbench !== null && root.tableWorkbench.tableMayMove(hit)
                                        : !root.readOnly
        if (hit === "" || !movable)
            return ""
        if (!root.readOnly && !root.selection.contains(hit))
            root.selection.select(hit)
        pointer.pickUp(hit, x, y)
        return hit
    }
    function touchDragMove(x, y) {
        pointer.dragTo(x, y)
    }
    // The drop: true when the token moved.
    function touchDragEnd() {
        if (!root.dragging)
            return false
        if (!root.tableTouch)
            return pointer.finishDrag()
        const lead = pointer.dragToken
        // A copy: a point read from a property follows it, and clearDrag below resets it.
        const cell = Qt.point(root.live.dragCell.x, root.live.dragCell.y)
        root.cancelDrag()
        return root.tableWorkbench !== null && root.tableWorkbench.moveFromTable(lead, cell)
    }

    // The middle of a token's item, in the window, for its menu.
    function tokenScenePoint(tokenId) {
        const item = tokens.itemAt(root.document.tokens.indexOf(tokenId))
        return item ? item.mapToItem(null, item.width / 2, item.height / 2) : Qt.point(-1, -1)
    }
    function itemOfToken(tokenId) {
        return tokens.itemAt(root.document.tokens.indexOf(tokenId))
    }

    // Files dropped from the file manager with the anchor cell under the pointer: an
    // .encounter opens (the window may ask about unsaved changes first); an image becomes a
    // miniature in the GM's library and a token on the board. A Universal VTT map goes to the
    // window as well, which imports it.
    function dropUrls(urls, x, y) {
        for (const url of urls) {
            if (/\.(encounter|dd2vtt|df2vtt|uvtt)$/i.test(url.toString())) {
                root.openRequested(url)
            } else if (root.library) {
                const miniature = root.library.addFromImage(url)
                if (miniature === "")
                    continue
                const id = root.editor.addMiniature(root.library, miniature, x, y)
                if (id !== "")
                    root.selection.select(id)
            }
        }
    }

    // The drag the screenshot mode shows: `tokenId` held with its anchor on (x, y).
    function previewDrag(tokenId, x, y) {
        const token = root.document.tokens.indexOf(tokenId)
        if (token < 0)
            return false
        root.selection.select(tokenId)
        // A screenshot shows the drag's exact results, not the ones still on their way.
        root.live.asynchronous = false
        return root.live.setDrag(tokenId, Qt.point(x, y))
    }

    // What a screen reader says about each token, and what changed (issue #25); only built
    // while one listens.
    property bool announces: false
    signal announcement(string text)
    TokenSpeech {
        id: speech
        frame: root.live.frame
        document: root.document
        announces: root.announces
        onAnnouncement: text => root.announcement(text)
    }

    StealthOverlay {
        id: stealthOverlay
        enabled: !root.readOnly
        frame: root.live.frame
        coverObserver: root.overlays.coverObserver
        showBackstab: root.overlays.backstab
        // The heat layer's reason for the cell under the pointer, in the hover note.
        onPointerNoteChanged: {
            coverCell.x = pointerNoteCell.x * map.cellSize
            coverCell.y = pointerNoteCell.y * map.cellSize
            root.noteRequested(pointerNote, coverCell)
        }
    }

    // The tactical map (docs/rules.md §1.10): the focus token's reachable cells scored against
    // the target the GM picked (the T key, the token menu); the GM's only.
    readonly property alias tactics: tacticalMap
    TacticalMapModel {
        id: tacticalMap
        enabled: !root.readOnly
        frame: root.live.frame
        onPointerNoteChanged: {
            coverCell.x = pointerNoteCell.x * map.cellSize
            coverCell.y = pointerNoteCell.y * map.cellSize
            root.noteRequested(pointerNote !== "" ? pointerNote : stealthOverlay.pointerNote, coverCell)
        }
    }
    // Classic movement split around the Action (docs/rules.md §1.9): A while dragging marks
    // the dragged cell as the action point (Workbench.markActionPoint); a new turn forgets it.
    readonly property ActionPointModel actionPoints: root.workbench ? root.workbench.actionPoints : null
    readonly property bool splitsMovement: root.workbench !== null && root.workbench.splitsMovement && !root.readOnly
    // The move so far is one undo step; the drag goes on from the action point.
    function markActionPoint() {
        if (!root.dragging || !root.splitsMovement || !root.workbench.markActionPoint())
            return false
        pointer.pressAnchor = root.live.dragCell
        pointer.pressPoint = pointer.pointerPoint
        pointer.dx = 0
        pointer.dy = 0
        // The ghost reads the lead token's place once per drag: again from the new one.
        const lead = pointer.dragToken
        pointer.dragToken = ""
        pointer.dragToken = lead
        return true
    }
    Keys.onShortcutOverride: event => {
        if (event.key === Qt.Key_A && root.dragging && root.splitsMovement)
            event.accepted = true
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_A && root.dragging && root.splitsMovement) {
            root.markActionPoint()
            event.accepted = true
        }
    }

    Repeater {
        model: root.readOnly ? 0 : Math.ceil(root.document.boardWidth / root.rulerStep)
        delegate: Text {
            required property int index
            readonly property int column: index * root.rulerStep
            // Each token's reading says its column and row.
            Accessible.ignored: true
            x: root.ruler + (column + 0.5) * map.cellSize - width / 2
            y: 2
            text: column
            color: Theme.mutedText
            font.pixelSize: 12
        }
    }
    Repeater {
        model: root.readOnly ? 0 : Math.ceil(root.document.boardHeight / root.rulerStep)
        delegate: Text {
            required property int index
            readonly property int row: index * root.rulerStep
            Accessible.ignored: true
            x: root.ruler - width - 5
            y: root.ruler + (row + 0.5) * map.cellSize - height / 2
            text: row
            color: Theme.mutedText
            font.pixelSize: 12
        }
    }

    Item {
        id: board
        x: root.ruler
        y: root.ruler
        width: map.width
        height: map.height

        SquareBoardItem {
            id: map
            objectName: "board"
            width: implicitWidth
            height: implicitHeight
            document: root.document
            cellSize: 48
            groundColor: Theme.ground
            gridColor: Theme.grid
            wallColor: Theme.wall
            doorColor: Theme.door
            labelColor: Theme.heightLabel
            strongLines: Theme.highContrast
            // Twice the overlays' resolution: it repaints only when the zoom crosses a step.
            maxTextureSide: root.overlayTextureSide * 2
        }

        // Light and darkness (docs/rules.md §8) from the shown frame, a dragged bearer's light
        // included: over the map, under the areas, overlays and tokens, in both windows.
        LightOverlayItem {
            objectName: "lightOverlay"
            anchors.fill: map
            frame: root.live.frame
            maxTextureSide: Math.min(1024, root.overlayTextureSide)
        }

        // Templates (docs/rules.md §9) under the tokens, from the shown frame: in the players'
        // window only those the GM shares, with no caught rings or counts.
        TemplateOverlayItem {
            id: templateOverlay
            objectName: "templateOverlay"
            anchors.fill: map
            frame: root.live.frame
            cellSize: map.cellSize
            showCaught: !root.readOnly
            selectedId: root.templateEditor ? root.templateEditor.selectedId : ""
        }
        Binding {
            when: root.templateEditor !== null && !root.readOnly
            target: templateOverlay
            property: "draft"
            value: root.templateEditor ? root.templateEditor.draft : undefined
        }

        // FIELD and ZONE areas: the GM's only, under the overlays and tokens.
        Loader {
            anchors.fill: map
            active: root.areaEditor !== null && !root.readOnly
            sourceComponent: AreaLayer {
                areaEditor: root.areaEditor
                live: root.live
                cellSize: map.cellSize
                onNoteRequested: (text, anchor) => root.noteRequested(text, anchor)
            }
        }
        // A dragged token that would enter an area says so just above where it would land.
        Rectangle {
            objectName: "areaDragNote"
            z: 6
            visible: root.areaEditor !== null && !root.readOnly && root.areaEditor.dragNote !== ""
                     && root.live.dragToken !== ""
            x: (root.live.dragCell.x + 0.5) * map.cellSize - width / 2
            y: root.live.dragCell.y * map.cellSize - height - 6
            width: areaNoteLabel.implicitWidth + 14
            height: areaNoteLabel.implicitHeight + 6
            radius: 4
            color: "#7048e8"
            border.color: "white"
            Label {
                id: areaNoteLabel
                anchors.centerIn: parent
                text: root.areaEditor ? root.areaEditor.dragNote : ""
                color: "white"
                font.pixelSize: 12
                font.bold: true
            }
        }

        SquareOverlayItem {
            objectName: "overlayUnder"
            anchors.fill: map
            frame: root.live.frame
            stealth: stealthOverlay.stealth
            dark: Theme.dark
            highContrast: Theme.highContrast
            cellSize: map.cellSize
            overlayLayer: SquareOverlayItem.UnderTokens
            showZones: root.overlays.zones
            showReach: root.overlays.movement
            showPath: root.overlays.movement
            showSight: root.overlays.sight
            showHighGround: root.overlays.highGround
            showSurrounded: root.overlays.surrounded
            sightRange: root.overlays.sightRange
            maxTextureSide: root.overlayTextureSide
        }

        // The tactical map's shading, best cells and target ring, under the tokens.
        TacticalMapItem {
            objectName: "tacticalMap"
            anchors.fill: map
            visible: !root.readOnly
            model: tacticalMap
            cellSize: map.cellSize
        }
        // The focus token's melee cells (its reach), as a thin band.
        ReachCellsItem {
            id: reachCells
            objectName: "reachCells"
            anchors.fill: map
            visible: !root.readOnly && root.overlays.meleeReach
            frame: root.live.frame
            cellSize: map.cellSize
        }

        // The tokens, as the list a screen reader walks (issue #25): each reads its name, side,
        // square and what the rules say about it (TokenSpeech), and is selected with the board.
        Item {
            id: tokenList
            objectName: "boardTokens"
            anchors.fill: map
            z: 1
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Board, %n token(s)", "", tokens.count)

            Repeater {
                id: tokens
                // dragChanged fires on every step: read in each delegate, the id was 200 JS strings a
                // step for the collector. This copy notifies only when the id itself changes.
                readonly property string dragToken: root.live.dragToken
                // One list per selection change, not one per token.
                readonly property var selectedIds: root.selection.ids
                // Every reading at once, read once per change rather than once per token.
                readonly property var readings: speech.byToken
                model: root.document.tokens
                delegate: SquareToken {
                    id: tokenItem
                    cellSize: map.cellSize
                    sides: root.document.sides
                    selected: tokens.selectedIds.indexOf(tokenId) >= 0
                    acting: root.actingToken === tokenId
                    reading: tokens.readings[tokenId] ?? ""
                    current: root.selection.current === tokenId
                    showFacing: root.document.usesFacing || facing !== 0
                    // The dragged selection shows where it would land, snapped to cells: the lead
                    // token where the analysis has it, the rest of the selection alongside.
                    readonly property bool lead: tokens.dragToken === tokenId
                    readonly property bool moving: lead || (root.dragging && selected)
                    x: (lead ? root.live.dragCell.x : cellX + (moving ? root.dragOffset.x : 0)) * cellSize
                    y: (lead ? root.live.dragCell.y : cellY + (moving ? root.dragOffset.y : 0)) * cellSize
                    opacity: moving ? 0.8 : 1
                    onHoveredChanged: hovered && !root.dragging ? root.noteRequested(tipText, tokenItem)
                                                                : root.noteRequested(stealthOverlay.pointerNote, coverCell)
                }
            }
        }

        SquareOverlayItem {
            objectName: "overlayOver"
            anchors.fill: map
            z: 2
            frame: root.live.frame
            stealth: stealthOverlay.stealth
            dark: Theme.dark
            highContrast: Theme.highContrast
            cellSize: map.cellSize
            overlayLayer: SquareOverlayItem.OverTokens
            showZones: root.overlays.zones
            showReach: root.overlays.movement
            showPath: root.overlays.movement
            showSight: root.overlays.sight
            showHighGround: root.overlays.highGround
            showSurrounded: root.overlays.surrounded
            sightRange: root.overlays.sightRange
            maxTextureSide: root.overlayTextureSide
        }

        // Press, drag and release on the map: selection, moves, rubber band, context menu.
        // The middle button falls through to the view below, which pans.
        MouseArea {
            id: pointer
            objectName: "boardPointer"
            anchors.fill: map
            z: 3
            enabled: !root.panning && !root.readOnly && root.fogTool === FogToolLayer.None
                     && (!root.boardEditor || root.boardEditor.tool === BoardEditor.Select)
            acceptedButtons: Qt.LeftButton | Qt.RightButton
            preventStealing: true

            property string pressToken: ""
            property string dragToken: ""
            property point pressPoint
            // The pressed token's anchor cell, read once per press rather than per move.
            property point pressAnchor
            property point pointerPoint
            property point bandStart: Qt.point(-1, -1)
            property bool banding: false
            property bool extend: false
            property int dx: 0
            property int dy: 0
            // The drag is the keyboard's (Enter grabbed it), not the pointer's.
            property bool keyboard: false

            function reset() {
                pressToken = ""
                dragToken = ""
                banding = false
                keyboard = false
                dx = 0
                dy = 0
            }

            // The drop, by mouse or keyboard: one undo step for the whole drag, and the preview
            // gives way to it (Workbench.commitDrag).
            function finishDrag() {
                reset()
                if (root.workbench)
                    return root.workbench.commitDrag()
                root.live.clearDrag()
                return false
            }

            onPressed: mouse => {
                root.forceActiveFocus()
                // A click ends a keyboard grab without moving anything.
                if (keyboard)
                    root.cancelDrag()
                reset()
                pressPoint = Qt.point(mouse.x, mouse.y)
                pointerPoint = pressPoint
                extend = (mouse.modifiers & Qt.ShiftModifier) !== 0
                // Ctrl+click pings the spot: window managers leave Ctrl alone (Alt and Meta drag
                // windows on many desktops).
                if (mouse.button === Qt.LeftButton && (mouse.modifiers & Qt.ControlModifier) && root.pings && !root.readOnly) {
                    root.pings.ping(mouse.x / map.cellSize, mouse.y / map.cellSize)
                    return
                }
                const cell = root.cellAt(mouse.x, mouse.y)
                const hit = root.editor.tokenAt(cell.x, cell.y)
                if (mouse.button === Qt.RightButton) {
                    // Off the tokens, a template under the pointer has its own menu.
                    const tpl = hit === "" && root.templateEditor
                                ? root.templateEditor.templateAt(mouse.x / map.cellSize, mouse.y / map.cellSize) : ""
                    if (tpl !== "")
                        root.templateMenuRequested(tpl, mapToItem(null, mouse.x, mouse.y))
                    if (hit !== "" && !root.selection.contains(hit))
                        root.selection.select(hit)
                    if (hit !== "")
                        root.contextMenuRequested(hit, mapToItem(null, mouse.x, mouse.y))
                    return
                }
                if (hit === "") {
                    banding = true
                    bandStart = pressPoint
                    return
                }
                pressToken = hit
                const details = root.editor.tokenDetails(hit)
                pressAnchor = Qt.point(details.x, details.y)
                if (extend)
                    root.selection.toggle(hit)
                else if (!root.selection.contains(hit))
                    root.selection.select(hit)
            }

            // A grab by the keyboard or a finger: `tokenId` held where it stands, from the map
            // point (x, y), with the drag's live preview under way.
            function pickUp(tokenId, x, y) {
                const details = root.editor.tokenDetails(tokenId)
                reset()
                pressToken = tokenId
                pressAnchor = Qt.point(details.x, details.y)
                pressPoint = Qt.point(x, y)
                pointerPoint = pressPoint
                dragToken = tokenId
                root.live.setDrag(tokenId, pressAnchor)
            }

            // The pointer (a mouse or a finger) at (x, y) on the map while a token is pressed.
            function dragTo(x, y) {
                pointerPoint = Qt.point(x, y)
                // A token on the table is dragged without being selected (the players select nothing).
                if (banding || pressToken === "" || (!root.tableTouch && !root.selection.contains(pressToken)))
                    return
                const ddx = x - pressPoint.x
                const ddy = y - pressPoint.y
                if (dragToken === "" && Math.hypot(ddx, ddy) < 4)
                    return
                dragToken = pressToken
                const stepX = Math.round(ddx / map.cellSize)
                const stepY = Math.round(ddy / map.cellSize)
                // Off the map the drag holds its last good cell.
                if (root.live.setDrag(dragToken, Qt.point(pressAnchor.x + stepX, pressAnchor.y + stepY))) {
                    dx = stepX
                    dy = stepY
                }
                root.live.pointerCell = root.cellAt(x, y)
            }

            onPositionChanged: mouse => dragTo(mouse.x, mouse.y)

            onReleased: mouse => {
                if (mouse.button !== Qt.LeftButton)
                    return
                if (keyboard) {
                    return
                } else if (dragToken !== "") {
                    finishDrag()
                } else if (banding) {
                    const a = root.cellAt(bandStart.x, bandStart.y)
                    const b = root.cellAt(mouse.x, mouse.y)
                    if (Math.abs(mouse.x - bandStart.x) < 4 && Math.abs(mouse.y - bandStart.y) < 4) {
                        if (!extend)
                            root.selection.clear()
                        // A click on a pin opens its card.
                        const pin = root.marks ? root.marks.pinAt(mouse.x / map.cellSize, mouse.y / map.cellSize) : ""
                        if (pin !== "")
                            root.markCardRequested("pin", pin)
                    } else {
                        root.selection.selectInCells(a.x, a.y, b.x, b.y, extend)
                    }
                    reset()
                } else if (pressToken !== "" && !extend) {
                    // A plain click on a token of a group picks it alone.
                    root.selection.select(pressToken)
                    reset()
                } else {
                    reset()
                }
            }

            // A long press on open ground pings it, as Ctrl+click does (touch screens have no Ctrl).
            onPressAndHold: mouse => {
                if (!banding || !root.pings || Math.hypot(mouse.x - pressPoint.x, mouse.y - pressPoint.y) >= 4)
                    return
                root.pings.ping(mouse.x / map.cellSize, mouse.y / map.cellSize)
                reset()
            }

            onCanceled: root.cancelDrag()
        }

        HoverHandler {
            id: hover
            function follow() {
                if (root.dragging)
                    return
                if (hovered)
                    root.live.pointerCell = root.cellAt(point.position.x, point.position.y)
                else
                    root.live.pointerCell = Qt.point(-1, -1)
                if (hovered && root.overlays.sight && !root.readOnly)
                    sideView.hoverAt(point.position.x / map.cellSize, point.position.y / map.cellSize)
                else
                    sideView.clear()
            }
            onPointChanged: follow()
            onHoveredChanged: follow()
        }

        // The side view of the sight line under the pointer, over heights (docs/rules.md §13),
        // at screen size beside the pointer; the GM's window only.
        SightProfileItem {
            id: sideView
            objectName: "sightSideView"
            frame: root.live.frame
            dark: Theme.dark
            visible: active && !root.dragging && !root.readOnly
            z: 60
            width: 320
            height: 190
            scale: 1 / Math.max(0.05, root.viewScale)
            transformOrigin: Item.TopLeft
            x: Math.min(hover.point.position.x + 16 / Math.max(0.05, root.viewScale),
                        map.width - width * scale)
            y: Math.min(hover.point.position.y + 16 / Math.max(0.05, root.viewScale),
                        map.height - height * scale)
        }

        // The rubber band.
        Rectangle {
            visible: pointer.banding && (Math.abs(pointer.pointerPoint.x - pointer.bandStart.x) >= 4
                                         || Math.abs(pointer.pointerPoint.y - pointer.bandStart.y) >= 4)
            z: 4
            x: Math.min(pointer.bandStart.x, pointer.pointerPoint.x)
            y: Math.min(pointer.bandStart.y, pointer.pointerPoint.y)
            width: Math.abs(pointer.pointerPoint.x - pointer.bandStart.x)
            height: Math.abs(pointer.pointerPoint.y - pointer.bandStart.y)
            color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.15)
            border.color: Theme.accent
            border.width: 1
        }

        // The ghost: the dragged token under the pointer, unsnapped, where the GM holds it.
        Rectangle {
            id: ghost
            objectName: "dragGhost"
            readonly property var details: pointer.dragToken !== "" ? root.editor.tokenDetails(pointer.dragToken) : ({})
            readonly property int size: details.size || 1
            visible: pointer.dragToken !== ""
            z: 5
            width: size * map.cellSize * 0.86
            height: width
            radius: width / 2
            x: details.x !== undefined
               ? (details.x + size / 2) * map.cellSize + pointer.pointerPoint.x - pointer.pressPoint.x - width / 2 : 0
            y: details.y !== undefined
               ? (details.y + size / 2) * map.cellSize + pointer.pointerPoint.y - pointer.pressPoint.y - height / 2 : 0
            color: Qt.rgba(1, 1, 1, 0.18)
            border.color: Theme.dark ? "white" : "#263238"
            border.width: 2
            opacity: 0.8
        }

        Repeater {
            model: root.overlays.surrounded ? root.live.surroundedBadges : null
            delegate: Rectangle {
                id: badge
                required property string tokenId
                required property int cellX
                required property int cellY
                required property int size
                required property string reason
                objectName: "surroundedBadge:" + tokenId
                z: 6
                width: 22
                height: 22
                radius: 11
                // On the left edge: the top corners carry the hidden and altitude marks, the
                // bottom the name plate.
                x: cellX * map.cellSize - width * 0.3
                y: (cellY + size / 2) * map.cellSize - height * 0.75
                color: "#c62828"
                border.color: "white"
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    // The token's reading says it is surrounded, and by whom.
                    Accessible.ignored: true
                    text: "!"
                    color: "white"
                    font.bold: true
                    font.pixelSize: 14
                }
                HoverHandler {
                    onHoveredChanged: root.noteRequested(hovered ? badge.reason : "", badge)
                }
            }
        }

        // The cell under the pointer, for the cover heat layer's note.
        Item {
            id: coverCell
            width: map.cellSize
            height: map.cellSize
        }

        // Backstab markers (docs/rules.md §1.9): on each attacker outside a target's field of
        // view, between the focus token and its enemies; the note says on whom.
        Repeater {
            model: stealthOverlay.backstabMarks
            delegate: Rectangle {
                id: stab
                required property var modelData
                objectName: "backstabBadge:" + modelData.tokenId
                z: 6
                width: 24
                height: 24
                radius: 12
                // On the right edge: the surrounded badge takes the left one.
                x: (modelData.x + modelData.size) * map.cellSize - width * 0.7
                y: (modelData.y + modelData.size / 2) * map.cellSize - height * 0.75
                color: "#4a148c"
                border.color: "white"
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: "⚔"
                    color: "white"
                    font.family: "DejaVu Sans"
                    font.pixelSize: 15
                }
                HoverHandler {
                    onHoveredChanged: root.noteRequested(hovered ? stab.modelData.text : "", stab)
                }
            }
        }

        // Enemies in the focus token's melee reach.
        Repeater {
            model: reachCells.visible ? reachCells.marks : []
            delegate: Rectangle {
                required property var modelData
                objectName: "inReachBadge:" + modelData.tokenId
                z: 6
                width: inReachLabel.implicitWidth + 10
                height: inReachLabel.implicitHeight + 4
                radius: height / 2
                x: (modelData.x + modelData.size / 2) * map.cellSize - width / 2
                y: modelData.y * map.cellSize - height * 0.45
                color: "#e65100"
                border.color: "white"
                border.width: 1.5
                Text {
                    id: inReachLabel
                    anchors.centerIn: parent
                    text: qsTr("in reach")
                    color: "white"
                    font.bold: true
                    font.pixelSize: 11
                }
            }
        }

        // The action point of the focus token's turn (classic), and what its Speed has left.
        Rectangle {
            objectName: "actionPoint"
            visible: root.actionPoints !== null && root.actionPoints.active && !root.readOnly
            z: 6
            x: (root.actionPoints?.cell.x ?? 0) * map.cellSize + map.cellSize * 0.1
            y: (root.actionPoints?.cell.y ?? 0) * map.cellSize + map.cellSize * 0.1
            width: map.cellSize * 0.8
            height: width
            radius: 6
            color: "transparent"
            border.color: "#b71c1c"
            border.width: 3
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.bottom
                anchors.topMargin: 2
                width: actionColumn.implicitWidth + 12
                height: actionColumn.implicitHeight + 6
                radius: 4
                color: "#b71c1c"
                border.color: "white"
                border.width: 1
                Column {
                    id: actionColumn
                    anchors.centerIn: parent
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: qsTr("⚔ Action")
                        color: "white"
                        font.family: "DejaVu Sans"
                        font.bold: true
                        font.pixelSize: 12
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: root.actionPoints?.text ?? ""
                        color: "white"
                        font.pixelSize: 11
                    }
                }
            }
        }

        // A miniature from the library, or image and encounter files from the file manager.
        DropArea {
            id: drop
            objectName: "boardDrop"
            anchors.fill: map
            z: 7
            enabled: !root.readOnly
            property point cell: Qt.point(-1, -1)
            property int size: 1

            function anchorFor(x, y, n) {
                // The footprint centred on the pointer.
                return Qt.point(Math.floor(x / map.cellSize - n / 2 + 0.5),
                                Math.floor(y / map.cellSize - n / 2 + 0.5))
            }

            onEntered: drag => {
                size = drag.source && drag.source.miniatureSize ? drag.source.miniatureSize : 1
                cell = anchorFor(drag.x, drag.y, size)
            }
            onPositionChanged: drag => cell = anchorFor(drag.x, drag.y, size)
            onExited: cell = Qt.point(-1, -1)
            onDropped: drop => {
                const at = anchorFor(drop.x, drop.y, size)
                cell = Qt.point(-1, -1)
                if (drop.source && drop.source.miniatureId !== undefined && root.library) {
                    const id = root.editor.addMiniature(root.library, drop.source.miniatureId, at.x, at.y)
                    if (id !== "")
                        root.selection.select(id)
                    drop.acceptProposedAction()
                    return
                }
                if (drop.hasUrls)
                    root.dropUrls(drop.urls, at.x, at.y)
                drop.acceptProposedAction()
            }

            Rectangle {
                visible: drop.containsDrag && drop.cell.x > -99
                x: drop.cell.x * map.cellSize
                y: drop.cell.y * map.cellSize
                width: drop.size * map.cellSize
                height: width
                radius: width / 2
                color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.25)
                border.color: Theme.accent
                border.width: 2
            }
        }

        // The lights a dragged token carries are drawn where it is held.
        Binding {
            when: root.lightEditor !== null && !root.readOnly
            target: root.lightEditor
            property: "dragToken"
            value: root.live.dragToken
        }
        Binding {
            when: root.lightEditor !== null && !root.readOnly
            target: root.lightEditor
            property: "dragCell"
            value: root.live.dragCell
        }

        // In a fight a door opens or closes with a click on it: a strip along each door, over
        // the tokens' pointer area, that toggles it as one undo step (light and sight follow).
        Repeater {
            model: root.doorClicks && !root.readOnly && root.boardEditor !== null
                   && root.boardEditor.tool === BoardEditor.Select && root.fogTool === FogToolLayer.None
                   ? root.boardEditor.doors : []
            delegate: Item {
                id: door
                required property var modelData
                objectName: "doorClick:" + modelData.index
                readonly property real dx: (modelData.x2 - modelData.x1) * map.cellSize
                readonly property real dy: (modelData.y2 - modelData.y1) * map.cellSize
                z: 3.5
                x: modelData.x1 * map.cellSize
                y: modelData.y1 * map.cellSize - height / 2
                width: Math.sqrt(dx * dx + dy * dy)
                height: Math.max(8, map.cellSize * 0.3)
                transformOrigin: Item.Left
                rotation: Math.atan2(dy, dx) * 180 / Math.PI
                Rectangle {
                    anchors.fill: parent
                    radius: height / 2
                    visible: doorMouse.containsMouse
                    color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.3)
                    border.color: Theme.accent
                    border.width: 2
                }
                MouseArea {
                    id: doorMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    enabled: !root.panning
                    onClicked: root.boardEditor.toggleDoor(door.modelData.index)
                    ToolTip.visible: containsMouse
                    ToolTip.delay: 600
                    ToolTip.text: door.modelData.open ? qsTr("Close the door") : qsTr("Open the door")
                }
            }
        }

        // Template chips, the template tool and the ruler, over the tokens and under the fog.
        TemplateBoardLayer {
            anchors.fill: map
            z: 8
            overlay: templateOverlay
            templateEditor: root.templateEditor
            ruler: root.rulerModel
            cellSize: map.cellSize
            readOnly: root.readOnly
            templateTool: root.boardEditor !== null && root.boardEditor.tool === BoardEditor.Template
                          && root.fogTool === FogToolLayer.None
            rulerTool: root.boardEditor !== null && root.boardEditor.tool === BoardEditor.Ruler
                       && root.fogTool === FogToolLayer.None
            onTemplateMenuRequested: (templateId, scenePosition) => root.templateMenuRequested(templateId, scenePosition)
        }

        // The drawing being made, and the drawing tool: the GM's only. Finished drawings are
        // the board layer's (SquareBoardItem), the shared ones in the player view too.
        DrawingDraftItem {
            z: 8
            editor: root.readOnly ? null : root.drawingEditor
            cellSize: map.cellSize
        }
        Loader {
            anchors.fill: map
            z: 8
            active: root.drawingEditor !== null && root.boardEditor !== null && !root.readOnly
                    && root.boardEditor.tool === BoardEditor.Draw && root.fogTool === FogToolLayer.None
            sourceComponent: DrawingToolLayer {
                drawingEditor: root.drawingEditor
                cellSize: map.cellSize
            }
        }
        Loader {
            anchors.fill: map
            z: 8
            active: root.marks !== null && root.boardEditor !== null && !root.readOnly
                    && (root.boardEditor.tool === BoardEditor.Pin || root.boardEditor.tool === BoardEditor.Trap)
                    && root.fogTool === FogToolLayer.None
            sourceComponent: MarkToolLayer {
                marks: root.marks
                mode: root.boardEditor.tool === BoardEditor.Pin ? "pin" : "trap"
                cellSize: map.cellSize
                onPinCardRequested: pinId => root.markCardRequested("pin", pinId)
                onTrapCardRequested: trapId => root.markCardRequested("trap", trapId)
            }
        }
        Loader {
            anchors.fill: map
            z: 9
            active: root.pings !== null
            sourceComponent: PingLayer {
                pings: root.pings
                cellSize: map.cellSize
            }
        }

        // The light tool: icons, rings and handles, the GM's only.
        Loader {
            anchors.fill: map
            z: 8
            active: root.lightEditor !== null && root.boardEditor !== null && !root.readOnly
                    && root.boardEditor.tool === BoardEditor.Light && root.fogTool === FogToolLayer.None
            sourceComponent: LightToolLayer {
                lightEditor: root.lightEditor
                cellSize: map.cellSize
            }
        }

        Loader {
            // The terrain, wall and elevation tools, when one is chosen.
            anchors.fill: map
            z: 8
            active: root.boardEditor !== null && root.boardEditor.tool !== BoardEditor.Select
                    && !root.readOnly && root.fogTool === FogToolLayer.None
            sourceComponent: SquareToolLayer {
                editor: root.boardEditor
                areaEditor: root.areaEditor
                cellSize: map.cellSize
                onWallTopRequested: (wallIndex, scenePosition) => root.wallTopRequested(wallIndex, scenePosition)
            }
        }

        // Over everything on the map: for the players nothing under the fog may show.
        FogOverlayItem {
            objectName: root.fogForPlayers ? "playerFog" : "gmFog"
            anchors.fill: map
            z: 9
            visible: root.fog !== null
            fog: root.fog
            players: root.fogForPlayers
            cellSize: map.cellSize
        }

        FogToolLayer {
            anchors.fill: map
            z: 10
            tool: root.readOnly ? FogToolLayer.None : root.fogTool
            editor: root.fogEditor
            cellSize: map.cellSize
            columns: root.document.boardWidth
            rows: root.document.boardHeight
            onCameraPicked: cells => root.cameraPicked(cells)
        }

        Rectangle {
            objectName: "playerViewOutline"
            z: 11
            visible: !root.readOnly && root.playerViewCells.width > 0
            x: root.playerViewCells.x * map.cellSize
            y: root.playerViewCells.y * map.cellSize
            width: root.playerViewCells.width * map.cellSize
            height: root.playerViewCells.height * map.cellSize
            color: "transparent"
            border.color: Theme.turn
            border.width: 3
            Rectangle {
                x: 3
                y: 3
                width: outlineLabel.implicitWidth + 10
                height: outlineLabel.implicitHeight + 4
                radius: 3
                color: Theme.turn
                Label {
                    id: outlineLabel
                    anchors.centerIn: parent
                    text: qsTr("Player view")
                    color: "#1d1f23"
                    font.pixelSize: 11
                    font.bold: true
                }
            }
        }
    }
}
