#include "occupancymap.h"

namespace
{
const OccupancyMap::Holders noHolders;
}

OccupancyMap::OccupancyMap(const Encounter &encounter, Perspective perspective)
    : m_width(encounter.board.square.width), m_height(encounter.board.square.height),
      m_cells(qMax(0, m_width) * qMax(0, m_height))
{
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        const auto &token = encounter.tokens[i];
        if (perspective == Perspective::Players && token.hidden)
            continue;
        add(i, token);
    }
}

void OccupancyMap::add(int tokenIndex, const Token &token)
{
    const QRect footprint = token.footprintRect();
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (x >= 0 && y >= 0 && x < m_width && y < m_height)
                m_cells[y * m_width + x].append(tokenIndex);
        }
    }
}

void OccupancyMap::remove(int tokenIndex, const Token &token)
{
    const QRect footprint = token.footprintRect();
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (x >= 0 && y >= 0 && x < m_width && y < m_height) {
                auto &cell = m_cells[y * m_width + x];
                cell.erase(std::remove(cell.begin(), cell.end(), tokenIndex), cell.end());
            }
        }
    }
}

const OccupancyMap::Holders &OccupancyMap::holders(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return noHolders;
    return m_cells[y * m_width + x];
}
