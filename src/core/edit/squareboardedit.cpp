#include "squareboardedit.h"

#include "engine/squaregeometry.h"
#include "model/fixedpoint.h"
#include "model/ruleset.h"

#include <QMap>
#include <algorithm>
#include <cmath>

namespace SquareBoardEdit
{

namespace
{

void report(QRect *touched, const QRect &area)
{
    if (touched)
        *touched = area;
}

qint64 floorCell(qint64 micro)
{
    return micro >= 0 ? micro / FixedPoint::Scale
                      : -((-micro + FixedPoint::Scale - 1) / FixedPoint::Scale);
}

SquareBoard rebuilt(const SquareBoard &board, const RuleSet &rules)
{
    SquareBoard copy = board;
    copy.rebuild(rules);
    return copy;
}

template<typename T, typename Cell> QVector<T> rasterOf(const SquareBoard &board, Cell cell)
{
    QVector<T> raster;
    raster.reserve(qMax(0, board.width) * qMax(0, board.height));
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x)
            raster << cell(x, y);
    }
    return raster;
}

// Entries for one value (kind or height) of a raster, as the header describes.
QList<TerrainEntry> entriesFor(const QVector<bool> &mask, int width, int height,
                               const TerrainEntry &prototype)
{
    QList<TerrainEntry> entries;
    QList<QPoint> singles;
    QList<QRect> rects;
    for (const QRect &r : mergeRects(mask, width, height)) {
        if (r.width() * r.height() == 1)
            singles << r.topLeft();
        else
            rects << r;
    }
    if (singles.isEmpty() && rects.isEmpty())
        return entries;
    TerrainEntry first = prototype;
    first.cells = singles;
    first.hasCells = !singles.isEmpty();
    if (!rects.isEmpty())
        first.rects = {rects.front()};
    first.hasRects = !rects.isEmpty();
    entries << first;
    for (qsizetype i = 1; i < rects.size(); ++i) {
        TerrainEntry entry;
        entry.kind = prototype.kind;
        entry.micrometres = prototype.micrometres;
        entry.heightMicrometres = prototype.heightMicrometres;
        entry.rects = {rects[i]};
        entry.hasRects = true;
        entries << entry;
    }
    return entries;
}

// a/b compared with c/d for a, c >= 0 and b, d > 0, without forming a*d (which can overflow
// even 128 bits for squared distances): compare the integer parts, then the reciprocals of the
// remainders, as a continued fraction does.
int compareFractions(Int128 a, Int128 b, Int128 c, Int128 d)
{
    bool flipped = false;
    while (true) {
        const Int128 q1 = a / b;
        const Int128 q2 = c / d;
        if (q1 != q2)
            return (q1 < q2 ? -1 : 1) * (flipped ? -1 : 1);
        const Int128 r1 = a % b;
        const Int128 r2 = c % d;
        if (r1 == 0 || r2 == 0) {
            const int result = (r1 == 0 && r2 == 0) ? 0 : (r1 == 0 ? -1 : 1);
            return result * (flipped ? -1 : 1);
        }
        // r1/b < r2/d  <=>  b/r1 > d/r2: continue with the reciprocals, order flipped.
        const Int128 nextA = b;
        const Int128 nextC = d;
        a = nextA;
        b = r1;
        c = nextC;
        d = r2;
        flipped = !flipped;
    }
}

// Squared distance from p to segment ab as a fraction num/den (den > 0).
struct Fraction {
    Int128 num = 0;
    Int128 den = 1;
};

Fraction squaredDistance(qint64 px, qint64 py, const WallSegment &w)
{
    const Int128 dx = Int128(w.x2) - w.x1;
    const Int128 dy = Int128(w.y2) - w.y1;
    const Int128 ax = Int128(px) - w.x1;
    const Int128 ay = Int128(py) - w.y1;
    const Int128 length2 = dx * dx + dy * dy;
    const Int128 dot = ax * dx + ay * dy;
    if (length2 == 0 || dot <= 0)
        return {ax * ax + ay * ay, 1};
    if (dot >= length2) {
        const Int128 bx = Int128(px) - w.x2;
        const Int128 by = Int128(py) - w.y2;
        return {bx * bx + by * by, 1};
    }
    const Int128 cross = dx * ay - dy * ax;
    return {cross * cross, length2};
}

bool sameEntry(const TerrainEntry &a, const TerrainEntry &b)
{
    return a.kind == b.kind && a.micrometres == b.micrometres && a.cells == b.cells &&
           a.rects == b.rects && a.hasCells == b.hasCells && a.hasRects == b.hasRects &&
           a.extra == b.extra && a.heightMicrometres == b.heightMicrometres;
}

bool sameWall(const WallSegment &a, const WallSegment &b)
{
    return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2 && a.door == b.door &&
           a.extra == b.extra && a.topMicrometres == b.topMicrometres;
}

bool sameEntries(const QList<TerrainEntry> &a, const QList<TerrainEntry> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), sameEntry);
}

// The rasters of a rebuilt board: terrain kinds, and terrain heights (-1: none). The board keeps
// tops (ground plus height), so a height is the top less the ground.
QVector<int> kindsOf(const SquareBoard &b)
{
    return rasterOf<int>(b, [&](int x, int y) { return b.terrainAt(x, y); });
}

QVector<qint64> heightsOf(const SquareBoard &b)
{
    return rasterOf<qint64>(b, [&](int x, int y) {
        const qint64 top = b.terrainTopAt(x, y);
        return top == SquareBoard::NoTop ? qint64(-1) : top - b.elevationAt(x, y);
    });
}

// The heights (-1: none) the cells of kind `index` have, none first, then from low to high;
// just none without a height raster.
QList<qint64> kindHeights(const QVector<int> &raster, const QVector<qint64> *heights, int index)
{
    if (!heights)
        return {-1};
    QList<qint64> found;
    for (qsizetype i = 0; i < raster.size(); ++i) {
        if (raster[i] == index && !found.contains((*heights)[i]))
            found << (*heights)[i];
    }
    std::sort(found.begin(), found.end());
    return found;
}

// Entries for every id from `first` on, each the cells whose raster value is that id's index
// (with `heights`, one group per height of the kind, docs/rules.md §13); an entry keeps the
// unknown keys of an old one of the same kind and height.
QList<TerrainEntry> kindEntries(const QVector<int> &raster, const QVector<qint64> *heights,
                                int width, int height, const QStringList &ids, int first,
                                const QList<TerrainEntry> &oldEntries)
{
    QList<TerrainEntry> entries;
    for (int index = first; index < ids.size(); ++index) {
        for (const qint64 top : kindHeights(raster, heights, index)) {
            TerrainEntry prototype;
            prototype.kind = ids[index];
            if (top >= 0)
                prototype.heightMicrometres = top;
            for (const auto &old : oldEntries) {
                if (old.kind == prototype.kind &&
                    old.heightMicrometres == prototype.heightMicrometres) {
                    prototype.extra = old.extra;
                    break;
                }
            }
            QVector<bool> mask(raster.size());
            for (qsizetype i = 0; i < raster.size(); ++i)
                mask[i] = raster[i] == index && (!heights || (*heights)[i] == top);
            entries << entriesFor(mask, width, height, prototype);
        }
    }
    return entries;
}

// Sets `cells` of the raster to `value`; the bounding rect of the cells that changed.
QRect paintRaster(QVector<int> &raster, const SquareBoard &board, const QList<QPoint> &cells,
                  int value)
{
    QRect area;
    for (const QPoint &c : cells) {
        if (!board.contains(c.x(), c.y()))
            continue;
        int &cell = raster[board.cellIndex(c.x(), c.y())];
        if (cell != value) {
            cell = value;
            area |= QRect(c, QSize(1, 1));
        }
    }
    return area;
}

} // namespace

QVector<int> terrainRaster(const SquareBoard &board, const RuleSet &rules)
{
    return kindsOf(rebuilt(board, rules));
}

QVector<qint64> elevationRaster(const SquareBoard &board, const RuleSet &rules)
{
    const SquareBoard b = rebuilt(board, rules);
    return rasterOf<qint64>(b, [&](int x, int y) { return b.elevationAt(x, y); });
}

QVector<int> lightingRaster(const SquareBoard &board, const RuleSet &rules)
{
    const SquareBoard b = rebuilt(board, rules);
    return rasterOf<int>(b, [&](int x, int y) { return b.lightingAt(x, y); });
}

QVector<qint64> terrainHeightRaster(const SquareBoard &board, const RuleSet &rules)
{
    return heightsOf(rebuilt(board, rules));
}

QList<QPoint> rectCells(const SquareBoard &board, QPoint a, QPoint b)
{
    QList<QPoint> cells;
    const int x0 = qMax(0, qMin(a.x(), b.x()));
    const int x1 = qMin(board.width - 1, qMax(a.x(), b.x()));
    const int y0 = qMax(0, qMin(a.y(), b.y()));
    const int y1 = qMin(board.height - 1, qMax(a.y(), b.y()));
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x)
            cells << QPoint(x, y);
    }
    return cells;
}

QList<QPoint> lineCells(const SquareBoard &board, QPoint a, QPoint b)
{
    // The cells whose interior the segment between the two cell centres meets: the same test
    // as a sight line (docs/rules.md §1.6, SquareGeometry). Unlike Bresenham, a slanted line steps
    // to an edge neighbour wherever it crosses an edge, so a line of wall terrain stops the
    // sight lines that cross it; only where it passes exactly through a corner (always, on an
    // exact diagonal) does it step diagonally, because a corner point meets no interior. So a
    // line drawn on the map holds the cells the analysis sees between those two centres.
    QList<QPoint> cells;
    SquareGeometry::forEachCellCrossed(SquareGeometry::cellCentre(a.x(), a.y()),
                                       SquareGeometry::cellCentre(b.x(), b.y()), [&](int x, int y) {
                                           if (board.contains(x, y))
                                               cells << QPoint(x, y);
                                       });
    // From a to b: by the projection on the line's direction (exact integers), then row-major.
    const qint64 dx = b.x() - a.x();
    const qint64 dy = b.y() - a.y();
    std::sort(cells.begin(), cells.end(), [&](QPoint p, QPoint q) {
        const qint64 pp = (p.x() - a.x()) * dx + (p.y() - a.y()) * dy;
        const qint64 pq = (q.x() - a.x()) * dx + (q.y() - a.y()) * dy;
        if (pp != pq)
            return pp < pq;
        return p.y() != q.y() ? p.y() < q.y() : p.x() < q.x();
    });
    return cells;
}

SquareBoard paintTerrain(const SquareBoard &board, const RuleSet &rules, const QList<QPoint> &cells,
                         const QString &kindId, QRect *touched)
{
    return paintTerrain(board, rules, cells, kindId, std::nullopt, touched);
}

SquareBoard paintTerrain(const SquareBoard &board, const RuleSet &rules, const QList<QPoint> &cells,
                         const QString &kindId, std::optional<qint64> heightMicrometres,
                         QRect *touched)
{
    report(touched, {});
    // docs/file-format.md §3.12: a terrain height is 0 or more.
    if (heightMicrometres && *heightMicrometres < 0)
        return board;
    const int kind = rules.terrainIndex(kindId);
    // Plain ground has no height; -1 stands for none in the height raster.
    const qint64 top = kind >= 0 && heightMicrometres ? *heightMicrometres : -1;
    const SquareBoard before = rebuilt(board, rules);
    QVector<int> kinds = kindsOf(before);
    QVector<qint64> heights = heightsOf(before);
    QRect area;
    for (const QPoint &c : cells) {
        if (!board.contains(c.x(), c.y()))
            continue;
        const int i = board.cellIndex(c.x(), c.y());
        if (kinds[i] != kind || heights[i] != top) {
            kinds[i] = kind;
            heights[i] = top;
            area |= QRect(c, QSize(1, 1));
        }
    }
    report(touched, area);
    if (area.isNull())
        return board;
    SquareBoard result = board;
    result.terrain =
        terrainEntries(kinds, heights, board.width, board.height, rules, board.terrain);
    result.rebuild(rules);
    return result;
}

SquareBoard eraseTerrain(const SquareBoard &board, const RuleSet &rules, const QList<QPoint> &cells,
                         QRect *touched)
{
    return paintTerrain(board, rules, cells, QString(), touched);
}

SquareBoard paintLighting(const SquareBoard &board, const RuleSet &rules,
                          const QList<QPoint> &cells, const QString &levelId, QRect *touched)
{
    // The first level is what an unlit cell has: painting it is erasing (file-format §3.5).
    int level = rules.lightingIndex(levelId);
    if (level <= 0)
        level = -1;
    QVector<int> raster = lightingRaster(board, rules);
    for (int &value : raster)
        value = value <= 0 ? -1 : value; // an entry of bright light lights nothing
    const QRect area = paintRaster(raster, board, cells, level);
    report(touched, area);
    if (area.isNull())
        return board;
    SquareBoard result = board;
    result.lighting = lightingEntries(raster, board.width, board.height, rules, board.lighting);
    result.rebuild(rules);
    return result;
}

namespace
{

template<typename Change>
SquareBoard editElevation(const SquareBoard &board, const RuleSet &rules,
                          const QList<QPoint> &cells, Change change, QRect *touched)
{
    QVector<qint64> raster = elevationRaster(board, rules);
    QVector<bool> done(raster.size(), false); // a cell listed twice moves once
    QRect area;
    for (const QPoint &c : cells) {
        if (!board.contains(c.x(), c.y()))
            continue;
        const int i = board.cellIndex(c.x(), c.y());
        if (done[i])
            continue;
        done[i] = true;
        const qint64 value = change(raster[i]);
        if (value != raster[i]) {
            raster[i] = value;
            area |= QRect(c, QSize(1, 1));
        }
    }
    report(touched, area);
    if (area.isNull())
        return board;
    SquareBoard result = board;
    result.elevation = elevationEntries(raster, board.width, board.height, board.elevation);
    result.rebuild(rules);
    return result;
}

} // namespace

SquareBoard setElevation(const SquareBoard &board, const RuleSet &rules, const QList<QPoint> &cells,
                         qint64 micrometres, QRect *touched)
{
    return editElevation(
        board, rules, cells, [&](qint64) { return micrometres; }, touched);
}

SquareBoard raiseElevation(const SquareBoard &board, const RuleSet &rules,
                           const QList<QPoint> &cells, qint64 deltaMicrometres, QRect *touched)
{
    return editElevation(
        board, rules, cells, [&](qint64 value) { return value + deltaMicrometres; }, touched);
}

QList<QRect> mergeRects(const QVector<bool> &mask, int width, int height)
{
    QList<QRect> rects;
    QVector<bool> free = mask;
    const auto at = [&](int x, int y) { return free[y * width + x]; };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (!at(x, y))
                continue;
            int x1 = x;
            while (x1 + 1 < width && at(x1 + 1, y))
                ++x1;
            int y1 = y;
            while (y1 + 1 < height) {
                bool whole = true;
                for (int i = x; i <= x1 && whole; ++i)
                    whole = at(i, y1 + 1);
                if (!whole)
                    break;
                ++y1;
            }
            for (int j = y; j <= y1; ++j) {
                for (int i = x; i <= x1; ++i)
                    free[j * width + i] = false;
            }
            rects << QRect(QPoint(x, y), QPoint(x1, y1));
        }
    }
    return rects;
}

QList<TerrainEntry> terrainEntries(const QVector<int> &raster, int width, int height,
                                   const RuleSet &rules, const QList<TerrainEntry> &oldEntries)
{
    return kindEntries(raster, nullptr, width, height, rules.terrainIds(), 0, oldEntries);
}

QList<TerrainEntry> terrainEntries(const QVector<int> &raster, const QVector<qint64> &heights,
                                   int width, int height, const RuleSet &rules,
                                   const QList<TerrainEntry> &oldEntries)
{
    return kindEntries(raster, &heights, width, height, rules.terrainIds(), 0, oldEntries);
}

QList<TerrainEntry> lightingEntries(const QVector<int> &raster, int width, int height,
                                    const RuleSet &rules, const QList<TerrainEntry> &oldEntries)
{
    // Level 0 (bright) is what an unlit cell has: it needs no entry.
    return kindEntries(raster, nullptr, width, height, rules.lightingIds(), 1, oldEntries);
}

QList<TerrainEntry> elevationEntries(const QVector<qint64> &raster, int width, int height,
                                     const QList<TerrainEntry> &oldEntries)
{
    QList<qint64> heights;
    for (qint64 value : raster) {
        if (value != 0 && !heights.contains(value))
            heights << value;
    }
    std::sort(heights.begin(), heights.end());
    QList<TerrainEntry> entries;
    for (qint64 value : heights) {
        TerrainEntry prototype;
        prototype.micrometres = value;
        for (const auto &old : oldEntries) {
            if (old.micrometres == value) {
                prototype.extra = old.extra;
                break;
            }
        }
        QVector<bool> mask(raster.size());
        for (qsizetype i = 0; i < raster.size(); ++i)
            mask[i] = raster[i] == value;
        entries << entriesFor(mask, width, height, prototype);
    }
    return entries;
}

SquareBoard addWall(const SquareBoard &board, const WallSegment &wall, QRect *touched)
{
    report(touched, {});
    if (wall.x1 == wall.x2 && wall.y1 == wall.y2)
        return board;
    for (const auto &w : board.walls) {
        const bool same = w.x1 == wall.x1 && w.y1 == wall.y1 && w.x2 == wall.x2 && w.y2 == wall.y2;
        const bool reversed =
            w.x1 == wall.x2 && w.y1 == wall.y2 && w.x2 == wall.x1 && w.y2 == wall.y1;
        if ((same || reversed) && w.door == wall.door)
            return board;
    }
    SquareBoard result = board;
    result.walls << wall;
    report(touched, wallCells(wall));
    return result;
}

SquareBoard removeWall(const SquareBoard &board, int index, QRect *touched)
{
    report(touched, {});
    if (index < 0 || index >= board.walls.size())
        return board;
    SquareBoard result = board;
    result.walls.removeAt(index);
    report(touched, wallCells(board.walls[index]));
    return result;
}

int wallNear(const SquareBoard &board, qint64 x, qint64 y, qint64 tolerance)
{
    if (tolerance < 0)
        return -1;
    const Fraction limit{Int128(tolerance) * tolerance, 1};
    int best = -1;
    Fraction bestDistance;
    for (int i = 0; i < board.walls.size(); ++i) {
        const Fraction d = squaredDistance(x, y, board.walls[i]);
        if (compareFractions(d.num, d.den, limit.num, limit.den) > 0)
            continue;
        if (best < 0 || compareFractions(d.num, d.den, bestDistance.num, bestDistance.den) < 0) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

SquareBoard setDoor(const SquareBoard &board, int index, WallSegment::Door door, QRect *touched)
{
    report(touched, {});
    if (index < 0 || index >= board.walls.size() || board.walls[index].door == door)
        return board;
    SquareBoard result = board;
    result.walls[index].door = door;
    // A plain wall and a closed door both block: only opening or closing changes the rules.
    const auto blocks = [](WallSegment::Door d) { return d != WallSegment::Door::Open; };
    if (blocks(door) != blocks(board.walls[index].door))
        report(touched, wallCells(board.walls[index]));
    return result;
}

SquareBoard toggleDoor(const SquareBoard &board, int index, QRect *touched)
{
    report(touched, {});
    if (index < 0 || index >= board.walls.size())
        return board;
    using Door = WallSegment::Door;
    const Door next = board.walls[index].door == Door::Closed ? Door::Open : Door::Closed;
    return setDoor(board, index, next, touched);
}

SquareBoard setWallTop(const SquareBoard &board, int index, std::optional<qint64> topMicrometres,
                       QRect *touched)
{
    report(touched, {});
    if (index < 0 || index >= board.walls.size() ||
        board.walls[index].topMicrometres == topMicrometres)
        return board;
    SquareBoard result = board;
    result.walls[index].topMicrometres = topMicrometres;
    // An open door blocks nothing at any height; a wall or a closed door changes what it hides.
    if (board.walls[index].blocks())
        report(touched, wallCells(board.walls[index]));
    return result;
}

SquareBoard setSightOverHeights(const SquareBoard &board, bool on)
{
    SquareBoard result = board;
    result.sightOverHeights = on;
    return result;
}

SquareBoard setBackground(const SquareBoard &board, const QString &dataUrl, double cellPixels,
                          double offsetX, double offsetY, double opacity)
{
    SquareBoard result = setBackgroundFit(board, cellPixels, offsetX, offsetY, opacity);
    result.background.image = dataUrl;
    return result;
}

SquareBoard setBackgroundFit(const SquareBoard &board, double cellPixels, double offsetX,
                             double offsetY, double opacity)
{
    SquareBoard result = board;
    auto &bg = result.background;
    bg.cellPixels = std::isfinite(cellPixels) ? qMax(0.0, cellPixels) : 0.0;
    bg.offsetX = std::isfinite(offsetX) ? offsetX : 0.0;
    bg.offsetY = std::isfinite(offsetY) ? offsetY : 0.0;
    bg.opacity = std::isfinite(opacity) ? qBound(0.0, opacity, 1.0) : 1.0;
    return result;
}

SquareBoard clearBackground(const SquareBoard &board)
{
    if (board.background.isEmpty())
        return board;
    SquareBoard result = board;
    // The fit goes with the image; unknown keys stay, as for every other part of the file.
    result.background.image.clear();
    result.background.cellPixels = 0;
    result.background.offsetX = 0;
    result.background.offsetY = 0;
    result.background.opacity = 1.0;
    return result;
}

double coverCellPixels(QSize image, int boardWidth, int boardHeight)
{
    if (image.isEmpty() || boardWidth <= 0 || boardHeight <= 0)
        return 0;
    return qMin(double(image.width()) / boardWidth, double(image.height()) / boardHeight);
}

double containCellPixels(QSize image, int boardWidth, int boardHeight)
{
    if (image.isEmpty() || boardWidth <= 0 || boardHeight <= 0)
        return 0;
    return qMax(double(image.width()) / boardWidth, double(image.height()) / boardHeight);
}

QPointF centredOffset(QSize image, double cellPixels, int boardWidth, int boardHeight)
{
    if (cellPixels <= 0)
        return {};
    return {(boardWidth - image.width() / cellPixels) / 2.0,
            (boardHeight - image.height() / cellPixels) / 2.0};
}

bool sameBoard(const SquareBoard &a, const SquareBoard &b)
{
    const auto &ba = a.background;
    const auto &bb = b.background;
    return a.width == b.width && a.height == b.height && sameEntries(a.terrain, b.terrain) &&
           sameEntries(a.elevation, b.elevation) && sameEntries(a.lighting, b.lighting) &&
           a.areas == b.areas && a.templates == b.templates && a.lights == b.lights &&
           a.pins == b.pins && a.traps == b.traps && a.drawings == b.drawings &&
           a.ambient == b.ambient && a.ambientWritten == b.ambientWritten &&
           a.sightOverHeights == b.sightOverHeights &&
           a.sightOverHeightsWritten == b.sightOverHeightsWritten &&
           std::equal(a.walls.begin(), a.walls.end(), b.walls.begin(), b.walls.end(), sameWall) &&
           ba.image == bb.image && ba.cellPixels == bb.cellPixels && ba.offsetX == bb.offsetX &&
           ba.offsetY == bb.offsetY && ba.opacity == bb.opacity && ba.extra == bb.extra;
}

bool sameBoard(const Board &a, const Board &b)
{
    const auto sameFlags = [](const PositionFlags &x, const PositionFlags &y) {
        return x.difficult == y.difficult && x.turbulent == y.turbulent && x.water == y.water &&
               x.fillsPosition == y.fillsPosition && x.saveEnergy == y.saveEnergy &&
               x.saveModifier == y.saveModifier && x.extra == y.extra;
    };
    const auto &pa = a.positions;
    const auto &pb = b.positions;
    return a.kind == b.kind && a.extra == b.extra &&
           (a.isSquare() ? sameBoard(a.square, b.square)
                         : pa.skyward == pb.skyward && pa.positions.keys() == pb.positions.keys() &&
                               std::equal(pa.positions.begin(), pa.positions.end(),
                                          pb.positions.begin(), sameFlags));
}

QRect wallCells(const WallSegment &wall)
{
    // A cell [c, c+1] meets the span [lo, hi] when c <= hi and c + 1 >= lo.
    const auto first = [](qint64 a, qint64 b) {
        const qint64 lo = qMin(a, b);
        const qint64 cell = floorCell(lo);
        return int(cell * FixedPoint::Scale == lo ? cell - 1 : cell);
    };
    const auto last = [](qint64 a, qint64 b) { return int(floorCell(qMax(a, b))); };
    return QRect(QPoint(first(wall.x1, wall.x2), first(wall.y1, wall.y2)),
                 QPoint(last(wall.x1, wall.x2), last(wall.y1, wall.y2)));
}

} // namespace SquareBoardEdit
