#include "positionanalysis.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

namespace
{

bool sameFlags(const PositionFlags &a, const PositionFlags &b)
{
    return a.difficult == b.difficult && a.turbulent == b.turbulent && a.water == b.water &&
           a.fillsPosition == b.fillsPosition && a.saveEnergy == b.saveEnergy &&
           a.saveModifier == b.saveModifier && a.extra == b.extra;
}

bool sameBoard(const PositionBoard &a, const PositionBoard &b)
{
    if (a.skyward != b.skyward)
        return false;
    if (a.positions.isSharedWith(b.positions))
        return true;
    if (a.positions.size() != b.positions.size())
        return false;
    for (auto i = a.positions.cbegin(), j = b.positions.cbegin(); i != a.positions.cend();
         ++i, ++j) {
        if (i.key() != j.key() || !sameFlags(*i, *j))
            return false;
    }
    return true;
}

} // namespace

void PositionAnalysis::OnDemand::clear()
{
    indexed = false;
    byId.clear();
    tokens.clear();
    pairs.clear();
}

PositionAnalysis::PositionAnalysis(Perspective perspective) : m_perspective(perspective) {}

bool PositionAnalysis::sees(const Token &token) const
{
    // docs/rules.md §3: the players' analysis is computed as if hidden tokens were absent.
    return m_perspective == Perspective::GameMaster || !token.hidden;
}

void PositionAnalysis::rebuildGraph(const Encounter &encounter)
{
    // The graph (adjacency, all distances) depends only on the rule set and the board's
    // marks, which a token edit leaves alone: build it once per rule set and board.
    if (m_graphRules == encounter.rules && m_graphRules &&
        sameBoard(m_graphBoard, encounter.board.positions))
        return;
    m_graphRules = encounter.rules;
    m_graphBoard = encounter.board.positions;
    m_graph = m_graphRules ? PositionGraph(*m_graphRules, m_graphBoard) : PositionGraph();
}

int PositionAnalysis::sideIndex(const Encounter &encounter, const QString &side)
{
    const auto found = m_sides.indexOf(side);
    if (found >= 0)
        return static_cast<int>(found);
    m_sides << side;
    const auto n = m_sides.size();
    m_enemies.assign(static_cast<size_t>(n * n), 0);
    for (qsizetype a = 0; a < n; ++a) {
        for (qsizetype b = 0; b < n; ++b)
            m_enemies[static_cast<size_t>(a * n + b)] =
                encounter.areEnemies(m_sides[a], m_sides[b]);
    }
    return static_cast<int>(n - 1);
}

PositionAnalysis::Seen PositionAnalysis::seenOf(const Encounter &encounter, const Token &token)
{
    Seen seen;
    seen.id = token.id;
    seen.positionId = token.position;
    seen.levelId = token.level;
    seen.stance = token.stance;
    seen.side = sideIndex(encounter, token.side);
    seen.position = m_graph.indexOf(token.position);
    seen.level = m_graph.levelValue(token.level).value_or(0);
    seen.fills = token.fillsPosition;
    return seen;
}

void PositionAnalysis::recountBlocked()
{
    const int n = m_graph.count();
    m_blocked.fill(false, n);
    for (int position = 0; position < n; ++position)
        m_blocked[position] = m_graph.fillsPosition(position);
    for (const auto &seen : m_seen) {
        if (seen.fills && seen.position >= 0)
            m_blocked[seen.position] = true;
    }
}

void PositionAnalysis::recomputeAll(const Encounter &encounter)
{
    m_rulesId = encounter.rules ? encounter.rules->id : encounter.rulesId;
    m_rules = encounter.rules;
    rebuildGraph(encounter);
    m_sides.clear();
    m_enemies.clear();
    m_seen.clear();
    m_seen.reserve(static_cast<size_t>(encounter.tokens.size()));
    for (const auto &token : encounter.tokens) {
        if (sees(token))
            m_seen.push_back(seenOf(encounter, token));
    }
    recountBlocked();
    m_onDemand.clear();
}

void PositionAnalysis::update(const Encounter &encounter, const EncounterChange &change)
{
    using Kind = EncounterChange::Kind;
    if (change.kind == Kind::Appearance || change.kind == Kind::Lighting)
        return;
    const bool tokenChange = change.kind == Kind::TokenMoved || change.kind == Kind::TokenAdded ||
                             change.kind == Kind::TokenRemoved || change.kind == Kind::TokenChanged;
    const Token *token = encounter.token(change.tokenId);
    if (!tokenChange || !m_rules || m_rules != encounter.rules || !token || !sees(*token)) {
        recomputeAll(encounter);
        return;
    }
    // The common case of a drag: a token seen before and still seen. Its facts are rewritten
    // in place, so the order by id stays valid; everything else is recomputed from scratch.
    Seen *known = nullptr;
    for (auto &seen : m_seen) {
        if (seen.id != change.tokenId)
            continue;
        if (known) { // the same id twice: leave it to the general case
            recomputeAll(encounter);
            return;
        }
        known = &seen;
    }
    if (!known) {
        recomputeAll(encounter);
        return;
    }
    *known = seenOf(encounter, *token);
    recountBlocked();
    const bool indexed = m_onDemand.indexed;
    auto byId = std::move(m_onDemand.byId);
    m_onDemand.clear();
    m_onDemand.byId = std::move(byId);
    m_onDemand.indexed = indexed;
    m_onDemand.tokens.resize(m_onDemand.byId.size());
}

void PositionAnalysis::indexLocked() const
{
    if (m_onDemand.indexed)
        return;
    auto &byId = m_onDemand.byId;
    byId.resize(m_seen.size());
    for (size_t i = 0; i < byId.size(); ++i)
        byId[i] = static_cast<int>(i);
    // Stable, so of equal ids the last in the encounter comes last and is the one kept, as
    // when each token was inserted into a map by id in turn.
    std::stable_sort(byId.begin(), byId.end(),
                     [&](int a, int b) { return m_seen[a].id < m_seen[b].id; });
    size_t kept = 0;
    for (size_t i = 0; i < byId.size(); ++i) {
        if (i + 1 < byId.size() && m_seen[byId[i]].id == m_seen[byId[i + 1]].id)
            continue;
        byId[kept++] = byId[i];
    }
    byId.resize(kept);
    m_onDemand.tokens.clear();
    m_onDemand.tokens.resize(kept);
    m_onDemand.indexed = true;
}

int PositionAnalysis::rankLocked(const QString &id) const
{
    indexLocked();
    const auto &byId = m_onDemand.byId;
    const auto it =
        std::lower_bound(byId.begin(), byId.end(), id,
                         [&](int seen, const QString &key) { return m_seen[seen].id < key; });
    if (it == byId.end() || m_seen[*it].id != id)
        return -1;
    return static_cast<int>(it - byId.begin());
}

PositionAnalysis::TokenResult PositionAnalysis::computeToken(int rank) const
{
    const Seen &seen = m_seen[m_onDemand.byId[rank]];
    TokenResult result;
    result.position = seen.positionId;
    result.levelValue = seen.level;
    result.level = seen.position >= 0 ? m_graph.levelName(seen.position, seen.level) : seen.levelId;
    // docs/rules.md §5.13: engagedWith lists the enemies at the same ground position, at any
    // level. Walking in id order keeps the list sorted, as docs/cli.md wants.
    if (seen.position >= 0) {
        const auto sides = m_sides.size();
        for (const int other : m_onDemand.byId) {
            const Seen &o = m_seen[other];
            if (o.position == seen.position && o.id != seen.id &&
                m_enemies[static_cast<size_t>(seen.side * sides + o.side)])
                result.engagedWith << o.id;
        }
    }
    return result;
}

bool PositionAnalysis::inWater(const Seen &seen) const
{
    return seen.position >= 0 && m_graph.isWater(seen.position) && seen.level <= 0;
}

PositionAnalysis::PairResult PositionAnalysis::computePair(const Seen &a, const Seen &b) const
{
    PairResult r;
    r.enemies = m_enemies[static_cast<size_t>(a.side * m_sides.size() + b.side)];
    r.highGround = a.level > b.level;
    if (a.position < 0 || b.position < 0)
        return r;
    const int distance = m_graph.distance(a.position, b.position);
    if (distance >= 0) {
        r.distance = distance;
        // docs/rules.md §5.13: −10 × distance when the board allows skyward, else null.
        if (m_graph.skyward())
            r.volleyPenalty = m_rules->volleyPenaltyPerStep * distance;
    }

    // docs/rules.md §2.5: the same position always sees; a combatant at seeOverLevel or higher,
    // or a target there, sees over blockers; otherwise some shortest route must be clear.
    if (a.position == b.position) {
        r.lineOfSight = true;
    } else if (a.level >= m_rules->seeOverLevel || b.level >= m_rules->seeOverLevel) {
        r.lineOfSight = distance >= 0;
    } else {
        r.lineOfSight = m_graph.hasClearShortestRoute(a.position, b.position, m_blocked);
        if (!r.lineOfSight) {
            for (const int v : m_graph.routeIntermediates(a.position, b.position)) {
                if (m_blocked[v])
                    r.blockedBy << m_graph.id(v);
            }
            r.blockedBy.sort();
        }
    }

    // docs/rules.md §2.4, §5.13: adjacent (never the same position) and band(A) ≥ band(B), purely
    // positional; a target in a flank-negating stance is never flanked.
    r.flanking = m_graph.adjacent(a.position, b.position) &&
                 m_graph.band(a.position) >= m_graph.band(b.position) &&
                 !m_rules->flankNegatingStances.contains(b.stance);

    r.verticalAssault = a.level > b.level && r.lineOfSight && (b.level >= 0 || inWater(a));
    return r;
}

const PositionAnalysis::TokenResult *PositionAnalysis::token(const QString &id) const
{
    const std::lock_guard lock(m_onDemand.mutex);
    const int rank = rankLocked(id);
    if (rank < 0)
        return nullptr;
    auto &slot = m_onDemand.tokens[rank];
    if (!slot)
        slot = std::make_unique<TokenResult>(computeToken(rank));
    return slot.get();
}

const PositionAnalysis::PairResult *PositionAnalysis::pair(const QString &from,
                                                           const QString &to) const
{
    const std::lock_guard lock(m_onDemand.mutex);
    const int a = rankLocked(from);
    const int b = rankLocked(to);
    if (a < 0 || b < 0 || a == b)
        return nullptr;
    const qint64 key = qint64(a) * qint64(m_onDemand.byId.size()) + b;
    auto it = m_onDemand.pairs.find(key);
    if (it == m_onDemand.pairs.end()) {
        const auto &byId = m_onDemand.byId;
        it = m_onDemand.pairs.emplace(key, computePair(m_seen[byId[a]], m_seen[byId[b]])).first;
    }
    return &it->second;
}

bool PositionAnalysis::canVerticalAssault(const QString &from, const QString &to) const
{
    const auto *p = pair(from, to);
    return p && p->verticalAssault;
}

QJsonObject PositionAnalysis::toJson() const
{
    const std::lock_guard lock(m_onDemand.mutex);
    indexLocked();
    const auto &byId = m_onDemand.byId;
    QJsonObject tokens;
    for (size_t rank = 0; rank < byId.size(); ++rank) {
        const auto t = computeToken(static_cast<int>(rank));
        tokens.insert(m_seen[byId[rank]].id, QJsonObject{
                                                 {QStringLiteral("position"), t.position},
                                                 {QStringLiteral("level"), t.level},
                                                 {QStringLiteral("levelValue"), t.levelValue},
                                                 {QStringLiteral("engagedWith"),
                                                  QJsonArray::fromStringList(t.engagedWith)},
                                             });
    }
    // Ranks follow the ids, so (from, to) come in the order docs/cli.md §4 asks for.
    QJsonArray pairs;
    for (const int from : byId) {
        for (const int to : byId) {
            if (from == to)
                continue;
            const auto p = computePair(m_seen[from], m_seen[to]);
            pairs.append(QJsonObject{
                {QStringLiteral("from"), m_seen[from].id},
                {QStringLiteral("to"), m_seen[to].id},
                {QStringLiteral("enemies"), p.enemies},
                {QStringLiteral("distance"), p.distance ? QJsonValue(*p.distance) : QJsonValue()},
                {QStringLiteral("lineOfSight"), p.lineOfSight},
                {QStringLiteral("blockedBy"), QJsonArray::fromStringList(p.blockedBy)},
                {QStringLiteral("flanking"), p.flanking},
                {QStringLiteral("volleyPenalty"),
                 p.volleyPenalty ? QJsonValue(*p.volleyPenalty) : QJsonValue()},
                {QStringLiteral("highGround"), p.highGround},
                {QStringLiteral("verticalAssault"), p.verticalAssault},
            });
        }
    }
    return QJsonObject{
        {QStringLiteral("rules"), m_rulesId},
        {QStringLiteral("tokens"), tokens},
        {QStringLiteral("pairs"), pairs},
    };
}
