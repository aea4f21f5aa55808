#include "live/surroundedbadgemodel.h"

#include "live/overlaytext.h"

#include <algorithm>

SurroundedBadgeModel::SurroundedBadgeModel(QObject *parent) : QAbstractListModel(parent) {}

int SurroundedBadgeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_badges.size());
}

QHash<int, QByteArray> SurroundedBadgeModel::roleNames() const
{
    return {
        {TokenIdRole, "tokenId"},   {NameRole, "name"},         {CellXRole, "cellX"},
        {CellYRole, "cellY"},       {SizeRole, "size"},         {RuleRole, "rule"},
        {RuleTextRole, "ruleText"}, {EnemyIdsRole, "enemyIds"}, {EnemyNamesRole, "enemyNames"},
        {ReasonRole, "reason"},
    };
}

QVariant SurroundedBadgeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Badge &badge = m_badges[index.row()];
    switch (role) {
    case TokenIdRole:
        return badge.tokenId;
    case NameRole:
        return badge.name;
    case CellXRole:
        return badge.x;
    case CellYRole:
        return badge.y;
    case SizeRole:
        return badge.size;
    case RuleRole:
        return Surrounded::ruleName(badge.rule);
    case RuleTextRole:
        return OverlayText::surroundedRule(badge.rule);
    case EnemyIdsRole:
        return badge.enemyIds;
    case EnemyNamesRole:
        return badge.enemyNames;
    case ReasonRole:
        return OverlayText::surroundedReason(badge.rule, badge.enemyNames);
    default:
        return {};
    }
}

QList<SurroundedBadgeModel::Badge> SurroundedBadgeModel::badgesOf(const LiveFrame &frame)
{
    QList<Badge> badges;
    const auto *analysis = frame.square.get();
    const Encounter *encounter = frame.encounter.get();
    if (analysis && encounter) {
        for (const Token &token : encounter->tokens) {
            const auto *result = analysis->token(token.id);
            if (!result || !result->surrounded())
                continue;
            Badge badge;
            badge.tokenId = token.id;
            badge.name = frame.tokenName(token.id);
            badge.x = token.x;
            badge.y = token.y;
            badge.size = token.footprint();
            badge.rule = result->surroundedRule;
            badge.enemyIds = result->surroundedBy;
            badge.enemyNames = frame.tokenNames(result->surroundedBy);
            badges << badge;
        }
    }
    return badges;
}

void SurroundedBadgeModel::setFrame(const LiveFrame &frame)
{
    const QList<Badge> next = badgesOf(frame);

    // Both lists follow the encounter's token order: walk them together, removing rows whose
    // token is no longer surrounded and inserting new ones, so kept badges stay put.
    const int before = int(m_badges.size());
    int row = 0;
    for (const Badge &badge : next) {
        while (row < m_badges.size() && m_badges[row].tokenId != badge.tokenId &&
               std::none_of(next.begin(), next.end(),
                            [&](const Badge &b) { return b.tokenId == m_badges[row].tokenId; })) {
            beginRemoveRows({}, row, row);
            m_badges.removeAt(row);
            endRemoveRows();
        }
        if (row < m_badges.size() && m_badges[row].tokenId == badge.tokenId) {
            if (!(m_badges[row] == badge)) {
                m_badges[row] = badge;
                Q_EMIT dataChanged(index(row), index(row));
            }
        } else {
            beginInsertRows({}, row, row);
            m_badges.insert(row, badge);
            endInsertRows();
        }
        ++row;
    }
    if (row < m_badges.size()) {
        beginRemoveRows({}, row, int(m_badges.size()) - 1);
        m_badges.erase(m_badges.begin() + row, m_badges.end());
        endRemoveRows();
    }
    // Token order may have changed (an undo re-inserting a token): the walk above still ends
    // with exactly `next`, but check it in debug builds.
    Q_ASSERT(m_badges == next);
    if (before != m_badges.size())
        Q_EMIT countChanged();
}
