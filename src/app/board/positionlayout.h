#pragma once

#include <QList>
#include <QMetaType>
#include <QRectF>
#include <QtQml/qqmlregistration.h>

// Where a PositionBoardItem put its cards, their altitude lanes and the token chips in them,
// as one value. The item publishes a new one whenever its layout changes (its `layout`
// property), so a QML binding on `board.layout.cardRect(index)` follows every relayout.
struct PositionLayout {
    Q_GADGET
    QML_VALUE_TYPE(positionLayout)

public:
    // Token chips: never narrower than a short name, several per row, rows as needed.
    static constexpr qreal ChipHeight = 24;
    static constexpr qreal MaxChipHeight = 28;
    static constexpr qreal ChipSpacing = 2; // between rows
    static constexpr qreal ChipGap = 5;     // between chips in a row
    static constexpr qreal MinChipWidth = 92;
    static constexpr qreal MaxChipWidth = 150;

    QList<QRectF> cards;        // by position row (PositionListModel row)
    QList<QList<QRectF>> lanes; // by position row, then lane (LevelLaneModel row)
    qreal laneLabelWidth = 78;
    int chipsPerRow = 1;

    // The card of a position, and one lane of its altitude strip (the whole card width).
    Q_INVOKABLE [[nodiscard]] QRectF cardRect(int positionRow) const
    {
        return cards.value(positionRow);
    }
    Q_INVOKABLE [[nodiscard]] QRectF laneRect(int positionRow, int lane) const
    {
        return lanes.value(positionRow).value(lane);
    }
    // Where the `order`-th of `count` tokens sharing a lane goes: side by side right of the
    // lane's label, in balanced rows when one row would make the chips too narrow to read.
    Q_INVOKABLE [[nodiscard]] QRectF chipRect(int positionRow, int lane, int order, int count) const
    {
        const QRectF box = laneRect(positionRow, lane);
        if (box.isNull() || count < 1 || order < 0 || order >= count)
            return {};
        const qreal available = box.width() - laneLabelWidth - 8;
        const int rows = (count + chipsPerRow - 1) / chipsPerRow;
        const int perRow = (count + rows - 1) / rows;
        const qreal width = qMin(MaxChipWidth, (available - ChipGap * (perRow - 1)) / perRow);
        const qreal height =
            qMax(10.0, qMin(MaxChipHeight, (box.height() - 6) / rows - ChipSpacing));
        const int column = order % perRow;
        const int row = order / perRow;
        const qreal block = rows * height + (rows - 1) * ChipSpacing;
        return {box.left() + laneLabelWidth + column * (width + ChipGap),
                box.top() + (box.height() - block) / 2 + row * (height + ChipSpacing), width,
                height};
    }

    friend bool operator==(const PositionLayout &, const PositionLayout &) = default;
};

Q_DECLARE_METATYPE(PositionLayout)
