#pragma once

#include "heightsight.h"
#include "lineofsight.h"

#include <vector>

// Line of sight and cover between two tokens over heights (docs/rules.md §13): the segments of
// docs/rules.md §1.6, each lifted from A's eye to B's eye. A segment is blocked by a wall it
// meets below the wall's top, by sight-blocking terrain or ground it dips below in a cell other
// than A's and B's; it is covered by cover terrain it dips below, or by another token whose body
// (feet to eyes) it meets in that token's cell. LineOfSight dispatches here for boards with
// sight over heights, so every caller gets the same answers in the same shapes.
class HeightLineOfSight
{
public:
    // The bodies of encounter.tokens (indices as in the encounter); call again after any edit.
    void prepare(const Encounter &encounter);
    [[nodiscard]] qint64 footOf(int token) const { return m_foot[std::size_t(token)]; }
    [[nodiscard]] qint64 eyeOf(int token) const { return m_eye[std::size_t(token)]; }

    // LineOfSight::between's answer with every reason. `grid`, when given, supplies the walls
    // by cell (both footprints must lie on it); else every wall near the pair is tried.
    [[nodiscard]] LineOfSight::Result between(int a, int b, const Encounter &encounter,
                                              const OccupancyMap &occupancy,
                                              const SightGrid *grid) const;
    // The two answers alone, stopping early like LineOfSight::summary; fills `witness`, when
    // given, with the cells a token edit must touch to change them (the same rule as the flat
    // engine's: tokens only cover; a token whose body changes is treated as moved).
    [[nodiscard]] LineOfSight::Summary summary(int a, int b, const Encounter &encounter,
                                               const OccupancyMap &occupancy, const SightGrid *grid,
                                               LineOfSight::Witness *witness) const;

    // One segment of the pair, from the centre of `from` (a cell of a) to the centre of `to`
    // (a cell of b), for the side view.
    enum class Verdict { Clear, Covered, Blocked };
    [[nodiscard]] Verdict segment(int a, int b, QPoint from, QPoint to, const Encounter &encounter,
                                  const OccupancyMap &occupancy) const;

private:
    std::vector<qint64> m_foot;
    std::vector<qint64> m_eye;
};
