#include "live/tokenrelationmodel.h"

#include "live/overlaytext.h"

#include "engine/highground.h"
#include "model/fixedpoint.h"

#include <cmath>

namespace
{

QString cellText(const Encounter &encounter, QPoint cell)
{
    const auto &board = encounter.board.square;
    const int kind = board.contains(cell.x(), cell.y()) ? board.terrainAt(cell.x(), cell.y()) : -1;
    const QString name = kind >= 0 ? encounter.rules->terrainKinds[kind].name : QString();
    return QStringLiteral("%1 (%2, %3)")
        .arg(name.isEmpty() ? TokenRelationModel::tr("cell") : name)
        .arg(cell.x())
        .arg(cell.y());
}

} // namespace

TokenRelationModel::TokenRelationModel(QObject *parent) : QAbstractListModel(parent) {}

int TokenRelationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> TokenRelationModel::roleNames() const
{
    return {
        {TokenIdRole, "tokenId"},
        {NameRole, "name"},
        {IsFocusRole, "isFocus"},
        {RelatedRole, "related"},
        {EnemiesRole, "enemies"},
        {DistanceRole, "distance"},
        {SightRole, "sight"},
        {LineOfSightRole, "lineOfSight"},
        {CoverRole, "cover"},
        {CoveredByRole, "coveredBy"},
        {BlockedByRole, "blockedBy"},
        {MeleeRole, "melee"},
        {MeleeNameRole, "meleeName"},
        {HeightDifferenceRole, "heightDifference"},
        {RangeAdjustmentRole, "rangeAdjustment"},
        {RangeTextRole, "rangeText"},
        {FlanksRole, "flanks"},
        {FlankedByRole, "flankedBy"},
        {VolleyAllowedRole, "volleyAllowed"},
        {VolleyPenaltyRole, "volleyPenalty"},
        {EngagedRole, "engaged"},
        {HighGroundRole, "highGround"},
        {LowGroundRole, "lowGround"},
        {VerticalAssaultRole, "verticalAssault"},
        {SummaryRole, "summary"},
    };
}

QVariant TokenRelationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Relation &r = m_rows[index.row()];
    switch (role) {
    case TokenIdRole:
        return r.tokenId;
    case NameRole:
        return r.name;
    case IsFocusRole:
        return r.isFocus;
    case RelatedRole:
        return r.related;
    case EnemiesRole:
        return r.enemies;
    case DistanceRole:
        return r.distance;
    case SightRole:
        return r.sight;
    case LineOfSightRole:
        return r.lineOfSight;
    case CoverRole:
        return r.cover;
    case CoveredByRole:
        return r.coveredBy;
    case BlockedByRole:
        return r.blockedBy;
    case MeleeRole:
        return r.melee;
    case MeleeNameRole:
        return r.meleeName;
    case HeightDifferenceRole:
        return r.heightDifference;
    case RangeAdjustmentRole:
        return r.rangeAdjustment;
    case RangeTextRole:
        return r.rangeText;
    case FlanksRole:
        return r.flanks;
    case FlankedByRole:
        return r.flankedBy;
    case VolleyAllowedRole:
        return r.volleyAllowed;
    case VolleyPenaltyRole:
        return r.volleyPenalty;
    case EngagedRole:
        return r.engaged;
    case HighGroundRole:
        return r.highGround;
    case LowGroundRole:
        return r.lowGround;
    case VerticalAssaultRole:
        return r.verticalAssault;
    case SummaryRole:
        return r.summary;
    default:
        return {};
    }
}

int TokenRelationModel::indexOf(const QString &tokenId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].tokenId == tokenId)
            return row;
    }
    return -1;
}

const TokenRelationModel::Relation *TokenRelationModel::relation(const QString &tokenId) const
{
    const int row = indexOf(tokenId);
    return row < 0 ? nullptr : &m_rows[row];
}

TokenRelation TokenRelationModel::relationOf(const QString &tokenId) const
{
    const Relation *row = relation(tokenId);
    return row ? *row : TokenRelation{};
}

void TokenRelationModel::fillSquare(Relation &row, const LiveFrame &frame)
{
    const QString &focus = frame.focusToken;
    const auto *analysis = frame.square.get();
    const Encounter &encounter = *frame.encounter;
    const auto pair = analysis->pair(focus, row.tokenId);
    if (!pair)
        return;
    const RuleSet &rules = *encounter.rules;
    row.related = true;
    row.enemies = pair->enemies;
    row.distance = pair->distance;
    const auto &sight = pair->sight;
    row.lineOfSight = sight.lineOfSight;
    row.cover = sight.cover;
    row.sight = !sight.lineOfSight ? QStringLiteral("blocked")
                : sight.cover      ? QStringLiteral("cover")
                                   : QStringLiteral("clear");
    row.coveredBy = frame.tokenNames(sight.coveringTokens);
    for (const QPoint &cell : sight.coveringCells)
        row.coveredBy << cellText(encounter, cell);
    if (!sight.lineOfSight) {
        for (const QPoint &cell : sight.blockingCells)
            row.blockedBy << cellText(encounter, cell);
        for (int wall = 0; wall < sight.blockingWalls.size(); ++wall)
            row.blockedBy << tr("wall");
    }
    row.melee = HighGround::cliWord(pair->melee);
    row.meleeName = HighGround::displayName(pair->melee, rules);
    row.heightDifference = FixedPoint::toDouble(pair->heightDifference);
    row.rangeAdjustment = pair->rangeAdjustment;
    row.rangeText = OverlayText::rangeText(pair->rangeAdjustment, rules.unitName);

    QStringList parts;
    if (!sight.lineOfSight) {
        parts << tr("no line of sight") +
                     (row.blockedBy.isEmpty()
                          ? QString()
                          : QStringLiteral(" (") + row.blockedBy.join(QStringLiteral(", ")) +
                                QLatin1Char(')'));
    } else if (sight.cover) {
        parts << tr("cover") + QStringLiteral(" (") + row.coveredBy.join(QStringLiteral(", ")) +
                     QLatin1Char(')');
    } else {
        parts << tr("clear line of sight");
    }
    if (pair->melee == HighGround::Melee::Boon)
        parts << tr("melee: %1 (%2 m higher)").arg(row.meleeName).arg(row.heightDifference);
    else if (pair->melee == HighGround::Melee::Bane)
        parts << tr("melee: %1 (%2 m lower)").arg(row.meleeName).arg(-row.heightDifference);
    if (!row.rangeText.isEmpty())
        parts << tr("ranged: %1").arg(row.rangeText);
    row.summary =
        tr("%1 → %2: %3").arg(frame.tokenName(focus), row.name, parts.join(QStringLiteral(" · ")));
}

void TokenRelationModel::fillPositions(Relation &row, const LiveFrame &frame)
{
    const QString &focus = frame.focusToken;
    const auto *analysis = frame.positions.get();
    const auto *ahead = analysis->pair(focus, row.tokenId);
    const auto *back = analysis->pair(row.tokenId, focus);
    if (!ahead || !back)
        return;
    const RuleSet &rules = *frame.encounter->rules;
    row.related = true;
    row.enemies = ahead->enemies;
    row.distance = ahead->distance.value_or(-1);
    row.lineOfSight = ahead->lineOfSight;
    row.sight = ahead->lineOfSight ? QStringLiteral("clear") : QStringLiteral("blocked");
    for (const QString &id : ahead->blockedBy) {
        const auto *position = rules.position(id);
        row.blockedBy << (position && !position->name.isEmpty() ? position->name : id);
    }
    row.flanks = ahead->flanking;
    row.flankedBy = back->flanking;
    row.volleyAllowed = ahead->volleyPenalty.has_value();
    row.volleyPenalty = ahead->volleyPenalty.value_or(0);
    const auto *mine = analysis->token(focus);
    row.engaged = mine && mine->engagedWith.contains(row.tokenId);
    row.highGround = ahead->highGround;
    row.lowGround = back->highGround;
    row.verticalAssault = ahead->verticalAssault;

    QStringList parts;
    parts << (ahead->lineOfSight
                  ? tr("line of sight")
                  : tr("no line of sight") +
                        (row.blockedBy.isEmpty()
                             ? QString()
                             : QStringLiteral(" (") + row.blockedBy.join(QStringLiteral(", ")) +
                                   QLatin1Char(')')));
    if (row.engaged)
        parts << tr("engaged");
    if (row.flanks)
        parts << tr("flanking");
    if (row.flankedBy)
        parts << tr("flanked by %1").arg(row.name);
    if (row.volleyAllowed)
        parts << tr("volley %1").arg(OverlayText::signedNumber(row.volleyPenalty));
    if (row.highGround)
        parts << tr("high ground");
    if (row.lowGround)
        parts << tr("low ground");
    if (row.verticalAssault)
        parts << tr("vertical assault");
    row.summary =
        tr("%1 → %2: %3").arg(frame.tokenName(focus), row.name, parts.join(QStringLiteral(" · ")));
}

void TokenRelationModel::setFrame(const LiveFrame &frame)
{
    QList<Relation> next;
    const Encounter *encounter = frame.encounter.get();
    const QString &focus = frame.focusToken;
    if (encounter) {
        const bool square = frame.square != nullptr;
        const bool positions = frame.positions != nullptr;
        const bool focusExists = encounter->tokenIndex(focus) >= 0;
        next.reserve(encounter->tokens.size());
        for (const Token &token : encounter->tokens) {
            Relation row;
            row.tokenId = token.id;
            row.name = frame.tokenName(token.id);
            row.isFocus = focusExists && token.id == focus;
            if (focusExists && !row.isFocus) {
                if (square)
                    fillSquare(row, frame);
                else if (positions)
                    fillPositions(row, frame);
            }
            next << row;
        }
    }

    const bool sameRows =
        next.size() == m_rows.size() &&
        std::equal(next.begin(), next.end(), m_rows.begin(),
                   [](const Relation &a, const Relation &b) { return a.tokenId == b.tokenId; });
    if (!sameRows) {
        const bool countChanges = next.size() != m_rows.size();
        beginResetModel();
        m_rows = std::move(next);
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        rebuildByToken();
        return;
    }
    bool changed = false;
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row] == next[row])
            continue;
        m_rows[row] = std::move(next[row]);
        changed = true;
        Q_EMIT dataChanged(index(row), index(row));
    }
    if (changed)
        rebuildByToken();
}

void TokenRelationModel::rebuildByToken()
{
    // Built when QML next reads it: a square board's drag frames never do.
    m_byToken.reset();
    Q_EMIT relationsChanged();
}

QVariantMap TokenRelationModel::byToken() const
{
    if (!m_byToken) {
        QVariantMap all;
        for (const Relation &row : m_rows)
            all.insert(row.tokenId, QVariant::fromValue(row));
        m_byToken = std::move(all);
    }
    return *m_byToken;
}
