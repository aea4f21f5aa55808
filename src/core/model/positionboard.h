#pragma once

#include "positionflags.h"

#include <QMap>
#include <QString>

// The Labyrinthian Combat Grid as a board: which positions are marked, and whether
// Skyward is allowed. The graph itself is rule-set data.
class PositionBoard
{
public:
    bool skyward = false;
    QMap<QString, PositionFlags> positions; // only marked positions are listed

    [[nodiscard]] PositionFlags flags(const QString &positionId) const
    {
        return positions.value(positionId);
    }
};
