#pragma once

#include "live/liveframe.h"

#include <QByteArray>
#include <QImage>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

// Light and darkness over a square board (docs/rules.md §8), from a LiveFrame's light field: the
// translucent shade of dark and dim cells and the soft glow of each lit light, as LightShade
// draws them, laid over the map and under the tokens. Both windows host one, the GM's and the
// players', so what it shows is decided by the frame alone; it draws no icon, ring or handle
// (those are the light tool's, the GM's only). It follows every frame, a dragged torch-bearer
// included, but builds its picture only when the light changed, at a few pixels per cell, and
// lets the scene graph scale it smoothly (docs/architecture.md §4.9).
class LightOverlayItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    // What to draw: bind it to a LiveAnalysis's `frame`.
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // Picture pixels along the board's longer side, at most (and at most 16 per cell).
    Q_PROPERTY(
        int maxTextureSide READ maxTextureSide WRITE setMaxTextureSide NOTIFY maxTextureSideChanged)
    // Whether anything is drawn: some cell is not bright, or a light glows.
    Q_PROPERTY(bool shading READ isShading NOTIFY shadingChanged)

public:
    explicit LightOverlayItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] int maxTextureSide() const { return m_maxTextureSide; }
    void setMaxTextureSide(int pixels);
    [[nodiscard]] bool isShading() const { return !m_image.isNull(); }
    // The picture as it stands (null when nothing is drawn), for tests.
    [[nodiscard]] const QImage &image() const { return m_image; }
    // How many times the picture was built, for tests: a frame with the same light keeps it.
    [[nodiscard]] int renders() const { return m_renders; }

Q_SIGNALS:
    void frameChanged();
    void maxTextureSideChanged();
    void shadingChanged();

protected:
    void updatePolish() override;
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;

private:
    // What the picture depends on: the board's size and painted lighting, every cell's computed
    // level and every pool's point, radii, switch and colour.
    [[nodiscard]] QByteArray signature() const;

    LiveFrame m_frame;
    int m_maxTextureSide = 1024;
    QByteArray m_signature;
    QImage m_image;
    bool m_imageChanged = false;
    int m_renders = 0;
};
