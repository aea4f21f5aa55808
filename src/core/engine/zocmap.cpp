#include "zocmap.h"

#include "zoneofcontrol.h"

#include <algorithm>

namespace
{
const ZocMap::Holders noHolders;
}

ZocMap::ZocMap(int width, int height)
    : m_width(qMax(0, width)), m_height(qMax(0, height)), m_cells(m_width * m_height)
{
}

ZocMap::ZocMap(const Encounter &encounter)
    : ZocMap(encounter.board.square.width, encounter.board.square.height)
{
    for (int i = 0; i < encounter.tokens.size(); ++i)
        add(i, ZoneOfControl::cells(encounter.tokens[i], encounter.board.square, *encounter.rules));
}

void ZocMap::add(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (c.x() >= 0 && c.y() >= 0 && c.x() < m_width && c.y() < m_height)
            m_cells[c.y() * m_width + c.x()].append(tokenIndex);
    }
}

void ZocMap::remove(int tokenIndex, const QVector<QPoint> &cells)
{
    for (const auto &c : cells) {
        if (c.x() >= 0 && c.y() >= 0 && c.x() < m_width && c.y() < m_height) {
            auto &cell = m_cells[c.y() * m_width + c.x()];
            const auto it = std::find(cell.begin(), cell.end(), tokenIndex);
            if (it != cell.end())
                cell.erase(it);
        }
    }
}

const ZocMap::Holders &ZocMap::holders(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return noHolders;
    return m_cells[y * m_width + x];
}

QVector<int> ZocMap::holdersIn(const QRect &cells) const
{
    QVector<int> out;
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
