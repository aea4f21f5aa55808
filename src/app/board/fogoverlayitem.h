#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class FogTracker;
class QPainter;

// The fog of war over a square board (docs/rules.md §3.1), laid over the map and its tokens.
// For the players it is opaque where the fog hides (nothing under it shows: terrain, walls,
// doors, tokens) and a dimming shade where the party explored; for the GM it is a light hatched
// shade, so the GM sees what the players do not. Scene-graph nodes rebuilt per fog change, never
// per frame (docs/architecture.md §4.14): flat rectangles edge to edge (and the GM's hatching as a
// repeated texture), or on the software renderer a recording played onto the window. Both are
// drawn from the same runs of cells as paint(), so what hides a cell is the same everywhere.
class FogOverlayItem : public QQuickItem
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

    // Draws the fog on any painter, in item coordinates.
    void paint(QPainter *painter) const;
    // How many times its nodes were rebuilt (a test's witness that frames keep them).
    [[nodiscard]] int rebuildCount() const { return m_rebuildCount; }

Q_SIGNALS:
    void fogChanged();
    void cellSizeChanged();
    void playersChanged();
    void colorsChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    // One run of equal cells in a row, in item coordinates; hidden runs reach `bleed` over their
    // edges for the players.
    struct Run {
        QRectF rect;
        bool hidden = false;
    };
    [[nodiscard]] QList<Run> runs() const;
    [[nodiscard]] QColor hiddenFill() const;
    [[nodiscard]] QColor exploredFill() const;
    void markDirty();

    QPointer<FogTracker> m_fog;
    qreal m_cellSize = 48;
    bool m_players = false;
    QColor m_hiddenColor = QColor(0x10, 0x12, 0x16);
    bool m_dirty = true;
    int m_rebuildCount = 0;
};
