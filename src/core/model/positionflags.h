#pragma once

#include <QJsonObject>

// What a ground position of the Combat Grid is marked with (docs/file-format.md §4).
struct PositionFlags {
    bool difficult = false;
    bool turbulent = false;
    bool water = false;
    bool fillsPosition = false;
    QJsonObject extra;

    [[nodiscard]] bool isRough() const { return difficult || turbulent; }
    [[nodiscard]] bool isPlain() const
    {
        return !difficult && !turbulent && !water && !fillsPosition && extra.isEmpty();
    }
};
