#pragma once

#include "board/squareoverlaypainter.h"

#include <QSGRenderNode>
#include <QSizeF>

class QQuickWindow;

// The overlays for Qt Quick's software renderer, which draws no custom geometry: the node paints
// them with QPainter straight onto the window, at the window's own resolution, instead of into a
// texture that is then scaled onto it (docs/architecture.md §4.9). It holds its own copy of what
// to draw, taken while the GUI thread waits (sync), so a render thread never reads the item.
class SquareOverlayRenderNode : public QSGRenderNode
{
public:
    explicit SquareOverlayRenderNode(QQuickWindow *window);

    void sync(const SquareOverlayPainter &settings, QSizeF size);

    void render(const RenderState *state) override;
    [[nodiscard]] StateFlags changedStates() const override;
    [[nodiscard]] RenderingFlags flags() const override;
    [[nodiscard]] QRectF rect() const override;

private:
    QQuickWindow *m_window;
    SquareOverlayPainter m_painter;
    QSizeF m_size;
};
