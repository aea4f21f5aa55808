#include "combatgridgenerator.h"

#include "model/rulesetregistry.h"

#include <random>

Encounter CombatGridGenerator::generate(int tokenCount)
{
    Encounter e;
    e.name = QStringLiteral("bench combat grid");
    e.rulesId = QStringLiteral("labyrinthian");
    QString error;
    e.rules = RuleSetRegistry::instance().find(e.rulesId, &error);
    if (!e.rules)
        qFatal("gridkeep-bench needs the labyrinthian rule set: %s", qPrintable(error));
    e.board.kind = Board::Kind::Positions;
    auto &board = e.board.positions;
    board.skyward = true;
    board.positions[QStringLiteral("churn")].difficult = true;
    board.positions[QStringLiteral("enemy-flank-left")].fillsPosition = true;
    board.positions[QStringLiteral("ally-ranged-right")].water = true;
    board.positions[QStringLiteral("enemy-ranged-right")].turbulent = true;
    for (const char *side : {"party", "cult", "villagers"})
        e.sides << Side{QString::fromUtf8(side), QString::fromUtf8(side), {}, {}};
    e.allies << qMakePair(QStringLiteral("party"), QStringLiteral("villagers"));

    QStringList positions;
    for (const auto &node : e.rules->positions)
        positions << node.id;
    std::mt19937 rng(Seed);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const QStringList dryLevels = {QStringLiteral("ground"),   QStringLiteral("ground"),
                                   QStringLiteral("ground"),   QStringLiteral("elevated"),
                                   QStringLiteral("overhead"), QStringLiteral("skyward")};
    const QStringList wetLevels = {QStringLiteral("surface"), QStringLiteral("shallows"),
                                   QStringLiteral("deep"), QStringLiteral("elevated")};
    for (int i = 0; i < tokenCount; ++i) {
        Token t;
        t.id = QStringLiteral("c%1").arg(i, 3, 10, QLatin1Char('0'));
        t.name = t.id;
        t.side = e.sides[i % 3].id;
        t.position = positions[pick(0, int(positions.size()) - 1)];
        const bool wet = board.flags(t.position).water;
        const auto &levels = wet ? wetLevels : dryLevels;
        t.level = levels[pick(0, int(levels.size()) - 1)];
        t.movement = pick(3, 6) * 10;
        if (pick(0, 19) == 0)
            t.conditions << QStringLiteral("prone");
        if (pick(0, 39) == 0)
            t.fillsPosition = true;
        if (pick(0, 9) == 0)
            t.stance = QStringLiteral("bulwark");
        t.hidden = pick(0, 19) == 0;
        e.tokens << t;
    }
    // The mover: a standing party combatant on the ground at the churn.
    e.tokens[0].position = QStringLiteral("churn");
    e.tokens[0].level = QStringLiteral("ground");
    e.tokens[0].conditions.clear();
    e.tokens[0].hidden = false;
    return e;
}

JsonLine CombatGridGenerator::params(const Encounter &encounter)
{
    JsonLine p;
    p.add("rules", encounter.rulesId)
        .add("positions", int(encounter.rules->positions.size()))
        .add("tokens", int(encounter.tokens.size()))
        .add("seed", std::int64_t(Seed));
    return p;
}
