#pragma once

#include "heightline.h"
#include "model/encounter.h"

#include <optional>

// Sight over heights on a square board (docs/rules.md §13): the heights of eyes, lights and the
// cells a line looks at, and what a cell or a wall does to a 3-D line. A light view of the board
// and its rules (nothing is copied), so it is cheap to make wherever a line is decided; the
// callers walk the cells and bucket the walls as their flat twins do.
class HeightSight
{
public:
    HeightSight(const SquareBoard &board, const RuleSet &rules) : m_board(&board), m_rules(&rules)
    {
    }

    // What stops a line in one cell: sight-blocking terrain below whose top it dips, or the
    // ground itself.
    enum class CellBlock { None, Terrain, Ground };

    // A token's eye: its elevation (docs/rules.md §1.8) plus its height, or the rule set's eye
    // height per size times its size.
    [[nodiscard]] static qint64 eye(const Token &token, const SquareBoard &board,
                                    const RuleSet &rules);
    [[nodiscard]] qint64 eye(const Token &token) const { return eye(token, *m_board, *m_rules); }
    // The eye a flat-or-not field needs: eye() over heights, 0 (unread) on a flat board.
    [[nodiscard]] static qint64 lookingEye(const Token &token, const SquareBoard &board,
                                           const RuleSet &rules)
    {
        return board.sightOverHeights ? eye(token, board, rules) : 0;
    }
    // Where a 1×1 person standing on cell (x, y) would look from: its ground plus the eye
    // height per size. Party sight and lights look at this point of each cell.
    [[nodiscard]] qint64 standingEye(int x, int y) const
    {
        return m_board->elevationAt(x, y) + m_rules->eyeHeightPerSizeMicrometres;
    }
    // A light's height: its `z`, else its carrier's eye, else the highest ground among the
    // cells whose closed square holds `point`, plus the eye height per size.
    [[nodiscard]] static qint64 lightZ(const Light &light, MicroPoint point,
                                       const Encounter &encounter);

    // What cell (x, y), which the line crosses and which is neither end's, does to it.
    [[nodiscard]] CellBlock blockAt(const HeightLine &line, int x, int y) const;
    // The cell's cover-giving terrain covers the line (docs/rules.md §13 "Covered").
    [[nodiscard]] bool terrainCoversAt(const HeightLine &line, int x, int y) const;
    // The wall (a blocking one) stops the line: it meets it below the wall's top.
    [[nodiscard]] static bool wallBlocks(const HeightLine &line, const WallSegment &wall,
                                         bool beyondP)
    {
        return line.passesUnder({wall.x1, wall.y1}, {wall.x2, wall.y2},
                                wall.topMicrometres.value_or(SquareBoard::NoTop), beyondP);
    }

    // The top a line must stay at or above to pass cell (x, y) unblocked (for the side view).
    [[nodiscard]] qint64 blockingTop(int x, int y) const;
    // The top a line must stay at or above for the cell's terrain not to cover it: its
    // cover-giving terrain's top (NoTop without a height), or the lowest value without such.
    [[nodiscard]] qint64 coverTop(int x, int y) const;

private:
    const SquareBoard *m_board;
    const RuleSet *m_rules;
};
