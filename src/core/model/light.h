#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

// A light source on a square board (docs/rules.md §8, docs/file-format.md §3.7). Coordinates
// and radii are exact micro-cells (FixedPoint::Scale per cell), as wall coordinates are.
struct Light {
    QString id;
    // The light's point; ignored while a token carries it (then the point is the centre of the
    // carrier's footprint, wherever it stands).
    qint64 x = 0;
    qint64 y = 0;
    qint64 bright = 0; // bright radius, 0 ≤ bright ≤ dim
    qint64 dim = 0;    // dim radius
    bool on = true;
    QString token;            // id of the token that carries it, or empty
    bool pointWritten = true; // a carried light read without x and y is written without them
    QString color;            // "#RRGGBB" or "#AARRGGBB" as written, or empty
    QJsonObject uvtt;  // the keys a Universal VTT import brought (colour, intensity, shadows …)
    QJsonObject extra; // keys this version does not know
    // The light's height in absolute meters (docs/rules.md §13); none means its carrier's eye,
    // else the ground under it plus the rule set's eye height.
    std::optional<qint64> zMicrometres;

    [[nodiscard]] bool isCarried() const { return !token.isEmpty(); }

    friend bool operator==(const Light &, const Light &) = default;
};
