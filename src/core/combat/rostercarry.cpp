#include "combat/rostercarry.h"

#include "combat/combatrunner.h"
#include "model/limits.h"
#include "model/ruleset.h"
#include "model/token.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <array>

namespace
{

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

// "a", "a and b", "a, b and c".
QString listed(const QStringList &parts)
{
    if (parts.size() < 2)
        return parts.join(QString());
    //: The last two of a list, e.g. "3 HP damage, prone and stunned"; %1 is all but the last.
    return QCoreApplication::translate("RosterCarry", "%1 and %2")
        //: Between the items of a list, e.g. "3 HP damage, prone".
        .arg(parts.mid(0, parts.size() - 1).join(QCoreApplication::translate("RosterCarry", ", ")),
             parts.last());
}

// The pools a condition follows (docs/rules.md §10): set by a pool at 0, it carries and clears
// with that pool.
QStringList followedPools(const QString &condition, const RuleSet &rules)
{
    const auto &combat = rules.combat;
    QStringList pools;
    for (const auto &pool : combat.pools) {
        if (!pool.zeroCondition.isEmpty() && pool.zeroCondition == condition)
            pools << pool.id;
    }
    if (!combat.reactPool.isEmpty() && condition == combat.vulnerableCondition)
        pools << combat.reactPool;
    if (!combat.defeatedPool.isEmpty() && condition == combat.defeatedCondition)
        pools << combat.defeatedPool;
    return pools;
}

// How much of `pool` a character brings into the next fight: for a pool with a maximum, how far
// below it the pool is (damage); for an unbounded pool, its count (docs/rules.md §10).
double carriedAmount(const CombatRules::Pool &pool, const CombatState::Pool &state)
{
    return pool.unbounded ? std::max(0.0, state.value) : std::max(0.0, state.max - state.value);
}

QString conditionName(const QString &id, const RuleSet &rules)
{
    const auto *condition = rules.condition(id);
    return condition && !condition->name.isEmpty() ? condition->name : id;
}

// A log line of what a character carries, as a whole sentence for the translators: `lines`
// holds the four forms (nothing / something, each without and with the encounter's name), with
// %1 the character, then what it carries (if anything), then the encounter.
QString carriesLine(const std::array<const char *, 4> &lines, const QString &name,
                    const QString &carried, const QString &encounter)
{
    const int form = (carried.isEmpty() ? 0 : 2) + (encounter.isEmpty() ? 0 : 1);
    const auto text = QCoreApplication::translate("RosterCarry", lines[form]);
    // One arg() call each, so that a % in a name is never read as a placeholder.
    switch (form) {
    case 0:
        return text.arg(name);
    case 1:
        return text.arg(name, encounter);
    case 2:
        return text.arg(name, carried);
    default:
        return text.arg(name, carried, encounter);
    }
}

// The lines at the end of a fight, for a character already in the roster.
constexpr std::array<const char *, 4> CarriesOutOf = {
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries nothing"),
    //: %2 is the encounter, e.g. "Bridge ambush".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries nothing out of %2"),
    //: %2 is what the character carries, e.g. "3 HP damage and prone".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries %2"),
    //: %2 is what the character carries, e.g. "3 HP damage and prone"; %3 the encounter.
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries %2 out of %3")};
// The same for a party member the roster does not have yet.
constexpr std::array<const char *, 4> JoinsCarrying = {
    QT_TRANSLATE_NOOP("RosterCarry", "%1 joins the roster and carries nothing"),
    //: %2 is the encounter, e.g. "Bridge ambush".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 joins the roster and carries nothing out of %2"),
    //: %2 is what the character carries, e.g. "3 HP damage and prone".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 joins the roster and carries %2"),
    //: %2 is what the character carries, e.g. "3 HP damage and prone"; %3 the encounter.
    QT_TRANSLATE_NOOP("RosterCarry", "%1 joins the roster and carries %2 out of %3")};
// When the roster's state is put on the tokens of the next encounter.
constexpr std::array<const char *, 4> CarriesFrom = {
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries nothing"),
    //: %2 is the encounter the character comes from, e.g. "Bridge ambush".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries nothing from %2"),
    //: %2 is what the character carries, e.g. "3 HP damage and prone".
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries %2"),
    //: %2 is what the character carries; %3 the encounter it comes from.
    QT_TRANSLATE_NOOP("RosterCarry", "%1 carries %2 from %3")};

} // namespace

QList<QPair<int, int>> RosterCarry::matches(const QList<Token> &tokens,
                                            const QList<RosterEntry> &roster)
{
    QList<QPair<int, int>> pairs;
    QSet<int> taken;
    for (int e = 0; e < roster.size(); ++e) {
        int match = -1;
        for (int t = 0; t < tokens.size() && match < 0; ++t) {
            if (!taken.contains(t) && tokens[t].roster == roster[e].id)
                match = t;
        }
        for (int t = 0; t < tokens.size() && match < 0; ++t) {
            if (!taken.contains(t) && tokens[t].roster.isEmpty() &&
                tokens[t].name == roster[e].name)
                match = t;
        }
        if (match >= 0) {
            taken.insert(match);
            pairs.append({match, e});
        }
    }
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

bool RosterCarry::conditionCarries(const QString &condition, const RuleSet &rules)
{
    if (rules.carryOver.lasts(condition))
        return true;
    const auto pools = followedPools(condition, rules);
    return std::any_of(pools.begin(), pools.end(),
                       [&](const QString &pool) { return rules.carryOver.carries(pool); });
}

RosterEntry RosterCarry::fromToken(const Token &token, const CombatState::Combatant *combatant,
                                   const RuleSet &rules)
{
    RosterEntry entry;
    entry.id = token.roster.isEmpty() ? token.id : token.roster;
    entry.name = token.name;
    const auto pools =
        combatant ? combatant->pools : CombatRunner::startingPools(token, rules.combat);
    for (const auto &id : rules.carryOver.carriedPools) {
        if (pools.contains(id))
            entry.pools.insert(id, pools.value(id));
    }
    for (const auto &condition : token.conditions) {
        if (conditionCarries(condition, rules) && !entry.conditions.contains(condition))
            entry.conditions << condition;
    }
    entry.stats = token.stats;
    return entry;
}

QString RosterCarry::carriedText(const RosterEntry &entry, const RuleSet &rules)
{
    QStringList parts;
    for (const auto &pool : rules.combat.pools) {
        if (!rules.carryOver.carries(pool.id) || !entry.pools.contains(pool.id))
            continue;
        const double amount = carriedAmount(pool, entry.pools.value(pool.id));
        if (amount > 0)
            //: An amount of a pool without a maximum, e.g. "2 Fate".
            parts << (pool.unbounded ? QCoreApplication::translate("RosterCarry", "%1 %2")
                                     //: Damage to a pool, e.g. "3 HP damage".
                                     : QCoreApplication::translate("RosterCarry", "%1 %2 damage"))
                         .arg(number(amount), pool.name);
    }
    for (const auto &condition : entry.conditions) {
        if (conditionCarries(condition, rules))
            parts << conditionName(condition, rules);
    }
    return listed(parts);
}

RosterCarry::Result RosterCarry::capture(const Encounter &encounter,
                                         const QList<RosterEntry> &roster)
{
    Result result{roster, {}};
    if (!encounter.rules)
        return result;
    const RuleSet &rules = *encounter.rules;
    const auto pairs = matches(encounter.tokens, roster);
    QSet<int> matched;
    auto line = [&](const QString &name, const RosterEntry &entry,
                    const std::array<const char *, 4> &lines) {
        return carriesLine(lines, name, carriedText(entry, rules), encounter.name);
    };
    for (const auto &[t, e] : pairs) {
        const Token &token = encounter.tokens[t];
        const auto *combatant = encounter.combat ? encounter.combat->combatant(token.id) : nullptr;
        RosterEntry next = fromToken(token, combatant, rules);
        next.id = roster[e].id;
        next.name = roster[e].name;
        next.extra = roster[e].extra;
        next.from = encounter.name;
        result.roster[e] = next;
        result.log << line(next.name, next, CarriesOutOf);
        matched.insert(t);
    }
    // docs/rules.md §10: the party side's own tokens join the roster; allies stay out.
    const QString party = encounter.combat && !encounter.combat->partySide.isEmpty()
                              ? encounter.combat->partySide
                              : encounter.partySide();
    for (int t = 0; t < encounter.tokens.size(); ++t) {
        const Token &token = encounter.tokens[t];
        if (matched.contains(t) || token.side != party || party.isEmpty())
            continue;
        // A second token of a character already in the roster does not make a second entry.
        const bool known =
            std::any_of(result.roster.begin(), result.roster.end(), [&](const RosterEntry &entry) {
                return token.roster.isEmpty() ? entry.name == token.name : entry.id == token.roster;
            });
        if (known || result.roster.size() >= Limits::MaxRosterEntries)
            continue;
        const auto *combatant = encounter.combat ? encounter.combat->combatant(token.id) : nullptr;
        RosterEntry entry = fromToken(token, combatant, rules);
        const QString base = entry.id;
        for (int n = 2; std::any_of(result.roster.begin(), result.roster.end(),
                                    [&](const RosterEntry &other) { return other.id == entry.id; });
             ++n)
            entry.id = base + QStringLiteral("-%1").arg(n);
        entry.from = encounter.name;
        result.roster << entry;
        result.log << line(entry.name, entry, JoinsCarrying);
    }
    return result;
}

RosterCarry::Applied RosterCarry::apply(const Encounter &encounter,
                                        const QList<RosterEntry> &roster, const RuleSet &rules)
{
    Applied applied{encounter, {}};
    for (const auto &[t, e] : matches(encounter.tokens, roster)) {
        Token &token = applied.encounter.tokens[t];
        const RosterEntry &entry = roster[e];
        token.roster = entry.id;
        token.carried.clear();
        for (const auto &pool : rules.combat.pools) {
            if (!rules.carryOver.carries(pool.id) || !entry.pools.contains(pool.id))
                continue;
            const double amount = carriedAmount(pool, entry.pools.value(pool.id));
            if (amount > 0)
                token.carried.insert(pool.id, amount);
        }
        // The character's lasting conditions replace what the token carried before, so applying
        // twice, or after a rest, gives the same token.
        token.conditions.removeIf(
            [&](const QString &condition) { return conditionCarries(condition, rules); });
        for (const auto &condition : entry.conditions) {
            if (conditionCarries(condition, rules) && !token.conditions.contains(condition) &&
                token.conditions.size() < Limits::MaxConditionsPerToken)
                token.conditions << condition;
        }
        applied.log << carriesLine(CarriesFrom, token.name, carriedText(entry, rules), entry.from);
    }
    return applied;
}

RosterCarry::Result RosterCarry::rest(const QList<RosterEntry> &roster, const RuleSet &rules)
{
    Result result{roster, {}};
    const auto &carryOver = rules.carryOver;
    if (!carryOver.hasRest())
        return result;
    for (auto &entry : result.roster) {
        RosterEntry gone;
        for (const auto &id : carryOver.restRestores) {
            if (entry.pools.contains(id))
                gone.pools.insert(id, entry.pools.take(id));
        }
        for (const auto &condition : std::as_const(entry.conditions)) {
            const auto pools = followedPools(condition, rules);
            const bool followsRestored =
                std::any_of(pools.begin(), pools.end(),
                            [&](const QString &pool) { return gone.pools.contains(pool); });
            if (carryOver.conditions.value(condition, CarryOverRules::Lasting::Kept) ==
                    CarryOverRules::Lasting::Rest ||
                followsRestored)
                gone.conditions << condition;
        }
        entry.conditions.removeIf(
            [&](const QString &condition) { return gone.conditions.contains(condition); });
        const QString text = carriedText(gone, rules);
        //: %1 is the rule set's name for a rest, e.g. "Long rest"; %2 a character.
        result.log << (text.isEmpty()
                           ? QCoreApplication::translate("RosterCarry",
                                                         "%1: %2 has nothing to recover from")
                                 .arg(carryOver.restName, entry.name)
                           //: %1 is the rule set's name for a rest; %2 a character;
                           //: %3 what the rest takes away, e.g. "prone".
                           : QCoreApplication::translate("RosterCarry", "%1: %2 is rid of %3")
                                 .arg(carryOver.restName, entry.name, text));
    }
    return result;
}
