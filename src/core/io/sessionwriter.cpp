#include "sessionwriter.h"

#include "handoutjson.h"
#include "jsonfile.h"
#include "jsontextwriter.h"

#include <QJsonArray>

namespace
{

// Known keys first, in the order docs/file-format.md §15 lists them; the rest sorted.
const QStringList keyOrder = {
    QStringLiteral("format"), QStringLiteral("version"),    QStringLiteral("id"),
    QStringLiteral("name"),   QStringLiteral("encounters"), QStringLiteral("roster"),
    QStringLiteral("file"),   QStringLiteral("done"),       QStringLiteral("carryOver"),
    QStringLiteral("pools"),  QStringLiteral("conditions"), QStringLiteral("stats"),
    QStringLiteral("from"),
};

} // namespace

QJsonObject SessionWriter::rosterEntryJson(const RosterEntry &entry)
{
    QJsonObject o = entry.extra;
    o.insert(QStringLiteral("id"), entry.id);
    o.insert(QStringLiteral("name"), entry.name);
    QJsonObject pools;
    for (auto it = entry.pools.begin(); it != entry.pools.end(); ++it)
        pools.insert(it.key(), QJsonArray{it->value, it->max});
    o.insert(QStringLiteral("pools"), pools);
    o.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(entry.conditions));
    if (!entry.stats.isEmpty()) {
        QJsonObject stats;
        for (auto it = entry.stats.begin(); it != entry.stats.end(); ++it)
            stats.insert(it.key(), it.value());
        o.insert(QStringLiteral("stats"), stats);
    }
    if (!entry.from.isEmpty())
        o.insert(QStringLiteral("from"), entry.from);
    return o;
}

QJsonObject SessionWriter::toJson(const Session &session)
{
    QJsonObject o = session.extra;
    o.insert(QStringLiteral("format"), QStringLiteral("gridkeep-session"));
    o.insert(QStringLiteral("version"), Session::SupportedVersion);
    if (!session.name.isEmpty())
        o.insert(QStringLiteral("name"), session.name);
    QJsonArray encounters;
    for (const auto &step : session.order) {
        QJsonObject s = step.extra;
        s.insert(QStringLiteral("file"), step.file);
        if (step.done)
            s.insert(QStringLiteral("done"), true);
        if (!step.carryOver)
            s.insert(QStringLiteral("carryOver"), false);
        encounters.append(s);
    }
    o.insert(QStringLiteral("encounters"), encounters);
    QJsonArray roster;
    for (const auto &entry : session.roster)
        roster.append(rosterEntryJson(entry));
    o.insert(QStringLiteral("roster"), roster);
    if (!session.handouts.isEmpty())
        o.insert(QStringLiteral("handouts"), HandoutJson::toJson(session.handouts));
    return o;
}

QByteArray SessionWriter::toBytes(const Session &session)
{
    return JsonTextWriter(keyOrder).write(toJson(session));
}

bool SessionWriter::writeFile(const Session &session, const QString &fileName)
{
    m_error = JsonFile::save(fileName, toBytes(session),
                             QT_TRANSLATE_NOOP("JsonFile", "%1: cannot save: %2"));
    return m_error.isEmpty();
}
