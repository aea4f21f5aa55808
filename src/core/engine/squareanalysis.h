#pragma once

#include "allpairssight.h"
#include "analysis.h"
#include "heightallpairs.h"
#include "heightlineofsight.h"
#include "highground.h"
#include "lineofsight.h"
#include "occupancymap.h"
#include "pairindex.h"
#include "sightgrid.h"
#include "surrounded.h"
#include "zocmap.h"

#include <QHash>
#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVector>
#include <functional>
#include <optional>
#include <vector>

// The live results of docs/rules.md §1.4–§1.8 for one encounter on a square board: per token its
// zone of control, whose zones hold it, whether it is surrounded and why, and its elevation;
// per ordered pair distance, line of sight, cover and its reasons, and high ground.
// update() recomputes only what one change can reach (docs/rules.md §4); recomputeAll() is the
// reference it is tested against.
class SquareAnalysis : public Analysis
{
public:
    struct TokenResult {
        QString id;
        bool hasZoc = false;
        QVector<QPoint> zone; // sorted by y, then x
        QStringList inZocOf;  // E_in, sorted ids
        Surrounded::Rule surroundedRule = Surrounded::Rule::None;
        QStringList surroundedBy; // sorted ids
        qint64 elevation = 0;     // micrometres

        [[nodiscard]] bool surrounded() const { return surroundedRule != Surrounded::Rule::None; }
    };

    struct PairResult {
        QString from;
        QString to;
        bool enemies = false;
        int distance = 0;            // Chebyshev distance between the footprints
        LineOfSight::Result sight;   // line of sight, cover, and what covers or blocks
        qint64 heightDifference = 0; // elevation(from) - elevation(to), micrometres
        HighGround::Melee melee = HighGround::Melee::None;
        double rangeAdjustment = 0; // heightDifference in the rule set's unit
    };

    // How much the last recomputeAll() or update() did, for tests and the benchmark.
    struct Stats {
        bool full = false;
        int zones = 0;
        int statuses = 0;
        int sights = 0;
    };

    explicit SquareAnalysis(Perspective perspective = Perspective::GameMaster);
    SquareAnalysis(const Encounter &encounter, Perspective perspective);

    void recomputeAll(const Encounter &encounter) override;
    void update(const Encounter &encounter, const EncounterChange &change) override;
    [[nodiscard]] QJsonObject toJson() const override;
    // The parts of toJson() one at a time, so a caller can stream the pairs (n² of them)
    // instead of holding them all: the token entries, then each ordered pair in toJson()'s
    // order (by `from` id, then `to` id).
    [[nodiscard]] QJsonObject tokensJson() const;
    void forEachPairJson(const std::function<void(const QJsonObject &)> &visit) const;

    [[nodiscard]] Perspective perspective() const { return m_perspective; }
    // The tokens this perspective sees, in the encounter's order.
    [[nodiscard]] QStringList tokenIds() const;
    // nullptr for a token this perspective does not see (or that does not exist).
    [[nodiscard]] const TokenResult *token(const QString &id) const;
    [[nodiscard]] std::optional<PairResult> pair(const QString &from, const QString &to) const;
    [[nodiscard]] Stats lastStats() const { return m_stats; }
    // The two bits kept for the unordered pair, which update() maintains and pair() only
    // checks in debug builds: for the tests that hold update() equal to recomputeAll().
    [[nodiscard]] std::optional<LineOfSight::Summary> storedSight(const QString &from,
                                                                  const QString &to) const;
    // At most this many threads for a full analysis' casts (AllPairsSight::setThreads; by
    // default the machine's cores): for the benchmark's one-thread line.
    void setCastThreads(int threads)
    {
        m_castThreads = threads;
        m_allPairs.setThreads(threads);
        m_heightPairs.setThreads(threads);
    }
    // How many threads the last flat full analysis' casts ran on.
    [[nodiscard]] int castThreadsUsed() const { return m_allPairs.threadsUsed(); }
    // Whether the pair index is on (it turns itself off past its memory cap), and how many
    // live entries it holds: for tests and the benchmark.
    [[nodiscard]] bool pairIndexEnabled() const { return m_pairs.isEnabled(); }
    [[nodiscard]] qint64 pairIndexEntries() const { return m_pairs.entryCount(); }

    // The JSON of one pair, as in `gridkeep-cli analyze` (docs/cli.md §4), plus "rangeAdjustment".
    [[nodiscard]] static QJsonObject pairJson(const PairResult &pair);
    [[nodiscard]] static QJsonObject tokenJson(const TokenResult &token);

private:
    [[nodiscard]] Encounter viewOf(const Encounter &encounter) const;
    // 64-bit: n (n - 1) / 2 overflows an int from n = 46,341 on.
    [[nodiscard]] static qint64 pairSlot(int i, int j)
    {
        if (i > j)
            std::swap(i, j);
        return qint64(j) * (j - 1) / 2 + i;
    }
    [[nodiscard]] static qint64 pairCount(int n) { return n < 2 ? 0 : qint64(n) * (n - 1) / 2; }
    // The (i, j), i < j, of a slot.
    [[nodiscard]] static std::pair<int, int> pairOfSlot(qint64 slot);
    // Two bits per unordered pair (line of sight, cover), four pairs to a byte.
    [[nodiscard]] LineOfSight::Summary sightOf(qint64 slot) const
    {
        const int bits = m_sights[size_t(slot >> 2)] >> ((slot & 3) * 2);
        return {(bits & 1) != 0, (bits & 2) != 0};
    }
    void setSight(std::vector<quint8> &sights, qint64 slot, LineOfSight::Summary summary) const
    {
        const int shift = int(slot & 3) * 2;
        quint8 &byte = sights[size_t(slot >> 2)];
        byte = quint8((byte & ~(3 << shift)) |
                      ((summary.lineOfSight ? 1 : 0) | (summary.cover ? 2 : 0)) << shift);
    }
    // `reasons`: the covering, blocking cells and walls too, recomputed on the spot; without
    // them only lineOfSight and cover are filled in (and coveredBy, which needs cover).
    [[nodiscard]] PairResult pairAt(int from, int to, bool reasons = true) const;
    void rebuildGrid();
    void computeZone(int i);
    void computeStatus(int i);
    // One pair's sight (a < b) and, in `witness`, the cells the pair index lists it on; reads
    // the analysis only, so threads may call it at once.
    [[nodiscard]] LineOfSight::Summary decideSight(int a, int b,
                                                   LineOfSight::Witness &witness) const;
    // Stores a pair's bits and adds its witness cells to the index.
    void keepSight(qint64 slot, LineOfSight::Summary summary, const int *arrive,
                   const int *arriveEnd, const int *leave, const int *leaveEnd);
    void computeSight(int i, int j);
    // computeSight() for every pair of a full recompute (nothing stale to renew), decided on
    // every core and kept in order.
    void computeSightsOfFullRecompute(const std::vector<std::pair<int, int>> &pairs);
    // Every pair's sight, for recomputeAll(): by AllPairsSight's casts (docs/architecture.md
    // §4.10), and for the pairs they leave out pair by pair with computeSight(). Fills
    // m_footprints, which both paths read.
    void computeAllSights();
    // Over heights (docs/rules.md §13) HeightAllPairs' casts prove pairs unseen or clear, and
    // computeSight() decides the rest.
    void computeAllSightsOverHeights();
    // computeSight() for every pair with a token the casts leave out (not regular), each once.
    void computeIrregularSights();
    // Recomputes the pairs with a moved end, those the pair index lists on the cells tokens
    // left or reached, and those with a segment meeting one of m_sightRects.
    void sightPass();
    // The pairs without a moved end with a segment meeting one of m_sightRects.
    void rectPass();

    Perspective m_perspective;
    Encounter m_view; // the encounter as this perspective sees it
    QHash<QString, int> m_index;
    OccupancyMap m_occupancy;
    ZocMap m_zocs;
    QVector<TokenResult> m_tokens;
    SightGrid m_grid; // the board and every token of m_view, for the sight lines
    // One Summary per unordered pair, see pairSlot() and sightOf(). The reasons of §5.5 grow
    // with the number of tokens, so they are never stored: pair() recomputes them.
    std::vector<quint8> m_sights;
    // The pairs a token edit can change, by cell (docs/architecture.md §4.10).
    PairIndex m_pairs;
    Stats m_stats;
    // recomputeAll()'s casts and the footprints they read.
    AllPairsSight m_allPairs;
    std::vector<QRect> m_footprints;
    std::vector<quint8> m_regular; // per token: the casts decide its pairs
    HeightAllPairs m_heightPairs;  // the casts over heights, with the eyes they read
    std::vector<qint64> m_eyes;
    std::vector<std::pair<int, int>> m_walkedPairs; // over heights: the candidates to walk
    // computeSightsOfFullRecompute()'s threads: a witness each and the cells of the witnesses
    // it found, and per pair of a block, its answer and where its cells lie.
    struct SightWorker {
        LineOfSight::Witness witness;
        std::vector<int> cells;
    };
    struct DecidedSight {
        LineOfSight::Summary summary;
        int thread;
        size_t arrive, leave, end;
    };
    std::vector<SightWorker> m_sightWorkers;
    std::vector<DecidedSight> m_decided;
    int m_castThreads = 0; // 0: every core

    // update()'s working buffers, kept so that a drag step allocates nothing once warm.
    LineOfSight::Witness m_witness;
    // docs/rules.md §13: on a board with sight over heights every pair goes through here, with
    // the bodies of m_view's tokens.
    bool m_overHeights = false;
    HeightLineOfSight m_heights;
    std::vector<PairIndex::Entry> m_taken;
    std::vector<int> m_oldOf;
    std::vector<quint8> m_dirty; // added or changed: zone, status and elevation again
    std::vector<quint8> m_moved; // added or with another footprint: every pair's sight again
    std::vector<quint8> m_seen;
    std::vector<int> m_movedList;
    std::vector<QRect> m_statusRects; // a token whose footprint grown by one meets these
    std::vector<QRect> m_sightRects;  // a pair with a segment meeting these: sight again
    std::vector<QRect> m_arriveRects; // footprints tokens now cover
    std::vector<QRect> m_leaveRects;  // footprints tokens left
    std::vector<QRect> m_boxes;       // footprints, for rectPass()
    std::vector<quint8> m_beyond;
    QVector<int> m_holding;      // computeStatus()'s E_in
    QVector<int> m_surroundedBy; // and its surrounding enemies
};
