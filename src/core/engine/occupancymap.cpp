#include "occupancymap.h"

OccupancyMap::OccupancyMap(const Encounter &encounter, Perspective perspective)
    : m_width(qMax(0, encounter.board.square.width)),
      m_height(qMax(0, encounter.board.square.height)),
      m_cells(size_t(m_width) * size_t(m_height), Empty)
{
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        const auto &token = encounter.tokens[i];
        if (perspective == Perspective::Players && token.hidden)
            continue;
        add(i, token);
    }
}

void OccupancyMap::append(int cell, int tokenIndex)
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

void OccupancyMap::add(int tokenIndex, const Token &token)
{
    const QRect footprint = token.footprintRect();
    for (int y = qMax(0, footprint.top()); y <= qMin(m_height - 1, footprint.bottom()); ++y) {
        for (int x = qMax(0, footprint.left()); x <= qMin(m_width - 1, footprint.right()); ++x)
            append(y * m_width + x, tokenIndex);
    }
}

void OccupancyMap::remove(int tokenIndex, const Token &token)
{
    const QRect footprint = token.footprintRect();
    for (int y = qMax(0, footprint.top()); y <= qMin(m_height - 1, footprint.bottom()); ++y) {
        for (int x = qMax(0, footprint.left()); x <= qMin(m_width - 1, footprint.right()); ++x) {
            int &entry = m_cells[size_t(y * m_width + x)];
            if (entry >= 0) {
                if (entry == tokenIndex)
                    entry = Empty;
                continue;
            }
            if (entry == Empty)
                continue;
            // Every occurrence goes; a stack left with one token gives its cell back the
            // plain entry.
            const int stack = stackEntry(entry);
            auto &list = m_stacks[size_t(stack)];
            list.erase(std::remove(list.begin(), list.end(), tokenIndex), list.end());
            if (list.size() > 1)
                continue;
            entry = list.isEmpty() ? Empty : list.first();
            list.clear();
            m_freeStacks.push_back(stack);
        }
    }
}

OccupancyMap::Holders OccupancyMap::holders(int x, int y) const
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
