#pragma once

#include "celltokenlists.h"
#include "model/encounter.h"

#include <QPoint>
#include <QRect>
#include <QVector>
#include <vector>

// Which tokens' active zones of control hold each cell of a square board (docs/rules.md §1.4).
// Token numbers are indices into the Encounter::tokens the map was built from; build it from
// an encounter already filtered by perspective (hidden tokens removed for the players).
class ZocMap
{
public:
    // The tokens whose zones hold one cell, in the order they were added.
    using Holders = CellTokenLists::Holders;

    ZocMap() = default;
    ZocMap(int width, int height);
    // Computes every token's zone (ZoneOfControl::cells) and adds it.
    explicit ZocMap(const Encounter &encounter);
    // That constructor's result again, keeping the memory when the board's size is the same
    // (the lists reset only the cells that were held).
    void rebuild(const Encounter &encounter);

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
    // Adds the token's zone (ZoneOfControl::cells, docs/rules.md §1.4) where no wall is near
    // it; false, adding nothing, when one is.
    bool addOpenZone(int tokenIndex, const Encounter &encounter);

    // A list per cell, as in OccupancyMap: a full rebuild fills one int per cell.
    CellTokenLists m_lists;
    // rebuild()'s per-cell and per-kind tables, kept for the next rebuild.
    std::vector<quint8> m_nearWall; // empty when the board has no blocking wall
    std::vector<quint8> m_kindBlocks;
    QVector<QPoint> m_zone;
};
