#include "clicommand.h"

#include "io/sessionfolder.h"
#include "io/sessionwriter.h"

#include <QJsonArray>
#include <QJsonObject>

namespace
{

// One encounter of the listing, as docs/cli.md section 14 shows it.
QJsonObject itemJson(const SessionFolder::Item &item)
{
    QJsonObject o;
    o.insert(QStringLiteral("file"), item.file);
    o.insert(QStringLiteral("name"), item.name);
    o.insert(QStringLiteral("rules"), item.rules);
    o.insert(QStringLiteral("done"), item.done);
    o.insert(QStringLiteral("carryOver"), item.carryOver);
    o.insert(QStringLiteral("inOrder"), item.inOrder);
    o.insert(QStringLiteral("changed"),
             item.lastChange.isValid() ? QJsonValue(item.lastChange.toUTC().toString(Qt::ISODate))
                                       : QJsonValue());
    if (!item.error.isEmpty()) {
        o.insert(QStringLiteral("error"), item.error);
        return o;
    }
    QJsonObject board{{QStringLiteral("kind"), item.boardKind}};
    if (item.boardKind == QLatin1String("square")) {
        board.insert(QStringLiteral("width"), item.width);
        board.insert(QStringLiteral("height"), item.height);
    }
    o.insert(QStringLiteral("board"), board);
    QJsonArray sides;
    for (const auto &side : item.sides)
        sides.append(QJsonObject{{QStringLiteral("id"), side.id},
                                 {QStringLiteral("name"), side.name},
                                 {QStringLiteral("tokens"), side.tokens}});
    o.insert(QStringLiteral("sides"), sides);
    return o;
}

} // namespace

int Cli::session(const QStringList &args)
{
    if (args.size() != 1)
        return usage(QStringLiteral("session takes exactly one FOLDER"));
    const auto scan = SessionFolder::scan(args.first());
    if (!scan.error.isEmpty()) {
        err() << scan.error << '\n';
        return Refused;
    }
    QJsonObject result;
    QJsonArray encounters;
    for (const auto &item : scan.encounters)
        encounters.append(itemJson(item));
    result.insert(QStringLiteral("encounters"), encounters);
    result.insert(QStringLiteral("missing"), QJsonArray::fromStringList(scan.missing));
    QJsonArray roster;
    for (const auto &entry : scan.session.roster)
        roster.append(SessionWriter::rosterEntryJson(entry));
    result.insert(QStringLiteral("roster"), roster);
    result.insert(QStringLiteral("name"), scan.session.name);
    // docs/cli.md section 14: a refused session file still lists the folder, with the reason.
    if (!scan.sessionError.isEmpty()) {
        result.insert(QStringLiteral("error"), scan.sessionError);
        err() << scan.sessionError << '\n';
    }
    print(result);
    return Ok;
}
