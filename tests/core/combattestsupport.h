#pragma once

#include "combat/combatrunner.h"
#include "dice/diceroller.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "model/encounter.h"
#include "testsupport.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

// Small fights for the combat tests (src/core/combat). Each encounter is built from JSON text
// and read with EncounterReader, so it is exactly what a file with the same content gives.
// The runner rolls with a seeded DiceRoller, so every test is deterministic; where a test
// needs to know the faces, a twin DiceRoller with the same seed rolls the same sequence.
namespace CombatTestSupport
{

constexpr quint32 DefaultSeed = 1234;

inline QString q(const char *text)
{
    return QString::fromUtf8(text);
}

// Catch prints std::string and vectors of it, not QString: compare through these.
inline std::string s(const QString &text)
{
    return text.toStdString();
}

inline std::vector<std::string> v(const QStringList &list)
{
    std::vector<std::string> out;
    for (const auto &item : list)
        out.push_back(item.toStdString());
    return out;
}

inline const QByteArray defaultSides =
    R"([{"id":"party","name":"Party"},{"id":"foes","name":"Foes"}])";

// A whole .encounter text: `tokens` is the JSON list of tokens.
inline QByteArray encounterText(const char *rules, const QByteArray &board,
                                const QByteArray &tokens, const QByteArray &sides = defaultSides,
                                const QByteArray &allies = "[]")
{
    return QByteArray(R"({"format":"gridkeep-encounter","version":1,"name":"t","rules":")") +
           rules + R"(","board":)" + board + R"(,"sides":)" + sides + R"(,"allies":)" + allies +
           R"(,"tokens":)" + tokens + "}";
}

// paces, meters and classic fight on a 10 × 10 square board.
inline Encounter squareEncounter(const char *rules, const QByteArray &tokens,
                                 const QByteArray &sides = defaultSides,
                                 const QByteArray &allies = "[]")
{
    return TestSupport::loadJson(
        encounterText(rules, R"({"kind":"square","width":10,"height":10})", tokens, sides, allies));
}

// labyrinthian fights on the Combat Grid: tokens carry "position" instead of x and y.
inline Encounter gridEncounter(const QByteArray &tokens, const QByteArray &sides = defaultSides,
                               const QByteArray &allies = "[]")
{
    return TestSupport::loadJson(
        encounterText("labyrinthian", R"({"kind":"positions"})", tokens, sides, allies));
}

// An encounter, its dice and a runner on them. Not copyable: the runner keeps references.
struct Fight {
    Encounter encounter;
    DiceRoller dice;
    CombatRunner runner;

    explicit Fight(Encounter e, quint32 seed = DefaultSeed)
        : encounter(std::move(e)), dice(seed), runner(encounter, dice)
    {
    }
    Fight(const Fight &) = delete;
    Fight &operator=(const Fight &) = delete;

    bool start(CombatRunner::StartOptions options = {}) { return runner.start(options); }

    CombatState &state() { return runner.state(); }
    const CombatState::Combatant &combatant(const char *id)
    {
        const auto *c = runner.state().combatant(q(id));
        INFO("combatant " << id);
        REQUIRE(c != nullptr);
        return *c;
    }
    Token &token(const char *id)
    {
        auto *t = runner.token(q(id));
        INFO("token " << id);
        REQUIRE(t != nullptr);
        return *t;
    }
    bool has(const char *id, const char *condition) { return token(id).hasCondition(q(condition)); }
    double pool(const char *id, const char *poolId)
    {
        const auto p = runner.pool(q(id), q(poolId));
        INFO("pool " << poolId << " of " << id);
        REQUIRE(p.has_value());
        return p->value;
    }
    std::string current() { return s(runner.state().current); }
    std::string suggestion() { return s(runner.suggestion()); }
    std::vector<std::string> candidates() { return v(runner.candidates()); }
    bool next(const char *pick = "") { return runner.nextTurn(q(pick)); }

    // The log as plain text, one line an entry.
    [[nodiscard]] QStringList logTexts() const
    {
        QStringList out;
        for (const auto &entry : runner.state().log)
            out << entry.text;
        return out;
    }
    [[nodiscard]] int logCount(const char *fragment) const
    {
        int n = 0;
        for (const auto &text : logTexts())
            n += text.contains(q(fragment)) ? 1 : 0;
        return n;
    }
    [[nodiscard]] bool logged(const char *fragment) const { return logCount(fragment) > 0; }
};

// Rolls an expression on a roller, for twins that predict the runner's dice.
inline DiceRoller::Roll rollOn(DiceRoller &dice, const char *expression)
{
    const auto parsed = DiceExpression::parse(q(expression));
    REQUIRE(parsed.has_value());
    return dice.roll(*parsed);
}

inline int sum(const QList<int> &faces)
{
    int total = 0;
    for (int f : faces)
        total += f;
    return total;
}

inline std::vector<int> ints(const QList<int> &faces)
{
    return {faces.begin(), faces.end()};
}

} // namespace CombatTestSupport
