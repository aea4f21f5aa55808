#pragma once

#include "model/boardarea.h"

#include <QPoint>
#include <QStringList>
#include <QVector>

class Encounter;
struct Token;

// The combat runner's FIELD and ZONE alerts (`meters`, docs/rules.md §7.4): what the log and
// the combat panel say when a combatant begins its turn in an area, or a move during its turn
// enters one. Each text names the area and quotes seed 003; what the effect is, is the GM's.
namespace AreaAlert
{

// Seed 003's sentence for the kind, in quotation marks.
[[nodiscard]] QString quote(BoardArea::Kind kind);

// One text for each area of the board the token's footprint touches.
[[nodiscard]] QStringList turnStart(const Encounter &encounter, const Token &token);

// One text for each area a move along `steps` (the anchors the token passed, first where it
// stood) enters: a FIELD counts one trigger per step onto an area square it did not cover
// before (RadiusArea::fieldTriggers), a ZONE one per entry (RadiusArea::zoneEntries).
[[nodiscard]] QStringList moved(const Encounter &encounter, const Token &token,
                                const QVector<QPoint> &steps);

} // namespace AreaAlert
