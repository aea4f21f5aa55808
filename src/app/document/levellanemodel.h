#pragma once

#include "engine/levellanes.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

// The altitude strip of one Combat Grid position for QML: its lanes, top (skyward) to bottom
// (deep), with whether each is allowed and how many tokens stand in it.
class LevelLaneModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LevelLaneModel belongs to a PositionListModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        LevelIdRole = Qt::UserRole + 1,
        NameRole,
        ValueRole,
        AllowedRole,
        WaterRole,
        TokenCountRole,
    };
    Q_ENUM(Role)

    explicit LevelLaneModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }

    [[nodiscard]] const QList<LevelLane> &lanes() const { return m_lanes; }
    [[nodiscard]] const QList<int> &tokenCounts() const { return m_tokenCounts; }
    void setLanes(const QList<LevelLane> &lanes, const QList<int> &tokenCounts);

Q_SIGNALS:
    void countChanged();

private:
    QList<LevelLane> m_lanes;
    QList<int> m_tokenCounts;
};
