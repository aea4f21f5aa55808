#include "clicommand.h"

#include "io/encounterreader.h"
#include "io/jsontextwriter.h"

#include <QJsonDocument>

std::optional<Encounter> Cli::load(const QString &fileName)
{
    EncounterReader reader;
    auto encounter = reader.readFile(fileName);
    if (!encounter)
        err() << reader.error().toString() << '\n';
    return encounter;
}

void Cli::print(const QJsonValue &value)
{
    out() << QString::fromUtf8(JsonTextWriter().write(value));
}

int Cli::analyze(const QStringList &args)
{
    auto rest = args;
    const bool player = rest.removeAll(QStringLiteral("--player")) > 0;
    if (rest.size() != 1)
        return usage(QStringLiteral("analyze takes FILE [--player]"));
    const auto encounter = load(rest.first());
    if (!encounter)
        return Refused;
    if (encounter->board.isSquare())
        printSquareAnalysis(*encounter, player);
    else
        print(analyzePositions(*encounter, player));
    return Ok;
}

int Cli::findToken(const Encounter &encounter, const QString &id)
{
    const int index = encounter.tokenIndex(id);
    if (index < 0)
        err() << "gridkeep-cli: no token \"" << id << "\" in this encounter\n";
    return index;
}

int Cli::reach(const QStringList &args)
{
    auto rest = args;
    const bool player = rest.removeAll(QStringLiteral("--player")) > 0;
    std::optional<double> budget;
    const auto budgetAt = rest.indexOf(QStringLiteral("--budget"));
    if (budgetAt >= 0) {
        bool ok = false;
        const double value = budgetAt + 1 < rest.size() ? rest[budgetAt + 1].toDouble(&ok) : 0;
        if (!ok || value < 0)
            return usage(QStringLiteral("--budget takes a number of 0 or more"));
        budget = value;
        rest.remove(budgetAt, 2);
    }
    if (rest.size() != 2)
        return usage(QStringLiteral("reach takes FILE TOKEN [--budget N] [--player]"));
    const auto encounter = load(rest[0]);
    if (!encounter)
        return Refused;
    const int token = findToken(*encounter, rest[1]);
    if (token < 0)
        return Usage;
    print(encounter->board.isSquare() ? reachSquare(*encounter, token, budget, player)
                                      : reachPositions(*encounter, token, budget));
    return Ok;
}

int Cli::path(const QStringList &words)
{
    auto args = words;
    const bool player = args.removeAll(QStringLiteral("--player")) > 0;
    if (args.size() < 3)
        return usage(QStringLiteral(
            "path takes FILE TOKEN X Y, or FILE TOKEN POSITION [LEVEL], and [--player]"));
    const auto encounter = load(args[0]);
    if (!encounter)
        return Refused;
    const int token = findToken(*encounter, args[1]);
    if (token < 0)
        return Usage;
    const auto goal = args.mid(2);
    const auto result = encounter->board.isSquare() ? pathSquare(*encounter, token, goal, player)
                                                    : pathPositions(*encounter, token, goal);
    if (!result)
        return usage({});
    print(*result);
    return Ok;
}
