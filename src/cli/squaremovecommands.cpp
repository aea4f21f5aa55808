#include "clicommand.h"

#include "engine/movementfield.h"
#include "engine/traptriggers.h"

#include <QJsonArray>
#include <cmath>

// `gridkeep-cli reach` and `path` on square boards (docs/cli.md; docs/rules.md §1.7, §5.10).

namespace
{

// An integer coordinate; integral floats such as "3.0" are accepted, as in the file format.
std::optional<int> integerArgument(const QString &word)
{
    bool ok = false;
    const int value = word.toInt(&ok);
    if (ok)
        return value;
    const double number = word.toDouble(&ok);
    if (ok && std::isfinite(number) && number == std::floor(number) && std::fabs(number) < 1e9)
        return static_cast<int>(number);
    return std::nullopt;
}

} // namespace

QJsonObject Cli::reachSquare(const Encounter &encounter, int token, std::optional<double> budget,
                             bool player)
{
    const Token &mover = encounter.tokens[token];
    const double allowed = budget.value_or(MovementField::defaultBudget(mover, *encounter.rules));
    const MovementField field(encounter, token, allowed);
    // A cell's traps are those of the path `path` prints to it, so both commands agree: the
    // paths come from a field without a budget, as path's does.
    const auto &board = encounter.board.square;
    std::optional<MovementField> paths;
    if (!board.traps.isEmpty())
        paths.emplace(encounter, token);
    QJsonArray cells;
    for (const auto &reached : field.reachable(allowed)) {
        QJsonObject cell{{QStringLiteral("x"), reached.anchor.x()},
                         {QStringLiteral("y"), reached.anchor.y()},
                         {QStringLiteral("cost"), reached.cost}};
        if (paths) {
            const auto path = paths->pathTo(reached.anchor);
            const QStringList traps =
                path ? TrapTriggers::idsAlongPath(board, path->steps, mover.footprint(), !player)
                     : QStringList();
            cell.insert(QStringLiteral("traps"), QJsonArray::fromStringList(traps));
        }
        cells.append(cell);
    }
    // The writer prints a whole budget as an integer (docs/rules.md §5.11: 5, not 5.0).
    return {{QStringLiteral("token"), mover.id},
            {QStringLiteral("budget"), allowed},
            {QStringLiteral("cells"), cells}};
}

std::optional<QJsonObject> Cli::pathSquare(const Encounter &encounter, int token,
                                           const QStringList &goal, bool player)
{
    if (goal.size() != 2) {
        err() << "gridkeep-cli: on a square board, path takes FILE TOKEN X Y\n";
        return std::nullopt;
    }
    const auto x = integerArgument(goal[0]);
    const auto y = integerArgument(goal[1]);
    if (!x || !y) {
        err() << "gridkeep-cli: X and Y must be integers, not \"" << goal[0] << "\" \"" << goal[1]
              << "\"\n";
        return std::nullopt;
    }
    // docs/rules.md §5.10: a path has no budget.
    const MovementField field(encounter, token);
    const auto path = field.pathTo({*x, *y});
    const auto &board = encounter.board.square;
    if (!path)
        return QJsonObject{{QStringLiteral("cost"), QJsonValue::Null}};
    QJsonArray steps;
    for (const QPoint &step : path->steps)
        steps.append(QJsonArray{step.x(), step.y()});
    QJsonObject result{
        {QStringLiteral("cost"), path->cost},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("hinderedBy"), QJsonArray::fromStringList(path->hinderedBy)}};
    if (!board.traps.isEmpty()) {
        const int size = encounter.tokens[token].footprint();
        result.insert(QStringLiteral("traps"),
                      QJsonArray::fromStringList(
                          TrapTriggers::idsAlongPath(board, path->steps, size, !player)));
    }
    return result;
}
