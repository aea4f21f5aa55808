#include "sessionreader.h"

#include "handoutjson.h"
#include "jsonfields.h"
#include "jsonfile.h"
#include "jsonrefusal.h"

#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QSet>

namespace
{

using JsonRefusal::at;
using JsonRefusal::checkCount;
using JsonRefusal::describe;
using JsonRefusal::join;
using JsonRefusal::refuse;

Session::Step readStep(const QJsonValue &value, const QString &path, QSet<QString> &seen)
{
    JsonFields f(JsonFields::objectValue(value, path), path);
    Session::Step step;
    step.file = f.string("file", {}, true);
    // docs/file-format.md §15: a name, never a path, so nothing outside the folder is named.
    if (!SessionReader::isEncounterFileName(step.file))
        refuse(f.path("file"), QCoreApplication::translate(
                                   "SessionReader",
                                   "expected the name of an .encounter file in the session folder, "
                                   "got %1")
                                   .arg(describe(f.value("file"))));
    if (seen.contains(step.file))
        refuse(f.path("file"),
               QCoreApplication::translate("SessionReader",
                                           "expected each file once, but \"%1\" is listed twice")
                   .arg(step.file));
    seen.insert(step.file);
    step.done = f.boolean("done", false);
    step.carryOver = f.boolean("carryOver", true);
    step.extra = f.unknown({"file", "done", "carryOver"});
    return step;
}

RosterEntry readRosterEntry(const QJsonValue &value, const QString &path, QSet<QString> &seen)
{
    JsonFields f(JsonFields::objectValue(value, path), path);
    RosterEntry entry;
    entry.id = f.string("id", {}, true);
    if (entry.id.isEmpty())
        refuse(f.path("id"),
               QCoreApplication::translate("SessionReader", "expected a non-empty string"));
    if (seen.contains(entry.id))
        refuse(f.path("id"),
               QCoreApplication::translate("SessionReader",
                                           "expected a unique roster id, but \"%1\" is used twice")
                   .arg(entry.id));
    seen.insert(entry.id);
    entry.name = f.string("name", entry.id);
    const auto pools = f.object("pools");
    for (auto it = pools.begin(); it != pools.end(); ++it) {
        const QString where = join(f.path("pools"), it.key());
        const auto pair = it.value().toArray();
        const bool valid = it.value().isArray() && pair.size() == 2 && pair[0].isDouble() &&
                           pair[1].isDouble() && FixedPoint::isRepresentable(pair[0].toDouble()) &&
                           FixedPoint::isRepresentable(pair[1].toDouble()) &&
                           pair[0].toDouble() >= 0 && pair[1].toDouble() >= 0;
        if (!valid)
            refuse(where,
                   QCoreApplication::translate(
                       "SessionReader", "expected [value, max], two numbers of 0 or more, got %1")
                       .arg(describe(it.value())));
        entry.pools.insert(it.key(), {pair[0].toDouble(), pair[1].toDouble()});
    }
    const auto conditions = f.array("conditions");
    checkCount(conditions.size(), Limits::MaxConditionsPerToken, f.path("conditions"),
               QCoreApplication::translate("SessionReader", "conditions"));
    for (qsizetype c = 0; c < conditions.size(); ++c) {
        if (!conditions[c].isString() || conditions[c].toString().isEmpty())
            refuse(at(f.path("conditions"), c),
                   QCoreApplication::translate("SessionReader", "expected a condition id, got %1")
                       .arg(describe(conditions[c])));
        if (!entry.conditions.contains(conditions[c].toString()))
            entry.conditions << conditions[c].toString();
    }
    const auto stats = f.object("stats");
    for (auto it = stats.begin(); it != stats.end(); ++it)
        entry.stats.insert(it.key(),
                           JsonFields::numberValue(it.value(), join(f.path("stats"), it.key())));
    entry.from = f.string("from");
    entry.extra = f.unknown({"id", "name", "pools", "conditions", "stats", "from"});
    return entry;
}

Session parse(const QJsonObject &root)
{
    JsonFields top(root, {});
    const auto format = top.string("format", {}, true);
    if (format != QLatin1String("gridkeep-session"))
        refuse(QStringLiteral("format"),
               QCoreApplication::translate("SessionReader", "expected \"gridkeep-session\", got %1")
                   .arg(describe(top.value("format"))));
    // Kept a double, not JsonFields::version(): a newer version prints as one (2e+06).
    const double version = top.integer("version", 0, true);
    if (version > Session::SupportedVersion)
        refuse(QStringLiteral("version"),
               QCoreApplication::translate(
                   "SessionReader",
                   "expected version %1 or lower; this file was written by a newer "
                   "Gridkeep (version %2)")
                   .arg(Session::SupportedVersion)
                   .arg(version));
    if (version < 1)
        refuse(
            QStringLiteral("version"),
            QCoreApplication::translate("SessionReader", "expected a version of 1 or more, got %1")
                .arg(version));

    Session session;
    session.name = top.string("name");
    const auto encounters = top.array("encounters");
    checkCount(encounters.size(), Limits::MaxSessionEncounters, QStringLiteral("encounters"),
               QCoreApplication::translate("SessionReader", "encounters"));
    QSet<QString> files;
    for (qsizetype i = 0; i < encounters.size(); ++i)
        session.order << readStep(encounters[i], at(QStringLiteral("encounters"), i), files);
    const auto roster = top.array("roster");
    checkCount(roster.size(), Limits::MaxRosterEntries, QStringLiteral("roster"),
               QCoreApplication::translate("SessionReader", "characters"));
    QSet<QString> ids;
    for (qsizetype i = 0; i < roster.size(); ++i)
        session.roster << readRosterEntry(roster[i], at(QStringLiteral("roster"), i), ids);
    session.handouts = HandoutJson::readList(top, "handouts");
    session.extra = top.unknown({"format", "version", "name", "encounters", "roster", "handouts"});
    return session;
}

} // namespace

bool SessionReader::isEncounterFileName(const QString &name)
{
    if (name.isEmpty() || name.startsWith(QLatin1Char('.')))
        return false;
    for (const QChar c : name) {
        // Separators and drive letters make a path; control characters make no file name.
        if (c == QLatin1Char('/') || c == QLatin1Char('\\') || c == QLatin1Char(':') ||
            c.unicode() < 0x20)
            return false;
    }
    return name.endsWith(QLatin1String(".encounter"), Qt::CaseInsensitive) &&
           name.size() > int(sizeof(".encounter")) - 1;
}

std::optional<Session> SessionReader::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = {fileName,
                   {},
                   QCoreApplication::translate("SessionReader", "cannot open the file: %1")
                       .arg(file.errorString())};
        return std::nullopt;
    }
    if (file.size() > Limits::MaxSessionFileBytes) {
        m_error = {fileName,
                   {},
                   QCoreApplication::translate(
                       "SessionReader", "expected a session file of at most %1 MB, got %2 bytes")
                       .arg(Limits::MaxSessionFileBytes / (1024 * 1024))
                       .arg(file.size())};
        return std::nullopt;
    }
    return readBytes(file.readAll(), fileName);
}

std::optional<Session> SessionReader::readBytes(const QByteArray &bytes, const QString &fileName)
{
    m_error = {};
    if (bytes.size() > Limits::MaxSessionFileBytes) {
        m_error = {fileName,
                   {},
                   QCoreApplication::translate(
                       "SessionReader", "expected a session file of at most %1 MB, got %2 bytes")
                       .arg(Limits::MaxSessionFileBytes / (1024 * 1024))
                       .arg(bytes.size())};
        return std::nullopt;
    }
    const auto root = JsonFile::parseObject(bytes, fileName, &m_error);
    if (!root)
        return std::nullopt;
    return readJson(*root, fileName);
}

std::optional<Session> SessionReader::readJson(const QJsonObject &json, const QString &fileName)
{
    m_error = {};
    return JsonRefusal::readOrRefuse(fileName, &m_error, [&] { return parse(json); });
}
