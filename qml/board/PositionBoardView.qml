import QtQuick
import QtQuick.Controls
import Gridkeep

// The Labyrinthian Combat Grid (docs/rules.md §2.1): the backdrop with bands, Divide and adjacency,
// one card per ground position with its altitude strip, and the tokens in their lanes. The GM
// drags tokens into positions and levels; the overlays (reachable positions with their costs,
// the dragged route, and each token's relation to the focus token: sight, engagement,
// flanking, volley penalty) come from the C++ analysis.
Item {
    id: root

    required property EncounterDocument document
    required property EncounterEditor editor
    required property TokenSelection selection
    required property LiveAnalysis live
    required property OverlaySwitches overlays
    property MiniatureLibraryModel library: null
    property BoardEditor boardEditor: null
    // The token whose turn it is in a fight, or "".
    // The GM's window: what a drop goes through (docs/architecture.md §4.16); null in the
    // player view, which moves nothing.
    property Workbench workbench: null
    property string actingToken: ""
    // The player window shows the grid without any editing.
    property bool readOnly: false
    // The fog of war per position: opaque for the players, a hatched shade for the GM.
    property FogTracker fog: null
    property bool fogForPlayers: false
    // The GM's fog brush (FogToolLayer.Reveal or Hide): a click reveals or hides a position.
    property int fogTool: FogToolLayer.None
    property FogEditor fogEditor: null

    signal contextMenuRequested(string tokenId, point scenePosition)
    signal positionMenuRequested(string positionId, point scenePosition)
    signal noteRequested(string text, Item anchor)

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

    implicitWidth: grid.implicitWidth
    implicitHeight: grid.implicitHeight

    function cancelDrag() {
        pointer.reset()
        root.live.clearDrag()
    }
    // The drop, by mouse or keyboard: the token goes to the place the drag holds, as one undo
    // step (Workbench.commitDrag).
    function commitDrag() {
        if (root.workbench)
            root.workbench.commitDrag()
        else
            root.live.clearDrag()
    }

    // Keyboard play (docs/input.md): the arrows pick the nearest chip that way; Enter grabs
    // the selected token, each arrow moves it to the nearest place that way (up and down its
    // altitude strip first) through the same live.setDragPosition a mouse drag calls, and Enter
    // drops it as one undo step.
    readonly property bool keyboardGrab: pointer.keyboard
    KeyboardPicker {
        id: picker
        document: root.document
        positionBoard: grid
    }
    function pickToken(direction) {
        return picker.nearestToken(root.selection.current, direction)
    }
    function grab() {
        const lead = root.selection.current
        if (lead === "" || pointer.dragToken !== "" || !pointer.enabled)
            return false
        const details = root.editor.tokenDetails(lead)
        const chip = itemOfToken(lead)
        if (!chip || !chip.visible)
            return false
        pointer.reset()
        pointer.keyboard = true
        pointer.pressToken = lead
        pointer.dragToken = lead
        pointer.start = { positionId: details.position, levelId: details.level }
        pointer.target = pointer.start
        pointer.pointerPoint = Qt.point(chip.x + chip.width / 2, chip.y + chip.height / 2)
        root.live.setDragPosition(lead, details.position, details.level)
        return true
    }
    function stepGrab(direction) {
        if (!pointer.keyboard)
            return false
        const next = picker.nextPlace(pointer.target.positionId, pointer.target.levelId, direction)
        if (next.positionId !== undefined
                && root.editor.canPlaceAt(pointer.dragToken, next.positionId, next.levelId)) {
            pointer.target = next
            pointer.pointerPoint = next.centre
            root.live.setDragPosition(pointer.dragToken, next.positionId, next.levelId)
        }
        return true
    }
    function dropGrab() {
        if (!pointer.keyboard)
            return false
        pointer.reset()
        root.commitDrag()
        return true
    }
    function itemOfToken(tokenId) {
        return chips.itemAt(root.document.tokens.indexOf(tokenId))
    }
    // The middle of a token's chip, in the window, for its menu.
    function tokenScenePoint(tokenId) {
        const item = itemOfToken(tokenId)
        return item ? item.mapToItem(null, item.width / 2, item.height / 2) : Qt.point(-1, -1)
    }

    // Touch (docs/input.md, "Touch"), as on the square board: BoardTouch calls these with
    // points in the grid's coordinates, and a touch drag is the mouse drag itself. The table
    // (the player window) takes no touch on the Combat Grid.
    readonly property Item touchSurface: grid
    function touchTokenAt(x, y) {
        return pointer.tokenAt(x, y)
    }
    function touchTap(x, y) {
        if (root.readOnly)
            return
        const hit = pointer.tokenAt(x, y)
        if (hit !== "")
            root.selection.select(hit)
        else
            root.selection.clear()
    }
    // A hold opens the chip's menu, or the position's.
    function touchHold(x, y) {
        if (root.readOnly)
            return
        const hit = pointer.tokenAt(x, y)
        if (hit !== "") {
            if (!root.selection.contains(hit))
                root.selection.select(hit)
            root.contextMenuRequested(hit, grid.mapToItem(null, x, y))
            return
        }
        const place = grid.placeAt(x, y)
        if (place.positionId !== undefined)
            root.positionMenuRequested(place.positionId, grid.mapToItem(null, x, y))
    }
    function touchDragStart(x, y) {
        const hit = root.readOnly || pointer.dragToken !== "" ? "" : pointer.tokenAt(x, y)
        if (hit === "")
            return ""
        root.selection.select(hit)
        pointer.reset()
        pointer.pressToken = hit
        pointer.pressPoint = Qt.point(x, y)
        pointer.pointerPoint = pointer.pressPoint
        return hit
    }
    function touchDragMove(x, y) {
        pointer.dragTo(x, y)
    }
    function touchDragEnd() {
        const dragged = pointer.dragToken !== ""
        pointer.reset()
        if (dragged)
            root.commitDrag()
        return dragged
    }

    // The drag the screenshot mode shows: `tokenId` held over `position` at `level`.
    function previewDragTo(tokenId, position, level) {
        if (root.document.tokens.indexOf(tokenId) < 0)
            return false
        root.selection.select(tokenId)
        return root.live.setDragPosition(tokenId, position, level)
    }

    PositionBoardItem {
        id: grid
        objectName: "board"
        width: implicitWidth
        height: implicitHeight
        document: root.document
        textColor: Theme.text
        edgeColor: Theme.edge
        enemyColor: Theme.enemy
        allyColor: Theme.ally
        divideColor: Theme.divide
    }

    Repeater {
        model: root.document.positions
        delegate: PositionCard {
            board: grid
        }
    }

    // Movement: reachable positions framed (green within this round's Movement, amber
    // beyond), the cost per level at the right of each lane, the dragged route numbered.
    Repeater {
        model: root.overlays.movement ? root.live.positionOverlay : null
        delegate: Item {
            id: cardOverlay
            required property int index
            required property string positionId
            required property bool reachable
            required property bool withinBudget
            required property string costText
            required property var laneCosts
            required property bool isStart
            required property bool isTarget
            required property int routeStep
            readonly property rect box: grid.layout.cardRect(index)
            objectName: "positionOverlay:" + positionId
            visible: root.live.focusToken !== ""
            x: box.x
            y: box.y
            width: box.width
            height: box.height
            z: 1

            Rectangle {
                anchors.fill: parent
                anchors.margins: -3
                radius: 12
                color: "transparent"
                visible: cardOverlay.reachable || cardOverlay.isTarget
                border.width: cardOverlay.isTarget ? 4 : 2
                border.color: cardOverlay.isTarget ? Theme.accent
                            : cardOverlay.withinBudget ? "#2e7d32" : "#ef6c00"
            }
            Rectangle {
                visible: cardOverlay.costText !== ""
                anchors.right: parent.right
                anchors.bottom: parent.top
                anchors.bottomMargin: -8
                anchors.rightMargin: 8
                width: costLabel.implicitWidth + 10
                height: costLabel.implicitHeight + 4
                radius: height / 2
                color: cardOverlay.withinBudget || cardOverlay.isStart ? "#2e7d32" : "#ef6c00"
                Text {
                    id: costLabel
                    anchors.centerIn: parent
                    text: cardOverlay.costText
                    color: "white"
                    font.pixelSize: 11
                    font.bold: true
                }
            }
            Repeater {
                model: cardOverlay.laneCosts
                delegate: Text {
                    required property int index
                    required property var modelData
                    readonly property rect lane: grid.layout.laneRect(cardOverlay.index, index)
                    visible: modelData >= 0 && !cardOverlay.isStart
                    x: lane.x + lane.width - cardOverlay.x - width - 6
                    y: lane.y - cardOverlay.y + (lane.height - height) / 2
                    text: modelData
                    color: Theme.mutedText
                    font.pixelSize: 10
                }
            }
            Rectangle {
                visible: cardOverlay.routeStep > 0
                anchors.left: parent.left
                anchors.bottom: parent.top
                anchors.bottomMargin: -8
                anchors.leftMargin: 8
                width: 18
                height: 18
                radius: 9
                color: Theme.accent
                Text {
                    anchors.centerIn: parent
                    text: cardOverlay.routeStep
                    color: "white"
                    font.pixelSize: 10
                    font.bold: true
                }
            }
        }
    }

    // The tokens, as the list a screen reader walks (issue #25): each reads its name, side,
    // place and what the rules say about it (TokenSpeech), and is selected with the grid.
    Item {
        id: tokenList
        objectName: "boardTokens"
        anchors.fill: grid
        z: 2
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Combat Grid, %n token(s)", "", chips.count)

        Repeater {
            id: chips
            // Every reading at once, read once per change rather than once per token.
            readonly property var readings: speech.byToken
            model: root.document.tokens
            delegate: PositionToken {
                id: chip
                board: grid
                sides: root.document.sides
                selected: root.selection.ids.indexOf(tokenId) >= 0
                acting: root.actingToken === tokenId
                reading: chips.readings[tokenId] ?? ""
                current: root.selection.current === tokenId
                // How this token stands to the focus token, from the analysis.
                readonly property var relation: root.live.relations.byToken[tokenId]
                // Engagement, flanking, volleys and height matter between enemies; sight for all.
                relationText: !root.overlays.sight || !relation || !relation.related ? ""
                              : !relation.enemies ? (!relation.lineOfSight ? qsTr("no sight") : "")
                              : [relation.engaged ? qsTr("engaged") : "",
                                 relation.flankedBy ? qsTr("flanks") : "",
                                 relation.flanks ? qsTr("flanked") : "",
                                 relation.volleyAllowed ? qsTr("volley %1").arg(relation.volleyPenalty) : "",
                                 !relation.lineOfSight ? qsTr("no sight") : "",
                                 relation.highGround ? qsTr("high ground") : "",
                                 relation.lowGround ? qsTr("low ground") : ""].filter(t => t !== "").join(" · ")
                relationTip: relation && relation.related ? relation.summary : ""
                dimmed: root.live.dragToken === tokenId
                onHoveredChanged: root.noteRequested(hovered && pointer.dragToken === "" ? tipText : "", chip)
            }
        }
    }

    // Press and drag a chip into another position or level; right click for its menu.
    MouseArea {
        id: pointer
        objectName: "boardPointer"
        anchors.fill: grid
        z: 3
        enabled: !root.readOnly && root.fogTool === FogToolLayer.None
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true

        property string pressToken: ""
        property string dragToken: ""
        property point pressPoint
        property point pointerPoint
        property var target: ({})
        // A keyboard grab (Enter) and the place it started from.
        property bool keyboard: false
        property var start: ({})

        function reset() {
            pressToken = ""
            dragToken = ""
            target = {}
            keyboard = false
            start = {}
        }

        // The chip under a point, from the chips' own geometry.
        function tokenAt(x, y) {
            for (let i = chips.count - 1; i >= 0; --i) {
                const item = chips.itemAt(i)
                if (item && item.visible && x >= item.x && x < item.x + item.width
                        && y >= item.y && y < item.y + item.height)
                    return item.tokenId
            }
            return ""
        }

        onPressed: mouse => {
            root.forceActiveFocus()
            // A click ends a keyboard grab without moving anything.
            if (keyboard)
                root.cancelDrag()
            reset()
            pressPoint = Qt.point(mouse.x, mouse.y)
            pointerPoint = pressPoint
            const hit = tokenAt(mouse.x, mouse.y)
            if (mouse.button === Qt.RightButton) {
                if (hit !== "") {
                    if (!root.selection.contains(hit))
                        root.selection.select(hit)
                    root.contextMenuRequested(hit, mapToItem(null, mouse.x, mouse.y))
                } else {
                    const place = grid.placeAt(mouse.x, mouse.y)
                    if (place.positionId !== undefined)
                        root.positionMenuRequested(place.positionId, mapToItem(null, mouse.x, mouse.y))
                }
                return
            }
            if (hit === "") {
                if (!(mouse.modifiers & Qt.ShiftModifier))
                    root.selection.clear()
                return
            }
            pressToken = hit
            if (mouse.modifiers & Qt.ShiftModifier)
                root.selection.toggle(hit)
            else
                root.selection.select(hit)
        }

        // The pointer, a mouse or a finger, at (x, y) while a chip is pressed.
        function dragTo(x, y) {
            pointerPoint = Qt.point(x, y)
            if (pressToken === "")
                return
            if (dragToken === "" && Math.hypot(x - pressPoint.x, y - pressPoint.y) < 4)
                return
            dragToken = pressToken
            const place = grid.placeAt(x, y)
            if (place.levelId !== undefined && place.allowed
                    && root.editor.canPlaceAt(dragToken, place.positionId, place.levelId)) {
                if (target.positionId !== place.positionId || target.levelId !== place.levelId) {
                    target = place
                    root.live.setDragPosition(dragToken, place.positionId, place.levelId)
                }
            }
        }
        onPositionChanged: mouse => dragTo(mouse.x, mouse.y)

        onReleased: mouse => {
            if (mouse.button !== Qt.LeftButton)
                return
            reset()
            root.commitDrag()
        }

        onCanceled: root.cancelDrag()
    }

    // The ghost chip at the pointer.
    Rectangle {
        objectName: "dragGhost"
        visible: pointer.dragToken !== ""
        z: 5
        width: 120
        height: 24
        radius: 11.5
        x: pointer.pointerPoint.x - width / 2
        y: pointer.pointerPoint.y - height / 2
        color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.85)
        Text {
            anchors.centerIn: parent
            text: pointer.dragToken !== "" ? (root.editor.tokenDetails(pointer.dragToken).name || "") : ""
            color: "white"
            font.bold: true
            font.pixelSize: 12
        }
    }
    Rectangle {
        visible: pointer.dragToken !== "" && root.live.pathText !== ""
        z: 6
        x: pointer.pointerPoint.x + 66
        y: pointer.pointerPoint.y - height / 2
        width: routeLabel.implicitWidth + 14
        height: routeLabel.implicitHeight + 8
        radius: 6
        color: root.live.pointerWithinBudget ? "#263238" : "#b71c1c"
        Text {
            id: routeLabel
            anchors.centerIn: parent
            text: root.live.pathText
            color: "white"
            font.pixelSize: 12
            font.bold: true
        }
    }

    // A miniature dropped on a lane becomes a token at that position and level.
    DropArea {
        enabled: !root.readOnly
        id: drop
        anchors.fill: grid
        z: 7
        keys: root.library ? [root.library.mimeType] : []
        property var place: ({})
        onPositionChanged: drag => place = grid.placeAt(drag.x, drag.y)
        onExited: place = {}
        onDropped: drop => {
            const at = grid.placeAt(drop.x, drop.y)
            place = {}
            if (!root.library || at.levelId === undefined || !drop.source)
                return
            const id = root.editor.addMiniatureAt(root.library, drop.source.miniatureId,
                                                  at.positionId, at.levelId)
            if (id !== "")
                root.selection.select(id)
            drop.acceptProposedAction()
        }
        Rectangle {
            visible: drop.containsDrag && drop.place.row !== undefined
            readonly property rect card: drop.place.row !== undefined ? grid.cardRect(drop.place.row) : Qt.rect(0, 0, 0, 0)
            x: card.x - 3
            y: card.y - 3
            width: card.width + 6
            height: card.height + 6
            radius: 12
            color: "transparent"
            border.color: Theme.accent
            border.width: 3
        }
    }

    // Over the cards and chips: for the players nothing under the fog may show.
    Repeater {
        model: root.fog && root.fog.enabled ? root.document.positions : null
        delegate: Rectangle {
            required property int index
            required property string positionId
            readonly property rect box: grid.layout.cardRect(index)
            readonly property int fogState: root.fog.positionStates[positionId] ?? 2
            objectName: "positionFog:" + positionId
            z: 9
            visible: fogState !== 2
            x: box.x - 4
            y: box.y - 4
            width: box.width + 8
            height: box.height + 8
            radius: 12
            color: root.fogForPlayers ? (fogState === 0 ? "#101216" : Qt.rgba(0.06, 0.07, 0.09, 0.6))
                                      : Qt.rgba(0.06, 0.07, 0.09, fogState === 0 ? 0.45 : 0.2)
        }
    }

    // The fog brush: a click (or a drag across cards) reveals or hides positions.
    MouseArea {
        anchors.fill: grid
        z: 10
        enabled: !root.readOnly && root.fogTool !== FogToolLayer.None && root.fogEditor !== null
        cursorShape: Qt.CrossCursor
        function paint(x, y) {
            const place = grid.placeAt(x, y)
            if (place.positionId !== undefined)
                root.fogEditor.paintPosition(place.positionId, root.fogTool === FogToolLayer.Reveal)
        }
        onPressed: mouse => {
            root.fogEditor.beginStroke()
            paint(mouse.x, mouse.y)
        }
        onPositionChanged: mouse => paint(mouse.x, mouse.y)
        onReleased: root.fogEditor.endStroke()
    }
}
