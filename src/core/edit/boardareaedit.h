#pragma once

#include "model/boardarea.h"
#include "model/squareboard.h"

#include <QPoint>
#include <QString>

// The GM's edits of a square board's FIELD and ZONE areas (docs/file-format.md §3.6) as pure
// functions, like SquareBoardEdit: each returns the edited board, or an identical copy when the
// edit would change nothing or make the file invalid (an unknown or repeated id, a centre off
// the map, a negative radius). Areas are not terrain: no rule of the analysis reads them.
namespace BoardAreaEdit
{

// An id no area of the board has: "area-1", "area-2", …
[[nodiscard]] QString freeId(const SquareBoard &board);
// A name no area of the board has: "Area 1", "Area 2", …
[[nodiscard]] QString freeName(const SquareBoard &board);
// A new area of `kind` at `centre` with a free id and name.
[[nodiscard]] BoardArea newArea(const SquareBoard &board, QPoint centre, int radius,
                                BoardArea::Kind kind);

// Whether the area could be written to the file on this board.
[[nodiscard]] bool isValid(const SquareBoard &board, const BoardArea &area);

[[nodiscard]] SquareBoard addArea(const SquareBoard &board, const BoardArea &area);
// Replaces the area with the same id.
[[nodiscard]] SquareBoard replaceArea(const SquareBoard &board, const BoardArea &area);
[[nodiscard]] SquareBoard removeArea(const SquareBoard &board, const QString &id);

// The index of the area a click on `cell` picks: the last one in file order (drawn on top) that
// covers the cell, or -1.
[[nodiscard]] int areaAt(const SquareBoard &board, QPoint cell);

} // namespace BoardAreaEdit
