#include "board/tacticalmapitem.h"

#include "board/celloutline.h"
#include "board/overlaygeometry.h"
#include "board/picturerendernode.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRendererInterface>
#include <QSGTransformNode>

namespace
{

// The map's geometry, in cell units under a transform to the item's size.
class TacticalRootNode : public QSGTransformNode
{
public:
    QSGGeometryNode *geometry = nullptr;
};

// The best cells: a dark edge under a light one, readable on every shade.
const QColor BestDark(0x10, 0x2a, 0x14, 230);
const QColor BestLight(0xf1, 0xf8, 0xe9);
constexpr qreal BestDarkWidth = 0.11;
constexpr qreal BestLightWidth = 0.05;
// The target: a ring around its footprint and four ticks pointing at it.
const QColor RingDark(0x26, 0x0b, 0x2e, 235);
const QColor Ring(0xe0, 0x40, 0xfb);
constexpr qreal RingDarkWidth = 0.15;
constexpr qreal RingWidth = 0.08;
constexpr qreal TickWidth = 0.12;

// The four ticks around a ring of radius `r` centred on `c`.
QList<QLineF> ticks(QPointF c, qreal r)
{
    const qreal in = r + 0.03;
    const qreal out = r + 0.24;
    return {QLineF(c.x(), c.y() - in, c.x(), c.y() - out),
            QLineF(c.x(), c.y() + in, c.x(), c.y() + out),
            QLineF(c.x() - in, c.y(), c.x() - out, c.y()),
            QLineF(c.x() + in, c.y(), c.x() + out, c.y())};
}

} // namespace

TacticalMapItem::TacticalMapItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void TacticalMapItem::setModel(TacticalMapModel *model)
{
    if (m_model == model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &TacticalMapModel::mapChanged, this, &TacticalMapItem::markDirty);
    Q_EMIT modelChanged();
    markDirty();
}

void TacticalMapItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    markDirty();
}

void TacticalMapItem::setShadeOpacity(qreal opacity)
{
    if (qFuzzyCompare(m_shadeOpacity, opacity))
        return;
    m_shadeOpacity = opacity;
    Q_EMIT shadeOpacityChanged();
    markDirty();
}

void TacticalMapItem::markDirty()
{
    m_dirty = true;
    update();
}

void TacticalMapItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        markDirty();
}

bool TacticalMapItem::hasMap() const
{
    return m_model && m_model->isActive();
}

QSet<QPoint> TacticalMapItem::bestCells() const
{
    QSet<QPoint> best;
    for (const auto &cell : m_model->cells()) {
        if (cell.score == m_model->bestScore())
            best.insert(cell.anchor);
    }
    return best;
}

void TacticalMapItem::paint(QPainter *painter) const
{
    if (!hasMap())
        return;
    painter->save();
    painter->scale(m_cellSize, m_cellSize);
    painter->setRenderHint(QPainter::Antialiasing, false);
    const int maxScore = qMax(1, m_model->maxScore());
    painter->setPen(Qt::NoPen);
    for (const auto &cell : m_model->cells()) {
        QColor color = TacticalMapModel::rampColor(double(cell.score) / maxScore);
        color.setAlphaF(float(m_shadeOpacity));
        painter->fillRect(QRectF(cell.anchor.x(), cell.anchor.y(), 1, 1), color);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QList<QLineF> edges = CellOutline::edges(bestCells());
    painter->setPen(QPen(BestDark, BestDarkWidth, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->setPen(QPen(BestLight, BestLightWidth, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);

    const QRectF target(m_model->targetRect());
    if (!target.isEmpty()) {
        const QPointF c = target.center();
        const qreal r = target.width() * 0.56;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(RingDark, RingDarkWidth));
        painter->drawEllipse(c, r, r);
        painter->setPen(QPen(Ring, RingWidth));
        painter->drawEllipse(c, r, r);
        painter->setPen(QPen(Ring, TickWidth, Qt::SolidLine, Qt::FlatCap));
        for (const QLineF &tick : ticks(c, r))
            painter->drawLine(tick);
    }
    painter->restore();
}

QSGNode *TacticalMapItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (!hasMap() || width() <= 0 || height() <= 0) {
        delete oldNode;
        if (m_dirty) {
            m_dirty = false;
            ++m_rebuildCount;
            Q_EMIT rebuilt();
        }
        return nullptr;
    }
    QSGNode *result = nullptr;
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<PictureRenderNode *>(oldNode);
        if (!node) {
            node = new PictureRenderNode(window());
            m_dirty = true;
        }
        if (m_dirty)
            node->record([this](QPainter *painter) { paint(painter); }, boundingRect());
        result = node;
    } else {
        auto *root = static_cast<TacticalRootNode *>(oldNode);
        if (!root) {
            root = new TacticalRootNode;
            m_dirty = true;
        }
        QMatrix4x4 toItem;
        toItem.scale(float(m_cellSize), float(m_cellSize));
        root->setMatrix(toItem);
        if (m_dirty) {
            const QRectF cell = mapRectToScene(QRectF(0, 0, m_cellSize, m_cellSize));
            OverlayGeometry geometry(
                1.0 / qMax(1e-3, cell.width() * window()->effectiveDevicePixelRatio()));
            const int maxScore = qMax(1, m_model->maxScore());
            for (const auto &c : m_model->cells()) {
                QColor color = TacticalMapModel::rampColor(double(c.score) / maxScore);
                color.setAlphaF(float(m_shadeOpacity));
                geometry.rect(QRectF(c.anchor.x(), c.anchor.y(), 1, 1), color);
            }
            const QList<QLineF> edges = CellOutline::edges(bestCells());
            for (const QLineF &line : edges)
                geometry.line(CellOutline::squareCapped(line, BestDarkWidth), BestDarkWidth,
                              BestDark);
            for (const QLineF &line : edges)
                geometry.line(CellOutline::squareCapped(line, BestLightWidth), BestLightWidth,
                              BestLight);
            const QRectF target(m_model->targetRect());
            if (!target.isEmpty()) {
                const QPointF c = target.center();
                const qreal r = target.width() * 0.56;
                geometry.ring(c, r, RingDarkWidth, RingDark);
                geometry.ring(c, r, RingWidth, Ring);
                for (const QLineF &tick : ticks(c, r))
                    geometry.line(tick, TickWidth, Ring);
            }
            const bool created = !root->geometry;
            root->geometry = geometry.intoNode(root->geometry);
            if (created)
                root->appendChildNode(root->geometry);
        }
        result = root;
    }
    if (m_dirty) {
        m_dirty = false;
        ++m_rebuildCount;
        Q_EMIT rebuilt();
    }
    return result;
}
