#include "combat/combatcontroller.h"

#include "combat/areaalert.h"
#include "combat/combatrunner.h"
#include "document/portraitimageprovider.h"
#include "document/rebind.h"
#include "document/replacecombatcommand.h"
#include "edit/squareboardedit.h"
#include "engine/traptriggers.h"

#include <QScopedValueRollback>
#include <QUndoStack>

namespace
{

using When = CombatState::Timer::When;

QString procedureId(CombatRules::Procedure procedure)
{
    switch (procedure) {
    case CombatRules::Procedure::Labyrinthian:
        return QStringLiteral("labyrinthian");
    case CombatRules::Procedure::Paces:
        return QStringLiteral("paces");
    case CombatRules::Procedure::Meters:
        return QStringLiteral("meters");
    case CombatRules::Procedure::Classic:
        return QStringLiteral("classic");
    case CombatRules::Procedure::None:
        break;
    }
    return {};
}

QString amount(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

CombatController::CombatController(QObject *parent)
    : QObject(parent), m_combatants(new CombatantListModel(this)),
      m_log(new CombatLogModel(true, this))
{
}

CombatController::~CombatController() = default;

void CombatController::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::combatChanged, this, &CombatController::refresh);
        connect(m_document, &EncounterDocument::encounterReset, this, [this] {
            m_places.clear(); // another file: its tokens stand elsewhere
            m_anchors.clear();
            refresh();
        });
        connect(m_document, &EncounterDocument::infoChanged, this, &CombatController::refresh);
        connect(m_document, &EncounterDocument::tokenChanged, this, [this](int index) {
            watchMoves(index);
            watchAreas(index);
            refresh();
        });
        connect(m_document, &EncounterDocument::tokenInserted, this, &CombatController::refresh);
        connect(m_document, &EncounterDocument::tokenRemoved, this, &CombatController::refresh);
    }
    refresh();
    Q_EMIT documentChanged();
}

const Encounter *CombatController::encounter() const
{
    return m_document && m_document->isLoaded() ? &m_document->encounter() : nullptr;
}

bool CombatController::isAvailable() const
{
    const auto *e = encounter();
    return e && e->rules && e->rules->combat.procedure != CombatRules::Procedure::None;
}

bool CombatController::isActive() const
{
    const auto *e = encounter();
    return isAvailable() && e->combat.has_value();
}

int CombatController::round() const
{
    return isActive() ? encounter()->combat->round : 0;
}

QString CombatController::roundText() const
{
    if (!isActive())
        return {};
    const auto &s = *encounter()->combat;
    //: Combat: a round before the first, in which only the surprising side acts.
    return s.surpriseRound ? tr("Surprise round")
                           //: Combat: the number of the current round.
                           : tr("Round %1").arg(s.round);
}

QString CombatController::over() const
{
    return isActive() ? encounter()->combat->over : QString();
}

QString CombatController::currentId() const
{
    return isActive() ? encounter()->combat->current : QString();
}

QString CombatController::currentName() const
{
    const auto *t = encounter() ? encounter()->token(currentId()) : nullptr;
    return t ? t->name : QString();
}

QString CombatController::suggestedId() const
{
    const int row = [&] {
        for (int i = 0; i < m_combatants->rowCount(); ++i) {
            if (m_combatants->get(i).value(QStringLiteral("suggested")).toBool())
                return i;
        }
        return -1;
    }();
    return row < 0 ? QString() : m_combatants->get(row).value(QStringLiteral("tokenId")).toString();
}

QString CombatController::suggestedName() const
{
    const auto *t = encounter() ? encounter()->token(suggestedId()) : nullptr;
    return t ? t->name : QString();
}

QStringList CombatController::waiting() const
{
    QStringList out;
    for (int i = 0; i < m_combatants->rowCount(); ++i) {
        const auto row = m_combatants->get(i);
        if (row.value(QStringLiteral("waiting")).toBool())
            out << row.value(QStringLiteral("tokenId")).toString();
    }
    return out;
}

QString CombatController::status() const
{
    if (!isActive())
        return {};
    const auto &e = *encounter();
    const auto &s = *e.combat;
    if (!s.over.isEmpty())
        return tr("%1. End the fight with Shift+F5.").arg(s.over);
    const auto next = suggestedName();
    const auto nextText = next.isEmpty() ? tr("the round ends") : next;
    switch (e.rules->combat.procedure) {
    case CombatRules::Procedure::Labyrinthian:
        if (s.current.isEmpty())
            return tr("%1 seizes the Initiative").arg(nextText);
        return tr("%1 acts, then passes the Initiative (next: %2), or a Reaction seizes it")
            .arg(currentName(), nextText);
    case CombatRules::Procedure::Paces:
        if (s.current.isEmpty() && s.turns.isEmpty() && s.round == 1)
            return tr("Pick who acts first");
        return tr("Next: %1, most affected by the last turn").arg(nextText);
    case CombatRules::Procedure::Meters:
        return tr("Next in initiative: %1").arg(nextText);
    case CombatRules::Procedure::Classic:
        if (s.surpriseRound)
            return tr("%1 by surprise. Next: %2")
                .arg(s.surpriseSide == QLatin1String("party") ? tr("The party strikes")
                                                              : tr("The opponents strike"),
                     nextText);
        return tr("%1 first this round. Next: %2")
            .arg(s.firstSide == QLatin1String("party") ? tr("The party acts")
                                                       : tr("The enemies act"),
                 nextText);
    case CombatRules::Procedure::None:
        break;
    }
    return {};
}

CombatTerms CombatController::terms() const
{
    CombatTerms terms;
    const Encounter *e = encounter();
    if (!e)
        return terms;
    for (const auto &side : e->sides)
        terms.sides << QVariantMap{{QStringLiteral("id"), side.id},
                                   {QStringLiteral("name"), side.name}};
    if (!e->rules)
        return terms;
    for (const auto &c : e->rules->conditions)
        terms.conditions << QVariantMap{{QStringLiteral("id"), c.id},
                                        {QStringLiteral("name"), c.name},
                                        {QStringLiteral("icon"), c.icon},
                                        {QStringLiteral("description"), c.description}};
    if (!isAvailable())
        return terms;
    const auto &combat = e->rules->combat;
    terms.procedure = procedureId(combat.procedure);
    for (const auto &p : combat.pools)
        terms.pools << QVariantMap{{QStringLiteral("id"), p.id},
                                   {QStringLiteral("name"), p.name},
                                   {QStringLiteral("short"), p.shortName},
                                   {QStringLiteral("color"), p.color}};
    terms.turnActions = combat.turnActions;
    terms.hasReaction = combat.hasReaction;
    terms.damagePool = combat.damagePool;
    terms.rollExpression = combat.rollExpression;
    terms.saveDie = combat.saveDie;
    return terms;
}

QString CombatController::rollExpression() const
{
    return isAvailable() ? encounter()->rules->combat.rollExpression : QString();
}

bool CombatController::perform(const QString &text,
                               const std::function<bool(CombatRunner &)> &action)
{
    if (!isAvailable())
        return false;
    const auto &before = m_document->encounter();
    Encounter after = before;
    CombatRunner runner(after, m_dice);
    if (!action(runner))
        return false;
    QList<ReplaceTokensCommand::Change> tokens;
    for (int i = 0; i < after.tokens.size() && i < before.tokens.size(); ++i) {
        if (!(after.tokens[i] == before.tokens[i]))
            tokens << ReplaceTokensCommand::Change{i, before.tokens[i], after.tokens[i]};
    }
    if (tokens.isEmpty() && after.combat == before.combat)
        return false;
    m_document->undoStack()->push(
        new ReplaceCombatCommand(m_document, before.combat, after.combat, tokens, text));
    return true;
}

bool CombatController::start(const QString &partySide, const QString &surprise,
                             const QString &first)
{
    if (isActive())
        return false;
    CombatRunner::StartOptions options;
    options.partySide = partySide;
    options.first = first;
    options.surprise = surprise == QLatin1String("party")       ? CombatRunner::Surprise::Party
                       : surprise == QLatin1String("opponents") ? CombatRunner::Surprise::Opponents
                       : surprise == QLatin1String("roll")      ? CombatRunner::Surprise::Roll
                                                                : CombatRunner::Surprise::None;
    const bool started =
        perform(tr("Start combat"), [&](CombatRunner &r) { return r.start(options); });
    if (!started)
        Q_EMIT refused(tr("A fight needs combatants on two opposing sides."));
    return started;
}

bool CombatController::end()
{
    return perform(tr("End combat"), [](CombatRunner &r) {
        if (!r.isActive())
            return false;
        r.end();
        return true;
    });
}

bool CombatController::nextTurn(const QString &pick)
{
    return perform(tr("Next turn"), [&](CombatRunner &r) { return r.nextTurn(pick); });
}

bool CombatController::previousTurn()
{
    return perform(tr("Previous turn"), [](CombatRunner &r) { return r.previousTurn(); });
}

bool CombatController::delayTurn()
{
    return perform(tr("Delay turn"), [](CombatRunner &r) { return r.delay(); });
}

bool CombatController::reveal(const QString &tokenId)
{
    //: An undo step: a hidden combatant is shown to the players.
    return perform(tr("Reveal"), [&](CombatRunner &r) { return r.reveal(tokenId); });
}

bool CombatController::damage(const QString &tokenId, double value, const QString &pool)
{
    return perform(tr("Damage %1").arg(amount(value)),
                   [&](CombatRunner &r) { return r.damage(tokenId, value, pool); });
}

bool CombatController::heal(const QString &tokenId, double value, const QString &pool)
{
    return perform(tr("Heal %1").arg(amount(value)),
                   [&](CombatRunner &r) { return r.heal(tokenId, value, pool); });
}

bool CombatController::setPool(const QString &tokenId, const QString &pool, double value)
{
    return perform(tr("Set %1").arg(pool), [&](CombatRunner &r) {
        if (!r.pool(tokenId, pool))
            return false;
        r.setPool(tokenId, pool, value);
        r.log(tr("%1's %2 set to %3").arg(r.nameOf(tokenId), pool, amount(value)));
        return true;
    });
}

QString CombatController::roll(const QString &tokenId, const QString &expression, bool secret)
{
    QString error;
    QString text;
    const bool rolled = perform(secret ? tr("Secret roll") : tr("Roll"), [&](CombatRunner &r) {
        if (!r.isActive())
            return false;
        const auto result = r.roll(tokenId, expression, secret, &error);
        if (!error.isEmpty())
            return false;
        text = result.describe();
        return true;
    });
    if (!error.isEmpty()) {
        Q_EMIT refused(error);
        return tr("Error: %1").arg(error);
    }
    if (!rolled && isAvailable()) {
        // Outside a fight a roll goes nowhere but the result line.
        const auto parsed =
            DiceExpression::parse(expression.isEmpty() ? rollExpression() : expression, &error);
        if (!parsed)
            return tr("Error: %1").arg(error);
        text = m_dice.roll(*parsed).describe();
    }
    m_lastRoll = text;
    Q_EMIT lastRollChanged();
    return text;
}

bool CombatController::addCondition(const QString &tokenId, const QString &condition, int rounds,
                                    const QString &when, const QString &anchorId)
{
    return perform(tr("Add %1").arg(condition), [&](CombatRunner &r) {
        return r.addCondition(tokenId, condition, rounds,
                              when == QLatin1String("start") ? When::TurnStart : When::TurnEnd,
                              anchorId);
    });
}

bool CombatController::damageAll(const QStringList &tokenIds, double value, const QString &pool,
                                 const QString &source)
{
    const QString text =
        source.isEmpty()
            ? tr("Damage %1 to %n tokens", nullptr, int(tokenIds.size())).arg(amount(value))
            : tr("%1: damage %2").arg(source, amount(value));
    return perform(text, [&](CombatRunner &r) {
        // CombatRunner::damage writes each token's line; one step holds them all.
        bool any = false;
        for (const QString &id : tokenIds)
            any = r.damage(id, value, pool) || any;
        return any;
    });
}

bool CombatController::healAll(const QStringList &tokenIds, double value, const QString &pool,
                               const QString &source)
{
    const QString text =
        source.isEmpty()
            ? tr("Heal %1 to %n tokens", nullptr, int(tokenIds.size())).arg(amount(value))
            : tr("%1: heal %2").arg(source, amount(value));
    return perform(text, [&](CombatRunner &r) {
        bool any = false;
        for (const QString &id : tokenIds)
            any = r.heal(id, value, pool) || any;
        return any;
    });
}

bool CombatController::addConditionAll(const QStringList &tokenIds, const QString &condition,
                                       int rounds, const QString &when, const QString &anchorId,
                                       const QString &source)
{
    const QString text =
        source.isEmpty() ? tr("Add %1 to %n tokens", nullptr, int(tokenIds.size())).arg(condition)
                         //: An undo step: %1 is what caused it (a template), %2 a condition.
                         : tr("%1: %2").arg(source, condition);
    return perform(text, [&](CombatRunner &r) {
        if (!r.isActive())
            return false;
        bool any = false;
        for (const QString &id : tokenIds) {
            // Only combatants: a bystander the template catches is not in the fight's log.
            if (!r.state().combatant(id))
                continue;
            any = r.addCondition(id, condition, rounds,
                                 when == QLatin1String("start") ? When::TurnStart : When::TurnEnd,
                                 anchorId) ||
                  any;
        }
        return any;
    });
}

bool CombatController::removeCondition(const QString &tokenId, const QString &condition)
{
    return perform(tr("Remove %1").arg(condition),
                   [&](CombatRunner &r) { return r.removeCondition(tokenId, condition); });
}

bool CombatController::toggleAction(const QString &tokenId, const QString &action)
{
    return perform(tr("Mark %1").arg(action),
                   [&](CombatRunner &r) { return r.toggleAction(tokenId, action); });
}

bool CombatController::moveInOrder(const QString &tokenId, int delta)
{
    return perform(tr("Reorder initiative"),
                   [&](CombatRunner &r) { return r.moveInOrder(tokenId, delta); });
}

bool CombatController::react(const QString &reactorId)
{
    //: An undo step: a combatant reacts (a game term: an action out of turn).
    const bool done = perform(tr("Reaction"), [&](CombatRunner &r) { return r.react(reactorId); });
    if (!done)
        Q_EMIT refused(tr("Only an enemy of the acting combatant with Composure left can react."));
    return done;
}

bool CombatController::setDieModifier(const QString &tokenId, int modifier)
{
    return perform(tr("Die modifier"),
                   [&](CombatRunner &r) { return r.setDieModifier(tokenId, modifier); });
}

bool CombatController::savingThrow(const QString &tokenId, const QString &pool, int modifier,
                                   const QString &fromPosition, const QString &fromLevel)
{
    const QScopedValueRollback puttingBack(m_puttingBack, true);
    return perform(tr("Saving Throw"), [&](CombatRunner &r) {
        if (!r.pool(tokenId, pool))
            return false;
        // "If they do not succeed, they will not only be unable to pass into the Position,
        // but will also be knocked prone."
        if (!r.savingThrow(tokenId, pool, modifier) && !fromPosition.isEmpty()) {
            auto *t = r.token(tokenId);
            t->position = fromPosition;
            t->level = fromLevel.isEmpty() ? QStringLiteral("ground") : fromLevel;
            r.log(tr("%1 cannot pass and stays where it was").arg(t->name));
        }
        return true;
    });
}

QString CombatController::defend(const QString &targetId, double threat, const QString &pool)
{
    QString why;
    //: An undo step: the target defends against an attack (a game term).
    perform(tr("Defend"), [&](CombatRunner &r) { return r.defend(targetId, threat, pool, &why); });
    if (!why.isEmpty())
        Q_EMIT refused(why);
    return why;
}

bool CombatController::yieldTo(const QString &attackerId, const QString &targetId,
                               const QString &dice, bool melee, const QString &pool)
{
    QString why;
    //: An undo step: the target yields to the attack and takes the damage (a game term).
    const bool done = perform(tr("Yield"), [&](CombatRunner &r) {
        return r.yieldTo(attackerId, targetId, dice,
                         melee ? CombatRunner::Attack::Melee : CombatRunner::Attack::Ranged, pool,
                         &why);
    });
    if (!why.isEmpty())
        Q_EMIT refused(why);
    return done;
}

int CombatController::classicAttack(const QString &attackerId, const QString &targetId, int level,
                                    int sides, int magicBonus, double bonus, bool power, bool sneak)
{
    int dealt = -1;
    perform(sneak ? tr("Sneak attack") : tr("Attack"), [&](CombatRunner &r) {
        const auto result =
            r.classicAttack(attackerId, targetId, {level, sides, magicBonus, bonus, power, sneak});
        if (result)
            dealt = result->total;
        return result.has_value();
    });
    return dealt;
}

int CombatController::classicDiceCount(int level) const
{
    return CombatRunner::classicDiceCount(
        level, isAvailable() ? encounter()->rules->combat.extraDieEveryLevels : 2);
}

double CombatController::tokenStat(const QString &tokenId, const QString &name,
                                   double fallback) const
{
    const auto *t = encounter() ? encounter()->token(tokenId) : nullptr;
    return t ? t->stat(name, fallback) : fallback;
}

void CombatController::watchAreas(int index)
{
    const auto *e = encounter();
    if (!e || index < 0 || index >= e->tokens.size() || !e->board.isSquare())
        return;
    const auto &t = e->tokens.at(index);
    const QPoint now(t.x, t.y);
    const QPoint before = m_anchors.value(t.id, now);
    m_anchors.insert(t.id, now);
    // Only the combatant whose turn it is moves in a fight (as for Saving Throws above).
    if (!isActive() || before == now || e->combat->current != t.id)
        return;
    // The committed move, as the cells crossed from where it stood to where it stands: the app
    // keeps no route once a drag ends, so a move around a corner counts the straight line.
    QVector<QPoint> steps;
    for (const QPoint &cell : SquareBoardEdit::lineCells(e->board.square, before, now))
        steps << cell;
    QStringList texts = AreaAlert::moved(*e, t, steps);
    // The traps the move sets off (docs/rules.md §12), hidden ones too: the alert is the GM's.
    const auto &board = e->board.square;
    for (const auto &id : TrapTriggers::idsAlongPath(board, steps, t.footprint(), true)) {
        const BoardTrap &trap = *board.trap(id);
        texts << (trap.note.isEmpty()
                      //: %1 is the token, %2 the trap's name.
                      ? tr("⚠ %1 sets off %2.").arg(t.name, trap.name)
                      //: %1 is the token, %2 the trap's name, %3 the GM's note on it.
                      : tr("⚠ %1 sets off %2: %3").arg(t.name, trap.name, trap.note));
    }
    if (texts.isEmpty())
        return;
    m_areaAlerts << texts;
    Q_EMIT areaAlertsChanged();
    Q_EMIT areaAlert(t.id, texts);
}

bool CombatController::logTrapsSetOff(const QString &tokenId,
                                      const QList<TrapTriggers::Sprung> &sprung)
{
    const auto *e = encounter();
    if (!isActive() || sprung.isEmpty() || e->combat->current != tokenId || !e->board.isSquare())
        return false;
    return perform(tr("Trap"), [&](CombatRunner &r) {
        for (const auto &s : sprung) {
            const BoardTrap *trap = e->board.square.trap(s.trapId);
            if (!trap)
                continue;
            // Secret: a hidden trap's name is the GM's until it is revealed.
            //: %1 is the token, %2 the trap's name, %3 and %4 the cell where it fired.
            r.log(tr("%1 sets off %2 at %3,%4")
                      .arg(r.nameOf(tokenId), trap->name)
                      .arg(s.anchor.x())
                      .arg(s.anchor.y()),
                  trap->hidden);
        }
        return true;
    });
}

void CombatController::watchMoves(int index)
{
    const auto *e = encounter();
    if (!e || index < 0 || index >= e->tokens.size())
        return;
    const auto &t = e->tokens.at(index);
    const auto before = m_places.value(t.id);
    const QPair<QString, QString> now{t.position, t.level};
    m_places.insert(t.id, now);
    if (!isActive() || m_puttingBack || e->board.isSquare() || before.first.isEmpty() ||
        before.first == t.position)
        return;
    // Entering a Difficult or Turbulent position with an energy modifier asks for a Saving
    // Throw. Only the combatant whose turn it is moves in a fight; undo and redo of other
    // tokens' moves do not ask.
    const auto flags = e->board.positions.flags(t.position);
    if (flags.saveEnergy.isEmpty() || !flags.isRough() || e->combat->current != t.id)
        return;
    const auto *pool = e->rules->combat.pool(flags.saveEnergy);
    const auto *place = e->rules->position(t.position);
    Q_EMIT saveRequested(t.id, t.name, flags.saveEnergy, pool ? pool->name : flags.saveEnergy,
                         flags.saveModifier, place ? place->name : t.position, before.first,
                         before.second);
}

QVariantMap CombatController::rowFor(const CombatRunner &runner, const CombatState::Combatant &c,
                                     const QStringList &waiting, const QString &suggested) const
{
    const auto &e = runner.encounter();
    const auto &rules = *e.rules;
    const auto &s = runner.state();
    const auto *t = e.token(c.tokenId);
    QVariantList pools;
    QStringList notes;
    for (const auto &p : rules.combat.pools) {
        if (!c.pools.contains(p.id))
            continue;
        const auto value = c.pools.value(p.id);
        pools << QVariantMap{{QStringLiteral("id"), p.id},
                             {QStringLiteral("name"), p.name},
                             {QStringLiteral("short"), p.shortName},
                             {QStringLiteral("color"), p.color},
                             {QStringLiteral("value"), value.value},
                             {QStringLiteral("max"), value.max},
                             {QStringLiteral("unbounded"), p.unbounded}};
        if (value.value <= 0 && p.id == rules.combat.actionsPool)
            //: %1 is the pool the actions come from, e.g. "Stamina".
            notes << tr("%1 actions unavailable").arg(p.name);
        if (value.value <= 0 && p.id == rules.combat.reactPool)
            notes << tr("Cannot react");
    }
    QVariantList conditions;
    for (const auto &id : t->conditions) {
        const auto *condition = rules.condition(id);
        QStringList timers;
        for (const auto &timer : s.timers) {
            if (timer.tokenId == c.tokenId && timer.condition == id)
                timers << (timer.when == When::TurnStart
                               //: How long a condition lasts; %1 is whose turn counts.
                               ? tr("%n round(s), to the start of %1's turn", nullptr, timer.rounds)
                               //: How long a condition lasts; %1 is whose turn counts.
                               : tr("%n round(s), to the end of %1's turn", nullptr, timer.rounds))
                              .arg(runner.nameOf(timer.anchorId));
        }
        conditions << QVariantMap{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), condition ? condition->name : id},
            {QStringLiteral("icon"),
             condition && !condition->icon.isEmpty() ? condition->icon : id.left(1).toUpper()},
            {QStringLiteral("description"), condition ? condition->description : QString()},
            {QStringLiteral("timer"), timers.join(QStringLiteral("; "))}};
    }
    QVariantList actions;
    for (qsizetype i = 0; i < rules.combat.turnActions.size(); ++i) {
        const QString &action = rules.combat.turnActions[i];
        actions << QVariantMap{{QStringLiteral("id"), action},
                               {QStringLiteral("name"), rules.turnActionNames.value(i, action)},
                               {QStringLiteral("used"), c.used.contains(action)}};
    }
    if (rules.combat.hasReaction)
        actions << QVariantMap{
            {QStringLiteral("id"), QStringLiteral("reaction")},
            //: The per-turn checkbox of a combatant's one reaction (rule set "meters").
            {QStringLiteral("name"), tr("reaction")},
            {QStringLiteral("used"), c.used.contains(QStringLiteral("reaction"))}};
    QString dice;
    if (!c.dice.isEmpty()) {
        QStringList faces;
        for (int face : c.dice)
            faces << (face == rules.combat.criticalFace ? QStringLiteral("%1★").arg(face)
                                                        : QString::number(face));
        dice = faces.join(QStringLiteral(" · "));
        if (c.dieModifier != 0)
            //: After the dice faces: a modifier added to each die, e.g. " (+1 each)".
            dice += tr(" (%1%2 each)")
                        .arg(c.dieModifier > 0 ? QStringLiteral("+") : QString())
                        .arg(c.dieModifier);
        if (t->movement)
            notes << tr("Movement %1").arg(*t->movement);
    }
    return {
        {QStringLiteral("tokenId"), c.tokenId},
        {QStringLiteral("name"), t->name},
        {QStringLiteral("portraitUrl"), PortraitImageProvider::urlFor(*t)},
        {QStringLiteral("sideColor"), m_document->sideColor(t->side)},
        {QStringLiteral("party"), runner.isParty(c.tokenId)},
        {QStringLiteral("initiative"), c.initiative},
        {QStringLiteral("dice"), dice},
        {QStringLiteral("turns"),
         c.turnsPerRound > 1 ? QStringLiteral("%1/%2").arg(c.turnsTaken).arg(c.turnsPerRound)
                             : QString()},
        {QStringLiteral("acted"), c.turnsTaken >= c.turnsPerRound},
        {QStringLiteral("current"), s.current == c.tokenId},
        {QStringLiteral("suggested"), suggested == c.tokenId},
        {QStringLiteral("waiting"), waiting.contains(c.tokenId)},
        {QStringLiteral("hidden"), t->hidden},
        {QStringLiteral("defeated"), runner.isDefeated(c.tokenId)},
        {QStringLiteral("delayed"), s.delayed.contains(c.tokenId)},
        {QStringLiteral("pools"), pools},
        {QStringLiteral("conditions"), conditions},
        {QStringLiteral("actions"), actions},
        {QStringLiteral("notes"), notes},
    };
}

void CombatController::refresh()
{
    const auto *e = encounter();
    if (e) {
        for (const auto &t : e->tokens) {
            if (!m_places.contains(t.id)) // a new token: where it stands now
                m_places.insert(t.id, {t.position, t.level});
            if (!m_anchors.contains(t.id))
                m_anchors.insert(t.id, {t.x, t.y});
        }
    }
    // The move alerts belong to one turn.
    const QString turn = e && e->combat
                             ? QStringLiteral("%1/%2").arg(e->combat->round).arg(e->combat->current)
                             : QString();
    if (turn != m_alertTurn) {
        m_alertTurn = turn;
        if (!m_areaAlerts.isEmpty()) {
            m_areaAlerts.clear();
            Q_EMIT areaAlertsChanged();
        }
    }
    if (!isActive()) {
        m_combatants->setRows({});
        m_log->setEntries({});
        Q_EMIT stateChanged();
        return;
    }
    // A runner over a copy answers the procedure's questions without touching the document.
    Encounter copy = *e;
    CombatRunner runner(copy, m_dice);
    const auto waiting = runner.candidates();
    const auto suggested = runner.suggestion();
    QList<QVariantMap> rows;
    for (const auto &id : copy.combat->order) {
        const auto *c = copy.combat->combatant(id);
        if (c && copy.token(id))
            rows << rowFor(runner, *c, waiting, suggested);
    }
    m_combatants->setRows(rows);
    m_log->setEntries(copy.combat->log);
    Q_EMIT stateChanged();
}
