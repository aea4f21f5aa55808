#include "board/fogoverlayitem.h"

#include "document/rebind.h"
#include "player/fogtracker.h"

#include <QPainter>
#include <QtMath>

FogOverlayItem::FogOverlayItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    // Cells must meet edge to edge: an anti-aliased seam would let the map show through.
    setAntialiasing(false);
    connect(this, &FogOverlayItem::colorsChanged, this, [this] { update(); });
}

void FogOverlayItem::setFog(FogTracker *fog)
{
    if (!rebind(m_fog, fog, this))
        return;
    if (m_fog)
        connect(m_fog, &FogTracker::viewChanged, this, [this] { update(); });
    update();
    Q_EMIT fogChanged();
}

void FogOverlayItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size))
        return;
    m_cellSize = size;
    update();
    Q_EMIT cellSizeChanged();
}

void FogOverlayItem::setPlayers(bool players)
{
    if (m_players == players)
        return;
    m_players = players;
    update();
    Q_EMIT playersChanged();
}

void FogOverlayItem::paint(QPainter *painter)
{
    if (!m_fog)
        return;
    const FogView &view = m_fog->view();
    if (!view.enabled())
        return;
    painter->setRenderHint(QPainter::Antialiasing, false);
    QColor hidden = m_hiddenColor;
    QColor explored = m_hiddenColor;
    if (m_players) {
        explored.setAlphaF(0.6);
    } else {
        hidden.setAlphaF(0.45);
        explored.setAlphaF(0.2);
    }
    const QBrush gmHatch(QColor(255, 255, 255, 40), Qt::BDiagPattern);
    // For the players hidden cells reach a little over their edges: strokes drawn on a cell
    // edge (a wall, a terrain outline) would otherwise show half of what the fog hides.
    const int bleed = m_players ? qCeil(m_cellSize * 0.06) : 0;
    // Whole rows of equal state are one rectangle: fewer, seamless fills. Edges are rounded
    // outwards so neighbouring runs share exact pixel borders at any cell size.
    auto edge = [this](int cells) { return qRound(cells * m_cellSize); };
    for (int y = 0; y < view.height(); ++y) {
        int x = 0;
        while (x < view.width()) {
            const auto state = view.cell({x, y});
            int end = x + 1;
            while (end < view.width() && view.cell({end, y}) == state)
                ++end;
            if (state != FogView::State::Visible) {
                const QRect r(QPoint(edge(x), edge(y)), QPoint(edge(end) - 1, edge(y + 1) - 1));
                if (state == FogView::State::Hidden)
                    painter->fillRect(r.adjusted(-bleed, -bleed, bleed, bleed), hidden);
                else
                    painter->fillRect(r, explored);
                if (!m_players && state == FogView::State::Hidden)
                    painter->fillRect(r, gmHatch);
            }
            x = end;
        }
    }
}
