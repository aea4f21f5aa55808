#include "celltokenlists.h"

CellTokenLists::CellTokenLists(int width, int height)
    : m_width(qMax(0, width)), m_height(qMax(0, height)),
      m_cells(std::size_t(m_width) * std::size_t(m_height), Empty)
{
    // A quarter of the board: more than the zones of a thousand tokens fill on 256×256.
    m_touched.reserve(m_cells.size() / 4 + 16);
}

void CellTokenLists::clear()
{
    if (m_touchedAll) {
        std::fill(m_cells.begin(), m_cells.end(), Empty);
    } else {
        for (const int cell : m_touched)
            m_cells[std::size_t(cell)] = Empty;
    }
    m_touched.clear();
    m_touchedAll = false;
    m_freeStacks.clear();
    for (std::size_t s = m_stacks.size(); s > 0; --s) {
        m_stacks[s - 1].clear();
        m_freeStacks.push_back(int(s - 1));
    }
}

void CellTokenLists::appendShared(int &entry, int tokenIndex)
{
    if (entry >= 0) {
        int stack = 0;
        if (m_freeStacks.empty()) {
            stack = int(m_stacks.size());
            m_stacks.emplace_back();
        } else {
            stack = m_freeStacks.back();
            m_freeStacks.pop_back();
        }
        m_stacks[std::size_t(stack)] = {entry, tokenIndex};
        entry = stackEntry(stack);
        return;
    }
    m_stacks[std::size_t(stackEntry(entry))].append(tokenIndex);
}

void CellTokenLists::remove(int cell, int tokenIndex, Occurrences which)
{
    int &entry = m_cells[std::size_t(cell)];
    if (entry >= 0) {
        if (entry == tokenIndex)
            entry = Empty;
        return;
    }
    if (entry == Empty)
        return;
    const int stack = stackEntry(entry);
    auto &list = m_stacks[std::size_t(stack)];
    if (which == Occurrences::All) {
        list.erase(std::remove(list.begin(), list.end(), tokenIndex), list.end());
    } else {
        const auto it = std::find(list.begin(), list.end(), tokenIndex);
        if (it != list.end())
            list.erase(it);
    }
    // A stack left with one token gives its cell back the plain entry.
    if (list.size() > 1)
        return;
    entry = list.isEmpty() ? Empty : list.first();
    list.clear();
    m_freeStacks.push_back(stack);
}

CellTokenLists::Holders CellTokenLists::holders(int x, int y) const
{
    Holders h;
    if (!contains(x, y))
        return h;
    const int entry = m_cells[std::size_t(y * m_width + x)];
    if (entry >= 0) {
        h.m_one = entry;
        h.m_size = 1;
    } else if (entry != Empty) {
        const auto &list = m_stacks[std::size_t(stackEntry(entry))];
        h.m_list = list.data();
        h.m_size = list.size();
    }
    return h;
}
