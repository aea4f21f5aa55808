#include "board/squareoverlayrendernode.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGRendererInterface>

SquareOverlayRenderNode::SquareOverlayRenderNode(QQuickWindow *window) : m_window(window) {}

void SquareOverlayRenderNode::sync(const SquareOverlayPainter &settings, QSizeF size)
{
    m_painter.takeSettings(settings);
    m_size = size;
    markDirty(QSGNode::DirtyMaterial);
}

void SquareOverlayRenderNode::render(const RenderState *state)
{
    auto *painter = static_cast<QPainter *>(m_window->rendererInterface()->getResource(
        m_window, QSGRendererInterface::PainterResource));
    if (!painter)
        return;
    painter->save();
    // The clip is in window coordinates: set it before the item's transform, as the board
    // layer's and picture nodes do, or it lands shifted and scaled by the board's offset and
    // zoom and cuts off the overlays' top and left (the cover heat of a whole room went missing).
    painter->resetTransform();
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty())
        painter->setClipRegion(*clip, Qt::IntersectClip);
    painter->setTransform(matrix()->toTransform());
    painter->setOpacity(inheritedOpacity());
    m_painter.paint(painter, m_size);
    painter->restore();
}

QSGRenderNode::StateFlags SquareOverlayRenderNode::changedStates() const
{
    return {};
}

QSGRenderNode::RenderingFlags SquareOverlayRenderNode::flags() const
{
    // Everything it draws lies on the board: the renderer repaints only that rectangle.
    return BoundedRectRendering | DepthAwareRendering;
}

QRectF SquareOverlayRenderNode::rect() const
{
    return QRectF(QPointF(0, 0), m_size);
}
