#include "squareanalysis.h"

#include "model/fixedpoint.h"
#include "parallelwork.h"
#include "squaregeometry.h"
#include "zoneofcontrol.h"

#include <QJsonArray>
#include <algorithm>
#include <climits>
#include <cmath>
#include <numeric>

namespace
{

// The cells a token's zone could hold (footprint grown by its reach, not clipped). A change
// to the token can alter zones, holdings and steps only inside it.
QRect reachOf(const Token &token, const RuleSet &rules)
{
    const int reach = qMax(0, token.reachOr(rules.defaultReach));
    return token.footprintRect().adjusted(-reach, -reach, reach, reach);
}

bool sameForRules(const Token &a, const Token &b, const RuleSet &rules)
{
    return a.x == b.x && a.y == b.y && a.footprint() == b.footprint() &&
           a.altitudeMicrometres == b.altitudeMicrometres &&
           a.heightMicrometres == b.heightMicrometres && a.zoc == b.zoc &&
           a.reachOr(rules.defaultReach) == b.reachOr(rules.defaultReach) &&
           a.conditions == b.conditions && a.side == b.side;
}

int chebyshevGap(const QRect &a, const QRect &b)
{
    const int dx = qMax(0, qMax(b.left() - a.right(), a.left() - b.right()));
    const int dy = qMax(0, qMax(b.top() - a.bottom(), a.top() - b.bottom()));
    return qMax(dx, dy);
}

// Into the list it replaces, which keeps its memory (the ids themselves are shared).
void setSortedIds(QStringList &ids, const QVector<int> &indices, const Encounter &encounter)
{
    ids.clear();
    for (const int i : indices)
        ids.append(encounter.tokens.at(i).id);
    ids.sort();
}

// The board the sight grid was built from, unless an edit replaced its terrain or walls. The
// lists are implicitly shared, so a board copied along with a token edit compares in O(1);
// anything else rebuilds the grid, which is always right.
bool sameSightBoard(const SquareBoard &a, const SquareBoard &b)
{
    return a.width == b.width && a.height == b.height &&
           a.terrain.constData() == b.terrain.constData() && a.terrain.size() == b.terrain.size() &&
           a.walls.constData() == b.walls.constData() && a.walls.size() == b.walls.size();
}

// Over heights a token's eye follows the ground under it, so an edit of the terrain, the
// elevation or the walls is redone in full rather than by area.
bool sameHeights(const SquareBoard &next, const SquareBoard &before, const EncounterChange &change)
{
    return change.kind != EncounterChange::Kind::TerrainChanged && sameSightBoard(next, before) &&
           next.elevation.constData() == before.elevation.constData() &&
           next.elevation.size() == before.elevation.size();
}

bool intersectsAny(const QRect &rect, const std::vector<QRect> &rects)
{
    return std::any_of(rects.begin(), rects.end(),
                       [&](const QRect &r) { return r.intersects(rect); });
}

} // namespace

SquareAnalysis::SquareAnalysis(Perspective perspective) : m_perspective(perspective) {}

SquareAnalysis::SquareAnalysis(const Encounter &encounter, Perspective perspective)
    : m_perspective(perspective)
{
    recomputeAll(encounter);
}

Encounter SquareAnalysis::viewOf(const Encounter &encounter) const
{
    // docs/rules.md §3: the players' analysis is computed as if hidden tokens were absent.
    Encounter view = encounter;
    if (m_perspective == Perspective::Players) {
        view.tokens.removeIf([](const Token &t) { return t.hidden; });
    }
    return view;
}

void SquareAnalysis::computeZone(int i)
{
    auto &result = m_tokens[i];
    const auto &token = m_view.tokens.at(i);
    result.hasZoc = ZoneOfControl::isActive(token, *m_view.rules);
    ZoneOfControl::cells(token, m_view.board.square, *m_view.rules, result.zone);
    ++m_stats.zones;
}

void SquareAnalysis::computeStatus(int i)
{
    auto &result = m_tokens[i];
    Surrounded::enemiesHolding(i, m_view, m_zocs, m_holding);
    result.surroundedRule =
        Surrounded::evaluate(i, m_holding, m_view, m_occupancy, m_zocs, m_surroundedBy);
    setSortedIds(result.inZocOf, m_holding, m_view);
    setSortedIds(result.surroundedBy, m_surroundedBy, m_view);
    ++m_stats.statuses;
}

LineOfSight::Summary SquareAnalysis::decideSight(int a, int b, LineOfSight::Witness &witness) const
{
    const QRect fa = m_view.tokens.at(a).footprintRect();
    const QRect fb = m_view.tokens.at(b).footprintRect();
    if (m_overHeights) {
        // The witness is filled only when both footprints lie on the grid.
        return m_heights.summary(a, b, m_view, m_occupancy, &m_grid, &witness);
    }
    if (m_grid.contains(fa) && m_grid.contains(fb))
        return LineOfSight::summary(fa, fb, m_grid, witness);
    // Off the map's edge: the plain path, and in no list (sightPass() redoes such pairs on
    // every token edit).
    witness.arrive.clear();
    witness.leave.clear();
    return LineOfSight::summary(a, b, m_view, m_occupancy, m_grid);
}

void SquareAnalysis::keepSight(qint64 slot, LineOfSight::Summary summary, const int *arrive,
                               const int *arriveEnd, const int *leave, const int *leaveEnd)
{
    setSight(m_sights, slot, summary);
    for (; arrive != arriveEnd; ++arrive)
        m_pairs.add(PairIndex::List::Arrive, *arrive, slot);
    for (; leave != leaveEnd; ++leave)
        m_pairs.add(PairIndex::List::Leave, *leave, slot);
    ++m_stats.sights;
}

void SquareAnalysis::computeSight(int i, int j)
{
    // §1.6 is symmetric: the same segments, and "any token other than A and B" either way.
    const int a = qMin(i, j);
    const int b = qMax(i, j);
    const qint64 slot = pairSlot(a, b);
    // A full recompute has just emptied the lists: nothing to make stale.
    if (m_pairs.isEnabled() && !m_stats.full)
        m_pairs.renew(slot);
    const auto summary = decideSight(a, b, m_witness);
    const auto &arrive = m_witness.arrive;
    const auto &leave = m_witness.leave;
    keepSight(slot, summary, arrive.data(), arrive.data() + arrive.size(), leave.data(),
              leave.data() + leave.size());
}

void SquareAnalysis::computeSightsOfFullRecompute(const std::vector<std::pair<int, int>> &pairs)
{
    // A block's pairs are decided on every core, each into its own place, then kept in pair
    // order, so the lists fill as one thread would fill them (docs/architecture.md §4.10,
    // "Casts on every core"). Blocks bound the witnesses held at once.
    constexpr int Block = 4096;
    constexpr int PairsPerThread = 64;
    const int count = int(pairs.size());
    const int threads =
        ParallelWork::threadsFor(std::min(count, Block), m_castThreads, PairsPerThread);
    m_sightWorkers.resize(size_t(threads));
    for (int start = 0; start < count; start += Block) {
        const int items = std::min(Block, count - start);
        for (auto &worker : m_sightWorkers)
            worker.cells.clear();
        m_decided.resize(size_t(items));
        ParallelWork::run(items, threads, 16, [&](int k, int t) {
            SightWorker &worker = m_sightWorkers[size_t(t)];
            const auto [i, j] = pairs[size_t(start + k)];
            DecidedSight &decided = m_decided[size_t(k)];
            decided.summary = decideSight(std::min(i, j), std::max(i, j), worker.witness);
            decided.thread = t;
            decided.arrive = worker.cells.size();
            worker.cells.insert(worker.cells.end(), worker.witness.arrive.begin(),
                                worker.witness.arrive.end());
            decided.leave = worker.cells.size();
            worker.cells.insert(worker.cells.end(), worker.witness.leave.begin(),
                                worker.witness.leave.end());
            decided.end = worker.cells.size();
        });
        for (int k = 0; k < items; ++k) {
            const DecidedSight &decided = m_decided[size_t(k)];
            const int *cells = m_sightWorkers[size_t(decided.thread)].cells.data();
            const auto [i, j] = pairs[size_t(start + k)];
            keepSight(pairSlot(i, j), decided.summary, cells + decided.arrive,
                      cells + decided.leave, cells + decided.leave, cells + decided.end);
        }
    }
}

std::pair<int, int> SquareAnalysis::pairOfSlot(qint64 slot)
{
    // slot = j (j - 1) / 2 + i with 0 <= i < j.
    qint64 j = qint64((1.0 + std::sqrt(1.0 + 8.0 * double(slot))) / 2.0);
    while (j * (j - 1) / 2 > slot)
        --j;
    while ((j + 1) * j / 2 <= slot)
        ++j;
    return {int(slot - j * (j - 1) / 2), int(j)};
}

void SquareAnalysis::recomputeAll(const Encounter &encounter)
{
    m_stats = {};
    m_stats.full = true;
    m_view = viewOf(encounter);
    const int n = m_view.tokens.size();
    m_index.clear();
    m_tokens = QVector<TokenResult>(n);
    m_sights.assign(size_t((pairCount(n) + 3) / 4), 0);
    if (!m_view.board.isSquare() || !m_view.rules) {
        m_occupancy = {};
        m_zocs = {};
        m_grid = {};
        m_pairs.reset(0, 0);
        return;
    }
    m_occupancy = OccupancyMap(m_view, Perspective::GameMaster);
    rebuildGrid();
    m_overHeights = m_view.board.square.sightOverHeights;
    if (m_overHeights)
        m_heights.prepare(m_view);
    m_zocs = ZocMap(m_view.board.square.width, m_view.board.square.height);
    m_pairs.reset(m_grid.width() * m_grid.height(), pairCount(n));
    for (int i = 0; i < n; ++i) {
        m_index.insert(m_view.tokens.at(i).id, i);
        m_tokens[i].id = m_view.tokens.at(i).id;
        m_tokens[i].elevation = HighGround::elevation(m_view.tokens.at(i), m_view.board.square);
        computeZone(i);
        m_zocs.add(i, m_tokens[i].zone);
    }
    for (int i = 0; i < n; ++i)
        computeStatus(i);
    computeAllSights();
    m_stats.sights = int(std::min<qint64>(pairCount(n), INT_MAX));
}

void SquareAnalysis::computeIrregularSights()
{
    const int n = m_view.tokens.size();
    for (int g = 0; g < n; ++g) {
        if (m_regular[size_t(g)])
            continue;
        for (int j = 0; j < n; ++j) {
            if (j != g && (m_regular[size_t(j)] || j > g))
                computeSight(g, j);
        }
    }
}

void SquareAnalysis::computeAllSights()
{
    const int n = m_view.tokens.size();
    m_footprints.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        m_footprints[size_t(i)] = m_view.tokens.at(i).footprintRect();
    if (m_overHeights) {
        computeAllSightsOverHeights();
        return;
    }
    m_allPairs.compute(m_grid, m_footprints, m_pairs.isEnabled() ? PairIndex::entryCapacity() : 0);
    m_regular.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        m_regular[size_t(i)] = m_allPairs.isRegular(i) ? 1 : 0;
    computeIrregularSights();
    const auto &sighted = m_allPairs.sighted();
    if (m_allPairs.coverDecided()) {
        for (const auto &[i, j] : sighted)
            setSight(m_sights, pairSlot(i, j), {true, !m_allPairs.isClear(i, j)});
        // The clear segments alone would overflow the index: it is off, as it would turn
        // itself off on the way.
        if (m_pairs.isEnabled() && m_allPairs.clearWitnessCells() > PairIndex::entryCapacity())
            m_pairs.disable();
    }
    // The pairs with sight: their cover (when not decided above) and their witnesses, pair by
    // pair; the pairs without sight keep their zero bits and are in no list.
    if (!m_allPairs.coverDecided() || m_pairs.isEnabled())
        computeSightsOfFullRecompute(sighted);
}

void SquareAnalysis::computeAllSightsOverHeights()
{
    const int n = m_view.tokens.size();
    m_eyes.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        m_eyes[size_t(i)] = m_heights.eyeOf(i);
    m_heightPairs.compute(m_view.board.square, *m_view.rules, m_footprints, m_eyes,
                          m_pairs.isEnabled() ? PairIndex::entryCapacity() : 0);
    m_regular.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        m_regular[size_t(i)] = m_heightPairs.isRegular(i) ? 1 : 0;
    // The casts decide cover only when the candidates' witnesses would not fit the index. The
    // candidates they cannot prove clear still hold clear pairs with long witnesses over heights,
    // so the index would most likely overflow and turn itself off on the way: it is off at once.
    const bool coverDecided = m_heightPairs.coverDecided();
    if (coverDecided)
        m_pairs.disable();
    // The candidates proven clear need no walk; the other pairs of regular tokens have no sight
    // and keep their zero bits.
    const auto &candidates = m_heightPairs.candidates();
    m_walkedPairs.clear();
    for (size_t k = 0; k < candidates.size(); ++k) {
        const auto [i, j] = candidates[k];
        if (coverDecided && m_heightPairs.provenClear(k))
            setSight(m_sights, pairSlot(i, j), {true, false});
        else
            m_walkedPairs.push_back(candidates[k]);
    }
    computeSightsOfFullRecompute(m_walkedPairs);
    computeIrregularSights();
}

void SquareAnalysis::rebuildGrid()
{
    m_grid.rebuild(m_view.board.square, *m_view.rules);
    for (const auto &token : m_view.tokens)
        m_grid.addToken(token.footprintRect());
}

void SquareAnalysis::update(const Encounter &encounter, const EncounterChange &change)
{
    if (change.kind == EncounterChange::Kind::Appearance ||
        change.kind == EncounterChange::Kind::Lighting)
        return;
    const auto &board = encounter.board.square;
    // A terrain change without an area says nothing about where: treat it as everything.
    const bool terrainAnywhere =
        change.kind == EncounterChange::Kind::TerrainChanged && change.area.isEmpty();
    if (change.kind == EncounterChange::Kind::Everything || terrainAnywhere || !m_view.rules ||
        encounter.rules != m_view.rules || !encounter.board.isSquare() ||
        board.width != m_view.board.square.width || board.height != m_view.board.square.height ||
        encounter.allies != m_view.allies || board.sightOverHeights != m_overHeights ||
        (m_overHeights && !sameHeights(board, m_view.board.square, change))) {
        recomputeAll(encounter);
        return;
    }
    m_stats = {};
    const RuleSet &rules = *encounter.rules;
    Encounter next = viewOf(encounter);
    const int n = next.tokens.size();
    const int oldCount = m_view.tokens.size();

    // Match tokens by id and find what changed. Diffing the whole list (cheap) instead of
    // trusting `change` alone keeps the result right for any token edit.
    m_oldOf.assign(size_t(n), -1);
    m_dirty.assign(size_t(n), 0);
    m_moved.assign(size_t(n), 0);
    m_seen.assign(size_t(oldCount), 0);
    m_statusRects.clear();
    m_sightRects.clear();
    m_arriveRects.clear();
    m_leaveRects.clear();
    bool sameOrder = n == oldCount;
    for (int i = 0; i < n; ++i) {
        const auto &token = next.tokens.at(i);
        const int old = m_index.value(token.id, -1);
        m_oldOf[size_t(i)] = old;
        if (old != i)
            sameOrder = false;
        if (old < 0) {
            m_dirty[size_t(i)] = m_moved[size_t(i)] = 1;
            m_statusRects.push_back(reachOf(token, rules));
            m_arriveRects.push_back(token.footprintRect());
            continue;
        }
        m_seen[size_t(old)] = 1;
        const auto &before = m_view.tokens.at(old);
        if (sameForRules(before, token, rules))
            continue;
        m_dirty[size_t(i)] = 1;
        m_statusRects.push_back(reachOf(before, rules));
        m_statusRects.push_back(reachOf(token, rules));
        // Sight reads footprints alone (docs/rules.md §1.6); over heights, bodies too (§13).
        if (before.footprintRect() != token.footprintRect() ||
            (m_overHeights && (before.altitudeMicrometres != token.altitudeMicrometres ||
                               before.heightMicrometres != token.heightMicrometres))) {
            m_moved[size_t(i)] = 1;
            m_leaveRects.push_back(before.footprintRect());
            m_arriveRects.push_back(token.footprintRect());
        }
    }
    for (int old = 0; old < oldCount; ++old) {
        if (!m_seen[size_t(old)]) {
            sameOrder = false;
            m_statusRects.push_back(reachOf(m_view.tokens.at(old), rules));
            m_leaveRects.push_back(m_view.tokens.at(old).footprintRect());
        }
    }
    QRect terrainArea;
    if (change.kind == EncounterChange::Kind::TerrainChanged) {
        // Grown by one: a wall on the area's edge touches segments just outside it.
        terrainArea = change.area.adjusted(-1, -1, 1, 1);
        m_statusRects.push_back(terrainArea);
        m_sightRects.push_back(terrainArea);
    }

    // The grid holds the board: a board edit rebuilds it (with the tokens), a token edit moves
    // the token in it.
    const bool boardChanged = change.kind == EncounterChange::Kind::TerrainChanged ||
                              !sameSightBoard(next.board.square, m_view.board.square);
    Encounter previous = std::move(m_view);
    m_view = std::move(next);
    if (boardChanged) {
        rebuildGrid();
    } else if (sameOrder) {
        for (int i = 0; i < n; ++i) {
            if (m_moved[size_t(i)]) {
                m_grid.removeToken(previous.tokens.at(i).footprintRect());
                m_grid.addToken(m_view.tokens.at(i).footprintRect());
            }
        }
    } else {
        for (const auto &token : previous.tokens)
            m_grid.removeToken(token.footprintRect());
        for (const auto &token : m_view.tokens)
            m_grid.addToken(token.footprintRect());
    }
    if (sameOrder) {
        for (int i = 0; i < n; ++i) {
            if (!m_dirty[size_t(i)])
                continue;
            m_occupancy.remove(i, previous.tokens.at(i));
            m_occupancy.add(i, m_view.tokens.at(i));
            m_zocs.remove(i, m_tokens[i].zone);
        }
    } else {
        // Indices moved: carry the results over to the new order and rebuild the maps.
        QVector<TokenResult> tokens(n);
        std::vector<quint8> sights(size_t((pairCount(n) + 3) / 4), 0);
        std::vector<int> newOf(size_t(oldCount), -1);
        m_index.clear();
        for (int i = 0; i < n; ++i) {
            m_index.insert(m_view.tokens.at(i).id, i);
            const int old = m_oldOf[size_t(i)];
            if (old >= 0) {
                tokens[i] = std::move(m_tokens[old]);
                newOf[size_t(old)] = i;
            }
            tokens[i].id = m_view.tokens.at(i).id;
        }
        for (int j = 1; j < n; ++j) {
            for (int i = 0; i < j; ++i) {
                if (m_oldOf[size_t(i)] >= 0 && m_oldOf[size_t(j)] >= 0 && !m_moved[size_t(i)] &&
                    !m_moved[size_t(j)])
                    setSight(sights, pairSlot(i, j),
                             sightOf(pairSlot(m_oldOf[size_t(i)], m_oldOf[size_t(j)])));
            }
        }
        // The index follows the slots; pairs with a moved end are recomputed below.
        m_pairs.renumber(pairCount(n), [&](qint64 oldSlot) -> qint64 {
            const auto [oi, oj] = pairOfSlot(oldSlot);
            const int ni = newOf[size_t(oi)];
            const int nj = newOf[size_t(oj)];
            if (ni < 0 || nj < 0 || m_moved[size_t(ni)] || m_moved[size_t(nj)])
                return -1;
            return pairSlot(ni, nj);
        });
        m_tokens = std::move(tokens);
        m_sights = std::move(sights);
        m_occupancy = OccupancyMap(m_view, Perspective::GameMaster);
    }

    // Zones and elevations.
    for (int i = 0; i < n; ++i) {
        const auto &token = m_view.tokens.at(i);
        bool zone = m_dirty[size_t(i)];
        bool elevation = m_dirty[size_t(i)];
        if (!terrainArea.isNull()) {
            if (!zone && reachOf(token, rules).intersects(terrainArea)) {
                zone = true;
                m_statusRects.push_back(reachOf(token, rules));
                if (sameOrder)
                    m_zocs.remove(i, m_tokens[i].zone);
            }
            elevation = elevation || token.footprintRect().intersects(terrainArea);
        }
        if (zone) {
            computeZone(i);
            if (sameOrder)
                m_zocs.add(i, m_tokens[i].zone);
        }
        if (elevation)
            m_tokens[i].elevation = HighGround::elevation(token, m_view.board.square);
    }
    if (!sameOrder) {
        m_zocs = ZocMap(board.width, board.height);
        for (int i = 0; i < n; ++i)
            m_zocs.add(i, m_tokens[i].zone);
    }

    // Who is in whose zone, and who is surrounded: within one step of any changed area.
    for (int i = 0; i < n; ++i) {
        if (m_dirty[size_t(i)] ||
            intersectsAny(m_view.tokens.at(i).footprintRect().adjusted(-1, -1, 1, 1),
                          m_statusRects))
            computeStatus(i);
    }

    if (m_overHeights)
        m_heights.prepare(m_view);
    sightPass();
}

void SquareAnalysis::sightPass()
{
    const int n = m_view.tokens.size();
    const bool indexed = m_pairs.isEnabled();
    // What the index lists on the cells tokens left or reached is taken before any pair is
    // recomputed: a recomputed pair renews its generation, so what it leaves behind is stale.
    m_taken.clear();
    if (indexed) {
        const int width = m_grid.width();
        const QRect map(0, 0, m_grid.width(), m_grid.height());
        auto takeAll = [&](const std::vector<QRect> &rects, PairIndex::List list) {
            for (const QRect &rect : rects) {
                const QRect cells = rect.intersected(map);
                for (int y = cells.top(); y <= cells.bottom(); ++y) {
                    for (int x = cells.left(); x <= cells.right(); ++x)
                        m_pairs.take(list, y * width + x, m_taken);
                }
            }
        };
        takeAll(m_arriveRects, PairIndex::List::Arrive);
        takeAll(m_leaveRects, PairIndex::List::Leave);
    } else {
        // No index: every segment over a changed footprint is found by the scan.
        m_sightRects.insert(m_sightRects.end(), m_arriveRects.begin(), m_arriveRects.end());
        m_sightRects.insert(m_sightRects.end(), m_leaveRects.begin(), m_leaveRects.end());
    }

    // Pairs with a moved end.
    m_movedList.clear();
    for (int i = 0; i < n; ++i) {
        if (m_moved[size_t(i)])
            m_movedList.push_back(i);
    }
    for (const int i : m_movedList) {
        for (int j = 0; j < n; ++j) {
            if (j != i && !(m_moved[size_t(j)] && j < i))
                computeSight(i, j);
        }
    }

    // Pairs with an end off the map's edge are in no list: any footprint edit redoes them.
    const bool footprintsChanged = !m_arriveRects.empty() || !m_leaveRects.empty();
    if (indexed && footprintsChanged) {
        auto offMap = [&](int i) { return !m_grid.contains(m_view.tokens.at(i).footprintRect()); };
        for (int g = 0; g < n; ++g) {
            if (m_moved[size_t(g)] || !offMap(g))
                continue;
            for (int j = 0; j < n; ++j) {
                if (j != g && !m_moved[size_t(j)] && !(j < g && offMap(j)))
                    computeSight(g, j);
            }
        }
    }

    if (!m_sightRects.empty())
        rectPass();

    // The listed pairs not recomputed above (those were renewed, so their entries are stale).
    for (const PairIndex::Entry &entry : m_taken) {
        if (!m_pairs.isCurrent(entry))
            continue;
        const auto [i, j] = pairOfSlot(qint64(entry.slot));
        computeSight(i, j);
    }
}

void SquareAnalysis::rectPass()
{
    // A pair's segments lie in the closed span of both footprints, so a changed rect that does
    // not meet the span grown by one cannot change them; one that does is tested against each
    // segment with LineOfSight::segmentMeetsCells's rule, here in half-cell units (centres
    // odd, grid lines even) where 64 bits are enough: the closed segment meets the closed
    // rectangle unless their boxes are apart or all four corners lie strictly on one side.
    struct Box {
        qint64 left, top, right, bottom;
    };
    QVarLengthArray<Box, 8> rects; // doubled corners
    Box hot{LLONG_MAX, LLONG_MAX, LLONG_MIN, LLONG_MIN};
    for (const auto &r : m_sightRects) {
        if (r.isEmpty())
            continue;
        rects.append({2 * qint64(r.left()), 2 * qint64(r.top()), 2 * (qint64(r.right()) + 1),
                      2 * (qint64(r.bottom()) + 1)});
        hot = {qMin(hot.left, rects.last().left), qMin(hot.top, rects.last().top),
               qMax(hot.right, rects.last().right), qMax(hot.bottom, rects.last().bottom)};
    }
    if (rects.isEmpty())
        return;
    const int n = m_view.tokens.size();
    m_boxes.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        m_boxes[size_t(i)] = m_view.tokens.at(i).footprintRect();
    auto boxOf = [&](int i) {
        const QRect &f = m_boxes[size_t(i)];
        return Box{f.left(), f.top(), f.right(), f.bottom()};
    };
    auto segmentMeets = [](qint64 px, qint64 py, qint64 qx, qint64 qy, const Box &r) {
        if (qMax(px, qx) < r.left || qMin(px, qx) > r.right || qMax(py, qy) < r.top ||
            qMin(py, qy) > r.bottom)
            return false;
        const qint64 dx = qx - px, dy = qy - py;
        auto side = [&](qint64 cx, qint64 cy) {
            const qint64 cross = dx * (cy - py) - dy * (cx - px);
            return cross > 0 ? 1 : (cross < 0 ? -1 : 0);
        };
        const int s1 = side(r.left, r.top), s2 = side(r.right, r.top);
        const int s3 = side(r.left, r.bottom), s4 = side(r.right, r.bottom);
        return s1 == 0 || s2 == 0 || s3 == 0 || s4 == 0 || !(s1 == s2 && s2 == s3 && s3 == s4);
    };
    auto touches = [&](const Box &a, const Box &b) {
        // The span grown by one cell, doubled.
        const Box span{2 * (qMin(a.left, b.left) - 1), 2 * (qMin(a.top, b.top) - 1),
                       2 * (qMax(a.right, b.right) + 2), 2 * (qMax(a.bottom, b.bottom) + 2)};
        if (span.left > hot.right || span.right < hot.left || span.top > hot.bottom ||
            span.bottom < hot.top)
            return false;
        for (const auto &r : rects) {
            if (span.left > r.right || span.right < r.left || span.top > r.bottom ||
                span.bottom < r.top)
                continue;
            for (qint64 ay = a.top; ay <= a.bottom; ++ay) {
                for (qint64 ax = a.left; ax <= a.right; ++ax) {
                    for (qint64 by = b.top; by <= b.bottom; ++by) {
                        for (qint64 bx = b.left; bx <= b.right; ++bx) {
                            if (segmentMeets(2 * ax + 1, 2 * ay + 1, 2 * bx + 1, 2 * by + 1, r))
                                return true;
                        }
                    }
                }
            }
        }
        return false;
    };
    // Which side of the changed box each token lies wholly beyond, grown spans included: a pair
    // whose two tokens share a side has a span that misses the box, one AND per pair.
    m_beyond.assign(size_t(n), 0);
    for (int i = 0; i < n; ++i) {
        const Box f = boxOf(i);
        m_beyond[size_t(i)] =
            quint8((2 * (f.left - 1) > hot.right ? 1 : 0) | (2 * (f.right + 2) < hot.left ? 2 : 0) |
                   (2 * (f.top - 1) > hot.bottom ? 4 : 0) | (2 * (f.bottom + 2) < hot.top ? 8 : 0));
    }
    for (int j = 1; j < n; ++j) {
        if (m_moved[size_t(j)])
            continue; // done with the moved ends
        const Box bj = boxOf(j);
        const quint8 beyondJ = m_beyond[size_t(j)];
        for (int i = 0; i < j; ++i) {
            if (!m_moved[size_t(i)] && !(m_beyond[size_t(i)] & beyondJ) && touches(boxOf(i), bj))
                computeSight(i, j);
        }
    }
}

SquareAnalysis::PairResult SquareAnalysis::pairAt(int from, int to, bool reasons) const
{
    const auto &a = m_view.tokens.at(from);
    const auto &b = m_view.tokens.at(to);
    PairResult pair;
    pair.from = a.id;
    pair.to = b.id;
    pair.enemies = m_view.areEnemies(a, b);
    pair.distance = chebyshevGap(a.footprintRect(), b.footprintRect());
    const auto summary = sightOf(pairSlot(from, to));
    if (reasons || summary.cover) {
        // The same call recomputeAll() made, on the same view: the same answer, reasons included.
        pair.sight =
            LineOfSight::between(qMin(from, to), qMax(from, to), m_view, m_occupancy, m_grid);
        Q_ASSERT(pair.sight.lineOfSight == summary.lineOfSight &&
                 pair.sight.cover == summary.cover);
    } else {
        pair.sight.lineOfSight = summary.lineOfSight;
        pair.sight.cover = summary.cover;
    }
    pair.heightDifference = m_tokens[from].elevation - m_tokens[to].elevation;
    pair.melee = HighGround::melee(pair.heightDifference, *m_view.rules);
    pair.rangeAdjustment = HighGround::rangeAdjustment(pair.heightDifference, *m_view.rules);
    return pair;
}

QStringList SquareAnalysis::tokenIds() const
{
    QStringList ids;
    for (const auto &t : m_view.tokens)
        ids.append(t.id);
    return ids;
}

const SquareAnalysis::TokenResult *SquareAnalysis::token(const QString &id) const
{
    const int i = m_index.value(id, -1);
    return i < 0 ? nullptr : &m_tokens[i];
}

std::optional<LineOfSight::Summary> SquareAnalysis::storedSight(const QString &from,
                                                                const QString &to) const
{
    const int a = m_index.value(from, -1);
    const int b = m_index.value(to, -1);
    if (a < 0 || b < 0 || a == b)
        return std::nullopt;
    return sightOf(pairSlot(a, b));
}

std::optional<SquareAnalysis::PairResult> SquareAnalysis::pair(const QString &from,
                                                               const QString &to) const
{
    const int a = m_index.value(from, -1);
    const int b = m_index.value(to, -1);
    if (a < 0 || b < 0 || a == b)
        return std::nullopt;
    return pairAt(a, b);
}

QJsonObject SquareAnalysis::tokenJson(const TokenResult &token)
{
    const auto rule = Surrounded::ruleName(token.surroundedRule);
    return {
        {QStringLiteral("hasZoc"), token.hasZoc},
        {QStringLiteral("inZocOf"), QJsonArray::fromStringList(token.inZocOf)},
        {QStringLiteral("surrounded"), token.surrounded()},
        {QStringLiteral("surroundedBy"), QJsonArray::fromStringList(token.surroundedBy)},
        {QStringLiteral("surroundedRule"), rule.isEmpty() ? QJsonValue() : QJsonValue(rule)},
        {QStringLiteral("elevation"), FixedPoint::toDouble(token.elevation)},
    };
}

QJsonObject SquareAnalysis::pairJson(const PairResult &pair)
{
    // docs/rules.md §5.5 `coveredBy`: token ids (sorted), then [x, y] cells (sorted by y, then x).
    QJsonArray coveredBy;
    for (const auto &id : pair.sight.coveringTokens)
        coveredBy.append(id);
    for (const auto &cell : pair.sight.coveringCells)
        coveredBy.append(QJsonArray{cell.x(), cell.y()});
    return {
        {QStringLiteral("from"), pair.from},
        {QStringLiteral("to"), pair.to},
        {QStringLiteral("enemies"), pair.enemies},
        {QStringLiteral("distance"), pair.distance},
        {QStringLiteral("lineOfSight"), pair.sight.lineOfSight},
        {QStringLiteral("cover"), pair.sight.cover},
        {QStringLiteral("coveredBy"), coveredBy},
        {QStringLiteral("heightDifference"), FixedPoint::toDouble(pair.heightDifference)},
        {QStringLiteral("melee"), HighGround::cliWord(pair.melee)},
        {QStringLiteral("rangeAdjustment"), pair.rangeAdjustment},
    };
}

QJsonObject SquareAnalysis::toJson() const
{
    QJsonArray pairs;
    forEachPairJson([&](const QJsonObject &pair) { pairs.append(pair); });
    return {
        {QStringLiteral("rules"), m_view.rulesId},
        {QStringLiteral("tokens"), tokensJson()},
        {QStringLiteral("pairs"), pairs},
    };
}

QJsonObject SquareAnalysis::tokensJson() const
{
    QJsonObject tokens;
    for (int i = 0; i < m_view.tokens.size(); ++i) {
        QJsonObject token = tokenJson(m_tokens[i]);
        // docs/cli.md §10: the eye height, only where sight runs over heights.
        if (m_overHeights)
            token.insert(QStringLiteral("eye"), FixedPoint::toDouble(m_heights.eyeOf(i)));
        tokens.insert(m_view.tokens.at(i).id, token);
    }
    return tokens;
}

void SquareAnalysis::forEachPairJson(const std::function<void(const QJsonObject &)> &visit) const
{
    const int n = m_view.tokens.size();
    QVector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int l, int r) { return m_view.tokens.at(l).id < m_view.tokens.at(r).id; });
    for (const int a : order) {
        for (const int b : order) {
            if (a != b)
                visit(pairJson(pairAt(a, b, false)));
        }
    }
}
