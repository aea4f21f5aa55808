#include "combatstatejson.h"

#include "model/encounter.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace
{

const QStringList knownTopKeys = {
    QStringLiteral("round"),        QStringLiteral("surpriseRound"),
    QStringLiteral("surpriseSide"), QStringLiteral("party"),
    QStringLiteral("firstSide"),    QStringLiteral("current"),
    QStringLiteral("order"),        QStringLiteral("turns"),
    QStringLiteral("lastTarget"),   QStringLiteral("damageThisTurn"),
    QStringLiteral("seizedBy"),     QStringLiteral("over"),
    QStringLiteral("delayed"),      QStringLiteral("lastActor"),
    QStringLiteral("combatants"),   QStringLiteral("timers"),
    QStringLiteral("log"),
};

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray out;
    for (int v : values)
        out.append(v);
    return out;
}

// Thrown inside fromJson only.
struct Refusal {
    QString where;
    QString error;
};

[[noreturn]] void refuse(const QString &where, const QString &error)
{
    throw Refusal{where, error};
}

class Reader
{
public:
    explicit Reader(const Encounter &encounter) : m_encounter(encounter) {}

    QString tokenId(const QJsonValue &v, const QString &where, bool allowEmpty = false) const
    {
        if (!v.isString() && !(allowEmpty && v.isUndefined()))
            refuse(where, QCoreApplication::translate("CombatStateJson", "expected a token id"));
        const auto id = v.toString();
        if (id.isEmpty() && allowEmpty)
            return id;
        if (!m_encounter.token(id))
            refuse(where, QCoreApplication::translate("CombatStateJson",
                                                      "expected the id of a token, got \"%1\"")
                              .arg(id));
        return id;
    }
    QStringList tokenIds(const QJsonValue &v, const QString &where) const
    {
        if (!v.isUndefined() && !v.isArray())
            refuse(where,
                   QCoreApplication::translate("CombatStateJson", "expected a list of token ids"));
        QStringList out;
        const auto array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            out << tokenId(array[i], QStringLiteral("%1[%2]").arg(where).arg(i));
        return out;
    }
    QString sideId(const QJsonValue &v, const QString &where) const
    {
        if (v.isUndefined())
            return {};
        const auto id = v.toString();
        if (!v.isString() || (!id.isEmpty() && !m_encounter.side(id)))
            refuse(where,
                   QCoreApplication::translate("CombatStateJson", "expected the id of a side"));
        return id;
    }
    static int integer(const QJsonObject &o, const char *key, int fallback, const QString &where)
    {
        const auto v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return fallback;
        const double d = v.toDouble(-1e18);
        if (!v.isDouble() || d != double(qint64(d)) || d < -1e9 || d > 1e9)
            refuse((where.isEmpty() ? QString() : where + QLatin1Char('.')) + QLatin1String(key),
                   QCoreApplication::translate("CombatStateJson", "expected a whole number"));
        return int(d);
    }
    static double number(const QJsonValue &v, const QString &where)
    {
        if (!v.isDouble())
            refuse(where, QCoreApplication::translate("CombatStateJson", "expected a number"));
        return v.toDouble();
    }

    CombatState::Combatant combatant(const QJsonValue &v, const QString &where) const
    {
        if (!v.isObject())
            refuse(where, QCoreApplication::translate("CombatStateJson", "expected an object"));
        const auto o = v.toObject();
        CombatState::Combatant c;
        c.tokenId = tokenId(o.value(QLatin1String("token")), where + QStringLiteral(".token"));
        const auto pools = o.value(QLatin1String("pools")).toObject();
        for (auto it = pools.begin(); it != pools.end(); ++it) {
            const auto at = where + QStringLiteral(".pools.") + it.key();
            const auto pair = it.value().toArray();
            if (!it.value().isArray() || pair.size() != 2)
                refuse(at, QCoreApplication::translate("CombatStateJson", "expected [value, max]"));
            c.pools.insert(it.key(), {number(pair[0], at), number(pair[1], at)});
        }
        c.initiative = integer(o, "initiative", 0, where);
        for (const auto &d : o.value(QLatin1String("dice")).toArray())
            c.dice << d.toInt();
        c.dieModifier = integer(o, "dieModifier", 0, where);
        c.turnsPerRound = integer(o, "turnsPerRound", 1, where);
        c.turnsTaken = integer(o, "turnsTaken", 0, where);
        for (const auto &u : o.value(QLatin1String("used")).toArray())
            c.used << u.toString();
        c.joinedHidden = o.value(QLatin1String("joinedHidden")).toBool(false);
        return c;
    }

    CombatState::Timer timer(const QJsonValue &v, const QString &where) const
    {
        if (!v.isObject())
            refuse(where, QCoreApplication::translate("CombatStateJson", "expected an object"));
        const auto o = v.toObject();
        CombatState::Timer t;
        t.tokenId = tokenId(o.value(QLatin1String("token")), where + QStringLiteral(".token"));
        t.condition = o.value(QLatin1String("condition")).toString();
        if (t.condition.isEmpty())
            refuse(where + QStringLiteral(".condition"),
                   QCoreApplication::translate("CombatStateJson", "expected a condition"));
        t.rounds = integer(o, "rounds", 1, where);
        const auto when = o.value(QLatin1String("when")).toString(QStringLiteral("end"));
        if (when != QLatin1String("start") && when != QLatin1String("end"))
            refuse(where + QStringLiteral(".when"),
                   QStringLiteral("expected \"start\" or \"end\""));
        t.when = when == QLatin1String("start") ? CombatState::Timer::When::TurnStart
                                                : CombatState::Timer::When::TurnEnd;
        t.anchorId = tokenId(o.value(QLatin1String("anchor")), where + QStringLiteral(".anchor"));
        t.skipNext = o.value(QLatin1String("skipNext")).toBool(false);
        return t;
    }

private:
    const Encounter &m_encounter;
};

} // namespace

QJsonObject CombatStateJson::toJson(const CombatState &s)
{
    QJsonObject o = s.extra;
    o.insert(QStringLiteral("round"), s.round);
    if (s.surpriseRound)
        o.insert(QStringLiteral("surpriseRound"), true);
    if (!s.surpriseSide.isEmpty())
        o.insert(QStringLiteral("surpriseSide"), s.surpriseSide);
    if (!s.partySide.isEmpty())
        o.insert(QStringLiteral("party"), s.partySide);
    if (!s.firstSide.isEmpty())
        o.insert(QStringLiteral("firstSide"), s.firstSide);
    if (!s.current.isEmpty())
        o.insert(QStringLiteral("current"), s.current);
    o.insert(QStringLiteral("order"), QJsonArray::fromStringList(s.order));
    o.insert(QStringLiteral("turns"), QJsonArray::fromStringList(s.turns));
    if (!s.lastTarget.isEmpty())
        o.insert(QStringLiteral("lastTarget"), s.lastTarget);
    if (!s.damageThisTurn.isEmpty()) {
        QJsonObject damage;
        for (auto it = s.damageThisTurn.begin(); it != s.damageThisTurn.end(); ++it)
            damage.insert(it.key(), it.value());
        o.insert(QStringLiteral("damageThisTurn"), damage);
    }
    if (!s.lastActor.isEmpty())
        o.insert(QStringLiteral("lastActor"), s.lastActor);
    if (!s.seizedBy.isEmpty())
        o.insert(QStringLiteral("seizedBy"), s.seizedBy);
    if (!s.over.isEmpty())
        o.insert(QStringLiteral("over"), s.over);
    if (!s.delayed.isEmpty())
        o.insert(QStringLiteral("delayed"), QJsonArray::fromStringList(s.delayed));
    QJsonArray combatants;
    for (const auto &c : s.combatants) {
        QJsonObject co;
        co.insert(QStringLiteral("token"), c.tokenId);
        QJsonObject pools;
        for (auto it = c.pools.begin(); it != c.pools.end(); ++it)
            pools.insert(it.key(), QJsonArray{it->value, it->max});
        co.insert(QStringLiteral("pools"), pools);
        if (c.initiative != 0)
            co.insert(QStringLiteral("initiative"), c.initiative);
        if (!c.dice.isEmpty())
            co.insert(QStringLiteral("dice"), intArray(c.dice));
        if (c.dieModifier != 0)
            co.insert(QStringLiteral("dieModifier"), c.dieModifier);
        if (c.turnsPerRound != 1)
            co.insert(QStringLiteral("turnsPerRound"), c.turnsPerRound);
        if (c.turnsTaken != 0)
            co.insert(QStringLiteral("turnsTaken"), c.turnsTaken);
        if (!c.used.isEmpty())
            co.insert(QStringLiteral("used"), QJsonArray::fromStringList(c.used));
        if (c.joinedHidden)
            co.insert(QStringLiteral("joinedHidden"), true);
        combatants.append(co);
    }
    o.insert(QStringLiteral("combatants"), combatants);
    QJsonArray timers;
    for (const auto &t : s.timers) {
        QJsonObject to;
        to.insert(QStringLiteral("token"), t.tokenId);
        to.insert(QStringLiteral("condition"), t.condition);
        to.insert(QStringLiteral("rounds"), t.rounds);
        to.insert(QStringLiteral("when"), t.when == CombatState::Timer::When::TurnStart
                                              ? QStringLiteral("start")
                                              : QStringLiteral("end"));
        to.insert(QStringLiteral("anchor"), t.anchorId);
        if (t.skipNext)
            to.insert(QStringLiteral("skipNext"), true);
        timers.append(to);
    }
    o.insert(QStringLiteral("timers"), timers);
    QJsonArray log;
    for (const auto &entry : s.log) {
        QJsonObject lo;
        lo.insert(QStringLiteral("round"), entry.round);
        lo.insert(QStringLiteral("text"), entry.text);
        if (entry.secret)
            lo.insert(QStringLiteral("secret"), true);
        log.append(lo);
    }
    o.insert(QStringLiteral("log"), log);
    return o;
}

std::optional<CombatState> CombatStateJson::fromJson(const QJsonObject &json,
                                                     const Encounter &encounter, QString *where,
                                                     QString *error)
{
    const Reader r(encounter);
    CombatState s;
    try {
        s.round = Reader::integer(json, "round", 1, QString());
        if (s.round < 0)
            refuse(QStringLiteral("round"),
                   QCoreApplication::translate("CombatStateJson", "expected 0 or more"));
        s.surpriseRound = json.value(QLatin1String("surpriseRound")).toBool(false);
        s.surpriseSide = json.value(QLatin1String("surpriseSide")).toString();
        if (!s.surpriseSide.isEmpty() && s.surpriseSide != QLatin1String("party") &&
            s.surpriseSide != QLatin1String("enemies"))
            refuse(QStringLiteral("surpriseSide"),
                   QStringLiteral("expected \"party\" or \"enemies\""));
        s.partySide = r.sideId(json.value(QLatin1String("party")), QStringLiteral("party"));
        s.firstSide = json.value(QLatin1String("firstSide")).toString();
        if (!s.firstSide.isEmpty() && s.firstSide != QLatin1String("party") &&
            s.firstSide != QLatin1String("enemies"))
            refuse(QStringLiteral("firstSide"),
                   QStringLiteral("expected \"party\" or \"enemies\""));
        s.current =
            r.tokenId(json.value(QLatin1String("current")), QStringLiteral("current"), true);
        s.order = r.tokenIds(json.value(QLatin1String("order")), QStringLiteral("order"));
        s.turns = r.tokenIds(json.value(QLatin1String("turns")), QStringLiteral("turns"));
        s.lastTarget =
            r.tokenId(json.value(QLatin1String("lastTarget")), QStringLiteral("lastTarget"), true);
        const auto damage = json.value(QLatin1String("damageThisTurn")).toObject();
        for (auto it = damage.begin(); it != damage.end(); ++it)
            s.damageThisTurn.insert(
                r.tokenId(QJsonValue(it.key()), QStringLiteral("damageThisTurn")),
                Reader::number(it.value(), QStringLiteral("damageThisTurn.") + it.key()));
        s.lastActor =
            r.tokenId(json.value(QLatin1String("lastActor")), QStringLiteral("lastActor"), true);
        s.seizedBy =
            r.tokenId(json.value(QLatin1String("seizedBy")), QStringLiteral("seizedBy"), true);
        s.over = json.value(QLatin1String("over")).toString();
        s.delayed = r.tokenIds(json.value(QLatin1String("delayed")), QStringLiteral("delayed"));
        const auto combatants = json.value(QLatin1String("combatants"));
        if (!combatants.isArray())
            refuse(QStringLiteral("combatants"),
                   QCoreApplication::translate("CombatStateJson", "expected a list of combatants"));
        const auto list = combatants.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            auto c = r.combatant(list[i], QStringLiteral("combatants[%1]").arg(i));
            if (s.indexOf(c.tokenId) >= 0)
                refuse(
                    QStringLiteral("combatants[%1].token").arg(i),
                    QCoreApplication::translate("CombatStateJson", "\"%1\" is already a combatant")
                        .arg(c.tokenId));
            s.combatants << c;
        }
        const auto timers = json.value(QLatin1String("timers")).toArray();
        for (qsizetype i = 0; i < timers.size(); ++i)
            s.timers << r.timer(timers[i], QStringLiteral("timers[%1]").arg(i));
        const auto log = json.value(QLatin1String("log")).toArray();
        for (qsizetype i = 0; i < log.size(); ++i) {
            const auto entry = log[i].toObject();
            s.log << CombatState::LogEntry{entry.value(QLatin1String("round")).toInt(),
                                           entry.value(QLatin1String("text")).toString(),
                                           entry.value(QLatin1String("secret")).toBool(false)};
        }
        const QList<std::pair<const char *, QStringList>> mentions = {{"order", s.order},
                                                                      {"turns", s.turns},
                                                                      {"current", {s.current}},
                                                                      {"delayed", s.delayed}};
        for (const auto &[key, ids] : mentions) {
            for (const auto &id : ids) {
                if (!id.isEmpty() && s.indexOf(id) < 0)
                    refuse(QLatin1String(key),
                           QCoreApplication::translate("CombatStateJson",
                                                       "\"%1\" is not one of the combatants")
                               .arg(id));
            }
        }
    } catch (const Refusal &refusal) {
        *where = refusal.where;
        *error = refusal.error;
        return std::nullopt;
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!knownTopKeys.contains(it.key()))
            s.extra.insert(it.key(), it.value());
    }
    return s;
}
