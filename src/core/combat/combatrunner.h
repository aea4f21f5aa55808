#pragma once

#include "dice/diceroller.h"
#include "model/combatstate.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class CombatProcedure;
struct CombatRules;
class Encounter;
class RuleSet;
struct Token;

// Runs a fight on an Encounter: starts and ends it, moves the turn on, rolls, changes pools
// and conditions, and writes the log (docs/rules.md §7). It edits encounter.combat and the
// tokens (conditions, hidden, the Labyrinthian `movement`) in place; the app wraps each call
// in one undo command that keeps copies of both. Every method is a no-op, or returns false,
// when it does not apply, so a stray key press mid-fight cannot break the state.
class CombatRunner
{
    // The log lines the runner writes are translated (context "CombatRunner").
    Q_DECLARE_TR_FUNCTIONS(CombatRunner)

public:
    enum class Surprise { None, Party, Opponents, Roll };
    struct StartOptions {
        QString partySide;   // empty: the first side
        QStringList joining; // token ids; empty: every token
        QString first;       // paces: who acts first (the GM picks); empty: decide later
        Surprise surprise = Surprise::None; // classic
    };
    enum class Attack { Melee, Ranged };
    struct ClassicAttack {
        int level = 1;
        int sides = 6;
        int magicBonus = 0;
        double bonus = 0;   // STR, DEX or WIS bonus
        bool power = false; // doubles the dice
        bool sneak = false; // direct damage: to injuries, nothing subtracted
    };
    struct ClassicDamage {
        QList<int> original; // one face a die, before explosions
        QList<int> exploded; // the extra rolls
        int total = 0;       // after bonuses and Defense Points, never below 0
    };

    CombatRunner(Encounter &encounter, DiceRoller &dice);
    ~CombatRunner();

    [[nodiscard]] bool hasProcedure() const { return m_procedure != nullptr; }
    [[nodiscard]] bool isActive() const;
    [[nodiscard]] Encounter &encounter() { return m_encounter; }
    [[nodiscard]] const Encounter &encounter() const { return m_encounter; }
    [[nodiscard]] CombatState &state();
    [[nodiscard]] const CombatState &state() const;
    [[nodiscard]] const RuleSet &rules() const;
    [[nodiscard]] DiceRoller &dice() { return m_dice; }

    // Start and end. start() refuses (false) without a procedure or with fewer than two
    // combatants on opposing sides.
    bool start(const StartOptions &options);
    void end();

    // Turns.
    [[nodiscard]] QStringList candidates() const;
    [[nodiscard]] QString suggestion() const;
    // Ends the current turn and begins `pick`'s, or the suggestion's; with no one left, the
    // round ends and the next begins (or the fight is over). False when `pick` may not act.
    bool nextTurn(const QString &pick = {});
    // The last turn of this round becomes current again (its timers stay as they are;
    // Ctrl+Z restores those exactly). False at the start of a round.
    bool previousTurn();
    // The current combatant puts its turn off: it waits, and is suggested last.
    bool delay();
    bool reveal(const QString &tokenId);

    // Pools and damage.
    [[nodiscard]] std::optional<CombatState::Pool> pool(const QString &tokenId,
                                                        const QString &poolId) const;
    void setPool(const QString &tokenId, const QString &poolId, double value);
    // Plain damage by the rule set's rule into `poolId` (empty: the rules' damage pool).
    bool damage(const QString &tokenId, double amount, const QString &poolId = {});
    bool heal(const QString &tokenId, double amount, const QString &poolId = {});
    DiceRoller::Roll roll(const QString &tokenId, const QString &expression, bool secret,
                          QString *error = nullptr);

    // Conditions; `rounds` 0 lasts until removed.
    bool addCondition(const QString &tokenId, const QString &condition, int rounds = 0,
                      CombatState::Timer::When when = CombatState::Timer::When::TurnEnd,
                      const QString &anchorId = {});
    bool removeCondition(const QString &tokenId, const QString &condition);
    bool toggleAction(const QString &tokenId, const QString &action);
    // meters: moves a combatant up (-1) or down (+1) in the initiative order.
    bool moveInOrder(const QString &tokenId, int delta);

    // labyrinthian
    bool react(const QString &reactorId);
    bool setDieModifier(const QString &tokenId, int modifier);
    // 1d20 + current energy must beat that energy + modifier; a failure knocks prone.
    bool savingThrow(const QString &tokenId, const QString &poolId, int modifier);
    // paces
    bool defend(const QString &targetId, double threat, const QString &poolId,
                QString *why = nullptr);
    bool yieldTo(const QString &attackerId, const QString &targetId, const QString &expression,
                 Attack attack, const QString &poolId, QString *why = nullptr);
    // classic
    [[nodiscard]] static int classicDiceCount(int level, int everyLevels = 2);
    // The pools `token` starts a fight with (docs/rules.md §7.1), less what earlier fights left
    // it (its `carried`, docs/rules.md §10).
    [[nodiscard]] static QMap<QString, CombatState::Pool> startingPools(const Token &token,
                                                                        const CombatRules &combat);
    std::optional<ClassicDamage> classicAttack(const QString &attackerId, const QString &targetId,
                                               const ClassicAttack &attack);

    // For the procedures.
    void log(const QString &text, bool secret = false);
    [[nodiscard]] QString nameOf(const QString &tokenId) const;
    [[nodiscard]] Token *token(const QString &tokenId);
    [[nodiscard]] const Token *token(const QString &tokenId) const;
    void setCondition(const QString &tokenId, const QString &condition, bool on);
    [[nodiscard]] bool isDefeated(const QString &tokenId) const;
    [[nodiscard]] bool isParty(const QString &tokenId) const;
    [[nodiscard]] bool areEnemies(const QString &a, const QString &b) const;
    // Pools lose `amount`, never below 0; returns what did not fit.
    double drain(const QString &tokenId, const QString &poolId, double amount);
    // Ends the round and starts the next, or ends the fight (meters).
    void newRound();

private:
    void startTurn(const QString &tokenId);
    void finishTurn();
    void tickTimers(const QString &anchorId, CombatState::Timer::When when);
    void setUpCombatant(CombatState::Combatant &combatant, const Token &token) const;

    Encounter &m_encounter;
    DiceRoller &m_dice;
    std::unique_ptr<CombatProcedure> m_procedure;
};
