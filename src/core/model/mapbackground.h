#pragma once

#include <QJsonObject>
#include <QString>

// A map image under the grid: an embedded data URL with its fit to the grid.
struct MapBackground {
    QString image;         // data URL; empty when there is no background
    double cellPixels = 0; // image pixels per cell; 0 means stretch over the board
    double offsetX = 0;    // in cells
    double offsetY = 0;
    double opacity = 1.0;
    QJsonObject extra;

    [[nodiscard]] bool isEmpty() const { return image.isEmpty(); }
};
