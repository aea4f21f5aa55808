#include "positionanalysis.h"

#include <QJsonArray>
#include <QJsonObject>

PositionAnalysis::PositionAnalysis(Perspective perspective) : m_perspective(perspective) {}

bool PositionAnalysis::sees(const Token &token) const
{
    // docs/rules.md §3: the players' analysis is computed as if hidden tokens were absent.
    return m_perspective == Perspective::GameMaster || !token.hidden;
}

void PositionAnalysis::rebuildContext(const Encounter &encounter)
{
    m_rulesId = encounter.rules ? encounter.rules->id : encounter.rulesId;
    m_rules = encounter.rules;
    m_graph = m_rules ? PositionGraph(*m_rules, encounter.board.positions) : PositionGraph();
    m_seen.clear();
    m_tokens.clear();
    m_pairs.clear();
    m_fillingTokens.fill(0, m_graph.count());
}

void PositionAnalysis::recomputeAll(const Encounter &encounter)
{
    rebuildContext(encounter);
    for (const auto &token : encounter.tokens) {
        if (sees(token))
            addToken(token);
    }
    for (int position = 0; position < m_graph.count(); ++position)
        refreshEngagementAt(encounter, position);
    computeAllPairs(encounter);
}

void PositionAnalysis::update(const Encounter &encounter, const EncounterChange &change)
{
    using Kind = EncounterChange::Kind;
    if (change.kind == Kind::Appearance)
        return;
    const bool tokenChange = change.kind == Kind::TokenMoved || change.kind == Kind::TokenAdded ||
                             change.kind == Kind::TokenRemoved || change.kind == Kind::TokenChanged;
    if (!tokenChange || !m_rules || m_rules != encounter.rules) {
        recomputeAll(encounter);
        return;
    }

    // Every token change is handled alike: forget what we knew of the token, then learn it
    // again from the encounter. The old position comes from what we remembered, so a
    // missing `beforePosition` does no harm.
    const auto blockedBefore = blockedPositions();
    const int oldPosition = m_seen.contains(change.tokenId) ? m_seen[change.tokenId].position : -1;
    removeToken(change.tokenId);
    const Token *token = encounter.token(change.tokenId);
    int newPosition = -1;
    if (token && sees(*token)) {
        addToken(*token);
        newPosition = m_seen[change.tokenId].position;
    }

    if (blockedPositions() != blockedBefore)
        computeAllPairs(encounter); // line of sight may change for any pair
    else
        computePairsOf(encounter, change.tokenId);

    for (const int position : {oldPosition, newPosition}) {
        if (position >= 0)
            refreshEngagementAt(encounter, position);
    }
}

void PositionAnalysis::addToken(const Token &token)
{
    Seen seen;
    seen.side = token.side;
    seen.position = m_graph.indexOf(token.position);
    seen.level = m_graph.levelValue(token.level).value_or(0);
    seen.fills = token.fillsPosition;
    seen.stance = token.stance;
    m_seen.insert(token.id, seen);
    if (seen.fills && seen.position >= 0)
        ++m_fillingTokens[seen.position];

    TokenResult result;
    result.position = token.position;
    result.levelValue = seen.level;
    result.level = seen.position >= 0 ? m_graph.levelName(seen.position, seen.level) : token.level;
    m_tokens.insert(token.id, result);
}

void PositionAnalysis::removeToken(const QString &id)
{
    const auto it = m_seen.find(id);
    if (it == m_seen.end())
        return;
    if (it->fills && it->position >= 0)
        --m_fillingTokens[it->position];
    m_seen.erase(it);
    m_tokens.remove(id);
    for (auto pair = m_pairs.begin(); pair != m_pairs.end();) {
        if (pair.key().first == id || pair.key().second == id)
            pair = m_pairs.erase(pair);
        else
            ++pair;
    }
}

void PositionAnalysis::refreshEngagementAt(const Encounter &encounter, int position)
{
    // docs/rules.md §5.13: engagedWith lists the enemies at the same ground position, at any level.
    QStringList here;
    for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it) {
        if (it->position == position)
            here << it.key();
    }
    for (const auto &id : here) {
        QStringList engaged;
        for (const auto &other : here) {
            if (other != id && encounter.areEnemies(m_seen[id].side, m_seen[other].side))
                engaged << other;
        }
        engaged.sort(); // `here` is in key order already; sort anyway, docs/cli.md wants it sorted
        m_tokens[id].engagedWith = engaged;
    }
}

QList<bool> PositionAnalysis::blockedPositions() const
{
    QList<bool> blocked(m_graph.count(), false);
    for (int position = 0; position < m_graph.count(); ++position)
        blocked[position] = m_graph.fillsPosition(position) || m_fillingTokens.value(position) > 0;
    return blocked;
}

bool PositionAnalysis::inWater(const Seen &seen) const
{
    return seen.position >= 0 && m_graph.isWater(seen.position) && seen.level <= 0;
}

PositionAnalysis::PairResult PositionAnalysis::computePair(const Encounter &encounter,
                                                           const Seen &a, const Seen &b,
                                                           const QList<bool> &blocked) const
{
    PairResult r;
    r.enemies = encounter.areEnemies(a.side, b.side);
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
        r.lineOfSight = m_graph.hasClearShortestRoute(a.position, b.position, blocked);
        if (!r.lineOfSight) {
            for (const int v : m_graph.routeIntermediates(a.position, b.position)) {
                if (blocked[v])
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

void PositionAnalysis::computePairsOf(const Encounter &encounter, const QString &id)
{
    const auto blocked = blockedPositions();
    const auto self = m_seen.find(id);
    if (self == m_seen.end())
        return;
    for (auto other = m_seen.cbegin(); other != m_seen.cend(); ++other) {
        if (other.key() == id)
            continue;
        m_pairs.insert({id, other.key()}, computePair(encounter, *self, *other, blocked));
        m_pairs.insert({other.key(), id}, computePair(encounter, *other, *self, blocked));
    }
}

void PositionAnalysis::computeAllPairs(const Encounter &encounter)
{
    const auto blocked = blockedPositions();
    m_pairs.clear();
    for (auto a = m_seen.cbegin(); a != m_seen.cend(); ++a) {
        for (auto b = m_seen.cbegin(); b != m_seen.cend(); ++b) {
            if (a.key() != b.key())
                m_pairs.insert({a.key(), b.key()}, computePair(encounter, *a, *b, blocked));
        }
    }
}

const PositionAnalysis::TokenResult *PositionAnalysis::token(const QString &id) const
{
    const auto it = m_tokens.find(id);
    return it == m_tokens.end() ? nullptr : &*it;
}

const PositionAnalysis::PairResult *PositionAnalysis::pair(const QString &from,
                                                           const QString &to) const
{
    const auto it = m_pairs.find({from, to});
    return it == m_pairs.end() ? nullptr : &*it;
}

bool PositionAnalysis::canVerticalAssault(const QString &from, const QString &to) const
{
    const auto *p = pair(from, to);
    return p && p->verticalAssault;
}

QJsonObject PositionAnalysis::toJson() const
{
    QJsonObject tokens;
    for (auto it = m_tokens.cbegin(); it != m_tokens.cend(); ++it) {
        tokens.insert(it.key(), QJsonObject{
                                    {QStringLiteral("position"), it->position},
                                    {QStringLiteral("level"), it->level},
                                    {QStringLiteral("levelValue"), it->levelValue},
                                    {QStringLiteral("engagedWith"),
                                     QJsonArray::fromStringList(it->engagedWith)},
                                });
    }
    // QMap keeps (from, to) in order, which is the order docs/cli.md §4 asks for.
    QJsonArray pairs;
    for (auto it = m_pairs.cbegin(); it != m_pairs.cend(); ++it) {
        const auto &p = *it;
        pairs.append(QJsonObject{
            {QStringLiteral("from"), it.key().first},
            {QStringLiteral("to"), it.key().second},
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
    return QJsonObject{
        {QStringLiteral("rules"), m_rulesId},
        {QStringLiteral("tokens"), tokens},
        {QStringLiteral("pairs"), pairs},
    };
}
