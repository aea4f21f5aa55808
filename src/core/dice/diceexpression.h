#pragma once

#include <QList>
#include <QString>
#include <optional>

// A dice expression in the usual notation, parsed once and rolled by DiceRoller: terms of
// dice and whole numbers joined by + and -, such as `2d20+3`, `3d6!` (exploding: a die that
// shows its highest face is rolled again and adds), `4d6kh3` (keep the highest three),
// `2d20kl1` (keep the lowest), and `1d20 adv` / `1d20 dis` (advantage and disadvantage: the
// first die term, which must be a single die, is rolled twice and the higher or lower
// kept). Bounds keep a roll small: at most 100 dice a term, 1000 sides, 20 terms.
class DiceExpression
{
public:
    enum class Keep { All, Highest, Lowest };

    // One term: dice when `count` > 0, else the whole number `constant`.
    struct Term {
        int sign = 1; // +1 or -1
        int count = 0;
        int sides = 0;
        bool explode = false;
        Keep keep = Keep::All;
        int keepCount = 0; // how many dice Keep::Highest or Keep::Lowest keeps
        int constant = 0;

        friend bool operator==(const Term &, const Term &) = default;
    };

    static constexpr int MaxDice = 100;
    static constexpr int MaxSides = 1000;
    static constexpr int MaxTerms = 20;
    static constexpr int MaxConstant = 1'000'000;

    // The expression, or nullopt with `error` saying what is wrong and where. Case and
    // spaces around the signs do not matter.
    [[nodiscard]] static std::optional<DiceExpression> parse(const QString &text,
                                                             QString *error = nullptr);

    [[nodiscard]] const QList<Term> &terms() const { return m_terms; }
    // The expression written back in its plain form: `2d20kh1+3` for `1d20 adv + 3`.
    [[nodiscard]] QString text() const;

    friend bool operator==(const DiceExpression &, const DiceExpression &) = default;

private:
    QList<Term> m_terms;
};
