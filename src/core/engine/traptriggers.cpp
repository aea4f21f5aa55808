#include "traptriggers.h"

#include <algorithm>

namespace
{

// The trap holds a cell of the footprint anchored at `anchor`.
bool footprintMeets(const BoardTrap &trap, QPoint anchor, int size)
{
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            if (trap.covers(anchor.x() + dx, anchor.y() + dy))
                return true;
        }
    }
    return false;
}

// The footprint at `to` holds a trap cell the footprint at `from` did not hold.
bool footprintEnters(const BoardTrap &trap, QPoint from, QPoint to, int size)
{
    for (int dy = 0; dy < size; ++dy) {
        for (int dx = 0; dx < size; ++dx) {
            const int x = to.x() + dx;
            const int y = to.y() + dy;
            const bool heldBefore =
                x >= from.x() && x < from.x() + size && y >= from.y() && y < from.y() + size;
            if (!heldBefore && trap.covers(x, y))
                return true;
        }
    }
    return false;
}

} // namespace

QList<TrapTriggers::Sprung> TrapTriggers::alongPath(const SquareBoard &board,
                                                    const QVector<QPoint> &steps, int size,
                                                    bool includeHidden)
{
    QList<Sprung> sprung;
    for (int i = 1; i < steps.size(); ++i) {
        for (const BoardTrap &trap : board.traps) {
            if ((trap.hidden && !includeHidden) || trap.trigger == BoardTrap::Trigger::Turn)
                continue;
            const bool fires = trap.trigger == BoardTrap::Trigger::Enter
                                   ? footprintEnters(trap, steps[i - 1], steps[i], size)
                                   : footprintMeets(trap, steps[i], size);
            if (!fires)
                continue;
            const bool already = std::any_of(sprung.cbegin(), sprung.cend(),
                                             [&](const Sprung &s) { return s.trapId == trap.id; });
            if (!already)
                sprung << Sprung{trap.id, i, steps[i]};
        }
    }
    return sprung;
}

QStringList TrapTriggers::idsAlongPath(const SquareBoard &board, const QVector<QPoint> &steps,
                                       int size, bool includeHidden)
{
    QStringList ids;
    for (const Sprung &s : alongPath(board, steps, size, includeHidden))
        ids << s.trapId;
    return ids;
}

QStringList TrapTriggers::startsTurnIn(const SquareBoard &board, QPoint anchor, int size,
                                       bool includeHidden)
{
    QStringList ids;
    for (const BoardTrap &trap : board.traps) {
        if (trap.trigger == BoardTrap::Trigger::Turn && (includeHidden || !trap.hidden) &&
            footprintMeets(trap, anchor, size))
            ids << trap.id;
    }
    return ids;
}
