#pragma once

#include "celltokenlists.h"
#include "model/encounter.h"
#include "perspective.h"

// Which tokens stand on which cells of a square board (docs/rules.md §5.4 "Tokens as obstacles":
// every token occupies its cells, hidden and defeated ones included). Tokens left out of an
// analysis (hidden ones in the players' view) are simply not added.
class OccupancyMap
{
public:
    // The tokens on one cell, in the order they were added.
    using Holders = CellTokenLists::Holders;

    OccupancyMap() = default;
    OccupancyMap(const Encounter &encounter, Perspective perspective);

    // The constructor's result again, keeping the memory when the board's size is the same:
    // a full rebuild then touches only the cells tokens held and now hold.
    void rebuild(const Encounter &encounter, Perspective perspective);

    void add(int tokenIndex, const Token &token);
    void remove(int tokenIndex, const Token &token);

    // Token indices on the cell; empty off the map.
    [[nodiscard]] Holders holders(int x, int y) const;
    [[nodiscard]] bool isOccupied(int x, int y) const { return m_lists.isHeld(x, y); }

private:
    CellTokenLists m_lists;
};
