#pragma once

#include "live/tacticalmapmodel.h"

#include <QPoint>
#include <QPointer>
#include <QQuickItem>
#include <QSet>
#include <QtQml/qqmlregistration.h>

// Draws a TacticalMapModel over a square board (docs/rules.md §1.10): every reachable anchor
// shaded by its score on the model's ramp (translucent, so the map stays readable), the best
// cells outlined, and a ring on the target. Scene-graph nodes (docs/architecture.md §4.14):
// triangles, or on the software renderer a recording played onto the window, rebuilt only when
// the cells change (or the cell size): pointer moves and drag frames that keep the map never
// touch it, and with no map there is no node at all. It sits over a SquareBoardItem with the
// same cellSize, under the tokens.
class TacticalMapItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TacticalMapModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    // How opaque the shading is (0–1).
    Q_PROPERTY(
        qreal shadeOpacity READ shadeOpacity WRITE setShadeOpacity NOTIFY shadeOpacityChanged)
    // How many times its nodes were rebuilt (a test's witness that pointer moves do not).
    Q_PROPERTY(int rebuildCount READ rebuildCount NOTIFY rebuilt)

public:
    explicit TacticalMapItem(QQuickItem *parent = nullptr);

    [[nodiscard]] TacticalMapModel *model() const { return m_model; }
    void setModel(TacticalMapModel *model);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] qreal shadeOpacity() const { return m_shadeOpacity; }
    void setShadeOpacity(qreal opacity);
    [[nodiscard]] int rebuildCount() const { return m_rebuildCount; }
    // Draws the map on any painter, in item coordinates.
    void paint(QPainter *painter) const;

Q_SIGNALS:
    void modelChanged();
    void cellSizeChanged();
    void shadeOpacityChanged();
    void rebuilt();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void markDirty();
    [[nodiscard]] bool hasMap() const;
    [[nodiscard]] QSet<QPoint> bestCells() const;

    QPointer<TacticalMapModel> m_model;
    qreal m_cellSize = 48;
    qreal m_shadeOpacity = 0.5;
    int m_rebuildCount = 0;
    bool m_dirty = true;
};
