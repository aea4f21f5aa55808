#pragma once

#include "model/rosterentry.h"
#include "model/ruleset.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class SessionWorkspace;

// The party roster of the open session (docs/file-format.md §15, docs/rules.md §10) as rows for
// the roster table: a character a row, its carried pools and lasting conditions in the words of
// the open encounter's rule set. Each edit is saved to the session file at once through the
// workspace; nothing is kept here that the file does not hold.
class RosterTableModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The roster table belongs to a RosterController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The conditions that outlast a fight under the rule set, [{id, name, icon, description}],
    // for the table's check boxes.
    Q_PROPERTY(QVariantList conditionChoices READ conditionChoices NOTIFY rulesChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)

public:
    enum Role {
        CharacterIdRole = Qt::UserRole + 1, // "characterId": QML reserves "id"
        NameRole,
        PoolsRole,          // [{id, name, shortName, value, max, unbounded, carries, full}]
        ConditionsRole,     // condition ids
        ConditionsTextRole, // their names: "Wounded, Vulnerable"
        CarriedTextRole,    // what the character brings into the next fight, or "nothing"
        StatsTextRole,      // "agility 2 · brawn 1"
        FromRole,           // the encounter it was last taken from
    };
    Q_ENUM(Role)

    explicit RosterTableModel(QObject *parent = nullptr);

    void setWorkspace(SessionWorkspace *workspace);
    void setRules(std::shared_ptr<const RuleSet> rules);
    [[nodiscard]] const RuleSet *rules() const { return m_rules.get(); }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] QVariantList conditionChoices() const;
    [[nodiscard]] QString errorString() const { return m_error; }

    // Edits, each written to the session file; false (and errorString) when it cannot be.
    Q_INVOKABLE bool rename(int row, const QString &name);
    // A carried pool's value, from 0 to its maximum (unbounded: 0 or more).
    Q_INVOKABLE bool setPoolValue(int row, const QString &poolId, double value);
    Q_INVOKABLE bool setCondition(int row, const QString &conditionId, bool on);
    Q_INVOKABLE bool remove(int row);
    Q_INVOKABLE void clearError();

Q_SIGNALS:
    void countChanged();
    void rulesChanged();
    void errorStringChanged();

private:
    // Follows the workspace's session: the same characters in the same order only change their
    // rows' data, so a view keeps its delegates (and a field being typed in) across a save.
    void refresh();
    [[nodiscard]] QVariantList poolsOf(const RosterEntry &entry) const;
    // The maximum a pool of `entry` has when the roster holds none (it carried nothing): what the
    // character's stats start it at (CombatRunner::startingPools).
    [[nodiscard]] double startingMax(const RosterEntry &entry, const QString &poolId) const;
    bool save(QList<RosterEntry> roster);
    void setError(const QString &error);

    QPointer<SessionWorkspace> m_workspace;
    std::shared_ptr<const RuleSet> m_rules;
    QList<RosterEntry> m_roster;
    QString m_error;
};
