#include "clicommand.h"

#include "engine/positionanalysis.h"
#include "engine/positiongraph.h"
#include "engine/positionmovement.h"

#include <QJsonArray>

// The position-board halves of analyze / reach / path (docs/cli.md, docs/rules.md §2, §5.13).

namespace
{

QJsonArray placeJson(const PositionGraph &graph, const PositionMovement::Place &place)
{
    return QJsonArray{graph.id(place.position), graph.levelName(place.position, place.level)};
}

} // namespace

QJsonObject Cli::analyzePositions(const Encounter &encounter, bool player)
{
    PositionAnalysis analysis(player ? Perspective::Players : Perspective::GameMaster);
    analysis.recomputeAll(encounter);
    return analysis.toJson();
}

QJsonObject Cli::reachPositions(const Encounter &encounter, int token, std::optional<double> budget)
{
    const auto &mover = encounter.tokens.at(token);
    const PositionGraph graph(*encounter.rules, encounter.board.positions);
    const auto field = PositionMovement::forToken(graph, *encounter.rules, mover);
    const double limit = budget.value_or(PositionMovement::defaultBudget(mover));
    // Sorted by the order of the positions in the rule file, then level value descending
    // (PositionMovement::reachable); the start (position, level) is left out.
    QJsonArray positions;
    for (const auto &reached : field.reachable(limit)) {
        positions.append(QJsonObject{
            {QStringLiteral("position"), graph.id(reached.place.position)},
            {QStringLiteral("level"), graph.levelName(reached.place.position, reached.place.level)},
            {QStringLiteral("cost"), reached.cost},
        });
    }
    // The JSON writer prints a whole budget as an integer.
    return QJsonObject{
        {QStringLiteral("token"), mover.id},
        {QStringLiteral("budget"), limit},
        {QStringLiteral("positions"), positions},
    };
}

std::optional<QJsonObject> Cli::pathPositions(const Encounter &encounter, int token,
                                              const QStringList &goal)
{
    if (goal.isEmpty() || goal.size() > 2) {
        err() << "gridkeep-cli: path on a position board takes TOKEN POSITION [LEVEL]\n";
        return std::nullopt;
    }
    const PositionGraph graph(*encounter.rules, encounter.board.positions);
    const int position = graph.indexOf(goal[0]);
    if (position < 0) {
        err() << "gridkeep-cli: \"" << goal[0] << "\" is not a position of the Combat Grid ("
              << encounter.rules->positionIds().join(QStringLiteral(", ")) << ")\n";
        return std::nullopt;
    }
    // An omitted LEVEL means level 0 (docs/rules.md §5.13); `ground` and `surface` both name 0.
    int level = 0;
    if (goal.size() == 2) {
        const auto value = graph.levelValue(goal[1]);
        if (!value) {
            QStringList ids;
            for (const auto &l : encounter.rules->levels)
                ids << l.id;
            err() << "gridkeep-cli: \"" << goal[1] << "\" is not an altitude level ("
                  << ids.join(QStringLiteral(", ")) << ")\n";
            return std::nullopt;
        }
        level = *value;
    }

    // path has no budget. The prone rule applies as in reach: a prone mover either crawls one
    // ground step and stops, or pays standUp and moves normally, whichever is cheaper; the
    // stand-up has no step of its own since it changes neither position nor level. A known
    // level that does not exist at the goal (shallows on dry land) is simply unreachable.
    const auto &mover = encounter.tokens.at(token);
    const auto field = PositionMovement::forToken(graph, *encounter.rules, mover);
    const auto route = field.routeTo({position, level});
    if (!route)
        return QJsonObject{{QStringLiteral("cost"), QJsonValue()}};
    QJsonArray steps;
    for (const auto &place : route->steps)
        steps.append(placeJson(graph, place));
    return QJsonObject{
        {QStringLiteral("cost"), route->cost},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("hinderedBy"), QJsonArray()},
    };
}
