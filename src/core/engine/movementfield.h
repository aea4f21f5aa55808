#pragma once

#include "model/encounter.h"
#include "occupancymap.h"
#include "perspective.h"

#include <QPoint>
#include <QRect>
#include <QStringList>
#include <QVarLengthArray>
#include <QVector>
#include <climits>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

// Where one token can move on a square board and what it costs (docs/rules.md §1.7 and §5.7
// "Tokens larger than one cell, moving"): a Dijkstra search from the mover's anchor over
// (anchor cell, diagonal parity), so 1-2-1-2 diagonals count along each path; the costs come
// from a search over cells alone (search()), the paths from the states when first asked for.
// With a budget it works inside a window around the start. It serves `gridkeep-cli reach` /
// `path` and the app's drag overlay alike.
class MovementField
{
public:
    struct Reached {
        QPoint anchor;
        int cost = 0;
    };

    struct Path {
        int cost = 0;
        QVector<QPoint> steps;  // anchors, start first, goal last
        QStringList hinderedBy; // sorted ids
    };

    // Searches from the mover's anchor. With a budget, only states whose cost is within it are
    // settled (reachable() and pathTo() then see nothing beyond it); without one, everything.
    // `perspective` decides which tokens exist: the GM's view has hidden tokens as obstacles.
    // The field keeps a pointer to `encounter`, which must outlive it and stay unchanged.
    MovementField(const Encounter &encounter, int moverIndex,
                  std::optional<double> budget = std::nullopt,
                  Perspective perspective = Perspective::GameMaster);

    // The field the constructor would give, searched into this one's tables: a drag that
    // searches every step keeps one field and allocates only while its tables still grow
    // (docs/architecture.md §4.10). Copies made before keep their answers. Not while another
    // thread reads this field.
    void recompute(const Encounter &encounter, int moverIndex,
                   std::optional<double> budget = std::nullopt,
                   Perspective perspective = Perspective::GameMaster);

    // docs/rules.md §5.11 "Default reach budgets": base + speed / divisor, both from the rule set.
    [[nodiscard]] static double defaultBudget(const Token &mover, const RuleSet &rules);

    // The cheapest cost of a move that ENDS with the anchor on `anchor`: nullopt when no legal
    // end there was found (unreachable, off the map, on an ally, enemy or impassable cell).
    // The start costs 0.
    [[nodiscard]] std::optional<int> cost(QPoint anchor) const;

    // Every legal end anchor other than the start whose cost is within `budget`, sorted by y,
    // then x. Costs are integers; the budget may be fractional (meters: speed / 2).
    [[nodiscard]] QVector<Reached> reachable(double budget) const;
    // The same into `out`, whose memory is reused.
    void reachable(double budget, QVector<Reached> &out) const;

    // A cheapest path to `goal` (among cheapest, one that starts the fewest steps inside enemy
    // zones of control), or nullopt. goal == start gives cost 0 and steps [start].
    [[nodiscard]] std::optional<Path> pathTo(QPoint goal) const;

    // Enemies with an active ZoC that hold any footprint cell at the start of any step of
    // `steps` (docs/rules.md §1.7 "Hindering"), sorted ids.
    [[nodiscard]] QStringList hinderedBy(const QVector<QPoint> &steps) const;

    [[nodiscard]] QPoint start() const { return m_start; }
    [[nodiscard]] int footprintSize() const { return m_size; }

    // One-pace step legality and price. Legality is SquareStep::canStep's rule, computed from
    // tables built once per field (movementfieldtests.cpp holds the two equal).
    // nullopt when the step from `from` by (dx, dy) is illegal; otherwise its cost without the
    // diagonal surcharge: 1 + terrain + climb (a diagonal adds 1 more on every second one
    // under the alternating policy; the caller decides).
    [[nodiscard]] std::optional<int> stepCost(QPoint from, int dx, int dy) const;
    // No footprint cell on an ally (and the footprint is enterable at all).
    [[nodiscard]] bool isLegalEnd(QPoint anchor) const;

private:
    // Which enemies' active zones of control hold the cells of a Tables' area (docs/rules.md
    // §1.4). Only paths and hindering need them, so they are worked out on the first question.
    struct Zones {
        std::optional<std::once_flag> built{std::in_place}; // emplace() re-arms it (rearm())
        std::vector<quint8> held;                 // per cell of the tables: some zone holds it
        std::vector<std::pair<int, int>> holders; // (cell index, token), sorted
    };

    // Per-cell facts for the on-map cells of `area` (docs/rules.md §5.4, §5.7), row by row
    // with a border of one cell all round: the search reads a settled anchor's neighbours
    // without asking whether they are on the map, and the border says "blocked". A cell of the
    // border is only ever read for a cell off the map (index() asserts the border).
    struct Tables {
        enum Flag : quint8 {
            Blocked = 1,   // impassable, enemy-held, or off the map (SquareStep's corner rule)
            EnemyHeld = 2, // an enemy stands on it
            AllyHeld = 4,  // an ally (not the mover) stands on it
        };
        QRect area;
        int stride = 0; // area.width() + 2
        std::vector<quint8> flags;
        std::vector<quint16> wallStops; // bit per direction: the centre step touches a wall
        bool anyWallStops = false;
        std::vector<int> enter; // 1 + the terrain surcharge (never below 0), -1 when Blocked
        std::vector<qint64> elevation;
        std::shared_ptr<Zones> zones; // set by buildTables

        [[nodiscard]] int index(int x, int y) const
        {
            Q_ASSERT(x >= area.left() - 1 && x <= area.right() + 1 && y >= area.top() - 1 &&
                     y <= area.bottom() + 1);
            return (y - area.top() + 1) * stride + (x - area.left() + 1);
        }
        [[nodiscard]] bool covers(int x, int y) const { return area.contains(x, y); }
    };
    // Whole-map tables, built on the first question about a cell outside the window (shared by
    // copies; built once even when several threads ask).
    struct WholeMapTables {
        std::optional<std::once_flag> built{std::in_place};
        Tables tables;
    };
    // For every settled state: the steps a cheapest path to it starts in enemy zones (fewest
    // among cheapest) and the state that path comes from (-1 at the start).
    struct PathTables {
        std::optional<std::once_flag> built{std::in_place};
        std::vector<int> stateCost; // Unreached when not settled
        std::vector<int> zocStarts;
        std::vector<int> previous;
    };

    // The buffers of the bucket search (runSearch), kept by a field for its next recompute().
    // A copy starts empty: it never searches again unless recomputed.
    struct SearchBuffers {
        SearchBuffers() = default;
        SearchBuffers(const SearchBuffers &) {}
        SearchBuffers &operator=(const SearchBuffers &) { return *this; }
        SearchBuffers(SearchBuffers &&) = default;
        SearchBuffers &operator=(SearchBuffers &&) = default;
        std::vector<QVarLengthArray<int, 256>> buckets;
        // Inline: a bounded search seldom needs more, and a fresh field allocates nothing more.
        QVarLengthArray<quint64, 1024> improvements;
    };

    // A lazily built part, made ready to be built again: reused when this field alone holds
    // it, else a new one, so copies keep theirs.
    template<typename Part> static void rearm(std::shared_ptr<Part> &part);
    // Fills `t` for `area`, reusing its memory.
    void buildTables(QRect area, Tables &t) const;
    void addWalls(Tables &tables) const;
    [[nodiscard]] const Zones &zonesOf(const Tables &tables) const;
    // The tables that hold every on-map cell of `cells`: the window's, or the whole map's.
    [[nodiscard]] const Tables &tablesCovering(QRect cells) const;
    [[nodiscard]] const PathTables &pathTables() const;
    void buildPathTables(PathTables &paths) const;
    void search(int limit);
    void searchWithHeap(int limit);
    // The bucket search, over (anchor, parity) states by cost with `states`, else over anchors
    // by label; fills `values` (limit + 1 where nothing was settled) and returns how many were
    // settled.
    int runSearch(bool states, int limit, std::vector<int> &values, SearchBuffers &buffers) const;
    // The dearest step, diagonal surcharge included (never below 2).
    [[nodiscard]] int maxStepCost() const;

    [[nodiscard]] bool onMap(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_width && y < m_height;
    }
    // States (anchor, parity) are numbered by the window's cell index, so in row order like the
    // cells of the map.
    [[nodiscard]] bool inWindow(QPoint anchor) const { return m_window.area.contains(anchor); }
    [[nodiscard]] int stateIndex(QPoint anchor, int parity) const
    {
        return m_window.index(anchor.x(), anchor.y()) * 2 + parity;
    }
    [[nodiscard]] QPoint stateAnchor(int state) const
    {
        const int cell = state / 2;
        return {m_window.area.left() - 1 + cell % m_window.stride,
                m_window.area.top() - 1 + cell / m_window.stride};
    }
    [[nodiscard]] QRect footprintAt(QPoint anchor) const
    {
        return Token::footprintAt(anchor, m_size);
    }
    [[nodiscard]] bool anchorInRange(QPoint anchor) const { return onMap(anchor.x(), anchor.y()); }
    [[nodiscard]] bool wallStops(const Tables &t, int x, int y, int dx, int dy) const;
    // The footprint at `anchor` lies on the map, every cell passable and free of enemies.
    [[nodiscard]] bool isEnterable(const Tables &t, QPoint anchor) const;
    [[nodiscard]] bool isLegalEnd(const Tables &t, QPoint anchor) const;
    [[nodiscard]] std::optional<int> stepCost(const Tables &t, QPoint from, int dx, int dy) const;
    // stepCost for a one-cell mover on a settled anchor (window cell `cell`); -1 when illegal.
    [[nodiscard]] int singleStepCost(int cell, int direction) const;
    [[nodiscard]] bool startsInZoc(const Tables &t, QPoint anchor) const;
    [[nodiscard]] qint64 highestGround(const Tables &t, QPoint anchor) const;
    // The settled anchor's cheaper state, by cost, then zocStarts, then the even parity.
    [[nodiscard]] int bestState(QPoint anchor, const PathTables &paths) const;
    // The anchor's label (see search()), Unreached outside the window or when not settled.
    [[nodiscard]] int labelAt(QPoint anchor) const;
    [[nodiscard]] static int directionIndex(int dx, int dy) { return (dy + 1) * 3 + (dx + 1); }

    static constexpr int Unreached = INT_MAX;

    const Encounter *m_encounter = nullptr;
    const RuleSet *m_rules = nullptr;
    const SquareBoard *m_board = nullptr;
    int m_mover = -1;
    int m_width = 0;
    int m_height = 0;
    int m_size = 1;
    QPoint m_start;
    bool m_alternating = true;
    Perspective m_perspective = Perspective::GameMaster;
    int m_limit = -1;  // the largest cost the budget allows
    int m_settled = 0; // anchors settled by the search

    // With a budget, the cells the search can touch (every step costs at least 1, docs/rules.md
    // §1.7, so no anchor beyond floor(budget) steps is settled); without one, the whole map.
    Tables m_window;
    std::shared_ptr<WholeMapTables> m_wholeMap = std::make_shared<WholeMapTables>();

    // Per cell of the window: the anchor's label, 2 * cost + parity of its cheaper state
    // (search()), m_labelAbove or more when not settled.
    std::vector<int> m_label;
    int m_labelAbove = Unreached; // labels from here up were not settled
    std::shared_ptr<PathTables> m_paths = std::make_shared<PathTables>();
    SearchBuffers m_buffers;
};
