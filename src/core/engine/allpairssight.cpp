#include "allpairssight.h"

#include "parallelwork.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <numeric>

namespace
{

// The octants below a cell (rows growing downwards), then the two above it to the right.
constexpr TokenShadowcast::Octant Below[4] = {
    {1, 0, 0, 1}, {-1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, 1, 0}};
constexpr TokenShadowcast::Octant AboveRightShallow = {1, 0, 0, -1};
constexpr TokenShadowcast::Octant AboveRightSteep = {0, 1, -1, 0};

// The cells SightGrid::walk visits between two cell centres nx and ny cells apart: one per
// step, less one per exact corner (there are gcd(nx, ny) of them when both quotients are odd).
qint64 cellsWalked(qint64 nx, qint64 ny)
{
    const qint64 g = std::gcd(nx, ny);
    const bool corners = g > 0 && (nx / g) % 2 == 1 && (ny / g) % 2 == 1;
    return nx + ny + 1 - (corners ? g : 0);
}

} // namespace

void AllPairsSight::classify(const SightGrid &grid)
{
    const auto &footprints = *m_footprints;
    const int n = int(footprints.size());
    const int width = grid.width();
    m_regular.assign(size_t(n), 1);
    m_owner.assign(size_t(width) * size_t(grid.height()), -1);
    m_maxSide = 1;
    // -2: more than one token; such tokens are not regular.
    for (int t = 0; t < n; ++t) {
        const QRect &f = footprints[size_t(t)];
        if (!grid.contains(f)) {
            m_regular[size_t(t)] = 0;
            continue;
        }
        for (int y = f.top(); y <= f.bottom(); ++y) {
            for (int x = f.left(); x <= f.right(); ++x) {
                int &owner = m_owner[size_t(y) * size_t(width) + size_t(x)];
                if (owner != -1) {
                    if (owner >= 0)
                        m_regular[size_t(owner)] = 0;
                    m_regular[size_t(t)] = 0;
                    owner = -2;
                } else {
                    owner = t;
                }
            }
        }
    }
    for (int t = 0; t < n; ++t) {
        const QRect &f = footprints[size_t(t)];
        if (!grid.contains(f))
            continue;
        if (m_regular[size_t(t)]) {
            m_maxSide = std::max({m_maxSide, f.width(), f.height()});
            continue;
        }
        for (int y = f.top(); y <= f.bottom(); ++y) {
            for (int x = f.left(); x <= f.right(); ++x)
                m_owner[size_t(y) * size_t(width) + size_t(x)] = -1;
        }
    }
}

bool AllPairsSight::decidedFrom(int a, int b) const
{
    const QRect &fa = (*m_footprints)[size_t(a)];
    const QRect &fb = (*m_footprints)[size_t(b)];
    if (fb.top() > fa.bottom())
        return true;
    return fb.left() > fa.right() && fb.top() <= fa.bottom() && fb.bottom() >= fa.top();
}

bool AllPairsSight::Worker::wanted(int token)
{
    return token != m_source && owner->decidedFrom(m_source, token) &&
           owner->m_state[slot(m_source, token)] == owner->m_looking;
}

void AllPairsSight::Worker::reached(int token, QPoint cell)
{
    // Only this source's casts write the pair's state: no other thread touches the byte.
    quint8 &state = owner->m_state[slot(m_source, token)];
    if (owner->m_looking == Unseen) {
        state = Seen;
        sighted.emplace_back(std::min(m_source, token), std::max(m_source, token));
        return;
    }
    state = Clear;
    // The segment's cells, less those it can have inside either footprint (a segment meets at
    // most w + h - 1 cells of a w × h block).
    const QRect &fa = (*owner->m_footprints)[size_t(m_source)];
    const QRect &fb = (*owner->m_footprints)[size_t(token)];
    const qint64 cells =
        cellsWalked(std::abs(cell.x() - m_from.x()), std::abs(cell.y() - m_from.y()));
    clearWitnessCells += std::max<qint64>(0, cells - (fa.width() + fa.height() - 1) -
                                                 (fb.width() + fb.height() - 1));
}

void AllPairsSight::Worker::castFrom(int a)
{
    m_source = a;
    const QRect &fa = (*owner->m_footprints)[size_t(a)];
    for (int py = fa.top(); py <= fa.bottom(); ++py) {
        for (int px = fa.left(); px <= fa.right(); ++px) {
            m_from = {px, py};
            for (const auto &octant : Below)
                cast.cast(m_from, fa, octant, INT_MAX, INT_MAX, *this);
            // Tokens to the right whose rows overlap A's reach at most this high.
            const int strip = py - fa.top() + owner->m_maxSide - 1;
            cast.cast(m_from, fa, AboveRightShallow, INT_MAX, strip, *this);
            cast.cast(m_from, fa, AboveRightSteep, strip, INT_MAX, *this);
        }
    }
    // The tokens left out for this source (decided, or not its to decide) are back for the
    // next one.
    cast.reveal();
}

void AllPairsSight::castFromEveryCell()
{
    // Fewer sources than this a thread are not worth its start.
    constexpr int SourcesPerThread = 24;
    const int n = int(m_footprints->size());
    int sources = 0;
    for (int a = 0; a < n; ++a)
        sources += m_regular[size_t(a)];
    const int threads = ParallelWork::threadsFor(sources, m_threads, SourcesPerThread);
    m_workers.resize(size_t(threads));
    for (auto &worker : m_workers) {
        worker.owner = this;
        worker.cast = m_cast;
        worker.sighted.clear();
        worker.clearWitnessCells = 0;
    }
    m_found.assign(size_t(n), {0, 0, 0});
    // Sources handed out four at a time: their costs differ widely.
    ParallelWork::run(n, threads, 4, [&](int a, int w) {
        if (!m_regular[size_t(a)])
            return;
        Worker &worker = m_workers[size_t(w)];
        const size_t begin = worker.sighted.size();
        worker.castFrom(a);
        m_found[size_t(a)] = {w, begin, worker.sighted.size()};
    });
    for (int a = 0; a < n; ++a) {
        const Found &found = m_found[size_t(a)];
        const auto &sighted = m_workers[size_t(found.worker)].sighted;
        m_sighted.insert(m_sighted.end(), sighted.begin() + qptrdiff(found.begin),
                         sighted.begin() + qptrdiff(found.end));
    }
    for (const auto &worker : m_workers)
        m_clearWitnessCells += worker.clearWitnessCells;
}

qint64 AllPairsSight::witnessEstimate(const std::vector<std::pair<int, int>> &pairs,
                                      const std::vector<QRect> &footprints)
{
    qint64 estimate = 0;
    for (const auto &[i, j] : pairs) {
        const QRect &a = footprints[size_t(i)];
        const QRect &b = footprints[size_t(j)];
        estimate += (std::abs(a.left() + a.right() - b.left() - b.right()) +
                     std::abs(a.top() + a.bottom() - b.top() - b.bottom())) /
                    2;
    }
    return estimate;
}

void AllPairsSight::compute(const SightGrid &grid, const std::vector<QRect> &footprints,
                            qint64 witnessBudget)
{
    m_footprints = &footprints;
    const int n = int(footprints.size());
    classify(grid);
    m_state.assign(n < 2 ? 0 : size_t(qint64(n) * (n - 1) / 2), Unseen);
    m_sighted.clear();
    m_coverDecided = false;
    m_clearWitnessCells = 0;

    // Line of sight: the sight-blocking cells stop a segment. With none (and no walls) every
    // segment is unblocked.
    m_cast.prepare(grid, SightGrid::Blocks, m_owner, footprints);
    if (!m_cast.hasObstacles() && !grid.hasWalls()) {
        for (int j = 1; j < n; ++j) {
            for (int i = 0; i < j; ++i) {
                if (m_regular[size_t(i)] && m_regular[size_t(j)]) {
                    m_state[slot(i, j)] = Seen;
                    m_sighted.emplace_back(i, j);
                }
            }
        }
    } else {
        m_looking = Unseen;
        castFromEveryCell();
    }

    // Cover, when the witnesses of the pairs with sight would likely not fit anyway: a clear
    // pair's witness is its clear segment, about as long as the way between the centres.
    if (witnessEstimate(m_sighted, footprints) <= witnessBudget)
        return;
    m_cast.prepare(grid, SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied, m_owner,
                   footprints);
    m_looking = Seen;
    castFromEveryCell();
    m_coverDecided = true;
}
