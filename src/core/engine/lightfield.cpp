#include "lightfield.h"

#include "heightsight.h"
#include "squaregeometry.h"

#include <QHash>

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

qint64 floorDiv(qint64 n, qint64 d)
{
    qint64 q = n / d;
    if ((n % d != 0) && (n < 0))
        --q;
    return q;
}

qint64 ceilDiv(qint64 n, qint64 d)
{
    return -floorDiv(-n, d);
}

Int128 square(qint64 v)
{
    return static_cast<Int128>(v) * v;
}

} // namespace

qint64 LightField::heightOf(const Light &light, MicroPoint point, const Encounter &encounter)
{
    return encounter.board.square.sightOverHeights ? HeightSight::lightZ(light, point, encounter)
                                                   : 0;
}

std::optional<MicroPoint> LightField::pointOf(const Light &light, const Encounter &encounter)
{
    if (!light.isCarried())
        return MicroPoint{light.x, light.y};
    const int index = encounter.tokenIndex(light.token);
    if (index < 0)
        return std::nullopt;
    const auto &token = encounter.tokens[index];
    const qint64 side = token.footprint();
    // (x + s/2, y + s/2) in micro-cells: exact, as Cell is even.
    return MicroPoint{qint64(token.x) * Cell + side * Cell / 2,
                      qint64(token.y) * Cell + side * Cell / 2};
}

LightLevel LightField::effective(LightLevel computed, const SquareBoard &board,
                                 const RuleSet &rules, int x, int y)
{
    const int painted = board.lightingAt(x, y);
    if (painted < 0)
        return computed;
    if (painted == 0)
        return LightLevel::Bright;
    return painted == rules.lightingLevels.size() - 1 ? LightLevel::Dark : LightLevel::Dim;
}

int LightField::levelIndex(LightLevel level, const RuleSet &rules)
{
    const int count = int(rules.lightingLevels.size());
    if (count == 0)
        return -1;
    switch (level) {
    case LightLevel::Bright:
        return 0;
    case LightLevel::Dim:
        return std::min(1, count - 1);
    case LightLevel::Dark:
        break;
    }
    return count - 1;
}

int LightField::effectiveIndex(const SquareBoard &board, const RuleSet &rules, int x, int y) const
{
    const int painted = board.lightingAt(x, y);
    return painted >= 0 ? painted : levelIndex(computedAt(x, y), rules);
}

void LightField::clear()
{
    m_width = m_height = 0;
    m_ambient = LightLevel::Bright;
    m_sight = PointSight();
    m_pools.clear();
    m_bright.clear();
    m_dim.clear();
    m_recomputed = 0;
}

void LightField::rebuild(const Encounter &encounter)
{
    clear();
    if (!encounter.board.isSquare() || !encounter.rules)
        return;
    const auto &board = encounter.board.square;
    m_width = board.width;
    m_height = board.height;
    m_ambient = board.ambient;
    m_sight = PointSight(board, *encounter.rules);
    const std::size_t cells = std::size_t(m_width) * m_height;
    m_bright.assign(cells, 0);
    m_dim.assign(cells, 0);
    m_pools.reserve(std::size_t(board.lights.size()));
    for (const auto &light : board.lights) {
        Pool pool;
        pool.id = light.id;
        pool.bright = light.bright;
        pool.dim = light.dim;
        const auto point = pointOf(light, encounter);
        pool.on = light.on && point.has_value();
        pool.point = point.value_or(MicroPoint{});
        pool.z = heightOf(light, pool.point, encounter);
        compute(pool);
        apply(pool, 1);
        m_pools.push_back(std::move(pool));
    }
    m_recomputed = int(m_pools.size());
}

void LightField::update(const Encounter &encounter, const EncounterChange &change)
{
    if (!encounter.board.isSquare() || !encounter.rules) {
        clear();
        return;
    }
    const auto &board = encounter.board.square;
    if (change.kind == EncounterChange::Kind::Everything || board.width != m_width ||
        board.sightOverHeights != m_sight.overHeights() || board.height != m_height ||
        m_bright.size() != std::size_t(m_width) * m_height) {
        rebuild(encounter);
        return;
    }
    m_ambient = board.ambient;
    m_recomputed = 0;
    // A terrain, wall or door edit reaches the pools whose box, widened by the cells a line to
    // it can cross, meets the edited cells.
    QRect dirty;
    if (change.kind == EncounterChange::Kind::TerrainChanged) {
        m_sight = PointSight(board, *encounter.rules);
        dirty = change.area.adjusted(-1, -1, 1, 1);
    }
    QHash<QString, int> previous;
    previous.reserve(qsizetype(m_pools.size()));
    for (int i = 0; i < int(m_pools.size()); ++i)
        previous.insert(m_pools[std::size_t(i)].id, i);
    std::vector<bool> kept(m_pools.size(), false);
    std::vector<Pool> pools;
    pools.reserve(std::size_t(board.lights.size()));
    for (const auto &light : board.lights) {
        const auto point = pointOf(light, encounter);
        const bool on = light.on && point.has_value();
        const MicroPoint p = point.value_or(MicroPoint{});
        const qint64 z = heightOf(light, p, encounter);
        const int old = previous.value(light.id, -1);
        if (old >= 0 && !kept[std::size_t(old)]) {
            auto &pool = m_pools[std::size_t(old)];
            const bool same = pool.on == on && pool.point == p && pool.z == z &&
                              pool.bright == light.bright && pool.dim == light.dim;
            const bool reached = !dirty.isNull() && !pool.box.isNull() &&
                                 pool.box.adjusted(-1, -1, 1, 1).intersects(dirty);
            kept[std::size_t(old)] = true;
            if (same && !reached) {
                pools.push_back(std::move(pool));
                continue;
            }
            apply(pool, -1);
        }
        Pool pool;
        pool.id = light.id;
        pool.point = p;
        pool.z = z;
        pool.on = on;
        pool.bright = light.bright;
        pool.dim = light.dim;
        compute(pool);
        apply(pool, 1);
        ++m_recomputed;
        pools.push_back(std::move(pool));
    }
    for (std::size_t i = 0; i < m_pools.size(); ++i) {
        if (!kept[i])
            apply(m_pools[i], -1);
    }
    m_pools = std::move(pools);
}

void LightField::compute(Pool &pool) const
{
    pool.box = QRect();
    pool.levels.clear();
    if (!pool.on || pool.dim < 0)
        return;
    const MicroPoint p = pool.point;
    // Cells whose centre c·Cell + Cell/2 lies within [p - dim, p + dim] on both axes.
    const qint64 left = std::max<qint64>(0, ceilDiv(p.x - pool.dim - Cell / 2, Cell));
    const qint64 right = std::min<qint64>(m_width - 1, floorDiv(p.x + pool.dim - Cell / 2, Cell));
    const qint64 top = std::max<qint64>(0, ceilDiv(p.y - pool.dim - Cell / 2, Cell));
    const qint64 bottom = std::min<qint64>(m_height - 1, floorDiv(p.y + pool.dim - Cell / 2, Cell));
    if (left > right || top > bottom)
        return;
    pool.box = QRect(QPoint(int(left), int(top)), QPoint(int(right), int(bottom)));
    pool.levels.assign(std::size_t(pool.box.width()) * pool.box.height(), 0);
    // Every line from p to a centre in the box stays within the box and the cells around p.
    // Over heights the ground itself may hide a cell, so every line is walked.
    const bool heights = m_sight.overHeights();
    const bool open = !heights && m_sight.isOpen(pool.box.adjusted(-1, -1, 1, 1));
    const Int128 bright2 = square(pool.bright);
    const Int128 dim2 = square(pool.dim);
    std::size_t i = 0;
    for (int y = pool.box.top(); y <= pool.box.bottom(); ++y) {
        const Int128 dy2 = square(qint64(y) * Cell + Cell / 2 - p.y);
        for (int x = pool.box.left(); x <= pool.box.right(); ++x, ++i) {
            const Int128 d2 = square(qint64(x) * Cell + Cell / 2 - p.x) + dy2;
            if (d2 > dim2)
                continue;
            if (heights ? m_sight.blockedOverHeights(p, pool.z, x, y, QRect(), true)
                        : !open && m_sight.blocked(p, x, y))
                continue;
            pool.levels[i] = d2 <= bright2 ? 2 : 1;
        }
    }
}

void LightField::apply(const Pool &pool, int delta)
{
    if (pool.box.isNull())
        return;
    std::size_t i = 0;
    for (int y = pool.box.top(); y <= pool.box.bottom(); ++y) {
        for (int x = pool.box.left(); x <= pool.box.right(); ++x, ++i) {
            const quint8 level = pool.levels[i];
            if (level == 0)
                continue;
            auto &count = level == 2 ? m_bright : m_dim;
            count[std::size_t(y) * m_width + x] =
                quint16(count[std::size_t(y) * m_width + x] + delta);
        }
    }
}
