#pragma once

#include <QPicture>
#include <QRectF>
#include <QSGRenderNode>
#include <functional>

class QPainter;

class QQuickWindow;

// A layer of a board item on Qt Quick's software renderer, which draws no custom geometry: the
// item records its drawing as a QPicture in item coordinates (cheap: no pixels) and this node
// plays it straight onto the window, at the window's own resolution, instead of rasterising a
// board-sized texture and scaling it onto the window on every frame (docs/architecture.md §4.14).
// It keeps its own copy of the recording, taken while the GUI thread waits (sync).
class PictureRenderNode : public QSGRenderNode
{
public:
    explicit PictureRenderNode(QQuickWindow *window);

    // `bounds`: the item's rectangle, which the drawing stays within.
    void sync(const QPicture &picture, const QRectF &bounds);
    // Records `paint` and syncs it; with `tight`, bounded to what it drew plus `margin`.
    void record(const std::function<void(QPainter *)> &paint, const QRectF &bounds,
                bool tight = false, qreal margin = 0);

    void render(const RenderState *state) override;
    [[nodiscard]] StateFlags changedStates() const override;
    [[nodiscard]] RenderingFlags flags() const override;
    [[nodiscard]] QRectF rect() const override;

private:
    QQuickWindow *m_window;
    QPicture m_picture;
    QRectF m_bounds;
};
