#include "clicommand.h"

#include "engine/movementfield.h"
#include "engine/tacticalmap.h"

#include <QJsonArray>

// `gridkeep-cli tactics FILE TOKEN TARGET` (docs/cli.md section 7.5; docs/rules.md §1.10).

int Cli::tactics(const QStringList &args)
{
    if (args.size() != 3)
        return usage(QStringLiteral("tactics takes FILE TOKEN TARGET"));
    const auto encounter = load(args[0]);
    if (!encounter)
        return Refused;
    // Square boards only, checked before the tokens, as `cover` does (docs/cli.md section 2).
    if (!encounter->board.isSquare())
        return usage(QStringLiteral("tactics needs a square board"));
    const int token = findToken(*encounter, args[1]);
    if (token < 0)
        return Usage;
    const int target = findToken(*encounter, args[2]);
    if (target < 0)
        return Usage;
    if (token == target)
        return usage(QStringLiteral("TOKEN and TARGET must be two different tokens"));

    const auto &rules = *encounter->rules;
    // The same budget and field as `reach` without --budget (docs/rules.md §5.11).
    const double budget = MovementField::defaultBudget(encounter->tokens[token], rules);
    const MovementField field(*encounter, token, budget);
    QJsonArray cells;
    for (const auto &cell : TacticalMap::compute(*encounter, token, target, field, budget)) {
        cells.append(
            QJsonObject{{QStringLiteral("x"), cell.anchor.x()},
                        {QStringLiteral("y"), cell.anchor.y()},
                        {QStringLiteral("cost"), cell.cost},
                        {QStringLiteral("score"), cell.score},
                        {QStringLiteral("reasons"), QJsonArray::fromStringList(cell.reasons)}});
    }
    // The writer prints a whole budget as an integer, as `reach` does.
    print(QJsonObject{{QStringLiteral("token"), encounter->tokens[token].id},
                      {QStringLiteral("target"), encounter->tokens[target].id},
                      {QStringLiteral("budget"), budget},
                      {QStringLiteral("maxScore"), rules.tactics.total()},
                      {QStringLiteral("cells"), cells}});
    return Ok;
}
