#pragma once

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "editing/drawingeditor.h" // moc needs the complete type for the property

// The stroke the GM is drawing (DrawingEditor::draft), painted as it will look once it is on
// the board (DrawingPainter). It covers only the stroke's box, so a long stroke on a big board
// does not ask for a board-sized texture. The finished drawing is the board layer's.
class DrawingDraftItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(DrawingEditor *editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)

public:
    explicit DrawingDraftItem(QQuickItem *parent = nullptr);

    [[nodiscard]] DrawingEditor *editor() const { return m_editor; }
    void setEditor(DrawingEditor *editor);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void editorChanged();
    void cellSizeChanged();

private:
    void follow();

    QPointer<DrawingEditor> m_editor;
    qreal m_cellSize = 48;
    QRectF m_cells; // the box painted, in cells
};
