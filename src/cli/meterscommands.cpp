#include "meterscommands.h"

#include "clicommand.h"
#include "engine/backstab.h"
#include "engine/coverlevel.h"
#include "engine/movementfield.h"
#include "engine/radiusarea.h"
#include "engine/sneakrating.h"

#include <QJsonArray>
#include <algorithm>

namespace
{

std::optional<Encounter> loadSquare(const QString &fileName, int *exitCode)
{
    auto encounter = Cli::load(fileName);
    if (!encounter) {
        *exitCode = Cli::Refused;
        return std::nullopt;
    }
    if (!encounter->board.isSquare()) {
        *exitCode = Cli::usage(QStringLiteral("this command needs a square board"));
        return std::nullopt;
    }
    return encounter;
}

std::optional<int> integer(const QString &word)
{
    bool ok = false;
    const int value = word.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

QJsonValue cellValue(const std::optional<QPoint> &cell)
{
    return cell ? QJsonValue(QJsonArray{cell->x(), cell->y()}) : QJsonValue(QJsonValue::Null);
}

} // namespace

int Cli::cover(const QStringList &args)
{
    if (args.size() != 2)
        return usage(QStringLiteral("cover takes FILE OBSERVER"));
    int code = Ok;
    const auto encounter = loadSquare(args[0], &code);
    if (!encounter)
        return code;
    const int observer = Cli::findToken(*encounter, args[1]);
    if (observer < 0)
        return Usage;
    const auto &board = encounter->board.square;
    QJsonArray cells;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const auto level = CoverLevel::of({x, y}, encounter->tokens[observer].footprintRect(),
                                              board, *encounter->rules);
            cells.append(QJsonObject{{QStringLiteral("x"), x},
                                     {QStringLiteral("y"), y},
                                     {QStringLiteral("blocked"), level.blocked},
                                     {QStringLiteral("level"), level.id},
                                     {QStringLiteral("advantage"), level.advantage}});
        }
    }
    print(QJsonObject{{QStringLiteral("observer"), args[1]}, {QStringLiteral("cells"), cells}});
    return Ok;
}

int Cli::sneak(const QStringList &args)
{
    if (args.size() != 4)
        return usage(QStringLiteral("sneak takes FILE TOKEN X Y"));
    const auto x = integer(args[2]);
    const auto y = integer(args[3]);
    if (!x || !y)
        return usage(QStringLiteral("X and Y must be integers"));
    int code = Ok;
    const auto encounter = loadSquare(args[0], &code);
    if (!encounter)
        return code;
    const int sneaker = Cli::findToken(*encounter, args[1]);
    if (sneaker < 0)
        return Usage;
    const MovementField field(*encounter, sneaker);
    const auto path = field.pathTo({*x, *y});
    if (!path) {
        print(QJsonObject{{QStringLiteral("cost"), QJsonValue::Null}});
        return Ok;
    }
    const Token &mover = encounter->tokens[sneaker];
    const auto crossed = SneakRating::cellsCrossed(path->steps, mover.footprint());
    QList<const Token *> observers;
    for (const Token &token : encounter->tokens) {
        if (&token != &mover && encounter->areEnemies(mover, token))
            observers << &token;
    }
    std::sort(observers.begin(), observers.end(),
              [](const Token *a, const Token *b) { return a->id < b->id; });
    QJsonArray ratings;
    for (const Token *observer : observers) {
        const auto rating = SneakRating::rate(crossed, observer->footprintRect(),
                                              encounter->board.square, *encounter->rules);
        ratings.append(QJsonObject{{QStringLiteral("observer"), observer->id},
                                   {QStringLiteral("seen"), rating.seen},
                                   {QStringLiteral("cell"), cellValue(rating.cell)},
                                   {QStringLiteral("level"), rating.cover.id},
                                   {QStringLiteral("advantage"), rating.advantage}});
    }
    QJsonArray steps;
    for (const QPoint &step : path->steps)
        steps.append(QJsonArray{step.x(), step.y()});
    print(QJsonObject{{QStringLiteral("token"), mover.id},
                      {QStringLiteral("cost"), path->cost},
                      {QStringLiteral("steps"), steps},
                      {QStringLiteral("observers"), ratings}});
    return Ok;
}

int Cli::area(const QStringList &args)
{
    if (args.size() != 4)
        return usage(QStringLiteral("area takes FILE X Y RADIUS"));
    const auto x = integer(args[1]);
    const auto y = integer(args[2]);
    const auto radius = integer(args[3]);
    if (!x || !y || !radius)
        return usage(QStringLiteral("X, Y and RADIUS must be integers"));
    int code = Ok;
    const auto encounter = loadSquare(args[0], &code);
    if (!encounter)
        return code;
    const RadiusArea zone({*x, *y}, *radius);
    QJsonArray cells;
    for (const QPoint &cell : zone.cells(encounter->board.square))
        cells.append(QJsonArray{cell.x(), cell.y()});
    print(QJsonObject{
        {QStringLiteral("cells"), cells},
        {QStringLiteral("tokens"), QJsonArray::fromStringList(zone.tokensInside(*encounter))}});
    return Ok;
}

int Cli::backstab(const QStringList &args)
{
    if (args.size() != 1)
        return usage(QStringLiteral("backstab takes FILE"));
    int code = Ok;
    const auto encounter = loadSquare(args[0], &code);
    if (!encounter)
        return code;
    QList<const Token *> tokens;
    for (const Token &token : encounter->tokens)
        tokens << &token;
    std::sort(tokens.begin(), tokens.end(),
              [](const Token *a, const Token *b) { return a->id < b->id; });
    QJsonArray pairs;
    for (const Token *from : tokens) {
        for (const Token *to : tokens) {
            if (from == to)
                continue;
            pairs.append(QJsonObject{
                {QStringLiteral("from"), from->id},
                {QStringLiteral("to"), to->id},
                {QStringLiteral("backstab"), Backstab::isBackstab(*from, *to, *encounter->rules)}});
        }
    }
    print(QJsonObject{{QStringLiteral("pairs"), pairs}});
    return Ok;
}
