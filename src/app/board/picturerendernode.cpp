#include "board/picturerendernode.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGRendererInterface>

PictureRenderNode::PictureRenderNode(QQuickWindow *window) : m_window(window) {}

void PictureRenderNode::sync(const QPicture &picture, const QRectF &bounds)
{
    m_picture = picture;
    m_bounds = bounds;
    markDirty(QSGNode::DirtyMaterial);
}

void PictureRenderNode::record(const std::function<void(QPainter *)> &paint, const QRectF &bounds,
                               bool tight, qreal margin)
{
    QPicture picture;
    {
        QPainter recorder(&picture);
        paint(&recorder);
    }
    // A tight bound: when it changes, only its neighbourhood is repainted, not the whole board.
    const QRectF drawn =
        tight ? QRectF(picture.boundingRect()).adjusted(-margin, -margin, margin, margin) : bounds;
    sync(picture, drawn.intersected(bounds));
}

void PictureRenderNode::render(const RenderState *state)
{
    auto *painter = static_cast<QPainter *>(m_window->rendererInterface()->getResource(
        m_window, QSGRendererInterface::PainterResource));
    if (!painter)
        return;
    painter->save();
    // The clip is in window coordinates: set it before the item's transform.
    painter->resetTransform();
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty())
        painter->setClipRegion(*clip, Qt::IntersectClip);
    painter->setTransform(matrix()->toTransform());
    painter->setOpacity(inheritedOpacity());
    m_picture.play(painter);
    painter->restore();
}

QSGRenderNode::StateFlags PictureRenderNode::changedStates() const
{
    return {};
}

QSGRenderNode::RenderingFlags PictureRenderNode::flags() const
{
    // Everything it draws lies in the item: the renderer repaints only that rectangle.
    return BoundedRectRendering | DepthAwareRendering;
}

QRectF PictureRenderNode::rect() const
{
    return m_bounds;
}
