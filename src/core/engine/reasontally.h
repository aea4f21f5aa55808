#pragma once

#include "centrepairs.h"
#include "lineofsight.h"
#include "squaregeometry.h"

#include <QVarLengthArray>
#include <QVector>

// The reasons of one pair gathered segment by segment (docs/rules.md §1.6, §13), shared by
// LineOfSight::between's two paths and HeightLineOfSight::between, so that flat and lifted sight
// tally and order their reasons alike.
class ReasonTally
{
public:
    LineOfSight::Result result;
    QVarLengthArray<int, 16> segmentTokens;   // tokens covering the current segment
    QVarLengthArray<QPoint, 16> segmentCells; // cover cells of the current segment

    // Tallies every segment between a cell of fa and a cell of fb: `walk(ax, ay, bx, by, p, q)`
    // fills the segment's reasons (p and q are the centres) and says whether it is blocked.
    template<typename Walk> void addSegments(const QRect &fa, const QRect &fb, Walk walk)
    {
        CentrePairs::forEach(fa, fb, [&](int ax, int ay, int bx, int by) {
            segmentTokens.clear();
            segmentCells.clear();
            const bool blocked = walk(ax, ay, bx, by, SquareGeometry::cellCentre(ax, ay),
                                      SquareGeometry::cellCentre(bx, by));
            endSegment(blocked, !segmentTokens.isEmpty() || !segmentCells.isEmpty(), segmentTokens,
                       segmentCells);
        });
    }

    // One segment's verdict, with the tokens and cover cells that cover it.
    template<typename Tokens, typename Cells>
    void endSegment(bool blocked, bool covered, const Tokens &tokens, const Cells &cells)
    {
        ++result.segments;
        if (blocked) {
            ++result.blockedSegments;
            return;
        }
        if (!covered) {
            m_anyUncovered = true;
            return;
        }
        ++result.coveredSegments;
        for (const int t : tokens)
            m_coveringTokens.append(t);
        for (const auto &c : cells)
            result.coveringCells.append(c);
    }

    // The answers, and the reasons sorted and deduplicated as docs/rules.md §5.5 lists them.
    LineOfSight::Result finish(const Encounter &encounter)
    {
        CentrePairs::sortUnique(result.blockingCells);
        CentrePairs::sortUnique(result.blockingWalls);
        result.lineOfSight = result.blockedSegments < result.segments;
        result.cover = result.lineOfSight && !m_anyUncovered;
        if (result.cover) {
            CentrePairs::sortUnique(m_coveringTokens);
            for (const int t : m_coveringTokens)
                result.coveringTokens.append(encounter.tokens[t].id);
            result.coveringTokens.sort();
            CentrePairs::sortUnique(result.coveringCells);
        } else {
            result.coveringCells.clear();
        }
        return result;
    }

private:
    QVector<int> m_coveringTokens;
    bool m_anyUncovered = false;
};
