import QtQuick
import Gridkeep

// A square board with its tokens: the painted map below, one token item per token above,
// and the column and row numbers around it (the token list gives cells as (x, y)).
Item {
    id: root

    required property EncounterDocument document

    readonly property real ruler: 22
    // Every coordinate on small maps, every fifth on large ones.
    readonly property int rulerStep: Math.max(root.document.boardWidth, root.document.boardHeight) > 40 ? 5 : 1

    implicitWidth: map.implicitWidth + 2 * ruler
    implicitHeight: map.implicitHeight + 2 * ruler

    Repeater {
        model: Math.ceil(root.document.boardWidth / root.rulerStep)
        delegate: Text {
            required property int index
            readonly property int column: index * root.rulerStep
            x: root.ruler + (column + 0.5) * map.cellSize - width / 2
            y: 2
            text: column
            color: Theme.mutedText
            font.pixelSize: 12
        }
    }
    Repeater {
        model: Math.ceil(root.document.boardHeight / root.rulerStep)
        delegate: Text {
            required property int index
            readonly property int row: index * root.rulerStep
            x: root.ruler - width - 5
            y: root.ruler + (row + 0.5) * map.cellSize - height / 2
            text: row
            color: Theme.mutedText
            font.pixelSize: 12
        }
    }

    Item {
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
        }

        Repeater {
            model: root.document.tokens
            delegate: SquareToken {
                cellSize: map.cellSize
            }
        }
    }
}
