#include "board/sideringitem.h"

#include "document/sidelistmodel.h"

#include "render/sidering.h"

#include <QPainter>

SideRingItem::SideRingItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void SideRingItem::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    Q_EMIT changed();
    update();
}

void SideRingItem::setSides(SideListModel *sides)
{
    if (m_sides == sides)
        return;
    if (m_sides)
        disconnect(m_sides, nullptr, this, nullptr);
    m_sides = sides;
    if (m_sides) {
        // Sides are few and change rarely: look the row up again on any change of the list.
        connect(m_sides, &QAbstractItemModel::modelReset, this, &SideRingItem::findPattern);
        connect(m_sides, &QAbstractItemModel::layoutChanged, this, &SideRingItem::findPattern);
        connect(m_sides, &QAbstractItemModel::rowsInserted, this, &SideRingItem::findPattern);
        connect(m_sides, &QAbstractItemModel::rowsRemoved, this, &SideRingItem::findPattern);
        connect(m_sides, &QAbstractItemModel::rowsMoved, this, &SideRingItem::findPattern);
        connect(m_sides, &QAbstractItemModel::dataChanged, this, &SideRingItem::findPattern);
    }
    findPattern();
    Q_EMIT changed();
}

void SideRingItem::setSideId(const QString &id)
{
    if (m_sideId == id)
        return;
    m_sideId = id;
    findPattern();
    Q_EMIT changed();
}

void SideRingItem::setBand(qreal band)
{
    if (qFuzzyCompare(m_band, band))
        return;
    m_band = band;
    Q_EMIT changed();
    update();
}

void SideRingItem::findPattern()
{
    int row = -1;
    if (m_sides) {
        for (int i = 0; i < m_sides->rowCount(); ++i) {
            if (m_sides->index(i).data(SideListModel::SideIdRole).toString() == m_sideId) {
                row = i;
                break;
            }
        }
    }
    const int pattern = int(SideRing::patternOf(row));
    if (pattern == m_pattern)
        return;
    m_pattern = pattern;
    Q_EMIT changed();
    update();
}

void SideRingItem::paint(QPainter *painter)
{
    const QRectF inner = boundingRect().adjusted(m_band, m_band, -m_band, -m_band);
    SideRing::paint(*painter, inner, m_band, m_color, SideRing::Pattern(m_pattern));
}
