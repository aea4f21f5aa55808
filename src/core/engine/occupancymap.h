#pragma once

#include "model/encounter.h"
#include "perspective.h"

#include <QVarLengthArray>
#include <QVector>

// Which tokens stand on which cells of a square board (docs/rules.md §5.4 "Tokens as obstacles":
// every token occupies its cells, hidden and defeated ones included). Tokens left out of an
// analysis (hidden ones in the players' view) are simply not added.
class OccupancyMap
{
public:
    using Holders = QVarLengthArray<int, 2>;

    OccupancyMap() = default;
    OccupancyMap(const Encounter &encounter, Perspective perspective);

    void add(int tokenIndex, const Token &token);
    void remove(int tokenIndex, const Token &token);

    // Token indices on the cell; empty off the map.
    [[nodiscard]] const Holders &holders(int x, int y) const;
    [[nodiscard]] bool isOccupied(int x, int y) const { return !holders(x, y).isEmpty(); }

private:
    int m_width = 0;
    int m_height = 0;
    QVector<Holders> m_cells;
};
