#include "library/creaturetokens.h"

#include "model/encounter.h"
#include "model/fixedpoint.h"
#include "model/ruleset.h"
#include "model/token.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace
{

const QRegularExpression &numberSuffix()
{
    static const QRegularExpression re(QStringLiteral("^(.*\\S)\\s+(\\d{1,9})$"));
    return re;
}

} // namespace

Creature::StatBlock CreatureTokens::blockFromToken(const Token &token, const RuleSet *rules)
{
    Creature::StatBlock b;
    b.size = Token::footprintSide(token.size);
    b.speed = std::max(0.0, token.speed);
    b.reach = token.reach;
    b.zoc = token.zoc;
    b.agility = token.agility;
    b.darkvision = token.darkvision;
    b.showName = token.showName;
    b.fillsPosition = token.fillsPosition;
    b.stance = token.stance;
    // The creature file wants each condition once and named (docs/file-format.md §16.1).
    for (const auto &condition : token.conditions) {
        if (!condition.trimmed().isEmpty() && !b.conditions.contains(condition))
            b.conditions << condition;
    }
    b.notes = token.notes;
    for (auto it = token.stats.cbegin(); it != token.stats.cend(); ++it) {
        if (it.key().isEmpty())
            continue;
        // A pool's start given as a stat (docs/file-format.md §7.4) reads as a pool.
        const bool pool = rules && rules->combat.pool(it.key()) != nullptr && it.value() >= 0;
        (pool ? b.pools : b.stats).insert(it.key(), it.value());
    }
    return b;
}

void CreatureTokens::applyBlock(const Creature::StatBlock &block, Token &token)
{
    token.size = block.size;
    token.speed = block.speed;
    token.reach = block.reach;
    token.zoc = block.zoc;
    token.agility = block.agility;
    token.darkvision = block.darkvision;
    token.showName = block.showName;
    token.fillsPosition = block.fillsPosition;
    token.stance = block.stance;
    token.conditions = block.conditions;
    token.notes = block.notes;
    token.stats = block.stats;
    for (auto it = block.pools.cbegin(); it != block.pools.cend(); ++it)
        token.stats.insert(it.key(), it.value());
}

QString CreatureTokens::baseName(const QString &tokenName)
{
    const QString simplified = tokenName.simplified();
    const auto match = numberSuffix().match(simplified);
    return match.hasMatch() ? match.captured(1) : simplified;
}

QString CreatureTokens::numberedName(const QString &name, const Encounter &encounter)
{
    qint64 highest = 0;
    for (const auto &token : encounter.tokens) {
        const auto match = numberSuffix().match(token.name.simplified());
        if (match.hasMatch() && match.captured(1) == name)
            highest = std::max(highest, match.captured(2).toLongLong());
    }
    return QStringLiteral("%1 %2").arg(name).arg(highest + 1);
}

QString CreatureTokens::describe(const Creature::StatBlock &block, const RuleSet *rules)
{
    QStringList parts;
    parts << QStringLiteral("%1×%1").arg(block.size);
    if (block.speed != 0)
        parts << QCoreApplication::translate("CreatureTokens", "speed %1").arg(block.speed);
    if (block.reach)
        //: A creature's stat line: it has no zone of control (game term).
        parts
            << (*block.reach < 0
                    ? QCoreApplication::translate("CreatureTokens", "no zone")
                    //: A creature's stat line: how many squares its zone of
                    //: control reaches (game term).
                    : QCoreApplication::translate("CreatureTokens", "reach %1").arg(*block.reach));
    if (!block.zoc)
        //: A creature's stat line: no zone of control (ZoC, a game term).
        parts << QCoreApplication::translate("CreatureTokens", "no ZoC");
    if (block.agility != 0)
        parts << QCoreApplication::translate("CreatureTokens", "agility %1").arg(block.agility);
    if (block.darkvision != 0)
        parts << QCoreApplication::translate("CreatureTokens", "darkvision %1")
                     .arg(FixedPoint::toDouble(block.darkvision));
    for (auto it = block.pools.cbegin(); it != block.pools.cend(); ++it) {
        const auto *pool = rules ? rules->combat.pool(it.key()) : nullptr;
        const QString label = pool && !pool->shortName.isEmpty() ? pool->shortName : it.key();
        parts << QStringLiteral("%1 %2").arg(label).arg(it.value());
    }
    for (auto it = block.stats.cbegin(); it != block.stats.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    if (!block.stance.isEmpty())
        parts << block.stance;
    if (!block.conditions.isEmpty())
        parts << block.conditions.join(QStringLiteral(", "));
    return parts.join(QStringLiteral(" · "));
}
