#include "live/positionoverlaymodel.h"

#include "engine/levellanes.h"

PositionOverlayModel::PositionOverlayModel(QObject *parent) : QAbstractListModel(parent) {}

int PositionOverlayModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> PositionOverlayModel::roleNames() const
{
    return {
        {PositionIdRole, "positionId"},
        {ReachableRole, "reachable"},
        {CostRole, "cost"},
        {WithinBudgetRole, "withinBudget"},
        {CostTextRole, "costText"},
        {LaneCostsRole, "laneCosts"},
        {IsStartRole, "isStart"},
        {IsTargetRole, "isTarget"},
        {RouteStepRole, "routeStep"},
        {BlocksSightRole, "blocksSight"},
    };
}

QVariant PositionOverlayModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case PositionIdRole:
        return row.positionId;
    case ReachableRole:
        return row.cost >= 0;
    case CostRole:
        return row.cost;
    case WithinBudgetRole:
        return row.withinBudget;
    case CostTextRole:
        if (row.isStart)
            return tr("start");
        return row.cost >= 0 ? QString::number(row.cost) : QString();
    case LaneCostsRole: {
        QVariantList costs;
        for (const int cost : row.laneCosts)
            costs << cost;
        return costs;
    }
    case IsStartRole:
        return row.isStart;
    case IsTargetRole:
        return row.isTarget;
    case RouteStepRole:
        return row.routeStep;
    case BlocksSightRole:
        return row.blocksSight;
    default:
        return {};
    }
}

int PositionOverlayModel::indexOf(const QString &positionId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].positionId == positionId)
            return row;
    }
    return -1;
}

void PositionOverlayModel::setFrame(const LiveFrame &frame)
{
    QList<Row> next;
    const auto *analysis = frame.positions.get();
    const Encounter *shown = frame.encounter.get();
    if (analysis && shown && shown->rules && frame.committed) {
        const Encounter &committed = *frame.committed;
        const RuleSet &rules = *shown->rules;
        const auto &graph = analysis->graph();
        const PositionMovement *movement = frame.placeField.get();
        const QString &focus = frame.focusToken;
        const Token *start = committed.token(focus);
        const Token *target = shown->token(focus);
        const auto blocked = analysis->blockedPositions();
        const auto &route = frame.route;
        for (int p = 0; p < graph.count(); ++p) {
            Row row;
            row.positionId = graph.id(p);
            row.isStart = start && start->position == row.positionId;
            row.isTarget = target && target->position == row.positionId;
            row.blocksSight = blocked.value(p);
            for (const LevelLane &lane :
                 LevelLanes::at(rules, shown->board.positions, row.positionId)) {
                int cost = -1;
                if (movement && lane.allowed)
                    cost = movement->cost({p, lane.value}).value_or(-1);
                row.laneCosts << cost;
                if (cost >= 0 && (row.cost < 0 || cost < row.cost))
                    row.cost = cost;
            }
            row.withinBudget = row.cost >= 0 && row.cost <= frame.budget;
            if (route) {
                for (int step = 0; step < route->steps.size(); ++step) {
                    if (route->steps[step].position == p) {
                        row.routeStep = step;
                        break;
                    }
                }
            }
            next << row;
        }
    }

    if (next.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row] == next[row])
            continue;
        m_rows[row] = std::move(next[row]);
        Q_EMIT dataChanged(index(row), index(row));
    }
}
