import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Gridkeep

// A height of sight over heights (docs/rules.md §13): "Full height" (none: infinitely tall, as
// everything was before) or a number of meters, two decimals. It only shows and reports the
// choice; whoever uses it decides what a change does (a palette setting, or a staged edit).
ColumnLayout {
    id: choice

    property bool full: true
    property real meters: 1
    // Terrain stands on its cells' ground (0 or more); a wall's top is absolute (may be below 0).
    property real lowest: 0
    property real highest: 100
    // What the number is, for a screen reader and the tooltip: "Height of new terrain" …
    property string what
    signal fullChosen(bool full)
    signal metersChosen(real meters)

    // Takes a number still being typed in the box, as Enter or leaving it would.
    function commit() {
        if (choice.full || !spin.editable)
            return
        const typed = spin.valueFromText(spin.contentItem.text, spin.locale)
        // The owner's answer comes back through `meters`, so the binding of the box stays.
        if (!isNaN(typed) && typed !== spin.value && typed >= spin.from && typed <= spin.to)
            choice.metersChosen(typed / 100)
    }

    spacing: 2

    CheckBox {
        objectName: choice.objectName + "Full"
        Layout.fillWidth: true
        text: qsTr("Full height")
        focusPolicy: Qt.NoFocus
        checked: choice.full
        onToggled: {
            choice.fullChosen(checked)
            checked = Qt.binding(() => choice.full)
        }
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("No line of sight passes over it")
    }
    // Hundredths of a meter: a SpinBox counts in whole numbers.
    SpinBox {
        id: spin
        objectName: choice.objectName + "Meters"
        Accessible.name: choice.what
        Layout.fillWidth: true
        enabled: !choice.full
        from: Math.round(choice.lowest * 100)
        to: Math.round(choice.highest * 100)
        stepSize: 10
        editable: true
        focusPolicy: Qt.ClickFocus
        value: Math.round(choice.meters * 100)
        onValueModified: choice.metersChosen(value / 100)
        validator: RegularExpressionValidator { regularExpression: /-?[0-9]{0,6}([.,][0-9]{0,2})? ?m?/ }
        textFromValue: function(value, locale) {
            return Number(value / 100).toLocaleString(locale, "f", 2) + " m"
        }
        valueFromText: function(text, locale) {
            const number = text.replace(/[^0-9.,-]/g, "").replace(",", ".")
            return Math.round(Number(number) * 100)
        }
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: choice.what
    }
}
