#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;

// The encounter's tokens for QML: one row per token, in file order. On position boards it
// also says where each token sits in its position's altitude strip, so views can place it.
class TokenListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TokenListModel belongs to an EncounterDocument")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1,
        NameRole,
        InitialsRole,
        SideIdRole,
        SideNameRole,
        SideColorRole,
        SizeRole, // footprint in cells (docs/rules.md §1.1)
        CellXRole,
        CellYRole,
        PositionRole,
        PositionNameRole,
        PositionRowRole, // index of the position in the rule set, or -1
        LevelRole,
        LevelNameRole,
        LaneRole,      // index in the position's altitude strip (LevelLanes), or -1
        LaneOrderRole, // 0-based order among the tokens sharing that lane
        LaneCountRole, // how many tokens share that lane
        AltitudeRole,  // meters above the ground
        HiddenRole,
        ConditionsRole,     // ids
        ConditionNamesRole, // display names, from the rule set
        ConditionTextRole,  // the same, joined for a label
        ZocRole,
        ReachRole,
        SpeedRole,
        FacingRole, // degrees clockwise from the top of the map
        FillsPositionRole,
        PortraitRole,    // data URL of the embedded portrait, or empty
        PortraitUrlRole, // image://portrait/… (a round crop), or empty
    };
    Q_ENUM(Role)

    explicit TokenListModel(EncounterDocument *document);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }

    Q_INVOKABLE int indexOf(const QString &tokenId) const;

Q_SIGNALS:
    void countChanged();

private:
    struct Placement {
        int positionRow = -1;
        int lane = -1;
        int laneOrder = 0;
        int laneCount = 0;
    };

    void onAboutToReset();
    void onReset();
    void onTokenChanged(int row);
    void onTokenAboutToBeInserted(int row);
    void onTokenInserted(int row);
    void onTokenAboutToBeRemoved(int row);
    void onTokenRemoved(int row);
    void recomputePlacements();
    void emitPlacementChanges(const QList<Placement> &before);

    EncounterDocument *m_document;
    QList<Placement> m_placements;
};
