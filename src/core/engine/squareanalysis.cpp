#include "squareanalysis.h"

#include "model/fixedpoint.h"
#include "squaregeometry.h"
#include "zoneofcontrol.h"

#include <QJsonArray>
#include <algorithm>
#include <climits>
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
           a.altitudeMicrometres == b.altitudeMicrometres && a.zoc == b.zoc &&
           a.reachOr(rules.defaultReach) == b.reachOr(rules.defaultReach) &&
           a.conditions == b.conditions && a.side == b.side;
}

int chebyshevGap(const QRect &a, const QRect &b)
{
    const int dx = qMax(0, qMax(b.left() - a.right(), a.left() - b.right()));
    const int dy = qMax(0, qMax(b.top() - a.bottom(), a.top() - b.bottom()));
    return qMax(dx, dy);
}

QStringList sortedIds(const QVector<int> &indices, const Encounter &encounter)
{
    QStringList ids;
    ids.reserve(indices.size());
    for (const int i : indices)
        ids.append(encounter.tokens[i].id);
    ids.sort();
    return ids;
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

bool intersectsAny(const QRect &rect, const QVector<QRect> &rects)
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
    const auto &token = m_view.tokens[i];
    result.hasZoc = ZoneOfControl::isActive(token, *m_view.rules);
    result.zone = ZoneOfControl::cells(token, m_view.board.square, *m_view.rules);
    ++m_stats.zones;
}

void SquareAnalysis::computeStatus(int i)
{
    auto &result = m_tokens[i];
    const auto holding = Surrounded::enemiesHolding(i, m_view, m_zocs);
    const auto surrounded = Surrounded::evaluate(i, holding, m_view, m_occupancy, m_zocs);
    result.inZocOf = sortedIds(holding, m_view);
    result.surroundedRule = surrounded.rule;
    result.surroundedBy = sortedIds(surrounded.by, m_view);
    ++m_stats.statuses;
}

void SquareAnalysis::computeSight(int i, int j)
{
    // §1.6 is symmetric: the same segments, and "any token other than A and B" either way.
    setSight(m_sights, pairSlot(i, j),
             LineOfSight::summary(qMin(i, j), qMax(i, j), m_view, m_occupancy, m_grid));
    ++m_stats.sights;
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
        return;
    }
    m_occupancy = OccupancyMap(m_view, Perspective::GameMaster);
    rebuildGrid();
    m_zocs = ZocMap(m_view.board.square.width, m_view.board.square.height);
    for (int i = 0; i < n; ++i) {
        m_index.insert(m_view.tokens[i].id, i);
        m_tokens[i].id = m_view.tokens[i].id;
        m_tokens[i].elevation = HighGround::elevation(m_view.tokens[i], m_view.board.square);
        computeZone(i);
        m_zocs.add(i, m_tokens[i].zone);
    }
    for (int i = 0; i < n; ++i)
        computeStatus(i);
    for (int j = 1; j < n; ++j) {
        for (int i = 0; i < j; ++i)
            computeSight(i, j);
    }
}

void SquareAnalysis::rebuildGrid()
{
    m_grid = SightGrid(m_view.board.square, *m_view.rules);
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
        encounter.allies != m_view.allies) {
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
    QVector<int> oldOf(n, -1);
    QVector<bool> dirty(n, false); // added or changed: its zone, status and pairs again
    QVector<bool> seen(oldCount, false);
    QVector<QRect> statusRects; // a token whose footprint grown by one meets these: status again
    QVector<QRect> sightRects;  // a pair with a segment meeting these: sight again
    bool sameOrder = n == oldCount;
    for (int i = 0; i < n; ++i) {
        const auto &token = next.tokens[i];
        const int old = m_index.value(token.id, -1);
        oldOf[i] = old;
        if (old != i)
            sameOrder = false;
        if (old < 0) {
            dirty[i] = true;
            statusRects << reachOf(token, rules);
            sightRects << token.footprintRect();
            continue;
        }
        seen[old] = true;
        const auto &before = m_view.tokens[old];
        if (sameForRules(before, token, rules))
            continue;
        dirty[i] = true;
        statusRects << reachOf(before, rules) << reachOf(token, rules);
        if (before.footprintRect() != token.footprintRect())
            sightRects << before.footprintRect() << token.footprintRect();
    }
    for (int old = 0; old < oldCount; ++old) {
        if (!seen[old]) {
            sameOrder = false;
            statusRects << reachOf(m_view.tokens[old], rules);
            sightRects << m_view.tokens[old].footprintRect();
        }
    }
    QRect terrainArea;
    if (change.kind == EncounterChange::Kind::TerrainChanged) {
        // Grown by one: a wall on the area's edge touches segments just outside it.
        terrainArea = change.area.adjusted(-1, -1, 1, 1);
        statusRects << terrainArea;
        sightRects << terrainArea;
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
            if (dirty[i]) {
                m_grid.removeToken(previous.tokens[i].footprintRect());
                m_grid.addToken(m_view.tokens[i].footprintRect());
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
            if (!dirty[i])
                continue;
            m_occupancy.remove(i, previous.tokens[i]);
            m_occupancy.add(i, m_view.tokens[i]);
            m_zocs.remove(i, m_tokens[i].zone);
        }
    } else {
        // Indices moved: carry the results over to the new order and rebuild the maps.
        QVector<TokenResult> tokens(n);
        std::vector<quint8> sights(size_t((pairCount(n) + 3) / 4), 0);
        m_index.clear();
        for (int i = 0; i < n; ++i) {
            m_index.insert(m_view.tokens[i].id, i);
            if (oldOf[i] >= 0)
                tokens[i] = std::move(m_tokens[oldOf[i]]);
            tokens[i].id = m_view.tokens[i].id;
        }
        for (int j = 1; j < n; ++j) {
            for (int i = 0; i < j; ++i) {
                if (oldOf[i] >= 0 && oldOf[j] >= 0 && !dirty[i] && !dirty[j])
                    setSight(sights, pairSlot(i, j), sightOf(pairSlot(oldOf[i], oldOf[j])));
            }
        }
        m_tokens = std::move(tokens);
        m_sights = std::move(sights);
        m_occupancy = OccupancyMap(m_view, Perspective::GameMaster);
    }

    // Zones and elevations.
    for (int i = 0; i < n; ++i) {
        const auto &token = m_view.tokens[i];
        bool zone = dirty[i];
        bool elevation = dirty[i];
        if (!terrainArea.isNull()) {
            if (!zone && reachOf(token, rules).intersects(terrainArea)) {
                zone = true;
                statusRects << reachOf(token, rules);
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
        if (dirty[i] ||
            intersectsAny(m_view.tokens[i].footprintRect().adjusted(-1, -1, 1, 1), statusRects))
            computeStatus(i);
    }

    // Sight and cover: pairs with a changed end, or with a segment over a changed area.
    sightPass(dirty, sightRects);
}

void SquareAnalysis::sightPass(const QVector<bool> &dirty, const QVector<QRect> &sightRects)
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
    for (const auto &r : sightRects) {
        if (r.isEmpty())
            continue;
        rects.append({2 * qint64(r.left()), 2 * qint64(r.top()), 2 * (qint64(r.right()) + 1),
                      2 * (qint64(r.bottom()) + 1)});
        hot = {qMin(hot.left, rects.last().left), qMin(hot.top, rects.last().top),
               qMax(hot.right, rects.last().right), qMax(hot.bottom, rects.last().bottom)};
    }
    const int n = m_view.tokens.size();
    QVector<Box> boxes(n); // footprints, in cells
    for (int i = 0; i < n; ++i) {
        const QRect f = m_view.tokens[i].footprintRect();
        boxes[i] = {f.left(), f.top(), f.right(), f.bottom()};
    }
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
    std::vector<quint8> beyond(size_t(n), 0);
    for (int i = 0; i < n && !rects.isEmpty(); ++i) {
        const Box &f = boxes[i];
        beyond[size_t(i)] =
            quint8((2 * (f.left - 1) > hot.right ? 1 : 0) | (2 * (f.right + 2) < hot.left ? 2 : 0) |
                   (2 * (f.top - 1) > hot.bottom ? 4 : 0) | (2 * (f.bottom + 2) < hot.top ? 8 : 0));
    }
    for (int j = 1; j < n; ++j) {
        const Box bj = boxes[j];
        const bool dirtyJ = dirty[j];
        const quint8 beyondJ = beyond[size_t(j)];
        for (int i = 0; i < j; ++i) {
            if (dirtyJ || dirty[i] ||
                (!rects.isEmpty() && !(beyond[size_t(i)] & beyondJ) && touches(boxes[i], bj)))
                computeSight(i, j);
        }
    }
}

SquareAnalysis::PairResult SquareAnalysis::pairAt(int from, int to, bool reasons) const
{
    const auto &a = m_view.tokens[from];
    const auto &b = m_view.tokens[to];
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
    for (int i = 0; i < m_view.tokens.size(); ++i)
        tokens.insert(m_view.tokens[i].id, tokenJson(m_tokens[i]));
    return tokens;
}

void SquareAnalysis::forEachPairJson(const std::function<void(const QJsonObject &)> &visit) const
{
    const int n = m_view.tokens.size();
    QVector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int l, int r) { return m_view.tokens[l].id < m_view.tokens[r].id; });
    for (const int a : order) {
        for (const int b : order) {
            if (a != b)
                visit(pairJson(pairAt(a, b, false)));
        }
    }
}
