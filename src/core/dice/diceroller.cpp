#include "dice/diceroller.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

DiceRoller::DiceRoller() : m_random(QRandomGenerator::system()->generate()) {}

DiceRoller::DiceRoller(quint32 seed) : m_random(seed) {}

DiceRoller::Roll DiceRoller::roll(const DiceExpression &expression)
{
    Roll result;
    result.expression = expression.text();
    for (const auto &term : expression.terms()) {
        if (term.count == 0) {
            result.total += term.sign * term.constant;
            continue;
        }
        // Each die with its explosions: the chain's faces and their sum.
        struct Die {
            QList<int> faces;
            int sum = 0;
            int order = 0;
        };
        QList<Die> dice;
        for (int i = 0; i < term.count; ++i) {
            Die die;
            die.order = i;
            int face = 0;
            int explosions = 0;
            do {
                face = int(m_random.bounded(term.sides)) + 1;
                die.faces << face;
                die.sum += face;
            } while (term.explode && face == term.sides && explosions++ < MaxExplosions);
            dice << die;
        }
        // Which dice count: the highest or lowest sums, ties going to the die rolled first.
        QList<bool> keep(dice.size(), true);
        if (term.keep != DiceExpression::Keep::All) {
            QList<Die> ranked = dice;
            std::stable_sort(ranked.begin(), ranked.end(), [&](const Die &a, const Die &b) {
                return term.keep == DiceExpression::Keep::Highest ? a.sum > b.sum : a.sum < b.sum;
            });
            keep.fill(false);
            for (int i = 0; i < term.keepCount; ++i)
                keep[ranked[i].order] = true;
        }
        for (int i = 0; i < dice.size(); ++i) {
            (keep[i] ? result.kept : result.dropped) << dice[i].faces;
            if (keep[i])
                result.total += term.sign * dice[i].sum;
        }
    }
    return result;
}

QString DiceRoller::Roll::describe() const
{
    const auto join = [](const QList<int> &faces) {
        QStringList words;
        for (int face : faces)
            words << QString::number(face);
        return words.join(QLatin1Char(' '));
    };
    QString text = expression + QStringLiteral(": ") + join(kept);
    if (!dropped.isEmpty())
        text += QCoreApplication::translate("DiceRoller", " (dropped %1)").arg(join(dropped));
    return text + QStringLiteral(" = %1").arg(total);
}
