#pragma once

#include "engine/templatearea.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

// A template's outline as it is drawn (docs/rules.md §9), in cell units with (0, 0) the map's
// top-left corner: the circle, the flat-ended cone as wide as it is far, the line's rectangle
// with square ends, the square along the grid. The cells inside come from TemplateArea; this is
// only the picture of the shape, for the board's overlay and the editor's handles.
namespace TemplateShape
{

// Empty for a shape that holds nothing (a cone or line without length, a negative size).
[[nodiscard]] QPainterPath outline(const TemplateArea::Placement &placement);
// The smallest rectangle holding the outline; a point at the origin when it is empty.
[[nodiscard]] QRectF bounds(const TemplateArea::Placement &placement);
// Where a name goes: the middle of the outline's top edge.
[[nodiscard]] QPointF labelPoint(const TemplateArea::Placement &placement);
// The colour it is drawn in: its own, or the one the app gives its shape when the file names
// none (docs/file-format.md §3.8), the same every time the file is opened.
[[nodiscard]] QColor shade(const BoardTemplate &tpl);

} // namespace TemplateShape
