pragma Singleton
import QtQuick

// Colours and sizes shared by the views. Light or dark follows the system palette.
QtObject {
    id: theme

    readonly property SystemPalette palette: SystemPalette { colorGroup: SystemPalette.Active }
    readonly property bool dark: palette.window.hslLightness < 0.5

    readonly property color window: palette.window
    readonly property color text: palette.windowText
    readonly property color mutedText: Qt.rgba(text.r, text.g, text.b, 0.62)
    readonly property color base: palette.base
    readonly property color accent: palette.highlight
    readonly property color separator: Qt.rgba(text.r, text.g, text.b, 0.14)

    // Square boards.
    readonly property color boardBackdrop: dark ? "#1b1c1f" : "#cfc9bb"
    readonly property color ground: dark ? "#3a3c41" : "#efe9da"
    readonly property color grid: dark ? Qt.rgba(1, 1, 1, 0.10) : Qt.rgba(0, 0, 0, 0.12)
    readonly property color wall: dark ? "#0e0e10" : "#37322f"
    readonly property color door: "#a4652b"
    readonly property color heightLabel: dark ? "#f3dfc1" : "#4e342e"

    // The Combat Grid.
    readonly property color positionBackdrop: dark ? "#202125" : "#ebe7de"
    readonly property color card: dark ? "#2c2e33" : "#fdfcf9"
    readonly property color cardHeader: dark ? "#34373d" : "#f3efe6"
    readonly property color enemy: "#c0392b"
    readonly property color ally: "#1f6fbf"
    readonly property color divide: "#b8860b"
    readonly property color edge: dark ? "#6d717a" : "#aaa393"
    readonly property color difficult: "#b7861c"
    readonly property color turbulent: "#00897b"
    readonly property color water: "#1e7fd0"
    readonly property color fills: "#795548"

    // Combat: the ring around the token whose turn it is.
    readonly property color turn: "#ffb300"

    // Altitude lanes: sky above, earth at ground level, water below the surface.
    function laneColor(value, water, allowed) {
        if (!allowed)
            return dark ? "#26272b" : "#eeeeee";
        if (water)
            return Qt.rgba(0.12, 0.50, 0.82, dark ? 0.16 + 0.10 * -value : 0.10 + 0.09 * -value);
        if (value > 0)
            return Qt.rgba(0.40, 0.68, 0.95, dark ? 0.06 + 0.04 * value : 0.05 + 0.04 * value);
        return Qt.rgba(0.55, 0.43, 0.28, dark ? 0.18 : 0.11);
    }

    function halfColor(half) {
        return half === "enemy" ? enemy : half === "ally" ? ally : divide;
    }

    // Text on a side-coloured disc: white unless the colour is very light.
    function onColor(c) {
        return (0.299 * c.r + 0.587 * c.g + 0.114 * c.b) > 0.68 ? "#1a1a1a" : "#ffffff";
    }
}
