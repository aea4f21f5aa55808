#include "allpairssight.h"

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

bool AllPairsSight::wanted(int token)
{
    return token != m_source && decidedFrom(m_source, token) &&
           m_state[slot(m_source, token)] == m_looking;
}

void AllPairsSight::reached(int token, QPoint cell)
{
    quint8 &state = m_state[slot(m_source, token)];
    if (m_looking == Unseen) {
        state = Seen;
        m_sighted.emplace_back(std::min(m_source, token), std::max(m_source, token));
        return;
    }
    state = Clear;
    // The segment's cells, less those it can have inside either footprint (a segment meets at
    // most w + h - 1 cells of a w × h block).
    const QRect &fa = (*m_footprints)[size_t(m_source)];
    const QRect &fb = (*m_footprints)[size_t(token)];
    const qint64 cells =
        cellsWalked(std::abs(cell.x() - m_from.x()), std::abs(cell.y() - m_from.y()));
    m_clearWitnessCells += std::max<qint64>(0, cells - (fa.width() + fa.height() - 1) -
                                                   (fb.width() + fb.height() - 1));
}

void AllPairsSight::castFromEveryCell()
{
    const auto &footprints = *m_footprints;
    for (int a = 0; a < int(footprints.size()); ++a) {
        if (!m_regular[size_t(a)])
            continue;
        m_source = a;
        const QRect &fa = footprints[size_t(a)];
        for (int py = fa.top(); py <= fa.bottom(); ++py) {
            for (int px = fa.left(); px <= fa.right(); ++px) {
                m_from = {px, py};
                for (const auto &octant : Below)
                    m_cast.cast(m_from, fa, octant, INT_MAX, INT_MAX, *this);
                // Tokens to the right whose rows overlap A's reach at most this high.
                const int strip = py - fa.top() + m_maxSide - 1;
                m_cast.cast(m_from, fa, AboveRightShallow, INT_MAX, strip, *this);
                m_cast.cast(m_from, fa, AboveRightSteep, strip, INT_MAX, *this);
            }
        }
        // The tokens left out for this source (decided, or not its to decide) are back for the
        // next one.
        m_cast.reveal();
    }
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
    qint64 estimate = 0;
    for (const auto &[i, j] : m_sighted) {
        const QRect &a = footprints[size_t(i)];
        const QRect &b = footprints[size_t(j)];
        estimate += (std::abs(a.left() + a.right() - b.left() - b.right()) +
                     std::abs(a.top() + a.bottom() - b.top() - b.bottom())) /
                    2;
    }
    if (estimate <= witnessBudget)
        return;
    m_cast.prepare(grid, SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied, m_owner,
                   footprints);
    m_looking = Seen;
    castFromEveryCell();
    m_coverDecided = true;
}
