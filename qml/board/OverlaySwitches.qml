import QtQml

// Which live overlays the GM has switched on (View ▸ Overlays). Every overlay is drawn from
// the C++ analysis; these only choose what is shown.
QtObject {
    property bool zones: true
    property bool surrounded: true
    property bool sight: true
    property bool highGround: true
    property bool movement: true
    // Facing cones and backstab markers (rule sets that use facing).
    property bool backstab: true
    // The focus token's melee cells and the enemies in its reach (on for classic boards).
    property bool meleeReach: true
    // The token whose view the cover heat layer shows ("" for none).
    property string coverObserver: ""
    // Lines of sight only to tokens this many squares away on large maps (0: to every token).
    property int sightRange: 0
}
