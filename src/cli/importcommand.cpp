#include "clicommand.h"

#include "io/encounterwriter.h"
#include "io/uvttreader.h"
#include "model/rulesetregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

// gridkeep-cli import FILE.dd2vtt OUT.encounter [--rules ID] (docs/cli.md section 10).
int Cli::importFile(const QStringList &args)
{
    auto rest = args;
    QString rulesId;
    const auto rulesAt = rest.indexOf(QStringLiteral("--rules"));
    if (rulesAt >= 0) {
        if (rulesAt + 1 >= rest.size())
            return usage(QStringLiteral("--rules takes a rule set id"));
        rulesId = rest[rulesAt + 1];
        rest.remove(rulesAt, 2);
        QString why;
        const auto rules = RuleSetRegistry::instance().find(rulesId, &why);
        if (!rules)
            return usage(QStringLiteral("no rule set \"%1\" (there are %2)")
                             .arg(rulesId, RuleSetRegistry::instance().availableIds().join(
                                               QStringLiteral(", "))));
        if (!rules->isSquare())
            return usage(QStringLiteral("rule set \"%1\" uses the Combat Grid; a Universal VTT "
                                        "map needs a square board")
                             .arg(rulesId));
    }
    if (rest.size() != 2)
        return usage(QStringLiteral("import takes FILE.dd2vtt OUT.encounter [--rules ID]"));

    const auto result = UvttReader::readFile(rest[0], rulesId);
    if (const auto *error = std::get_if<LoadError>(&result)) {
        err() << error->toString() << '\n';
        return Refused;
    }
    const auto &imported = std::get<UvttImport>(result);
    for (const auto &warning : imported.warnings)
        err() << rest[0] << ": warning: " << warning << '\n';

    EncounterWriter writer;
    if (!writer.writeFile(imported.encounter, rest[1])) {
        err() << writer.errorString() << '\n';
        return Refused;
    }

    const auto &board = imported.encounter.board;
    int walls = 0;
    int doors = 0;
    if (board.isSquare()) {
        for (const auto &wall : board.square.walls)
            ++(wall.door == WallSegment::Door::None ? walls : doors);
    }
    const QJsonObject summary{
        {QStringLiteral("doors"), doors},
        {QStringLiteral("height"), board.isSquare() ? board.square.height : 0},
        {QStringLiteral("restored"), imported.restored},
        {QStringLiteral("rules"), imported.encounter.rulesId},
        {QStringLiteral("walls"), walls},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(imported.warnings)},
        {QStringLiteral("width"), board.isSquare() ? board.square.width : 0},
    };
    // One line, keys sorted (QJsonDocument sorts them).
    out() << QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact)) << '\n';
    return Ok;
}
