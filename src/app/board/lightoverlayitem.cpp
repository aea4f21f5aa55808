#include "board/lightoverlayitem.h"

#include "render/lightshade.h"

#include <QDataStream>
#include <QQuickWindow>
#include <QSGImageNode>
#include <QSGTexture>
#include <memory>

namespace
{

// The picture's image node, and its texture: the root owns the texture, not the image node, so
// it goes with the node on the render thread (the software back end's image node does not
// delete a texture it owns when another one replaces it).
class LightRootNode : public QSGNode
{
public:
    QSGImageNode *image = nullptr;
    std::unique_ptr<QSGTexture> texture;
};

} // namespace

LightOverlayItem::LightOverlayItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    // Drawn from the engine's data only: clicks go to the board and tokens below.
    setAcceptedMouseButtons(Qt::NoButton);
}

void LightOverlayItem::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    // Frames come with every pointer move; the picture is rebuilt once per polish, if at all.
    polish();
}

void LightOverlayItem::setMaxTextureSide(int pixels)
{
    if (m_maxTextureSide == pixels || pixels < 64)
        return;
    m_maxTextureSide = pixels;
    m_signature.clear();
    Q_EMIT maxTextureSideChanged();
    polish();
}

QByteArray LightOverlayItem::signature() const
{
    const LightField *light = m_frame.light.get();
    const Encounter *encounter = m_frame.encounter.get();
    if (!light || !encounter || !encounter->board.isSquare() || light->width() <= 0)
        return {};
    const auto &board = encounter->board.square;
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << m_maxTextureSide << board.width << board.height << m_frame.boardRevision;
    QByteArray levels(qsizetype(light->width()) * light->height(), 0);
    for (int y = 0; y < light->height(); ++y) {
        for (int x = 0; x < light->width(); ++x) {
            // Painted cells are left to the board (LightShade): their entry is what counts.
            const int painted = board.contains(x, y) ? board.lightingAt(x, y) : -1;
            levels[qsizetype(y) * light->width() + x] =
                char(painted >= 0 ? 8 + painted : int(light->computedAt(x, y)));
        }
    }
    out << levels;
    for (const auto &pool : light->pools()) {
        const Light *source = board.light(pool.id);
        out << pool.id << pool.point.x << pool.point.y << pool.bright << pool.dim << pool.on
            << pool.box << (source ? source->color : QString());
    }
    return bytes;
}

void LightOverlayItem::updatePolish()
{
    const QByteArray next = signature();
    if (next == m_signature && (!next.isEmpty() || m_image.isNull()))
        return;
    m_signature = next;
    const bool wasShading = isShading();
    QImage image;
    if (!next.isEmpty()) {
        const auto &board = m_frame.encounter->board.square;
        image = LightShade::render(
            *m_frame.light, *m_frame.encounter,
            LightShade::samplesPerCell(board.width, board.height, m_maxTextureSide));
        ++m_renders;
    }
    m_image = image;
    m_imageChanged = true;
    if (wasShading != isShading())
        Q_EMIT shadingChanged();
    update();
}

QSGNode *LightOverlayItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *root = static_cast<LightRootNode *>(oldNode);
    if (m_image.isNull() || width() <= 0 || height() <= 0) {
        delete root;
        m_imageChanged = false;
        return nullptr;
    }
    if (!root) {
        root = new LightRootNode;
        root->image = window()->createImageNode();
        root->image->setOwnsTexture(false);
        // Smooth between the picture's pixels: a soft glow, and no blocky edges when zoomed in.
        root->image->setFiltering(QSGTexture::Linear);
        root->appendChildNode(root->image);
        m_imageChanged = true;
    }
    if (m_imageChanged) {
        std::unique_ptr<QSGTexture> texture(
            window()->createTextureFromImage(m_image, QQuickWindow::TextureHasAlphaChannel));
        root->image->setTexture(texture.get());
        root->texture = std::move(texture); // the one it replaces is deleted now
        m_imageChanged = false;
    }
    root->image->setRect(boundingRect());
    return root;
}
