#include "creaturewriter.h"

#include "jsonfile.h"
#include "jsontextwriter.h"

#include "model/fixedpoint.h"

#include <QJsonArray>

namespace
{

// Known keys first, in the order docs/file-format.md §16 lists them; the rest sorted.
const QStringList keyOrder = {
    QStringLiteral("format"),     QStringLiteral("version"),    QStringLiteral("name"),
    QStringLiteral("side"),       QStringLiteral("tags"),       QStringLiteral("portrait"),
    QStringLiteral("rules"),      QStringLiteral("size"),       QStringLiteral("speed"),
    QStringLiteral("reach"),      QStringLiteral("zoc"),        QStringLiteral("agility"),
    QStringLiteral("darkvision"), QStringLiteral("showName"),   QStringLiteral("fillsPosition"),
    QStringLiteral("stance"),     QStringLiteral("conditions"), QStringLiteral("pools"),
    QStringLiteral("stats"),      QStringLiteral("notes"),
};

QJsonObject numbersJson(const QMap<QString, double> &numbers)
{
    QJsonObject o;
    for (auto it = numbers.begin(); it != numbers.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

QJsonObject CreatureWriter::blockJson(const Creature::StatBlock &b)
{
    QJsonObject o = b.extra;
    // `size` always, so a block is never an empty object; the rest only when not the default.
    o.insert(QStringLiteral("size"), b.size);
    if (b.speed != 0)
        o.insert(QStringLiteral("speed"), b.speed);
    if (b.reach)
        o.insert(QStringLiteral("reach"), *b.reach);
    if (!b.zoc)
        o.insert(QStringLiteral("zoc"), false);
    if (b.agility != 0)
        o.insert(QStringLiteral("agility"), b.agility);
    if (b.darkvision != 0)
        o.insert(QStringLiteral("darkvision"), FixedPoint::toDouble(b.darkvision));
    if (!b.showName)
        o.insert(QStringLiteral("showName"), false);
    if (b.fillsPosition)
        o.insert(QStringLiteral("fillsPosition"), true);
    if (!b.stance.isEmpty())
        o.insert(QStringLiteral("stance"), b.stance);
    if (!b.conditions.isEmpty())
        o.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(b.conditions));
    if (!b.pools.isEmpty())
        o.insert(QStringLiteral("pools"), numbersJson(b.pools));
    if (!b.stats.isEmpty())
        o.insert(QStringLiteral("stats"), numbersJson(b.stats));
    if (!b.notes.isEmpty())
        o.insert(QStringLiteral("notes"), b.notes);
    return o;
}

QJsonObject CreatureWriter::toJson(const Creature &creature)
{
    QJsonObject o = creature.extra;
    o.insert(QStringLiteral("format"), QStringLiteral("gridkeep-creature"));
    o.insert(QStringLiteral("version"), Creature::SupportedVersion);
    o.insert(QStringLiteral("name"), creature.name);
    if (!creature.side.isEmpty())
        o.insert(QStringLiteral("side"), creature.side);
    if (!creature.tags.isEmpty())
        o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(creature.tags));
    if (!creature.portrait.isEmpty())
        o.insert(QStringLiteral("portrait"), creature.portrait);
    QJsonObject rules;
    for (auto it = creature.blocks.begin(); it != creature.blocks.end(); ++it)
        rules.insert(it.key(), blockJson(it.value()));
    o.insert(QStringLiteral("rules"), rules);
    return o;
}

QByteArray CreatureWriter::toBytes(const Creature &creature)
{
    return JsonTextWriter(keyOrder).write(toJson(creature));
}

bool CreatureWriter::writeFile(const Creature &creature, const QString &fileName)
{
    m_error = JsonFile::save(fileName, toBytes(creature),
                             QT_TRANSLATE_NOOP("JsonFile", "%1: cannot write: %2"));
    return m_error.isEmpty();
}
