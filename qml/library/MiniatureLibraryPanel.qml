import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import Gridkeep

// The miniature library: search, a grid of miniatures and creatures to drag onto the board, and
// a drop zone that turns image files from the file manager into the GM's own miniatures. A
// creature (docs/file-format.md §16) carries a stat block per rule set; its tile has a badge, and
// one from the open session's folder a second.
//
// A drag carries Drag.keys [library.mimeType] ("application/x-gridkeep-miniature"); the drag
// source is `dragGhost`, whose miniatureId / miniatureSize say what is dragged. A DropArea
// with those keys reads drop.source.miniatureId and makes the token.
Pane {
    id: panel
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Miniatures")

    required property MiniatureLibraryModel library
    // The item a board's DropArea sees as drag.source while a miniature is dragged.
    readonly property Item dragGhost: ghost

    // Brings a miniature into view, clearing the search: a creature just saved, for instance.
    function showMiniature(id) {
        search.text = ""
        panel.library.filter = ""
        const row = panel.library.indexOf(id)
        if (row >= 0)
            grid.positionViewAtIndex(row, GridView.Contain)
    }

    padding: 0

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Label {
            text: qsTr("Miniatures")
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
            Layout.leftMargin: 14
            Layout.topMargin: 12
            Layout.bottomMargin: 6
        }

        TextField {
            id: search
            objectName: "miniatureSearch"
            Accessible.name: qsTr("Search miniatures")
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            placeholderText: qsTr("Search names and tags")
            selectByMouse: true
            text: panel.library.filter
            onTextEdited: panel.library.filter = text
            Keys.onEscapePressed: {
                text = ""
                panel.library.filter = ""
            }
        }

        ErrorBanner {
            objectName: "miniatureError"
            Layout.fillWidth: true
            Layout.leftMargin: 12
            Layout.rightMargin: 12
            Layout.topMargin: 8
            // The banner sets its height, not its implicit one: give the layout the wrapped text's.
            Layout.preferredHeight: visible ? children[0].implicitHeight + 20 : 0
            text: panel.library.errorString
            onDismissed: panel.library.clearError()
        }

        GridView {
            id: grid
            objectName: "miniatureGrid"
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Miniatures, drag one onto the board")
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 8
            leftMargin: 6
            rightMargin: 6
            clip: true
            // As many columns of at least 84 px as fit, sharing the width evenly.
            readonly property int columns: Math.max(1, Math.floor((width - 12) / 84))
            cellWidth: Math.floor((width - 12) / columns)
            cellHeight: 100
            model: panel.library
            boundsBehavior: Flickable.StopAtBounds
            // A few dozen light tiles: create them when shown, not in the background, so a
            // filter that shrinks the list never races a delegate still being made.
            cacheBuffer: 0
            ScrollBar.vertical: ScrollBar {}

            delegate: Item {
                id: tile

                required property string miniatureId
                required property string name
                required property int size
                required property url imageUrl
                required property bool builtIn
                required property list<string> tags
                required property string statsText
                required property bool creature
                required property bool inSession
                required property bool hasStats

                objectName: "miniature:" + miniatureId
                Accessible.role: Accessible.ListItem
                Accessible.name: qsTr("%1, %2×%2 cells").arg(name).arg(size)
                Accessible.description: tooltip
                width: grid.cellWidth
                height: grid.cellHeight

                readonly property string tooltip: {
                    const lines = [name + "  ·  " + qsTr("%1×%1 cells").arg(size)]
                    if (tags.length > 0)
                        lines.push(tags.join(", "))
                    if (statsText !== "")
                        lines.push(statsText)
                    if (creature)
                        lines.push(inSession ? qsTr("Creature of this session · drag onto the board, right-click to edit")
                                             : qsTr("Creature · drag onto the board, right-click to edit"))
                    else
                        lines.push(builtIn ? qsTr("Built in · drag onto the board")
                                           : qsTr("Yours · drag onto the board, right-click to edit"))
                    return lines.join("\n")
                }

                Item {
                    id: face
                    width: 60
                    height: 60
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.top
                    anchors.topMargin: 6
                    // A creature without numbers for this rule set still drops, as name and picture.
                    opacity: dragHandler.active ? 0.4 : (tile.hasStats ? 1 : 0.6)

                    // The GM's pictures are not round: a square with a circle cut out, in the
                    // panel's colour, rounds them off like the built-ins.
                    Rectangle {
                        anchors.fill: parent
                        radius: width / 2
                        color: Theme.separator
                        visible: picture.status !== Image.Ready
                    }
                    // A creature saved from a token without a portrait: its initial.
                    Label {
                        anchors.centerIn: parent
                        visible: picture.status !== Image.Ready
                        text: tile.name.length > 0 ? tile.name.charAt(0).toUpperCase() : ""
                        font.pixelSize: Theme.px(26)
                        font.bold: true
                        color: Theme.mutedText
                    }
                    Image {
                        id: picture
                        anchors.fill: parent
                        source: tile.imageUrl
                        sourceSize: Qt.size(120, 120)
                        fillMode: Image.PreserveAspectCrop
                        asynchronous: !tile.builtIn
                        smooth: true
                        mipmap: true
                    }
                    Shape {
                        anchors.fill: parent
                        visible: !tile.builtIn
                        ShapePath {
                            strokeWidth: 0
                            strokeColor: "transparent"
                            fillColor: Theme.window
                            fillRule: ShapePath.OddEvenFill
                            PathSvg {
                                path: "M -1 -1 H 61 V 61 H -1 Z M 30 0 A 30 30 0 1 0 30 60 A 30 30 0 1 0 30 0 Z"
                            }
                        }
                    }
                    Rectangle {
                        anchors.fill: parent
                        anchors.margins: -3
                        radius: width / 2
                        color: "transparent"
                        border.width: 2
                        border.color: Theme.accent
                        visible: hover.hovered || dragHandler.active
                    }
                    // Creature badge: it brings its stats; "S" when it lives in the session folder.
                    Rectangle {
                        objectName: "creatureBadge"
                        visible: tile.creature
                        anchors.left: parent.left
                        anchors.top: parent.top
                        anchors.leftMargin: -6
                        width: creatureLabel.implicitWidth + 8
                        height: 16
                        radius: 8
                        color: tile.inSession ? "#6a1b9a" : "#8d3b1f"
                        Label {
                            id: creatureLabel
                            anchors.centerIn: parent
                            text: tile.inSession ? qsTr("S ☗") : "☗"
                            color: "white"
                            font.pixelSize: Theme.px(10)
                            font.bold: true
                        }
                    }
                    // Footprint badge.
                    Rectangle {
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        anchors.rightMargin: -6
                        width: sizeLabel.implicitWidth + 8
                        height: 16
                        radius: 8
                        color: tile.size > 1 ? "#37474f" : Qt.rgba(0.22, 0.28, 0.31, 0.55)
                        Label {
                            id: sizeLabel
                            anchors.centerIn: parent
                            text: tile.size + "×" + tile.size
                            color: "white"
                            font.pixelSize: Theme.px(10)
                            font.bold: true
                        }
                    }
                }

                Label {
                    anchors.top: face.bottom
                    anchors.topMargin: 5
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.leftMargin: 2
                    anchors.rightMargin: 2
                    horizontalAlignment: Text.AlignHCenter
                    text: tile.name
                    elide: Text.ElideRight
                    maximumLineCount: 2
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.px(11)
                    font.italic: !tile.builtIn && !tile.creature
                    font.bold: tile.creature
                }

                HoverHandler {
                    id: hover
                    cursorShape: Qt.OpenHandCursor
                }

                ToolTip.visible: hover.hovered && !dragHandler.active && !menu.visible
                ToolTip.delay: 600
                ToolTip.text: tooltip

                // The drag moves the shared ghost, not the tile, so the grid stays as it is.
                // It wins over the grid's own flicking (wheel and scroll bar still scroll).
                DragHandler {
                    id: dragHandler
                    target: null
                    grabPermissions: PointerHandler.CanTakeOverFromAnything
                    onActiveChanged: {
                        if (active)
                            ghost.start(tile.miniatureId, tile.name, tile.size, tile.imageUrl,
                                        centroid.scenePosition)
                        else
                            ghost.finish()
                    }
                    onCentroidChanged: {
                        if (active)
                            ghost.follow(centroid.scenePosition)
                    }
                }

                TapHandler {
                    acceptedButtons: Qt.RightButton
                    onTapped: {
                        if (!tile.builtIn)
                            menu.openFor(tile.miniatureId, tile.name, tile.size, tile.creature)
                    }
                }
                TapHandler {
                    acceptedDevices: PointerDevice.TouchScreen
                    onLongPressed: {
                        if (!tile.builtIn)
                            menu.openFor(tile.miniatureId, tile.name, tile.size, tile.creature)
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 40
                visible: grid.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.mutedText
                text: panel.library.filter !== ""
                      ? qsTr("No miniature matches “%1”").arg(panel.library.filter)
                      : qsTr("No miniatures")
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.margins: 10
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            text: qsTr("Drag a miniature onto the board. Drop image files here to add your own.")
        }
    }

    // Image files from the file manager become the GM's own miniatures.
    DropArea {
        id: fileDrop
        objectName: "miniatureFileDrop"
        anchors.fill: parent
        keys: ["text/uri-list"]
        onEntered: drag => {
            drag.accepted = drag.hasUrls
            if (drag.accepted)
                drag.acceptProposedAction()
        }
        onDropped: drop => {
            if (!drop.hasUrls)
                return
            let added = ""
            for (const url of drop.urls) {
                const id = panel.library.addFromImage(url)
                if (id !== "")
                    added = id
            }
            drop.acceptProposedAction()
            if (added !== "") {
                search.text = ""
                panel.library.filter = ""
                grid.positionViewAtIndex(panel.library.indexOf(added), GridView.Contain)
            }
        }

        Rectangle {
            anchors.fill: parent
            anchors.margins: 4
            visible: fileDrop.containsDrag
            radius: 8
            color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.12)
            border.width: 2
            border.color: Theme.accent
            Label {
                anchors.centerIn: parent
                text: qsTr("Drop images to add miniatures")
                font.bold: true
            }
        }
    }

    // What follows the pointer while a miniature is dragged, above everything in the window.
    // It is the drag source the board's DropArea sees.
    Item {
        id: ghost
        objectName: "miniatureDragGhost"

        property string miniatureId
        property string name
        property int miniatureSize: 1
        property url imageUrl
        property bool dragging: false

        parent: Overlay.overlay
        width: 56
        height: 56
        z: 1000
        visible: dragging

        Drag.active: dragging
        Drag.dragType: Drag.Internal
        Drag.keys: [panel.library.mimeType]
        Drag.mimeData: ({ [panel.library.mimeType]: miniatureId })
        Drag.supportedActions: Qt.CopyAction
        Drag.proposedAction: Qt.CopyAction
        Drag.hotSpot: Qt.point(width / 2, height / 2)

        function follow(scenePosition) {
            const p = parent.mapFromItem(null, scenePosition.x, scenePosition.y)
            x = p.x - width / 2
            y = p.y - height / 2
        }
        function start(id, name, size, imageUrl, scenePosition) {
            ghost.miniatureId = id
            ghost.name = name
            ghost.miniatureSize = size
            ghost.imageUrl = imageUrl
            follow(scenePosition)
            dragging = true
        }
        // Internal drags drop only when told to.
        function finish() {
            if (!dragging)
                return
            Drag.drop()
            dragging = false
        }

        Image {
            anchors.fill: parent
            source: ghost.imageUrl
            sourceSize: Qt.size(112, 112)
            fillMode: Image.PreserveAspectCrop
            opacity: 0.85
        }
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: "transparent"
            border.width: 2
            border.color: Theme.accent
        }
    }

    // Editing the GM's own miniatures.
    FittedMenu {
        id: menu

        property string miniatureId
        property string name
        property int size: 1
        property bool creature: false

        function openFor(id, name, size, creature) {
            menu.miniatureId = id
            menu.name = name
            menu.size = size
            menu.creature = creature
            popup()
        }

        MenuEntry {
            text: qsTr("Rename…")
            onTriggered: renameDialog.openFor(menu.miniatureId, menu.name)
        }
        // A creature's size is in its stat blocks: Save as creature from a token changes it.
        FittedMenu {
            id: sizeMenu
            title: qsTr("Size")
            enabled: !menu.creature
            Repeater {
                model: 4
                delegate: MenuEntry {
                    required property int index
                    text: qsTr("%1×%1 cells").arg(index + 1)
                    checkable: true
                    checked: menu.size === index + 1
                    onTriggered: panel.library.update(menu.miniatureId, { size: index + 1 })
                }
            }
        }
        MenuSeparator {}
        MenuEntry {
            text: qsTr("Remove")
            onTriggered: panel.library.remove(menu.miniatureId)
        }
    }

    Dialog {
        id: renameDialog
        objectName: "miniatureRenameDialog"

        property string miniatureId

        function openFor(id, name) {
            renameDialog.miniatureId = id
            nameField.text = name
            open()
            nameField.selectAll()
            nameField.forceActiveFocus()
        }

        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Rename")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: panel.library.update(miniatureId, { name: nameField.text })

        TextField {
            id: nameField
            Accessible.name: qsTr("Name")
            implicitWidth: Theme.px(260)
            selectByMouse: true
            onAccepted: renameDialog.accept()
        }
    }
}
