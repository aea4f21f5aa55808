#include "board/reachcellsitem.h"

#include <QPainter>

#include "engine/zoneofcontrol.h"

ReachCellsItem::ReachCellsItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &QQuickItem::widthChanged, this, &ReachCellsItem::updateTextureSize);
    connect(this, &QQuickItem::heightChanged, this, &ReachCellsItem::updateTextureSize);
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
    update();
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

void ReachCellsItem::updateTextureSize()
{
    const qreal side = qMax(width(), height());
    const qreal scale = side > 4096 ? 4096 / side : 1.0;
    setTextureSize(QSize(qMax(1, int(width() * scale)), qMax(1, int(height() * scale))));
}

void ReachCellsItem::paint(QPainter *painter)
{
    if (m_cells.isEmpty())
        return;
    painter->save();
    painter->scale(textureSize().width() / qMax(1.0, width()) * m_cellSize,
                   textureSize().height() / qMax(1.0, height()) * m_cellSize);
    QColor fill = m_color;
    fill.setAlphaF(0.10f);
    for (const QPoint &c : m_cells)
        painter->fillRect(QRectF(c.x(), c.y(), 1, 1), fill);
    // The band's outer edge: the outline of the cells with the footprint, so no line runs
    // under the token itself; a dark line under the coloured one keeps it readable.
    QSet<QPoint> withFootprint = m_cells;
    for (int y = m_footprint.top(); y <= m_footprint.bottom(); ++y) {
        for (int x = m_footprint.left(); x <= m_footprint.right(); ++x)
            withFootprint.insert(QPoint(x, y));
    }
    QList<QLineF> edges;
    for (const QPoint &c : std::as_const(withFootprint)) {
        const int x = c.x();
        const int y = c.y();
        if (!withFootprint.contains({x, y - 1}))
            edges << QLineF(x, y, x + 1, y);
        if (!withFootprint.contains({x, y + 1}))
            edges << QLineF(x, y + 1, x + 1, y + 1);
        if (!withFootprint.contains({x - 1, y}))
            edges << QLineF(x, y, x, y + 1);
        if (!withFootprint.contains({x + 1, y}))
            edges << QLineF(x + 1, y, x + 1, y + 1);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor edge = m_color.darker(160);
    edge.setAlphaF(0.8f);
    painter->setPen(QPen(edge, 0.075, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->setPen(QPen(m_color, 0.035, Qt::SolidLine, Qt::SquareCap));
    painter->drawLines(edges);
    painter->restore();
}
