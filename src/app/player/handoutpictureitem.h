#pragma once

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "player/handoutshelf.h" // moc needs the complete type for the property

// A handout's picture, fitted inside the item and centred (letterboxed), in its own colours:
// the players' full-screen view and the GM's list both show it with this.
class HandoutPictureItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(HandoutShelf *shelf READ shelf WRITE setShelf NOTIFY shelfChanged)
    Q_PROPERTY(QString handoutId READ handoutId WRITE setHandoutId NOTIFY handoutIdChanged)
    // The picture is there to draw.
    Q_PROPERTY(bool ready READ isReady NOTIFY readyChanged)

public:
    explicit HandoutPictureItem(QQuickItem *parent = nullptr);

    [[nodiscard]] HandoutShelf *shelf() const { return m_shelf; }
    void setShelf(HandoutShelf *shelf);
    [[nodiscard]] QString handoutId() const { return m_handoutId; }
    void setHandoutId(const QString &id);
    [[nodiscard]] bool isReady() const { return !m_image.isNull(); }

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void shelfChanged();
    void handoutIdChanged();
    void readyChanged();

private:
    void refresh();

    QPointer<HandoutShelf> m_shelf;
    QString m_handoutId;
    QImage m_image;
};
