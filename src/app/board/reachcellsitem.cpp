#include "board/reachcellsitem.h"

#include "board/celloutline.h"
#include "board/overlaygeometry.h"
#include "board/picturerendernode.h"
#include "engine/zoneofcontrol.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRendererInterface>
#include <QSGTransformNode>

namespace
{

// The band's geometry, in cell units under a transform to the item's size.
class ReachRootNode : public QSGTransformNode
{
public:
    QSGGeometryNode *geometry = nullptr;
};

constexpr qreal OuterWidth = 0.075;
constexpr qreal InnerWidth = 0.035;

} // namespace

ReachCellsItem::ReachCellsItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void ReachCellsItem::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    refresh();
}

void ReachCellsItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    markDirty();
}

void ReachCellsItem::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    Q_EMIT colorChanged();
    markDirty();
}

void ReachCellsItem::markDirty()
{
    m_dirty = true;
    update();
}

void ReachCellsItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        markDirty();
}

QSet<QPoint> ReachCellsItem::meleeCells(const Encounter &encounter, const Token &token)
{
    if (!encounter.board.isSquare() || !encounter.rules)
        return {};
    // The reach of its weapon, whether or not it holds a zone of control right now.
    Token armed = token;
    armed.zoc = true;
    armed.conditions.clear();
    const auto cells = ZoneOfControl::cells(armed, encounter.board.square, *encounter.rules);
    const QRect footprint = token.footprintRect();
    QSet<QPoint> set;
    set.reserve(cells.size());
    for (const QPoint &c : cells) {
        if (!footprint.contains(c))
            set.insert(c);
    }
    return set;
}

void ReachCellsItem::refresh()
{
    const Encounter *encounter = m_frame.encounter.get();
    const int index = encounter && encounter->board.isSquare() && encounter->rules
                          ? encounter->tokenIndex(m_frame.focusToken)
                          : -1;
    const Token *token = index >= 0 ? &encounter->tokens[index] : nullptr;
    const int reach = token ? qMax(0, token->reachOr(encounter->rules->defaultReach)) : 0;
    const QRect footprint = token ? token->footprintRect() : QRect();
    const QString id = token ? token->id : QString();
    const void *rules = encounter ? encounter->rules.get() : nullptr;
    if (id != m_ofToken || footprint != m_ofFootprint || reach != m_ofReach ||
        m_frame.boardRevision != m_ofBoardRevision || rules != m_ofRules) {
        m_ofToken = id;
        m_ofFootprint = footprint;
        m_ofReach = reach;
        m_ofBoardRevision = m_frame.boardRevision;
        m_ofRules = rules;
        m_cells = token ? meleeCells(*encounter, *token) : QSet<QPoint>();
        m_footprint = footprint;
        m_reach = token ? reach : 0;
        Q_EMIT cellsChanged();
        markDirty();
    }
    // Who stands in reach changes with every token's move, not only the focus token's.
    QVariantList marks;
    if (token) {
        for (const Token &other : encounter->tokens) {
            if (other.id == token->id || !encounter->areEnemies(*token, other))
                continue;
            const QRect r = other.footprintRect();
            bool inside = false;
            for (int y = r.top(); y <= r.bottom() && !inside; ++y) {
                for (int x = r.left(); x <= r.right() && !inside; ++x)
                    inside = m_cells.contains(QPoint(x, y));
            }
            if (inside)
                marks.append(QVariantMap{{QStringLiteral("tokenId"), other.id},
                                         {QStringLiteral("name"), m_frame.tokenName(other.id)},
                                         {QStringLiteral("x"), other.x},
                                         {QStringLiteral("y"), other.y},
                                         {QStringLiteral("size"), other.footprint()}});
        }
    }
    if (marks != m_marks) {
        m_marks = marks;
        Q_EMIT marksChanged();
    }
}

QSet<QPoint> ReachCellsItem::withFootprint() const
{
    // The band's outer edge is the outline of the cells with the footprint, so no line runs
    // under the token itself.
    QSet<QPoint> cells = m_cells;
    for (int y = m_footprint.top(); y <= m_footprint.bottom(); ++y) {
        for (int x = m_footprint.left(); x <= m_footprint.right(); ++x)
            cells.insert(QPoint(x, y));
    }
    return cells;
}

void ReachCellsItem::paint(QPainter *painter) const
{
    if (m_cells.isEmpty())
        return;
    painter->save();
    painter->scale(m_cellSize, m_cellSize);
    QColor fill = m_color;
    fill.setAlphaF(0.10f);
    for (const QPoint &c : m_cells)
        painter->fillRect(QRectF(c.x(), c.y(), 1, 1), fill);
    // A dark line under the coloured one keeps the edge readable.
    const QList<QLineF> edges = CellOutline::edges(withFootprint());
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor edge = m_color.darker(160);
    edge.setAlphaF(0.8f);
    painter->setPen(QPen(edge, OuterWidth, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->setPen(QPen(m_color, InnerWidth, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->restore();
}

QSGNode *ReachCellsItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    if (m_cells.isEmpty() || width() <= 0 || height() <= 0) {
        delete oldNode;
        return nullptr;
    }
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<PictureRenderNode *>(oldNode);
        if (!node) {
            node = new PictureRenderNode(window());
            m_dirty = true;
        }
        if (m_dirty) {
            node->record([this](QPainter *painter) { paint(painter); }, boundingRect(), true,
                         m_cellSize * 0.1 + 2);
            ++m_rebuildCount;
        }
        m_dirty = false;
        return node;
    }
    auto *root = static_cast<ReachRootNode *>(oldNode);
    if (!root) {
        root = new ReachRootNode;
        m_dirty = true;
    }
    QMatrix4x4 toItem;
    toItem.scale(float(m_cellSize), float(m_cellSize));
    root->setMatrix(toItem);
    if (!m_dirty)
        return root;
    m_dirty = false;
    ++m_rebuildCount;
    // One device pixel in cells, for the fringes and the thinnest line.
    const QRectF cell = mapRectToScene(QRectF(0, 0, m_cellSize, m_cellSize));
    OverlayGeometry geometry(1.0 /
                             qMax(1e-3, cell.width() * window()->effectiveDevicePixelRatio()));
    QColor fill = m_color;
    fill.setAlphaF(0.10f);
    for (const QPoint &c : std::as_const(m_cells))
        geometry.rect(QRectF(c.x(), c.y(), 1, 1), fill);
    const QList<QLineF> edges = CellOutline::edges(withFootprint());
    QColor edge = m_color.darker(160);
    edge.setAlphaF(0.8f);
    for (const QLineF &line : edges)
        geometry.line(CellOutline::squareCapped(line, OuterWidth), OuterWidth, edge);
    for (const QLineF &line : edges)
        geometry.line(CellOutline::squareCapped(line, InnerWidth), InnerWidth, m_color);
    const bool created = !root->geometry;
    root->geometry = geometry.intoNode(root->geometry);
    if (created)
        root->appendChildNode(root->geometry);
    return root;
}
