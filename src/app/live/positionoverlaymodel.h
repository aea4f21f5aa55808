#pragma once

#include "live/liveframe.h"

#include <QAbstractListModel>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The Combat Grid's movement overlay for the focus token in a LiveFrame (docs/rules.md §2.3):
// one row per ground position, in the rule file's order (the rows of PositionListModel), with
// the cheapest cost to stand there, per altitude lane too (the lanes of LevelLaneModel), the
// route being dragged, and whether the position blocks line of sight (§2.5). Costs are shown
// whatever the budget, since a token without a `movement` key has a budget of 0; each says
// whether it is within the budget.
class PositionOverlayModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PositionOverlayModel belongs to a LiveAnalysis")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        PositionIdRole = Qt::UserRole + 1,
        ReachableRole,    // some level of it can be reached (the start position too)
        CostRole,         // the cheapest cost over its levels; -1 when unreachable
        WithinBudgetRole, // that cost is within the focus token's budget
        CostTextRole,     // "20", "start", or ""
        LaneCostsRole,    // per lane of LevelLaneModel, top to bottom: cost or -1 (a list)
        IsStartRole,      // the focus token stands here in the document
        IsTargetRole,     // the focus token stands here in the shown state (the drag target)
        RouteStepRole,    // index of this position on the dragged route, or -1
        BlocksSightRole,  // fillsPosition, by the board or a token (PositionAnalysis)
    };
    Q_ENUM(Role)

    struct Row {
        QString positionId;
        int cost = -1;
        bool withinBudget = false;
        QList<int> laneCosts;
        bool isStart = false;
        bool isTarget = false;
        int routeStep = -1;
        bool blocksSight = false;

        friend bool operator==(const Row &, const Row &) = default;
    };

    explicit PositionOverlayModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] const QList<Row> &rows() const { return m_rows; }
    Q_INVOKABLE int indexOf(const QString &positionId) const;

    // Takes a new frame and reports only the rows that changed.
    void setFrame(const LiveFrame &frame);

Q_SIGNALS:
    void countChanged();

private:
    QList<Row> m_rows;
};
