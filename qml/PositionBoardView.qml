import QtQuick
import Gridkeep

// The Labyrinthian Combat Grid (rules.md §2.1): the backdrop with bands, Divide and adjacency,
// one card per ground position with its altitude strip, and the tokens in their lanes.
Item {
    id: root

    required property EncounterDocument document

    implicitWidth: grid.implicitWidth
    implicitHeight: grid.implicitHeight

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

    Repeater {
        model: root.document.tokens
        delegate: PositionToken {
            board: grid
        }
    }
}
