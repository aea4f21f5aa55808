#pragma once

#include "sightgrid.h"
#include "tokenshadowcast.h"

#include <QRect>
#include <utility>
#include <vector>

// Line of sight, and when many pairs have it cover too, for every pair of tokens at once
// (docs/rules.md §1.6; docs/architecture.md §4.10, "A full analysis casts"): instead of walking
// each pair's cell-to-cell segments, one TokenShadowcast per footprint cell decides every
// token it is asked about. First with the sight-blocking cells as obstacles: the pairs with
// some unblocked segment have line of sight. Then, only when those pairs are so many that their
// witnesses would not fit the pair index anyway (an open map), once more with every cell that
// blocks or covers as an obstacle: a pair with sight and a segment passing none of them is
// clear, the others have cover. The answers equal LineOfSight::summary's, pair for pair.
//
// Each pair is decided from one end only, so a cast looks at half the plane: from A when B lies
// wholly below A (the four octants below), or when their rows overlap and B lies wholly to A's
// right (a strip of the two octants above and to the right, as high as the rows overlap).
// Tokens off the grid, and tokens sharing a cell with another token, are left out ("not
// regular"): their pairs go through the per-pair path, as do the witnesses the pair index keeps.
class AllPairsSight : private TokenShadowcast::Targets
{
public:
    // Decides the pairs of the tokens with these footprints (indices as in `footprints`) on
    // `grid`, which holds all of them. `witnessBudget`: how many pair index entries the caller
    // can keep; cover is decided here only when the pairs with sight would need more.
    void compute(const SightGrid &grid, const std::vector<QRect> &footprints, qint64 witnessBudget);

    // On the grid and sharing no cell with another token: decided here.
    [[nodiscard]] bool isRegular(int token) const { return m_regular[size_t(token)] != 0; }
    // The pairs (i, j), i < j, of regular tokens with line of sight.
    [[nodiscard]] const std::vector<std::pair<int, int>> &sighted() const { return m_sighted; }
    // Whether cover was decided too; then isClear() tells the pairs of sighted() apart.
    [[nodiscard]] bool coverDecided() const { return m_coverDecided; }
    [[nodiscard]] bool isClear(int i, int j) const { return m_state[slot(i, j)] == Clear; }
    // With cover decided: a lower bound on the cells of the clear segments found, outside
    // their footprints (what the pair index's Arrive lists would need for them).
    [[nodiscard]] qint64 clearWitnessCells() const { return m_clearWitnessCells; }

private:
    enum State : quint8 { Unseen = 0, Seen = 1, Clear = 2 };

    [[nodiscard]] static size_t slot(int i, int j)
    {
        if (i > j)
            std::swap(i, j);
        return size_t(qint64(j) * (j - 1) / 2 + i);
    }
    void classify(const SightGrid &grid);
    // One cast per octant the pairs decided from each footprint cell need.
    void castFromEveryCell();
    [[nodiscard]] bool decidedFrom(int a, int b) const;
    bool wanted(int token) override;
    void reached(int token, QPoint cell) override;

    const std::vector<QRect> *m_footprints = nullptr;
    std::vector<quint8> m_regular;
    std::vector<int> m_owner;    // per grid cell: the regular token on it, or -1
    std::vector<quint8> m_state; // per pair slot
    std::vector<std::pair<int, int>> m_sighted;
    TokenShadowcast m_cast;
    State m_looking = Unseen; // the state a cast moves pairs out of
    int m_source = -1;
    QPoint m_from;
    int m_maxSide = 1;
    bool m_coverDecided = false;
    qint64 m_clearWitnessCells = 0;
};
