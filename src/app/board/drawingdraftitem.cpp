#include "board/drawingdraftitem.h"

#include "render/drawingpainter.h"

#include <QPainter>

DrawingDraftItem::DrawingDraftItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void DrawingDraftItem::setEditor(DrawingEditor *editor)
{
    if (m_editor == editor)
        return;
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor)
        connect(m_editor, &DrawingEditor::draftChanged, this, &DrawingDraftItem::follow);
    Q_EMIT editorChanged();
    follow();
}

void DrawingDraftItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(size, m_cellSize) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    follow();
}

void DrawingDraftItem::follow()
{
    const auto *draft = m_editor ? &m_editor->draft() : nullptr;
    if (!draft || !draft->has_value()) {
        setVisible(false);
        return;
    }
    m_cells = DrawingPainter::bounds(**draft).adjusted(-0.1, -0.1, 0.1, 0.1);
    setPosition(m_cells.topLeft() * m_cellSize);
    setSize(m_cells.size() * m_cellSize);
    setVisible(true);
    update();
}

void DrawingDraftItem::paint(QPainter *painter)
{
    if (!m_editor || !m_editor->draft())
        return;
    painter->scale(m_cellSize, m_cellSize);
    painter->translate(-m_cells.topLeft());
    DrawingPainter::paint(*painter, *m_editor->draft(), true);
}
