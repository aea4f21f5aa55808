#pragma once

#include <QRect>
#include <QString>

// One edit to an encounter, as an incremental analysis needs to hear of it.
struct EncounterChange {
    enum class Kind {
        TokenMoved,     // tokenId moved; `before` holds its old footprint (square boards)
        TokenAdded,     // tokenId was appended to Encounter::tokens
        TokenRemoved,   // tokenId is gone; `before` holds its old footprint
        TokenChanged,   // any other property of tokenId (conditions, zoc, reach, side, size …)
        TerrainChanged, // terrain, elevation or walls changed inside `area` (cells)
        Everything,     // anything else: recompute all
    };

    Kind kind = Kind::Everything;
    QString tokenId;
    QRect before;           // old footprint, in cells
    QRect area;             // changed cells, for TerrainChanged
    QString beforePosition; // old ground position, for position boards
};
