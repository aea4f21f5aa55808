#pragma once

#include "micropoint.h"
#include "model/ruleset.h"
#include "model/squareboard.h"

#include <QRect>

#include <vector>

// Whether the segment from any point p of the map (decimals, a light or a template's origin) to
// the centre q of a cell c is blocked, as docs/rules.md §8.1 reads it for lights and §9 for
// templates:
//  - a blocking wall or closed door touches pq at some point other than p itself (a wall
//    through p blocks only when pq runs along it beyond p); or
//  - pq passes through the open interior of a sight-blocking terrain cell other than c and
//    other than the cells whose closed square contains p.
// Tokens never block. Exact integer geometry, like the rest of the engine. Built once per board
// (terrain and walls); cheap to rebuild after an edit.
class PointSight
{
public:
    PointSight() = default;
    PointSight(const SquareBoard &board, const RuleSet &rules);

    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }

    // p may lie anywhere (a template anchored to a token over the map's edge has its origin
    // off the map); only the cells of the map are walked. (cx, cy) is on the map.
    [[nodiscard]] bool blocked(MicroPoint p, int cx, int cy) const;
    // No sight-blocking cell and no blocking wall touches the closed squares of `cells`
    // (clipped to the map): every segment that stays inside them is clear.
    [[nodiscard]] bool isOpen(const QRect &cells) const;

    // docs/rules.md §13, on a board with sight over heights: the line from p at height zp to the
    // centre of (cx, cy) lifted to standingZ(cx, cy) is blocked by a wall it meets below the
    // wall's top, or by a cell it dips below the ground or sight-blocking terrain of. Cells in
    // `skip` and (cx, cy) never block; with `beyondP` (a light) neither do the cells whose closed
    // square holds p, nor a wall met only at p.
    [[nodiscard]] bool overHeights() const { return m_overHeights; }
    [[nodiscard]] qint64 standingZ(int x, int y) const
    {
        return m_ground[std::size_t(y) * m_width + x] + m_standingEye;
    }
    [[nodiscard]] bool blockedOverHeights(MicroPoint p, qint64 zp, int cx, int cy,
                                          const QRect &skip, bool beyondP) const;

    // The closed segment pq meets the closed segment ab somewhere other than p.
    [[nodiscard]] static bool touchesBeyond(MicroPoint p, MicroPoint q, MicroPoint a, MicroPoint b);
    // The closed square of cell (x, y) contains p.
    [[nodiscard]] static bool squareContains(int x, int y, MicroPoint p);

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<quint8> m_blocks;    // sight-blocking terrain, per cell
    std::vector<int> m_wallStart;    // per cell into m_wallList, one extra entry at the end
    std::vector<int> m_wallList;     // indices into m_walls / 2
    std::vector<MicroPoint> m_walls; // two ends per blocking wall
    std::vector<int> m_busySum;      // summed-area table of "blocks or has walls", (w+1)(h+1)
    bool m_overHeights = false;
    std::vector<qint64> m_ground;   // per cell, with sight over heights
    std::vector<qint64> m_blockTop; // per cell: the higher of the ground and sight-blocking terrain
    std::vector<qint64> m_wallTops; // per blocking wall (SquareBoard::NoTop: infinitely tall)
    qint64 m_standingEye = 0;
};
