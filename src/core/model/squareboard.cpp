#include "squareboard.h"

#include "ruleset.h"

namespace
{

template<typename Apply>
void forEachCell(const TerrainEntry &entry, const SquareBoard &board, Apply apply)
{
    // docs/rules.md §5.12: a later entry overrides an earlier one; within an entry order does
    // not matter.
    for (const auto &rect : entry.rects) {
        for (int y = rect.top(); y < rect.top() + rect.height(); ++y) {
            for (int x = rect.left(); x < rect.left() + rect.width(); ++x) {
                if (board.contains(x, y))
                    apply(x, y);
            }
        }
    }
    for (const auto &cell : entry.cells) {
        if (board.contains(cell.x(), cell.y()))
            apply(cell.x(), cell.y());
    }
}

} // namespace

void SquareBoard::rebuild(const RuleSet &rules)
{
    const int cellCount = qMax(0, width) * qMax(0, height);
    m_terrain.fill(-1, cellCount);
    m_elevation.fill(0, cellCount);
    m_terrainHeight.fill(-1, cellCount);
    m_lighting.fill(-1, cellCount);
    for (const auto &entry : terrain) {
        const int kind = rules.terrainIndex(entry.kind);
        const qint64 height = entry.heightMicrometres.value_or(-1);
        forEachCell(entry, *this, [&](int x, int y) {
            m_terrain[cellIndex(x, y)] = kind;
            m_terrainHeight[cellIndex(x, y)] = height;
        });
    }
    for (const auto &entry : elevation) {
        forEachCell(entry, *this,
                    [&](int x, int y) { m_elevation[cellIndex(x, y)] = entry.micrometres; });
    }
    for (const auto &entry : lighting) {
        const int level = rules.lightingIndex(entry.kind);
        forEachCell(entry, *this, [&](int x, int y) { m_lighting[cellIndex(x, y)] = level; });
    }
}

int SquareBoard::lightingAdvantageAt(int x, int y, const RuleSet &rules) const
{
    const int level = lightingAt(x, y);
    if (level >= 0)
        return rules.lightingLevels[level].advantage;
    return rules.lightingLevels.isEmpty() ? 0 : rules.lightingLevels.first().advantage;
}

const BoardArea *SquareBoard::area(const QString &id) const
{
    for (const auto &a : areas) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

int SquareBoard::lightIndex(const QString &id) const
{
    for (int i = 0; i < lights.size(); ++i) {
        if (lights[i].id == id)
            return i;
    }
    return -1;
}

const BoardTrap *SquareBoard::trap(const QString &id) const
{
    for (const auto &t : traps) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

const Light *SquareBoard::light(const QString &id) const
{
    const int i = lightIndex(id);
    return i < 0 ? nullptr : &lights[i];
}
