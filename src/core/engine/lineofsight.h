#pragma once

#include "micropoint.h"
#include "model/encounter.h"
#include "occupancymap.h"
#include "sightgrid.h"

#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVector>
#include <vector>

class HeightLineOfSight;

// Line of sight and cover between two tokens on a square board (docs/rules.md §1.6, §5.4–§5.6),
// with the cells, walls and tokens behind the answer so the app can draw the reason.
class LineOfSight
{
public:
    struct Result {
        bool lineOfSight = false;
        bool cover = false;
        // docs/rules.md §5.5 `coveredBy`: empty without cover; else the union over the unblocked
        // segments of covering token ids (sorted) and cover-terrain cells (sorted by y, x).
        QStringList coveringTokens;
        QVector<QPoint> coveringCells;
        // Everything that blocks some segment: sight-blocking cells (sorted by y, x) and
        // indices into SquareBoard::walls (sorted).
        QVector<QPoint> blockingCells;
        QVector<int> blockingWalls;
        int segments = 0;
        int blockedSegments = 0;
        int coveredSegments = 0; // unblocked and covered

        friend bool operator==(const Result &, const Result &) = default;
    };

    // From token `a` to token `b` (indices into encounter.tokens, which must already be
    // filtered by perspective; `occupancy` indexes the same list). Every segment joins the
    // centre of a cell of A to the centre of a cell of B; it passes through a cell when it
    // meets the cell's open interior, and the cells of A and B never count.
    //   blocked: passes a sight-blocking terrain cell, or touches a blocking wall (touching
    //            counts; open doors block nothing). Tokens never block sight.
    //   covered: passes a cover-giving terrain cell, or a cell held by any token other than
    //            A and B (any side, any condition).
    [[nodiscard]] static Result between(int a, int b, const Encounter &encounter,
                                        const OccupancyMap &occupancy);
    // The same answer, found by walking only the crossed cells of `grid` (built from the same
    // board and rules, with every token of encounter.tokens added). Footprints that hang over
    // the map's edge take the plain path above.
    [[nodiscard]] static Result between(int a, int b, const Encounter &encounter,
                                        const OccupancyMap &occupancy, const SightGrid &grid);

    // Just the two answers of a Result, with no reasons: what SquareAnalysis keeps per pair
    // (the reasons are recomputed when asked for). Stops at the first clear, uncovered
    // segment and walks each segment only until it is blocked.
    struct Summary {
        bool lineOfSight = false;
        bool cover = false;

        friend bool operator==(const Summary &, const Summary &) = default;
    };
    [[nodiscard]] static Summary summary(int a, int b, const Encounter &encounter,
                                         const OccupancyMap &occupancy, const SightGrid &grid);

    // The cells a token edit must touch to change a Summary (PairIndex, docs/architecture.md
    // §4.10), as y × width + x of `grid`. Tokens only cover, so: with sight and no cover, the
    // cells of the one clear segment found, outside A and B (`arrive`: a token arriving there
    // may cover it); with cover, per unblocked segment the first cell that covers it, when a
    // token and not terrain covers it (`leave`: that token leaving may clear it); with no
    // sight, none. The buffers are reused from pair to pair.
    struct Witness {
        std::vector<int> arrive;
        std::vector<int> leave;
    };
    // summary(), filling `witness`; both footprints must lie on the grid.
    [[nodiscard]] static Summary summary(const QRect &fa, const QRect &fb, const SightGrid &grid,
                                         Witness &witness);

    // The bodies of every token, for the callers above on a board with sight over heights
    // (docs/rules.md §13), which HeightLineOfSight decides instead.
    [[nodiscard]] static HeightLineOfSight overHeights(const Encounter &encounter);

    // The closed segment pq meets the closed rectangle of `cells` (cell units, inclusive).
    // Cheap, exact, and conservative for "can a change in these cells alter this segment".
    [[nodiscard]] static bool segmentMeetsCells(MicroPoint p, MicroPoint q, const QRect &cells);
};
