#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

class FogTracker;
class QPainter;

// The fog of war over a square board (docs/rules.md §3.1), laid over the map and its tokens.
// For the players it is opaque where the fog hides (nothing under it shows: terrain, walls,
// doors, tokens) and a dimming shade where the party explored; for the GM it is a light hatched
// shade, so the GM sees what the players do not. Painted per fog change, never per frame.
class FogOverlayItem : public QQuickPaintedItem
{
    Q_OBJECT
    Q_MOC_INCLUDE("player/fogtracker.h")
    QML_ELEMENT
    Q_PROPERTY(FogTracker *fog READ fog WRITE setFog NOTIFY fogChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(bool players READ players WRITE setPlayers NOTIFY playersChanged)
    Q_PROPERTY(QColor hiddenColor MEMBER m_hiddenColor NOTIFY colorsChanged)

public:
    explicit FogOverlayItem(QQuickItem *parent = nullptr);

    [[nodiscard]] FogTracker *fog() const { return m_fog; }
    void setFog(FogTracker *fog);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] bool players() const { return m_players; }
    void setPlayers(bool players);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void fogChanged();
    void cellSizeChanged();
    void playersChanged();
    void colorsChanged();

private:
    QPointer<FogTracker> m_fog;
    qreal m_cellSize = 48;
    bool m_players = false;
    QColor m_hiddenColor = QColor(0x10, 0x12, 0x16);
};
