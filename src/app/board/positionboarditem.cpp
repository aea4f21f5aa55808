#include "board/positionboarditem.h"

#include "document/encounterdocument.h"
#include "document/positionlistmodel.h"
#include "engine/levellanes.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace
{

// A lane needs room for its label, or for its rows of token chips; a card's spare height is
// shared out by weight, so occupied lanes stand out.
constexpr qreal EmptyLaneHeight = 13;
constexpr qreal ForbiddenLaneHeight = 11;
constexpr qreal OccupiedLaneWeight = 2.6;
constexpr qreal EmptyLaneWeight = 1.0;
constexpr qreal ForbiddenLaneWeight = 0.8;
constexpr qreal ChipHeight = PositionLayout::ChipHeight;
constexpr qreal ChipSpacing = PositionLayout::ChipSpacing;
constexpr qreal ChipGap = PositionLayout::ChipGap;
constexpr qreal MinChipWidth = PositionLayout::MinChipWidth;
constexpr qreal TextureScale = 2.0; // board text stays sharp up to about 2× zoom

// Where the segment from the centre of `rect` towards `target` leaves the rect.
QPointF exitPoint(const QRectF &rect, const QPointF &target)
{
    const QPointF c = rect.center();
    const QPointF d = target - c;
    qreal t = 1.0;
    if (!qFuzzyIsNull(d.x()))
        t = qMin(t, (rect.width() / 2) / std::abs(d.x()));
    if (!qFuzzyIsNull(d.y()))
        t = qMin(t, (rect.height() / 2) / std::abs(d.y()));
    return c + d * t;
}

} // namespace

PositionBoardItem::PositionBoardItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    setMipmap(true);
    connect(this, &QQuickItem::widthChanged, this, [this]() {
        setTextureSize(QSize(int(width() * TextureScale), int(height() * TextureScale)));
    });
    connect(this, &QQuickItem::heightChanged, this, [this]() {
        setTextureSize(QSize(int(width() * TextureScale), int(height() * TextureScale)));
    });
}

void PositionBoardItem::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
        disconnect(m_document->positions(), nullptr, this, nullptr);
    }
    m_document = document;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &PositionBoardItem::relayout);
        connect(m_document->positions(), &PositionListModel::lanesChanged, this,
                &PositionBoardItem::relayout);
    }
    Q_EMIT documentChanged();
    relayout();
}

void PositionBoardItem::setMetric(qreal &member, qreal value)
{
    if (qFuzzyCompare(member, value))
        return;
    member = value;
    relayout();
}

void PositionBoardItem::setCardWidth(qreal value)
{
    setMetric(m_cardWidth, value);
}
void PositionBoardItem::setCardHeight(qreal value)
{
    setMetric(m_cardHeight, value);
}
void PositionBoardItem::setHeaderHeight(qreal value)
{
    setMetric(m_headerHeight, value);
}
void PositionBoardItem::setColumnSpacing(qreal value)
{
    setMetric(m_columnSpacing, value);
}
void PositionBoardItem::setRowSpacing(qreal value)
{
    setMetric(m_rowSpacing, value);
}
void PositionBoardItem::setSideMargin(qreal value)
{
    setMetric(m_sideMargin, value);
}

void PositionBoardItem::setLaneLabelWidth(qreal value)
{
    setMetric(m_laneLabelWidth, value);
}

void PositionBoardItem::setColor(QColor &member, const QColor &color)
{
    if (member == color)
        return;
    member = color;
    Q_EMIT colorsChanged();
    update();
}

void PositionBoardItem::setTextColor(const QColor &color)
{
    setColor(m_textColor, color);
}
void PositionBoardItem::setEdgeColor(const QColor &color)
{
    setColor(m_edgeColor, color);
}
void PositionBoardItem::setEnemyColor(const QColor &color)
{
    setColor(m_enemyColor, color);
}
void PositionBoardItem::setAllyColor(const QColor &color)
{
    setColor(m_allyColor, color);
}
void PositionBoardItem::setDivideColor(const QColor &color)
{
    setColor(m_divideColor, color);
}

int PositionBoardItem::chipsPerRow() const
{
    const qreal available = m_cardWidth - m_laneLabelWidth - 8;
    return qMax(1, int((available + ChipGap) / (MinChipWidth + ChipGap)));
}

QList<qreal> PositionBoardItem::laneHeights(int positionRow, qreal body) const
{
    const auto *lanes = m_document->positions()->lanes(positionRow);
    QList<qreal> heights;
    if (!lanes || lanes->count() == 0)
        return heights;
    // What each lane needs: its label, or rows of chips; then the card's spare height goes
    // by weight, so a lane with tokens stands out from the empty ones.
    qreal needed = 0;
    qreal totalWeight = 0;
    QList<qreal> weights;
    for (int i = 0; i < lanes->count(); ++i) {
        const int tokens = lanes->tokenCounts().value(i);
        const int rows = (tokens + chipsPerRow() - 1) / chipsPerRow();
        const qreal need = tokens > 0                  ? rows * (ChipHeight + ChipSpacing) + 6
                           : lanes->lanes()[i].allowed ? EmptyLaneHeight
                                                       : ForbiddenLaneHeight;
        heights << need;
        needed += need;
        const qreal weight = !lanes->lanes()[i].allowed ? ForbiddenLaneWeight
                             : tokens > 0               ? OccupiedLaneWeight
                                                        : EmptyLaneWeight;
        weights << weight;
        totalWeight += weight;
    }
    const qreal spare = qMax(0.0, body - needed);
    for (int i = 0; i < heights.size(); ++i)
        heights[i] += spare * weights[i] / totalWeight;
    return heights;
}

void PositionBoardItem::relayout()
{
    const auto *positions = m_document ? m_document->positions() : nullptr;
    const int rows = positions ? positions->layoutRows() : 0;
    const int columns = positions ? positions->layoutColumns() : 0;
    m_rowTops.clear();
    m_rowHeights.clear();
    m_laneRects.clear();
    if (rows == 0 || columns == 0) {
        setImplicitSize(0, 0);
    } else {
        const auto &rules = *m_document->encounter().rules;
        // A layout row is as tall as its fullest card needs, and at least cardHeight.
        m_rowHeights = QList<qreal>(rows, m_cardHeight);
        const qreal minBody = m_cardHeight - m_headerHeight;
        for (int i = 0; i < positions->count(); ++i) {
            const auto heights = laneHeights(i, 0);
            const qreal needed = std::accumulate(heights.cbegin(), heights.cend(), 0.0);
            const int row = rules.positions[i].row;
            m_rowHeights[row] = qMax(m_rowHeights[row], m_headerHeight + qMax(minBody, needed));
        }
        qreal top = m_topMargin;
        for (int row = 0; row < rows; ++row) {
            m_rowTops << top;
            top += m_rowHeights[row] + m_rowSpacing;
        }
        for (int i = 0; i < positions->count(); ++i) {
            const QRectF card = cardRect(i);
            QList<QRectF> rects;
            qreal y = card.top() + m_headerHeight;
            for (const qreal h : laneHeights(i, card.height() - m_headerHeight)) {
                rects << QRectF(card.left(), y, card.width(), h);
                y += h;
            }
            m_laneRects << rects;
        }
        setImplicitSize(2 * m_sideMargin + columns * m_cardWidth + (columns - 1) * m_columnSpacing,
                        top - m_rowSpacing + m_topMargin);
    }
    PositionLayout layout;
    layout.laneLabelWidth = m_laneLabelWidth;
    layout.chipsPerRow = chipsPerRow();
    layout.lanes = m_laneRects;
    for (int i = 0; i < m_laneRects.size(); ++i)
        layout.cards << cardRect(i);
    m_layout = std::move(layout);
    Q_EMIT layoutChanged();
    update();
}

QRectF PositionBoardItem::cellRect(int layoutRow, int layoutColumn) const
{
    if (layoutRow < 0 || layoutRow >= m_rowTops.size())
        return {};
    return {m_sideMargin + layoutColumn * (m_cardWidth + m_columnSpacing), m_rowTops[layoutRow],
            m_cardWidth, m_rowHeights[layoutRow]};
}

QRectF PositionBoardItem::rowStripe(int layoutRow) const
{
    const QRectF cell = cellRect(layoutRow, 0);
    return {12, cell.top() - m_rowSpacing / 2 + 2, width() - 24, cell.height() + m_rowSpacing - 4};
}

QRectF PositionBoardItem::cardRect(int positionRow) const
{
    if (!m_document || positionRow < 0 || positionRow >= m_document->positions()->count())
        return {};
    const auto &position = m_document->encounter().rules->positions.at(positionRow);
    return cellRect(position.row, position.column);
}

QRectF PositionBoardItem::laneRect(int positionRow, int lane) const
{
    if (positionRow < 0 || positionRow >= m_laneRects.size())
        return {};
    return m_laneRects[positionRow].value(lane);
}

QVariantMap PositionBoardItem::placeAt(qreal x, qreal y) const
{
    if (!m_document || !m_document->encounter().rules)
        return {};
    const auto &encounter = m_document->encounter();
    const QPointF point(x, y);
    for (int row = 0; row < m_laneRects.size(); ++row) {
        if (!cardRect(row).contains(point))
            continue;
        const QString positionId = encounter.rules->positions.at(row).id;
        QVariantMap place{{QStringLiteral("positionId"), positionId}, {QStringLiteral("row"), row}};
        const auto lanes = LevelLanes::at(*encounter.rules, encounter.board.positions, positionId);
        for (int lane = 0; lane < m_laneRects[row].size() && lane < lanes.size(); ++lane) {
            if (m_laneRects[row][lane].contains(point)) {
                place.insert(QStringLiteral("levelId"), lanes[lane].levelId);
                place.insert(QStringLiteral("allowed"), lanes[lane].allowed);
            }
        }
        return place;
    }
    return {};
}

QRectF PositionBoardItem::chipRect(int positionRow, int lane, int order, int count) const
{
    return m_layout.chipRect(positionRow, lane, order, count);
}

void PositionBoardItem::paint(QPainter *painter)
{
    const auto *positions = m_document ? m_document->positions() : nullptr;
    if (!positions || positions->count() == 0)
        return;
    const auto &rules = *m_document->encounter().rules;
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);

    // Which layout rows belong to which half, and which band each row shows.
    QHash<int, QString> rowHalf;
    QHash<int, int> rowBand;
    int churnRow = -1;
    QRectF churnCard;
    for (int i = 0; i < positions->count(); ++i) {
        const auto &p = rules.positions[i];
        rowHalf.insert(p.row, p.half);
        rowBand.insert(p.row, p.band);
        if (p.half != QLatin1String("enemy") && p.half != QLatin1String("ally")) {
            churnRow = p.row;
            churnCard = cardRect(i);
        }
    }

    // Halves: a soft wash of the enemy colour above the Divide, the ally colour below.
    auto wash = [](QColor color, qreal alpha) {
        color.setAlphaF(alpha);
        return color;
    };
    const int rows = positions->layoutRows();
    for (int row = 0; row < rows; ++row) {
        const QString half = rowHalf.value(row);
        QColor tint = half == QLatin1String("enemy")  ? wash(m_enemyColor, 0.07)
                      : half == QLatin1String("ally") ? wash(m_allyColor, 0.07)
                                                      : wash(m_divideColor, 0.10);
        const QRectF stripe = rowStripe(row);
        painter->setPen(Qt::NoPen);
        painter->setBrush(tint);
        painter->drawRoundedRect(stripe, 10, 10);
    }

    // Band labels in the left margin: the band's name and number (docs/rules.md §2.2).
    QFont nameFont;
    nameFont.setPixelSize(13);
    nameFont.setBold(true);
    nameFont.setCapitalization(QFont::AllUppercase);
    nameFont.setLetterSpacing(QFont::AbsoluteSpacing, 0.8);
    QFont smallFont;
    smallFont.setPixelSize(12);
    for (int row = 0; row < rows; ++row) {
        const QRectF stripe = rowStripe(row);
        const QRectF labelBox(stripe.left() + 10, stripe.top(), m_sideMargin - stripe.left() - 16,
                              stripe.height());
        const int band = rowBand.value(row);
        painter->setPen(m_textColor);
        painter->setFont(nameFont);
        const QString name = positions->bandName(band);
        // A longer name in another language ("Le Tourbillon") shrinks until its longest word
        // fits the margin, rather than losing its end.
        QFont fitted = nameFont;
        for (int size = 13; size > 8; --size) {
            fitted.setPixelSize(size);
            const QFontMetricsF metrics(fitted);
            const auto words = name.toUpper().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const bool fits = std::all_of(words.cbegin(), words.cend(), [&](const QString &word) {
                return metrics.horizontalAdvance(word) <= labelBox.width();
            });
            if (fits)
                break;
        }
        painter->setFont(fitted);
        painter->drawText(labelBox.adjusted(0, 0, 0, -labelBox.height() / 2 + 2),
                          Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, name);
        painter->setFont(smallFont);
        QColor faded = m_textColor;
        faded.setAlphaF(0.65);
        painter->setPen(faded);
        painter->drawText(labelBox.adjusted(0, labelBox.height() / 2 + 2, 0, 0),
                          Qt::AlignLeft | Qt::AlignTop, tr("band %1").arg(band));
    }

    // Half labels in the right margin, written along the side.
    QFont halfFont;
    halfFont.setPixelSize(15);
    halfFont.setBold(true);
    halfFont.setLetterSpacing(QFont::AbsoluteSpacing, 3);
    for (const auto &[half, color, text] :
         {std::tuple{QStringLiteral("enemy"), m_enemyColor, tr("ENEMY SIDE")},
          std::tuple{QStringLiteral("ally"), m_allyColor, tr("ALLY SIDE")}}) {
        qreal top = 1e9;
        qreal bottom = -1e9;
        for (int row = 0; row < rows; ++row) {
            if (rowHalf.value(row) != half)
                continue;
            top = qMin(top, rowStripe(row).top());
            bottom = qMax(bottom, rowStripe(row).bottom());
        }
        if (top > bottom)
            continue;
        painter->save();
        painter->translate(width() - 12 - m_sideMargin / 2 + 12, (top + bottom) / 2);
        painter->rotate(90);
        painter->setFont(halfFont);
        QColor label = color;
        label.setAlphaF(0.75);
        painter->setPen(label);
        painter->drawText(QRectF(-(bottom - top) / 2, -12, bottom - top, 24), Qt::AlignCenter,
                          text);
        painter->restore();
    }

    // Adjacency (docs/rules.md §2.2): a connector between the facing borders of adjacent cards.
    QSet<QPair<QString, QString>> drawn;
    QPen edgePen(m_edgeColor, 3.0, Qt::SolidLine, Qt::RoundCap);
    for (int i = 0; i < positions->count(); ++i) {
        const auto &from = rules.positions[i];
        for (const QString &toId : rules.adjacency.value(from.id)) {
            const auto key = from.id < toId ? qMakePair(from.id, toId) : qMakePair(toId, from.id);
            if (drawn.contains(key))
                continue;
            drawn.insert(key);
            const int j = positions->rowOf(toId);
            if (j < 0)
                continue;
            const QRectF a = cardRect(i);
            const QRectF b = cardRect(j);
            const QPointF start = exitPoint(a, b.center());
            const QPointF end = exitPoint(b, a.center());
            painter->setPen(edgePen);
            painter->drawLine(start, end);
            painter->setPen(Qt::NoPen);
            painter->setBrush(m_edgeColor);
            painter->drawEllipse(start, 4.5, 4.5);
            painter->drawEllipse(end, 4.5, 4.5);
        }
    }

    // The Divide runs through the Churn: nothing is adjacent across it except through there.
    if (churnRow >= 0) {
        const qreal y = churnCard.center().y();
        QPen dividePen(m_divideColor, 3.0, Qt::CustomDashLine, Qt::FlatCap);
        dividePen.setDashPattern({5, 3});
        painter->setPen(dividePen);
        const qreal left = m_sideMargin - 22; // after the band label
        const qreal right = rowStripe(churnRow).right() - 8;
        painter->drawLine(QPointF(left, y), QPointF(churnCard.left() - 6, y));
        painter->drawLine(QPointF(churnCard.right() + 6, y), QPointF(right, y));
        QFont divideFont;
        divideFont.setPixelSize(12);
        divideFont.setBold(true);
        divideFont.setLetterSpacing(QFont::AbsoluteSpacing, 2);
        painter->setFont(divideFont);
        const QString text = tr("THE DIVIDE");
        const QFontMetricsF metrics(divideFont);
        const qreal textWidth = metrics.horizontalAdvance(text) + 16;
        // Labels in the empty cells beside the Churn.
        const int lastColumn = positions->layoutColumns() - 1;
        for (const qreal centreX :
             {cellRect(churnRow, 0).center().x(), cellRect(churnRow, lastColumn).center().x()}) {
            if (std::abs(centreX - churnCard.center().x()) < 1)
                continue;
            const QRectF plate(centreX - textWidth / 2, y - 11, textWidth, 22);
            QColor back = m_divideColor;
            painter->setPen(Qt::NoPen);
            painter->setBrush(back);
            painter->drawRoundedRect(plate, 11, 11);
            painter->setPen(Qt::white);
            painter->drawText(plate, Qt::AlignCenter, text);
        }
    }
}
