pragma Singleton
import QtQuick
import Gridkeep

// Colours and sizes shared by the views. Light or dark follows the system palette; the
// high-contrast theme (the GM's setting) makes panels black or white with strong text, the board
// white with a dark grid and wide walls, the overlays stronger and the side rings wider.
// Colours that tell things apart (sides, the Combat Grid's halves, the overlays) stay apart for
// readers with a colour-vision deficiency (docs/architecture.md, "Colour").
QtObject {
    id: theme

    readonly property SystemPalette palette: SystemPalette { colorGroup: SystemPalette.Active }
    readonly property bool dark: palette.window.hslLightness < 0.5
    readonly property bool highContrast: AppSettings.highContrast

    readonly property color window: highContrast ? (dark ? "#000000" : "#ffffff") : palette.window
    readonly property color text: highContrast ? (dark ? "#ffffff" : "#000000") : palette.windowText
    readonly property color mutedText: Qt.rgba(text.r, text.g, text.b, highContrast ? 0.86 : 0.62)
    readonly property color base: highContrast ? window : palette.base
    readonly property color accent: highContrast ? (dark ? "#ffd60a" : "#0040c0") : palette.highlight
    readonly property color separator: Qt.rgba(text.r, text.g, text.b, highContrast ? 0.6 : 0.14)

    // Settings → Text and control size: panels, dialogs and menus, never the board's zoom nor
    // the player view's true scale. `px(12)` is a 12-pixel font at that scale.
    readonly property real scale: AppSettings.uiScale
    function px(size) {
        return Math.round(size * scale);
    }

    // Square boards.
    readonly property color boardBackdrop: highContrast ? (dark ? "#000000" : "#6b6b6b")
                                                        : dark ? "#1b1c1f" : "#cfc9bb"
    readonly property color ground: highContrast ? "#ffffff" : dark ? "#3a3c41" : "#efe9da"
    readonly property color grid: highContrast ? Qt.rgba(0, 0, 0, 0.45)
                                               : dark ? Qt.rgba(1, 1, 1, 0.10) : Qt.rgba(0, 0, 0, 0.12)
    readonly property color wall: highContrast ? "#000000" : dark ? "#0e0e10" : "#37322f"
    readonly property color door: highContrast ? "#8a4500" : "#a4652b"
    readonly property color heightLabel: highContrast ? "#000000" : dark ? "#f3dfc1" : "#4e342e"
    // The side ring around a token (SideRing::Band and HighContrastBand), in cells.
    readonly property real ringBand: highContrast ? 0.13 : 0.09

    // The Combat Grid. Enemy crimson, ally blue and the divide's amber stay apart for every
    // reader (CIEDE2000 25 or more under simulated protanopia, deuteranopia and tritanopia).
    readonly property color positionBackdrop: highContrast ? (dark ? "#000000" : "#ffffff")
                                                           : dark ? "#202125" : "#ebe7de"
    readonly property color card: highContrast ? (dark ? "#000000" : "#ffffff") : dark ? "#2c2e33" : "#fdfcf9"
    readonly property color cardHeader: highContrast ? (dark ? "#1f1f1f" : "#e8e8e8")
                                                     : dark ? "#34373d" : "#f3efe6"
    readonly property color enemy: "#b2182b"
    readonly property color ally: "#0072b2"
    readonly property color divide: "#e69f00"
    readonly property color edge: highContrast ? text : dark ? "#6d717a" : "#aaa393"
    readonly property color difficult: "#b7861c"
    readonly property color turbulent: "#00897b"
    readonly property color water: "#1e7fd0"
    readonly property color fills: "#795548"

    // Combat: the ring around the token whose turn it is.
    readonly property color turn: "#ffb300"

    // Altitude lanes: sky above, earth at ground level, water below the surface.
    function laneColor(value, water, allowed) {
        if (!allowed)
            return highContrast ? (dark ? "#333333" : "#c8c8c8") : dark ? "#26272b" : "#eeeeee";
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
