#pragma once

#include "live/liveframe.h"
#include "live/tokenrelation.h"

#include <QAbstractListModel>
#include <QList>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <optional>

// How every token stands to the focus token of a LiveFrame (the dragged or selected one),
// one row per token in the document's order (the rows of TokenListModel), in the shown state.
// Square boards (docs/rules.md §1.6, §1.8): line of sight, cover and what gives it, what blocks,
// melee high ground by the rule set's names and the ranged range adjustment. The Combat Grid
// (§2.4, §2.5): flanking both ways, volley penalty, line of sight, engagement, high ground.
// Every text is built here from the engine's results, for tooltips and labels.
class TokenRelationModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TokenRelationModel belongs to a LiveAnalysis")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Every row by token id, as `tokenRelation` values: a delegate binds to
    // `relations.byToken[tokenId]` and follows each new frame.
    Q_PROPERTY(QVariantMap byToken READ byToken NOTIFY relationsChanged)

public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1,
        NameRole,
        IsFocusRole,
        RelatedRole, // there is a focus token and this is another token
        EnemiesRole,
        DistanceRole, // squares or graph steps; -1 when unknown
        SightRole,    // "clear", "cover", "blocked", or "" when not related
        LineOfSightRole,
        CoverRole,
        CoveredByRole,        // names of covering tokens, then "terrain (x, y)" per cell
        BlockedByRole,        // "terrain (x, y)" per blocking cell, "wall" per segment; positions
        MeleeRole,            // "boon", "bane", "none" (the CLI's words)
        MeleeNameRole,        // the rule set's name (RuleSet::meleeBoonName / BaneName), or ""
        HeightDifferenceRole, // meters, focus minus this token
        RangeAdjustmentRole,  // in the rule set's unit
        RangeTextRole,        // "range +1.33 pace", or "" when zero
        FlanksRole,           // the focus token flanks this one
        FlankedByRole,        // this one flanks the focus token
        VolleyAllowedRole,
        VolleyPenaltyRole,
        EngagedRole,
        HighGroundRole, // Combat Grid: the focus token's level is higher
        LowGroundRole,  // Combat Grid: this token's level is higher
        VerticalAssaultRole,
        SummaryRole, // one line for a tooltip
    };
    Q_ENUM(Role)

    using Relation = TokenRelation;

    explicit TokenRelationModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] const QList<Relation> &relations() const { return m_rows; }
    // The row of a token, or -1.
    Q_INVOKABLE int indexOf(const QString &tokenId) const;
    // The relation to a token, or nullptr.
    [[nodiscard]] const Relation *relation(const QString &tokenId) const;
    // The same as a value; an empty relation (related false) for a token that has none.
    Q_INVOKABLE TokenRelation relationOf(const QString &tokenId) const;
    [[nodiscard]] QVariantMap byToken() const;

    // Takes a new frame and reports only the rows that changed.
    void setFrame(const LiveFrame &frame);

Q_SIGNALS:
    void countChanged();
    // Some row changed (byToken follows).
    void relationsChanged();

private:
    static void fillSquare(Relation &row, const LiveFrame &frame);
    static void fillPositions(Relation &row, const LiveFrame &frame);
    void rebuildByToken();

    QList<Relation> m_rows;
    mutable std::optional<QVariantMap> m_byToken;
};
