#pragma once

#include "board/positionlayout.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QRectF>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;
class QPainter;

// The Labyrinthian Combat Grid's backdrop and layout (docs/rules.md §2.1): it places the position
// cards by the rule set's layout rows and columns, paints the halves, the band stripes, the
// Divide through the Churn and the adjacency edges, and tells the QML cards and tokens where
// each card and altitude lane is. Lanes that hold tokens get more height than empty ones.
class PositionBoardItem : public QQuickPaintedItem
{
    Q_OBJECT
    Q_MOC_INCLUDE("document/encounterdocument.h")
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(qreal cardWidth MEMBER m_cardWidth WRITE setCardWidth NOTIFY layoutChanged)
    Q_PROPERTY(qreal cardHeight MEMBER m_cardHeight WRITE setCardHeight NOTIFY layoutChanged)
    Q_PROPERTY(qreal headerHeight MEMBER m_headerHeight WRITE setHeaderHeight NOTIFY layoutChanged)
    Q_PROPERTY(
        qreal columnSpacing MEMBER m_columnSpacing WRITE setColumnSpacing NOTIFY layoutChanged)
    Q_PROPERTY(qreal rowSpacing MEMBER m_rowSpacing WRITE setRowSpacing NOTIFY layoutChanged)
    Q_PROPERTY(qreal sideMargin MEMBER m_sideMargin WRITE setSideMargin NOTIFY layoutChanged)
    Q_PROPERTY(
        qreal laneLabelWidth MEMBER m_laneLabelWidth WRITE setLaneLabelWidth NOTIFY layoutChanged)
    // Where the cards, lanes and chips are; a new value on every relayout.
    Q_PROPERTY(PositionLayout layout READ layout NOTIFY layoutChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor WRITE setTextColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor edgeColor MEMBER m_edgeColor WRITE setEdgeColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor enemyColor MEMBER m_enemyColor WRITE setEnemyColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor allyColor MEMBER m_allyColor WRITE setAllyColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor divideColor MEMBER m_divideColor WRITE setDivideColor NOTIFY colorsChanged)

public:
    explicit PositionBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    void setCardWidth(qreal value);
    void setCardHeight(qreal value);
    void setHeaderHeight(qreal value);
    void setColumnSpacing(qreal value);
    void setRowSpacing(qreal value);
    void setSideMargin(qreal value);
    void setLaneLabelWidth(qreal value);
    void setTextColor(const QColor &color);
    void setEdgeColor(const QColor &color);
    void setEnemyColor(const QColor &color);
    void setAllyColor(const QColor &color);
    void setDivideColor(const QColor &color);
    [[nodiscard]] const PositionLayout &layout() const { return m_layout; }

    // Where the card of the position at `positionRow` (PositionListModel row) is, in item
    // coordinates; one lane of its altitude strip; a chip in a lane (PositionLayout).
    [[nodiscard]] QRectF cardRect(int positionRow) const;
    [[nodiscard]] QRectF laneRect(int positionRow, int lane) const;
    [[nodiscard]] QRectF chipRect(int positionRow, int lane, int order, int count) const;

    // What lies under a point: {positionId, row, levelId, allowed} for a lane of a card,
    // {positionId, row} for a card's header, or an empty map between the cards.
    Q_INVOKABLE QVariantMap placeAt(qreal x, qreal y) const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void documentChanged();
    void layoutChanged();
    void colorsChanged();

private:
    void relayout();
    void setMetric(qreal &member, qreal value);
    void setColor(QColor &member, const QColor &color);
    [[nodiscard]] QRectF cellRect(int layoutRow, int layoutColumn) const;
    [[nodiscard]] QRectF rowStripe(int layoutRow) const;
    [[nodiscard]] int chipsPerRow() const;
    // Lane heights of a position's strip filling `body` (0: just what the lanes need).
    [[nodiscard]] QList<qreal> laneHeights(int positionRow, qreal body) const;

    QPointer<EncounterDocument> m_document;
    qreal m_cardWidth = 300;
    qreal m_cardHeight = 108;
    qreal m_headerHeight = 30;
    qreal m_columnSpacing = 48;
    qreal m_rowSpacing = 14;
    qreal m_sideMargin = 118;
    qreal m_laneLabelWidth = 78;
    qreal m_topMargin = 14;
    PositionLayout m_layout;
    // The layout, recomputed when the document or the metrics change.
    QList<qreal> m_rowTops;
    QList<qreal> m_rowHeights;
    QList<QList<QRectF>> m_laneRects; // by position row, then lane
    QColor m_textColor{0x33, 0x33, 0x33};
    QColor m_edgeColor{0x90, 0x90, 0x90};
    QColor m_enemyColor{0xc6, 0x28, 0x28};
    QColor m_allyColor{0x15, 0x65, 0xc0};
    QColor m_divideColor{0xb0, 0x7d, 0x1a};
};
