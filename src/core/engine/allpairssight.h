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
//
// The sources are shared out among threads (docs/architecture.md §4.10, "Casts on every core"):
// a pair's state is written only by its deciding source's casts, so they need no lock, and each
// source's pairs are gathered in source order, so the answers and their order are the same for
// any number of threads.
class AllPairsSight
{
public:
    // At most this many threads, 1 for none; by default the machine's cores (up to 8).
    void setThreads(int threads) { m_threads = threads < 1 ? 1 : threads; }
    // How many threads the last casts ran on (fewer with few sources).
    [[nodiscard]] int threadsUsed() const { return int(m_workers.size()); }

    // Decides the pairs of the tokens with these footprints (indices as in `footprints`) on
    // `grid`, which holds all of them. `witnessBudget`: how many pair index entries the caller
    // can keep; cover is decided here only when the pairs with sight would need more.
    void compute(const SightGrid &grid, const std::vector<QRect> &footprints, qint64 witnessBudget);

    // About the cells the clear segments of these pairs would put in the pair index: each as
    // long as the way between the footprints' centres.
    [[nodiscard]] static qint64 witnessEstimate(const std::vector<std::pair<int, int>> &pairs,
                                                const std::vector<QRect> &footprints);

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
    // One thread's casts: its own TokenShadowcast (a copy of the prepared one, whose token bits
    // it hides and reveals), and what its sources found.
    class Worker final : public TokenShadowcast::Targets
    {
    public:
        // Casts from every cell of source `a`, for as many octants as its pairs need.
        void castFrom(int a);
        bool wanted(int token) override;
        void reached(int token, QPoint cell) override;

        AllPairsSight *owner = nullptr;
        TokenShadowcast cast;
        std::vector<std::pair<int, int>> sighted;
        qint64 clearWitnessCells = 0;

    private:
        int m_source = -1;
        QPoint m_from;
    };

    void classify(const SightGrid &grid);
    // Every regular source's casts, shared out among the workers, then their findings in
    // source order.
    void castFromEveryCell();
    [[nodiscard]] bool decidedFrom(int a, int b) const;

    const std::vector<QRect> *m_footprints = nullptr;
    std::vector<quint8> m_regular;
    std::vector<int> m_owner;    // per grid cell: the regular token on it, or -1
    std::vector<quint8> m_state; // per pair slot
    std::vector<std::pair<int, int>> m_sighted;
    TokenShadowcast m_cast;
    State m_looking = Unseen; // the state a cast moves pairs out of
    int m_maxSide = 1;
    int m_threads = 0; // 0: the machine's cores (ParallelWork::threadsFor)
    std::vector<Worker> m_workers;
    // Per source: its worker and its findings' range in that worker's `sighted`.
    struct Found {
        int worker;
        size_t begin, end;
    };
    std::vector<Found> m_found;
    bool m_coverDecided = false;
    qint64 m_clearWitnessCells = 0;
};
