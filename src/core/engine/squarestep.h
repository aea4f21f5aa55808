#pragma once

#include "model/encounter.h"
#include "occupancymap.h"

#include <QPoint>
#include <QRect>

// The one-pace step of docs/rules.md §1.5 / §1.7 / §5.7: may a whole footprint move by one of the
// 8 directions? Surrounded (rule A) and square movement share this one rule.
class SquareStep
{
public:
    // May `mover`, with its anchor at `from`, step by (dx, dy) (each of -1, 0, 1, not both 0)?
    // `occupancy` must index `encounter.tokens` (as OccupancyMap(encounter, perspective) does);
    // a holder is an enemy when Encounter::areEnemies(mover, holder) says so.
    //   - every moved cell is on the map, passable, and held by no enemy (allies are fine);
    //   - for every footprint cell, the segment from its centre to its moved centre touches no
    //     blocking wall (closed doors block, open doors do not);
    //   - diagonal: for every footprint cell, its two orthogonal neighbours in the step's
    //     direction, except cells of the footprint at `from`, are on the map, passable and
    //     hold no enemy ("cut through an impassable obstacle or a enemy").
    // The mover's conditions play no part (§5.8: steps are pure geometry).
    [[nodiscard]] static bool canStep(const Token &mover, QPoint from, int dx, int dy,
                                      const Encounter &encounter, const OccupancyMap &occupancy);
    // The same, from the mover's own anchor.
    [[nodiscard]] static bool canStep(const Token &mover, int dx, int dy,
                                      const Encounter &encounter, const OccupancyMap &occupancy)
    {
        return canStep(mover, QPoint(mover.x, mover.y), dx, dy, encounter, occupancy);
    }

    // A cell the step rules let a mover stand on or pass beside: on the map and passable.
    [[nodiscard]] static bool isPassable(int x, int y, const Encounter &encounter);
    // Some token on (x, y) is an enemy of `mover`.
    [[nodiscard]] static bool holdsEnemy(int x, int y, const Token &mover,
                                         const Encounter &encounter, const OccupancyMap &occupancy);

    // The 8 directions, orthogonal ones first.
    static constexpr QPoint Directions[8] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                             {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
};
