#include "squarestep.h"

#include "squaregeometry.h"

bool SquareStep::isPassable(int x, int y, const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    if (!board.contains(x, y))
        return false;
    const int kind = board.terrainAt(x, y);
    return kind < 0 || encounter.rules->terrainKinds[kind].passable;
}

bool SquareStep::holdsEnemy(int x, int y, const Token &mover, const Encounter &encounter,
                            const OccupancyMap &occupancy)
{
    for (const int holder : occupancy.holders(x, y)) {
        if (encounter.areEnemies(mover, encounter.tokens[holder]))
            return true;
    }
    return false;
}

bool SquareStep::canStep(const Token &mover, QPoint from, int dx, int dy,
                         const Encounter &encounter, const OccupancyMap &occupancy)
{
    if ((dx == 0 && dy == 0) || qAbs(dx) > 1 || qAbs(dy) > 1)
        return false;
    const QRect footprint = mover.footprintAt(from);
    const auto &walls = encounter.board.square.walls;
    // Moved cells: only the leading row/column is new, but every moved cell must be standable
    // (docs/rules.md §1.5 "every cell of the moved footprint"), so check them all.
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            const int nx = x + dx;
            const int ny = y + dy;
            if (!isPassable(nx, ny, encounter) || holdsEnemy(nx, ny, mover, encounter, occupancy))
                return false;
        }
    }
    // docs/rules.md §5.7: "for every footprint cell, the segment from its centre to its moved
    // centre touches no wall".
    if (!walls.isEmpty()) {
        for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
            for (int x = footprint.left(); x <= footprint.right(); ++x) {
                if (SquareGeometry::touchesAnyWall(SquareGeometry::cellCentre(x, y),
                                                   SquareGeometry::cellCentre(x + dx, y + dy),
                                                   walls))
                    return false;
            }
        }
    }
    if (dx != 0 && dy != 0) {
        // docs/rules.md §1.7 / §5.7: no corner cutting past an impassable cell or an enemy;
        // cells the mover already occupies do not count.
        for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
            for (int x = footprint.left(); x <= footprint.right(); ++x) {
                const QPoint sides[2] = {{x + dx, y}, {x, y + dy}};
                for (const auto &c : sides) {
                    if (footprint.contains(c))
                        continue;
                    if (!isPassable(c.x(), c.y(), encounter) ||
                        holdsEnemy(c.x(), c.y(), mover, encounter, occupancy))
                        return false;
                }
            }
        }
    }
    return true;
}
