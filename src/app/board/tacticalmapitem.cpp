#include "board/tacticalmapitem.h"

#include <QPainter>
#include <QSet>

namespace
{

// The edges of a set of cells that face a cell outside it, in cell units.
QList<QLineF> outline(const QSet<QPoint> &cells)
{
    QList<QLineF> lines;
    for (const QPoint &c : cells) {
        const int x = c.x();
        const int y = c.y();
        if (!cells.contains({x, y - 1}))
            lines << QLineF(x, y, x + 1, y);
        if (!cells.contains({x, y + 1}))
            lines << QLineF(x, y + 1, x + 1, y + 1);
        if (!cells.contains({x - 1, y}))
            lines << QLineF(x, y, x, y + 1);
        if (!cells.contains({x + 1, y}))
            lines << QLineF(x + 1, y, x + 1, y + 1);
    }
    return lines;
}

} // namespace

TacticalMapItem::TacticalMapItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &QQuickItem::widthChanged, this, &TacticalMapItem::updateTextureSize);
    connect(this, &QQuickItem::heightChanged, this, &TacticalMapItem::updateTextureSize);
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
    update();
}

void TacticalMapItem::updateTextureSize()
{
    // At most 4096 pixels along the longer side: a 100 × 100 map stays a sane texture.
    const qreal side = qMax(width(), height());
    const qreal scale = side > 4096 ? 4096 / side : 1.0;
    setTextureSize(QSize(qMax(1, int(width() * scale)), qMax(1, int(height() * scale))));
}

void TacticalMapItem::paint(QPainter *painter)
{
    ++m_rebuildCount;
    Q_EMIT rebuilt();
    if (!m_model || !m_model->isActive())
        return;
    painter->save();
    painter->scale(textureSize().width() / qMax(1.0, width()) * m_cellSize,
                   textureSize().height() / qMax(1.0, height()) * m_cellSize);
    painter->setRenderHint(QPainter::Antialiasing, false);
    const auto &cells = m_model->cells();
    const int maxScore = qMax(1, m_model->maxScore());
    QSet<QPoint> best;
    painter->setPen(Qt::NoPen);
    for (const auto &cell : cells) {
        QColor color = TacticalMapModel::rampColor(double(cell.score) / maxScore);
        color.setAlphaF(float(m_shadeOpacity));
        painter->fillRect(QRectF(cell.anchor.x(), cell.anchor.y(), 1, 1), color);
        if (cell.score == m_model->bestScore())
            best.insert(cell.anchor);
    }
    // The best cells: a dark edge under a light one, readable on every shade.
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QList<QLineF> edges = outline(best);
    painter->setPen(QPen(QColor(0x10, 0x2a, 0x14, 230), 0.11, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->setPen(QPen(QColor(0xf1, 0xf8, 0xe9), 0.05, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);

    // The target: a ring around its footprint, and four ticks pointing at it.
    const QRectF target(m_model->targetRect());
    if (!target.isEmpty()) {
        const QPointF c = target.center();
        const qreal r = target.width() * 0.56;
        const QColor ring(0xe0, 0x40, 0xfb);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0x26, 0x0b, 0x2e, 235), 0.15));
        painter->drawEllipse(c, r, r);
        painter->setPen(QPen(ring, 0.08));
        painter->drawEllipse(c, r, r);
        painter->setPen(QPen(ring, 0.12, Qt::SolidLine, Qt::FlatCap));
        const qreal in = r + 0.03;
        const qreal out = r + 0.24;
        painter->drawLine(QLineF(c.x(), c.y() - in, c.x(), c.y() - out));
        painter->drawLine(QLineF(c.x(), c.y() + in, c.x(), c.y() + out));
        painter->drawLine(QLineF(c.x() - in, c.y(), c.x() - out, c.y()));
        painter->drawLine(QLineF(c.x() + in, c.y(), c.x() + out, c.y()));
    }
    painter->restore();
}
