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

ZocMap::ZocMap(int width, int height) : m_lists(width, height) {}

ZocMap::ZocMap(const Encounter &encounter)
    : ZocMap(encounter.board.square.width, encounter.board.square.height)
{
    rebuild(encounter);
}

void ZocMap::rebuild(const Encounter &encounter)
{
    const SquareBoard &board = encounter.board.square;
    if (m_lists.width() == qMax(0, board.width) && m_lists.height() == qMax(0, board.height))
        m_lists.clear();
    else
        m_lists = CellTokenLists(board.width, board.height);
    const int width = m_lists.width();
    const int height = m_lists.height();
    // The cells whose closed square meets the bounding box of a blocking wall: a wall that
    // touches a line between two cell centres touches it in one of those.
    std::vector<quint8> &nearWall = m_nearWall;
    nearWall.clear();
    constexpr qint64 C = SquareGeometry::Cell;
    for (const WallSegment &wall : board.walls) {
        if (!wall.blocks())
            continue;
        if (nearWall.empty())
            nearWall.assign(m_lists.cellCount(), 0);
        const qint64 x0 = qMax<qint64>(0, floorDivision(qMin(wall.x1, wall.x2), C) - 1);
        const qint64 x1 = qMin<qint64>(width - 1, floorDivision(qMax(wall.x1, wall.x2), C));
        const qint64 y0 = qMax<qint64>(0, floorDivision(qMin(wall.y1, wall.y2), C) - 1);
        const qint64 y1 = qMin<qint64>(height - 1, floorDivision(qMax(wall.y1, wall.y2), C));
        for (qint64 y = y0; y <= y1; ++y) {
            for (qint64 x = x0; x <= x1; ++x)
                nearWall[size_t(y * width + x)] = 1;
        }
    }
    m_kindBlocks.clear();
    for (const TerrainKind &kind : encounter.rules->terrainKinds)
        m_kindBlocks.push_back(kind.blocksSight);
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        if (!addOpenZone(i, encounter)) {
            ZoneOfControl::cells(encounter.tokens.at(i), board, *encounter.rules, m_zone);
            add(i, m_zone);
        }
    }
}

bool ZocMap::addOpenZone(int tokenIndex, const Encounter &encounter)
{
    const std::vector<quint8> &nearWall = m_nearWall;
    const std::vector<quint8> &kindBlocks = m_kindBlocks;
    // ZoneOfControl::cells, walked in integers on the board itself where no wall is near:
    // a cell of the bounds is held when some line to it from the footprint cells nearest to
    // it crosses no sight-blocking cell other than the two it joins (docs/rules.md §1.4, §1.6).
    // Such a line stays inside the bounds. At reach 1 or less it joins neighbours and crosses
    // nothing else (a line through a corner passes diagonally), so the zone is the bounds.
    // zocmaptests.cpp holds this to ZoneOfControl::cells on random boards.
    const Token &token = encounter.tokens.at(tokenIndex);
    const RuleSet &rules = *encounter.rules;
    if (!ZoneOfControl::isActive(token, rules))
        return true; // no zone
    const SquareBoard &board = encounter.board.square;
    const int width = m_lists.width();
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
                if (nearWall[size_t(y * width + x)])
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
                m_lists.append(y * width + x, tokenIndex);
                continue;
            }
            const bool reached =
                ZoneOfControl::reachedFromNearest(footprint, x, y, [&](QPoint from, QPoint to) {
                    bool blocked = false;
                    SightGrid::walk(from.x(), from.y(), to.x(), to.y(), [&](int cx, int cy) {
                        blocked = board.contains(cx, cy) && !inFootprint(cx, cy) &&
                                  !(cx == to.x() && cy == to.y()) && blocksSight(cx, cy);
                        return !blocked;
                    });
                    return blocked;
                });
            if (reached)
                m_lists.append(y * width + x, tokenIndex);
        }
    }
    return true;
}

void ZocMap::add(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (m_lists.contains(c.x(), c.y()))
            m_lists.append(c.y() * m_lists.width() + c.x(), tokenIndex);
    }
}

void ZocMap::remove(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (m_lists.contains(c.x(), c.y()))
            m_lists.remove(c.y() * m_lists.width() + c.x(), tokenIndex,
                           CellTokenLists::Occurrences::First);
    }
}

ZocMap::Holders ZocMap::holders(int x, int y) const
{
    return m_lists.holders(x, y);
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
