#include "session/rostertablemodel.h"

#include "combat/combatrunner.h"
#include "combat/rostercarry.h"
#include "model/token.h"
#include "session/sessionworkspace.h"

#include <QVariantMap>

RosterTableModel::RosterTableModel(QObject *parent) : QAbstractListModel(parent) {}

void RosterTableModel::setWorkspace(SessionWorkspace *workspace)
{
    if (m_workspace == workspace)
        return;
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (m_workspace) {
        connect(m_workspace, &SessionWorkspace::sessionChanged, this, &RosterTableModel::refresh);
        connect(m_workspace, &SessionWorkspace::folderChanged, this, &RosterTableModel::refresh);
    }
    refresh();
}

void RosterTableModel::setRules(std::shared_ptr<const RuleSet> rules)
{
    if (rules == m_rules)
        return;
    m_rules = std::move(rules);
    if (!m_roster.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_roster.size()) - 1));
    Q_EMIT rulesChanged();
}

int RosterTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_roster.size());
}

QVariant RosterTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RosterEntry &entry = m_roster.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return entry.name;
    case CharacterIdRole:
        return entry.id;
    case PoolsRole:
        return poolsOf(entry);
    case ConditionsRole:
        return entry.conditions;
    case ConditionsTextRole: {
        QStringList names;
        for (const auto &id : entry.conditions) {
            QString name = id;
            if (m_rules) {
                for (const auto &condition : m_rules->conditions) {
                    if (condition.id == id)
                        name = condition.name;
                }
            }
            names << name;
        }
        return names.join(QStringLiteral(", "));
    }
    case CarriedTextRole: {
        const QString text = m_rules ? RosterCarry::carriedText(entry, *m_rules) : QString();
        return text.isEmpty() ? tr("nothing") : text;
    }
    case StatsTextRole: {
        QStringList parts;
        for (auto it = entry.stats.cbegin(); it != entry.stats.cend(); ++it)
            parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        return parts.join(QStringLiteral(" · "));
    }
    case FromRole:
        return entry.from;
    default:
        return {};
    }
}

QHash<int, QByteArray> RosterTableModel::roleNames() const
{
    return {{CharacterIdRole, "characterId"},
            {NameRole, "name"},
            {PoolsRole, "pools"},
            {ConditionsRole, "conditions"},
            {ConditionsTextRole, "conditionsText"},
            {CarriedTextRole, "carriedText"},
            {StatsTextRole, "statsText"},
            {FromRole, "from"}};
}

QVariantList RosterTableModel::conditionChoices() const
{
    QVariantList choices;
    if (!m_rules)
        return choices;
    for (const auto &condition : m_rules->conditions) {
        if (!RosterCarry::conditionCarries(condition.id, *m_rules))
            continue;
        choices << QVariantMap{{QStringLiteral("id"), condition.id},
                               {QStringLiteral("name"), condition.name},
                               {QStringLiteral("icon"), condition.icon},
                               {QStringLiteral("description"), condition.description}};
    }
    return choices;
}

QVariantList RosterTableModel::poolsOf(const RosterEntry &entry) const
{
    QVariantList pools;
    QStringList shown;
    auto add = [&](const QString &id, const QString &name, const QString &shortName, bool unbounded,
                   bool carries) {
        const bool held = entry.pools.contains(id);
        const double max = held ? entry.pools.value(id).max : startingMax(entry, id);
        const double value = held ? entry.pools.value(id).value : (unbounded ? 0 : max);
        pools << QVariantMap{{QStringLiteral("id"), id},
                             {QStringLiteral("name"), name},
                             {QStringLiteral("shortName"), shortName},
                             {QStringLiteral("value"), value},
                             {QStringLiteral("max"), max},
                             {QStringLiteral("unbounded"), unbounded},
                             {QStringLiteral("carries"), carries},
                             // Nothing carried: the pool starts the next fight as new.
                             {QStringLiteral("full"), unbounded ? value == 0 : value >= max}};
        shown << id;
    };
    // The rule set's carried pools first, in its order, whether the character holds them or not.
    if (m_rules) {
        for (const auto &pool : m_rules->combat.pools) {
            if (m_rules->carryOver.carries(pool.id))
                add(pool.id, pool.name, pool.shortName, pool.unbounded, true);
        }
    }
    // Pools of another rule set of the session stay visible, so the GM sees all the roster holds.
    for (auto it = entry.pools.cbegin(); it != entry.pools.cend(); ++it) {
        if (!shown.contains(it.key()))
            add(it.key(), it.key(), it.key(), it->max == 0, false);
    }
    return pools;
}

double RosterTableModel::startingMax(const RosterEntry &entry, const QString &poolId) const
{
    if (!m_rules)
        return 0;
    Token token;
    token.stats = entry.stats;
    return CombatRunner::startingPools(token, m_rules->combat).value(poolId).max;
}

bool RosterTableModel::rename(int row, const QString &name)
{
    const QString simplified = name.simplified();
    if (row < 0 || row >= m_roster.size())
        return false;
    if (simplified.isEmpty()) {
        setError(tr("A character needs a name"));
        return false;
    }
    if (simplified == m_roster[row].name)
        return true;
    auto roster = m_roster;
    roster[row].name = simplified;
    return save(roster);
}

bool RosterTableModel::setPoolValue(int row, const QString &poolId, double value)
{
    if (row < 0 || row >= m_roster.size() || poolId.isEmpty() || !std::isfinite(value))
        return false;
    auto roster = m_roster;
    RosterEntry &entry = roster[row];
    const auto *pool = m_rules ? m_rules->combat.pool(poolId) : nullptr;
    CombatState::Pool next = entry.pools.value(poolId);
    if (!entry.pools.contains(poolId))
        next.max = pool && pool->unbounded ? 0 : startingMax(entry, poolId);
    const bool unbounded = next.max == 0 && (!pool || pool->unbounded);
    next.value = std::max(0.0, unbounded ? value : std::min(value, next.max));
    if (entry.pools.value(poolId) == next && entry.pools.contains(poolId))
        return true;
    entry.pools.insert(poolId, next);
    return save(roster);
}

bool RosterTableModel::setCondition(int row, const QString &conditionId, bool on)
{
    if (row < 0 || row >= m_roster.size() || conditionId.isEmpty())
        return false;
    auto roster = m_roster;
    QStringList &conditions = roster[row].conditions;
    if (on == conditions.contains(conditionId))
        return true;
    if (on)
        conditions << conditionId;
    else
        conditions.removeAll(conditionId);
    return save(roster);
}

bool RosterTableModel::remove(int row)
{
    if (row < 0 || row >= m_roster.size())
        return false;
    auto roster = m_roster;
    roster.removeAt(row);
    return save(roster);
}

void RosterTableModel::clearError()
{
    setError({});
}

bool RosterTableModel::save(QList<RosterEntry> roster)
{
    if (!m_workspace || !m_workspace->isOpen()) {
        setError(tr("No session folder is open"));
        return false;
    }
    Session session = m_workspace->session();
    session.roster = std::move(roster);
    if (!m_workspace->setSession(session)) {
        setError(m_workspace->errorString());
        return false;
    }
    setError({});
    return true;
}

void RosterTableModel::refresh()
{
    const QList<RosterEntry> next =
        m_workspace && m_workspace->isOpen() ? m_workspace->session().roster : QList<RosterEntry>();
    bool sameRows = next.size() == m_roster.size();
    for (qsizetype i = 0; sameRows && i < next.size(); ++i)
        sameRows = next[i].id == m_roster[i].id;
    if (sameRows) {
        const bool changed = next != m_roster;
        m_roster = next;
        if (changed && !m_roster.isEmpty())
            Q_EMIT dataChanged(index(0), index(int(m_roster.size()) - 1));
        return;
    }
    beginResetModel();
    m_roster = next;
    endResetModel();
    Q_EMIT countChanged();
}

void RosterTableModel::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorStringChanged();
}
