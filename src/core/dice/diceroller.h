#pragma once

#include "dice/diceexpression.h"

#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <algorithm>

// Rolls DiceExpressions with its own QRandomGenerator: seeded, the same seed gives the same
// rolls (tests, `gridkeep-cli roll --seed`); unseeded, it starts from the system's entropy.
class DiceRoller
{
public:
    // One roll. `kept` and `dropped` list every die rolled, term by term in roll order; an
    // exploding die's extra rolls follow it and are kept or dropped with it.
    struct Roll {
        int total = 0;
        QList<int> kept;
        QList<int> dropped;
        QString expression; // DiceExpression::text()

        // "4d6kh3: 6 5 3 (dropped 1) = 14", for the combat log.
        [[nodiscard]] QString describe() const;
    };

    // An exploding die rolls again at most this many times, so a d2 cannot run for ever.
    static constexpr int MaxExplosions = 100;

    DiceRoller();
    explicit DiceRoller(quint32 seed);

    [[nodiscard]] Roll roll(const DiceExpression &expression);
    // One die of `sides` faces, 1 to sides (classic damage rolls its dice one by one).
    [[nodiscard]] int rollDie(int sides) { return int(m_random.bounded(std::max(1, sides))) + 1; }

private:
    QRandomGenerator m_random;
};
