#pragma once

#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QString>

#include <optional>

// One entry of board.terrain or board.elevation: cells and/or rects, as written in the file.
// Entries are kept as written so that saving changes nothing a GM did not change.
struct TerrainEntry {
    QString kind;           // terrain kind id; empty for elevation entries
    qint64 micrometres = 0; // elevation entries: height in micrometres
    QList<QPoint> cells;
    QList<QRect> rects;
    bool hasCells = false; // which keys the file used
    bool hasRects = false;
    QJsonObject extra;
    // Terrain entries: the top above each cell's ground (docs/rules.md §13); none means
    // infinitely tall, as every terrain was before sight over heights.
    std::optional<qint64> heightMicrometres;
};
