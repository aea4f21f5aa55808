#include "combat/combatrunner.h"

#include "combat/combatprocedure.h"
#include "engine/traptriggers.h"
#include "model/encounter.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace
{

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

CombatRunner::CombatRunner(Encounter &encounter, DiceRoller &dice)
    : m_encounter(encounter), m_dice(dice),
      m_procedure(encounter.rules ? CombatProcedure::create(encounter.rules->combat) : nullptr)
{
}

CombatRunner::~CombatRunner() = default;

bool CombatRunner::isActive() const
{
    return m_procedure && m_encounter.combat.has_value();
}

CombatState &CombatRunner::state()
{
    return *m_encounter.combat;
}

const CombatState &CombatRunner::state() const
{
    return *m_encounter.combat;
}

const RuleSet &CombatRunner::rules() const
{
    return *m_encounter.rules;
}

QMap<QString, CombatState::Pool> CombatRunner::startingPools(const Token &t,
                                                             const CombatRules &combat)
{
    QMap<QString, CombatState::Pool> pools;
    const bool minion = t.stat(QStringLiteral("minion")) != 0;
    for (const auto &pool : combat.pools) {
        // paces: a minion has one defense instead of the three, the others have no defense.
        const bool three = !pool.zeroCondition.isEmpty();
        if (!combat.minionPool.isEmpty() &&
            ((minion && three) || (!minion && pool.id == combat.minionPool)))
            continue;
        // The rule's start, unless the token's stats give the pool itself (a harpy with no
        // Mana has 0 of 0); either is also the pool's maximum.
        const double start =
            std::max(0.0, t.stats.contains(pool.id) ? t.stat(pool.id)
                                                    : pool.base + pool.perStat * t.stat(pool.stat));
        // A token the GM already marked with a pool's zero condition (a reeling bruiser)
        // starts that pool empty, so the condition and the bar agree.
        const bool empty = !pool.zeroCondition.isEmpty() && !t.stats.contains(pool.id) &&
                           t.hasCondition(pool.zeroCondition);
        // docs/rules.md §10: an earlier fight's damage, or an unbounded pool's count, carries.
        const double carried = std::max(0.0, t.carried.value(pool.id));
        const double value = empty            ? 0
                             : pool.unbounded ? start + carried
                                              : std::max(0.0, start - carried);
        pools.insert(pool.id, {value, pool.unbounded ? 0 : start});
    }
    return pools;
}

void CombatRunner::setUpCombatant(CombatState::Combatant &c, const Token &t) const
{
    c.pools = startingPools(t, rules().combat);
    c.turnsPerRound = std::max(1, int(t.stat(QStringLiteral("turns"), 1)));
    c.dieModifier = int(t.stat(QStringLiteral("dieModifier")));
    c.joinedHidden = t.hidden;
}

bool CombatRunner::start(const StartOptions &options)
{
    if (!m_procedure)
        return false;
    CombatState s;
    s.partySide = options.partySide.isEmpty() && !m_encounter.sides.isEmpty()
                      ? m_encounter.sides.first().id
                      : options.partySide;
    for (const auto &t : std::as_const(m_encounter.tokens)) {
        if (!options.joining.isEmpty() && !options.joining.contains(t.id))
            continue;
        CombatState::Combatant c;
        c.tokenId = t.id;
        setUpCombatant(c, t);
        s.combatants << c;
        s.order << t.id;
    }
    bool opposed = false;
    for (const auto &a : std::as_const(s.combatants)) {
        for (const auto &b : std::as_const(s.combatants))
            opposed = opposed || m_encounter.areEnemies(*token(a.tokenId), *token(b.tokenId));
    }
    if (!opposed)
        return false;
    m_encounter.combat = s;
    log(tr("Combat begins: %n combatant(s)", nullptr, int(s.combatants.size())));
    if (options.surprise != Surprise::None) {
        auto side = options.surprise;
        if (side == Surprise::Roll && !rules().combat.surpriseDie.isEmpty()) {
            const auto die = DiceExpression::parse(rules().combat.surpriseDie);
            const auto r = m_dice.roll(*die);
            side = rules().combat.surpriseOpponentsOn.contains(r.total) ? Surprise::Opponents
                   : rules().combat.surprisePartyOn.contains(r.total)   ? Surprise::Party
                                                                        : Surprise::None;
            //: %1 is the roll, e.g. "1d6: 2 = 2".
            log((side == Surprise::Party       ? tr("Surprise roll %1: the party surprises")
                 : side == Surprise::Opponents ? tr("Surprise roll %1: the opponents surprise")
                                               : tr("Surprise roll %1: no surprise"))
                    .arg(r.describe()));
        }
        if (side == Surprise::Party || side == Surprise::Opponents) {
            state().surpriseRound = true;
            state().surpriseSide =
                side == Surprise::Party ? QStringLiteral("party") : QStringLiteral("enemies");
            state().round = 0;
            // The lines so far belong to the surprise round too.
            for (auto &entry : state().log)
                entry.round = 0;
            log(side == Surprise::Party ? tr("Surprise round: only the party acts")
                                        : tr("Surprise round: only the opponents act"));
        }
    }
    m_procedure->begin(*this);
    if (!options.first.isEmpty() && candidates().contains(options.first))
        startTurn(options.first);
    return true;
}

void CombatRunner::end()
{
    if (!isActive())
        return;
    for (auto &t : m_encounter.tokens)
        t.movement.reset(); // the round's Movement means nothing outside a fight
    m_encounter.combat.reset();
}

QStringList CombatRunner::candidates() const
{
    if (!isActive() || !state().over.isEmpty())
        return {};
    return m_procedure->candidates(*this);
}

QString CombatRunner::suggestion() const
{
    if (!isActive() || !state().over.isEmpty())
        return {};
    return m_procedure->suggestion(*this);
}

bool CombatRunner::nextTurn(const QString &pick)
{
    if (!isActive() || !state().over.isEmpty())
        return false;
    if (!pick.isEmpty() && !candidates().contains(pick)) {
        // Only a combatant with another turn this round (a legendary one) may follow itself.
        const auto *c = state().combatant(pick);
        if (pick != state().current || !c || c->turnsTaken + 1 >= c->turnsPerRound)
            return false;
    }
    if (!state().current.isEmpty())
        finishTurn();
    if (!pick.isEmpty() && candidates().contains(pick)) {
        startTurn(pick);
        return true;
    }
    auto next = suggestion();
    if (next.isEmpty()) {
        newRound();
        if (!state().over.isEmpty())
            return true;
        next = suggestion();
    }
    if (!next.isEmpty())
        startTurn(next);
    return true;
}

bool CombatRunner::previousTurn()
{
    if (!isActive() || state().turns.isEmpty())
        return false;
    auto &s = state();
    const auto last = s.turns.takeLast();
    s.lastActor = s.turns.value(s.turns.size() - 1);
    if (auto *c = s.combatant(last))
        c->turnsTaken = std::max(0, c->turnsTaken - 1);
    s.current = last;
    log(tr("Back to %1's turn").arg(nameOf(last)));
    return true;
}

bool CombatRunner::delay()
{
    if (!isActive() || state().current.isEmpty())
        return false;
    auto &s = state();
    const auto id = s.current;
    s.delayed.removeAll(id);
    s.delayed << id;
    s.current.clear();
    log(tr("%1 delays their turn").arg(nameOf(id)));
    const auto next = suggestion();
    if (!next.isEmpty() && next != id)
        startTurn(next);
    return true;
}

bool CombatRunner::reveal(const QString &tokenId)
{
    auto *t = token(tokenId);
    if (!isActive() || !t || !t->hidden)
        return false;
    t->hidden = false;
    log(tr("%1 is revealed").arg(nameOf(tokenId)));
    return true;
}

void CombatRunner::startTurn(const QString &tokenId)
{
    auto &s = state();
    s.current = tokenId;
    // A delayed turn goes on where it stopped: its start already counted, its spent actions
    // stay spent.
    const bool resumed = s.delayed.removeAll(tokenId) > 0;
    if (resumed && !s.turns.isEmpty() && s.turns.last() != tokenId) {
        // Its place in the order is now after the turn it waited for (meters' initiative).
        s.order.removeAll(tokenId);
        s.order.insert(s.order.indexOf(s.turns.last()) + 1, tokenId);
    }
    s.lastTarget.clear();
    s.damageThisTurn.clear();
    s.seizedBy.clear();
    if (auto *c = s.combatant(tokenId); c && !resumed)
        c->used.clear();
    // meters: one Reaction during every other combatant's turn.
    for (auto &c : s.combatants)
        c.used.removeAll(QStringLiteral("reaction"));
    log(resumed ? tr("%1 resumes their delayed turn").arg(nameOf(tokenId))
                : tr("%1's turn").arg(nameOf(tokenId)));
    if (auto *t = token(tokenId); t && t->hidden) {
        t->hidden = false;
        log(tr("%1 is revealed").arg(nameOf(tokenId)));
    }
    if (!resumed)
        tickTimers(tokenId, CombatState::Timer::When::TurnStart);
    m_procedure->turnStarted(*this, tokenId);
    // A "turn" trap under the combatant fires (docs/rules.md §12): the GM's line, hidden or not.
    if (const auto *t = token(tokenId); t && encounter().board.isSquare()) {
        const auto &board = encounter().board.square;
        for (const auto &id :
             TrapTriggers::startsTurnIn(board, {t->x, t->y}, t->footprint(), true)) {
            const BoardTrap &trap = *board.trap(id);
            log(trap.note.isEmpty()
                    //: %1 is the combatant, %2 the trap's name.
                    ? tr("⚠ %1 starts their turn in %2.").arg(nameOf(tokenId), trap.name)
                    //: %1 is the combatant, %2 the trap's name, %3 the GM's note on it.
                    : tr("⚠ %1 starts their turn in %2: %3")
                          .arg(nameOf(tokenId), trap.name, trap.note),
                true);
        }
    }
}

void CombatRunner::finishTurn()
{
    auto &s = state();
    const auto id = s.current;
    tickTimers(id, CombatState::Timer::When::TurnEnd);
    if (auto *c = s.combatant(id))
        ++c->turnsTaken;
    s.turns << id;
    s.lastActor = id;
    s.current.clear();
}

void CombatRunner::newRound()
{
    auto &s = state();
    if (m_procedure->endsWhenOneSideIsLeft()) {
        QSet<QString> able;
        for (const auto &c : std::as_const(s.combatants)) {
            if (!isDefeated(c.tokenId))
                able << c.tokenId;
        }
        bool opposed = false;
        for (const auto &a : able) {
            for (const auto &b : able)
                opposed = opposed || areEnemies(a, b);
        }
        if (!opposed) {
            s.over = tr("Only one side can still fight");
            //: %2 is why the fight is over, e.g. "Only one side can still fight".
            log(tr("Round %1 ends. %2: the fight is over").arg(s.round).arg(s.over));
            return;
        }
    }
    const bool surprise = s.surpriseRound;
    s.surpriseRound = false;
    s.surpriseSide.clear();
    ++s.round;
    s.turns.clear();
    s.delayed.clear();
    for (auto &c : s.combatants)
        c.turnsTaken = 0;
    //: A combat round begins (a log line).
    log(surprise ? tr("The surprise round ends. Round %1").arg(s.round)
                 //: A combat round begins (a log line).
                 : tr("Round %1").arg(s.round));
    m_procedure->beginRound(*this);
}

void CombatRunner::tickTimers(const QString &anchorId, CombatState::Timer::When when)
{
    auto &timers = state().timers;
    QList<CombatState::Timer> ended;
    for (auto it = timers.begin(); it != timers.end();) {
        if (it->anchorId != anchorId || it->when != when) {
            ++it;
            continue;
        }
        if (it->skipNext) {
            it->skipNext = false;
            ++it;
            continue;
        }
        if (--it->rounds > 0) {
            ++it;
            continue;
        }
        ended << *it;
        it = timers.erase(it);
    }
    for (const auto &timer : std::as_const(ended)) {
        const bool kept = std::any_of(timers.begin(), timers.end(), [&](const auto &other) {
            return other.tokenId == timer.tokenId && other.condition == timer.condition;
        });
        if (kept)
            continue;
        setCondition(timer.tokenId, timer.condition, false);
        const auto *c = rules().condition(timer.condition);
        //: %2 is a condition, e.g. "prone".
        log(tr("%1 is no longer %2").arg(nameOf(timer.tokenId), c ? c->name : timer.condition));
    }
}

std::optional<CombatState::Pool> CombatRunner::pool(const QString &tokenId,
                                                    const QString &poolId) const
{
    if (!isActive())
        return std::nullopt;
    const auto *c = state().combatant(tokenId);
    if (!c || !c->pools.contains(poolId))
        return std::nullopt;
    return c->pools.value(poolId);
}

void CombatRunner::setPool(const QString &tokenId, const QString &poolId, double value)
{
    auto *c = isActive() ? state().combatant(tokenId) : nullptr;
    if (!c || !c->pools.contains(poolId))
        return;
    auto &p = c->pools[poolId];
    p.value = std::max(0.0, value);
    if (const auto *rule = rules().combat.pool(poolId); !rule || !rule->unbounded)
        p.value = std::min(p.value, p.max);
    m_procedure->poolChanged(*this, tokenId);
}

double CombatRunner::drain(const QString &tokenId, const QString &poolId, double amount)
{
    auto *c = isActive() ? state().combatant(tokenId) : nullptr;
    if (!c || !c->pools.contains(poolId))
        return amount;
    auto &p = c->pools[poolId];
    const double taken = std::min(p.value, amount);
    p.value -= taken;
    return amount - taken;
}

bool CombatRunner::damage(const QString &tokenId, double amount, const QString &poolId)
{
    if (!isActive() || amount <= 0)
        return false;
    const auto &combat = rules().combat;
    auto target = poolId.isEmpty() ? combat.damagePool : poolId;
    auto *c = state().combatant(tokenId);
    if (!c)
        return false;
    // paces: a minion's one defense takes what any of the three would.
    if (!c->pools.contains(target) && !combat.minionPool.isEmpty() &&
        c->pools.contains(combat.minionPool))
        target = combat.minionPool;
    if (!c->pools.contains(target))
        return false;
    const auto *p = combat.pool(target);
    // paces: "If you continue to take damage, your stress is increased by the damage": a
    // defeated character's pools take none of it.
    const bool onlyStress = !combat.overflowPool.isEmpty() && isDefeated(tokenId);
    const double rest = onlyStress ? amount : drain(tokenId, target, amount);
    //: %2 is an amount, %3 the pool it comes off, e.g. "Ana takes 3 HP damage".
    log(tr("%1 takes %2 %3 damage").arg(nameOf(tokenId), number(amount), p ? p->name : target));
    m_procedure->poolChanged(*this, tokenId);
    if (rest > 0) {
        if (!combat.overflowPool.isEmpty() && isDefeated(tokenId) &&
            c->pools.contains(combat.overflowPool)) {
            // paces: beyond the defenses of a defeated character, damage is stress.
            c->pools[combat.overflowPool].value += rest;
            log(tr("%1 suffers %2 stress").arg(nameOf(tokenId), number(rest)));
        } else if (!combat.directDamagePool.isEmpty() && target != combat.directDamagePool &&
                   c->pools.contains(combat.directDamagePool)) {
            // classic: once stamina points are worn down, damage lands as injuries.
            drain(tokenId, combat.directDamagePool, rest);
            log(tr("%1 takes %2 as injuries").arg(nameOf(tokenId), number(rest)));
            m_procedure->poolChanged(*this, tokenId);
        }
    }
    return true;
}

bool CombatRunner::heal(const QString &tokenId, double amount, const QString &poolId)
{
    if (!isActive() || amount <= 0)
        return false;
    const auto &combat = rules().combat;
    auto target = poolId.isEmpty() ? combat.damagePool : poolId;
    auto *c = state().combatant(tokenId);
    if (c && !c->pools.contains(target) && c->pools.contains(combat.minionPool))
        target = combat.minionPool;
    if (!c || !c->pools.contains(target))
        return false;
    const auto *p = combat.pool(target);
    // paces: "While reeling, you can't gain poise" (and so on for each defense).
    if (p && !p->zeroCondition.isEmpty() && token(tokenId)->hasCondition(p->zeroCondition)) {
        //: %2 is a pool, %3 a condition, e.g. "Ana cannot gain poise while reeling".
        log(tr("%1 cannot gain %2 while %3").arg(nameOf(tokenId), p->name, p->zeroCondition));
        return false;
    }
    auto &value = c->pools[target];
    value.value =
        p && p->unbounded ? value.value + amount : std::min(value.max, value.value + amount);
    //: %2 is an amount, %3 a pool, e.g. "Ana regains 4 HP".
    log(tr("%1 regains %2 %3").arg(nameOf(tokenId), number(amount), p ? p->name : target));
    m_procedure->poolChanged(*this, tokenId);
    return true;
}

DiceRoller::Roll CombatRunner::roll(const QString &tokenId, const QString &expression, bool secret,
                                    QString *error)
{
    const auto parsed = DiceExpression::parse(
        expression.isEmpty() ? rules().combat.rollExpression : expression, error);
    if (!parsed)
        return {};
    const auto r = m_dice.roll(*parsed);
    if (isActive()) {
        //: %1 is the roll, e.g. "2d6: 3 5 = 8"; the GM rolls it rather than a combatant.
        log(tokenId.isEmpty() ? tr("GM rolls %1").arg(r.describe())
                              : tr("%1 rolls %2").arg(nameOf(tokenId), r.describe()),
            secret);
    }
    return r;
}

bool CombatRunner::addCondition(const QString &tokenId, const QString &condition, int rounds,
                                CombatState::Timer::When when, const QString &anchorId)
{
    auto *t = token(tokenId);
    if (!t || condition.isEmpty())
        return false;
    setCondition(tokenId, condition, true);
    const auto *c = rules().condition(condition);
    const auto name = c ? c->name : condition;
    if (isActive() && rounds > 0) {
        CombatState::Timer timer;
        timer.tokenId = tokenId;
        timer.condition = condition;
        timer.rounds = rounds;
        timer.when = when;
        timer.anchorId = anchorId.isEmpty() ? tokenId : anchorId;
        timer.skipNext =
            when == CombatState::Timer::When::TurnEnd && state().current == timer.anchorId;
        state().timers << timer;
        //: %2 is a condition, %3 whose turn counts the rounds.
        log((when == CombatState::Timer::When::TurnEnd
                 ? tr("%1 is %2 for %n round(s), until the end of %3's turn", nullptr, rounds)
                 //: %2 is a condition, %3 whose turn counts the rounds.
                 : tr("%1 is %2 for %n round(s), until the start of %3's turn", nullptr, rounds))
                .arg(nameOf(tokenId), name, nameOf(timer.anchorId)));
    } else if (isActive()) {
        //: %2 is a condition, e.g. "Ana is prone".
        log(tr("%1 is %2").arg(nameOf(tokenId), name));
    }
    return true;
}

bool CombatRunner::removeCondition(const QString &tokenId, const QString &condition)
{
    auto *t = token(tokenId);
    if (!t || !t->hasCondition(condition))
        return false;
    setCondition(tokenId, condition, false);
    if (isActive()) {
        state().timers.removeIf([&](const CombatState::Timer &timer) {
            return timer.tokenId == tokenId && timer.condition == condition;
        });
        const auto *c = rules().condition(condition);
        //: %2 is a condition, e.g. "prone".
        log(tr("%1 is no longer %2").arg(nameOf(tokenId), c ? c->name : condition));
    }
    return true;
}

bool CombatRunner::toggleAction(const QString &tokenId, const QString &action)
{
    auto *c = isActive() ? state().combatant(tokenId) : nullptr;
    if (!c)
        return false;
    const auto &combat = rules().combat;
    const bool reaction = action == QLatin1String("reaction");
    if (!combat.turnActions.contains(action) && !(reaction && combat.hasReaction))
        return false;
    if (c->used.contains(action))
        c->used.removeAll(action);
    else
        c->used << action;
    return true;
}

bool CombatRunner::moveInOrder(const QString &tokenId, int delta)
{
    if (!isActive())
        return false;
    auto &order = state().order;
    const int from = int(order.indexOf(tokenId));
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= order.size())
        return false;
    order.move(from, to);
    return true;
}

Token *CombatRunner::token(const QString &tokenId)
{
    const int i = m_encounter.tokenIndex(tokenId);
    return i < 0 ? nullptr : &m_encounter.tokens[i];
}

const Token *CombatRunner::token(const QString &tokenId) const
{
    return m_encounter.token(tokenId);
}

QString CombatRunner::nameOf(const QString &tokenId) const
{
    const auto *t = token(tokenId);
    return t ? t->name : tokenId;
}

void CombatRunner::log(const QString &text, bool secret)
{
    if (!m_encounter.combat)
        return;
    state().log << CombatState::LogEntry{state().round, text, secret};
}

void CombatRunner::setCondition(const QString &tokenId, const QString &condition, bool on)
{
    auto *t = token(tokenId);
    if (!t)
        return;
    if (on && !t->conditions.contains(condition))
        t->conditions << condition;
    else if (!on)
        t->conditions.removeAll(condition);
}

bool CombatRunner::isDefeated(const QString &tokenId) const
{
    const auto &defeated = rules().combat.defeatedCondition;
    const auto *t = token(tokenId);
    return t && !defeated.isEmpty() && t->hasCondition(defeated);
}

bool CombatRunner::isParty(const QString &tokenId) const
{
    const auto *t = token(tokenId);
    return t && isActive() &&
           (t->side == state().partySide || m_encounter.areAllied(t->side, state().partySide));
}

bool CombatRunner::areEnemies(const QString &a, const QString &b) const
{
    const auto *ta = token(a);
    const auto *tb = token(b);
    return ta && tb && m_encounter.areEnemies(*ta, *tb);
}
