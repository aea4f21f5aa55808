#pragma once

#include "model/combatstate.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The fight's log, newest last. The GM's model shows secret rolls; a players' model
// (showSecret false) leaves them out entirely, so not even a gap gives one away.
class CombatLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The combat log belongs to a CombatController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { RoundRole = Qt::UserRole + 1, TextRole, SecretRole };

    explicit CombatLogModel(bool showSecret, QObject *parent = nullptr);

    void setEntries(const QList<CombatState::LogEntry> &entries);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    bool m_showSecret;
    QList<CombatState::LogEntry> m_entries;
};
