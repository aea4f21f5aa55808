#pragma once

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

// The combatants in the panel's order, one row each: who they are, their pools as bars,
// their conditions as icons, this turn's actions and where they stand in the round.
// CombatController fills it with rows it builds; equal ids update in place.
class CombatantListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Combatants belong to a CombatController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1,
        NameRole,
        PortraitUrlRole,
        SideColorRole,
        PartyRole,
        InitiativeRole,
        DiceRole,
        TurnsRole,
        ActedRole,
        CurrentRole,
        SuggestedRole,
        WaitingRole,
        HiddenRole,
        DefeatedRole,
        DelayedRole,
        PoolsRole,
        ConditionsRole,
        ActionsRole,
        NotesRole,
    };

    using QAbstractListModel::QAbstractListModel;

    void setRows(const QList<QVariantMap> &rows);
    Q_INVOKABLE int indexOf(const QString &tokenId) const;
    Q_INVOKABLE QVariantMap get(int row) const { return m_rows.value(row); }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    QList<QVariantMap> m_rows;
};
