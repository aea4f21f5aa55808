#include "coverlevel.h"

#include "squaregeometry.h"

#include <QCoreApplication>
#include <algorithm>
#include <iterator>

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

void CoverLevel::castLines(QPoint cell, QPoint from, const QRect &observer,
                           const SquareBoard &board, const RuleSet &rules, bool (&blocked)[Lines])
{
    const MicroPoint start = SquareGeometry::cellCentre(from.x(), from.y());
    // Seed 003 sneaking, read by docs/rules.md §1.9: the cell's centre and its four corners.
    const MicroPoint ends[Lines] = {
        SquareGeometry::cellCentre(cell.x(), cell.y()),
        SquareGeometry::cellCorner(cell.x(), cell.y()),
        SquareGeometry::cellCorner(cell.x() + 1, cell.y()),
        SquareGeometry::cellCorner(cell.x(), cell.y() + 1),
        SquareGeometry::cellCorner(cell.x() + 1, cell.y() + 1),
    };
    for (int i = 0; i < Lines; ++i)
        blocked[i] = lineBlocked(start, ends[i], observer, cell, board, rules);
}

int CoverLevel::blockedLines(QPoint cell, const QRect &observer, const SquareBoard &board,
                             const RuleSet &rules)
{
    return of(cell, observer, board, rules).blocked;
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
    return !wallNear(cell, board);
}

bool CoverLevel::wallNear(QPoint cell, const SquareBoard &board)
{
    constexpr qint64 C = SquareGeometry::Cell;
    const qint64 left = (cell.x() - 1) * C, right = (cell.x() + 2) * C;
    const qint64 top = (cell.y() - 1) * C, bottom = (cell.y() + 2) * C;
    const MicroPoint corners[4] = {{left, top}, {right, top}, {right, bottom}, {left, bottom}};
    auto inside = [&](MicroPoint p) {
        return left <= p.x && p.x <= right && top <= p.y && p.y <= bottom;
    };
    for (const auto &wall : board.walls) {
        if (!wall.blocks())
            continue;
        const MicroPoint a{wall.x1, wall.y1}, b{wall.x2, wall.y2};
        if (inside(a) || inside(b))
            return true;
        for (int i = 0; i < 4; ++i) {
            if (SquareGeometry::segmentsTouch(a, b, corners[i], corners[(i + 1) % 4]))
                return true;
        }
    }
    return false;
}

CoverLevel::Result CoverLevel::classify(int blocked, bool openField, const RuleSet &rules)
{
    Result result;
    result.blocked = blocked;
    if (openField && blocked == 0) {
        result.openField = true;
        result.id = QStringLiteral("open-field");
        result.name = QCoreApplication::translate("CoverLevel", "Open field");
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
    Result best;
    best.blocked = Lines + 1;
    for (int y = observer.top(); y <= observer.bottom(); ++y) {
        for (int x = observer.left(); x <= observer.right(); ++x) {
            if (!board.contains(x, y))
                continue; // off-map footprint cells are ignored (docs/rules.md §5.12)
            bool blocked[Lines];
            castLines(cell, {x, y}, observer, board, rules, blocked);
            const int count = int(std::count(std::begin(blocked), std::end(blocked), true));
            if (count >= best.blocked)
                continue;
            best.blocked = count;
            best.from = {x, y};
            std::copy(std::begin(blocked), std::end(blocked), std::begin(best.lineBlocked));
            if (count == 0)
                break;
        }
        if (best.blocked == 0)
            break;
    }
    Result result =
        classify(best.blocked, best.blocked == 0 && hasNoCoverNearby(cell, board, rules), rules);
    result.from = best.from;
    std::copy(std::begin(best.lineBlocked), std::end(best.lineBlocked),
              std::begin(result.lineBlocked));
    return result;
}
