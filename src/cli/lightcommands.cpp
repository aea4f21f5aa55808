#include "lightcommands.h"

#include "clicommand.h"
#include "engine/lightfield.h"
#include "engine/partyvision.h"

#include <QJsonArray>

namespace
{

// docs/cli.md §12: both commands read square boards only, and refuse others as bad input.
std::optional<Encounter> loadSquareOnly(const QStringList &args, const char *name, int *code)
{
    if (args.size() != 1) {
        *code = Cli::usage(QStringLiteral("%1 takes FILE").arg(QLatin1String(name)));
        return std::nullopt;
    }
    auto encounter = Cli::load(args.first());
    if (!encounter) {
        *code = Cli::Refused;
        return std::nullopt;
    }
    if (!encounter->board.isSquare()) {
        Cli::err() << args.first() << ": " << name
                   << " needs a square board; the Combat Grid has no lights\n";
        *code = Cli::Refused;
        return std::nullopt;
    }
    return encounter;
}

} // namespace

int Cli::light(const QStringList &args)
{
    int code = Ok;
    const auto encounter = loadSquareOnly(args, "light", &code);
    if (!encounter)
        return code;
    const auto &board = encounter->board.square;
    LightField field;
    field.rebuild(*encounter);
    QJsonArray rows;
    for (int y = 0; y < board.height; ++y) {
        QByteArray row(board.width, '.');
        for (int x = 0; x < board.width; ++x)
            row[x] = LightLevels::symbol(field.effectiveAt(board, *encounter->rules, x, y));
        rows.append(QString::fromLatin1(row));
    }
    print(QJsonObject{{QStringLiteral("ambient"), LightLevels::id(board.ambient)},
                      {QStringLiteral("levels"), rows}});
    return Ok;
}

int Cli::vision(const QStringList &args)
{
    int code = Ok;
    const auto encounter = loadSquareOnly(args, "vision", &code);
    if (!encounter)
        return code;
    const auto &board = encounter->board.square;
    const QString party = encounter->partySide();
    LightField light;
    light.rebuild(*encounter);
    VisibilityField scratch;
    std::vector<quint8> seen;
    PartyVision::fill(*encounter, party, light, scratch, seen);
    QJsonArray rows;
    for (int y = 0; y < board.height; ++y) {
        QByteArray row(board.width, '.');
        for (int x = 0; x < board.width; ++x) {
            if (!seen.empty() && seen[std::size_t(y) * board.width + x])
                row[x] = '#';
        }
        rows.append(QString::fromLatin1(row));
    }
    print(QJsonObject{{QStringLiteral("party"),
                       party.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(party)},
                      {QStringLiteral("seen"), rows}});
    return Ok;
}
