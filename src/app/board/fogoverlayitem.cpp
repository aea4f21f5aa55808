#include "board/fogoverlayitem.h"

#include "board/overlaygeometry.h"
#include "board/picturerendernode.h"
#include "document/rebind.h"
#include "player/fogtracker.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRendererInterface>
#include <QSGTexture>
#include <QSGTextureMaterial>
#include <QtMath>
#include <memory>

namespace
{

// The GM's hatching over hidden cells: the 8-pixel pattern of a Qt::BDiagPattern brush.
const QColor HatchColor(255, 255, 255, 40);
constexpr int HatchPeriod = 8;

// The fog's flat rectangles, then the GM's hatching on a texture repeated across hidden runs.
class FogRootNode : public QSGNode
{
public:
    // The hatching node goes before the texture its material samples.
    ~FogRootNode() override { delete hatch; }

    QSGGeometryNode *flat = nullptr;
    QSGGeometryNode *hatch = nullptr;
    std::unique_ptr<QSGTexture> hatchTexture;
};

QImage hatchTile()
{
    QImage tile(HatchPeriod, HatchPeriod, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter painter(&tile);
    painter.fillRect(tile.rect(), QBrush(HatchColor, Qt::BDiagPattern));
    return tile;
}

} // namespace

FogOverlayItem::FogOverlayItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    connect(this, &FogOverlayItem::colorsChanged, this, &FogOverlayItem::markDirty);
}

void FogOverlayItem::markDirty()
{
    m_dirty = true;
    update();
}

void FogOverlayItem::setFog(FogTracker *fog)
{
    if (!rebind(m_fog, fog, this))
        return;
    if (m_fog)
        connect(m_fog, &FogTracker::viewChanged, this, &FogOverlayItem::markDirty);
    markDirty();
    Q_EMIT fogChanged();
}

void FogOverlayItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size))
        return;
    m_cellSize = size;
    markDirty();
    Q_EMIT cellSizeChanged();
}

void FogOverlayItem::setPlayers(bool players)
{
    if (m_players == players)
        return;
    m_players = players;
    markDirty();
    Q_EMIT playersChanged();
}

void FogOverlayItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        markDirty();
}

QColor FogOverlayItem::hiddenFill() const
{
    QColor hidden = m_hiddenColor;
    if (!m_players)
        hidden.setAlphaF(0.45);
    return hidden;
}

QColor FogOverlayItem::exploredFill() const
{
    QColor explored = m_hiddenColor;
    explored.setAlphaF(m_players ? 0.6 : 0.2);
    return explored;
}

QList<FogOverlayItem::Run> FogOverlayItem::runs() const
{
    QList<Run> runs;
    if (!m_fog || !m_fog->view().enabled())
        return runs;
    const FogView &view = m_fog->view();
    // For the players hidden cells reach a little over their edges: strokes drawn on a cell
    // edge (a wall, a terrain outline) would otherwise show half of what the fog hides.
    const int bleed = m_players ? qCeil(m_cellSize * 0.06) : 0;
    // Whole rows of equal state are one rectangle: fewer, seamless fills. Edges are rounded
    // outwards so neighbouring runs share exact pixel borders at any cell size.
    auto edge = [this](int cells) { return qRound(cells * m_cellSize); };
    for (int y = 0; y < view.height(); ++y) {
        int x = 0;
        while (x < view.width()) {
            const auto state = view.cell({x, y});
            int end = x + 1;
            while (end < view.width() && view.cell({end, y}) == state)
                ++end;
            if (state != FogView::State::Visible) {
                const QRect r(QPoint(edge(x), edge(y)), QPoint(edge(end) - 1, edge(y + 1) - 1));
                const bool hidden = state == FogView::State::Hidden;
                runs << Run{QRectF(hidden ? r.adjusted(-bleed, -bleed, bleed, bleed) : r), hidden};
            }
            x = end;
        }
    }
    return runs;
}

void FogOverlayItem::paint(QPainter *painter) const
{
    const QList<Run> all = runs();
    if (all.isEmpty())
        return;
    painter->save();
    // Cells must meet edge to edge: an anti-aliased seam would let the map show through.
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QColor hidden = hiddenFill();
    const QColor explored = exploredFill();
    const QBrush gmHatch(HatchColor, Qt::BDiagPattern);
    for (const Run &run : all) {
        painter->fillRect(run.rect, run.hidden ? hidden : explored);
        if (!m_players && run.hidden)
            painter->fillRect(run.rect, gmHatch);
    }
    painter->restore();
}

QSGNode *FogOverlayItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (!m_dirty && oldNode)
        return oldNode;
    const QList<Run> all = runs();
    if (all.isEmpty() || width() <= 0 || height() <= 0) {
        delete oldNode;
        m_dirty = false;
        return nullptr;
    }
    m_dirty = false;
    ++m_rebuildCount;
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<PictureRenderNode *>(oldNode);
        if (!node)
            node = new PictureRenderNode(window());
        // The players' bleed may reach a few pixels past the board.
        const qreal bleed = qCeil(m_cellSize * 0.06) + 1;
        node->record([this](QPainter *painter) { paint(painter); },
                     boundingRect().adjusted(-bleed, -bleed, bleed, bleed));
        return node;
    }
    auto *root = static_cast<FogRootNode *>(oldNode);
    if (!root)
        root = new FogRootNode;
    // In item pixels, in the order paint() fills them, so overlaps blend the same way.
    OverlayGeometry flat(1.0);
    const QColor hidden = hiddenFill();
    const QColor explored = exploredFill();
    QVector<QSGGeometry::TexturedPoint2D> hatch;
    for (const Run &run : all) {
        flat.rect(run.rect, run.hidden ? hidden : explored);
        if (!m_players && run.hidden) {
            const QRectF &r = run.rect;
            auto corner = [&](qreal x, qreal y) {
                QSGGeometry::TexturedPoint2D v;
                v.set(float(x), float(y), float(x / HatchPeriod), float(y / HatchPeriod));
                return v;
            };
            hatch << corner(r.left(), r.top()) << corner(r.right(), r.top())
                  << corner(r.right(), r.bottom()) << corner(r.left(), r.top())
                  << corner(r.right(), r.bottom()) << corner(r.left(), r.bottom());
        }
    }
    const bool created = !root->flat;
    root->flat = flat.intoNode(root->flat);
    if (created)
        root->prependChildNode(root->flat);
    if (hatch.isEmpty()) {
        delete root->hatch;
        root->hatch = nullptr;
    } else {
        if (!root->hatch) {
            root->hatchTexture.reset(window()->createTextureFromImage(
                hatchTile(), QQuickWindow::TextureHasAlphaChannel));
            auto *material = new QSGTextureMaterial;
            material->setTexture(root->hatchTexture.get());
            material->setHorizontalWrapMode(QSGTexture::Repeat);
            material->setVerticalWrapMode(QSGTexture::Repeat);
            material->setFiltering(QSGTexture::Nearest);
            root->hatch = new QSGGeometryNode;
            root->hatch->setMaterial(material);
            root->hatch->setFlag(QSGNode::OwnsMaterial);
            root->appendChildNode(root->hatch);
        }
        auto *geometry =
            new QSGGeometry(QSGGeometry::defaultAttributes_TexturedPoint2D(), int(hatch.size()));
        geometry->setDrawingMode(QSGGeometry::DrawTriangles);
        std::copy(hatch.cbegin(), hatch.cend(), geometry->vertexDataAsTexturedPoint2D());
        root->hatch->setGeometry(geometry);
        root->hatch->setFlag(QSGNode::OwnsGeometry);
        root->hatch->markDirty(QSGNode::DirtyGeometry);
    }
    return root;
}
