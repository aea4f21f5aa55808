#pragma once

#include "live/liveframe.h"

#include <QPoint>
#include <QQuickItem>
#include <QRect>
#include <QSet>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The focus token's melee cells on a square board (docs/rules.md §1.9, classic: "melee needs
// adjacency, or reach for reach weapons"): every cell within its reach (Token::reach, else the
// rule set's defaultReach) in Chebyshev distance from its footprint that a line reaches, as
// for a zone of control (walls and sight-blocking cells stop a spear), whether or not the
// token wields a ZoC weapon or a condition suppresses its zone. It draws them as a thin
// outlined band from the shown state (so it follows a drag) and publishes the enemies that
// stand in them as `marks` for the "in reach" badges. It follows a drag, so it is scene-graph
// nodes (docs/architecture.md §4.14): triangles rebuilt only when the cells change, or on the
// software renderer a recording played onto the window; no board-sized texture is painted.
class ReachCellsItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    // The band's colour (its fill is a faint tint of it).
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY colorChanged)
    // The focus token's reach in squares (0 without a focus token on a square board).
    Q_PROPERTY(int reach READ reach NOTIFY cellsChanged)
    Q_PROPERTY(int cellCount READ cellCount NOTIFY cellsChanged)
    // Enemies with a footprint cell in reach: {tokenId, name, x, y, size}, in token order.
    Q_PROPERTY(QVariantList marks READ marks NOTIFY marksChanged)

public:
    explicit ReachCellsItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] QColor color() const { return m_color; }
    void setColor(const QColor &color);
    [[nodiscard]] int reach() const { return m_reach; }
    [[nodiscard]] int cellCount() const { return int(m_cells.size()); }
    [[nodiscard]] QVariantList marks() const { return m_marks; }
    [[nodiscard]] const QSet<QPoint> &cells() const { return m_cells; }

    // The melee cells of `token` on `encounter`'s square board (its own footprint excluded).
    [[nodiscard]] static QSet<QPoint> meleeCells(const Encounter &encounter, const Token &token);

    // Draws the band on any painter, in item coordinates.
    void paint(QPainter *painter) const;
    // How many times its nodes were rebuilt (a test's witness that unchanged cells keep them).
    [[nodiscard]] int rebuildCount() const { return m_rebuildCount; }

Q_SIGNALS:
    void frameChanged();
    void cellSizeChanged();
    void colorChanged();
    void cellsChanged();
    void marksChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void refresh();
    void markDirty();
    [[nodiscard]] QSet<QPoint> withFootprint() const;

    LiveFrame m_frame;
    qreal m_cellSize = 48;
    QColor m_color{0xff, 0x8f, 0x00};
    // What the cells are of: the token, its footprint and reach, and the board's revision.
    QString m_ofToken;
    QRect m_ofFootprint;
    int m_ofReach = -1;
    int m_ofBoardRevision = -1;
    const void *m_ofRules = nullptr;
    QSet<QPoint> m_cells;
    QRect m_footprint;
    int m_reach = 0;
    QVariantList m_marks;
    bool m_dirty = true;
    int m_rebuildCount = 0;
};
