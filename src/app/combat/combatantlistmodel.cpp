#include "combat/combatantlistmodel.h"

namespace
{

const QHash<int, QByteArray> &roles()
{
    static const QHash<int, QByteArray> names = {
        {CombatantListModel::TokenIdRole, "tokenId"},
        {CombatantListModel::NameRole, "name"},
        {CombatantListModel::PortraitUrlRole, "portraitUrl"},
        {CombatantListModel::SideColorRole, "sideColor"},
        {CombatantListModel::PartyRole, "party"},
        {CombatantListModel::InitiativeRole, "initiative"},
        {CombatantListModel::DiceRole, "dice"},
        {CombatantListModel::TurnsRole, "turns"},
        {CombatantListModel::ActedRole, "acted"},
        {CombatantListModel::CurrentRole, "current"},
        {CombatantListModel::SuggestedRole, "suggested"},
        {CombatantListModel::WaitingRole, "waiting"},
        {CombatantListModel::HiddenRole, "hidden"},
        {CombatantListModel::DefeatedRole, "defeated"},
        {CombatantListModel::DelayedRole, "delayed"},
        {CombatantListModel::PoolsRole, "pools"},
        {CombatantListModel::ConditionsRole, "conditions"},
        {CombatantListModel::ActionsRole, "actions"},
        {CombatantListModel::NotesRole, "notes"},
    };
    return names;
}

} // namespace

void CombatantListModel::setRows(const QList<QVariantMap> &rows)
{
    const auto ids = [](const QList<QVariantMap> &list) {
        QStringList out;
        for (const auto &row : list)
            out << row.value(QStringLiteral("tokenId")).toString();
        return out;
    };
    if (ids(rows) != ids(m_rows)) {
        const bool countChanges = rows.size() != m_rows.size();
        beginResetModel();
        m_rows = rows;
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i] != m_rows[i]) {
            m_rows[i] = rows[i];
            Q_EMIT dataChanged(index(i), index(i));
        }
    }
}

int CombatantListModel::indexOf(const QString &tokenId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].value(QStringLiteral("tokenId")).toString() == tokenId)
            return i;
    }
    return -1;
}

int CombatantListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CombatantListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || !roles().contains(role))
        return {};
    return m_rows.at(index.row()).value(QString::fromLatin1(roles().value(role)));
}

QHash<int, QByteArray> CombatantListModel::roleNames() const
{
    return roles();
}
