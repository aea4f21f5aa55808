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
    LightField light;
    light.rebuild(*encounter);
    QJsonArray cells;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const auto &rules = *encounter->rules;
            const auto level =
                CoverLevel::of({x, y}, encounter->tokens[observer].footprintRect(), board, rules);
            // docs/rules.md §5.14: lighting adds to a cell the observer can see at all.
            const bool seen = level.blocked < CoverLevel::Lines;
            // The effective level: the board's lights, painted lighting over them (§8.1).
            const int lit = light.effectiveIndex(board, rules, x, y);
            const QString lighting = lit >= 0                         ? rules.lightingLevels[lit].id
                                     : rules.lightingLevels.isEmpty() ? QString()
                                                                      : rules.lightingLevels[0].id;
            cells.append(QJsonObject{
                {QStringLiteral("x"), x},
                {QStringLiteral("y"), y},
                {QStringLiteral("blocked"), level.blocked},
                {QStringLiteral("from"), QJsonArray{level.from.x(), level.from.y()}},
                {QStringLiteral("level"), level.id},
                {QStringLiteral("lighting"), lighting},
                {QStringLiteral("advantage"),
                 level.advantage + (seen ? light.advantageAt(board, rules, x, y) : 0)}});
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
    LightField light;
    light.rebuild(*encounter);
    QJsonArray ratings;
    for (const Token *observer : observers) {
        const auto &board = encounter->board.square;
        const auto &rules = *encounter->rules;
        const auto rating = SneakRating::rate(crossed, observer->footprintRect(), board, rules,
                                              SneakRating::lightingOf(board, rules, light));
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
    // `area FILE ID` names an area of the file; `area FILE X Y RADIUS` asks about any.
    if (args.size() != 2 && args.size() != 4)
        return usage(QStringLiteral("area takes FILE X Y RADIUS, or FILE AREA-ID"));
    int code = Ok;
    const auto encounter = loadSquare(args[0], &code);
    if (!encounter)
        return code;
    QJsonObject out;
    std::optional<RadiusArea> zone;
    if (args.size() == 2) {
        const BoardArea *placed = encounter->board.square.area(args[1]);
        if (!placed)
            return usage(QStringLiteral("no area \"%1\" in %2").arg(args[1], args[0]));
        zone.emplace(placed->centre, placed->radius);
        out.insert(QStringLiteral("id"), placed->id);
        out.insert(QStringLiteral("name"), placed->name);
        out.insert(QStringLiteral("kind"), BoardArea::kindId(placed->kind));
        out.insert(QStringLiteral("at"), QJsonArray{placed->centre.x(), placed->centre.y()});
        out.insert(QStringLiteral("radius"), placed->radius);
    } else {
        const auto x = integer(args[1]);
        const auto y = integer(args[2]);
        const auto radius = integer(args[3]);
        if (!x || !y || !radius)
            return usage(QStringLiteral("X, Y and RADIUS must be integers"));
        zone.emplace(QPoint(*x, *y), *radius);
    }
    QJsonArray cells;
    for (const QPoint &cell : zone->cells(encounter->board.square))
        cells.append(QJsonArray{cell.x(), cell.y()});
    out.insert(QStringLiteral("cells"), cells);
    out.insert(QStringLiteral("tokens"),
               QJsonArray::fromStringList(zone->tokensInside(*encounter)));
    print(out);
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
