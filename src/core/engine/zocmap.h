#pragma once

#include "model/encounter.h"

#include <QPoint>
#include <QRect>
#include <QVarLengthArray>
#include <QVector>

// Which tokens' active zones of control hold each cell of a square board (docs/rules.md §1.4).
// Token numbers are indices into the Encounter::tokens the map was built from; build it from
// an encounter already filtered by perspective (hidden tokens removed for the players).
class ZocMap
{
public:
    using Holders = QVarLengthArray<int, 4>;

    ZocMap() = default;
    ZocMap(int width, int height);
    // Computes every token's zone (ZoneOfControl::cells) and adds it.
    explicit ZocMap(const Encounter &encounter);

    void add(int tokenIndex, const QVector<QPoint> &cells);
    void remove(int tokenIndex, const QVector<QPoint> &cells);

    // Tokens whose zone holds (x, y); empty off the map.
    [[nodiscard]] const Holders &holders(int x, int y) const;
    [[nodiscard]] bool holds(int tokenIndex, int x, int y) const
    {
        return holders(x, y).contains(tokenIndex);
    }
    // Tokens whose zone holds any cell of `cells`, sorted and without repeats.
    [[nodiscard]] QVector<int> holdersIn(const QRect &cells) const;

private:
    int m_width = 0;
    int m_height = 0;
    QVector<Holders> m_cells;
};
