#include "player/handoutpictureitem.h"

#include <QPainter>

HandoutPictureItem::HandoutPictureItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void HandoutPictureItem::setShelf(HandoutShelf *shelf)
{
    if (m_shelf == shelf)
        return;
    if (m_shelf)
        disconnect(m_shelf, nullptr, this, nullptr);
    m_shelf = shelf;
    if (m_shelf)
        connect(m_shelf, &QAbstractItemModel::modelReset, this, &HandoutPictureItem::refresh);
    Q_EMIT shelfChanged();
    refresh();
}

void HandoutPictureItem::setHandoutId(const QString &id)
{
    if (m_handoutId == id)
        return;
    m_handoutId = id;
    Q_EMIT handoutIdChanged();
    refresh();
}

void HandoutPictureItem::refresh()
{
    const bool wasReady = isReady();
    m_image = m_shelf && !m_handoutId.isEmpty() ? m_shelf->image(m_handoutId) : QImage();
    if (wasReady != isReady())
        Q_EMIT readyChanged();
    update();
}

void HandoutPictureItem::paint(QPainter *painter)
{
    if (m_image.isNull() || width() <= 0 || height() <= 0)
        return;
    const QSizeF fitted = QSizeF(m_image.size()).scaled(size(), Qt::KeepAspectRatio);
    const QRectF target((width() - fitted.width()) / 2, (height() - fitted.height()) / 2,
                        fitted.width(), fitted.height());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->drawImage(target, m_image);
}
