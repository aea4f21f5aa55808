#pragma once

#include "model/encounter.h"
#include "visibilityfield.h"

#include <QPoint>
#include <QRect>
#include <QSet>

// What the party can see on a square board (docs/rules.md §3.1), for the fog of war's
// party-sight mode. A cell is seen when the line of sight of docs/rules.md §1.6 joins some
// party token to it, as if a one-cell token stood there: some segment from the centre of a
// cell of the token to the centre of that cell passes no sight-blocking terrain and touches
// no blocking wall. The cells of both ends never block; tokens never block; range is
// unlimited. Exact, like the rest of the engine: the same integer geometry decides.
class PartySight
{
public:
    // Every cell seen by a token of `side` or of a side allied with it, the party's own cells
    // included. Hidden tokens see nothing here.
    [[nodiscard]] static QSet<QPoint> cells(const Encounter &encounter, const QString &side);
    // The same cells as a per-cell field (VisibilityField::cells), filled into `field`, whose
    // buffers are reused from call to call. Leaves it empty (0 × 0) on other boards.
    static void fill(const Encounter &encounter, const QString &side, VisibilityField &field);
    // Is `cell` seen from the footprint `from`?
    // `eye`: the looking token's eye height (HeightSight::eye), read only on a board with
    // sight over heights (docs/rules.md §13).
    [[nodiscard]] static bool sees(const Encounter &encounter, const QRect &from, QPoint cell,
                                   qint64 eye = 0);
};
