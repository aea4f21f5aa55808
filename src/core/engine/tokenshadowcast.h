#pragma once

#include "sightgrid.h"

#include <QPoint>
#include <QRect>
#include <vector>

// Which tokens the centre of one cell reaches with a segment that passes no obstacle, decided by
// exact shadowcasting over the few cells that matter (docs/architecture.md §4.10, "A full
// analysis casts"): obstacles (the SightGrid flags in `obstacles`) and token cells. It is
// VisibilityField's octant cast, but a column only looks at the cells of those two kinds that
// lie within the still-visible slopes, found in per-column and per-row bitsets, so an empty
// stretch of map costs one word per gap and column instead of one step per cell.
//
// docs/rules.md §1.6 never counts the cells of A and B. The cast leaves out the cells of the
// footprint it casts from (A). Each gap (an interval of still-visible slopes) is followed on
// its own, column by column, until a cell of its rows holds something; a gap only ever meets
// the cells whose slopes it spans. When a gap meets a cell of a wanted token B at column c, it
// tries B's cells whose slopes it spans, before this column narrows it: one at column i >= c
// is reached when the cells its segment passes in columns c to i - 1 (a few, beside B) hold
// no obstacle outside A and B, and no blocking wall touches the segment. Up to c the gap's
// slopes pass no obstacle (B's own cells can only have narrowed it more), so a reached cell is
// truly reached; and of the gaps that hold the slope of a clear segment to B, the first to
// meet B does so before any of B's cells narrows it, at the latest at that cell, and reaches
// it. Every test is exact integer arithmetic, like VisibilityField's.
class TokenShadowcast
{
public:
    // One eighth of the plane around the cell (px, py): cell (i, j), 0 <= j <= i, is
    // (px + i xi + j xj, py + i yi + j yj); i is the octant's column, j its row.
    struct Octant {
        int xi, xj, yi, yj;
    };

    // What the cast asks and reports, per token.
    class Targets
    {
    public:
        virtual ~Targets() = default;
        // Whether to decide `token` in this cast: asked once per cast, when it first meets one of
        // the token's cells. A token not wanted, or reached, is left out of every cast until
        // reveal() (its cells stay when one is an obstacle): the answer must hold until then.
        virtual bool wanted(int token) = 0;
        // The segment from the cast's cell to the centre of `cell`, a cell of `token`, passes no
        // obstacle outside the two footprints and touches no blocking wall. Once per cast.
        virtual void reached(int token, QPoint cell) = 0;
    };

    // The obstacles of `grid` (some flag in `obstacles`) and the token cells: `owner` gives, per
    // cell (y * width + x), the token whose footprint (in `footprints`) the cast decides there,
    // or -1. The grid, owner and footprints must outlive the casts.
    void prepare(const SightGrid &grid, quint8 obstacles, const std::vector<int> &owner,
                 const std::vector<QRect> &footprints);
    // Puts back the tokens the casts have left out since prepare() or the last reveal(): those
    // not wanted and those reached.
    void reveal();
    // Some cell of the grid is an obstacle.
    [[nodiscard]] bool hasObstacles() const { return m_hasObstacles; }

    // Casts from the centre of `from`, a cell of `source` (the footprint whose cells never
    // count), over `octant`, up to column `maxColumn` and row `maxRow` (a strip: obstacles above
    // row maxRow never shadow a cell at or below it). Tokens with a cell beyond those limits are
    // decided only on the cells within them.
    void cast(QPoint from, const QRect &source, const Octant &octant, int maxColumn, int maxRow,
              Targets &targets);

private:
    // The closed interval of slopes [lowNum / lowDen, highNum / highDen] within [0, 1] still
    // visible, and for the column i it has reached its target rows without a division:
    // lowNum i = lowQ lowDen + lowR, highNum i = highQ highDen + highR (0 <= R < den), carried
    // from column to column.
    struct Gap {
        qint32 lowNum, lowDen, highNum, highDen;
        qint32 lowQ, lowR, highQ, highR;
        qint32 column;
    };
    // The state of one cast.
    struct Cast {
        const quint64 *plainLine0; // the plain obstacles' line of column 0
        const quint64 *crossLines; // the lines of rows (bits by column), all of them
        const quint64 *plainCrossLines;
        qint64 lineStep; // from the line of one column to the next's
        int crossWords;  // words per line of a row
        int crossBit0;   // the bit of column 0 in a row's line
        QPoint from;
        QRect source;
        bool columnsAreX;
        int cd;   // the map step of a column
        int sd;   // the map step of a row
        int s0;   // the map coordinate of row 0
        int bit0; // the bit of row 0
        int maxColumn;
        int maxRow;
        Targets *targets;
    };

    // The gap at its column, which meets some cell in rows first..last (the rows whose cells'
    // open interiors meet it) of the column's bits `line` (`plain`: its plain obstacles):
    // decides the tokens met there and cuts the gap by the column's obstacles, run by run.
    // Pushes the pieces left, for their next column.
    void castThrough(const Cast &cast, const Gap &gap, int first, int last, const quint64 *line,
                     const quint64 *plain);
    // The gap meets one plain obstacle, in its top row `row`, and nothing else: narrows its high
    // end to that cell's low corner, then goes on along the row for as long as each column
    // holds the same (a wall or corridor side the gap runs along), jumping those columns at
    // once. False, with `gap` untouched, when the cell would leave anything else than one lower
    // piece. Else `gap` is at its next column.
    bool followWall(const Cast &cast, Gap &gap, int first, int row) const;
    // Looks for a segment to a cell of `token` within `gap`, from its column on.
    // True when it reached one (and told the targets).
    bool decide(const Cast &cast, int token, const Gap &gap) const;
    // Takes a token's cells out of the casts' bits, when none of them is an obstacle: a token
    // that no longer matters to the caller then costs the gaps that meet it nothing (no stop,
    // no cut), until reveal().
    void hide(int token);
    // Flips the bits of a token's cells in every line of m_bits (hide() and reveal()).
    void flipCells(int token);
    // An obstacle outside `source` and `target` on the segment from the centre of `cell` back
    // to the cast's cell, in columns `column` and beyond.
    [[nodiscard]] bool obstacleFrom(const Cast &cast, QPoint cell, const QRect &target,
                                    int column) const;

    const SightGrid *m_grid = nullptr;
    const std::vector<int> *m_owner = nullptr;
    const std::vector<QRect> *m_footprints = nullptr;
    quint8 m_obstacles = 0;
    bool m_hasObstacles = false;
    bool m_hasWalls = false;
    // Obstacles and token cells as bits, one line of bits per map column (bits by y) and per map
    // row (bits by x), each also mirrored (bits by height - 1 - y, width - 1 - x), so that a
    // cast's rows always rise with the bit index.
    int m_columnWords = 0;
    int m_rowWords = 0;
    std::vector<quint64> m_bits[2][2]; // [columnsAreX][mirrored]
    // The same lines with only the obstacles that hold no decided token ("plain": a cast only
    // narrows its gap there), for following a wall along a row (followWall()).
    std::vector<quint64> m_plain[2][2];
    std::vector<quint32> m_metIn; // per token, the castThrough() that last met it
    std::vector<quint8> m_clean; // per token: on the grid, alone, and none of its cells an obstacle
    std::vector<quint8> m_hidden; // per token: left out of the bits (hide())
    std::vector<int> m_hiddenList;
    quint32 m_meeting = 0;
    std::vector<Gap> m_gaps; // still to be followed, each from its own column
};
