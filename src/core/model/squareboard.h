#pragma once

#include "boardarea.h"
#include "boarddrawing.h"
#include "boardtemplate.h"
#include "boardtrap.h"
#include "light.h"
#include "lightlevel.h"
#include "mapbackground.h"
#include "mappin.h"
#include "terrainentry.h"
#include "wallsegment.h"

#include <QList>
#include <QVector>

#include <limits>

class RuleSet;

// A square-grid board (docs/rules.md §1): terrain and elevation entries as written in the file,
// plus per-cell rasters built from them for fast look-ups by the engine.
class SquareBoard
{
public:
    int width = 0;
    int height = 0;
    QList<TerrainEntry> terrain;
    QList<TerrainEntry> elevation;
    QList<WallSegment> walls;
    // Lighting entries: `kind` is a RuleSet::lightingLevels id; a later entry wins
    // (docs/file-format.md §3.5).
    QList<TerrainEntry> lighting;
    QList<BoardArea> areas; // `meters` FIELD and ZONE areas (docs/file-format.md §3.6)
    // Lights and the ambient level (docs/rules.md §8, docs/file-format.md §3.7). A file that
    // did not name its ambient level is written back without it while it stays bright.
    LightLevel ambient = LightLevel::Bright;
    bool ambientWritten = false;
    QList<Light> lights;
    QList<BoardTemplate> templates; // docs/rules.md §9, docs/file-format.md §3.8
    MapBackground background;
    QList<MapPin> pins;           // docs/file-format.md §3.9
    QList<BoardTrap> traps;       // docs/file-format.md §3.9, docs/rules.md §12
    QList<BoardDrawing> drawings; // docs/file-format.md §3.10
    // docs/rules.md §13: lines of sight run in three dimensions over the heights below.
    bool sightOverHeights = false;
    bool sightOverHeightsWritten = false; // a file that said false is written back with false

    // Rebuilds the rasters; call after changing terrain, elevation or lighting entries.
    void rebuild(const RuleSet &rules);

    [[nodiscard]] bool contains(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
    [[nodiscard]] int cellIndex(int x, int y) const { return y * width + x; }
    // Index into RuleSet::terrainKinds, or -1 for plain ground.
    [[nodiscard]] int terrainAt(int x, int y) const { return m_terrain[cellIndex(x, y)]; }
    [[nodiscard]] qint64 elevationAt(int x, int y) const { return m_elevation[cellIndex(x, y)]; }
    // The top of the terrain on the cell (docs/rules.md §13): its ground plus the winning
    // terrain entry's height, or NoTop when that entry has none (infinitely tall) or no
    // terrain lies there.
    static constexpr qint64 NoTop = std::numeric_limits<qint64>::max();
    [[nodiscard]] qint64 terrainTopAt(int x, int y) const
    {
        const qint64 height = m_terrainHeight[cellIndex(x, y)];
        return height < 0 ? NoTop : m_elevation[cellIndex(x, y)] + height;
    }
    // Index into RuleSet::lightingLevels, or -1 where no entry lights the cell (the first
    // level, bright light, applies).
    [[nodiscard]] int lightingAt(int x, int y) const { return m_lighting[cellIndex(x, y)]; }
    // The extra Advantage a sneaker gets on the cell from its lighting (docs/rules.md §1.9).
    [[nodiscard]] int lightingAdvantageAt(int x, int y, const RuleSet &rules) const;
    [[nodiscard]] const BoardArea *area(const QString &id) const;
    [[nodiscard]] const BoardTrap *trap(const QString &id) const;
    [[nodiscard]] const Light *light(const QString &id) const;
    [[nodiscard]] int lightIndex(const QString &id) const;

private:
    QVector<int> m_terrain;
    QVector<qint64> m_elevation;
    QVector<qint64> m_terrainHeight; // -1: none
    QVector<int> m_lighting;
};
