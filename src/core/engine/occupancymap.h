#pragma once

#include "model/encounter.h"
#include "perspective.h"

#include <QVarLengthArray>
#include <algorithm>
#include <vector>

// Which tokens stand on which cells of a square board (docs/rules.md §5.4 "Tokens as obstacles":
// every token occupies its cells, hidden and defeated ones included). Tokens left out of an
// analysis (hidden ones in the players' view) are simply not added.
class OccupancyMap
{
public:
    // The tokens on one cell, in the order they were added: a view into the map, good until
    // the map changes.
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
        friend class OccupancyMap;
        const int *m_list = nullptr; // the stack of a shared cell, else m_one
        int m_one = -1;
        qsizetype m_size = 0;
    };

    OccupancyMap() = default;
    OccupancyMap(const Encounter &encounter, Perspective perspective);

    void add(int tokenIndex, const Token &token);
    void remove(int tokenIndex, const Token &token);

    // Token indices on the cell; empty off the map.
    [[nodiscard]] Holders holders(int x, int y) const;
    [[nodiscard]] bool isOccupied(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_width && y < m_height &&
               m_cells[size_t(y * m_width + x)] != Empty;
    }

private:
    static constexpr int Empty = -1;
    // A cell's entry: Empty, the one token on it, or stackEntry(k) for m_stacks[k].
    [[nodiscard]] static int stackEntry(int stack) { return -2 - stack; }
    void append(int cell, int tokenIndex);

    int m_width = 0;
    int m_height = 0;
    // One int per cell, row by row: most cells hold no token or one, and a full rebuild only
    // fills this array; cells several tokens share keep their list in a stack of its own.
    std::vector<int> m_cells;
    std::vector<QVarLengthArray<int, 4>> m_stacks;
    std::vector<int> m_freeStacks;
};
