#include "fogview.h"

#include "partyvision.h"

FogView FogView::of(const Encounter &encounter)
{
    FogView view;
    const auto &fog = encounter.fog;
    view.m_enabled = fog.enabled;
    view.m_square = encounter.board.isSquare();
    if (!fog.enabled)
        return view;
    const bool partySight = fog.mode == FogOfWar::Mode::PartySight;
    if (!view.m_square) {
        // The Combat Grid has no walls to hide behind: party sight reveals every position
        // the party could name, which is all of them; the GM's reveals are what count.
        view.m_visiblePositions = fog.revealedPositions;
        if (partySight && encounter.rules) {
            for (const auto &p : encounter.rules->positions)
                view.m_visiblePositions.insert(p.id);
        }
        if (partySight && fog.keepExplored)
            view.m_exploredPositions = fog.exploredPositions;
        return view;
    }
    const auto &board = encounter.board.square;
    view.m_width = board.width;
    view.m_height = board.height;
    view.m_cells.fill(State::Hidden, qsizetype(board.width) * board.height);
    auto set = [&](const QPoint &c, State s) {
        if (c.x() >= 0 && c.y() >= 0 && c.x() < board.width && c.y() < board.height) {
            auto &state = view.m_cells[qsizetype(c.y()) * board.width + c.x()];
            state = std::max(state, s);
        }
    };
    if (partySight) {
        // Light counts: the party sees lit cells, and dark ones within darkvision (rules §8.2).
        view.m_sight = PartyVision::cells(encounter, encounter.partySide());
        if (fog.keepExplored) {
            for (const auto &c : fog.explored)
                set(c, State::Explored);
        }
        for (const auto &c : std::as_const(view.m_sight))
            set(c, State::Visible);
    }
    for (const auto &c : fog.revealed)
        set(c, State::Visible);
    return view;
}

FogView::State FogView::cell(QPoint cell) const
{
    if (!m_enabled)
        return State::Visible;
    if (!m_square || cell.x() < 0 || cell.y() < 0 || cell.x() >= m_width || cell.y() >= m_height)
        return State::Hidden;
    return m_cells[qsizetype(cell.y()) * m_width + cell.x()];
}

FogView::State FogView::position(const QString &positionId) const
{
    if (!m_enabled)
        return State::Visible;
    if (m_visiblePositions.contains(positionId))
        return State::Visible;
    return m_exploredPositions.contains(positionId) ? State::Explored : State::Hidden;
}

bool FogView::shows(const Token &token) const
{
    if (!m_enabled)
        return true;
    if (!m_square)
        return position(token.position) == State::Visible;
    const QRect r = token.footprintRect();
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            if (cell({x, y}) == State::Visible)
                return true;
        }
    }
    return false;
}
