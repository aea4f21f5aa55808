#include "board/boardlayerrendernode.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <atomic>
#include <cmath>

namespace
{

std::atomic<int> scaledCount{0};

} // namespace

BoardLayerRenderNode::BoardLayerRenderNode(QQuickWindow *window) : m_window(window) {}

int BoardLayerRenderNode::scalings()
{
    return scaledCount.load();
}

void BoardLayerRenderNode::sync(const QImage &layer, QSizeF size)
{
    if (layer.cacheKey() == m_layer.cacheKey() && size == m_size)
        return;
    m_layer = layer;
    m_size = size;
    m_scaled = QImage();
    markDirty(QSGNode::DirtyMaterial);
}

void BoardLayerRenderNode::render(const RenderState *state)
{
    auto *painter = static_cast<QPainter *>(m_window->rendererInterface()->getResource(
        m_window, QSGRendererInterface::PainterResource));
    if (!painter || m_layer.isNull())
        return;
    const QRectF itemRect(QPointF(0, 0), m_size);
    painter->save();
    painter->resetTransform();
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty())
        painter->setClipRegion(*clip, Qt::IntersectClip);
    painter->setOpacity(inheritedOpacity());
    painter->setTransform(matrix()->toTransform());
    const QTransform device = painter->deviceTransform();
    if (device.type() > QTransform::TxScale) {
        // Rotated or sheared: no picture to keep, draw it scaled as an image node would.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
        painter->drawImage(itemRect, m_layer);
        painter->restore();
        return;
    }
    // The board's origin on the device in whole pixels; the rest of the offset, and the scale,
    // decide the picture's pixels.
    const QPointF origin = device.map(QPointF(0, 0));
    const QPoint whole(int(std::floor(origin.x())), int(std::floor(origin.y())));
    const QTransform local = device * QTransform::fromTranslate(-whole.x(), -whole.y());
    const QRect board = local.mapRect(itemRect).toAlignedRect();
    // What is in view: the device, and the clip (a scrolling view's viewport), in board pixels.
    const qreal dpr = painter->device()->devicePixelRatio();
    QRect view(0, 0, painter->device()->width(), painter->device()->height()); // pixels
    if (const QRegion *clip = state->clipRegion(); clip && !clip->isEmpty()) {
        const QRect bounds = clip->boundingRect();
        view &= QRect(QPointF(bounds.topLeft() * dpr).toPoint(),
                      QPointF(bounds.bottomRight() * dpr).toPoint() + QPoint(1, 1));
    }
    const QRect visible = view.translated(-whole) & board;
    if (visible.isEmpty()) {
        painter->restore();
        return;
    }
    if (m_scaled.isNull() || m_scaledLayer != m_layer.cacheKey() || m_scaledTransform != local ||
        !m_scaledRect.contains(visible)) {
        // Scale a margin around the view too, so a short scroll does not scale again.
        const QRect wanted = visible.adjusted(-visible.width() / 2, -visible.height() / 2,
                                              visible.width() / 2, visible.height() / 2) &
                             board;
        QImage scaled(wanted.size(), QImage::Format_ARGB32_Premultiplied);
        scaled.fill(Qt::transparent);
        {
            QPainter scaler(&scaled);
            scaler.setRenderHints(painter->renderHints());
            scaler.setTransform(local * QTransform::fromTranslate(-wanted.x(), -wanted.y()));
            scaler.drawImage(itemRect, m_layer);
        }
        m_scaled = scaled;
        m_scaledLayer = m_layer.cacheKey();
        m_scaledTransform = local;
        m_scaledRect = wanted;
        ++scaledCount;
    }
    // Copied pixel for pixel, in device pixels.
    painter->resetTransform();
    m_scaled.setDevicePixelRatio(dpr);
    painter->drawImage(QPointF(whole + m_scaledRect.topLeft()) / dpr, m_scaled);
    painter->restore();
}

QSGRenderNode::StateFlags BoardLayerRenderNode::changedStates() const
{
    return {};
}

QSGRenderNode::RenderingFlags BoardLayerRenderNode::flags() const
{
    // Everything it draws lies on the board: the renderer repaints only that rectangle.
    return BoundedRectRendering | DepthAwareRendering;
}

QRectF BoardLayerRenderNode::rect() const
{
    return QRectF(QPointF(0, 0), m_size);
}
