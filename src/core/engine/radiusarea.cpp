#include "radiusarea.h"

#include <QRect>

QVector<QPoint> RadiusArea::cells(const SquareBoard &board) const
{
    QVector<QPoint> result;
    if (m_radius < 0)
        return result;
    for (int y = qMax(0, m_centre.y() - m_radius);
         y <= qMin(board.height - 1, m_centre.y() + m_radius); ++y) {
        for (int x = qMax(0, m_centre.x() - m_radius);
             x <= qMin(board.width - 1, m_centre.x() + m_radius); ++x)
            result.append({x, y});
    }
    return result;
}

bool RadiusArea::touches(QPoint anchor, int size) const
{
    if (m_radius < 0)
        return false;
    const QRect area(m_centre.x() - m_radius, m_centre.y() - m_radius, 2 * m_radius + 1,
                     2 * m_radius + 1);
    return area.intersects(Token::footprintAt(anchor, size));
}

QStringList RadiusArea::tokensInside(const Encounter &encounter, Perspective perspective) const
{
    QStringList ids;
    for (const Token &token : encounter.tokens) {
        if (perspective == Perspective::Players && token.hidden)
            continue;
        // Off-map footprint cells are ignored (docs/rules.md §5.12), so an area centred off the
        // map holds no token.
        const QRect footprint = token.footprintRect();
        bool inside = false;
        for (int y = footprint.top(); y <= footprint.bottom() && !inside; ++y) {
            for (int x = footprint.left(); x <= footprint.right() && !inside; ++x)
                inside = encounter.board.square.contains(x, y) && contains({x, y});
        }
        if (inside)
            ids.append(token.id);
    }
    ids.sort();
    return ids;
}

int RadiusArea::fieldTriggers(const QVector<QPoint> &steps, int size) const
{
    int triggers = 0;
    for (int i = 1; i < steps.size(); ++i) {
        const QRect old = Token::footprintAt(steps[i - 1], size);
        const QRect now = Token::footprintAt(steps[i], size);
        bool entered = false;
        for (int y = now.top(); y <= now.bottom() && !entered; ++y) {
            for (int x = now.left(); x <= now.right() && !entered; ++x)
                entered = !old.contains(x, y) && contains({x, y});
        }
        if (entered)
            ++triggers;
    }
    return triggers;
}

int RadiusArea::zoneEntries(const QVector<QPoint> &steps, int size) const
{
    int entries = 0;
    for (int i = 1; i < steps.size(); ++i) {
        if (!touches(steps[i - 1], size) && touches(steps[i], size))
            ++entries;
    }
    return entries;
}
