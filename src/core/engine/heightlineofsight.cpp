#include "heightlineofsight.h"

#include "centrepairs.h"
#include "highground.h"
#include "reasontally.h"
#include "squaregeometry.h"

#include <QVarLengthArray>
#include <algorithm>

namespace
{

bool inRect(const QRect &r, int x, int y)
{
    return x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom();
}

// What one segment met, as docs/rules.md §13 decides it.
struct SegmentFacts {
    bool blocked = false;
    bool terrainCovered = false;
    int firstTokenCell = -1; // y × width + x of the first cell where a token covers it
    QVarLengthArray<int, 8> tokens;
    QVarLengthArray<QPoint, 8> coverCells;
    QVarLengthArray<QPoint, 8> blockCells;
    QVarLengthArray<int, 8> blockWalls;

    [[nodiscard]] bool covered() const { return terrainCovered || !tokens.isEmpty(); }
};

// Decides the segments of one pair. `full` gathers every reason; otherwise a segment stops at
// its first blocker.
class PairWalk
{
public:
    PairWalk(int a, int b, const Encounter &encounter, const OccupancyMap &occupancy,
             const SightGrid *grid, const HeightLineOfSight &bodies)
        : m_a(a), m_b(b), m_encounter(encounter), m_board(encounter.board.square),
          m_sight(m_board, *encounter.rules), m_occupancy(occupancy), m_bodies(bodies),
          m_fa(encounter.tokens[a].footprintRect()), m_fb(encounter.tokens[b].footprintRect())
    {
        m_grid = grid && grid->contains(m_fa) && grid->contains(m_fb) ? grid : nullptr;
        if (!m_grid) {
            // Only walls whose box meets the box of all centres can touch a segment.
            const QRect span = m_fa.united(m_fb);
            const MicroPoint lo = SquareGeometry::cellCentre(span.left(), span.top());
            const MicroPoint hi = SquareGeometry::cellCentre(span.right(), span.bottom());
            for (int i = 0; i < m_board.walls.size(); ++i) {
                const auto &w = m_board.walls[i];
                if (!w.blocks() || std::max(w.x1, w.x2) < lo.x || std::min(w.x1, w.x2) > hi.x ||
                    std::max(w.y1, w.y2) < lo.y || std::min(w.y1, w.y2) > hi.y)
                    continue;
                m_nearWalls.append(i);
            }
        }
    }

    [[nodiscard]] const QRect &fa() const { return m_fa; }
    [[nodiscard]] const QRect &fb() const { return m_fb; }
    [[nodiscard]] bool indexed() const { return m_grid != nullptr; }

    void decide(int ax, int ay, int bx, int by, bool full, SegmentFacts &facts) const
    {
        facts = {};
        const HeightLine line(SquareGeometry::cellCentre(ax, ay), m_bodies.eyeOf(m_a),
                              SquareGeometry::cellCentre(bx, by), m_bodies.eyeOf(m_b));
        auto wallBlocks = [&](int w) {
            if (!HeightSight::wallBlocks(line, m_board.walls[w], false))
                return false;
            facts.blocked = true;
            facts.blockWalls.append(w);
            return true;
        };
        if (!m_grid) {
            for (const int w : m_nearWalls) {
                if (wallBlocks(w) && !full)
                    return;
            }
        }
        const int width = m_board.width;
        SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
            if (!m_board.contains(x, y))
                return true;
            const quint8 flags = m_grid ? m_grid->flags(x, y) : quint8(0xff);
            if (m_grid && (flags & SightGrid::Walls)) {
                for (auto w = m_grid->wallsBegin(x, y); w != m_grid->wallsEnd(x, y); ++w) {
                    if (wallBlocks(*w) && !full)
                        return false;
                }
            }
            if (inRect(m_fa, x, y) || inRect(m_fb, x, y))
                return true;
            // The grid's flags say no terrain that blocks or covers and no token: only the
            // ground can stop the line here (most cells of a map).
            if (!(flags & (SightGrid::Blocks | SightGrid::Cover | SightGrid::Occupied))) {
                if (!line.dipsBelow(x, y, m_board.elevationAt(x, y)))
                    return true;
                facts.blocked = true;
                facts.blockCells.append({x, y});
                return full;
            }
            if (m_sight.blockAt(line, x, y) != HeightSight::CellBlock::None) {
                facts.blocked = true;
                facts.blockCells.append({x, y});
                if (!full)
                    return false;
            }
            if (m_sight.terrainCoversAt(line, x, y)) {
                facts.terrainCovered = true;
                facts.coverCells.append({x, y});
            }
            for (const int holder : m_occupancy.holders(x, y)) {
                if (holder == m_a || holder == m_b ||
                    !line.meetsBody(x, y, m_bodies.footOf(holder), m_bodies.eyeOf(holder)))
                    continue;
                if (facts.firstTokenCell < 0)
                    facts.firstTokenCell = y * width + x;
                facts.tokens.append(holder);
            }
            return true;
        });
    }

    // The cells of the segment outside both footprints, as y × width + x.
    void cellsOf(int ax, int ay, int bx, int by, std::vector<int> &out) const
    {
        const int width = m_board.width;
        SightGrid::walk(ax, ay, bx, by, [&](int x, int y) {
            if (m_board.contains(x, y) && !inRect(m_fa, x, y) && !inRect(m_fb, x, y))
                out.push_back(y * width + x);
            return true;
        });
    }

private:
    int m_a;
    int m_b;
    const Encounter &m_encounter;
    const SquareBoard &m_board;
    HeightSight m_sight;
    const OccupancyMap &m_occupancy;
    const HeightLineOfSight &m_bodies;
    QRect m_fa;
    QRect m_fb;
    const SightGrid *m_grid = nullptr;
    QVarLengthArray<int, 32> m_nearWalls;
};

} // namespace

void HeightLineOfSight::prepare(const Encounter &encounter)
{
    const int n = encounter.tokens.size();
    m_foot.resize(std::size_t(n));
    m_eye.resize(std::size_t(n));
    if (!encounter.board.isSquare() || !encounter.rules)
        return;
    const auto &board = encounter.board.square;
    for (int i = 0; i < n; ++i) {
        const Token &token = encounter.tokens[i];
        m_foot[std::size_t(i)] = HighGround::elevation(token, board);
        m_eye[std::size_t(i)] = HeightSight::eye(token, board, *encounter.rules);
    }
}

LineOfSight::Result HeightLineOfSight::between(int a, int b, const Encounter &encounter,
                                               const OccupancyMap &occupancy,
                                               const SightGrid *grid) const
{
    const PairWalk walk(a, b, encounter, occupancy, grid, *this);
    ReasonTally tally;
    SegmentFacts facts;
    CentrePairs::forEach(walk.fa(), walk.fb(), [&](int ax, int ay, int bx, int by) {
        walk.decide(ax, ay, bx, by, true, facts);
        for (const auto &c : facts.blockCells)
            tally.result.blockingCells.append(c);
        for (const int w : facts.blockWalls)
            tally.result.blockingWalls.append(w);
        tally.endSegment(facts.blocked, facts.covered(), facts.tokens, facts.coverCells);
        return true;
    });
    return tally.finish(encounter);
}

HeightLineOfSight::Verdict HeightLineOfSight::segment(int a, int b, QPoint from, QPoint to,
                                                      const Encounter &encounter,
                                                      const OccupancyMap &occupancy) const
{
    const PairWalk walk(a, b, encounter, occupancy, nullptr, *this);
    SegmentFacts facts;
    walk.decide(from.x(), from.y(), to.x(), to.y(), false, facts);
    if (facts.blocked)
        return Verdict::Blocked;
    return facts.covered() ? Verdict::Covered : Verdict::Clear;
}

LineOfSight::Summary HeightLineOfSight::summary(int a, int b, const Encounter &encounter,
                                                const OccupancyMap &occupancy,
                                                const SightGrid *grid,
                                                LineOfSight::Witness *witness) const
{
    const PairWalk walk(a, b, encounter, occupancy, grid, *this);
    if (witness) {
        witness->arrive.clear();
        witness->leave.clear();
    }
    const bool record = witness && walk.indexed();
    bool sight = false;
    bool clear = false;
    SegmentFacts facts;
    CentrePairs::forEach(walk.fa(), walk.fb(), [&](int ax, int ay, int bx, int by) {
        walk.decide(ax, ay, bx, by, false, facts);
        if (facts.blocked)
            return true;
        sight = true;
        if (!facts.covered()) {
            clear = true;
            if (record) {
                // Sight and no cover for as long as no token's body lands on this segment.
                witness->leave.clear();
                walk.cellsOf(ax, ay, bx, by, witness->arrive);
            }
            return false;
        }
        if (record && !facts.terrainCovered)
            witness->leave.push_back(facts.firstTokenCell);
        return true;
    });
    if (record) {
        auto &leave = witness->leave;
        std::sort(leave.begin(), leave.end());
        leave.erase(std::unique(leave.begin(), leave.end()), leave.end());
    }
    return {sight, sight && !clear};
}
