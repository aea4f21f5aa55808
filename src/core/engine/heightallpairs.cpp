#include "heightallpairs.h"

#include <algorithm>
#include <limits>

namespace
{

constexpr int Quarters = 4;

// The eyes at the quartiles, rising, without repeats: from the lowest eye when `floors`, else up
// to the highest.
std::vector<qint64> quartiles(const std::vector<qint64> &sorted, bool floors)
{
    const qint64 n = qint64(sorted.size());
    std::vector<qint64> out;
    for (int q = 0; q < Quarters && n > 0; ++q) {
        const qint64 at = floors ? n * q / Quarters
                                 : std::min(n - 1, (n * (q + 1) + Quarters - 1) / Quarters - 1);
        if (out.empty() || sorted[size_t(at)] > out.back())
            out.push_back(sorted[size_t(at)]);
    }
    return out;
}

} // namespace

template<typename Included>
void HeightAllPairs::castLevel(const SquareBoard &board, const RuleSet &rules, qint64 level,
                               const std::vector<QRect> &footprints, Included included,
                               qint64 witnessBudget)
{
    m_grid.rebuildOverHeights(board, rules, level);
    if (witnessBudget < 0) {
        for (const QRect &f : footprints)
            m_grid.addToken(f);
    }
    // Left off the grid, a token is left out of the casts.
    m_levelFootprints.resize(footprints.size());
    for (size_t i = 0; i < footprints.size(); ++i)
        m_levelFootprints[i] = included(int(i)) ? footprints[i] : QRect(-2, -2, 1, 1);
    m_casts.compute(m_grid, m_levelFootprints, witnessBudget);
}

void HeightAllPairs::compute(const SquareBoard &board, const RuleSet &rules,
                             const std::vector<QRect> &footprints, const std::vector<qint64> &eyes,
                             qint64 witnessBudget)
{
    const int n = int(footprints.size());
    std::vector<qint64> sorted = eyes;
    std::sort(sorted.begin(), sorted.end());
    const std::vector<qint64> ceilings = quartiles(sorted, false);
    const std::vector<qint64> floors = quartiles(sorted, true);
    // Per token, the lowest ceiling at or above its eye and the highest floor at or below it.
    std::vector<int> ceilingOf(static_cast<size_t>(n));
    std::vector<int> floorOf(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        const qint64 eye = eyes[size_t(i)];
        ceilingOf[size_t(i)] =
            int(std::lower_bound(ceilings.begin(), ceilings.end(), eye) - ceilings.begin());
        floorOf[size_t(i)] =
            int(std::upper_bound(floors.begin(), floors.end(), eye) - floors.begin()) - 1;
    }
    m_regular.assign(size_t(n), 0);
    m_candidates.clear();
    m_coverDecided = false;

    // Sight: the highest level first, which holds every token and so tells the regular ones.
    for (int level = int(ceilings.size()) - 1; level >= 0; --level) {
        castLevel(
            board, rules, ceilings[size_t(level)], footprints,
            [&](int i) { return ceilingOf[size_t(i)] <= level; },
            std::numeric_limits<qint64>::max());
        if (level == int(ceilings.size()) - 1) {
            for (int i = 0; i < n; ++i)
                m_regular[size_t(i)] = m_casts.isRegular(i) ? 1 : 0;
        }
        for (const auto &[i, j] : m_casts.sighted()) {
            if (m_regular[size_t(i)] && m_regular[size_t(j)] &&
                std::max(ceilingOf[size_t(i)], ceilingOf[size_t(j)]) == level)
                m_candidates.emplace_back(i, j);
        }
    }
    m_clear.assign(m_candidates.size(), 0);

    // Cover, as AllPairsSight decides it: only when the candidates' witnesses would likely not
    // fit the caller's index anyway.
    if (AllPairsSight::witnessEstimate(m_candidates, footprints) <= witnessBudget)
        return;
    for (int level = 0; level < int(floors.size()); ++level) {
        castLevel(
            board, rules, floors[size_t(level)], footprints,
            [&](int i) { return floorOf[size_t(i)] >= level; }, -1);
        for (size_t k = 0; k < m_candidates.size(); ++k) {
            const auto [i, j] = m_candidates[k];
            if (std::min(floorOf[size_t(i)], floorOf[size_t(j)]) == level)
                m_clear[k] = m_casts.isClear(i, j) ? 1 : 0;
        }
    }
    m_coverDecided = true;
}
