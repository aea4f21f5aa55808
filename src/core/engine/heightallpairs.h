#pragma once

#include "allpairssight.h"
#include "sightgrid.h"

#include <QRect>
#include <utility>
#include <vector>

// AllPairsSight's casts over heights (docs/rules.md §13; docs/architecture.md §4.10, "Casts
// over heights"). A level grid (SightGrid::rebuildOverHeights) bounds the 3-D answer from both
// sides: a pair whose eyes are both at most the level, and that the grid's sight casts never
// reach, has no sight; a pair whose eyes are both at least the level, and that its cover casts
// reach, is clear. So the casts settle most pairs exactly, and leave the rest (the candidates
// not proven clear) to HeightLineOfSight, segment by segment. Levels at the quartiles of the
// eyes keep the grids few and close to the eyes they serve.
class HeightAllPairs
{
public:
    // The pairs of the tokens with these footprints and eyes on `board`. `witnessBudget` as in
    // AllPairsSight::compute: cover is decided only when the candidates' witnesses would not fit.
    void compute(const SquareBoard &board, const RuleSet &rules,
                 const std::vector<QRect> &footprints, const std::vector<qint64> &eyes,
                 qint64 witnessBudget);
    // The casts' threads, as AllPairsSight::setThreads.
    void setThreads(int threads) { m_casts.setThreads(threads); }

    // On the grid and sharing no cell with another token: decided here.
    [[nodiscard]] bool isRegular(int token) const { return m_regular[size_t(token)] != 0; }
    // The pairs (i, j), i < j, of regular tokens that may have sight; the other pairs of regular
    // tokens have none.
    [[nodiscard]] const std::vector<std::pair<int, int>> &candidates() const
    {
        return m_candidates;
    }
    [[nodiscard]] bool coverDecided() const { return m_coverDecided; }
    // With cover decided: the k-th candidate has sight and no cover. (Not proven clear says
    // nothing.)
    [[nodiscard]] bool provenClear(size_t k) const { return m_clear[k] != 0; }

private:
    // Casts the tokens `included` holds on the grid of `level`; with a negative budget the
    // grid holds every token too, for the cover casts.
    template<typename Included>
    void castLevel(const SquareBoard &board, const RuleSet &rules, qint64 level,
                   const std::vector<QRect> &footprints, Included included, qint64 witnessBudget);

    SightGrid m_grid;
    AllPairsSight m_casts;
    std::vector<QRect> m_levelFootprints;
    std::vector<quint8> m_regular;
    std::vector<std::pair<int, int>> m_candidates;
    std::vector<quint8> m_clear;
    bool m_coverDecided = false;
};
