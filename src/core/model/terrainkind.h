#pragma once

#include <QColor>
#include <QString>

// One terrain kind of a square-grid rule set (docs/rules.md §1.2), read from rules/<id>.json.
struct TerrainKind {
    QString id;
    QString name;
    bool passable = true;
    bool blocksSight = false;
    bool givesCover = false;
    int extraCost = 0;
    QColor color;
};
