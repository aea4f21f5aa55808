#pragma once

#include <QString>

// One altitude level of the Combat Grid (docs/rules.md §2.1): skyward +3 … deep −2.
struct AltitudeLevel {
    QString id;
    QString name;
    int value = 0;
    bool needsSkyward = false; // exists only when the board allows skyward
    bool waterOnly = false;    // exists only at water positions
    bool dryOnly = false;      // the plain ground level, replaced by `surface` in water

    // docs/rules.md §5.13: shallows and deep only at water positions, where level 0 is `surface`.
    [[nodiscard]] bool belongsAt(bool water) const
    {
        return !(waterOnly && !water) && !(dryOnly && water);
    }
    // …and skyward only when the board allows it.
    [[nodiscard]] bool existsAt(bool water, bool skywardAllowed) const
    {
        return belongsAt(water) && (!needsSkyward || skywardAllowed);
    }
};
