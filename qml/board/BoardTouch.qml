import QtQuick
import Gridkeep

// Fingers on a board (docs/input.md, "Touch"): BoardTouchArea's gestures handed to the board
// view under it (`board`, a SquareBoardView: its touch functions), and the rings under the
// miniatures standing on the glass. The window around it pans and zooms.
BoardTouchArea {
    id: touch

    // The board view, with touchSurface, touchTokenAt, touchTap, touchHold, touchDragStart,
    // touchDragMove, touchDragEnd and cancelDrag.
    property Item board: null
    // The drag began off the tokens (or on one that may not move here): the finger pans.
    property bool panning: false

    signal panRequested(real dx, real dy)
    signal zoomRequested(real factor, real x, real y)
    signal inspectRequested(string tokenId)
    // Any gesture began: the GM's window takes the keyboard focus back to the board.
    signal touched()

    function boardPoint(p) {
        return touch.board.touchSurface.mapFromItem(touch, p.x, p.y)
    }

    onTapped: p => {
        touch.touched()
        const q = boardPoint(p)
        touch.board.touchTap(q.x, q.y)
    }
    onDoubleTapped: p => {
        const q = boardPoint(p)
        const tokenId = touch.board.touchTokenAt(q.x, q.y)
        if (tokenId !== "")
            touch.inspectRequested(tokenId)
    }
    onHeld: p => {
        touch.touched()
        const q = boardPoint(p)
        touch.board.touchHold(q.x, q.y)
    }
    onDragStarted: p => {
        touch.touched()
        const q = boardPoint(p)
        touch.panning = touch.board.touchDragStart(q.x, q.y) === ""
    }
    onDragMoved: (p, delta) => {
        if (touch.panning) {
            touch.panRequested(delta.x, delta.y)
        } else {
            const q = boardPoint(p)
            touch.board.touchDragMove(q.x, q.y)
        }
    }
    onDragFinished: {
        if (!touch.panning)
            touch.board.touchDragEnd()
        touch.panning = false
    }
    onDragCanceled: {
        if (!touch.panning)
            touch.board.cancelDrag()
        touch.panning = false
    }
    onPanned: delta => touch.panRequested(delta.x, delta.y)
    onZoomed: (factor, centre) => touch.zoomRequested(factor, centre.x, centre.y)

    MiniatureRings {
        anchors.fill: parent
        touchArea: touch
    }
}
