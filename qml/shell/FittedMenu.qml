import QtQuick
import QtQuick.Controls

// A menu as wide as its widest entry, label and shortcut, so that a longer translation or a
// larger text size never cuts an entry off (the style's menus keep a fixed width).
Menu {
    width: {
        let widest = 0
        for (let i = 0; i < count; ++i) {
            const entry = itemAt(i)
            if (entry && entry.implicitWidth > widest)
                widest = entry.implicitWidth
        }
        return Math.max(Theme.px(200), widest + leftPadding + rightPadding)
    }
}
