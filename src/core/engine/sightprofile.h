#pragma once

#include "model/encounter.h"

#include <QPoint>
#include <QString>
#include <QVector>

#include <optional>

// The side view of one sight line over heights (docs/rules.md §13): the line from A's eye to
// B's eye, seen from the side, with the ground and the tops it passes and the first point that
// blocks it. The segment shown is the one the answer rests on: a clear one when there is one,
// else a covered one, else the first blocked one. Distances are in cells along the line and
// heights in meters, as doubles for drawing; the decisions themselves are HeightLine's, exact.
class SightProfile
{
public:
    // One crossed cell, outside A's and B's footprints.
    struct Cell {
        QPoint cell;
        double from = 0; // where the line enters and leaves it, in cells from A's eye
        double to = 0;
        double ground = 0;
        std::optional<double> top; // terrain that blocks or covers: its top (none: no such terrain)
        bool tall = false;         // that terrain has no height: infinitely tall
        bool blocksSight = false;  // the terrain blocks sight (else it gives cover)
        QString terrainName;
    };
    struct Wall {
        double at = 0;             // where the line meets it, in cells from A's eye
        std::optional<double> top; // none: infinitely tall
        bool door = false;
    };
    struct Body {
        QString tokenId;
        double from = 0;
        double to = 0;
        double foot = 0;
        double eye = 0;
        bool covers = false;
    };

    double length = 0; // the line's flat length, in cells
    double fromEye = 0;
    double toEye = 0;
    QPoint fromCell;
    QPoint toCell;
    QVector<Cell> cells;
    QVector<Wall> walls;
    QVector<Body> bodies;
    bool blocked = false;
    bool covered = false;
    double blockAt = 0; // where the first blocking point lies, in cells from A's eye
    double blockZ = 0;
    // Why, in the GM's words: "hidden by the terrace at 3,5", "under the wall's top (2 m)",
    // "over the crate (1 m) at 4,5", "covered by Brom".
    QStringList reasons;

    // The profile of the pair (a, b) of encounter.tokens; nullopt off square boards, for a
    // token with itself, or without sight over heights.
    [[nodiscard]] static std::optional<SightProfile> between(int a, int b,
                                                             const Encounter &encounter);
};
