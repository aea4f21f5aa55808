import QtQml

// Which live overlays the GM has switched on (View ▸ Overlays). Every overlay is drawn from
// the C++ analysis; these only choose what is shown.
QtObject {
    property bool zones: true
    property bool surrounded: true
    property bool sight: true
    property bool highGround: true
    property bool movement: true
    // Lines of sight only to tokens this many squares away on large maps (0: to every token).
    property int sightRange: 0
}
