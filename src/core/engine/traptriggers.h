#pragma once

#include "model/squareboard.h"

#include <QList>
#include <QPoint>
#include <QString>
#include <QVector>

// The traps a move sets off on a square board (docs/rules.md §12). A move is the list of the
// mover's anchors, start first (MovementField::Path::steps); its footprint at each is size ×
// size cells from the anchor. An "enter" trap fires at the first step whose footprint holds one
// of its cells the step before did not hold; a "cross" trap at the first step after the start
// whose footprint holds any of its cells; a "turn" trap never fires on a move (it fires when a
// turn starts in it, which the fight asks with startsTurnIn).
class TrapTriggers
{
public:
    struct Sprung {
        QString trapId;
        int step = 0; // index into the steps: where it fired
        QPoint anchor;
    };

    // The traps in the order met, each once; two met at the same step in the board's order.
    // Hidden traps only with `includeHidden` (the players are not told of them).
    [[nodiscard]] static QList<Sprung>
    alongPath(const SquareBoard &board, const QVector<QPoint> &steps, int size, bool includeHidden);
    // The ids alone.
    [[nodiscard]] static QStringList idsAlongPath(const SquareBoard &board,
                                                  const QVector<QPoint> &steps, int size,
                                                  bool includeHidden);
    // The "turn" traps whose cells a token of `size` anchored at `anchor` stands on.
    [[nodiscard]] static QStringList startsTurnIn(const SquareBoard &board, QPoint anchor, int size,
                                                  bool includeHidden);
};
