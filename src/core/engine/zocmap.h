#pragma once

#include "model/encounter.h"

#include <QPoint>
#include <QRect>
#include <QVarLengthArray>
#include <QVector>
#include <algorithm>
#include <vector>

// Which tokens' active zones of control hold each cell of a square board (docs/rules.md §1.4).
// Token numbers are indices into the Encounter::tokens the map was built from; build it from
// an encounter already filtered by perspective (hidden tokens removed for the players).
class ZocMap
{
public:
    // The tokens whose zones hold one cell, in the order they were added: a view into the
    // map, good until the map changes.
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
        friend class ZocMap;
        const int *m_list = nullptr; // the stack of a shared cell, else m_one
        int m_one = -1;
        qsizetype m_size = 0;
    };

    ZocMap() = default;
    ZocMap(int width, int height);
    // Computes every token's zone (ZoneOfControl::cells) and adds it.
    explicit ZocMap(const Encounter &encounter);

    void add(int tokenIndex, const QVector<QPoint> &cells);
    void remove(int tokenIndex, const QVector<QPoint> &cells);

    // Tokens whose zone holds (x, y); empty off the map.
    [[nodiscard]] Holders holders(int x, int y) const;
    [[nodiscard]] bool holds(int tokenIndex, int x, int y) const
    {
        return holders(x, y).contains(tokenIndex);
    }
    // Tokens whose zone holds any cell of `cells`, sorted and without repeats.
    [[nodiscard]] QVector<int> holdersIn(const QRect &cells) const;

private:
    static constexpr int Empty = -1;
    // A cell's entry: Empty, the one token whose zone holds it, or stackEntry(k) for
    // m_stacks[k].
    [[nodiscard]] static int stackEntry(int stack) { return -2 - stack; }
    void append(int cell, int tokenIndex);
    // Adds the token's zone (ZoneOfControl::cells, docs/rules.md §1.4) where no wall is near
    // it; false, adding nothing, when one is.
    bool addOpenZone(int tokenIndex, const Encounter &encounter,
                     const std::vector<quint8> &nearWall, const std::vector<quint8> &kindBlocks);

    int m_width = 0;
    int m_height = 0;
    // One int per cell, row by row, as in OccupancyMap: a full rebuild fills this array, and
    // the cells of overlapping zones keep their list in a stack of its own.
    std::vector<int> m_cells;
    std::vector<QVarLengthArray<int, 4>> m_stacks;
    std::vector<int> m_freeStacks;
};
