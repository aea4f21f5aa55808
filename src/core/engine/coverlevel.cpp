#include "coverlevel.h"

#include "squaregeometry.h"

MicroPoint CoverLevel::observerPoint(const QRect &observer)
{
    constexpr qint64 C = SquareGeometry::Cell;
    // Centre of the square: (left + width / 2) cells, exact in micro-cells for any size.
    return {observer.left() * C + observer.width() * C / 2,
            observer.top() * C + observer.height() * C / 2};
}

bool CoverLevel::lineBlocked(MicroPoint from, MicroPoint to, const QRect &observer, QPoint cell,
                             const SquareBoard &board, const RuleSet &rules)
{
    if (SquareGeometry::touchesAnyWall(from, to, board.walls))
        return true;
    bool blocked = false;
    SquareGeometry::forEachCellCrossed(from, to, [&](int x, int y) {
        if (blocked || !board.contains(x, y) || observer.contains(x, y) || QPoint(x, y) == cell)
            return;
        const int kind = board.terrainAt(x, y);
        blocked = kind >= 0 && rules.terrainKinds[kind].blocksSight;
    });
    return blocked;
}

int CoverLevel::blockedLines(QPoint cell, const QRect &observer, const SquareBoard &board,
                             const RuleSet &rules)
{
    const MicroPoint from = observerPoint(observer);
    // Seed 003 sneaking, read by docs/rules.md §1.9: the cell's centre and its four corners.
    const MicroPoint ends[Lines] = {
        SquareGeometry::cellCentre(cell.x(), cell.y()),
        SquareGeometry::cellCorner(cell.x(), cell.y()),
        SquareGeometry::cellCorner(cell.x() + 1, cell.y()),
        SquareGeometry::cellCorner(cell.x(), cell.y() + 1),
        SquareGeometry::cellCorner(cell.x() + 1, cell.y() + 1),
    };
    int blocked = 0;
    for (const MicroPoint &end : ends) {
        if (lineBlocked(from, end, observer, cell, board, rules))
            ++blocked;
    }
    return blocked;
}

bool CoverLevel::hasNoCoverNearby(QPoint cell, const SquareBoard &board, const RuleSet &rules)
{
    for (int y = cell.y() - 1; y <= cell.y() + 1; ++y) {
        for (int x = cell.x() - 1; x <= cell.x() + 1; ++x) {
            if (!board.contains(x, y))
                continue;
            const int kind = board.terrainAt(x, y);
            if (kind >= 0 &&
                (rules.terrainKinds[kind].blocksSight || rules.terrainKinds[kind].givesCover))
                return false;
        }
    }
    return true;
}

CoverLevel::Result CoverLevel::classify(int blocked, bool openField, const RuleSet &rules)
{
    Result result;
    result.blocked = blocked;
    if (openField && blocked == 0) {
        result.openField = true;
        result.id = QStringLiteral("open-field");
        result.name = QStringLiteral("Open field");
        result.advantage = rules.openFieldAdvantage;
        return result;
    }
    for (const auto &level : rules.coverLevels) {
        if (level.minBlocked <= blocked && blocked <= level.maxBlocked) {
            result.id = level.id;
            result.name = level.name;
            result.advantage = level.advantage;
            break;
        }
    }
    return result;
}

CoverLevel::Result CoverLevel::of(QPoint cell, const QRect &observer, const SquareBoard &board,
                                  const RuleSet &rules)
{
    const int blocked = blockedLines(cell, observer, board, rules);
    return classify(blocked, blocked == 0 && hasNoCoverNearby(cell, board, rules), rules);
}
