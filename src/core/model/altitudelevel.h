#pragma once

#include <QString>

// One altitude level of the Combat Grid (rules.md §2.1): skyward +3 … deep −2.
struct AltitudeLevel {
    QString id;
    QString name;
    int value = 0;
    bool needsSkyward = false; // exists only when the board allows skyward
    bool waterOnly = false;    // exists only at water positions
    bool dryOnly = false;      // the plain ground level, replaced by `surface` in water
};
