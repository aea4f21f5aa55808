#include "tacticalmap.h"

#include "coverlevel.h"
#include "highground.h"
#include "lineofsight.h"
#include "occupancymap.h"
#include "squaregeometry.h"
#include "surrounded.h"
#include "zocmap.h"
#include "zoneofcontrol.h"

#include <algorithm>

namespace
{

// The reasons in sorted order of their ids, so a cell's list comes out sorted as it is built.
enum Reason {
    HighGroundReason,
    LineOfSightReason,
    NoExtraZocReason,
    NotSurroundedReason,
    TargetExposedReason,
    TokenCoveredReason,
    UnhinderedReason,
    ReasonCount
};

QString reasonId(int reason)
{
    switch (reason) {
    case HighGroundReason:
        return QStringLiteral("high-ground");
    case LineOfSightReason:
        return QStringLiteral("line-of-sight");
    case NoExtraZocReason:
        return QStringLiteral("no-extra-zoc");
    case NotSurroundedReason:
        return QStringLiteral("not-surrounded");
    case TargetExposedReason:
        return QStringLiteral("target-exposed");
    case TokenCoveredReason:
        return QStringLiteral("token-covered");
    default:
        return QStringLiteral("unhindered");
    }
}

int weightOf(int reason, const TacticsWeights &w)
{
    switch (reason) {
    case HighGroundReason:
        return w.highGround;
    case LineOfSightReason:
        return w.lineOfSight;
    case NoExtraZocReason:
        return w.noExtraZoc;
    case NotSurroundedReason:
        return w.notSurrounded;
    case TargetExposedReason:
        return w.targetExposed;
    case TokenCoveredReason:
        return w.tokenCovered;
    default:
        return w.unhindered;
    }
}

// A wall can touch a segment only if its bounding box meets the segment's; every segment this
// map draws (sight T<->G, cover lines from G, T's one-pace steps) lies in the closed rectangle
// of `cells`, so the other walls can be left out without changing any answer.
QList<WallSegment> wallsMeeting(const QList<WallSegment> &walls, const QRect &cells)
{
    constexpr qint64 C = SquareGeometry::Cell;
    const qint64 x0 = qint64(cells.left()) * C;
    const qint64 x1 = qint64(cells.right() + 1) * C;
    const qint64 y0 = qint64(cells.top()) * C;
    const qint64 y1 = qint64(cells.bottom() + 1) * C;
    QList<WallSegment> kept;
    for (const auto &w : walls) {
        if (!w.blocks() || std::max(w.x1, w.x2) < x0 || std::min(w.x1, w.x2) > x1 ||
            std::max(w.y1, w.y2) < y0 || std::min(w.y1, w.y2) > y1)
            continue;
        kept.append(w);
    }
    return kept;
}

} // namespace

QStringList TacticalMap::reasonIds()
{
    QStringList ids;
    for (int r = 0; r < ReasonCount; ++r)
        ids << reasonId(r);
    return ids;
}

QVector<TacticalMap::Cell> TacticalMap::compute(const Encounter &encounter, int tokenIndex,
                                                int targetIndex)
{
    if (!encounter.board.isSquare() || !encounter.rules || tokenIndex < 0 ||
        tokenIndex >= encounter.tokens.size())
        return {};
    const double budget =
        MovementField::defaultBudget(encounter.tokens[tokenIndex], *encounter.rules);
    const MovementField field(encounter, tokenIndex, budget);
    return compute(encounter, tokenIndex, targetIndex, field, budget);
}

QVector<TacticalMap::Cell> TacticalMap::compute(const Encounter &encounter, int tokenIndex,
                                                int targetIndex, const MovementField &field,
                                                double budget)
{
    const int n = encounter.tokens.size();
    if (!encounter.board.isSquare() || !encounter.rules || tokenIndex < 0 || tokenIndex >= n ||
        targetIndex < 0 || targetIndex >= n || tokenIndex == targetIndex)
        return {};
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const Token &token = encounter.tokens[tokenIndex];
    const Token &target = encounter.tokens[targetIndex];
    const QRect targetRect = target.footprintRect();

    // §1.10: the start (cost 0) and every anchor `reach` prints, sorted by y, then x.
    QVector<MovementField::Reached> anchors = field.reachable(budget);
    const MovementField::Reached start{field.start(), 0};
    anchors.insert(
        std::lower_bound(anchors.begin(), anchors.end(), start,
                         [](const MovementField::Reached &l, const MovementField::Reached &r) {
                             return l.anchor.y() != r.anchor.y() ? l.anchor.y() < r.anchor.y()
                                                                 : l.anchor.x() < r.anchor.x();
                         }),
        start);

    // Every cell a per-anchor question looks at lies in `region`: T's footprints grown by one
    // (the steps of §1.5 rule A and the corner cells of rule B).
    QRect region;
    for (const auto &a : anchors)
        region |= token.footprintAt(a.anchor).adjusted(-1, -1, 1, 1);

    // One copy of the encounter in which only T moves. Walls that cannot touch any segment
    // drawn here are left out of it (wallsMeeting); nothing else differs from `encounter`.
    Encounter moved = encounter;
    moved.board.square.walls = wallsMeeting(board.walls, region.united(targetRect));
    Token &mover = moved.tokens[tokenIndex];
    const SquareBoard &movedBoard = moved.board.square;

    // Built once, valid at every anchor. Occupancy keeps T at its start: every question that
    // reads it (LineOfSight, rule A's steps, rule B's corners) leaves T's own entries out.
    const OccupancyMap occupancy(encounter, Perspective::GameMaster);
    // The zones of T's enemies near the region. A zone depends on its owner and the board only:
    // tokens never cut a zone (docs/rules.md §5.4), so T's position changes none of them. T's
    // own zone moves with it but is no answer's business (T is never its own enemy, §1.3).
    ZocMap zocs(board.width, board.height);
    for (int j = 0; j < n; ++j) {
        const Token &other = encounter.tokens[j];
        if (j == tokenIndex || !encounter.areEnemies(token, other) ||
            !ZoneOfControl::isActive(other, rules) ||
            !ZoneOfControl::bounds(other, board, rules).intersects(region))
            continue;
        zocs.add(j, ZoneOfControl::cells(other, board, rules));
    }
    const qint64 targetElevation = HighGround::elevation(target, board);

    // `meters` (§1.9): a cell's cover level from G depends on the cell alone; cache it.
    const bool coverLevels = !rules.coverLevels.isEmpty();
    QVector<qint8> blockedLines;
    if (coverLevels)
        blockedLines.fill(-1, qMax(0, board.width) * qMax(0, board.height));
    auto blockedFrom = [&](int x, int y) {
        if (!board.contains(x, y))
            return CoverLevel::of({x, y}, targetRect, movedBoard, rules).blocked;
        auto &slot = blockedLines[y * board.width + x];
        if (slot < 0)
            slot = qint8(CoverLevel::of({x, y}, targetRect, movedBoard, rules).blocked);
        return int(slot);
    };

    const TacticsWeights &weights = rules.tactics;
    QVector<Cell> cells;
    cells.reserve(anchors.size());
    for (const auto &reached : anchors) {
        mover.x = reached.anchor.x();
        mover.y = reached.anchor.y();
        const QRect footprint = mover.footprintRect();
        bool holds[ReasonCount] = {};

        // 1–2. §1.6 from T to G: sight, and G without cover from T's best line.
        const auto sight = LineOfSight::between(tokenIndex, targetIndex, moved, occupancy);
        holds[LineOfSightReason] = sight.lineOfSight;
        holds[TargetExposedReason] = sight.lineOfSight && !sight.cover;

        // 3. T covered from G's side. With cover levels (§1.9): every footprint cell is at least
        // partly hidden from G (one blocked line or more). Otherwise §1.6 for G's attack on T,
        // which tests the same segments as T's on G (§1.6 "symmetric").
        if (coverLevels) {
            bool covered = true;
            for (int y = footprint.top(); y <= footprint.bottom() && covered; ++y) {
                for (int x = footprint.left(); x <= footprint.right() && covered; ++x)
                    covered = blockedFrom(x, y) >= 1;
            }
            holds[TokenCoveredReason] = covered;
        } else {
            holds[TokenCoveredReason] = !sight.lineOfSight || sight.cover;
        }

        // 4. §1.8: the highest ground under each footprint, plus altitude.
        holds[HighGroundReason] =
            HighGround::melee(HighGround::elevation(mover, board) - targetElevation, rules) ==
            HighGround::Melee::Boon;

        // 5–6. §1.4/§1.5: E_in at this anchor, then the surrounded rules with T standing here.
        const auto holding = Surrounded::enemiesHolding(tokenIndex, moved, zocs);
        holds[NotSurroundedReason] =
            !Surrounded::evaluate(tokenIndex, holding, moved, occupancy, zocs).isSurrounded();
        holds[NoExtraZocReason] =
            std::none_of(holding.begin(), holding.end(), [&](int e) { return e != targetIndex; });

        // 7. §1.7 hindering along the cheapest path; the start has no step, so none.
        if (reached.anchor == field.start()) {
            holds[UnhinderedReason] = true;
        } else {
            const auto path = field.pathTo(reached.anchor);
            holds[UnhinderedReason] = path && path->hinderedBy.isEmpty();
        }

        Cell cell;
        cell.anchor = reached.anchor;
        cell.cost = reached.cost;
        for (int r = 0; r < ReasonCount; ++r) {
            if (!holds[r])
                continue;
            cell.reasons << reasonId(r);
            cell.score += weightOf(r, weights);
        }
        cells << cell;
    }
    return cells;
}
