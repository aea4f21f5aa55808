#include "live/tokenspeech.h"

#include <QCollator>
#include <QCoreApplication>
#include <QLocale>
#include <QTimer>

namespace
{

QString number(double value)
{
    return QLocale().toString(value, 'g', 6);
}

QString conditionName(const RuleSet &rules, const QString &id)
{
    for (const auto &condition : rules.conditions) {
        if (condition.id == id)
            return condition.name.isEmpty() ? id : condition.name;
    }
    return id;
}

QString poolName(const RuleSet &rules, const QString &id)
{
    const auto *pool = rules.combat.pool(id);
    return pool && !pool->name.isEmpty() ? pool->name : id;
}

// Names sorted as the language sorts them, so a reading does not change with the file's order.
QStringList sortedNames(const LiveFrame &frame, const QStringList &ids)
{
    QStringList names = frame.tokenNames(ids);
    QCollator collator;
    std::sort(names.begin(), names.end(),
              [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    return names;
}

// Whether an assistive technology asked for the tree, as the activation observers were told:
// QAccessible::isActive() stays false on platforms without a bridge (offscreen, the tests),
// where QAccessible::setActive(true) still tells the observers.
bool assistiveTechnology = false;

// Listens from the application's start, so a TokenSpeech made later knows too.
struct ActivationListener : QAccessible::ActivationObserver {
    void accessibilityActiveChanged(bool active) override { assistiveTechnology = active; }
};

void listenForActivation()
{
    static ActivationListener listener;
    QAccessible::installActivationObserver(&listener);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(listenForActivation)

TokenSpeech::TokenSpeech(QObject *parent) : QObject(parent)
{
    QAccessible::installActivationObserver(this);
}

TokenSpeech::~TokenSpeech()
{
    QAccessible::removeActivationObserver(this);
}

void TokenSpeech::setAnnounces(bool on)
{
    if (m_announces == on)
        return;
    m_announces = on;
    Q_EMIT announcesChanged();
}

void TokenSpeech::setForced(bool on)
{
    m_forced = on;
    refresh(true);
}

bool TokenSpeech::listening() const
{
    return m_forced || assistiveTechnology || QAccessible::isActive();
}

void TokenSpeech::accessibilityActiveChanged(bool active)
{
    assistiveTechnology = active;
    // A screen reader that starts late hears the board as it is, not what changed before it.
    if (active)
        refresh(true);
}

void TokenSpeech::setDocument(EncounterDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    auto readCombat = [this]() {
        m_combat = m_document ? m_document->encounter().combat : std::nullopt;
        m_combatRead = false;
    };
    readCombat();
    if (m_document) {
        connect(m_document, &EncounterDocument::combatChanged, this, [this, readCombat]() {
            readCombat();
            refresh(false);
        });
        connect(m_document, &EncounterDocument::encounterReset, this, [this, readCombat]() {
            readCombat();
            m_readState = nullptr; // a new encounter: nothing to compare with
        });
    }
    Q_EMIT documentChanged();
    refresh(true);
}

void TokenSpeech::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    refresh(false);
}

void TokenSpeech::refresh(bool quiet)
{
    // A drag step is never read: the drop brings the committed state.
    if (!m_frame.isValid() || m_frame.isDragging() || !listening())
        return;
    const void *state = m_frame.square ? static_cast<const void *>(m_frame.square.get())
                                       : static_cast<const void *>(m_frame.positions.get());
    const bool fresh = m_readState == nullptr;
    if (state == m_readState && m_combatRead && !quiet)
        return; // the pointer or the selection moved: nothing a reading holds
    m_readState = state;
    m_combatRead = true;
    const CombatState *combat = m_combat ? &*m_combat : nullptr;

    QHash<QString, Facts> facts;
    QVariantMap byToken;
    QStringList news;
    const QString turn = turnText(m_frame, combat);
    const QString turnKey =
        combat ? combat->current + QLatin1Char('/') + QString::number(combat->round) : QString();
    if (turnKey != m_turn && !turn.isEmpty())
        news << turn;
    m_turn = turnKey;

    for (const Token &token : m_frame.encounter->tokens) {
        Facts now = factsOf(m_frame, combat, token.id);
        if (now.tokenId.isEmpty())
            continue;
        byToken.insert(token.id, reading(m_frame, now));
        const auto before = m_facts.constFind(token.id);
        if (before != m_facts.cend())
            news << changes(m_frame, *before, now);
        facts.insert(token.id, std::move(now));
    }
    m_facts = std::move(facts);
    if (byToken != m_byToken) {
        m_byToken = std::move(byToken);
        Q_EMIT byTokenChanged();
    }
    if (quiet || fresh || !m_announces || news.isEmpty())
        return;
    // One edit can reach here twice (a hit changes the pools, then the conditions): what it
    // changed is told once, when control is back in the event loop.
    if (m_pending.isEmpty())
        QTimer::singleShot(0, this, &TokenSpeech::flush);
    m_pending << news;
}

void TokenSpeech::flush()
{
    QStringList news = std::exchange(m_pending, {});
    if (news.isEmpty())
        return;
    // A move that changes many things at once is told in short: the first few, then a count.
    constexpr int most = 4;
    if (news.size() > most) {
        const int more = int(news.size()) - most;
        news = news.mid(0, most);
        news << tr("%n more change(s).", "", more);
    }
    Q_EMIT announcement(news.join(QLatin1Char(' ')));
}

TokenSpeech::Facts TokenSpeech::factsOf(const LiveFrame &frame, const CombatState *combat,
                                        const QString &tokenId)
{
    Facts facts;
    if (!frame.isValid())
        return facts;
    const Encounter &encounter = *frame.encounter;
    const Token *token = encounter.token(tokenId);
    if (!token)
        return facts;
    const RuleSet &rules = *encounter.rules;
    if (frame.square) {
        const auto *result = frame.square->token(tokenId);
        if (!result)
            return facts; // not in this perspective
        facts.square = true;
        facts.cell = {token->x, token->y};
        facts.surroundedBy = result->surroundedBy;
        for (const QString &otherId : frame.square->tokenIds()) {
            const Token *other = encounter.token(otherId);
            if (!other || otherId == tokenId || !encounter.areEnemies(*other, *token))
                continue;
            const auto sight = frame.square->storedSight(otherId, tokenId);
            if (!sight || !sight->lineOfSight)
                continue;
            if (sight->cover)
                facts.coverFrom << otherId;
            else
                facts.seenInTheOpen = true;
        }
    } else {
        const auto *result = frame.positions->token(tokenId);
        if (!result)
            return facts;
        facts.square = false;
        const auto *position = rules.position(token->position);
        facts.position = position && !position->name.isEmpty() ? position->name : token->position;
        const auto *level = rules.level(result->level);
        if (level && level->value != 0)
            facts.level = level->name.isEmpty() ? level->id : level->name;
        facts.engagedWith = result->engagedWith;
        for (const Token &other : encounter.tokens) {
            if (other.id == tokenId || !encounter.areEnemies(other, *token) ||
                !frame.positions->token(other.id))
                continue;
            const auto *pair = frame.positions->pair(other.id, tokenId);
            if (pair && pair->flanking)
                facts.flankedBy << other.id;
        }
    }
    facts.tokenId = tokenId;
    facts.name = frame.tokenName(tokenId);
    const auto *side = encounter.side(token->side);
    facts.sideName = side && !side->name.isEmpty() ? side->name : token->side;
    facts.hidden = token->hidden && frame.perspective == Perspective::GameMaster;
    facts.conditions = token->conditions;
    if (combat) {
        if (const auto *combatant = combat->combatant(tokenId)) {
            for (const auto &pool : rules.combat.pools) {
                if (combatant->pools.contains(pool.id))
                    facts.pools.append({pool.id, combatant->pools.value(pool.id)});
            }
        }
    }
    return facts;
}

QString TokenSpeech::describe(const LiveFrame &frame, const QString &tokenId,
                              const CombatState *combat)
{
    const Facts facts = factsOf(frame, combat, tokenId);
    return facts.tokenId.isEmpty() ? QString() : reading(frame, facts);
}

QString TokenSpeech::listOf(const QStringList &items)
{
    // The C locale (LANG=C) joins with commas alone; the app's own words are English then.
    const QLocale locale;
    return (locale.language() == QLocale::C ? QLocale(QLocale::English) : locale)
        .createSeparatedList(items);
}

QString TokenSpeech::reading(const LiveFrame &frame, const Facts &facts)
{
    const RuleSet &rules = *frame.encounter->rules;
    QStringList parts;
    if (facts.square)
        parts << tr("%1, %2, at column %3 row %4")
                     .arg(facts.name, facts.sideName)
                     .arg(facts.cell.x())
                     .arg(facts.cell.y());
    else if (facts.level.isEmpty())
        parts << tr("%1, %2, at %3").arg(facts.name, facts.sideName, facts.position);
    else
        parts
            << tr("%1, %2, at %3, %4").arg(facts.name, facts.sideName, facts.position, facts.level);
    if (facts.hidden)
        parts << tr("hidden from the players");
    if (!facts.coverFrom.isEmpty())
        parts << tr("in cover from %1").arg(listOf(sortedNames(frame, facts.coverFrom)));
    else if (facts.seenInTheOpen)
        parts << tr("in the open");
    if (!facts.surroundedBy.isEmpty())
        parts << tr("surrounded by %1").arg(listOf(sortedNames(frame, facts.surroundedBy)));
    if (!facts.engagedWith.isEmpty())
        parts << tr("engaged with %1").arg(listOf(sortedNames(frame, facts.engagedWith)));
    if (!facts.flankedBy.isEmpty())
        parts << tr("flanked by %1").arg(listOf(sortedNames(frame, facts.flankedBy)));
    for (const QString &condition : facts.conditions)
        parts << conditionName(rules, condition);
    for (const auto &[id, pool] : facts.pools) {
        if (pool.max > 0)
            parts
                << tr("%1 of %2 %3").arg(number(pool.value), number(pool.max), poolName(rules, id));
        else
            parts << tr("%1 %2", "a pool without a maximum: 3 Stress")
                         .arg(number(pool.value), poolName(rules, id));
    }
    return parts.join(tr(", ", "between the parts of a token's reading"));
}

QStringList TokenSpeech::changes(const LiveFrame &frame, const Facts &before, const Facts &after)
{
    const RuleSet &rules = *frame.encounter->rules;
    const QString &name = after.name;
    QStringList news;
    if (after.square ? after.cell != before.cell
                     : (after.position != before.position || after.level != before.level))
        news << tr("%1 moved: %2.").arg(name, reading(frame, after));
    if (after.surroundedBy != before.surroundedBy) {
        if (after.surroundedBy.isEmpty())
            news << tr("%1 is no longer surrounded.").arg(name);
        else
            news << tr("%1 is surrounded by %2.")
                        .arg(name, listOf(sortedNames(frame, after.surroundedBy)));
    }
    QStringList lost;
    for (const QString &id : before.coverFrom) {
        if (!after.coverFrom.contains(id) && frame.encounter->token(id))
            lost << id;
    }
    if (!lost.isEmpty())
        news << tr("%1 lost cover from %2.").arg(name, listOf(sortedNames(frame, lost)));
    if (!after.engagedWith.isEmpty() && after.engagedWith != before.engagedWith)
        news << tr("%1 is engaged with %2.")
                    .arg(name, listOf(sortedNames(frame, after.engagedWith)));
    if (!after.flankedBy.isEmpty() && after.flankedBy != before.flankedBy)
        news << tr("%1 is flanked by %2.").arg(name, listOf(sortedNames(frame, after.flankedBy)));
    const QString &defeated = rules.combat.defeatedCondition;
    for (const QString &condition : after.conditions) {
        if (before.conditions.contains(condition))
            continue;
        if (!defeated.isEmpty() && condition == defeated)
            news << tr("%1 is defeated.").arg(name);
        else
            news << tr("%1 is now %2.").arg(name, conditionName(rules, condition));
    }
    for (const QString &condition : before.conditions) {
        if (!after.conditions.contains(condition))
            news << tr("%1 is no longer %2.").arg(name, conditionName(rules, condition));
    }
    for (const auto &[id, pool] : after.pools) {
        if (pool.value > 0 || pool.max <= 0)
            continue;
        for (const auto &[oldId, old] : before.pools) {
            if (oldId == id && old.value > 0)
                news << tr("%1 has no %2 left.").arg(name, poolName(rules, id));
        }
    }
    return news;
}

QString TokenSpeech::turnText(const LiveFrame &frame, const CombatState *combat)
{
    if (!combat || combat->current.isEmpty() || !frame.names.contains(combat->current))
        return {}; // no turn, or a hidden combatant's in the players' perspective
    return tr("%1's turn, round %2.").arg(frame.tokenName(combat->current)).arg(combat->round);
}
