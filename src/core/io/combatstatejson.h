#pragma once

#include "model/combatstate.h"

#include <QJsonObject>
#include <optional>

class Encounter;

// The "combat" object of a .encounter file (docs/file-format.md §10), both ways.
class CombatStateJson
{
public:
    [[nodiscard]] static QJsonObject toJson(const CombatState &state);
    // Reads it for `encounter`, whose tokens must already be read: every id must name one of
    // them. On a bad value returns nullopt, with the key's path below "combat" in *where and
    // the reason in *error.
    [[nodiscard]] static std::optional<CombatState>
    fromJson(const QJsonObject &json, const Encounter &encounter, QString *where, QString *error);
};
