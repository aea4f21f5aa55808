#pragma once

#include "lightfield.h"
#include "model/encounter.h"
#include "visibilityfield.h"

#include <QPoint>
#include <QSet>
#include <vector>

// What the party sees on a square board once light counts (docs/rules.md §8.2): a party token
// sees a cell it has party sight of (docs/rules.md §3.1) when the cell's effective level is
// bright or dim, or when the centre of one of its footprint cells on the map is within its
// darkvision of the cell's centre; its own cells always. The party's vision is the union over
// its tokens. Hidden tokens see nothing for the party. Under bright light everywhere it is
// exactly party sight.
class PartyVision
{
public:
    // The board's sight data, kept from call to call: set `prepared` to false whenever the
    // board's terrain or walls change (a drag step needs no new preparation).
    struct Buffers {
        VisibilityField all; // the union of the party's sight
        VisibilityField one; // one darkvision token's sight
        bool prepared = false;
    };

    // Fills `seen` (one byte per cell, row by row, 1 when seen) using `light` for the board's
    // current lights.
    static void fill(const Encounter &encounter, const QString &side, const LightField &light,
                     Buffers &buffers, std::vector<quint8> &seen);
    // The same, preparing `scratch` for the board on every call.
    static void fill(const Encounter &encounter, const QString &side, const LightField &light,
                     VisibilityField &scratch, std::vector<quint8> &seen);
    // The same cells, with a light field computed for the call.
    [[nodiscard]] static QSet<QPoint> cells(const Encounter &encounter, const QString &side);
    // Does token `index` see `cell` (the plain per-cell reading, for tests and the CLI's
    // second opinion)?
    [[nodiscard]] static bool sees(const Encounter &encounter, int index, const LightField &light,
                                   QPoint cell);
};
