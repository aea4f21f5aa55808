#include "combat/combatlogmodel.h"

CombatLogModel::CombatLogModel(bool showSecret, QObject *parent)
    : QAbstractListModel(parent), m_showSecret(showSecret)
{
}

void CombatLogModel::setEntries(const QList<CombatState::LogEntry> &entries)
{
    QList<CombatState::LogEntry> shown;
    for (const auto &entry : entries) {
        if (m_showSecret || !entry.secret)
            shown << entry;
    }
    if (shown == m_entries)
        return;
    // A fight mostly grows its log at the end: insert only the new lines, so the view keeps
    // its place; anything else (an undo, a new file) resets.
    const auto old = m_entries.size();
    if (shown.size() > old && std::equal(m_entries.cbegin(), m_entries.cend(), shown.cbegin())) {
        beginInsertRows({}, int(old), int(shown.size()) - 1);
        m_entries = shown;
        endInsertRows();
    } else {
        beginResetModel();
        m_entries = shown;
        endResetModel();
    }
    Q_EMIT countChanged();
}

int CombatLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant CombatLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const auto &entry = m_entries.at(index.row());
    switch (role) {
    case RoundRole:
        return entry.round;
    case Qt::DisplayRole:
    case TextRole:
        return entry.text;
    case SecretRole:
        return entry.secret;
    }
    return {};
}

QHash<int, QByteArray> CombatLogModel::roleNames() const
{
    return {{RoundRole, "round"}, {TextRole, "text"}, {SecretRole, "secret"}};
}
