#pragma once

#include "document/levellanemodel.h"
#include "model/positionflags.h"
#include "model/ruleset.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;

// The ground positions of the Combat Grid (docs/rules.md §2.1) for QML, from the rule set's data:
// layout row and column, band and half, the board's marks, and each position's altitude strip.
// Empty on square boards.
class PositionListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PositionListModel belongs to an EncounterDocument")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int layoutRows READ layoutRows NOTIFY countChanged)
    Q_PROPERTY(int layoutColumns READ layoutColumns NOTIFY countChanged)

public:
    enum Role {
        PositionIdRole = Qt::UserRole + 1,
        NameRole,
        BandRole,
        BandNameRole,
        HalfRole,
        LayoutRowRole,
        LayoutColumnRole,
        DifficultRole,
        TurbulentRole,
        WaterRole,
        FillsPositionRole,
        SaveRole, // "+15 Stamina": entering asks for a Saving Throw (docs/rules.md §7.2), or ""
        TokenCountRole,
        LanesRole, // LevelLaneModel *
        AdjacentRole,
    };
    Q_ENUM(Role)

    explicit PositionListModel(EncounterDocument *document);

    // "+15 Stamina": the Saving Throw a position asks for on entering (docs/rules.md §7.2),
    // or "" when it asks for none. The card and the position menu show the same words.
    [[nodiscard]] static QString saveText(const PositionFlags &flags, const RuleSet &rules);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] int layoutRows() const { return m_layoutRows; }
    [[nodiscard]] int layoutColumns() const { return m_layoutColumns; }

    [[nodiscard]] LevelLaneModel *lanes(int row) const { return m_lanes.value(row); }
    [[nodiscard]] int rowOf(const QString &positionId) const;
    // A display name for a band, taken from the names of its positions ("Ranged", "Flank").
    [[nodiscard]] QString bandName(int band) const; // from the rule set data

Q_SIGNALS:
    void countChanged();
    // Lanes or their token counts changed: the board's layout follows.
    void lanesChanged();

private:
    void rebuild();
    void refreshLanes();

    EncounterDocument *m_document;
    QList<LevelLaneModel *> m_lanes;
    int m_rows = 0;
    int m_layoutRows = 0;
    int m_layoutColumns = 0;
};
