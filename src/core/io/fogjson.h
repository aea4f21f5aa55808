#pragma once

#include "model/fogofwar.h"

#include <QJsonObject>
#include <optional>

class Encounter;

// The "fog" object of a .encounter file (docs/file-format.md §11), both ways.
class FogJson
{
public:
    // Cells are written as merged rectangles [x, y, w, h], positions as ids, each sorted, so
    // the same fog always writes the same text.
    [[nodiscard]] static QJsonObject toJson(const FogOfWar &fog, bool square);
    // Reads it for `encounter`, whose board and sides must already be read. On a bad value
    // returns nullopt, with the key's path below "fog" in *where and the reason in *error.
    [[nodiscard]] static std::optional<FogOfWar>
    fromJson(const QJsonObject &json, const Encounter &encounter, QString *where, QString *error);
};
