#include "occupancymap.h"

OccupancyMap::OccupancyMap(const Encounter &encounter, Perspective perspective)
    : m_lists(encounter.board.square.width, encounter.board.square.height)
{
    rebuild(encounter, perspective);
}

void OccupancyMap::rebuild(const Encounter &encounter, Perspective perspective)
{
    const auto &board = encounter.board.square;
    if (m_lists.width() == qMax(0, board.width) && m_lists.height() == qMax(0, board.height))
        m_lists.clear();
    else
        m_lists = CellTokenLists(board.width, board.height);
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
    const int width = m_lists.width();
    for (int y = qMax(0, footprint.top()); y <= qMin(m_lists.height() - 1, footprint.bottom());
         ++y) {
        for (int x = qMax(0, footprint.left()); x <= qMin(width - 1, footprint.right()); ++x)
            m_lists.append(y * width + x, tokenIndex);
    }
}

void OccupancyMap::remove(int tokenIndex, const Token &token)
{
    const QRect footprint = token.footprintRect();
    const int width = m_lists.width();
    for (int y = qMax(0, footprint.top()); y <= qMin(m_lists.height() - 1, footprint.bottom());
         ++y) {
        for (int x = qMax(0, footprint.left()); x <= qMin(width - 1, footprint.right()); ++x)
            m_lists.remove(y * width + x, tokenIndex, CellTokenLists::Occurrences::All);
    }
}

OccupancyMap::Holders OccupancyMap::holders(int x, int y) const
{
    return m_lists.holders(x, y);
}
