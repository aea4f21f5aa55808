#pragma once

#include "engine/micropoint.h"
#include "model/boardtemplate.h"
#include "model/encounter.h"
#include "model/squareboard.h"

#include <QList>
#include <QString>

// The GM's edits of a square board's templates (docs/rules.md §9, docs/file-format.md §3.8) as
// pure functions, like LightEdit: where a pointer puts a template, which template or token lies
// under it, and whether a list of templates could be written to the file.
namespace TemplateEdit
{

// An id no template of the board has: "template-1", "template-2", …
[[nodiscard]] QString freeId(const SquareBoard &board);
// The index of the template with that id, or -1.
[[nodiscard]] int indexOf(const SquareBoard &board, const QString &id);

// (x, y) in cells, on the map, to the nearest multiple of `step` micro-cells: half a cell puts
// an origin on a corner, the middle of an edge or a cell's centre.
[[nodiscard]] MicroPoint snapped(const SquareBoard &board, double x, double y, qint64 step);
// (x, y) in cells, on the map, to the nearest micro-cell.
[[nodiscard]] MicroPoint clamped(const SquareBoard &board, double x, double y);
// (x, y) in cells to the nearest multiple of `step` micro-cells, anywhere (a far point may lie
// off the map); a value that is not a number gives 0.
[[nodiscard]] MicroPoint rounded(double x, double y, qint64 step);

// Whether these templates could be the board's in a file of this encounter: the reader's own
// checks of docs/file-format.md §3.8 and §14 (ids, origins on the map, sizes and far points
// within Limits::MaxTemplateSize, anchors that are tokens, colours, the count and the cells all
// boxes cover). `why` gets the reader's reason when they could not.
[[nodiscard]] bool isValid(const Encounter &encounter, const QList<BoardTemplate> &templates,
                           QString *why = nullptr);

// The template let go where it stands now: its anchor token's footprint centre becomes its own
// origin. One that follows nobody, or a token that is gone, comes back as it is but unanchored.
[[nodiscard]] BoardTemplate detached(const BoardTemplate &tpl, const QList<Token> &tokens);
// The template made to follow `token`: its origin is the token's footprint centre from now on,
// and a cone or line keeps pointing the same way (docs/rules.md §9).
[[nodiscard]] BoardTemplate anchored(const BoardTemplate &tpl, const Token &token);

// The token whose footprint holds p in its open interior, the last in file order (drawn on
// top), or -1. A point on a footprint's edge is on no token: it may be a corner between cells.
[[nodiscard]] int tokenUnder(const QList<Token> &tokens, MicroPoint p);
// The template whose closed shape holds p where it stands among the encounter's tokens, the
// last in file order (drawn on top), or -1.
[[nodiscard]] int templateAt(const Encounter &encounter, MicroPoint p);

// A cone's or line's reach turned by `degrees` clockwise on the screen (y grows downwards),
// to the nearest micro-cell.
[[nodiscard]] MicroPoint rotated(MicroPoint reach, double degrees);
// The same direction, `length` micro-cells long; a zero reach points east.
[[nodiscard]] MicroPoint withLength(MicroPoint reach, qint64 length);
// |reach| in micro-cells, rounded.
[[nodiscard]] qint64 lengthOf(MicroPoint reach);

} // namespace TemplateEdit
