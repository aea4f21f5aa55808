#include "dice/diceexpression.h"
#include "dice/diceroller.h"

#include <QMap>
#include <catch2/catch.hpp>
#include <cmath>

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

DiceExpression parsed(const char *text)
{
    QString error;
    const auto expression = DiceExpression::parse(str(text), &error);
    INFO(text << ": " << error.toStdString());
    REQUIRE(expression);
    return *expression;
}

} // namespace

TEST_CASE("Dice notation: the forms a GM types, written back in one plain form")
{
    // The standard notation of the combat issue: 2d20+3, 3d6! (exploding), 4d6kh3, 2d20kl1,
    // 1d20 adv and 1d20 dis.
    const auto [text, plain] = GENERATE(table<const char *, const char *>({
        {"2d20+3", "2d20+3"},
        {"3d6!", "3d6!"},
        {"4d6kh3", "4d6kh3"},
        {"2d20kl1", "2d20kl1"},
        {"1d20 adv", "2d20kh1"},
        {"1d20 dis", "2d20kl1"},
        {"d20", "1d20"},
        {"  2D6 + 1d4 - 2 ", "2d6+1d4-2"},
        {"-1d4+10", "-1d4+10"},
        {"1d20+5 adv", "2d20kh1+5"},
        {"7", "7"},
        {"0", "0"},
        {"100d1000", "100d1000"},
        {"3d6!kh2", "3d6!kh2"},
    }));
    CAPTURE(text);
    CHECK(parsed(text).text() == str(plain));
    // The plain form parses to the same expression.
    CHECK(parsed(plain) == parsed(text));
}

TEST_CASE("Malformed dice expressions are refused with a reason")
{
    const auto [text, reason] = GENERATE(table<const char *, const char *>({
        {"", "empty"},
        {"   ", "empty"},
        {"d", "expected a term"},
        {"2d", "expected a term"},
        {"2x6", "expected a term"},
        {"2d6+", "expected a term"},
        {"2d6 3", "unexpected space"},
        {"1 d6", "unexpected space"},
        {"2d6++3", "expected a term"},
        {"0d6", "number of dice"},
        {"101d6", "number of dice"},
        {"99999999999999999999d6", "number of dice"},
        {"1d0", "sides"},
        {"1d1001", "sides"},
        {"1d1!", "cannot explode"},
        {"4d6kh5", "keep 1 to 4"},
        {"4d6kh0", "keep 1 to 4"},
        {"2d20 adv", "single die"},
        {"5 adv", "single die"},
        {"1d20kh1 dis", "single die"},
        {"1000001", "number above"},
        {"1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6",
         "more than 20 terms"},
    }));
    CAPTURE(text);
    QString error;
    CHECK_FALSE(DiceExpression::parse(str(text), &error));
    CHECK(error.contains(str(reason)));
    CHECK(error.contains(QLatin1Char('"'))); // the message quotes what was typed
}

TEST_CASE("A seeded roller rolls the same dice again")
{
    const auto expression = parsed("4d6kh3+2d20!-3");
    DiceRoller a(2026);
    DiceRoller b(2026);
    DiceRoller c(2027);
    bool differs = false;
    for (int i = 0; i < 50; ++i) {
        const auto first = a.roll(expression);
        const auto second = b.roll(expression);
        CHECK(first.total == second.total);
        CHECK(first.kept == second.kept);
        CHECK(first.dropped == second.dropped);
        differs |= c.roll(expression).kept != first.kept;
    }
    CHECK(differs);
}

TEST_CASE("Keeping, dropping, exploding and constants add up as the notation says")
{
    DiceRoller roller(7);
    for (int i = 0; i < 500; ++i) {
        // 4d6kh3: three kept, one dropped, the dropped die no higher than any kept one.
        const auto stats = roller.roll(parsed("4d6kh3"));
        REQUIRE(stats.kept.size() == 3);
        REQUIRE(stats.dropped.size() == 1);
        CHECK(*std::min_element(stats.kept.begin(), stats.kept.end()) >= stats.dropped.first());
        CHECK(stats.total == stats.kept[0] + stats.kept[1] + stats.kept[2]);

        // 1d20 dis: two d20s, the lower kept.
        const auto dis = roller.roll(parsed("1d20 dis"));
        REQUIRE(dis.kept.size() == 1);
        REQUIRE(dis.dropped.size() == 1);
        CHECK(dis.kept.first() <= dis.dropped.first());

        // 3d6!: every 6 is followed by another roll of that die, all of them kept.
        const auto boom = roller.roll(parsed("3d6!"));
        int dice = 0;
        int sum = 0;
        for (int k = 0; k < boom.kept.size(); ++k) {
            sum += boom.kept[k];
            if (k == 0 || boom.kept[k - 1] != 6)
                ++dice;
        }
        CHECK(dice == 3);
        CHECK(boom.total == sum);
        CHECK(boom.dropped.isEmpty());

        // Constants and negative terms.
        const auto mixed = roller.roll(parsed("1d4-1d4+10"));
        REQUIRE(mixed.kept.size() == 2);
        CHECK(mixed.total == mixed.kept[0] - mixed.kept[1] + 10);
    }
}

TEST_CASE("Seeded dice are fair: faces, keep-highest and explosions over many rolls")
{
    DiceRoller roller(12345);
    const int rolls = 60000;
    QMap<int, int> faces;
    double advantageSum = 0;
    int exploded = 0;
    const auto d6 = parsed("1d6");
    const auto advantage = parsed("1d20 adv");
    const auto boom = parsed("1d6!");
    for (int i = 0; i < rolls; ++i) {
        ++faces[roller.roll(d6).total];
        advantageSum += roller.roll(advantage).total;
        exploded += roller.roll(boom).kept.size() > 1 ? 1 : 0;
    }
    // Each face of a d6 about 1/6 of the time (10,000 ± 4 standard deviations).
    REQUIRE(faces.keys() == QList<int>({1, 2, 3, 4, 5, 6}));
    for (int count : faces)
        CHECK(std::abs(count - rolls / 6) < 4 * std::sqrt(rolls * (1.0 / 6) * (5.0 / 6)));
    // The higher of two d20s averages 13.825.
    CHECK(std::abs(advantageSum / rolls - 13.825) < 0.1);
    // A d6 explodes one time in six.
    CHECK(std::abs(exploded - rolls / 6) < 4 * std::sqrt(rolls * (1.0 / 6) * (5.0 / 6)));
}

TEST_CASE("A roll describes itself for the combat log")
{
    DiceRoller::Roll roll;
    roll.expression = str("4d6kh3");
    roll.kept = {6, 5, 3};
    roll.dropped = {1};
    roll.total = 14;
    CHECK(roll.describe() == str("4d6kh3: 6 5 3 (dropped 1) = 14"));
    roll.dropped.clear();
    CHECK(roll.describe() == str("4d6kh3: 6 5 3 = 14"));
}
