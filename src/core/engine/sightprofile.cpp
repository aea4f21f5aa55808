#include "sightprofile.h"

#include "centrepairs.h"
#include "heightlineofsight.h"
#include "occupancymap.h"
#include "sightgrid.h"
#include "squaregeometry.h"

#include <QCoreApplication>
#include <cmath>

namespace
{

constexpr double MicroPerCell = double(SquareGeometry::Cell);

bool inRect(const QRect &r, int x, int y)
{
    return x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom();
}

double meters(qint64 micrometres)
{
    return FixedPoint::toDouble(micrometres);
}

QString metersText(double value)
{
    return QCoreApplication::translate("SightProfile", "%1 m")
        .arg(QString::number(std::round(value * 100) / 100, 'g', 8));
}

QString cellText(QPoint c)
{
    return QStringLiteral("%1,%2").arg(c.x()).arg(c.y());
}

// "Obstacle (low wall, crates, boulder)" reads "obstacle" in a sentence.
QString shortName(const QString &name)
{
    QString s = name.section(QStringLiteral(" ("), 0, 0);
    if (!s.isEmpty())
        s[0] = s[0].toLower();
    return s;
}

// Where the closed segment pq meets the wall ab, as a parameter of pq (for drawing only): the
// crossing, or the nearer end of a stretch they share.
double meetingParameter(MicroPoint p, MicroPoint q, MicroPoint a, MicroPoint b)
{
    const double dx = double(q.x - p.x), dy = double(q.y - p.y);
    const double ex = double(b.x - a.x), ey = double(b.y - a.y);
    const double den = dx * ey - dy * ex;
    const double dd = dx * dx + dy * dy;
    if (dd == 0)
        return 0;
    if (den != 0)
        return ((a.x - p.x) * ey - (a.y - p.y) * ex) / den;
    const double ta = ((a.x - p.x) * dx + (a.y - p.y) * dy) / dd;
    const double tb = ((b.x - p.x) * dx + (b.y - p.y) * dy) / dd;
    return std::clamp(std::min(ta, tb), 0.0, 1.0);
}

double toDouble(const HeightLine::Param &t)
{
    return double(t.num) / double(t.den);
}

} // namespace

std::optional<SightProfile> SightProfile::between(int a, int b, const Encounter &encounter)
{
    if (!encounter.board.isSquare() || !encounter.rules || a == b ||
        !encounter.board.square.sightOverHeights)
        return std::nullopt;
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const OccupancyMap occupancy(encounter, Perspective::GameMaster);
    HeightLineOfSight bodies;
    bodies.prepare(encounter);
    const QRect fa = encounter.tokens[a].footprintRect();
    const QRect fb = encounter.tokens[b].footprintRect();

    // The segment the answer rests on: the first clear one, else covered, else blocked.
    std::optional<std::pair<QPoint, QPoint>> chosen[3];
    CentrePairs::forEach(fa, fb, [&](int ax, int ay, int bx, int by) {
        const auto verdict = bodies.segment(a, b, {ax, ay}, {bx, by}, encounter, occupancy);
        auto &slot = chosen[int(verdict)];
        if (!slot)
            slot = std::make_pair(QPoint(ax, ay), QPoint(bx, by));
    });
    const auto &pick = chosen[0] ? chosen[0] : (chosen[1] ? chosen[1] : chosen[2]);
    SightProfile profile;
    profile.fromCell = pick->first;
    profile.toCell = pick->second;
    profile.fromEye = meters(bodies.eyeOf(a));
    profile.toEye = meters(bodies.eyeOf(b));
    const MicroPoint p = SquareGeometry::cellCentre(pick->first.x(), pick->first.y());
    const MicroPoint q = SquareGeometry::cellCentre(pick->second.x(), pick->second.y());
    const HeightLine line(p, bodies.eyeOf(a), q, bodies.eyeOf(b));
    profile.length = std::hypot(double(q.x - p.x), double(q.y - p.y)) / MicroPerCell;
    const HeightSight sight(board, rules);
    double firstBlock = 2; // a parameter; above 1 until something blocks
    QString blockReason;

    SightGrid::walk(
        pick->first.x(), pick->first.y(), pick->second.x(), pick->second.y(), [&](int x, int y) {
            if (!board.contains(x, y) || inRect(fa, x, y) || inRect(fb, x, y))
                return true;
            HeightLine::Param lo;
            HeightLine::Param hi;
            line.stretch(x, y, lo, hi);
            Cell cell;
            cell.cell = {x, y};
            cell.from = toDouble(lo) * profile.length;
            cell.to = toDouble(hi) * profile.length;
            cell.ground = meters(board.elevationAt(x, y));
            const int kind = board.terrainAt(x, y);
            if (kind >= 0 &&
                (rules.terrainKinds[kind].blocksSight || rules.terrainKinds[kind].givesCover)) {
                const qint64 top = board.terrainTopAt(x, y);
                cell.tall = top == SquareBoard::NoTop;
                if (!cell.tall)
                    cell.top = meters(top);
                cell.blocksSight = rules.terrainKinds[kind].blocksSight;
                cell.terrainName = rules.terrainKinds[kind].name;
            }
            const auto block = sight.blockAt(line, x, y);
            const double lowest = toDouble(line.lowestOnStretch(x, y));
            if (block != HeightSight::CellBlock::None && lowest < firstBlock) {
                firstBlock = lowest;
                blockReason =
                    block == HeightSight::CellBlock::Ground
                        ? QCoreApplication::translate("SightProfile",
                                                      "hidden by the terrace (%1) at %2")
                              .arg(metersText(cell.ground), cellText(cell.cell))
                    : cell.tall
                        ? QCoreApplication::translate("SightProfile", "hidden by the %1 at %2")
                              .arg(shortName(cell.terrainName), cellText(cell.cell))
                        : QCoreApplication::translate("SightProfile", "hidden by the %1 (%2) at %3")
                              .arg(shortName(cell.terrainName), metersText(*cell.top),
                                   cellText(cell.cell));
            }
            if (!cell.terrainName.isEmpty() && !cell.blocksSight) {
                if (sight.terrainCoversAt(line, x, y)) {
                    profile.reasons
                        << (cell.tall ? QCoreApplication::translate("SightProfile",
                                                                    "covered by the %1 at %2")
                                            .arg(shortName(cell.terrainName), cellText(cell.cell))
                                      : QCoreApplication::translate("SightProfile",
                                                                    "covered by the %1 (%2) at %3")
                                            .arg(shortName(cell.terrainName), metersText(*cell.top),
                                                 cellText(cell.cell)));
                    profile.covered = true;
                } else {
                    profile.reasons
                        << QCoreApplication::translate("SightProfile", "over the %1 (%2) at %3")
                               .arg(shortName(cell.terrainName), metersText(*cell.top),
                                    cellText(cell.cell));
                }
            }
            for (const int holder : occupancy.holders(x, y)) {
                if (holder == a || holder == b)
                    continue;
                Body body;
                body.tokenId = encounter.tokens[holder].id;
                body.from = cell.from;
                body.to = cell.to;
                body.foot = meters(bodies.footOf(holder));
                body.eye = meters(bodies.eyeOf(holder));
                body.covers = line.meetsBody(x, y, bodies.footOf(holder), bodies.eyeOf(holder));
                const QString name = encounter.tokens[holder].name.isEmpty()
                                         ? body.tokenId
                                         : encounter.tokens[holder].name;
                if (body.covers) {
                    profile.covered = true;
                    profile.reasons
                        << QCoreApplication::translate("SightProfile", "covered by %1").arg(name);
                } else {
                    profile.reasons
                        << QCoreApplication::translate("SightProfile", "past %1").arg(name);
                }
                profile.bodies << body;
            }
            profile.cells << cell;
            return true;
        });

    for (const auto &wall : board.walls) {
        if (!wall.blocks() || !SquareGeometry::touchesWall(p, q, wall))
            continue;
        Wall met;
        const double t = meetingParameter(p, q, {wall.x1, wall.y1}, {wall.x2, wall.y2});
        met.at = t * profile.length;
        met.door = wall.door != WallSegment::Door::None;
        if (wall.topMicrometres)
            met.top = meters(*wall.topMicrometres);
        profile.walls << met;
        if (HeightSight::wallBlocks(line, wall, false) && t < firstBlock) {
            firstBlock = t;
            blockReason =
                !met.top
                    ? (met.door
                           ? QCoreApplication::translate("SightProfile", "stopped by a closed door")
                           : QCoreApplication::translate("SightProfile", "stopped by a wall"))
                : met.door
                    ? QCoreApplication::translate("SightProfile", "under the door's top (%1)")
                          .arg(metersText(*met.top))
                    : QCoreApplication::translate("SightProfile", "under the wall's top (%1)")
                          .arg(metersText(*met.top));
        } else if (met.top) {
            profile.reasons << QCoreApplication::translate("SightProfile",
                                                           "over the wall's top (%1)")
                                   .arg(metersText(*met.top));
        }
    }
    if (firstBlock <= 1) {
        profile.blocked = true;
        profile.covered = false;
        profile.blockAt = firstBlock * profile.length;
        profile.blockZ = profile.fromEye + firstBlock * (profile.toEye - profile.fromEye);
        profile.reasons.prepend(blockReason);
    }
    return profile;
}
