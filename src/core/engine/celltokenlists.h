#pragma once

#include <QVarLengthArray>
#include <QtGlobal>
#include <algorithm>
#include <vector>

// A list of token indices per cell of a width × height board, for OccupancyMap (who stands
// where) and ZocMap (whose zone holds what). One int per cell, row by row: most cells hold no
// token or one, so a full rebuild only fills this array; the cells several tokens share keep
// their list in a stack of its own, and freed stacks are reused.
class CellTokenLists
{
public:
    // The tokens on one cell, in the order they were added: a view into the lists, good until
    // they change.
    class Holders
    {
    public:
        [[nodiscard]] const int *begin() const { return m_list ? m_list : &m_one; }
        [[nodiscard]] const int *end() const { return begin() + m_size; }
        [[nodiscard]] bool isEmpty() const { return m_size == 0; }
        [[nodiscard]] qsizetype size() const { return m_size; }
        [[nodiscard]] bool contains(int token) const
        {
            return std::find(begin(), end(), token) != end();
        }

    private:
        friend class CellTokenLists;
        const int *m_list = nullptr; // the stack of a shared cell, else m_one
        int m_one = -1;
        qsizetype m_size = 0;
    };

    // Which occurrences of a token remove() takes out of a cell's list.
    enum class Occurrences { First, All };

    CellTokenLists() = default;
    CellTokenLists(int width, int height);

    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    [[nodiscard]] bool contains(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_width && y < m_height;
    }
    [[nodiscard]] std::size_t cellCount() const { return m_cells.size(); }

    // `cell` is y × width + x of a cell on the board. Inline: a full rebuild calls it per cell.
    void append(int cell, int tokenIndex)
    {
        int &entry = m_cells[std::size_t(cell)];
        if (entry == Empty) {
            entry = tokenIndex;
            if (m_touched.size() < m_touched.capacity())
                m_touched.push_back(cell);
            else
                m_touchedAll = true;
        } else {
            appendShared(entry, tokenIndex);
        }
    }
    // Empties every list, keeping the memory: only the cells that were filled are reset
    // (unless too many were, then all), so a full rebuild does not clear the whole board.
    void clear();
    void remove(int cell, int tokenIndex, Occurrences which);

    // Empty off the board.
    [[nodiscard]] Holders holders(int x, int y) const;
    [[nodiscard]] bool isHeld(int x, int y) const
    {
        return contains(x, y) && m_cells[std::size_t(y * m_width + x)] != Empty;
    }

private:
    static constexpr int Empty = -1;
    // A cell's entry: Empty, the one token on it, or stackEntry(k) for m_stacks[k].
    [[nodiscard]] static int stackEntry(int stack) { return -2 - stack; }
    // A second token on a cell, or one more on a shared cell.
    void appendShared(int &entry, int tokenIndex);

    int m_width = 0;
    int m_height = 0;
    std::vector<int> m_cells;
    std::vector<QVarLengthArray<int, 4>> m_stacks;
    std::vector<int> m_freeStacks;
    // Cells that went from empty to held since the last clear(), up to a fixed capacity
    // (reserved once, never grown); past it m_touchedAll says clear() resets every cell.
    std::vector<int> m_touched;
    bool m_touchedAll = false;
};
