#pragma once

#include <QImage>
#include <QRect>
#include <QSGRenderNode>
#include <QSizeF>
#include <QTransform>

class QQuickWindow;

// The board layer on Qt Quick's software renderer (docs/architecture.md §4.14). An image node
// there scales the whole board picture onto the window on every frame that touches the board,
// which a drag does on every step. This node scales the visible part once, into a picture at the
// window's resolution, and then only copies it: it scales again when the layer, the zoom, or
// the part of the board in view changes. It draws exactly what the scaled picture drew.
class BoardLayerRenderNode : public QSGRenderNode
{
public:
    explicit BoardLayerRenderNode(QQuickWindow *window);

    // The layer and the item's size, taken while the GUI thread waits.
    void sync(const QImage &layer, QSizeF size);

    void render(const RenderState *state) override;
    [[nodiscard]] StateFlags changedStates() const override;
    [[nodiscard]] RenderingFlags flags() const override;
    [[nodiscard]] QRectF rect() const override;

    // How many times a node scaled the layer (for tests and the benchmark's profile).
    [[nodiscard]] static int scalings();

private:
    QQuickWindow *m_window;
    QImage m_layer;
    QSizeF m_size;
    // The scaled picture: what it shows (layer, scale and sub-pixel offset of the board on the
    // device) and where (device pixels, relative to the board's whole-pixel origin).
    QImage m_scaled;
    qint64 m_scaledLayer = 0;
    QTransform m_scaledTransform;
    QRect m_scaledRect;
};
