#pragma once

#include "model/board.h"
#include "model/squareboard.h"

#include <QList>
#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QSize>
#include <QString>
#include <QVector>

#include <optional>

class RuleSet;

// The GM's edits of a square board as pure functions: each takes a board and returns the
// edited board, or an identical copy when the edit changes nothing (so the editor pushes no
// undo step). Terrain and elevation edits work on the per-cell result and then write the
// entries anew, merged into rectangles, so a file stays small however it was painted.
//
// An edit that can change what the rules read also says where: `touched`, when given,
// receives the cells whose terrain or elevation changed, or the cells a changed wall touches,
// and a null rect when nothing the rules read changed. It becomes the EncounterChange that
// the live analysis updates from (docs/architecture.md §4), so nobody diffs boards.
namespace SquareBoardEdit
{

// Per-cell results of the entries (index into RuleSet::terrainKinds or -1; micrometres),
// row-major, width × height. Computed from the entries, so they are right even on a board
// whose rasters were never rebuilt.
[[nodiscard]] QVector<int> terrainRaster(const SquareBoard &board, const RuleSet &rules);
[[nodiscard]] QVector<qint64> elevationRaster(const SquareBoard &board, const RuleSet &rules);
// Index into RuleSet::lightingLevels, or -1 where no entry lights the cell (bright light).
[[nodiscard]] QVector<int> lightingRaster(const SquareBoard &board, const RuleSet &rules);
// Each cell's terrain height above its ground (docs/rules.md §13), in micrometres, or -1 where
// the terrain has none (infinitely tall) or the cell is plain ground.
[[nodiscard]] QVector<qint64> terrainHeightRaster(const SquareBoard &board, const RuleSet &rules);

// Cells of the rectangle spanned by two corner cells (inclusive, any order), clipped to the map.
[[nodiscard]] QList<QPoint> rectCells(const SquareBoard &board, QPoint a, QPoint b);
// Cells of a line from cell a to cell b, clipped to the map, ordered from a to b.
[[nodiscard]] QList<QPoint> lineCells(const SquareBoard &board, QPoint a, QPoint b);

// Paints a terrain kind (a RuleSet terrain id) on the cells; an empty or unknown id erases
// them to plain ground. Cells off the map are ignored.
[[nodiscard]] SquareBoard paintTerrain(const SquareBoard &board, const RuleSet &rules,
                                       const QList<QPoint> &cells, const QString &kindId,
                                       QRect *touched = nullptr);
// The same with a height for the painted cells (docs/rules.md §13, docs/file-format.md §3.12):
// micrometres above each cell's ground, or none for infinitely tall, as the overload above
// paints. Cells of the same kind and a new height change, and are reported.
[[nodiscard]] SquareBoard paintTerrain(const SquareBoard &board, const RuleSet &rules,
                                       const QList<QPoint> &cells, const QString &kindId,
                                       std::optional<qint64> heightMicrometres,
                                       QRect *touched = nullptr);
[[nodiscard]] SquareBoard eraseTerrain(const SquareBoard &board, const RuleSet &rules,
                                       const QList<QPoint> &cells, QRect *touched = nullptr);
// Sets the cells' elevation, or moves it by delta (negative lowers), in micrometres.
[[nodiscard]] SquareBoard setElevation(const SquareBoard &board, const RuleSet &rules,
                                       const QList<QPoint> &cells, qint64 micrometres,
                                       QRect *touched = nullptr);
[[nodiscard]] SquareBoard raiseElevation(const SquareBoard &board, const RuleSet &rules,
                                         const QList<QPoint> &cells, qint64 deltaMicrometres,
                                         QRect *touched = nullptr);

// Lights the cells with a lighting level (a RuleSet lighting id, docs/file-format.md §3.5). The
// first level (bright light) is the default, so painting it, or an empty or unknown id, erases
// the cells' entries. Lighting changes what a sneaker gets (docs/rules.md §1.9), so `touched`
// reports the cells, as for terrain.
[[nodiscard]] SquareBoard paintLighting(const SquareBoard &board, const RuleSet &rules,
                                        const QList<QPoint> &cells, const QString &levelId,
                                        QRect *touched = nullptr);

// Greedy rectangles covering exactly the set cells of a mask: take the first free cell in
// row order, extend its run to the right, then stack the rows below that hold the whole run.
[[nodiscard]] QList<QRect> mergeRects(const QVector<bool> &mask, int width, int height);
// Entries that reproduce a raster. The format allows one `rect` per entry (the writer keeps
// only the first), so each rectangle of two or more cells is an entry of its own and the
// single cells of a kind (height) share one `cells` list, on its first entry. Kinds come in
// rule-set order, heights from low to high; plain ground and height 0 need no entry. The first
// new entry of a kind (height) keeps the `extra` keys of the first old entry of it.
[[nodiscard]] QList<TerrainEntry> terrainEntries(const QVector<int> &raster, int width, int height,
                                                 const RuleSet &rules,
                                                 const QList<TerrainEntry> &oldEntries);
// The same for kinds with heights (a terrainHeightRaster): within a kind, the cells without a
// height first, then each height from low to high. An entry keeps the `extra` keys of the first
// old entry of its kind and height.
[[nodiscard]] QList<TerrainEntry> terrainEntries(const QVector<int> &raster,
                                                 const QVector<qint64> &heights, int width,
                                                 int height, const RuleSet &rules,
                                                 const QList<TerrainEntry> &oldEntries);
// Lighting entries for a lighting raster, like terrainEntries (`kind` holds the level id); the
// first level is the default and needs no entry.
[[nodiscard]] QList<TerrainEntry> lightingEntries(const QVector<int> &raster, int width, int height,
                                                  const RuleSet &rules,
                                                  const QList<TerrainEntry> &oldEntries);
[[nodiscard]] QList<TerrainEntry> elevationEntries(const QVector<qint64> &raster, int width,
                                                   int height,
                                                   const QList<TerrainEntry> &oldEntries);

// Walls, in micro-cells (FixedPoint::Scale per cell). Snapping is the caller's business.
// A zero-length wall, or one equal to an existing wall, changes nothing.
[[nodiscard]] SquareBoard addWall(const SquareBoard &board, const WallSegment &wall,
                                  QRect *touched = nullptr);
[[nodiscard]] SquareBoard removeWall(const SquareBoard &board, int index, QRect *touched = nullptr);
// The wall nearest to (x, y) whose distance is at most tolerance, or -1. Ties go to the
// lower index. Exact: squared distances are compared as fractions of integers.
[[nodiscard]] int wallNear(const SquareBoard &board, qint64 x, qint64 y, qint64 tolerance);
[[nodiscard]] SquareBoard setDoor(const SquareBoard &board, int index, WallSegment::Door door,
                                  QRect *touched = nullptr);
// A plain wall becomes a closed door; a closed door opens; an open door closes.
[[nodiscard]] SquareBoard toggleDoor(const SquareBoard &board, int index, QRect *touched = nullptr);
// A wall's or door's top in absolute micrometres, or none for infinitely tall (docs/rules.md
// §13, docs/file-format.md §3.12). `touched` gets the wall's cells when it blocks.
[[nodiscard]] SquareBoard setWallTop(const SquareBoard &board, int index,
                                     std::optional<qint64> topMicrometres,
                                     QRect *touched = nullptr);
// The cells a wall segment touches, their closed edges included: what a wall added, removed,
// opened or closed can change (docs/rules.md §1.6, §5.6: touching counts).
[[nodiscard]] QRect wallCells(const WallSegment &wall);

// Sight over heights on or off (docs/rules.md §13). Whether the file wrote the key stays as it
// was, so switching it on and off again leaves a file that never had it without it.
[[nodiscard]] SquareBoard setSightOverHeights(const SquareBoard &board, bool on);

// The background image (a data URL; empty removes it) and its fit to the grid.
[[nodiscard]] SquareBoard setBackground(const SquareBoard &board, const QString &dataUrl,
                                        double cellPixels, double offsetX, double offsetY,
                                        double opacity);
[[nodiscard]] SquareBoard setBackgroundFit(const SquareBoard &board, double cellPixels,
                                           double offsetX, double offsetY, double opacity);
[[nodiscard]] SquareBoard clearBackground(const SquareBoard &board);
// Image pixels per cell so that the image covers the whole board (the larger scale on the
// board) or fits inside it whole; 0 for an empty image or board.
[[nodiscard]] double coverCellPixels(QSize image, int boardWidth, int boardHeight);
[[nodiscard]] double containCellPixels(QSize image, int boardWidth, int boardHeight);
// The offset in cells that centres the image on the board at that scale.
[[nodiscard]] QPointF centredOffset(QSize image, double cellPixels, int boardWidth,
                                    int boardHeight);

// Same entries, walls, areas, templates, lights, ambient level, background, pins, traps,
// drawings and sight over heights, as written (rasters are derived and not compared).
[[nodiscard]] bool sameBoard(const SquareBoard &a, const SquareBoard &b);
// The same for a whole board of either kind: the kind, the square board or the Combat Grid's
// marks, and the unknown keys.
[[nodiscard]] bool sameBoard(const Board &a, const Board &b);

} // namespace SquareBoardEdit
