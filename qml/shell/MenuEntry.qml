import QtQuick
import QtQuick.Controls
import QtQuick.Controls.impl

// A menu entry as a KDE menu lays it out: the label on the left with its mnemonic, the
// shortcut right-aligned in a column of its own. The text keeps the translators' form
// "&Label\tShortcut"; the shortcut is shown in the words of the language the app shows
// ("Strg+N", "Entf"). FittedMenu makes the menu as wide as its widest label and shortcut.
MenuItem {
    id: entry

    readonly property string label: text.split("\t")[0]
    readonly property string shortcutKeys: text.indexOf("\t") >= 0 ? text.split("\t")[1] : ""
    // The gap between the widest label and the shortcut column.
    readonly property real columnGap: Theme.px(28)

    Accessible.name: label.replace("&", "")

    // Never triggered: it only turns the portable key names into the language's.
    Shortcut {
        id: keys
        enabled: false
        sequence: entry.shortcutKeys
    }

    contentItem: Item {
        readonly property real arrowPadding: entry.subMenu && entry.arrow ? entry.arrow.width + entry.spacing : 0
        readonly property real indicatorPadding: entry.checkable && entry.indicator ? entry.indicator.width + entry.spacing : 0
        readonly property color textColor: entry.down || entry.highlighted ? entry.palette.highlightedText
                                                                           : entry.palette.text
        implicitWidth: indicatorPadding + labelItem.implicitWidth
                       + (shortcutItem.text !== "" ? entry.columnGap + shortcutItem.implicitWidth : 0)
                       + arrowPadding
        implicitHeight: Math.max(labelItem.implicitHeight, shortcutItem.implicitHeight)

        IconLabel {
            id: labelItem
            anchors.left: parent.left
            anchors.leftMargin: parent.indicatorPadding
            anchors.verticalCenter: parent.verticalCenter
            spacing: entry.spacing
            display: entry.display
            alignment: Qt.AlignLeft
            icon: entry.icon
            text: entry.label
            font: entry.font
            color: parent.textColor
        }
        Text {
            id: shortcutItem
            objectName: "menuShortcut"
            anchors.right: parent.right
            anchors.rightMargin: parent.arrowPadding
            anchors.verticalCenter: parent.verticalCenter
            text: entry.shortcutKeys === "" ? "" : (keys.nativeText !== "" ? keys.nativeText : entry.shortcutKeys)
            font: entry.font
            color: parent.textColor
            opacity: entry.enabled ? 0.75 : 0.5
            horizontalAlignment: Text.AlignRight
        }
    }
}
