#pragma once

#include "engine/surrounded.h"
#include "live/liveframe.h"

#include <QAbstractListModel>
#include <QColor>
#include <QList>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// One row per surrounded token on a square board (docs/rules.md §1.5), in the shown state of
// a LiveFrame (the drag preview while dragging), so QML can put a badge on it with a
// tooltip that says which rule applied and which enemies make it so. Rows are updated in
// place as a drag goes on: a badge that stays is not recreated.
class SurroundedBadgeModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SurroundedBadgeModel belongs to a LiveAnalysis")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1,
        NameRole,
        CellXRole, // the token's anchor in the shown state
        CellYRole,
        SizeRole,       // footprint in cells
        RuleRole,       // "no-way-out" or "opposite-corners" (the CLI's words)
        RuleTextRole,   // "no way out", "opposite corners"
        EnemyIdsRole,   // surroundedBy, sorted ids
        EnemyNamesRole, // their names, in the same order
        ReasonRole,     // "Surrounded — no way out: Thug, Cutthroat"
    };
    Q_ENUM(Role)

    struct Badge {
        QString tokenId;
        QString name;
        int x = 0;
        int y = 0;
        int size = 1;
        Surrounded::Rule rule = Surrounded::Rule::None;
        QStringList enemyIds;
        QStringList enemyNames;

        friend bool operator==(const Badge &, const Badge &) = default;
    };

    explicit SurroundedBadgeModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] const QList<Badge> &badges() const { return m_badges; }

    // Takes a new frame and reports only the rows that changed.
    void setFrame(const LiveFrame &frame);
    // The badges of a frame's shown state, in its token order.
    [[nodiscard]] static QList<Badge> badgesOf(const LiveFrame &frame);

Q_SIGNALS:
    void countChanged();

private:
    QList<Badge> m_badges;
};
