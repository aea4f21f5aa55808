import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// Every property and stat of the selected token, editable where the format allows. Each
// change is one undo step (EncounterEditor); a refused value snaps back to the token's.
Pane {
    id: panel
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Inspector")

    required property EncounterDocument document
    required property EncounterEditor editor
    required property TokenSelection selection
    // The selected FIELD or ZONE area, when there is one, takes the panel.
    property AreaEditor areaEditor: null
    // The picked light, when there is one, takes the panel; the token's own light and darkvision
    // are edited here (docs/rules.md §8).
    property LightEditor lightEditor: null
    readonly property bool lightShown: lightEditor !== null && lightEditor.selectedId !== ""
    readonly property bool areaShown: areaEditor !== null && areaEditor.selectedId !== "" && !lightShown
    // The picked template (docs/rules.md §9), when no light or area is, takes the panel.
    property TemplateEditor templateEditor: null
    readonly property bool templateShown: templateEditor !== null && templateEditor.selectedId !== ""
                                          && !lightShown && !areaShown
    readonly property var carriedLight: lightEditor !== null ? (lightEditor.carried[tokenId] || ({})) : ({})
    readonly property bool carries: carriedLight.id !== undefined

    readonly property string tokenId: selection.current
    readonly property var details: editor.details[tokenId] || ({})
    readonly property bool hasToken: details.id !== undefined

    padding: 0

    component FieldLabel: Label {
        color: Theme.mutedText
        font.pixelSize: Theme.px(12)
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    }
    // A number field: commits on Enter or when focus leaves.
    component NumberField: TextField {
        id: numberField
        property string field
        property real value
        property bool allowEmpty: false
        // What an empty field means (allowEmpty).
        property string emptyText: qsTr("none")
        text: allowEmpty && value < 0 ? "" : String(value)
        placeholderText: numberField.allowEmpty ? numberField.emptyText : ""
        // An optional field takes empty text too, so that Enter commits it (a validator that
        // calls empty text unfinished lets only leaving the field do that).
        validator: numberField.allowEmpty ? numberField.optionalNumber : numberField.number
        readonly property DoubleValidator number: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation }
        readonly property RegularExpressionValidator optionalNumber: RegularExpressionValidator { regularExpression: /[0-9]*([.,][0-9]*)?/ }
        selectByMouse: true
        Layout.fillWidth: true
        function commit() {
            const parsed = text.trim() === "" && allowEmpty ? -1 : Number(text.replace(",", "."))
            if (isNaN(parsed) || !panel.editor.setTokenField(panel.tokenId, field, parsed))
                text = Qt.binding(() => allowEmpty && value < 0 ? "" : String(value))
        }
        onEditingFinished: commit()
    }

    // With no token selected: the encounter's own GM notes.
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        visible: !panel.hasToken && !panel.areaShown && !panel.lightShown && !panel.templateShown
        spacing: 8
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Select a token to see and edit its properties.")
            color: Theme.mutedText
        }
        Label {
            text: qsTr("Encounter notes (GM only)")
            font.pixelSize: Theme.px(12)
            font.bold: true
            font.capitalization: Font.AllUppercase
            color: Theme.mutedText
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            TextArea {
                objectName: "encounterNotes"
                text: panel.document.notes
                wrapMode: TextEdit.Wrap
                placeholderText: qsTr("Tactics, treasure, what happens on round 3… Never shown to the players.")
                onEditingFinished: panel.editor.setEncounterNotes(text)
            }
        }
    }

    Loader {
        anchors.fill: parent
        anchors.margins: 12
        active: panel.areaShown
        sourceComponent: AreaPanel {
            objectName: "areaPanel"
            areaEditor: panel.areaEditor
        }
    }

    Loader {
        anchors.fill: parent
        anchors.margins: 12
        active: panel.lightShown
        sourceComponent: LightPanel {
            objectName: "lightPanel"
            lightEditor: panel.lightEditor
            document: panel.document
        }
    }

    Loader {
        anchors.fill: parent
        anchors.margins: 12
        active: panel.templateShown
        sourceComponent: TemplatePanel {
            objectName: "templatePanel"
            templateEditor: panel.templateEditor
        }
    }

    ScrollView {
        anchors.fill: parent
        visible: panel.hasToken && !panel.areaShown && !panel.lightShown && !panel.templateShown
        contentWidth: availableWidth

        GridLayout {
            width: parent.width - 24
            x: 12
            columns: 2
            columnSpacing: 10
            rowSpacing: 6

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: 12
                text: panel.selection.count > 1 ? qsTr("%1 (and %n more selected)", "", panel.selection.count - 1).arg(panel.details.name || "")
                                                : panel.details.name || ""
                font.pixelSize: Theme.px(16)
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }

            FieldLabel { text: qsTr("Id") }
            Label { text: panel.details.id || ""; Layout.fillWidth: true; elide: Text.ElideRight }

            FieldLabel { text: qsTr("Name") }
            TextField {
                objectName: "inspectorName"
                Accessible.name: qsTr("Name")
                Layout.fillWidth: true
                text: panel.details.name || ""
                selectByMouse: true
                onEditingFinished: if (text !== panel.details.name) panel.editor.setTokenField(panel.tokenId, "name", text)
            }

            //: The side (team) the token fights on.
            FieldLabel { text: qsTr("Side") }
            ComboBox {
                Accessible.name: qsTr("Side")
                Layout.fillWidth: true
                model: panel.document.sides
                textRole: "name"
                valueRole: "sideId"
                currentIndex: indexOfValue(panel.details.side)
                onActivated: panel.editor.setSide([panel.tokenId], currentValue)
            }

            FieldLabel { text: panel.details.square ? qsTr("Cell") : qsTr("Place") }
            Label {
                Layout.fillWidth: true
                text: panel.details.square ? "(%1, %2)".arg(panel.details.x).arg(panel.details.y)
                                           : (panel.details.position || "") + " · " + (panel.details.level || "")
            }

            FieldLabel { text: qsTr("Size") }
            SpinBox {
                Accessible.name: qsTr("Size")
                from: 1
                to: 4
                value: panel.details.size || 1
                onValueModified: if (!panel.editor.setTokenField(panel.tokenId, "size", value)) value = panel.details.size
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Footprint in squares (1 to 4)")
            }

            FieldLabel { text: qsTr("Speed") }
            NumberField { field: "speed"; Accessible.name: qsTr("Speed"); value: panel.details.speed || 0 }

            FieldLabel { text: qsTr("Movement"); visible: !panel.details.square }
            NumberField { field: "movement"; Accessible.name: qsTr("Movement"); value: panel.details.movement === undefined ? -1 : panel.details.movement; allowEmpty: true; visible: !panel.details.square }

            FieldLabel { text: qsTr("Agility") }
            NumberField { field: "agility"; Accessible.name: qsTr("Agility"); value: panel.details.agility || 0 }

            FieldLabel { text: qsTr("Altitude (m)") }
            NumberField { field: "altitude"; Accessible.name: qsTr("Altitude (m)"); value: panel.details.altitude || 0 }

            FieldLabel { text: qsTr("Facing (°)") }
            NumberField { field: "facing"; Accessible.name: qsTr("Facing (°)"); value: panel.details.facing || 0 }

            FieldLabel { text: qsTr("Darkvision (sq)"); visible: panel.details.square === true }
            NumberField {
                objectName: "inspectorDarkvision"
                Accessible.name: qsTr("Darkvision (sq)")
                Accessible.description: ToolTip.text
                visible: panel.details.square === true
                field: "darkvision"
                value: panel.details.darkvision || 0
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Squares within which it sees in the dark (0: none)")
            }

            // Feet to eyes (docs/rules.md §13); empty: the rule set's eye height times the size.
            FieldLabel { text: qsTr("Height (eyes)"); visible: panel.details.square === true }
            NumberField {
                objectName: "inspectorEyeHeight"
                Accessible.name: qsTr("Height (eyes)")
                Accessible.description: ToolTip.text
                visible: panel.details.square === true
                field: "height"
                allowEmpty: true
                value: panel.details.eyeHeight === undefined ? -1 : panel.details.eyeHeight
                //: An empty eye height: the rule set's, %1 meters for this size.
                emptyText: qsTr("auto: %1 m").arg(Number(panel.details.autoEyeHeight || 0).toLocaleString(Qt.locale(), "f", 2))
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("From its feet to its eyes, in meters; empty: the rule set's")
            }

            // A light the token carries: it shines from the middle of the token, wherever it goes.
            FieldLabel {
                text: qsTr("Light")
                visible: panel.details.square === true && panel.lightEditor !== null
                Layout.alignment: Qt.AlignRight | Qt.AlignTop
            }
            ColumnLayout {
                visible: panel.details.square === true && panel.lightEditor !== null
                Layout.fillWidth: true
                spacing: 4
                CheckBox {
                    objectName: "inspectorCarriesLight"
                    text: qsTr("Carries a light")
                    checked: panel.carries
                    onToggled: {
                        const presets = panel.lightEditor.presets
                        if (checked && presets.length > 0)
                            panel.lightEditor.carryLight(panel.tokenId, presets[0].id)
                        else if (!checked)
                            panel.lightEditor.stopCarrying(panel.tokenId)
                        checked = Qt.binding(() => panel.carries)
                    }
                }
                Flow {
                    visible: panel.carries
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: panel.lightEditor ? panel.lightEditor.presets : []
                        delegate: Button {
                            required property var modelData
                            objectName: "inspectorLightPreset:" + modelData.id
                            text: modelData.name
                            checkable: true
                            checked: panel.carriedLight.preset === modelData.id
                            focusPolicy: Qt.NoFocus
                            onClicked: {
                                panel.lightEditor.carryLight(panel.tokenId, modelData.id)
                                checked = Qt.binding(() => panel.carriedLight.preset === modelData.id)
                            }
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Bright %1, dim %2 squares").arg(modelData.brightCells).arg(modelData.dimCells)
                        }
                    }
                }
                RowLayout {
                    visible: panel.carries
                    spacing: 6
                    CheckBox {
                        objectName: "inspectorLightOn"
                        //: Whether the light is on.
                        text: qsTr("Lit")
                        focusPolicy: Qt.NoFocus
                        checked: panel.carriedLight.on === true
                        onToggled: {
                            panel.lightEditor.setOn(panel.carriedLight.id, checked)
                            checked = Qt.binding(() => panel.carriedLight.on === true)
                        }
                    }
                    Label {
                        text: qsTr("%1 / %2 sq").arg(panel.carriedLight.brightCells).arg(panel.carriedLight.dimCells)
                        color: Theme.mutedText
                        font.pixelSize: Theme.px(12)
                    }
                    Button {
                        text: qsTr("Edit…")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.lightEditor.selectedId = panel.carriedLight.id
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Colour, radii and more")
                    }
                }
                Rectangle {
                    objectName: "inspectorHiddenLightWarning"
                    visible: panel.carries && panel.details.hidden === true && panel.carriedLight.on === true
                    Layout.fillWidth: true
                    implicitHeight: hiddenGlow.implicitHeight + 12
                    radius: 4
                    color: "#fff3e0"
                    border.color: "#ef6c00"
                    Label {
                        id: hiddenGlow
                        anchors.fill: parent
                        anchors.margins: 6
                        wrapMode: Text.WordWrap
                        color: "#5d4037"
                        font.pixelSize: Theme.px(12)
                        text: qsTr("Hidden, but its light is lit: the players will see the glow.")
                    }
                }
            }

            //: How many squares the token's zone of control reaches (a game term).
            FieldLabel { text: qsTr("Reach") }
            SpinBox {
                Accessible.name: qsTr("Reach")
                from: 0
                to: 4
                value: panel.details.effectiveReach || 0
                onValueModified: panel.editor.setReach([panel.tokenId], value)
                ToolTip.visible: hovered
                ToolTip.text: panel.details.reach === -1 ? qsTr("The rule set's default") : qsTr("Set for this token")
            }

            //: The token's stance on the Combat Grid (a game term).
            FieldLabel { text: qsTr("Stance"); visible: !panel.details.square }
            TextField {
                Accessible.name: qsTr("Stance")
                visible: !panel.details.square
                Layout.fillWidth: true
                text: panel.details.stance || ""
                onEditingFinished: if (text !== panel.details.stance) panel.editor.setTokenField(panel.tokenId, "stance", text)
            }

            FieldLabel { text: qsTr("Flags") }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                CheckBox {
                    text: qsTr("ZoC weapon")
                    checked: panel.details.zoc === true
                    onToggled: panel.editor.setZoc([panel.tokenId], checked)
                }
                CheckBox {
                    text: qsTr("Hidden")
                    checked: panel.details.hidden === true
                    onToggled: panel.editor.setHidden([panel.tokenId], checked)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Hidden from the players' view")
                }
                CheckBox {
                    objectName: "inspectorShowName"
                    text: qsTr("Name shown to players")
                    checked: panel.details.showName !== false
                    onToggled: panel.editor.setTokenField(panel.tokenId, "showName", checked)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Off: the player view calls it \u201cUnknown creature\u201d")
                }
                CheckBox {
                    text: qsTr("Fills position")
                    visible: !panel.details.square
                    checked: panel.details.fillsPosition === true
                    onToggled: panel.editor.setTokenField(panel.tokenId, "fillsPosition", checked)
                }
            }

            FieldLabel { text: qsTr("Conditions"); Layout.alignment: Qt.AlignRight | Qt.AlignTop }
            Flow {
                Layout.fillWidth: true
                spacing: 2
                Repeater {
                    model: panel.editor.conditionChoices
                    delegate: CheckBox {
                        required property var modelData
                        text: modelData.name
                        checked: (panel.details.conditions || []).indexOf(modelData.id) >= 0
                        onToggled: panel.editor.setCondition([panel.tokenId], modelData.id, checked)
                    }
                }
            }

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: 8
                visible: panel.editor.statChoices.length > 0
                text: qsTr("Combat stats")
                font.pixelSize: Theme.px(12)
                font.bold: true
                font.capitalization: Font.AllUppercase
                color: Theme.mutedText
            }
            // The numbers this rule set's combat procedure reads (docs/rules.md §7); empty
            // leaves the rule's default.
            Repeater {
                model: panel.editor.statChoices
                delegate: RowLayout {
                    id: statRow
                    required property var modelData
                    readonly property var current: (panel.details.stats || {})[modelData.id]
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Label { text: statRow.modelData.name; color: Theme.mutedText; font.pixelSize: Theme.px(12); Layout.preferredWidth: Theme.px(110); elide: Text.ElideRight }
                    TextField {
                        objectName: "stat:" + statRow.modelData.id
                        Accessible.name: statRow.modelData.name
                        Layout.fillWidth: true
                        text: statRow.current === undefined ? "" : String(statRow.current)
                        placeholderText: qsTr("rule default")
                        validator: DoubleValidator { notation: DoubleValidator.StandardNotation }
                        selectByMouse: true
                        onEditingFinished: {
                            const before = statRow.current === undefined ? "" : String(statRow.current)
                            if (text.trim() !== before && !panel.editor.setTokenStat(panel.tokenId, statRow.modelData.id, text))
                                text = Qt.binding(() => statRow.current === undefined ? "" : String(statRow.current))
                        }
                    }
                }
            }

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: 8
                visible: (panel.details.extra || []).length > 0
                text: qsTr("Rule-set stats")
                font.pixelSize: Theme.px(12)
                font.bold: true
                font.capitalization: Font.AllUppercase
                color: Theme.mutedText
            }
            Repeater {
                model: panel.details.extra || []
                delegate: RowLayout {
                    required property var modelData
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Label { text: modelData.key; color: Theme.mutedText; Layout.preferredWidth: Theme.px(110); elide: Text.ElideRight }
                    Label { text: modelData.value; Layout.fillWidth: true; wrapMode: Text.WrapAnywhere }
                }
            }
            FieldLabel { text: qsTr("GM notes"); Layout.alignment: Qt.AlignRight | Qt.AlignTop }
            TextArea {
                objectName: "inspectorNotes"
                Accessible.name: qsTr("GM notes")
                Layout.fillWidth: true
                Layout.minimumHeight: 60
                text: panel.details.notes || ""
                wrapMode: TextEdit.Wrap
                placeholderText: qsTr("Never shown to the players")
                onEditingFinished: if (text !== (panel.details.notes || "")) panel.editor.setTokenField(panel.tokenId, "notes", text)
            }
            Item { Layout.columnSpan: 2; Layout.preferredHeight: 12 }
        }
    }
}
