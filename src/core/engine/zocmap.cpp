#include "zocmap.h"

#include "sightgrid.h"
#include "squaregeometry.h"
#include "zoneofcontrol.h"

namespace
{

qint64 floorDivision(qint64 n, qint64 d)
{
    qint64 q = n / d;
    if ((n % d != 0) && (n < 0))
        --q;
    return q;
}

} // namespace

ZocMap::ZocMap(int width, int height)
    : m_width(qMax(0, width)), m_height(qMax(0, height)),
      m_cells(size_t(m_width) * size_t(m_height), Empty)
{
}

ZocMap::ZocMap(const Encounter &encounter)
    : ZocMap(encounter.board.square.width, encounter.board.square.height)
{
    const SquareBoard &board = encounter.board.square;
    // The cells whose closed square meets the bounding box of a blocking wall: a wall that
    // touches a line between two cell centres touches it in one of those.
    std::vector<quint8> nearWall;
    constexpr qint64 C = SquareGeometry::Cell;
    for (const WallSegment &wall : board.walls) {
        if (!wall.blocks())
            continue;
        if (nearWall.empty())
            nearWall.assign(m_cells.size(), 0);
        const qint64 x0 = qMax<qint64>(0, floorDivision(qMin(wall.x1, wall.x2), C) - 1);
        const qint64 x1 = qMin<qint64>(m_width - 1, floorDivision(qMax(wall.x1, wall.x2), C));
        const qint64 y0 = qMax<qint64>(0, floorDivision(qMin(wall.y1, wall.y2), C) - 1);
        const qint64 y1 = qMin<qint64>(m_height - 1, floorDivision(qMax(wall.y1, wall.y2), C));
        for (qint64 y = y0; y <= y1; ++y) {
            for (qint64 x = x0; x <= x1; ++x)
                nearWall[size_t(y * m_width + x)] = 1;
        }
    }
    std::vector<quint8> kindBlocks;
    for (const TerrainKind &kind : encounter.rules->terrainKinds)
        kindBlocks.push_back(kind.blocksSight);
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        if (!addOpenZone(i, encounter, nearWall, kindBlocks))
            add(i, ZoneOfControl::cells(encounter.tokens[i], board, *encounter.rules));
    }
}

bool ZocMap::addOpenZone(int tokenIndex, const Encounter &encounter,
                         const std::vector<quint8> &nearWall, const std::vector<quint8> &kindBlocks)
{
    // ZoneOfControl::cells, walked in integers on the board itself where no wall is near:
    // a cell of the bounds is held when some line to it from the footprint cells nearest to
    // it crosses no sight-blocking cell other than the two it joins (docs/rules.md §1.4, §1.6).
    // Such a line stays inside the bounds. At reach 1 or less it joins neighbours and crosses
    // nothing else (a line through a corner passes diagonally), so the zone is the bounds.
    // zocmaptests.cpp holds this to ZoneOfControl::cells on random boards.
    const Token &token = encounter.tokens[tokenIndex];
    const RuleSet &rules = *encounter.rules;
    if (!ZoneOfControl::isActive(token, rules))
        return true; // no zone
    const SquareBoard &board = encounter.board.square;
    const QRect bounds = ZoneOfControl::bounds(token, board, rules);
    if (bounds.isEmpty())
        return true;
    const QRect footprint = token.footprintRect();
    const int left = footprint.left(), right = footprint.right();
    const int top = footprint.top(), bottom = footprint.bottom();
    const auto inFootprint = [&](int x, int y) {
        return x >= left && x <= right && y >= top && y <= bottom;
    };
    const auto blocksSight = [&](int x, int y) {
        const int kind = board.terrainAt(x, y);
        return kind >= 0 && kindBlocks[size_t(kind)];
    };
    if (!nearWall.empty()) {
        for (int y = bounds.top(); y <= bounds.bottom(); ++y) {
            for (int x = bounds.left(); x <= bounds.right(); ++x) {
                if (nearWall[size_t(y * m_width + x)])
                    return false; // a wall may touch a line: ZoneOfControl::lineBlocked decides
            }
        }
    }
    const auto clearOfBlockers = [&] {
        for (int y = bounds.top(); y <= bounds.bottom(); ++y) {
            for (int x = bounds.left(); x <= bounds.right(); ++x) {
                if (!inFootprint(x, y) && blocksSight(x, y))
                    return false;
            }
        }
        return true;
    };
    const bool open = token.reachOr(rules.defaultReach) <= 1 || clearOfBlockers();
    for (int y = bounds.top(); y <= bounds.bottom(); ++y) {
        for (int x = bounds.left(); x <= bounds.right(); ++x) {
            if (open || inFootprint(x, y)) {
                append(y * m_width + x, tokenIndex);
                continue;
            }
            const int dxMin = x < footprint.left()
                                  ? footprint.left() - x
                                  : (x > footprint.right() ? x - footprint.right() : 0);
            const int dyMin = y < footprint.top()
                                  ? footprint.top() - y
                                  : (y > footprint.bottom() ? y - footprint.bottom() : 0);
            const int distance = qMax(dxMin, dyMin);
            bool reached = false;
            for (int fy = footprint.top(); fy <= footprint.bottom() && !reached; ++fy) {
                for (int fx = footprint.left(); fx <= footprint.right() && !reached; ++fx) {
                    if (qMax(qAbs(fx - x), qAbs(fy - y)) != distance)
                        continue;
                    bool blocked = false;
                    SightGrid::walk(fx, fy, x, y, [&](int cx, int cy) {
                        blocked = board.contains(cx, cy) && !inFootprint(cx, cy) &&
                                  !(cx == x && cy == y) && blocksSight(cx, cy);
                        return !blocked;
                    });
                    reached = !blocked;
                }
            }
            if (reached)
                append(y * m_width + x, tokenIndex);
        }
    }
    return true;
}

void ZocMap::append(int cell, int tokenIndex)
{
    int &entry = m_cells[size_t(cell)];
    if (entry == Empty) {
        entry = tokenIndex;
        return;
    }
    if (entry >= 0) {
        int stack = 0;
        if (m_freeStacks.empty()) {
            stack = int(m_stacks.size());
            m_stacks.emplace_back();
        } else {
            stack = m_freeStacks.back();
            m_freeStacks.pop_back();
        }
        m_stacks[size_t(stack)] = {entry, tokenIndex};
        entry = stackEntry(stack);
        return;
    }
    m_stacks[size_t(stackEntry(entry))].append(tokenIndex);
}

void ZocMap::add(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (c.x() >= 0 && c.y() >= 0 && c.x() < m_width && c.y() < m_height)
            append(c.y() * m_width + c.x(), tokenIndex);
    }
}

void ZocMap::remove(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (c.x() < 0 || c.y() < 0 || c.x() >= m_width || c.y() >= m_height)
            continue;
        int &entry = m_cells[size_t(c.y() * m_width + c.x())];
        if (entry >= 0) {
            if (entry == tokenIndex)
                entry = Empty;
            continue;
        }
        if (entry == Empty)
            continue;
        // The first occurrence goes; a stack left with one token gives its cell back the
        // plain entry.
        const int stack = stackEntry(entry);
        auto &list = m_stacks[size_t(stack)];
        const auto it = std::find(list.begin(), list.end(), tokenIndex);
        if (it != list.end())
            list.erase(it);
        if (list.size() > 1)
            continue;
        entry = list.isEmpty() ? Empty : list.first();
        list.clear();
        m_freeStacks.push_back(stack);
    }
}

ZocMap::Holders ZocMap::holders(int x, int y) const
{
    Holders h;
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return h;
    const int entry = m_cells[size_t(y * m_width + x)];
    if (entry >= 0) {
        h.m_one = entry;
        h.m_size = 1;
    } else if (entry != Empty) {
        const auto &list = m_stacks[size_t(stackEntry(entry))];
        h.m_list = list.data();
        h.m_size = list.size();
    }
    return h;
}

QVector<int> ZocMap::holdersIn(const QRect &cells) const
{
    QVector<int> out;
    out.reserve(16);
    for (int y = cells.top(); y <= cells.bottom(); ++y) {
        for (int x = cells.left(); x <= cells.right(); ++x) {
            for (const int holder : holders(x, y))
                out.append(holder);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}
