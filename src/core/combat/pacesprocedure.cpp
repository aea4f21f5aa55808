#include "combat/pacesprocedure.h"

#include "combat/combatrunner.h"
#include "model/encounter.h"

#include <algorithm>
#include <limits>

void PacesProcedure::begin(CombatRunner &runner)
{
    runner.log(QCoreApplication::translate("PacesProcedure", "The GM picks who acts first"));
}

void PacesProcedure::beginRound(CombatRunner &) {}

QString PacesProcedure::suggestion(const CombatRunner &runner) const
{
    const auto &s = runner.state();
    const auto actor = s.current.isEmpty() ? s.lastActor : s.current;
    // A legendary creature with turns left is not "most affected" by its own turn.
    auto waiting = undelayed(runner, candidates(runner));
    if (waiting.size() > 1)
        waiting.removeAll(actor);
    if (waiting.isEmpty())
        return {};
    if (actor.isEmpty())
        return waiting.first(); // the very first turn: the GM picks, this is only a default
    // "the character you targeted with your action"
    if (waiting.contains(s.lastTarget))
        return s.lastTarget;
    // Among equals the GM prefers the actor's enemies, then the panel's order.
    const auto best = [&](const auto &score) {
        QString chosen;
        double chosenScore = -std::numeric_limits<double>::infinity();
        bool chosenEnemy = false;
        for (const auto &id : waiting) {
            const double value = score(id);
            const bool enemy = runner.areEnemies(actor, id);
            if (value > chosenScore || (value == chosenScore && enemy && !chosenEnemy)) {
                chosen = id;
                chosenScore = value;
                chosenEnemy = enemy;
            }
        }
        return std::pair{chosen, chosenScore};
    };
    // "the character to whom you dealt the most damage"
    const auto [hurt, most] = best([&](const QString &id) { return s.damageThisTurn.value(id); });
    if (most > 0)
        return hurt;
    // "the character you ended your turn closest to": the gap between the footprints.
    const auto *from = runner.token(actor);
    return best([&](const QString &id) {
               const auto *t = runner.token(id);
               if (!from || !t || !runner.encounter().board.isSquare())
                   return 0.0;
               const auto a = from->footprintRect();
               const auto b = t->footprintRect();
               const int dx = std::max({0, b.left() - a.right(), a.left() - b.right()});
               const int dy = std::max({0, b.top() - a.bottom(), a.top() - b.bottom()});
               return -double(std::max(dx, dy));
           })
        .first;
}
