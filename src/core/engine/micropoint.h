#pragma once

#include <QtGlobal>

// A point in exact micro-cells: FixedPoint::Scale units per cell, (0, 0) the map's top-left corner.
struct MicroPoint {
    qint64 x = 0;
    qint64 y = 0;

    friend bool operator==(const MicroPoint &, const MicroPoint &) = default;
};
