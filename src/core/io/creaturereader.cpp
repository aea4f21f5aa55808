#include "creaturereader.h"

#include "dataurl.h"
#include "jsonfields.h"
#include "jsonfile.h"
#include "jsonrefusal.h"

#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace
{

using JsonRefusal::at;
using JsonRefusal::checkCount;
using JsonRefusal::describe;
using JsonRefusal::join;
using JsonRefusal::refuse;

// A portrait is at most 256 pixels across (docs/file-format.md §7.2); this leaves room for a
// GM's own larger picture without letting one file hold a whole map.
constexpr qint64 MaxPortraitBytes = 4LL * 1024 * 1024;

QStringList stringList(const QJsonArray &list, const QString &path, const QString &what)
{
    QStringList out;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list[i].isString() || list[i].toString().trimmed().isEmpty())
            refuse(at(path, i), QCoreApplication::translate("CreatureReader", "expected %1, got %2")
                                    .arg(what, describe(list[i])));
        if (!out.contains(list[i].toString()))
            out << list[i].toString();
    }
    return out;
}

QMap<QString, double> numbers(const QJsonObject &object, const QString &path, bool nonNegative)
{
    checkCount(object.size(), CreatureReader::MaxNumbers, path,
               QCoreApplication::translate("CreatureReader", "entries"));
    QMap<QString, double> out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString where = join(path, it.key());
        if (it.key().isEmpty())
            refuse(where,
                   QCoreApplication::translate("CreatureReader", "expected a non-empty name"));
        const double value = JsonFields::numberValue(it.value(), where);
        if (nonNegative && value < 0)
            refuse(where, QCoreApplication::translate("CreatureReader",
                                                      "expected a number of 0 or more, got %1")
                              .arg(describe(it.value())));
        out.insert(it.key(), value);
    }
    return out;
}

// docs/file-format.md §16: a portrait is an embedded picture the library can show and the
// token can carry; its header is read so a small file cannot decode to a huge picture.
void checkPortrait(const QString &url, const QString &path)
{
    if (!url.startsWith(QLatin1String("data:image/")))
        refuse(path, QCoreApplication::translate(
                         "CreatureReader", "expected an embedded image (a data:image/… URL)"));
    const auto comma = url.indexOf(QLatin1Char(','));
    if (comma < 0)
        refuse(path, QCoreApplication::translate(
                         "CreatureReader", "expected an embedded image (a data:image/… URL)"));
    const QByteArray bytes = DataUrl::payload(url, comma);
    if (bytes.size() > MaxPortraitBytes)
        refuse(path, QCoreApplication::translate(
                         "CreatureReader", "expected a portrait of at most %1 MB, got %2 bytes")
                         .arg(MaxPortraitBytes / (1024 * 1024))
                         .arg(bytes.size()));
    if (const QString tooLarge = DataUrl::tooLargeToDecode(bytes); !tooLarge.isEmpty())
        refuse(path, tooLarge);
}

Creature::StatBlock readBlock(const QJsonValue &value, const QString &path)
{
    JsonFields f(JsonFields::objectValue(value, path), path);
    Creature::StatBlock b;
    b.size = f.integer("size", 1);
    if (b.size < 1 || b.size > Limits::MaxTokenSize)
        refuse(f.path("size"),
               QCoreApplication::translate("CreatureReader", "expected a size from 1 to %1, got %2")
                   .arg(Limits::MaxTokenSize)
                   .arg(b.size));
    b.speed = f.number("speed", 0);
    if (b.speed < 0)
        refuse(f.path("speed"), QCoreApplication::translate("CreatureReader",
                                                            "expected a speed of 0 or more, got %1")
                                    .arg(b.speed));
    if (f.has("reach")) {
        b.reach = f.integer("reach", 1);
        if (*b.reach > Limits::MaxReach)
            refuse(f.path("reach"),
                   QCoreApplication::translate("CreatureReader",
                                               "expected a reach of at most %1 cells, got %2")
                       .arg(Limits::MaxReach)
                       .arg(*b.reach));
    }
    b.zoc = f.boolean("zoc", true);
    b.agility = f.number("agility", 0);
    const double darkvision = f.number("darkvision", 0);
    if (darkvision < 0 || darkvision > Limits::MaxLightRadius)
        refuse(f.path("darkvision"),
               QCoreApplication::translate("CreatureReader",
                                           "expected a darkvision range from 0 to %1 cells, got %2")
                   .arg(Limits::MaxLightRadius)
                   .arg(darkvision));
    b.darkvision = FixedPoint::fromDouble(darkvision);
    b.showName = f.boolean("showName", true);
    b.fillsPosition = f.boolean("fillsPosition", false);
    b.stance = f.string("stance");
    const auto conditions = f.array("conditions");
    checkCount(conditions.size(), Limits::MaxConditionsPerToken, f.path("conditions"),
               QCoreApplication::translate("CreatureReader", "conditions"));
    b.conditions = stringList(conditions, f.path("conditions"),
                              QCoreApplication::translate("CreatureReader", "a condition id"));
    b.pools = numbers(f.object("pools"), f.path("pools"), true);
    b.stats = numbers(f.object("stats"), f.path("stats"), false);
    // A pool's start has one home: two would leave the token guessing which wins.
    for (auto it = b.pools.cbegin(); it != b.pools.cend(); ++it) {
        if (b.stats.contains(it.key()))
            refuse(join(f.path("stats"), it.key()),
                   QCoreApplication::translate("CreatureReader",
                                               "expected \"%1\" once, but it is also in pools")
                       .arg(it.key()));
    }
    b.notes = f.string("notes");
    b.extra = f.unknown({"size", "speed", "reach", "zoc", "agility", "darkvision", "showName",
                         "fillsPosition", "stance", "conditions", "pools", "stats", "notes"});
    return b;
}

Creature parse(const QJsonObject &root)
{
    JsonFields top(root, {});
    if (top.required("format") != QJsonValue(QStringLiteral("gridkeep-creature")))
        refuse(
            QStringLiteral("format"),
            QCoreApplication::translate("CreatureReader", "expected \"gridkeep-creature\", got %1")
                .arg(describe(top.value("format"))));
    top.version(Creature::SupportedVersion);

    Creature c;
    c.name = top.string("name", {}, true).simplified();
    if (c.name.isEmpty())
        refuse(QStringLiteral("name"),
               QCoreApplication::translate("CreatureReader", "expected a name, got %1")
                   .arg(describe(top.value("name"))));
    c.side = top.string("side");
    const auto tags = top.array("tags");
    checkCount(tags.size(), CreatureReader::MaxTags, QStringLiteral("tags"),
               QCoreApplication::translate("CreatureReader", "tags"));
    c.tags = stringList(tags, QStringLiteral("tags"),
                        QCoreApplication::translate("CreatureReader", "a tag"));
    c.portrait = top.string("portrait");
    if (!c.portrait.isEmpty())
        checkPortrait(c.portrait, QStringLiteral("portrait"));
    const auto rules = top.object("rules");
    checkCount(rules.size(), CreatureReader::MaxBlocks, QStringLiteral("rules"),
               QCoreApplication::translate("CreatureReader", "rule sets"));
    for (auto it = rules.begin(); it != rules.end(); ++it) {
        const QString where = join(QStringLiteral("rules"), it.key());
        if (!CreatureReader::isRulesId(it.key()))
            refuse(where,
                   QCoreApplication::translate("CreatureReader",
                                               "expected a rule set id (lowercase letters, digits, "
                                               "\"-\" and \"_\"), got \"%1\"")
                       .arg(it.key()));
        c.blocks.insert(it.key(), readBlock(it.value(), where));
    }
    c.extra = top.unknown({"format", "version", "name", "side", "tags", "portrait", "rules"});
    return c;
}

QString tooLarge(qint64 bytes)
{
    return QCoreApplication::translate("CreatureReader",
                                       "expected a creature file of at most %1 MB, got %2 bytes")
        .arg(CreatureReader::MaxFileBytes / (1024 * 1024))
        .arg(bytes);
}

} // namespace

bool CreatureReader::isRulesId(const QString &id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    for (const QChar c : id) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                        (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-') ||
                        c == QLatin1Char('_');
        if (!ok)
            return false;
    }
    return true;
}

std::optional<Creature> CreatureReader::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = {fileName,
                   {},
                   QCoreApplication::translate("CreatureReader", "cannot open the file: %1")
                       .arg(file.errorString())};
        return std::nullopt;
    }
    // Checked before reading, so a huge file never reaches memory.
    if (file.size() > MaxFileBytes) {
        m_error = {fileName, {}, tooLarge(file.size())};
        return std::nullopt;
    }
    return readBytes(file.read(MaxFileBytes + 1), fileName);
}

std::optional<Creature> CreatureReader::readBytes(const QByteArray &bytes, const QString &fileName)
{
    m_error = {};
    if (bytes.size() > MaxFileBytes) {
        m_error = {fileName, {}, tooLarge(bytes.size())};
        return std::nullopt;
    }
    const auto root = JsonFile::parseObject(bytes, fileName, &m_error);
    if (!root)
        return std::nullopt;
    return readJson(*root, fileName);
}

std::optional<Creature> CreatureReader::readJson(const QJsonObject &json, const QString &fileName)
{
    m_error = {};
    return JsonRefusal::readOrRefuse(fileName, &m_error, [&] { return parse(json); });
}
