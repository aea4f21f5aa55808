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
    painter->setTransform(matrix()->toTransform());
    painter->setOpacity(inheritedOpacity());
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty())
        painter->setClipRegion(*clip, Qt::ReplaceClip);
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
