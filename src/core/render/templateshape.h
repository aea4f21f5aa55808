#pragma once

#include "engine/templatearea.h"

#include <QColor>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

class QPainter;

// A template's outline as it is drawn (docs/rules.md §9), in cell units with (0, 0) the map's
// top-left corner: the circle, the flat-ended cone as wide as it is far, the line's rectangle
// with square ends, the square along the grid. The cells inside come from TemplateArea; this is
// only the picture of the shape, for the board's overlay, the editor's handles and the exports.
namespace TemplateShape
{

// The widths of what is drawn, in cells; the dashes are in line widths, as a QPen's are.
inline constexpr qreal LineWidth = 0.06;
inline constexpr qreal PickedLineWidth = 0.085;
inline constexpr qreal HaloExtra = 0.06;
inline constexpr qreal Dash = 4;
inline constexpr qreal Gap = 2.5;
inline constexpr qreal OriginRadius = 0.09;
inline constexpr qreal OriginHalo = 0.03;
// The dark edge under every line, which keeps it readable on any ground.
[[nodiscard]] inline QColor halo()
{
    return {0, 0, 0, 110};
}

// Empty for a shape that holds nothing (a cone or line without length, a negative size).
[[nodiscard]] QPainterPath outline(const TemplateArea::Placement &placement);
// The smallest rectangle holding the outline; a point at the origin when it is empty.
[[nodiscard]] QRectF bounds(const TemplateArea::Placement &placement);
// Where a name goes: the middle of the outline's top edge.
[[nodiscard]] QPointF labelPoint(const TemplateArea::Placement &placement);
// The colour it is drawn in: its own, or the one the app gives its shape when the file names
// none (docs/file-format.md §3.8), the same every time the file is opened.
[[nodiscard]] QColor shade(const BoardTemplate &tpl);
// The inside cells as rows of runs, one rectangle per run of whole cells, in cells.
[[nodiscard]] QList<QRectF> runs(const TemplateArea &area);
// Paints a template in cell units: its inside cells tinted with `shade` at `tint` of its alpha,
// its outline over the halo (dashed when `dashed`: the GM's own, in the GM's view), its origin.
void paint(QPainter &painter, const TemplateArea &area, const TemplateArea::Placement &placement,
           const QColor &shade, qreal tint, bool picked, bool dashed);

} // namespace TemplateShape
