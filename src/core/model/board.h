#pragma once

#include "positionboard.h"
#include "squareboard.h"

#include <QJsonObject>

// The encounter's board: a square grid or the position grid, never both.
class Board
{
public:
    enum class Kind { Square, Positions };

    Kind kind = Kind::Square;
    SquareBoard square;
    PositionBoard positions;
    QJsonObject extra;

    [[nodiscard]] bool isSquare() const { return kind == Kind::Square; }
};
