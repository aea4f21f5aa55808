#include "positiongraph.h"

#include <algorithm>
#include <climits>

PositionGraph::PositionGraph(const RuleSet &rules, const PositionBoard &board)
    : m_levels(rules.levels), m_skyward(board.skyward)
{
    for (const auto &p : rules.positions) {
        m_index.insert(p.id, static_cast<int>(m_ids.size()));
        m_ids << p.id;
        m_bands << p.band;
        m_flags << board.flags(p.id);
    }
    const int n = count();
    m_neighbours.resize(n);
    for (int i = 0; i < n; ++i) {
        for (const auto &other : rules.adjacency.value(m_ids[i])) {
            const int j = indexOf(other);
            if (j >= 0 && j != i && !m_neighbours[i].contains(j))
                m_neighbours[i] << j;
        }
        std::sort(m_neighbours[i].begin(), m_neighbours[i].end());
    }
    m_adjacent.assign(static_cast<size_t>(n * n), 0);
    for (int i = 0; i < n; ++i) {
        for (const int j : m_neighbours[i])
            m_adjacent[static_cast<size_t>(i * n + j)] = 1;
    }

    // All-pairs BFS: the grid is tiny (15 positions), so a table is cheapest to query.
    m_distance.fill(-1, n * n);
    for (int source = 0; source < n; ++source) {
        int *row = m_distance.data() + source * n;
        QList<int> queue{source};
        row[source] = 0;
        for (qsizetype head = 0; head < queue.size(); ++head) {
            const int at = queue[head];
            for (const int next : m_neighbours[at]) {
                if (row[next] < 0) {
                    row[next] = row[at] + 1;
                    queue << next;
                }
            }
        }
    }

    if (!m_levels.isEmpty()) {
        m_lowestLevel = INT_MAX;
        m_highestLevel = INT_MIN;
        for (const auto &level : m_levels) {
            m_lowestLevel = std::min(m_lowestLevel, level.value);
            m_highestLevel = std::max(m_highestLevel, level.value);
        }
    }
    m_levelMask.assign(static_cast<size_t>(n), 0);
    if (m_highestLevel - m_lowestLevel < 64) {
        for (int position = 0; position < n; ++position) {
            for (const auto &level : m_levels) {
                if (levelExistsAt(level, position))
                    m_levelMask[position] |= quint64(1) << (level.value - m_lowestLevel);
            }
        }
    }
}

bool PositionGraph::adjacent(int a, int b) const
{
    const int n = count();
    Q_ASSERT(a >= 0 && a < n && b >= 0 && b < n);
    return m_adjacent[static_cast<size_t>(a * n + b)] != 0;
}

QList<int> PositionGraph::routeIntermediates(int a, int b) const
{
    QList<int> out;
    const int total = distance(a, b);
    if (total < 0)
        return out;
    for (int v = 0; v < count(); ++v) {
        if (v == a || v == b)
            continue;
        const int da = distance(a, v);
        const int db = distance(v, b);
        if (da >= 0 && db >= 0 && da + db == total)
            out << v;
    }
    return out;
}

bool PositionGraph::hasClearShortestRoute(int a, int b, const QList<bool> &blocked) const
{
    const int total = distance(a, b);
    if (total < 0)
        return false;
    if (total <= 1)
        return true; // no position in between
    // Walk the shortest-route DAG layer by layer from a, keeping only unblocked positions.
    // A position v lies on a shortest route when d(a,v) + d(v,b) == d(a,b).
    QList<bool> clear(count(), false);
    clear[a] = true;
    QList<int> layer{a};
    for (int step = 1; step <= total; ++step) {
        QList<int> next;
        for (int v = 0; v < count(); ++v) {
            if (distance(a, v) != step || distance(v, b) != total - step)
                continue;
            if (v != b && blocked.value(v, false))
                continue;
            for (const int u : layer) {
                if (adjacent(u, v)) {
                    clear[v] = true;
                    next << v;
                    break;
                }
            }
        }
        if (next.isEmpty())
            return false;
        layer = next;
    }
    return clear[b];
}

bool PositionGraph::levelExistsAt(const AltitudeLevel &level, int position) const
{
    return level.existsAt(isWater(position), m_skyward);
}

bool PositionGraph::hasLevel(int position, int value) const
{
    if (m_highestLevel - m_lowestLevel < 64) {
        if (value < m_lowestLevel || value > m_highestLevel)
            return false;
        return (m_levelMask.at(position) >> (value - m_lowestLevel)) & 1;
    }
    return std::any_of(m_levels.begin(), m_levels.end(), [&](const AltitudeLevel &level) {
        return level.value == value && levelExistsAt(level, position);
    });
}

QList<int> PositionGraph::levelsAt(int position) const
{
    QList<int> values;
    for (const auto &level : m_levels) {
        if (levelExistsAt(level, position) && !values.contains(level.value))
            values << level.value;
    }
    std::sort(values.begin(), values.end(), std::greater<int>());
    return values;
}

QString PositionGraph::levelName(int position, int value) const
{
    for (const auto &level : m_levels) {
        if (level.value == value && levelExistsAt(level, position))
            return level.id;
    }
    for (const auto &level : m_levels) {
        if (level.value == value)
            return level.id;
    }
    return {};
}

std::optional<int> PositionGraph::levelValue(const QString &levelId) const
{
    for (const auto &level : m_levels) {
        if (level.id == levelId)
            return level.value;
    }
    return std::nullopt;
}
