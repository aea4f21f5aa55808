#pragma once

#include <QString>
#include <QStringList>
#include <memory>

class CombatRunner;
struct CombatRules;

// One rule set's combat procedure (docs/rules.md §7): how a fight starts, what a new round
// rolls, who may act next and whom the app suggests, and what a pool at 0 means. The numbers
// come from CombatRules; CombatRunner holds the flow that all four share.
class CombatProcedure
{
public:
    virtual ~CombatProcedure() = default;

    // The procedure for the rules' "combat.procedure", or nullptr when there is none.
    [[nodiscard]] static std::unique_ptr<CombatProcedure> create(const CombatRules &rules);

    // After the combatants and their pools are set up, before the first turn.
    virtual void begin(CombatRunner &runner) = 0;
    // At the start of round 2 and later.
    virtual void beginRound(CombatRunner &runner) = 0;
    // Who may take the next turn; empty ends the round.
    [[nodiscard]] virtual QStringList candidates(const CombatRunner &runner) const;
    // The app's suggestion among the candidates, or empty.
    [[nodiscard]] virtual QString suggestion(const CombatRunner &runner) const;
    // A pool of `tokenId` changed: set or clear the conditions it implies.
    virtual void poolChanged(CombatRunner &runner, const QString &tokenId);
    // meters: a new round only while two opposing sides can still fight.
    [[nodiscard]] virtual bool endsWhenOneSideIsLeft() const { return false; }
    // A turn began (after the shared bookkeeping).
    virtual void turnStarted(CombatRunner &runner, const QString &tokenId);

protected:
    // Those of `ids` who have not delayed their turn, or all of them when every one has:
    // a delayed combatant is suggested last.
    [[nodiscard]] static QStringList undelayed(const CombatRunner &runner, const QStringList &ids);
};
