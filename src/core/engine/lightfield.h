#pragma once

#include "encounterchange.h"
#include "micropoint.h"
#include "model/encounter.h"
#include "model/lightlevel.h"
#include "pointsight.h"

#include <QRect>
#include <optional>
#include <vector>

// The light on a square board (docs/rules.md §8.1): each light's pool, exact, and the computed
// level of every cell (the best of the ambient level and every light there). Incremental:
// update() recomputes only the lights an edit can change — a moved carrier's lights, an edited
// light, the lights whose reach meets a terrain or wall edit — and rebuild() recomputes all of
// them, which the tests compare it with (docs/architecture.md §5.3).
class LightField
{
public:
    // One light's pool: the level it gives each cell of `box` (cells whose centre is within
    // `dim` of the point on both axes, clipped to the map).
    struct Pool {
        QString id;
        MicroPoint point;
        qint64 z = 0; // its height, with sight over heights (docs/rules.md §13)
        qint64 bright = 0;
        qint64 dim = 0;
        bool on = false;
        QRect box;
        std::vector<quint8> levels; // per box cell, row by row: 0 none, 1 dim, 2 bright

        [[nodiscard]] int levelAt(int x, int y) const
        {
            if (!box.contains(x, y))
                return 0;
            return levels[std::size_t(y - box.top()) * box.width() + (x - box.left())];
        }
    };

    void rebuild(const Encounter &encounter);
    void update(const Encounter &encounter, const EncounterChange &change);
    void clear();

    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    [[nodiscard]] LightLevel ambient() const { return m_ambient; }
    // The computed level, before a `meters` board's painted lighting.
    [[nodiscard]] LightLevel computedAt(int x, int y) const
    {
        const std::size_t i = std::size_t(y) * m_width + x;
        // The best of the ambient level and every light's level there.
        return m_bright[i] > 0 ? LightLevel::Bright
               : m_dim[i] > 0  ? std::max(LightLevel::Dim, m_ambient)
                               : m_ambient;
    }
    [[nodiscard]] const std::vector<Pool> &pools() const { return m_pools; }
    // How many pools the last rebuild() or update() computed.
    [[nodiscard]] int lastRecomputed() const { return m_recomputed; }

    // Where `light` shines from on `encounter`'s board: its own point, or the centre of its
    // carrier's whole footprint; nullopt when the carrier is not on the board.
    [[nodiscard]] static std::optional<MicroPoint> pointOf(const Light &light,
                                                           const Encounter &encounter);
    // Where it shines from in height (docs/rules.md §13): HeightSight::lightZ on a board with
    // sight over heights, else 0 (unused).
    [[nodiscard]] static qint64 heightOf(const Light &light, MicroPoint point,
                                         const Encounter &encounter);
    // docs/rules.md §8.1, the effective level: a painted `meters` lighting entry, mapped by its
    // place in the rule set's list (first bright, last dark, any other dim), else `computed`.
    [[nodiscard]] static LightLevel effective(LightLevel computed, const SquareBoard &board,
                                              const RuleSet &rules, int x, int y);
    // The rule set's lighting level (an index into RuleSet::lightingLevels) for an effective
    // level: what sneaking reads. -1 when the rule set has no lighting levels.
    [[nodiscard]] static int levelIndex(LightLevel level, const RuleSet &rules);
    // The effective level's index for cell (x, y): a painted entry, else the computed level's.
    [[nodiscard]] int effectiveIndex(const SquareBoard &board, const RuleSet &rules, int x,
                                     int y) const;
    // The extra Advantage a sneaker gets on (x, y) from its effective lighting (seed 003: dim
    // +1, darkness +2); 0 where the rule set has no lighting levels.
    [[nodiscard]] int advantageAt(const SquareBoard &board, const RuleSet &rules, int x,
                                  int y) const
    {
        const int index = effectiveIndex(board, rules, x, y);
        return index < 0 ? 0 : rules.lightingLevels[index].advantage;
    }
    [[nodiscard]] LightLevel effectiveAt(const SquareBoard &board, const RuleSet &rules, int x,
                                         int y) const
    {
        return effective(computedAt(x, y), board, rules, x, y);
    }

private:
    void compute(Pool &pool) const;
    void apply(const Pool &pool, int delta);

    int m_width = 0;
    int m_height = 0;
    LightLevel m_ambient = LightLevel::Bright;
    PointSight m_sight;
    std::vector<Pool> m_pools;     // in the order of SquareBoard::lights
    std::vector<quint16> m_bright; // per cell: how many pools light it brightly
    std::vector<quint16> m_dim;    // … dimly
    int m_recomputed = 0;
};
