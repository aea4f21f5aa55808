#pragma once

#include "engine/micropoint.h"
#include "model/encounter.h"
#include "model/light.h"
#include "model/squareboard.h"

#include <QList>
#include <QString>
#include <QStringList>

// The GM's edits of a square board's lights (docs/rules.md §8, docs/file-format.md §3.7) as pure
// functions, like BoardAreaEdit: each returns the edited board, or an identical copy when the
// edit would change nothing or make the file invalid (an unknown or repeated id, a point off the
// map, bright above dim, a carrier that is not a token).
namespace LightEdit
{

// An id no light of the board has: "light-1", "light-2", …
[[nodiscard]] QString freeId(const SquareBoard &board);
// (x, y) in cells, on the map, to the nearest half cell: a corner, the middle of an edge or a
// cell's centre, where a GM puts a lamp.
[[nodiscard]] MicroPoint snapped(const SquareBoard &board, double x, double y);
// (x, y) in cells, on the map, to the nearest micro-cell.
[[nodiscard]] MicroPoint clamped(const SquareBoard &board, double x, double y);

// Whether the light could be written to the file of this encounter: radii within
// [0, Limits::MaxLightRadius] with bright ≤ dim, a free light's point on the map, a carrier that
// is one of the tokens, a colour "#RRGGBB" or "#AARRGGBB" or none, a height (`z`) within
// ±Limits::MaxSightHeightMeters or none.
[[nodiscard]] bool isValid(const Encounter &encounter, const Light &light);

[[nodiscard]] SquareBoard addLight(const SquareBoard &board, const Light &light);
// Replaces the light with the same id.
[[nodiscard]] SquareBoard replaceLight(const SquareBoard &board, const Light &light);
[[nodiscard]] SquareBoard removeLight(const SquareBoard &board, const QString &id);
// The board without the lights these tokens carry: a light cannot outlive its carrier, the
// reader refuses a light whose token is missing (docs/file-format.md §3.7).
[[nodiscard]] SquareBoard withoutCarried(const SquareBoard &board, const QStringList &tokenIds);
// Indexes of the lights the token carries, in file order.
[[nodiscard]] QList<int> carriedBy(const SquareBoard &board, const QString &tokenId);

// The light let go where its carrier stands now: a free light at the centre of the footprint.
// A light that is not carried, or whose carrier is missing, comes back as it is.
[[nodiscard]] Light detached(const Light &light, const Encounter &encounter);
// The light handed to a token: it follows the token and its own point is no longer written.
[[nodiscard]] Light carried(const Light &light, const QString &tokenId);

// The index of the light whose point is within `tolerance` micro-cells of (x, y) (Chebyshev),
// the last in file order (drawn on top), or -1. A carried light is where its carrier stands.
[[nodiscard]] int lightNear(const Encounter &encounter, qint64 x, qint64 y, qint64 tolerance);

} // namespace LightEdit
