#pragma once

#include <QJsonObject>

// What a ground position of the Combat Grid is marked with (docs/file-format.md §4).
struct PositionFlags {
    bool difficult = false;
    bool turbulent = false;
    bool water = false;
    bool fillsPosition = false;
    // "+15 Stamina Difficult": entering asks for a Saving Throw against this energy (a combat
    // pool id) with this modifier (docs/rules.md §7.2). Empty: no Saving Throw.
    QString saveEnergy;
    int saveModifier = 0;
    QJsonObject extra;

    [[nodiscard]] bool isRough() const { return difficult || turbulent; }
    [[nodiscard]] bool isPlain() const
    {
        return !difficult && !turbulent && !water && !fillsPosition && saveEnergy.isEmpty() &&
               extra.isEmpty();
    }
};
