#include "document/levellanemodel.h"

LevelLaneModel::LevelLaneModel(QObject *parent) : QAbstractListModel(parent) {}

int LevelLaneModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lanes.size());
}

QHash<int, QByteArray> LevelLaneModel::roleNames() const
{
    return {{LevelIdRole, "levelId"}, {NameRole, "name"},   {ValueRole, "value"},
            {AllowedRole, "allowed"}, {WaterRole, "water"}, {TokenCountRole, "tokenCount"}};
}

QVariant LevelLaneModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LevelLane &lane = m_lanes.at(index.row());
    switch (Role(role)) {
    case LevelIdRole:
        return lane.levelId;
    case NameRole:
        return lane.name;
    case ValueRole:
        return lane.value;
    case AllowedRole:
        return lane.allowed;
    case WaterRole:
        return lane.water;
    case TokenCountRole:
        return m_tokenCounts.value(index.row());
    }
    return {};
}

void LevelLaneModel::setLanes(const QList<LevelLane> &lanes, const QList<int> &tokenCounts)
{
    const bool sameShape =
        lanes.size() == m_lanes.size() &&
        std::equal(lanes.cbegin(), lanes.cend(), m_lanes.cbegin(),
                   [](const LevelLane &a, const LevelLane &b) { return a.levelId == b.levelId; });
    if (!sameShape) {
        beginResetModel();
        m_lanes = lanes;
        m_tokenCounts = tokenCounts;
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    m_lanes = lanes;
    m_tokenCounts = tokenCounts;
    if (!m_lanes.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_lanes.size()) - 1));
}
