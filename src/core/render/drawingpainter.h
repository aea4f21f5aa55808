#pragma once

#include "model/boarddrawing.h"

#include <QList>
#include <QRectF>

class QPainter;

// Paints the GM's drawings (docs/file-format.md §3.10) in cell units, as BoardPainter paints the
// board: the one drawing of them that the board layer, the drawing being made and the exports
// share.
namespace DrawingPainter
{

// The box a drawing covers, its stroke and an arrow's head included, in cells.
[[nodiscard]] QRectF bounds(const BoardDrawing &drawing);
// Paints one drawing; text only when `withText` (fonts need a QGuiApplication).
void paint(QPainter &painter, const BoardDrawing &drawing, bool withText);
// Paints those of `drawings` whose box meets `range` (cells), in order.
void paintAll(QPainter &painter, const QList<BoardDrawing> &drawings, const QRectF &range,
              bool withText);

} // namespace DrawingPainter
