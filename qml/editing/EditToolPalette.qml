import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// The GM's edit tools for the board, as a narrow vertical strip beside it: tool and shape
// buttons with one-key shortcuts, the rule set's terrain kinds as swatches, the elevation
// step, wall snapping and the background dialog. On the Combat Grid it offers Skyward;
// positions are marked from their cards.
Pane {
    id: toolPalette
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Tools")

    required property BoardEditor editor
    // FIELD and ZONE areas (`meters`); null hides the Area tool.
    property AreaEditor areaEditor: null
    // Lights and the ambient level (docs/rules.md §8); null hides the Light tool.
    property LightEditor lightEditor: null
    // Templates and the ruler (docs/rules.md §9); null hides their tools.
    property TemplateEditor templateEditor: null
    property RulerModel ruler: null
    // The GM's drawings (docs/file-format.md §3.10); null hides the Draw tool.
    property DrawingEditor drawingEditor: null
    // The fog and player-camera tools (FogToolLayer.Tool); the window owns the choice.
    property int fogTool: FogToolLayer.None
    signal fogToolChosen(int tool)

    readonly property bool square: editor.squareBoard
    readonly property bool positions: editor.document !== null
                                      && editor.document.boardKind === EncounterDocument.Positions
    // The rule set lists lighting levels (docs/file-format.md §3.5).
    readonly property bool lighting: square && editor.lightingLevels.length > 0
    readonly property bool areas: square && editor.areasAvailable && areaEditor !== null
    readonly property bool lights: square && lightEditor !== null
    readonly property bool lightTool: lights && editor.tool === BoardEditor.Light
    readonly property bool templates: square && templateEditor !== null
    readonly property bool measures: square && ruler !== null
    readonly property bool drawings: square && drawingEditor !== null
    // Sight over heights (docs/rules.md §13): the height of painted terrain, the top of new walls.
    readonly property bool terrainHeight: square && editor.tool === BoardEditor.Terrain
                                          && editor.terrainHeightApplies
    // (A door is a wall the Door tool made one: it gets its top as a wall.)
    readonly property bool wallTool: square && editor.tool === BoardEditor.Wall
    readonly property bool shapeTool: editor.tool === BoardEditor.Terrain
                                      || editor.tool === BoardEditor.Erase
                                      || editor.tool === BoardEditor.Elevation

    // One tool button: checkable, highlighted when its state is current.
    component PaletteButton: ToolButton {
        id: button
        // The tip names it: most show a glyph.
        Accessible.name: tip !== "" ? tip : text
        Accessible.description: key.length > 0 ? qsTr("Shortcut %1").arg(key) : ""
        property string tip
        property string key
        checkable: true
        focusPolicy: Qt.NoFocus
        font.pixelSize: Theme.px(15)
        implicitWidth: Math.max(34, implicitContentWidth + leftPadding + rightPadding)
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: key.length > 0 ? qsTr("%1 (%2)").arg(tip).arg(key) : tip
    }

    // The background dialog, for a menu item or shortcut elsewhere.
    function openBackgroundDialog() {
        backgroundDialog.open()
    }

    function selectTool(tool) {
        editor.tool = tool
    }
    function brush(shape) {
        if (!shapeTool)
            editor.tool = BoardEditor.Terrain
        editor.shape = shape
    }

    Shortcut {
        sequence: "V"
        enabled: toolPalette.visible && toolPalette.enabled
        onActivated: toolPalette.selectTool(BoardEditor.Select)
    }
    Shortcut {
        sequence: "B"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: {
            toolPalette.editor.tool = BoardEditor.Terrain
            toolPalette.editor.shape = BoardEditor.Brush
        }
    }
    Shortcut {
        sequence: "E"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.selectTool(BoardEditor.Erase)
    }
    Shortcut {
        sequence: "R"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.brush(BoardEditor.Rect)
    }
    Shortcut {
        sequence: "L"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.brush(BoardEditor.Line)
    }
    Shortcut {
        sequence: "W"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.selectTool(BoardEditor.Wall)
    }
    Shortcut {
        sequence: "D"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.selectTool(BoardEditor.Door)
    }
    Shortcut {
        sequence: "H"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.square
        onActivated: toolPalette.selectTool(BoardEditor.Elevation)
    }
    Shortcut {
        sequence: "G"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.lighting
        onActivated: toolPalette.selectTool(BoardEditor.Lighting)
    }
    Shortcut {
        sequence: "A"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.areas
        onActivated: toolPalette.selectTool(BoardEditor.Area)
    }
    Shortcut {
        sequence: "I"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.lights
        onActivated: toolPalette.selectTool(BoardEditor.Light)
    }
    Shortcut {
        // Templates; again: the next shape.
        sequence: "C"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.templates
        onActivated: {
            if (toolPalette.editor.tool !== BoardEditor.Template) {
                toolPalette.selectTool(BoardEditor.Template)
                return
            }
            const shapes = ["circle", "cone", "line", "square"]
            const next = (shapes.indexOf(toolPalette.templateEditor.placeShape) + 1) % shapes.length
            toolPalette.templateEditor.placeShape = shapes[next]
        }
    }
    Shortcut {
        // The ruler; again: back to selecting.
        sequence: "M"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.measures
        onActivated: toolPalette.selectTool(toolPalette.editor.tool === BoardEditor.Ruler
                                            ? BoardEditor.Select : BoardEditor.Ruler)
    }
    Shortcut {
        // Drawing; again: the next kind of mark.
        sequence: "K"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.drawings
        onActivated: {
            if (toolPalette.editor.tool !== BoardEditor.Draw) {
                toolPalette.selectTool(BoardEditor.Draw)
                return
            }
            const kinds = ["pen", "line", "arrow", "rect", "ellipse", "text"]
            toolPalette.drawingEditor.tool = kinds[(kinds.indexOf(toolPalette.drawingEditor.tool) + 1) % kinds.length]
        }
    }
    Shortcut {
        sequence: "Y"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.drawings
        onActivated: toolPalette.selectTool(BoardEditor.Pin)
    }
    Shortcut {
        sequence: "Z"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.drawings
        onActivated: toolPalette.selectTool(BoardEditor.Trap)
    }
    Shortcut {
        sequence: "Shift+K"
        enabled: toolPalette.visible && toolPalette.enabled && toolPalette.drawings
        onActivated: {
            toolPalette.selectTool(BoardEditor.Draw)
            toolPalette.drawingEditor.tool = "eraser"
        }
    }
    Shortcut {
        // Raise and lower swap while painting elevation.
        sequence: "X"
        enabled: toolPalette.visible && toolPalette.enabled
                 && toolPalette.editor.tool === BoardEditor.Elevation
        onActivated: toolPalette.editor.raise = !toolPalette.editor.raise
    }

    ButtonGroup { id: toolGroup }
    ButtonGroup { id: shapeGroup }

    padding: 6
    implicitWidth: Theme.px(156)
    background: Rectangle {
        color: Theme.window
        Rectangle {
            anchors.right: parent.right
            width: 1
            height: parent.height
            color: Theme.separator
        }
    }

    component Heading: Label {
        font.pixelSize: Theme.px(11)
        font.capitalization: Font.AllUppercase
        color: Theme.mutedText
        topPadding: 6
        // Long headings ("Nebel und Spieleransicht") wrap rather than run under the board.
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Heading {
            text: qsTr("Tools")
        }
        GridLayout {
            columns: 3
            rowSpacing: 2
            columnSpacing: 2
            PaletteButton {
                objectName: "toolSelect"
                text: "↖"
                tip: qsTr("Select and move tokens")
                key: "V"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Select
                onClicked: toolPalette.selectTool(BoardEditor.Select)
            }
            PaletteButton {
                objectName: "toolTerrain"
                visible: toolPalette.square
                text: "✎"
                tip: qsTr("Paint terrain")
                key: "B"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Terrain
                onClicked: toolPalette.selectTool(BoardEditor.Terrain)
            }
            PaletteButton {
                objectName: "toolErase"
                visible: toolPalette.square
                text: "⌫"
                tip: qsTr("Erase terrain to plain ground")
                key: "E"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Erase
                onClicked: toolPalette.selectTool(BoardEditor.Erase)
            }
            PaletteButton {
                objectName: "toolElevation"
                visible: toolPalette.square
                text: "⇅"
                tip: qsTr("Raise or lower the ground")
                key: "H"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Elevation
                onClicked: toolPalette.selectTool(BoardEditor.Elevation)
            }
            PaletteButton {
                objectName: "toolWall"
                visible: toolPalette.square
                text: "▌"
                tip: qsTr("Draw walls (right-click a wall to remove it)")
                key: "W"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Wall
                onClicked: toolPalette.selectTool(BoardEditor.Wall)
            }
            PaletteButton {
                objectName: "toolDoor"
                visible: toolPalette.square
                text: "◫"
                tip: qsTr("Click a wall: make it a door, open or close it (right-click: plain wall)")
                key: "D"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Door
                onClicked: toolPalette.selectTool(BoardEditor.Door)
            }
            PaletteButton {
                objectName: "toolLighting"
                visible: toolPalette.lighting
                text: "◐"
                tip: qsTr("Paint lighting: drag to paint cells, Shift+drag a rectangle")
                key: "G"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Lighting
                onClicked: toolPalette.selectTool(BoardEditor.Lighting)
            }
            PaletteButton {
                objectName: "toolArea"
                visible: toolPalette.areas
                text: "◎"
                tip: qsTr("Place a FIELD or ZONE area: click a cell (click a centre to select it)")
                key: "A"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Area
                onClicked: toolPalette.selectTool(BoardEditor.Area)
            }
            PaletteButton {
                objectName: "toolLight"
                visible: toolPalette.lights
                text: "☀"
                font.family: "DejaVu Sans"
                tip: qsTr("Lights: click to place one (Shift: exactly there), drag to move it, drag a ring's handle to resize it")
                key: "I"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Light
                onClicked: toolPalette.selectTool(BoardEditor.Light)
            }
            PaletteButton {
                objectName: "toolTemplate"
                visible: toolPalette.templates
                text: "◭"
                font.family: "DejaVu Sans"
                tip: qsTr("Spell templates: circle, cone, line or square; click to place, drag to aim (C again: next shape)")
                key: "C"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Template
                onClicked: toolPalette.selectTool(BoardEditor.Template)
            }
            PaletteButton {
                objectName: "toolRuler"
                visible: toolPalette.measures
                text: "↔"
                font.family: "DejaVu Sans"
                tip: qsTr("Ruler: drag from a cell or token, click to add waypoints, Esc clears")
                key: "M"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Ruler
                onClicked: toolPalette.selectTool(BoardEditor.Ruler)
            }
            PaletteButton {
                objectName: "toolDraw"
                visible: toolPalette.drawings
                text: "✐"
                font.family: "DejaVu Sans"
                tip: qsTr("Draw on the board: pen, line, arrow, rectangle, ellipse or text, for you or for the players (K again: next kind)")
                key: "K"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Draw
                onClicked: toolPalette.selectTool(BoardEditor.Draw)
            }
            PaletteButton {
                objectName: "toolPin"
                visible: toolPalette.drawings
                text: "⚑"
                font.family: "DejaVu Sans"
                tip: qsTr("Map pins: click to pin a note (yours unless you share it), click a pin to open it, drag to move it")
                key: "Y"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Pin
                onClicked: toolPalette.selectTool(BoardEditor.Pin)
            }
            PaletteButton {
                objectName: "toolTrap"
                visible: toolPalette.drawings
                text: "⚠"
                font.family: "DejaVu Sans"
                tip: qsTr("Traps: drag over cells to lay a trap (hidden unless you reveal it), click one to edit it")
                key: "Z"
                ButtonGroup.group: toolGroup
                checked: toolPalette.editor.tool === BoardEditor.Trap
                onClicked: toolPalette.selectTool(BoardEditor.Trap)
            }
        }

        // Templates and the ruler (docs/rules.md §9): their own parts of the palette.
        Loader {
            active: toolPalette.templates && toolPalette.editor.tool === BoardEditor.Template
            visible: active
            Layout.fillWidth: true
            sourceComponent: TemplatePalette {
                templateEditor: toolPalette.templateEditor
            }
        }
        Loader {
            active: toolPalette.measures && toolPalette.editor.tool === BoardEditor.Ruler
            visible: active
            Layout.fillWidth: true
            sourceComponent: RulerPalette {
                ruler: toolPalette.ruler
            }
        }
        Loader {
            active: toolPalette.drawings && toolPalette.editor.tool === BoardEditor.Draw
            visible: active
            Layout.fillWidth: true
            sourceComponent: DrawingPalette {
                drawingEditor: toolPalette.drawingEditor
            }
        }

        Heading {
            visible: toolPalette.square && toolPalette.shapeTool
            text: qsTr("Shape")
        }
        RowLayout {
            visible: toolPalette.square && toolPalette.shapeTool
            spacing: 2
            PaletteButton {
                objectName: "shapeBrush"
                text: "●"
                tip: qsTr("Brush: paint cell by cell")
                key: "B"
                ButtonGroup.group: shapeGroup
                checked: toolPalette.editor.shape === BoardEditor.Brush
                onClicked: toolPalette.editor.shape = BoardEditor.Brush
            }
            PaletteButton {
                objectName: "shapeRect"
                text: "▭"
                tip: qsTr("Rectangle: drag from corner to corner")
                key: "R"
                ButtonGroup.group: shapeGroup
                checked: toolPalette.editor.shape === BoardEditor.Rect
                onClicked: toolPalette.editor.shape = BoardEditor.Rect
            }
            PaletteButton {
                objectName: "shapeLine"
                text: "╱"
                tip: qsTr("Line: drag from cell to cell")
                key: "L"
                ButtonGroup.group: shapeGroup
                checked: toolPalette.editor.shape === BoardEditor.Line
                onClicked: toolPalette.editor.shape = BoardEditor.Line
            }
        }

        // The rule set's terrain kinds (rules/<id>.json), in its colours.
        Heading {
            visible: toolPalette.square && toolPalette.editor.tool === BoardEditor.Terrain
            text: qsTr("Terrain")
        }
        Repeater {
            model: toolPalette.square && toolPalette.editor.tool === BoardEditor.Terrain ? toolPalette.editor.terrainKinds : []
            delegate: ItemDelegate {
                id: swatch
                Accessible.name: modelData.name
                required property var modelData
                objectName: "kind-" + modelData.id
                Layout.fillWidth: true
                checkable: true
                focusPolicy: Qt.NoFocus
                highlighted: toolPalette.editor.terrainKind === modelData.id
                checked: highlighted
                onClicked: toolPalette.editor.terrainKind = modelData.id
                topPadding: 4
                bottomPadding: 4
                leftPadding: 6
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: modelData.name
                contentItem: RowLayout {
                    spacing: 6
                    Rectangle {
                        implicitWidth: 18
                        implicitHeight: 18
                        radius: 3
                        color: swatch.modelData.color
                        border.color: swatch.highlighted ? Theme.accent : Theme.separator
                        border.width: swatch.highlighted ? 2 : 1
                    }
                    Label {
                        // "Water (wet terrain)" reads as "Water" here; the tooltip has it all.
                        text: swatch.modelData.name.split(" (")[0]
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
            }
        }

        // The height new terrain gets (docs/rules.md §13), for kinds that stand in a line's way.
        Heading {
            visible: toolPalette.terrainHeight
            //: The height of the terrain painted next, above its cells' ground.
            text: qsTr("Height")
        }
        HeightChoice {
            objectName: "terrainHeight"
            visible: toolPalette.terrainHeight
            Layout.fillWidth: true
            what: qsTr("Height of new terrain, in meters")
            full: toolPalette.editor.terrainFullHeight
            meters: toolPalette.editor.terrainHeight
            onFullChosen: full => toolPalette.editor.terrainFullHeight = full
            onMetersChosen: meters => toolPalette.editor.terrainHeight = meters
        }
        Label {
            visible: toolPalette.terrainHeight && !toolPalette.editor.sightOverHeights
            Layout.fillWidth: true
            text: qsTr("Counts with Board ▸ Sight Over Heights")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }

        // The rule set's lighting levels, in their shades; the first (bright) erases.
        Heading {
            visible: toolPalette.lighting && toolPalette.editor.tool === BoardEditor.Lighting
            text: qsTr("Lighting")
        }
        Repeater {
            model: toolPalette.lighting && toolPalette.editor.tool === BoardEditor.Lighting ? toolPalette.editor.lightingLevels : []
            delegate: ItemDelegate {
                id: levelSwatch
                Accessible.name: modelData.name
                required property var modelData
                required property int index
                objectName: "light-" + modelData.id
                Layout.fillWidth: true
                checkable: true
                focusPolicy: Qt.NoFocus
                highlighted: toolPalette.editor.lightingLevel === modelData.id
                checked: highlighted
                onClicked: toolPalette.editor.lightingLevel = modelData.id
                topPadding: 4
                bottomPadding: 4
                leftPadding: 6
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: index === 0
                              ? qsTr("%1: the default; painting it erases lighting").arg(modelData.name)
                              : qsTr("%1: +%2 Advantage to a sneaker").arg(modelData.name).arg(modelData.advantage)
                contentItem: RowLayout {
                    spacing: 6
                    Rectangle {
                        implicitWidth: 18
                        implicitHeight: 18
                        radius: 3
                        color: Theme.ground
                        border.color: levelSwatch.highlighted ? Theme.accent : Theme.separator
                        border.width: levelSwatch.highlighted ? 2 : 1
                        Rectangle {
                            anchors.fill: parent
                            anchors.margins: levelSwatch.highlighted ? 2 : 1
                            radius: 2
                            color: levelSwatch.modelData.color
                        }
                    }
                    Label {
                        text: levelSwatch.modelData.name
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
            }
        }
        Label {
            visible: toolPalette.lighting && toolPalette.editor.tool === BoardEditor.Lighting
            Layout.fillWidth: true
            text: qsTr("Drag to paint, Shift+drag a rectangle")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }

        // The board's areas: click one to edit it in the inspector.
        Heading {
            visible: toolPalette.areas && toolPalette.editor.tool === BoardEditor.Area
            text: qsTr("Areas")
        }
        Label {
            visible: toolPalette.areas && toolPalette.editor.tool === BoardEditor.Area
            Layout.fillWidth: true
            text: toolPalette.areaEditor && toolPalette.areaEditor.count === 0
                  ? qsTr("Click a cell to place an area of radius 2")
                  : qsTr("Click a cell for a new area")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }
        Repeater {
            model: toolPalette.areas && toolPalette.editor.tool === BoardEditor.Area ? toolPalette.areaEditor.areas : []
            delegate: ItemDelegate {
                required property var modelData
                objectName: "areaRow-" + modelData.id
                Layout.fillWidth: true
                focusPolicy: Qt.NoFocus
                highlighted: toolPalette.areaEditor.selectedId === modelData.id
                topPadding: 3
                bottomPadding: 3
                leftPadding: 6
                text: modelData.name + " · " + modelData.kindName
                font.pixelSize: Theme.px(12)
                onClicked: toolPalette.areaEditor.selectedId = modelData.id
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: modelData.tokensText !== "" ? qsTr("Inside: %1").arg(modelData.tokensText)
                                                          : qsTr("No token inside")
            }
        }

        // The light tool: what a click places, the board's ambient level, the lights to pick.
        Heading {
            visible: toolPalette.lightTool
            text: qsTr("New light")
        }
        Flow {
            visible: toolPalette.lightTool
            Layout.fillWidth: true
            spacing: 2
            Repeater {
                model: toolPalette.lightTool ? toolPalette.lightEditor.presets : []
                delegate: Button {
                    required property var modelData
                    objectName: "placePreset:" + modelData.id
                    text: modelData.name
                    checkable: true
                    checked: toolPalette.lightEditor.placePreset === modelData.id
                    focusPolicy: Qt.NoFocus
                    font.pixelSize: Theme.px(12)
                    onClicked: toolPalette.lightEditor.placePreset = modelData.id
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Bright %1, dim %2 squares").arg(modelData.brightCells).arg(modelData.dimCells)
                }
            }
        }
        Heading {
            visible: toolPalette.lightTool
            text: qsTr("Ambient light")
        }
        Flow {
            visible: toolPalette.lightTool
            Layout.fillWidth: true
            spacing: 2
            Repeater {
                //: Light levels painted on the board: bright light, dim light, darkness.
                model: [{ id: "bright", name: qsTr("Bright") },
                        //: A light level: dim light.
                        { id: "dim", name: qsTr("Dim") },
                        //: A light level: darkness.
                        { id: "dark", name: qsTr("Dark") }]
                delegate: Button {
                    required property var modelData
                    objectName: "ambient:" + modelData.id
                    text: modelData.name
                    checkable: true
                    checked: toolPalette.lightEditor !== null && toolPalette.lightEditor.ambient === modelData.id
                    focusPolicy: Qt.NoFocus
                    font.pixelSize: Theme.px(12)
                    onClicked: {
                        toolPalette.lightEditor.setAmbient(modelData.id)
                        checked = Qt.binding(() => toolPalette.lightEditor.ambient === modelData.id)
                    }
                }
            }
        }
        Heading {
            visible: toolPalette.lightTool && toolPalette.lightEditor.count > 0
            text: qsTr("Lights")
        }
        Repeater {
            model: toolPalette.lightTool ? toolPalette.lightEditor.lights : []
            delegate: ItemDelegate {
                required property var modelData
                objectName: "lightRow-" + modelData.id
                Layout.fillWidth: true
                focusPolicy: Qt.NoFocus
                highlighted: toolPalette.lightEditor.selectedId === modelData.id
                topPadding: 3
                bottomPadding: 3
                leftPadding: 6
                text: modelData.label + (modelData.on ? "" : qsTr(" (off)"))
                font.pixelSize: Theme.px(12)
                onClicked: toolPalette.lightEditor.selectedId = modelData.id
            }
        }
        Label {
            visible: toolPalette.lightTool
            Layout.fillWidth: true
            text: qsTr("Click to place, Shift+click off the half squares; Del deletes the picked light")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }

        Heading {
            visible: toolPalette.square && toolPalette.editor.tool === BoardEditor.Elevation
            text: qsTr("Elevation")
        }
        RowLayout {
            visible: toolPalette.square && toolPalette.editor.tool === BoardEditor.Elevation
            spacing: 2
            PaletteButton {
                objectName: "raise"
                text: "▲"
                tip: qsTr("Raise (X swaps)")
                checked: toolPalette.editor.raise
                onClicked: toolPalette.editor.raise = true
            }
            PaletteButton {
                objectName: "lower"
                text: "▼"
                tip: qsTr("Lower (X swaps)")
                checked: !toolPalette.editor.raise
                onClicked: toolPalette.editor.raise = false
            }
        }
        // The step in tenths of a meter, shown as meters.
        SpinBox {
            id: stepBox
            objectName: "elevationStep"
            Accessible.name: qsTr("Height of one step, in tenths of a meter")
            visible: toolPalette.square && toolPalette.editor.tool === BoardEditor.Elevation
            Layout.fillWidth: true
            from: 1
            to: 1000
            stepSize: 5
            editable: true
            focusPolicy: Qt.ClickFocus
            value: Math.round(toolPalette.editor.elevationStep * 10)
            onValueModified: toolPalette.editor.elevationStep = value / 10
            textFromValue: function(value, locale) {
                return Number(value / 10).toLocaleString(locale, "f", 1) + " " + toolPalette.editor.elevationUnit
            }
            valueFromText: function(text, locale) {
                return Math.round(Number.fromLocaleString(locale, text.replace(/[^0-9.,-]/g, "")) * 10)
            }
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Height of one step, in meters")
        }

        // The top new walls and doors get (docs/rules.md §13); a click on a wall changes its own.
        Heading {
            visible: toolPalette.wallTool
            //: How high new walls reach, in meters above sea level like elevations.
            text: qsTr("Top")
        }
        HeightChoice {
            objectName: "wallTop"
            visible: toolPalette.wallTool
            Layout.fillWidth: true
            lowest: -100
            what: qsTr("Top of new walls and doors, in meters")
            full: toolPalette.editor.wallFullHeight
            meters: toolPalette.editor.wallTop
            onFullChosen: full => toolPalette.editor.wallFullHeight = full
            onMetersChosen: meters => toolPalette.editor.wallTop = meters
        }
        Label {
            visible: toolPalette.wallTool
            Layout.fillWidth: true
            text: qsTr("Click a wall or door to change its top")
            color: Theme.mutedText
            font.pixelSize: Theme.px(11)
            wrapMode: Text.Wrap
        }
        CheckBox {
            objectName: "wallSnap"
            visible: toolPalette.square && toolPalette.editor.tool === BoardEditor.Wall
            text: qsTr("Snap to grid")
            focusPolicy: Qt.NoFocus
            checked: toolPalette.editor.wallSnap
            onToggled: toolPalette.editor.wallSnap = checked
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Wall ends go to the nearest grid-line crossing")
        }

        Rectangle {
            visible: toolPalette.square
            Layout.fillWidth: true
            Layout.topMargin: 4
            implicitHeight: 1
            color: Theme.separator
        }
        Button {
            objectName: "backgroundButton"
            visible: toolPalette.square
            Layout.fillWidth: true
            text: qsTr("Background…")
            focusPolicy: Qt.NoFocus
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("A map image under the grid, fitted to the squares")
            onClicked: backgroundDialog.open()
        }

        // The Combat Grid: marks are set on the position cards; the board-wide switch is here.
        Label {
            visible: toolPalette.positions
            Layout.fillWidth: true
            text: qsTr("Right-click a position to mark it")
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        Switch {
            objectName: "skywardSwitch"
            visible: toolPalette.positions
            text: qsTr("Skyward")
            focusPolicy: Qt.NoFocus
            checked: toolPalette.editor.document ? toolPalette.editor.document.skyward : false
            onToggled: {
                toolPalette.editor.setSkyward(checked)
                // A refused change (a token up there) leaves the switch as the board is.
                checked = Qt.binding(function() {
                    return toolPalette.editor.document ? toolPalette.editor.document.skyward : false
                })
            }
        }

        Heading {
            text: qsTr("Fog and player view")
        }
        RowLayout {
            spacing: 2
            PaletteButton {
                objectName: "toolFogReveal"
                text: "◌"
                tip: qsTr("Reveal to the players: paint cells, Shift+drag a rectangle")
                key: "Ctrl+Shift+R"
                checked: toolPalette.fogTool === FogToolLayer.Reveal
                onClicked: toolPalette.fogToolChosen(checked ? FogToolLayer.Reveal : FogToolLayer.None)
            }
            PaletteButton {
                objectName: "toolFogHide"
                text: "●"
                tip: qsTr("Hide from the players under fog: paint cells, Shift+drag a rectangle")
                key: "Ctrl+Shift+H"
                checked: toolPalette.fogTool === FogToolLayer.Hide
                onClicked: toolPalette.fogToolChosen(checked ? FogToolLayer.Hide : FogToolLayer.None)
            }
            PaletteButton {
                objectName: "toolPlayerCamera"
                text: "▭"
                tip: qsTr("Show players this: drag the rectangle the player view shows")
                key: "Ctrl+Shift+P"
                checked: toolPalette.fogTool === FogToolLayer.Camera
                onClicked: toolPalette.fogToolChosen(checked ? FogToolLayer.Camera : FogToolLayer.None)
            }
        }

        Item {
            Layout.fillHeight: true
        }
    }

    BackgroundDialog {
        id: backgroundDialog
        editor: toolPalette.editor
    }
}
